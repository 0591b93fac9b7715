* schedbench instance library: asrpt-placement-n4-s1-7867adfba21d497d
* problem asrpt-placement: A-SRPT (Luo et al.), Sec. III-B Eq. 2, 4-7; Sec. IV-B Heavy-Edge; Table II
* instance 7867adfba21d497d (instances/asrpt-placement-n4-s1-7867adfba21d497d.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-placement-7867adfba21d497d
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_hot(0_0)_
 E  c_e_one_hot(0_1)_
 E  c_e_one_hot(0_2)_
 E  c_e_one_hot(0_3)_
 E  c_e_one_hot(1_0)_
 E  c_e_one_hot(1_1)_
 E  c_e_one_hot(1_2)_
 E  c_e_one_hot(1_3)_
 E  c_e_one_hot(2_0)_
 E  c_e_one_hot(2_1)_
 E  c_e_one_hot(2_2)_
 E  c_e_one_hot(2_3)_
 E  c_e_one_hot(3_0)_
 E  c_e_one_hot(3_1)_
 E  c_e_one_hot(3_2)_
 E  c_e_one_hot(3_3)_
 E  c_e_all_placed(0)_
 E  c_e_all_placed(1)_
 E  c_e_all_placed(2)_
 E  c_e_all_placed(3)_
 L  c_u_capacity(0)_
 L  c_u_capacity(1)_
 L  c_u_capacity(2)_
 L  c_u_capacity(3)_
 G  c_l_comp_floor_
 L  c_u_bottleneck(0_0)_
 L  c_u_bottleneck(0_1)_
 L  c_u_bottleneck(0_2)_
 L  c_u_bottleneck(0_3)_
 L  c_u_bottleneck(1_0)_
 L  c_u_bottleneck(1_1)_
 L  c_u_bottleneck(1_2)_
 L  c_u_bottleneck(1_3)_
 L  c_u_bottleneck(2_0)_
 L  c_u_bottleneck(2_1)_
 L  c_u_bottleneck(2_2)_
 L  c_u_bottleneck(2_3)_
 L  c_u_bottleneck(3_0)_
 L  c_u_bottleneck(3_1)_
 L  c_u_bottleneck(3_2)_
 L  c_u_bottleneck(3_3)_
COLUMNS
     z(0_0_0) c_e_one_hot(0_0)_ 1
     z(0_0_0) c_u_bottleneck(0_0)_ -28.31524713333333
     z(0_0_1) c_e_one_hot(0_0)_ 1
     z(0_0_1) c_e_all_placed(0)_ 1
     z(0_0_1) c_u_capacity(0)_ 1
     z(0_0_1) c_u_bottleneck(0_0)_ 87.558280533333331
     z(0_0_1) c_u_bottleneck(0_1)_ -6.8471284622222219
     z(0_1_0) c_e_one_hot(0_1)_ 1
     z(0_1_0) c_u_bottleneck(0_1)_ -31.590381399999995
     z(0_1_1) c_e_one_hot(0_1)_ 1
     z(0_1_1) c_e_all_placed(1)_ 1
     z(0_1_1) c_u_capacity(0)_ 1
     z(0_1_1) c_u_bottleneck(0_0)_ -6.8471284622222219
     z(0_1_1) c_u_bottleneck(0_1)_ 572.87639039999999
     z(0_1_1) c_u_bottleneck(0_2)_ -2.5676731733333336
     z(0_2_0) c_e_one_hot(0_2)_ 1
     z(0_2_0) c_u_bottleneck(0_2)_ -21.275078599999997
     z(0_2_1) c_e_one_hot(0_2)_ 1
     z(0_2_1) c_e_all_placed(2)_ 1
     z(0_2_1) c_u_capacity(0)_ 1
     z(0_2_1) c_u_bottleneck(0_1)_ -2.5676731733333336
     z(0_2_1) c_u_bottleneck(0_2)_ 557.69825279999998
     z(0_2_1) c_u_bottleneck(0_3)_ -10.270692693333334
     z(0_3_0) c_e_one_hot(0_3)_ 1
     z(0_3_0) c_u_bottleneck(0_3)_ -44.155253199999997
     z(0_3_1) c_e_one_hot(0_3)_ 1
     z(0_3_1) c_e_all_placed(3)_ 1
     z(0_3_1) c_u_capacity(0)_ 1
     z(0_3_1) c_u_bottleneck(0_2)_ -10.270692693333334
     z(1_0_0) c_e_one_hot(1_0)_ 1
     z(1_0_0) c_u_bottleneck(1_0)_ -28.31524713333333
     z(1_0_1) c_e_one_hot(1_0)_ 1
     z(1_0_1) c_e_all_placed(0)_ 1
     z(1_0_1) c_u_capacity(1)_ 1
     z(1_0_1) c_u_bottleneck(1_0)_ 87.558280533333331
     z(1_0_1) c_u_bottleneck(1_1)_ -6.8471284622222219
     z(1_0_2) c_e_one_hot(1_0)_ 1
     z(1_0_2) c_e_all_placed(0)_ 2
     z(1_0_2) c_u_capacity(1)_ 2
     z(1_0_2) c_u_bottleneck(1_0)_ 87.558280533333331
     z(1_0_2) c_u_bottleneck(1_1)_ -13.694256924444444
     z(1_0_3) c_e_one_hot(1_0)_ 1
     z(1_0_3) c_e_all_placed(0)_ 3
     z(1_0_3) c_u_capacity(1)_ 3
     z(1_0_3) c_u_bottleneck(1_0)_ 0.045603271111111114
     z(1_0_3) c_u_bottleneck(1_1)_ -20.541385386666665
     z(1_1_0) c_e_one_hot(1_1)_ 1
     z(1_1_0) c_u_bottleneck(1_1)_ -31.590381399999995
     z(1_1_1) c_e_one_hot(1_1)_ 1
     z(1_1_1) c_e_all_placed(1)_ 1
     z(1_1_1) c_u_capacity(1)_ 1
     z(1_1_1) c_u_bottleneck(1_0)_ -6.8471284622222219
     z(1_1_1) c_u_bottleneck(1_1)_ 572.87639039999999
     z(1_1_1) c_u_bottleneck(1_2)_ -2.5676731733333336
     z(1_1_2) c_e_one_hot(1_1)_ 1
     z(1_1_2) c_e_all_placed(1)_ 2
     z(1_1_2) c_u_capacity(1)_ 2
     z(1_1_2) c_u_bottleneck(1_0)_ -13.694256924444444
     z(1_1_2) c_u_bottleneck(1_1)_ 572.87639039999999
     z(1_1_2) c_u_bottleneck(1_2)_ -5.1353463466666671
     z(1_1_3) c_e_one_hot(1_1)_ 1
     z(1_1_3) c_e_all_placed(1)_ 3
     z(1_1_3) c_u_capacity(1)_ 3
     z(1_1_3) c_u_bottleneck(1_0)_ -20.541385386666665
     z(1_1_3) c_u_bottleneck(1_1)_ 572.87639039999999
     z(1_1_3) c_u_bottleneck(1_2)_ -7.7030195200000007
     z(1_1_4) c_e_one_hot(1_1)_ 1
     z(1_1_4) c_e_all_placed(1)_ 4
     z(1_1_4) c_u_capacity(1)_ 4
     z(1_1_4) c_u_bottleneck(1_0)_ -27.388513848888888
     z(1_1_4) c_u_bottleneck(1_1)_ 0.29837311999999999
     z(1_1_4) c_u_bottleneck(1_2)_ -10.270692693333334
     z(1_2_0) c_e_one_hot(1_2)_ 1
     z(1_2_0) c_u_bottleneck(1_2)_ -21.275078599999997
     z(1_2_1) c_e_one_hot(1_2)_ 1
     z(1_2_1) c_e_all_placed(2)_ 1
     z(1_2_1) c_u_capacity(1)_ 1
     z(1_2_1) c_u_bottleneck(1_1)_ -2.5676731733333336
     z(1_2_1) c_u_bottleneck(1_2)_ 557.69825279999998
     z(1_2_1) c_u_bottleneck(1_3)_ -10.270692693333334
     z(1_2_2) c_e_one_hot(1_2)_ 1
     z(1_2_2) c_e_all_placed(2)_ 2
     z(1_2_2) c_u_capacity(1)_ 2
     z(1_2_2) c_u_bottleneck(1_1)_ -5.1353463466666671
     z(1_2_2) c_u_bottleneck(1_2)_ 557.69825279999998
     z(1_2_2) c_u_bottleneck(1_3)_ -20.541385386666668
     z(1_2_3) c_e_one_hot(1_2)_ 1
     z(1_2_3) c_e_all_placed(2)_ 3
     z(1_2_3) c_u_capacity(1)_ 3
     z(1_2_3) c_u_bottleneck(1_1)_ -7.7030195200000007
     z(1_2_3) c_u_bottleneck(1_2)_ 557.69825279999998
     z(1_2_3) c_u_bottleneck(1_3)_ -30.812078080000003
     z(1_2_4) c_e_one_hot(1_2)_ 1
     z(1_2_4) c_e_all_placed(2)_ 4
     z(1_2_4) c_u_capacity(1)_ 4
     z(1_2_4) c_u_bottleneck(1_1)_ -10.270692693333334
     z(1_2_4) c_u_bottleneck(1_2)_ 0.29046783999999998
     z(1_2_4) c_u_bottleneck(1_3)_ -41.082770773333337
     z(1_3_0) c_e_one_hot(1_3)_ 1
     z(1_3_0) c_u_bottleneck(1_3)_ -44.155253199999997
     z(1_3_1) c_e_one_hot(1_3)_ 1
     z(1_3_1) c_e_all_placed(3)_ 1
     z(1_3_1) c_u_capacity(1)_ 1
     z(1_3_1) c_u_bottleneck(1_2)_ -10.270692693333334
     z(2_0_0) c_e_one_hot(2_0)_ 1
     z(2_0_0) c_u_bottleneck(2_0)_ -28.31524713333333
     z(2_0_1) c_e_one_hot(2_0)_ 1
     z(2_0_1) c_e_all_placed(0)_ 1
     z(2_0_1) c_u_capacity(2)_ 1
     z(2_0_1) c_u_bottleneck(2_0)_ 87.558280533333331
     z(2_0_1) c_u_bottleneck(2_1)_ -6.8471284622222219
     z(2_0_2) c_e_one_hot(2_0)_ 1
     z(2_0_2) c_e_all_placed(0)_ 2
     z(2_0_2) c_u_capacity(2)_ 2
     z(2_0_2) c_u_bottleneck(2_0)_ 87.558280533333331
     z(2_0_2) c_u_bottleneck(2_1)_ -13.694256924444444
     z(2_0_3) c_e_one_hot(2_0)_ 1
     z(2_0_3) c_e_all_placed(0)_ 3
     z(2_0_3) c_u_capacity(2)_ 3
     z(2_0_3) c_u_bottleneck(2_0)_ 0.045603271111111114
     z(2_0_3) c_u_bottleneck(2_1)_ -20.541385386666665
     z(2_1_0) c_e_one_hot(2_1)_ 1
     z(2_1_0) c_u_bottleneck(2_1)_ -31.590381399999995
     z(2_1_1) c_e_one_hot(2_1)_ 1
     z(2_1_1) c_e_all_placed(1)_ 1
     z(2_1_1) c_u_capacity(2)_ 1
     z(2_1_1) c_u_bottleneck(2_0)_ -6.8471284622222219
     z(2_1_1) c_u_bottleneck(2_1)_ 572.87639039999999
     z(2_1_1) c_u_bottleneck(2_2)_ -2.5676731733333336
     z(2_1_2) c_e_one_hot(2_1)_ 1
     z(2_1_2) c_e_all_placed(1)_ 2
     z(2_1_2) c_u_capacity(2)_ 2
     z(2_1_2) c_u_bottleneck(2_0)_ -13.694256924444444
     z(2_1_2) c_u_bottleneck(2_1)_ 572.87639039999999
     z(2_1_2) c_u_bottleneck(2_2)_ -5.1353463466666671
     z(2_1_3) c_e_one_hot(2_1)_ 1
     z(2_1_3) c_e_all_placed(1)_ 3
     z(2_1_3) c_u_capacity(2)_ 3
     z(2_1_3) c_u_bottleneck(2_0)_ -20.541385386666665
     z(2_1_3) c_u_bottleneck(2_1)_ 572.87639039999999
     z(2_1_3) c_u_bottleneck(2_2)_ -7.7030195200000007
     z(2_1_4) c_e_one_hot(2_1)_ 1
     z(2_1_4) c_e_all_placed(1)_ 4
     z(2_1_4) c_u_capacity(2)_ 4
     z(2_1_4) c_u_bottleneck(2_0)_ -27.388513848888888
     z(2_1_4) c_u_bottleneck(2_1)_ 0.29837311999999999
     z(2_1_4) c_u_bottleneck(2_2)_ -10.270692693333334
     z(2_2_0) c_e_one_hot(2_2)_ 1
     z(2_2_0) c_u_bottleneck(2_2)_ -21.275078599999997
     z(2_2_1) c_e_one_hot(2_2)_ 1
     z(2_2_1) c_e_all_placed(2)_ 1
     z(2_2_1) c_u_capacity(2)_ 1
     z(2_2_1) c_u_bottleneck(2_1)_ -2.5676731733333336
     z(2_2_1) c_u_bottleneck(2_2)_ 557.69825279999998
     z(2_2_1) c_u_bottleneck(2_3)_ -10.270692693333334
     z(2_2_2) c_e_one_hot(2_2)_ 1
     z(2_2_2) c_e_all_placed(2)_ 2
     z(2_2_2) c_u_capacity(2)_ 2
     z(2_2_2) c_u_bottleneck(2_1)_ -5.1353463466666671
     z(2_2_2) c_u_bottleneck(2_2)_ 557.69825279999998
     z(2_2_2) c_u_bottleneck(2_3)_ -20.541385386666668
     z(2_2_3) c_e_one_hot(2_2)_ 1
     z(2_2_3) c_e_all_placed(2)_ 3
     z(2_2_3) c_u_capacity(2)_ 3
     z(2_2_3) c_u_bottleneck(2_1)_ -7.7030195200000007
     z(2_2_3) c_u_bottleneck(2_2)_ 557.69825279999998
     z(2_2_3) c_u_bottleneck(2_3)_ -30.812078080000003
     z(2_2_4) c_e_one_hot(2_2)_ 1
     z(2_2_4) c_e_all_placed(2)_ 4
     z(2_2_4) c_u_capacity(2)_ 4
     z(2_2_4) c_u_bottleneck(2_1)_ -10.270692693333334
     z(2_2_4) c_u_bottleneck(2_2)_ 0.29046783999999998
     z(2_2_4) c_u_bottleneck(2_3)_ -41.082770773333337
     z(2_3_0) c_e_one_hot(2_3)_ 1
     z(2_3_0) c_u_bottleneck(2_3)_ -44.155253199999997
     z(2_3_1) c_e_one_hot(2_3)_ 1
     z(2_3_1) c_e_all_placed(3)_ 1
     z(2_3_1) c_u_capacity(2)_ 1
     z(2_3_1) c_u_bottleneck(2_2)_ -10.270692693333334
     z(3_0_0) c_e_one_hot(3_0)_ 1
     z(3_0_0) c_u_bottleneck(3_0)_ -28.31524713333333
     z(3_0_1) c_e_one_hot(3_0)_ 1
     z(3_0_1) c_e_all_placed(0)_ 1
     z(3_0_1) c_u_capacity(3)_ 1
     z(3_0_1) c_u_bottleneck(3_0)_ 87.558280533333331
     z(3_0_1) c_u_bottleneck(3_1)_ -6.8471284622222219
     z(3_0_2) c_e_one_hot(3_0)_ 1
     z(3_0_2) c_e_all_placed(0)_ 2
     z(3_0_2) c_u_capacity(3)_ 2
     z(3_0_2) c_u_bottleneck(3_0)_ 87.558280533333331
     z(3_0_2) c_u_bottleneck(3_1)_ -13.694256924444444
     z(3_1_0) c_e_one_hot(3_1)_ 1
     z(3_1_0) c_u_bottleneck(3_1)_ -31.590381399999995
     z(3_1_1) c_e_one_hot(3_1)_ 1
     z(3_1_1) c_e_all_placed(1)_ 1
     z(3_1_1) c_u_capacity(3)_ 1
     z(3_1_1) c_u_bottleneck(3_0)_ -6.8471284622222219
     z(3_1_1) c_u_bottleneck(3_1)_ 572.87639039999999
     z(3_1_1) c_u_bottleneck(3_2)_ -2.5676731733333336
     z(3_1_2) c_e_one_hot(3_1)_ 1
     z(3_1_2) c_e_all_placed(1)_ 2
     z(3_1_2) c_u_capacity(3)_ 2
     z(3_1_2) c_u_bottleneck(3_0)_ -13.694256924444444
     z(3_1_2) c_u_bottleneck(3_1)_ 572.87639039999999
     z(3_1_2) c_u_bottleneck(3_2)_ -5.1353463466666671
     z(3_2_0) c_e_one_hot(3_2)_ 1
     z(3_2_0) c_u_bottleneck(3_2)_ -21.275078599999997
     z(3_2_1) c_e_one_hot(3_2)_ 1
     z(3_2_1) c_e_all_placed(2)_ 1
     z(3_2_1) c_u_capacity(3)_ 1
     z(3_2_1) c_u_bottleneck(3_1)_ -2.5676731733333336
     z(3_2_1) c_u_bottleneck(3_2)_ 557.69825279999998
     z(3_2_1) c_u_bottleneck(3_3)_ -10.270692693333334
     z(3_2_2) c_e_one_hot(3_2)_ 1
     z(3_2_2) c_e_all_placed(2)_ 2
     z(3_2_2) c_u_capacity(3)_ 2
     z(3_2_2) c_u_bottleneck(3_1)_ -5.1353463466666671
     z(3_2_2) c_u_bottleneck(3_2)_ 557.69825279999998
     z(3_2_2) c_u_bottleneck(3_3)_ -20.541385386666668
     z(3_3_0) c_e_one_hot(3_3)_ 1
     z(3_3_0) c_u_bottleneck(3_3)_ -44.155253199999997
     z(3_3_1) c_e_one_hot(3_3)_ 1
     z(3_3_1) c_e_all_placed(3)_ 1
     z(3_3_1) c_u_capacity(3)_ 1
     z(3_3_1) c_u_bottleneck(3_2)_ -10.270692693333334
     alpha obj 1
     alpha c_l_comp_floor_ 1
     alpha c_u_bottleneck(0_0)_ -1
     alpha c_u_bottleneck(0_1)_ -1
     alpha c_u_bottleneck(0_2)_ -1
     alpha c_u_bottleneck(0_3)_ -1
     alpha c_u_bottleneck(1_0)_ -1
     alpha c_u_bottleneck(1_1)_ -1
     alpha c_u_bottleneck(1_2)_ -1
     alpha c_u_bottleneck(1_3)_ -1
     alpha c_u_bottleneck(2_0)_ -1
     alpha c_u_bottleneck(2_1)_ -1
     alpha c_u_bottleneck(2_2)_ -1
     alpha c_u_bottleneck(2_3)_ -1
     alpha c_u_bottleneck(3_0)_ -1
     alpha c_u_bottleneck(3_1)_ -1
     alpha c_u_bottleneck(3_2)_ -1
     alpha c_u_bottleneck(3_3)_ -1
RHS
     RHS c_e_one_hot(0_0)_ 1
     RHS c_e_one_hot(0_1)_ 1
     RHS c_e_one_hot(0_2)_ 1
     RHS c_e_one_hot(0_3)_ 1
     RHS c_e_one_hot(1_0)_ 1
     RHS c_e_one_hot(1_1)_ 1
     RHS c_e_one_hot(1_2)_ 1
     RHS c_e_one_hot(1_3)_ 1
     RHS c_e_one_hot(2_0)_ 1
     RHS c_e_one_hot(2_1)_ 1
     RHS c_e_one_hot(2_2)_ 1
     RHS c_e_one_hot(2_3)_ 1
     RHS c_e_one_hot(3_0)_ 1
     RHS c_e_one_hot(3_1)_ 1
     RHS c_e_one_hot(3_2)_ 1
     RHS c_e_one_hot(3_3)_ 1
     RHS c_e_all_placed(0)_ 3
     RHS c_e_all_placed(1)_ 4
     RHS c_e_all_placed(2)_ 4
     RHS c_e_all_placed(3)_ 1
     RHS c_u_capacity(0)_ 1
     RHS c_u_capacity(1)_ 7
     RHS c_u_capacity(2)_ 8
     RHS c_u_capacity(3)_ 2
     RHS c_l_comp_floor_ 3.0510739999999998
     RHS c_u_bottleneck(0_0)_ -28.31524713333333
     RHS c_u_bottleneck(0_1)_ -31.590381399999995
     RHS c_u_bottleneck(0_2)_ -21.275078599999997
     RHS c_u_bottleneck(0_3)_ -44.155253199999997
     RHS c_u_bottleneck(1_0)_ -28.31524713333333
     RHS c_u_bottleneck(1_1)_ -31.590381399999995
     RHS c_u_bottleneck(1_2)_ -21.275078599999997
     RHS c_u_bottleneck(1_3)_ -44.155253199999997
     RHS c_u_bottleneck(2_0)_ -28.31524713333333
     RHS c_u_bottleneck(2_1)_ -31.590381399999995
     RHS c_u_bottleneck(2_2)_ -21.275078599999997
     RHS c_u_bottleneck(2_3)_ -44.155253199999997
     RHS c_u_bottleneck(3_0)_ -28.31524713333333
     RHS c_u_bottleneck(3_1)_ -31.590381399999995
     RHS c_u_bottleneck(3_2)_ -21.275078599999997
     RHS c_u_bottleneck(3_3)_ -44.155253199999997
BOUNDS
 BV BOUND z(0_0_0)
 BV BOUND z(0_0_1)
 BV BOUND z(0_1_0)
 BV BOUND z(0_1_1)
 BV BOUND z(0_2_0)
 BV BOUND z(0_2_1)
 BV BOUND z(0_3_0)
 BV BOUND z(0_3_1)
 BV BOUND z(1_0_0)
 BV BOUND z(1_0_1)
 BV BOUND z(1_0_2)
 BV BOUND z(1_0_3)
 BV BOUND z(1_1_0)
 BV BOUND z(1_1_1)
 BV BOUND z(1_1_2)
 BV BOUND z(1_1_3)
 BV BOUND z(1_1_4)
 BV BOUND z(1_2_0)
 BV BOUND z(1_2_1)
 BV BOUND z(1_2_2)
 BV BOUND z(1_2_3)
 BV BOUND z(1_2_4)
 BV BOUND z(1_3_0)
 BV BOUND z(1_3_1)
 BV BOUND z(2_0_0)
 BV BOUND z(2_0_1)
 BV BOUND z(2_0_2)
 BV BOUND z(2_0_3)
 BV BOUND z(2_1_0)
 BV BOUND z(2_1_1)
 BV BOUND z(2_1_2)
 BV BOUND z(2_1_3)
 BV BOUND z(2_1_4)
 BV BOUND z(2_2_0)
 BV BOUND z(2_2_1)
 BV BOUND z(2_2_2)
 BV BOUND z(2_2_3)
 BV BOUND z(2_2_4)
 BV BOUND z(2_3_0)
 BV BOUND z(2_3_1)
 BV BOUND z(3_0_0)
 BV BOUND z(3_0_1)
 BV BOUND z(3_0_2)
 BV BOUND z(3_1_0)
 BV BOUND z(3_1_1)
 BV BOUND z(3_1_2)
 BV BOUND z(3_2_0)
 BV BOUND z(3_2_1)
 BV BOUND z(3_2_2)
 BV BOUND z(3_3_0)
 BV BOUND z(3_3_1)
 LO BOUND alpha 0
ENDATA
