* schedbench instance library: asrpt-placement-n4-s0-f58a58159fe505d7
* problem asrpt-placement: A-SRPT (Luo et al.), Sec. III-B Eq. 2, 4-7; Sec. IV-B Heavy-Edge; Table II
* instance f58a58159fe505d7 (instances/asrpt-placement-n4-s0-f58a58159fe505d7.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-placement-f58a58159fe505d7
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
     z(0_0_0) c_u_bottleneck(0_0)_ -57.947842600000001
     z(0_0_1) c_e_one_hot(0_0)_ 1
     z(0_0_1) c_e_all_placed(0)_ 1
     z(0_0_1) c_u_capacity(0)_ 1
     z(0_0_1) c_u_bottleneck(0_0)_ 3930.9017088000001
     z(0_0_1) c_u_bottleneck(0_1)_ -8.943188195555555
     z(0_0_2) c_e_one_hot(0_0)_ 1
     z(0_0_2) c_e_all_placed(0)_ 2
     z(0_0_2) c_u_capacity(0)_ 2
     z(0_0_2) c_u_bottleneck(0_0)_ 3930.9017088000001
     z(0_0_2) c_u_bottleneck(0_1)_ -17.88637639111111
     z(0_0_3) c_e_one_hot(0_0)_ 1
     z(0_0_3) c_e_all_placed(0)_ 3
     z(0_0_3) c_u_capacity(0)_ 3
     z(0_0_3) c_u_bottleneck(0_0)_ 2.0473446399999999
     z(0_0_3) c_u_bottleneck(0_1)_ -26.829564586666663
     z(0_1_0) c_e_one_hot(0_1)_ 1
     z(0_1_0) c_u_bottleneck(0_1)_ -84.7913882
     z(0_1_1) c_e_one_hot(0_1)_ 1
     z(0_1_1) c_e_all_placed(1)_ 1
     z(0_1_1) c_u_capacity(0)_ 1
     z(0_1_1) c_u_bottleneck(0_0)_ -8.943188195555555
     z(0_1_1) c_u_bottleneck(0_1)_ 2794.4550399999998
     z(0_1_1) c_u_bottleneck(0_2)_ -13.414782293333333
     z(0_1_2) c_e_one_hot(0_1)_ 1
     z(0_1_2) c_e_all_placed(1)_ 2
     z(0_1_2) c_u_capacity(0)_ 2
     z(0_1_2) c_u_bottleneck(0_0)_ -17.88637639111111
     z(0_1_2) c_u_bottleneck(0_1)_ 2794.4550399999998
     z(0_1_2) c_u_bottleneck(0_2)_ -26.829564586666667
     z(0_1_3) c_e_one_hot(0_1)_ 1
     z(0_1_3) c_e_all_placed(1)_ 3
     z(0_1_3) c_u_capacity(0)_ 3
     z(0_1_3) c_u_bottleneck(0_0)_ -26.829564586666663
     z(0_1_3) c_u_bottleneck(0_1)_ 1.4554453333333333
     z(0_1_3) c_u_bottleneck(0_2)_ -40.244346880000002
     z(0_2_0) c_e_one_hot(0_2)_ 1
     z(0_2_0) c_u_bottleneck(0_2)_ -127.1870828
     z(0_2_1) c_e_one_hot(0_2)_ 1
     z(0_2_1) c_e_all_placed(2)_ 1
     z(0_2_1) c_u_capacity(0)_ 1
     z(0_2_1) c_u_bottleneck(0_1)_ -13.414782293333333
     z(0_2_1) c_u_bottleneck(0_2)_ 2095.8412799999996
     z(0_2_1) c_u_bottleneck(0_3)_ -20.122173440000005
     z(0_2_2) c_e_one_hot(0_2)_ 1
     z(0_2_2) c_e_all_placed(2)_ 2
     z(0_2_2) c_u_capacity(0)_ 2
     z(0_2_2) c_u_bottleneck(0_1)_ -26.829564586666667
     z(0_2_2) c_u_bottleneck(0_2)_ 1.0915839999999999
     z(0_2_2) c_u_bottleneck(0_3)_ -40.244346880000009
     z(0_3_0) c_e_one_hot(0_3)_ 1
     z(0_3_0) c_u_bottleneck(0_3)_ -86.922811400000001
     z(0_3_1) c_e_one_hot(0_3)_ 1
     z(0_3_1) c_e_all_placed(3)_ 1
     z(0_3_1) c_u_capacity(0)_ 1
     z(0_3_1) c_u_bottleneck(0_2)_ -20.122173440000005
     z(0_3_1) c_u_bottleneck(0_3)_ 2095.8937599999999
     z(0_3_2) c_e_one_hot(0_3)_ 1
     z(0_3_2) c_e_all_placed(3)_ 2
     z(0_3_2) c_u_capacity(0)_ 2
     z(0_3_2) c_u_bottleneck(0_2)_ -40.244346880000009
     z(0_3_2) c_u_bottleneck(0_3)_ 1.0916113333333335
     z(1_0_0) c_e_one_hot(1_0)_ 1
     z(1_0_0) c_u_bottleneck(1_0)_ -57.947842600000001
     z(1_0_1) c_e_one_hot(1_0)_ 1
     z(1_0_1) c_e_all_placed(0)_ 1
     z(1_0_1) c_u_capacity(1)_ 1
     z(1_0_1) c_u_bottleneck(1_0)_ 3930.9017088000001
     z(1_0_1) c_u_bottleneck(1_1)_ -8.943188195555555
     z(1_0_2) c_e_one_hot(1_0)_ 1
     z(1_0_2) c_e_all_placed(0)_ 2
     z(1_0_2) c_u_capacity(1)_ 2
     z(1_0_2) c_u_bottleneck(1_0)_ 3930.9017088000001
     z(1_0_2) c_u_bottleneck(1_1)_ -17.88637639111111
     z(1_0_3) c_e_one_hot(1_0)_ 1
     z(1_0_3) c_e_all_placed(0)_ 3
     z(1_0_3) c_u_capacity(1)_ 3
     z(1_0_3) c_u_bottleneck(1_0)_ 2.0473446399999999
     z(1_0_3) c_u_bottleneck(1_1)_ -26.829564586666663
     z(1_1_0) c_e_one_hot(1_1)_ 1
     z(1_1_0) c_u_bottleneck(1_1)_ -84.7913882
     z(1_1_1) c_e_one_hot(1_1)_ 1
     z(1_1_1) c_e_all_placed(1)_ 1
     z(1_1_1) c_u_capacity(1)_ 1
     z(1_1_1) c_u_bottleneck(1_0)_ -8.943188195555555
     z(1_1_1) c_u_bottleneck(1_1)_ 2794.4550399999998
     z(1_1_1) c_u_bottleneck(1_2)_ -13.414782293333333
     z(1_1_2) c_e_one_hot(1_1)_ 1
     z(1_1_2) c_e_all_placed(1)_ 2
     z(1_1_2) c_u_capacity(1)_ 2
     z(1_1_2) c_u_bottleneck(1_0)_ -17.88637639111111
     z(1_1_2) c_u_bottleneck(1_1)_ 2794.4550399999998
     z(1_1_2) c_u_bottleneck(1_2)_ -26.829564586666667
     z(1_1_3) c_e_one_hot(1_1)_ 1
     z(1_1_3) c_e_all_placed(1)_ 3
     z(1_1_3) c_u_capacity(1)_ 3
     z(1_1_3) c_u_bottleneck(1_0)_ -26.829564586666663
     z(1_1_3) c_u_bottleneck(1_1)_ 1.4554453333333333
     z(1_1_3) c_u_bottleneck(1_2)_ -40.244346880000002
     z(1_2_0) c_e_one_hot(1_2)_ 1
     z(1_2_0) c_u_bottleneck(1_2)_ -127.1870828
     z(1_2_1) c_e_one_hot(1_2)_ 1
     z(1_2_1) c_e_all_placed(2)_ 1
     z(1_2_1) c_u_capacity(1)_ 1
     z(1_2_1) c_u_bottleneck(1_1)_ -13.414782293333333
     z(1_2_1) c_u_bottleneck(1_2)_ 2095.8412799999996
     z(1_2_1) c_u_bottleneck(1_3)_ -20.122173440000005
     z(1_2_2) c_e_one_hot(1_2)_ 1
     z(1_2_2) c_e_all_placed(2)_ 2
     z(1_2_2) c_u_capacity(1)_ 2
     z(1_2_2) c_u_bottleneck(1_1)_ -26.829564586666667
     z(1_2_2) c_u_bottleneck(1_2)_ 1.0915839999999999
     z(1_2_2) c_u_bottleneck(1_3)_ -40.244346880000009
     z(1_3_0) c_e_one_hot(1_3)_ 1
     z(1_3_0) c_u_bottleneck(1_3)_ -86.922811400000001
     z(1_3_1) c_e_one_hot(1_3)_ 1
     z(1_3_1) c_e_all_placed(3)_ 1
     z(1_3_1) c_u_capacity(1)_ 1
     z(1_3_1) c_u_bottleneck(1_2)_ -20.122173440000005
     z(1_3_1) c_u_bottleneck(1_3)_ 2095.8937599999999
     z(1_3_2) c_e_one_hot(1_3)_ 1
     z(1_3_2) c_e_all_placed(3)_ 2
     z(1_3_2) c_u_capacity(1)_ 2
     z(1_3_2) c_u_bottleneck(1_2)_ -40.244346880000009
     z(1_3_2) c_u_bottleneck(1_3)_ 1.0916113333333335
     z(2_0_0) c_e_one_hot(2_0)_ 1
     z(2_0_0) c_u_bottleneck(2_0)_ -57.947842600000001
     z(2_0_1) c_e_one_hot(2_0)_ 1
     z(2_0_1) c_e_all_placed(0)_ 1
     z(2_0_1) c_u_capacity(2)_ 1
     z(2_0_1) c_u_bottleneck(2_0)_ 3930.9017088000001
     z(2_0_1) c_u_bottleneck(2_1)_ -8.943188195555555
     z(2_0_2) c_e_one_hot(2_0)_ 1
     z(2_0_2) c_e_all_placed(0)_ 2
     z(2_0_2) c_u_capacity(2)_ 2
     z(2_0_2) c_u_bottleneck(2_0)_ 3930.9017088000001
     z(2_0_2) c_u_bottleneck(2_1)_ -17.88637639111111
     z(2_0_3) c_e_one_hot(2_0)_ 1
     z(2_0_3) c_e_all_placed(0)_ 3
     z(2_0_3) c_u_capacity(2)_ 3
     z(2_0_3) c_u_bottleneck(2_0)_ 2.0473446399999999
     z(2_0_3) c_u_bottleneck(2_1)_ -26.829564586666663
     z(2_1_0) c_e_one_hot(2_1)_ 1
     z(2_1_0) c_u_bottleneck(2_1)_ -84.7913882
     z(2_1_1) c_e_one_hot(2_1)_ 1
     z(2_1_1) c_e_all_placed(1)_ 1
     z(2_1_1) c_u_capacity(2)_ 1
     z(2_1_1) c_u_bottleneck(2_0)_ -8.943188195555555
     z(2_1_1) c_u_bottleneck(2_1)_ 2794.4550399999998
     z(2_1_1) c_u_bottleneck(2_2)_ -13.414782293333333
     z(2_1_2) c_e_one_hot(2_1)_ 1
     z(2_1_2) c_e_all_placed(1)_ 2
     z(2_1_2) c_u_capacity(2)_ 2
     z(2_1_2) c_u_bottleneck(2_0)_ -17.88637639111111
     z(2_1_2) c_u_bottleneck(2_1)_ 2794.4550399999998
     z(2_1_2) c_u_bottleneck(2_2)_ -26.829564586666667
     z(2_1_3) c_e_one_hot(2_1)_ 1
     z(2_1_3) c_e_all_placed(1)_ 3
     z(2_1_3) c_u_capacity(2)_ 3
     z(2_1_3) c_u_bottleneck(2_0)_ -26.829564586666663
     z(2_1_3) c_u_bottleneck(2_1)_ 1.4554453333333333
     z(2_1_3) c_u_bottleneck(2_2)_ -40.244346880000002
     z(2_2_0) c_e_one_hot(2_2)_ 1
     z(2_2_0) c_u_bottleneck(2_2)_ -127.1870828
     z(2_2_1) c_e_one_hot(2_2)_ 1
     z(2_2_1) c_e_all_placed(2)_ 1
     z(2_2_1) c_u_capacity(2)_ 1
     z(2_2_1) c_u_bottleneck(2_1)_ -13.414782293333333
     z(2_2_1) c_u_bottleneck(2_2)_ 2095.8412799999996
     z(2_2_1) c_u_bottleneck(2_3)_ -20.122173440000005
     z(2_2_2) c_e_one_hot(2_2)_ 1
     z(2_2_2) c_e_all_placed(2)_ 2
     z(2_2_2) c_u_capacity(2)_ 2
     z(2_2_2) c_u_bottleneck(2_1)_ -26.829564586666667
     z(2_2_2) c_u_bottleneck(2_2)_ 1.0915839999999999
     z(2_2_2) c_u_bottleneck(2_3)_ -40.244346880000009
     z(2_3_0) c_e_one_hot(2_3)_ 1
     z(2_3_0) c_u_bottleneck(2_3)_ -86.922811400000001
     z(2_3_1) c_e_one_hot(2_3)_ 1
     z(2_3_1) c_e_all_placed(3)_ 1
     z(2_3_1) c_u_capacity(2)_ 1
     z(2_3_1) c_u_bottleneck(2_2)_ -20.122173440000005
     z(2_3_1) c_u_bottleneck(2_3)_ 2095.8937599999999
     z(2_3_2) c_e_one_hot(2_3)_ 1
     z(2_3_2) c_e_all_placed(3)_ 2
     z(2_3_2) c_u_capacity(2)_ 2
     z(2_3_2) c_u_bottleneck(2_2)_ -40.244346880000009
     z(2_3_2) c_u_bottleneck(2_3)_ 1.0916113333333335
     z(3_0_0) c_e_one_hot(3_0)_ 1
     z(3_0_0) c_u_bottleneck(3_0)_ -57.947842600000001
     z(3_0_1) c_e_one_hot(3_0)_ 1
     z(3_0_1) c_e_all_placed(0)_ 1
     z(3_0_1) c_u_capacity(3)_ 1
     z(3_0_1) c_u_bottleneck(3_0)_ 3930.9017088000001
     z(3_0_1) c_u_bottleneck(3_1)_ -8.943188195555555
     z(3_0_2) c_e_one_hot(3_0)_ 1
     z(3_0_2) c_e_all_placed(0)_ 2
     z(3_0_2) c_u_capacity(3)_ 2
     z(3_0_2) c_u_bottleneck(3_0)_ 3930.9017088000001
     z(3_0_2) c_u_bottleneck(3_1)_ -17.88637639111111
     z(3_0_3) c_e_one_hot(3_0)_ 1
     z(3_0_3) c_e_all_placed(0)_ 3
     z(3_0_3) c_u_capacity(3)_ 3
     z(3_0_3) c_u_bottleneck(3_0)_ 2.0473446399999999
     z(3_0_3) c_u_bottleneck(3_1)_ -26.829564586666663
     z(3_1_0) c_e_one_hot(3_1)_ 1
     z(3_1_0) c_u_bottleneck(3_1)_ -84.7913882
     z(3_1_1) c_e_one_hot(3_1)_ 1
     z(3_1_1) c_e_all_placed(1)_ 1
     z(3_1_1) c_u_capacity(3)_ 1
     z(3_1_1) c_u_bottleneck(3_0)_ -8.943188195555555
     z(3_1_1) c_u_bottleneck(3_1)_ 2794.4550399999998
     z(3_1_1) c_u_bottleneck(3_2)_ -13.414782293333333
     z(3_1_2) c_e_one_hot(3_1)_ 1
     z(3_1_2) c_e_all_placed(1)_ 2
     z(3_1_2) c_u_capacity(3)_ 2
     z(3_1_2) c_u_bottleneck(3_0)_ -17.88637639111111
     z(3_1_2) c_u_bottleneck(3_1)_ 2794.4550399999998
     z(3_1_2) c_u_bottleneck(3_2)_ -26.829564586666667
     z(3_1_3) c_e_one_hot(3_1)_ 1
     z(3_1_3) c_e_all_placed(1)_ 3
     z(3_1_3) c_u_capacity(3)_ 3
     z(3_1_3) c_u_bottleneck(3_0)_ -26.829564586666663
     z(3_1_3) c_u_bottleneck(3_1)_ 1.4554453333333333
     z(3_1_3) c_u_bottleneck(3_2)_ -40.244346880000002
     z(3_2_0) c_e_one_hot(3_2)_ 1
     z(3_2_0) c_u_bottleneck(3_2)_ -127.1870828
     z(3_2_1) c_e_one_hot(3_2)_ 1
     z(3_2_1) c_e_all_placed(2)_ 1
     z(3_2_1) c_u_capacity(3)_ 1
     z(3_2_1) c_u_bottleneck(3_1)_ -13.414782293333333
     z(3_2_1) c_u_bottleneck(3_2)_ 2095.8412799999996
     z(3_2_1) c_u_bottleneck(3_3)_ -20.122173440000005
     z(3_2_2) c_e_one_hot(3_2)_ 1
     z(3_2_2) c_e_all_placed(2)_ 2
     z(3_2_2) c_u_capacity(3)_ 2
     z(3_2_2) c_u_bottleneck(3_1)_ -26.829564586666667
     z(3_2_2) c_u_bottleneck(3_2)_ 1.0915839999999999
     z(3_2_2) c_u_bottleneck(3_3)_ -40.244346880000009
     z(3_3_0) c_e_one_hot(3_3)_ 1
     z(3_3_0) c_u_bottleneck(3_3)_ -86.922811400000001
     z(3_3_1) c_e_one_hot(3_3)_ 1
     z(3_3_1) c_e_all_placed(3)_ 1
     z(3_3_1) c_u_capacity(3)_ 1
     z(3_3_1) c_u_bottleneck(3_2)_ -20.122173440000005
     z(3_3_1) c_u_bottleneck(3_3)_ 2095.8937599999999
     z(3_3_2) c_e_one_hot(3_3)_ 1
     z(3_3_2) c_e_all_placed(3)_ 2
     z(3_3_2) c_u_capacity(3)_ 2
     z(3_3_2) c_u_bottleneck(3_2)_ -40.244346880000009
     z(3_3_2) c_u_bottleneck(3_3)_ 1.0916113333333335
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
     RHS c_e_all_placed(1)_ 3
     RHS c_e_all_placed(2)_ 2
     RHS c_e_all_placed(3)_ 2
     RHS c_u_capacity(0)_ 7
     RHS c_u_capacity(1)_ 5
     RHS c_u_capacity(2)_ 8
     RHS c_u_capacity(3)_ 4
     RHS c_l_comp_floor_ 46.657493000000002
     RHS c_u_bottleneck(0_0)_ -57.947842600000001
     RHS c_u_bottleneck(0_1)_ -84.7913882
     RHS c_u_bottleneck(0_2)_ -127.1870828
     RHS c_u_bottleneck(0_3)_ -86.922811400000001
     RHS c_u_bottleneck(1_0)_ -57.947842600000001
     RHS c_u_bottleneck(1_1)_ -84.7913882
     RHS c_u_bottleneck(1_2)_ -127.1870828
     RHS c_u_bottleneck(1_3)_ -86.922811400000001
     RHS c_u_bottleneck(2_0)_ -57.947842600000001
     RHS c_u_bottleneck(2_1)_ -84.7913882
     RHS c_u_bottleneck(2_2)_ -127.1870828
     RHS c_u_bottleneck(2_3)_ -86.922811400000001
     RHS c_u_bottleneck(3_0)_ -57.947842600000001
     RHS c_u_bottleneck(3_1)_ -84.7913882
     RHS c_u_bottleneck(3_2)_ -127.1870828
     RHS c_u_bottleneck(3_3)_ -86.922811400000001
BOUNDS
 BV BOUND z(0_0_0)
 BV BOUND z(0_0_1)
 BV BOUND z(0_0_2)
 BV BOUND z(0_0_3)
 BV BOUND z(0_1_0)
 BV BOUND z(0_1_1)
 BV BOUND z(0_1_2)
 BV BOUND z(0_1_3)
 BV BOUND z(0_2_0)
 BV BOUND z(0_2_1)
 BV BOUND z(0_2_2)
 BV BOUND z(0_3_0)
 BV BOUND z(0_3_1)
 BV BOUND z(0_3_2)
 BV BOUND z(1_0_0)
 BV BOUND z(1_0_1)
 BV BOUND z(1_0_2)
 BV BOUND z(1_0_3)
 BV BOUND z(1_1_0)
 BV BOUND z(1_1_1)
 BV BOUND z(1_1_2)
 BV BOUND z(1_1_3)
 BV BOUND z(1_2_0)
 BV BOUND z(1_2_1)
 BV BOUND z(1_2_2)
 BV BOUND z(1_3_0)
 BV BOUND z(1_3_1)
 BV BOUND z(1_3_2)
 BV BOUND z(2_0_0)
 BV BOUND z(2_0_1)
 BV BOUND z(2_0_2)
 BV BOUND z(2_0_3)
 BV BOUND z(2_1_0)
 BV BOUND z(2_1_1)
 BV BOUND z(2_1_2)
 BV BOUND z(2_1_3)
 BV BOUND z(2_2_0)
 BV BOUND z(2_2_1)
 BV BOUND z(2_2_2)
 BV BOUND z(2_3_0)
 BV BOUND z(2_3_1)
 BV BOUND z(2_3_2)
 BV BOUND z(3_0_0)
 BV BOUND z(3_0_1)
 BV BOUND z(3_0_2)
 BV BOUND z(3_0_3)
 BV BOUND z(3_1_0)
 BV BOUND z(3_1_1)
 BV BOUND z(3_1_2)
 BV BOUND z(3_1_3)
 BV BOUND z(3_2_0)
 BV BOUND z(3_2_1)
 BV BOUND z(3_2_2)
 BV BOUND z(3_3_0)
 BV BOUND z(3_3_1)
 BV BOUND z(3_3_2)
 LO BOUND alpha 0
ENDATA
