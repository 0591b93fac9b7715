* schedbench instance library: cuckoo-joint-n4-s1-a4600cbfb6497526
* problem cuckoo-joint: CUCKOO (SoCC '25), Sec. 3.3.1, Eq. 2-10 (with Sec. 3.3.2-3.3.4 and Sec. 4)
* instance a4600cbfb6497526 (instances/cuckoo-joint-n4-s1-a4600cbfb6497526.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-joint-a4600cbfb6497526
OBJSENSE
 MIN
ROWS
 N  value
 E  c_e_partition(0)_
 E  c_e_partition(1)_
 E  c_e_partition(2)_
 E  c_e_partition(3)_
 L  c_u_one_group(0_1)_
 L  c_u_one_group(0_2)_
 L  c_u_one_group(0_3)_
 L  c_u_one_group(0_4)_
 L  c_u_one_group(1_1)_
 L  c_u_one_group(1_2)_
 L  c_u_one_group(1_3)_
 L  c_u_one_group(1_4)_
 L  c_u_one_group(2_1)_
 L  c_u_one_group(2_2)_
 L  c_u_one_group(2_3)_
 L  c_u_one_group(2_4)_
 L  c_u_successor(0_1)_
 L  c_u_successor(0_2)_
 L  c_u_successor(0_3)_
 G  c_l_successor(0_4)_
 L  c_u_successor(1_1)_
 L  c_u_successor(1_2)_
 L  c_u_successor(1_3)_
 G  c_l_successor(1_4)_
 L  c_u_successor(2_1)_
 L  c_u_successor(2_2)_
 L  c_u_successor(2_3)_
 G  c_l_successor(2_4)_
 L  c_u_one_last(0)_
 L  c_u_one_last(1)_
 L  c_u_one_last(2)_
 E  c_e_start(0_1)_
 E  c_e_start(0_2)_
 E  c_e_start(0_3)_
 E  c_e_start(0_4)_
 E  c_e_start(1_1)_
 E  c_e_start(1_2)_
 E  c_e_start(1_3)_
 E  c_e_start(1_4)_
 E  c_e_start(2_1)_
 E  c_e_start(2_2)_
 E  c_e_start(2_3)_
 E  c_e_start(2_4)_
 L  c_u_released(0_1)_
 L  c_u_released(0_2)_
 L  c_u_released(0_3)_
 L  c_u_released(0_4)_
 L  c_u_released(1_1)_
 L  c_u_released(1_2)_
 L  c_u_released(1_3)_
 L  c_u_released(1_4)_
 L  c_u_released(2_1)_
 L  c_u_released(2_2)_
 L  c_u_released(2_3)_
 L  c_u_released(2_4)_
 L  c_u_makespan(0)_
 L  c_u_makespan(1)_
 L  c_u_makespan(2)_
 L  c_u_idle_before_group(0_1)_
 L  c_u_idle_before_group(0_2)_
 L  c_u_idle_before_group(0_3)_
 L  c_u_idle_before_group(0_4)_
 L  c_u_idle_before_group(1_1)_
 L  c_u_idle_before_group(1_2)_
 L  c_u_idle_before_group(1_3)_
 L  c_u_idle_before_group(1_4)_
 L  c_u_idle_before_group(2_1)_
 L  c_u_idle_before_group(2_2)_
 L  c_u_idle_before_group(2_3)_
 L  c_u_idle_before_group(2_4)_
 L  c_u_level_sum_
 L  c_u_finish(0_0_1)_
 L  c_u_finish(0_0_2)_
 L  c_u_finish(0_0_3)_
 L  c_u_finish(0_0_4)_
 L  c_u_finish(0_1_1)_
 L  c_u_finish(0_1_2)_
 L  c_u_finish(0_1_3)_
 L  c_u_finish(0_1_4)_
 L  c_u_finish(0_2_1)_
 L  c_u_finish(0_2_2)_
 L  c_u_finish(0_2_3)_
 L  c_u_finish(0_2_4)_
 L  c_u_finish(1_0_1)_
 L  c_u_finish(1_0_2)_
 L  c_u_finish(1_0_3)_
 L  c_u_finish(1_0_4)_
 L  c_u_finish(1_1_1)_
 L  c_u_finish(1_1_2)_
 L  c_u_finish(1_1_3)_
 L  c_u_finish(1_1_4)_
 L  c_u_finish(1_2_1)_
 L  c_u_finish(1_2_2)_
 L  c_u_finish(1_2_3)_
 L  c_u_finish(1_2_4)_
 L  c_u_finish(2_0_1)_
 L  c_u_finish(2_0_2)_
 L  c_u_finish(2_0_3)_
 L  c_u_finish(2_0_4)_
 L  c_u_finish(2_1_1)_
 L  c_u_finish(2_1_2)_
 L  c_u_finish(2_1_3)_
 L  c_u_finish(2_1_4)_
 L  c_u_finish(2_2_1)_
 L  c_u_finish(2_2_2)_
 L  c_u_finish(2_2_3)_
 L  c_u_finish(2_2_4)_
 L  c_u_finish(3_0_1)_
 L  c_u_finish(3_0_2)_
 L  c_u_finish(3_0_3)_
 L  c_u_finish(3_0_4)_
 L  c_u_finish(3_1_1)_
 L  c_u_finish(3_1_2)_
 L  c_u_finish(3_1_3)_
 L  c_u_finish(3_1_4)_
 L  c_u_finish(3_2_1)_
 L  c_u_finish(3_2_2)_
 L  c_u_finish(3_2_3)_
 L  c_u_finish(3_2_4)_
 L  c_u_finish_cut(0)_
 L  c_u_finish_cut(1)_
 L  c_u_finish_cut(2)_
 L  c_u_finish_cut(3)_
 L  c_u_late(1)_
 L  c_u_late(2)_
 L  c_u_late(3)_
 L  c_u_late_cut(1)_
 E  c_e_ONE_VAR_CONSTANT
COLUMNS
     x(0_1_0) c_e_partition(0)_ 1
     x(0_1_0) c_u_one_group(0_1)_ 1
     x(0_1_0) c_u_successor(0_1)_ -1
     x(0_1_0) c_u_one_last(0)_ 1
     x(0_1_0) c_u_released(0_1)_ 8.5303666666666675
     x(0_1_0) c_u_makespan(0)_ 39.659281200000002
     x(0_1_0) c_u_idle_before_group(0_1)_ -220.33589123333334
     x(0_1_0) c_u_level_sum_ 39.659281200000002
     x(0_1_0) c_u_finish(0_0_1)_ 251.46480576666667
     x(0_1_0) c_u_finish_cut(0)_ 48.189647866666668
     x(0_1_1) c_e_partition(0)_ 1
     x(0_1_1) c_u_one_group(1_1)_ 1
     x(0_1_1) c_u_successor(1_1)_ -1
     x(0_1_1) c_u_one_last(1)_ 1
     x(0_1_1) c_u_released(1_1)_ 8.5303666666666675
     x(0_1_1) c_u_makespan(1)_ 43.953608300000006
     x(0_1_1) c_u_idle_before_group(1_1)_ -243.28527733333334
     x(0_1_1) c_u_level_sum_ 43.953608300000006
     x(0_1_1) c_u_finish(0_1_1)_ 278.70851896666665
     x(0_1_1) c_u_finish_cut(0)_ 52.483974966666672
     x(0_1_2) c_e_partition(0)_ 1
     x(0_1_2) c_u_one_group(2_1)_ 1
     x(0_1_2) c_u_successor(2_1)_ -1
     x(0_1_2) c_u_one_last(2)_ 1
     x(0_1_2) c_u_released(2_1)_ 8.5303666666666675
     x(0_1_2) c_u_makespan(2)_ 39.104643200000005
     x(0_1_2) c_u_idle_before_group(2_1)_ -226.55985591666663
     x(0_1_2) c_u_level_sum_ 39.104643200000005
     x(0_1_2) c_u_finish(0_2_1)_ 257.13413244999998
     x(0_1_2) c_u_finish_cut(0)_ 47.635009866666671
     x(0_2_0) c_e_partition(0)_ 1
     x(0_2_0) c_u_one_group(0_2)_ 1
     x(0_2_0) c_u_successor(0_1)_ 1
     x(0_2_0) c_u_successor(0_2)_ -1
     x(0_2_0) c_e_start(0_1)_ -39.659281200000002
     x(0_2_0) c_u_released(0_2)_ 8.5303666666666675
     x(0_2_0) c_u_makespan(0)_ 39.659281200000002
     x(0_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(0_2_0) c_u_level_sum_ 79.318562400000005
     x(0_2_0) c_u_finish(0_0_2)_ 251.46480576666667
     x(0_2_0) c_u_finish_cut(0)_ 48.189647866666668
     x(0_2_1) c_e_partition(0)_ 1
     x(0_2_1) c_u_one_group(1_2)_ 1
     x(0_2_1) c_u_successor(1_1)_ 1
     x(0_2_1) c_u_successor(1_2)_ -1
     x(0_2_1) c_e_start(1_1)_ -43.953608300000006
     x(0_2_1) c_u_released(1_2)_ 8.5303666666666675
     x(0_2_1) c_u_makespan(1)_ 43.953608300000006
     x(0_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(0_2_1) c_u_level_sum_ 87.907216600000012
     x(0_2_1) c_u_finish(0_1_2)_ 278.70851896666665
     x(0_2_1) c_u_finish_cut(0)_ 52.483974966666672
     x(0_2_2) c_e_partition(0)_ 1
     x(0_2_2) c_u_one_group(2_2)_ 1
     x(0_2_2) c_u_successor(2_1)_ 1
     x(0_2_2) c_u_successor(2_2)_ -1
     x(0_2_2) c_e_start(2_1)_ -39.104643200000005
     x(0_2_2) c_u_released(2_2)_ 8.5303666666666675
     x(0_2_2) c_u_makespan(2)_ 39.104643200000005
     x(0_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(0_2_2) c_u_level_sum_ 78.209286400000011
     x(0_2_2) c_u_finish(0_2_2)_ 257.13413244999998
     x(0_2_2) c_u_finish_cut(0)_ 47.635009866666671
     x(0_3_0) c_e_partition(0)_ 1
     x(0_3_0) c_u_one_group(0_3)_ 1
     x(0_3_0) c_u_successor(0_2)_ 1
     x(0_3_0) c_u_successor(0_3)_ -1
     x(0_3_0) c_e_start(0_2)_ -39.659281200000002
     x(0_3_0) c_u_released(0_3)_ 8.5303666666666675
     x(0_3_0) c_u_makespan(0)_ 39.659281200000002
     x(0_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(0_3_0) c_u_level_sum_ 118.9778436
     x(0_3_0) c_u_finish(0_0_3)_ 251.46480576666667
     x(0_3_0) c_u_finish_cut(0)_ 48.189647866666668
     x(0_3_1) c_e_partition(0)_ 1
     x(0_3_1) c_u_one_group(1_3)_ 1
     x(0_3_1) c_u_successor(1_2)_ 1
     x(0_3_1) c_u_successor(1_3)_ -1
     x(0_3_1) c_e_start(1_2)_ -43.953608300000006
     x(0_3_1) c_u_released(1_3)_ 8.5303666666666675
     x(0_3_1) c_u_makespan(1)_ 43.953608300000006
     x(0_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(0_3_1) c_u_level_sum_ 131.86082490000001
     x(0_3_1) c_u_finish(0_1_3)_ 278.70851896666665
     x(0_3_1) c_u_finish_cut(0)_ 52.483974966666672
     x(0_3_2) c_e_partition(0)_ 1
     x(0_3_2) c_u_one_group(2_3)_ 1
     x(0_3_2) c_u_successor(2_2)_ 1
     x(0_3_2) c_u_successor(2_3)_ -1
     x(0_3_2) c_e_start(2_2)_ -39.104643200000005
     x(0_3_2) c_u_released(2_3)_ 8.5303666666666675
     x(0_3_2) c_u_makespan(2)_ 39.104643200000005
     x(0_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(0_3_2) c_u_level_sum_ 117.31392960000002
     x(0_3_2) c_u_finish(0_2_3)_ 257.13413244999998
     x(0_3_2) c_u_finish_cut(0)_ 47.635009866666671
     x(0_4_0) c_e_partition(0)_ 1
     x(0_4_0) c_u_one_group(0_4)_ 1
     x(0_4_0) c_u_successor(0_3)_ 1
     x(0_4_0) c_l_successor(0_4)_ 1
     x(0_4_0) c_e_start(0_3)_ -39.659281200000002
     x(0_4_0) c_u_released(0_4)_ 8.5303666666666675
     x(0_4_0) c_u_makespan(0)_ 39.659281200000002
     x(0_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(0_4_0) c_u_level_sum_ 158.63712480000001
     x(0_4_0) c_u_finish(0_0_4)_ 251.46480576666667
     x(0_4_0) c_u_finish_cut(0)_ 48.189647866666668
     x(0_4_1) c_e_partition(0)_ 1
     x(0_4_1) c_u_one_group(1_4)_ 1
     x(0_4_1) c_u_successor(1_3)_ 1
     x(0_4_1) c_l_successor(1_4)_ 1
     x(0_4_1) c_e_start(1_3)_ -43.953608300000006
     x(0_4_1) c_u_released(1_4)_ 8.5303666666666675
     x(0_4_1) c_u_makespan(1)_ 43.953608300000006
     x(0_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(0_4_1) c_u_level_sum_ 175.81443320000002
     x(0_4_1) c_u_finish(0_1_4)_ 278.70851896666665
     x(0_4_1) c_u_finish_cut(0)_ 52.483974966666672
     x(0_4_2) c_e_partition(0)_ 1
     x(0_4_2) c_u_one_group(2_4)_ 1
     x(0_4_2) c_u_successor(2_3)_ 1
     x(0_4_2) c_l_successor(2_4)_ 1
     x(0_4_2) c_e_start(2_3)_ -39.104643200000005
     x(0_4_2) c_u_released(2_4)_ 8.5303666666666675
     x(0_4_2) c_u_makespan(2)_ 39.104643200000005
     x(0_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(0_4_2) c_u_level_sum_ 156.41857280000002
     x(0_4_2) c_u_finish(0_2_4)_ 257.13413244999998
     x(0_4_2) c_u_finish_cut(0)_ 47.635009866666671
     x(1_1_0) c_e_partition(1)_ 1
     x(1_1_0) c_u_one_group(0_1)_ 1
     x(1_1_0) c_u_successor(0_1)_ -1
     x(1_1_0) c_u_one_last(0)_ 1
     x(1_1_0) c_u_released(0_1)_ 19.069333333333336
     x(1_1_0) c_u_makespan(0)_ 5.3536174999999995
     x(1_1_0) c_u_idle_before_group(0_1)_ -220.33589123333334
     x(1_1_0) c_u_level_sum_ 5.3536174999999995
     x(1_1_0) c_u_finish(1_0_1)_ 206.62017540000002
     x(1_1_0) c_u_finish_cut(1)_ 24.422950833333335
     x(1_1_1) c_e_partition(1)_ 1
     x(1_1_1) c_u_one_group(1_1)_ 1
     x(1_1_1) c_u_successor(1_1)_ -1
     x(1_1_1) c_u_one_last(1)_ 1
     x(1_1_1) c_u_released(1_1)_ 19.069333333333336
     x(1_1_1) c_u_makespan(1)_ 10.950593333333334
     x(1_1_1) c_u_idle_before_group(1_1)_ -243.28527733333334
     x(1_1_1) c_u_level_sum_ 10.950593333333334
     x(1_1_1) c_u_finish(1_1_1)_ 235.16653733333334
     x(1_1_1) c_u_finish_cut(1)_ 30.01992666666667
     x(1_1_2) c_e_partition(1)_ 1
     x(1_1_2) c_u_one_group(2_1)_ 1
     x(1_1_2) c_u_successor(2_1)_ -1
     x(1_1_2) c_u_one_last(2)_ 1
     x(1_1_2) c_u_released(2_1)_ 19.069333333333336
     x(1_1_2) c_u_makespan(2)_ 10.070250000000003
     x(1_1_2) c_u_idle_before_group(2_1)_ -226.55985591666663
     x(1_1_2) c_u_level_sum_ 10.070250000000003
     x(1_1_2) c_u_finish(1_2_1)_ 217.56077258333332
     x(1_1_2) c_u_finish_cut(1)_ 29.139583333333341
     x(1_2_0) c_e_partition(1)_ 1
     x(1_2_0) c_u_one_group(0_2)_ 1
     x(1_2_0) c_u_successor(0_1)_ 1
     x(1_2_0) c_u_successor(0_2)_ -1
     x(1_2_0) c_e_start(0_1)_ -5.3536174999999995
     x(1_2_0) c_u_released(0_2)_ 19.069333333333336
     x(1_2_0) c_u_makespan(0)_ 5.3536174999999995
     x(1_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(1_2_0) c_u_level_sum_ 10.707234999999999
     x(1_2_0) c_u_finish(1_0_2)_ 206.62017540000002
     x(1_2_0) c_u_finish_cut(1)_ 24.422950833333335
     x(1_2_1) c_e_partition(1)_ 1
     x(1_2_1) c_u_one_group(1_2)_ 1
     x(1_2_1) c_u_successor(1_1)_ 1
     x(1_2_1) c_u_successor(1_2)_ -1
     x(1_2_1) c_e_start(1_1)_ -10.950593333333334
     x(1_2_1) c_u_released(1_2)_ 19.069333333333336
     x(1_2_1) c_u_makespan(1)_ 10.950593333333334
     x(1_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(1_2_1) c_u_level_sum_ 21.901186666666668
     x(1_2_1) c_u_finish(1_1_2)_ 235.16653733333334
     x(1_2_1) c_u_finish_cut(1)_ 30.01992666666667
     x(1_2_2) c_e_partition(1)_ 1
     x(1_2_2) c_u_one_group(2_2)_ 1
     x(1_2_2) c_u_successor(2_1)_ 1
     x(1_2_2) c_u_successor(2_2)_ -1
     x(1_2_2) c_e_start(2_1)_ -10.070250000000003
     x(1_2_2) c_u_released(2_2)_ 19.069333333333336
     x(1_2_2) c_u_makespan(2)_ 10.070250000000003
     x(1_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(1_2_2) c_u_level_sum_ 20.140500000000007
     x(1_2_2) c_u_finish(1_2_2)_ 217.56077258333332
     x(1_2_2) c_u_finish_cut(1)_ 29.139583333333341
     x(1_3_0) c_e_partition(1)_ 1
     x(1_3_0) c_u_one_group(0_3)_ 1
     x(1_3_0) c_u_successor(0_2)_ 1
     x(1_3_0) c_u_successor(0_3)_ -1
     x(1_3_0) c_e_start(0_2)_ -5.3536174999999995
     x(1_3_0) c_u_released(0_3)_ 19.069333333333336
     x(1_3_0) c_u_makespan(0)_ 5.3536174999999995
     x(1_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(1_3_0) c_u_level_sum_ 16.060852499999999
     x(1_3_0) c_u_finish(1_0_3)_ 206.62017540000002
     x(1_3_0) c_u_finish_cut(1)_ 24.422950833333335
     x(1_3_1) c_e_partition(1)_ 1
     x(1_3_1) c_u_one_group(1_3)_ 1
     x(1_3_1) c_u_successor(1_2)_ 1
     x(1_3_1) c_u_successor(1_3)_ -1
     x(1_3_1) c_e_start(1_2)_ -10.950593333333334
     x(1_3_1) c_u_released(1_3)_ 19.069333333333336
     x(1_3_1) c_u_makespan(1)_ 10.950593333333334
     x(1_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(1_3_1) c_u_level_sum_ 32.851780000000005
     x(1_3_1) c_u_finish(1_1_3)_ 235.16653733333334
     x(1_3_1) c_u_finish_cut(1)_ 30.01992666666667
     x(1_3_2) c_e_partition(1)_ 1
     x(1_3_2) c_u_one_group(2_3)_ 1
     x(1_3_2) c_u_successor(2_2)_ 1
     x(1_3_2) c_u_successor(2_3)_ -1
     x(1_3_2) c_e_start(2_2)_ -10.070250000000003
     x(1_3_2) c_u_released(2_3)_ 19.069333333333336
     x(1_3_2) c_u_makespan(2)_ 10.070250000000003
     x(1_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(1_3_2) c_u_level_sum_ 30.210750000000012
     x(1_3_2) c_u_finish(1_2_3)_ 217.56077258333332
     x(1_3_2) c_u_finish_cut(1)_ 29.139583333333341
     x(1_4_0) c_e_partition(1)_ 1
     x(1_4_0) c_u_one_group(0_4)_ 1
     x(1_4_0) c_u_successor(0_3)_ 1
     x(1_4_0) c_l_successor(0_4)_ 1
     x(1_4_0) c_e_start(0_3)_ -5.3536174999999995
     x(1_4_0) c_u_released(0_4)_ 19.069333333333336
     x(1_4_0) c_u_makespan(0)_ 5.3536174999999995
     x(1_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(1_4_0) c_u_level_sum_ 21.414469999999998
     x(1_4_0) c_u_finish(1_0_4)_ 206.62017540000002
     x(1_4_0) c_u_finish_cut(1)_ 24.422950833333335
     x(1_4_1) c_e_partition(1)_ 1
     x(1_4_1) c_u_one_group(1_4)_ 1
     x(1_4_1) c_u_successor(1_3)_ 1
     x(1_4_1) c_l_successor(1_4)_ 1
     x(1_4_1) c_e_start(1_3)_ -10.950593333333334
     x(1_4_1) c_u_released(1_4)_ 19.069333333333336
     x(1_4_1) c_u_makespan(1)_ 10.950593333333334
     x(1_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(1_4_1) c_u_level_sum_ 43.802373333333335
     x(1_4_1) c_u_finish(1_1_4)_ 235.16653733333334
     x(1_4_1) c_u_finish_cut(1)_ 30.01992666666667
     x(1_4_2) c_e_partition(1)_ 1
     x(1_4_2) c_u_one_group(2_4)_ 1
     x(1_4_2) c_u_successor(2_3)_ 1
     x(1_4_2) c_l_successor(2_4)_ 1
     x(1_4_2) c_e_start(2_3)_ -10.070250000000003
     x(1_4_2) c_u_released(2_4)_ 19.069333333333336
     x(1_4_2) c_u_makespan(2)_ 10.070250000000003
     x(1_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(1_4_2) c_u_level_sum_ 40.281000000000013
     x(1_4_2) c_u_finish(1_2_4)_ 217.56077258333332
     x(1_4_2) c_u_finish_cut(1)_ 29.139583333333341
     x(2_1_0) c_e_partition(2)_ 1
     x(2_1_0) c_u_one_group(0_1)_ 1
     x(2_1_0) c_u_successor(0_1)_ -1
     x(2_1_0) c_u_one_last(0)_ 1
     x(2_1_0) c_u_released(0_1)_ 21.863849999999999
     x(2_1_0) c_u_makespan(0)_ 11.361792383333334
     x(2_1_0) c_u_idle_before_group(0_1)_ -220.33589123333334
     x(2_1_0) c_u_level_sum_ 11.361792383333334
     x(2_1_0) c_u_finish(2_0_1)_ 209.83383361666668
     x(2_1_0) c_u_finish_cut(2)_ 33.225642383333337
     x(2_1_1) c_e_partition(2)_ 1
     x(2_1_1) c_u_one_group(1_1)_ 1
     x(2_1_1) c_u_successor(1_1)_ -1
     x(2_1_1) c_u_one_last(1)_ 1
     x(2_1_1) c_u_released(1_1)_ 21.863849999999999
     x(2_1_1) c_u_makespan(1)_ 11.507635033333333
     x(2_1_1) c_u_idle_before_group(1_1)_ -243.28527733333334
     x(2_1_1) c_u_level_sum_ 11.507635033333333
     x(2_1_1) c_u_finish(2_1_1)_ 232.92906236666667
     x(2_1_1) c_u_finish_cut(2)_ 33.371485033333329
     x(2_1_2) c_e_partition(2)_ 1
     x(2_1_2) c_u_one_group(2_1)_ 1
     x(2_1_2) c_u_successor(2_1)_ -1
     x(2_1_2) c_u_one_last(2)_ 1
     x(2_1_2) c_u_released(2_1)_ 21.863849999999999
     x(2_1_2) c_u_makespan(2)_ 11.342941483333334
     x(2_1_2) c_u_idle_before_group(2_1)_ -226.55985591666663
     x(2_1_2) c_u_level_sum_ 11.342941483333334
     x(2_1_2) c_u_finish(2_2_1)_ 216.03894739999998
     x(2_1_2) c_u_finish_cut(2)_ 33.206791483333333
     x(2_2_0) c_e_partition(2)_ 1
     x(2_2_0) c_u_one_group(0_2)_ 1
     x(2_2_0) c_u_successor(0_1)_ 1
     x(2_2_0) c_u_successor(0_2)_ -1
     x(2_2_0) c_e_start(0_1)_ -11.361792383333334
     x(2_2_0) c_u_released(0_2)_ 21.863849999999999
     x(2_2_0) c_u_makespan(0)_ 11.361792383333334
     x(2_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(2_2_0) c_u_level_sum_ 22.723584766666669
     x(2_2_0) c_u_finish(2_0_2)_ 209.83383361666668
     x(2_2_0) c_u_finish_cut(2)_ 33.225642383333337
     x(2_2_1) c_e_partition(2)_ 1
     x(2_2_1) c_u_one_group(1_2)_ 1
     x(2_2_1) c_u_successor(1_1)_ 1
     x(2_2_1) c_u_successor(1_2)_ -1
     x(2_2_1) c_e_start(1_1)_ -11.507635033333333
     x(2_2_1) c_u_released(1_2)_ 21.863849999999999
     x(2_2_1) c_u_makespan(1)_ 11.507635033333333
     x(2_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(2_2_1) c_u_level_sum_ 23.015270066666666
     x(2_2_1) c_u_finish(2_1_2)_ 232.92906236666667
     x(2_2_1) c_u_finish_cut(2)_ 33.371485033333329
     x(2_2_2) c_e_partition(2)_ 1
     x(2_2_2) c_u_one_group(2_2)_ 1
     x(2_2_2) c_u_successor(2_1)_ 1
     x(2_2_2) c_u_successor(2_2)_ -1
     x(2_2_2) c_e_start(2_1)_ -11.342941483333334
     x(2_2_2) c_u_released(2_2)_ 21.863849999999999
     x(2_2_2) c_u_makespan(2)_ 11.342941483333334
     x(2_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(2_2_2) c_u_level_sum_ 22.685882966666668
     x(2_2_2) c_u_finish(2_2_2)_ 216.03894739999998
     x(2_2_2) c_u_finish_cut(2)_ 33.206791483333333
     x(2_3_0) c_e_partition(2)_ 1
     x(2_3_0) c_u_one_group(0_3)_ 1
     x(2_3_0) c_u_successor(0_2)_ 1
     x(2_3_0) c_u_successor(0_3)_ -1
     x(2_3_0) c_e_start(0_2)_ -11.361792383333334
     x(2_3_0) c_u_released(0_3)_ 21.863849999999999
     x(2_3_0) c_u_makespan(0)_ 11.361792383333334
     x(2_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(2_3_0) c_u_level_sum_ 34.085377149999999
     x(2_3_0) c_u_finish(2_0_3)_ 209.83383361666668
     x(2_3_0) c_u_finish_cut(2)_ 33.225642383333337
     x(2_3_1) c_e_partition(2)_ 1
     x(2_3_1) c_u_one_group(1_3)_ 1
     x(2_3_1) c_u_successor(1_2)_ 1
     x(2_3_1) c_u_successor(1_3)_ -1
     x(2_3_1) c_e_start(1_2)_ -11.507635033333333
     x(2_3_1) c_u_released(1_3)_ 21.863849999999999
     x(2_3_1) c_u_makespan(1)_ 11.507635033333333
     x(2_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(2_3_1) c_u_level_sum_ 34.522905100000003
     x(2_3_1) c_u_finish(2_1_3)_ 232.92906236666667
     x(2_3_1) c_u_finish_cut(2)_ 33.371485033333329
     x(2_3_2) c_e_partition(2)_ 1
     x(2_3_2) c_u_one_group(2_3)_ 1
     x(2_3_2) c_u_successor(2_2)_ 1
     x(2_3_2) c_u_successor(2_3)_ -1
     x(2_3_2) c_e_start(2_2)_ -11.342941483333334
     x(2_3_2) c_u_released(2_3)_ 21.863849999999999
     x(2_3_2) c_u_makespan(2)_ 11.342941483333334
     x(2_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(2_3_2) c_u_level_sum_ 34.028824450000002
     x(2_3_2) c_u_finish(2_2_3)_ 216.03894739999998
     x(2_3_2) c_u_finish_cut(2)_ 33.206791483333333
     x(2_4_0) c_e_partition(2)_ 1
     x(2_4_0) c_u_one_group(0_4)_ 1
     x(2_4_0) c_u_successor(0_3)_ 1
     x(2_4_0) c_l_successor(0_4)_ 1
     x(2_4_0) c_e_start(0_3)_ -11.361792383333334
     x(2_4_0) c_u_released(0_4)_ 21.863849999999999
     x(2_4_0) c_u_makespan(0)_ 11.361792383333334
     x(2_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(2_4_0) c_u_level_sum_ 45.447169533333337
     x(2_4_0) c_u_finish(2_0_4)_ 209.83383361666668
     x(2_4_0) c_u_finish_cut(2)_ 33.225642383333337
     x(2_4_1) c_e_partition(2)_ 1
     x(2_4_1) c_u_one_group(1_4)_ 1
     x(2_4_1) c_u_successor(1_3)_ 1
     x(2_4_1) c_l_successor(1_4)_ 1
     x(2_4_1) c_e_start(1_3)_ -11.507635033333333
     x(2_4_1) c_u_released(1_4)_ 21.863849999999999
     x(2_4_1) c_u_makespan(1)_ 11.507635033333333
     x(2_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(2_4_1) c_u_level_sum_ 46.030540133333332
     x(2_4_1) c_u_finish(2_1_4)_ 232.92906236666667
     x(2_4_1) c_u_finish_cut(2)_ 33.371485033333329
     x(2_4_2) c_e_partition(2)_ 1
     x(2_4_2) c_u_one_group(2_4)_ 1
     x(2_4_2) c_u_successor(2_3)_ 1
     x(2_4_2) c_l_successor(2_4)_ 1
     x(2_4_2) c_e_start(2_3)_ -11.342941483333334
     x(2_4_2) c_u_released(2_4)_ 21.863849999999999
     x(2_4_2) c_u_makespan(2)_ 11.342941483333334
     x(2_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(2_4_2) c_u_level_sum_ 45.371765933333336
     x(2_4_2) c_u_finish(2_2_4)_ 216.03894739999998
     x(2_4_2) c_u_finish_cut(2)_ 33.206791483333333
     x(3_1_0) c_e_partition(3)_ 1
     x(3_1_0) c_u_one_group(0_1)_ 1
     x(3_1_0) c_u_successor(0_1)_ -1
     x(3_1_0) c_u_one_last(0)_ 1
     x(3_1_0) c_u_released(0_1)_ 32.477483333333332
     x(3_1_0) c_u_makespan(0)_ 15.452864000000002
     x(3_1_0) c_u_idle_before_group(0_1)_ -220.33589123333334
     x(3_1_0) c_u_level_sum_ 15.452864000000002
     x(3_1_0) c_u_finish(3_0_1)_ 203.31127190000001
     x(3_1_0) c_u_finish_cut(3)_ 47.93034733333333
     x(3_1_1) c_e_partition(3)_ 1
     x(3_1_1) c_u_one_group(1_1)_ 1
     x(3_1_1) c_u_successor(1_1)_ -1
     x(3_1_1) c_u_one_last(1)_ 1
     x(3_1_1) c_u_released(1_1)_ 32.477483333333332
     x(3_1_1) c_u_makespan(1)_ 15.622954666666667
     x(3_1_1) c_u_idle_before_group(1_1)_ -243.28527733333334
     x(3_1_1) c_u_level_sum_ 15.622954666666667
     x(3_1_1) c_u_finish(3_1_1)_ 226.43074866666666
     x(3_1_1) c_u_finish_cut(3)_ 48.100437999999997
     x(3_1_2) c_e_partition(3)_ 1
     x(3_1_2) c_u_one_group(2_1)_ 1
     x(3_1_2) c_u_successor(2_1)_ -1
     x(3_1_2) c_u_one_last(2)_ 1
     x(3_1_2) c_u_released(2_1)_ 32.477483333333332
     x(3_1_2) c_u_makespan(2)_ 15.4308864
     x(3_1_2) c_u_idle_before_group(2_1)_ -226.55985591666663
     x(3_1_2) c_u_level_sum_ 15.4308864
     x(3_1_2) c_u_finish(3_2_1)_ 209.51325898333329
     x(3_1_2) c_u_finish_cut(3)_ 47.90836973333333
     x(3_2_0) c_e_partition(3)_ 1
     x(3_2_0) c_u_one_group(0_2)_ 1
     x(3_2_0) c_u_successor(0_1)_ 1
     x(3_2_0) c_u_successor(0_2)_ -1
     x(3_2_0) c_e_start(0_1)_ -15.452864000000002
     x(3_2_0) c_u_released(0_2)_ 32.477483333333332
     x(3_2_0) c_u_makespan(0)_ 15.452864000000002
     x(3_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(3_2_0) c_u_level_sum_ 30.905728000000003
     x(3_2_0) c_u_finish(3_0_2)_ 203.31127190000001
     x(3_2_0) c_u_finish_cut(3)_ 47.93034733333333
     x(3_2_1) c_e_partition(3)_ 1
     x(3_2_1) c_u_one_group(1_2)_ 1
     x(3_2_1) c_u_successor(1_1)_ 1
     x(3_2_1) c_u_successor(1_2)_ -1
     x(3_2_1) c_e_start(1_1)_ -15.622954666666667
     x(3_2_1) c_u_released(1_2)_ 32.477483333333332
     x(3_2_1) c_u_makespan(1)_ 15.622954666666667
     x(3_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(3_2_1) c_u_level_sum_ 31.245909333333334
     x(3_2_1) c_u_finish(3_1_2)_ 226.43074866666666
     x(3_2_1) c_u_finish_cut(3)_ 48.100437999999997
     x(3_2_2) c_e_partition(3)_ 1
     x(3_2_2) c_u_one_group(2_2)_ 1
     x(3_2_2) c_u_successor(2_1)_ 1
     x(3_2_2) c_u_successor(2_2)_ -1
     x(3_2_2) c_e_start(2_1)_ -15.4308864
     x(3_2_2) c_u_released(2_2)_ 32.477483333333332
     x(3_2_2) c_u_makespan(2)_ 15.4308864
     x(3_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(3_2_2) c_u_level_sum_ 30.861772800000001
     x(3_2_2) c_u_finish(3_2_2)_ 209.51325898333329
     x(3_2_2) c_u_finish_cut(3)_ 47.90836973333333
     x(3_3_0) c_e_partition(3)_ 1
     x(3_3_0) c_u_one_group(0_3)_ 1
     x(3_3_0) c_u_successor(0_2)_ 1
     x(3_3_0) c_u_successor(0_3)_ -1
     x(3_3_0) c_e_start(0_2)_ -15.452864000000002
     x(3_3_0) c_u_released(0_3)_ 32.477483333333332
     x(3_3_0) c_u_makespan(0)_ 15.452864000000002
     x(3_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(3_3_0) c_u_level_sum_ 46.358592000000002
     x(3_3_0) c_u_finish(3_0_3)_ 203.31127190000001
     x(3_3_0) c_u_finish_cut(3)_ 47.93034733333333
     x(3_3_1) c_e_partition(3)_ 1
     x(3_3_1) c_u_one_group(1_3)_ 1
     x(3_3_1) c_u_successor(1_2)_ 1
     x(3_3_1) c_u_successor(1_3)_ -1
     x(3_3_1) c_e_start(1_2)_ -15.622954666666667
     x(3_3_1) c_u_released(1_3)_ 32.477483333333332
     x(3_3_1) c_u_makespan(1)_ 15.622954666666667
     x(3_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(3_3_1) c_u_level_sum_ 46.868864000000002
     x(3_3_1) c_u_finish(3_1_3)_ 226.43074866666666
     x(3_3_1) c_u_finish_cut(3)_ 48.100437999999997
     x(3_3_2) c_e_partition(3)_ 1
     x(3_3_2) c_u_one_group(2_3)_ 1
     x(3_3_2) c_u_successor(2_2)_ 1
     x(3_3_2) c_u_successor(2_3)_ -1
     x(3_3_2) c_e_start(2_2)_ -15.4308864
     x(3_3_2) c_u_released(2_3)_ 32.477483333333332
     x(3_3_2) c_u_makespan(2)_ 15.4308864
     x(3_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(3_3_2) c_u_level_sum_ 46.292659200000003
     x(3_3_2) c_u_finish(3_2_3)_ 209.51325898333329
     x(3_3_2) c_u_finish_cut(3)_ 47.90836973333333
     x(3_4_0) c_e_partition(3)_ 1
     x(3_4_0) c_u_one_group(0_4)_ 1
     x(3_4_0) c_u_successor(0_3)_ 1
     x(3_4_0) c_l_successor(0_4)_ 1
     x(3_4_0) c_e_start(0_3)_ -15.452864000000002
     x(3_4_0) c_u_released(0_4)_ 32.477483333333332
     x(3_4_0) c_u_makespan(0)_ 15.452864000000002
     x(3_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(3_4_0) c_u_level_sum_ 61.811456000000007
     x(3_4_0) c_u_finish(3_0_4)_ 203.31127190000001
     x(3_4_0) c_u_finish_cut(3)_ 47.93034733333333
     x(3_4_1) c_e_partition(3)_ 1
     x(3_4_1) c_u_one_group(1_4)_ 1
     x(3_4_1) c_u_successor(1_3)_ 1
     x(3_4_1) c_l_successor(1_4)_ 1
     x(3_4_1) c_e_start(1_3)_ -15.622954666666667
     x(3_4_1) c_u_released(1_4)_ 32.477483333333332
     x(3_4_1) c_u_makespan(1)_ 15.622954666666667
     x(3_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(3_4_1) c_u_level_sum_ 62.491818666666667
     x(3_4_1) c_u_finish(3_1_4)_ 226.43074866666666
     x(3_4_1) c_u_finish_cut(3)_ 48.100437999999997
     x(3_4_2) c_e_partition(3)_ 1
     x(3_4_2) c_u_one_group(2_4)_ 1
     x(3_4_2) c_u_successor(2_3)_ 1
     x(3_4_2) c_l_successor(2_4)_ 1
     x(3_4_2) c_e_start(2_3)_ -15.4308864
     x(3_4_2) c_u_released(2_4)_ 32.477483333333332
     x(3_4_2) c_u_makespan(2)_ 15.4308864
     x(3_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(3_4_2) c_u_level_sum_ 61.723545600000001
     x(3_4_2) c_u_finish(3_2_4)_ 209.51325898333329
     x(3_4_2) c_u_finish_cut(3)_ 47.90836973333333
     x(4_2_0) c_e_partition(0)_ 1
     x(4_2_0) c_e_partition(1)_ 1
     x(4_2_0) c_u_one_group(0_2)_ 1
     x(4_2_0) c_u_successor(0_2)_ -1
     x(4_2_0) c_u_one_last(0)_ 1
     x(4_2_0) c_e_start(0_1)_ -40.691560366666664
     x(4_2_0) c_u_released(0_2)_ 19.069333333333336
     x(4_2_0) c_u_makespan(0)_ 40.691560366666664
     x(4_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(4_2_0) c_u_level_sum_ 81.383120733333328
     x(4_2_0) c_u_finish(0_0_2)_ 252.49708493333333
     x(4_2_0) c_u_finish(1_0_2)_ 241.95811826666667
     x(4_2_0) c_u_finish_cut(0)_ 59.760893699999997
     x(4_2_0) c_u_finish_cut(1)_ 59.760893699999997
     x(4_2_1) c_e_partition(0)_ 1
     x(4_2_1) c_e_partition(1)_ 1
     x(4_2_1) c_u_one_group(1_2)_ 1
     x(4_2_1) c_u_successor(1_2)_ -1
     x(4_2_1) c_u_one_last(1)_ 1
     x(4_2_1) c_e_start(1_1)_ -53.189044966666664
     x(4_2_1) c_u_released(1_2)_ 19.069333333333336
     x(4_2_1) c_u_makespan(1)_ 53.189044966666664
     x(4_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(4_2_1) c_u_level_sum_ 106.37808993333333
     x(4_2_1) c_u_finish(0_1_2)_ 287.9439556333333
     x(4_2_1) c_u_finish(1_1_2)_ 277.40498896666668
     x(4_2_1) c_u_finish_cut(0)_ 72.258378300000004
     x(4_2_1) c_u_finish_cut(1)_ 72.258378300000004
     x(4_2_1) c_u_late_cut(1)_ 1
     x(4_2_2) c_e_partition(0)_ 1
     x(4_2_2) c_e_partition(1)_ 1
     x(4_2_2) c_u_one_group(2_2)_ 1
     x(4_2_2) c_u_successor(2_2)_ -1
     x(4_2_2) c_u_one_last(2)_ 1
     x(4_2_2) c_e_start(2_1)_ -47.547050700000007
     x(4_2_2) c_u_released(2_2)_ 19.069333333333336
     x(4_2_2) c_u_makespan(2)_ 47.547050700000007
     x(4_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(4_2_2) c_u_level_sum_ 95.094101400000014
     x(4_2_2) c_u_finish(0_2_2)_ 265.57653994999998
     x(4_2_2) c_u_finish(1_2_2)_ 255.0375732833333
     x(4_2_2) c_u_finish_cut(0)_ 66.616384033333347
     x(4_2_2) c_u_finish_cut(1)_ 66.616384033333347
     x(4_2_2) c_u_late_cut(1)_ 1
     x(4_3_0) c_e_partition(0)_ 1
     x(4_3_0) c_e_partition(1)_ 1
     x(4_3_0) c_u_one_group(0_3)_ 1
     x(4_3_0) c_u_successor(0_1)_ 1
     x(4_3_0) c_u_successor(0_3)_ -1
     x(4_3_0) c_e_start(0_2)_ -40.691560366666664
     x(4_3_0) c_u_released(0_3)_ 19.069333333333336
     x(4_3_0) c_u_makespan(0)_ 40.691560366666664
     x(4_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(4_3_0) c_u_level_sum_ 122.07468109999999
     x(4_3_0) c_u_finish(0_0_3)_ 252.49708493333333
     x(4_3_0) c_u_finish(1_0_3)_ 241.95811826666667
     x(4_3_0) c_u_finish_cut(0)_ 59.760893699999997
     x(4_3_0) c_u_finish_cut(1)_ 59.760893699999997
     x(4_3_1) c_e_partition(0)_ 1
     x(4_3_1) c_e_partition(1)_ 1
     x(4_3_1) c_u_one_group(1_3)_ 1
     x(4_3_1) c_u_successor(1_1)_ 1
     x(4_3_1) c_u_successor(1_3)_ -1
     x(4_3_1) c_e_start(1_2)_ -53.189044966666664
     x(4_3_1) c_u_released(1_3)_ 19.069333333333336
     x(4_3_1) c_u_makespan(1)_ 53.189044966666664
     x(4_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(4_3_1) c_u_level_sum_ 159.56713489999999
     x(4_3_1) c_u_finish(0_1_3)_ 287.9439556333333
     x(4_3_1) c_u_finish(1_1_3)_ 277.40498896666668
     x(4_3_1) c_u_finish_cut(0)_ 72.258378300000004
     x(4_3_1) c_u_finish_cut(1)_ 72.258378300000004
     x(4_3_1) c_u_late_cut(1)_ 1
     x(4_3_2) c_e_partition(0)_ 1
     x(4_3_2) c_e_partition(1)_ 1
     x(4_3_2) c_u_one_group(2_3)_ 1
     x(4_3_2) c_u_successor(2_1)_ 1
     x(4_3_2) c_u_successor(2_3)_ -1
     x(4_3_2) c_e_start(2_2)_ -47.547050700000007
     x(4_3_2) c_u_released(2_3)_ 19.069333333333336
     x(4_3_2) c_u_makespan(2)_ 47.547050700000007
     x(4_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(4_3_2) c_u_level_sum_ 142.64115210000003
     x(4_3_2) c_u_finish(0_2_3)_ 265.57653994999998
     x(4_3_2) c_u_finish(1_2_3)_ 255.0375732833333
     x(4_3_2) c_u_finish_cut(0)_ 66.616384033333347
     x(4_3_2) c_u_finish_cut(1)_ 66.616384033333347
     x(4_3_2) c_u_late_cut(1)_ 1
     x(4_4_0) c_e_partition(0)_ 1
     x(4_4_0) c_e_partition(1)_ 1
     x(4_4_0) c_u_one_group(0_4)_ 1
     x(4_4_0) c_u_successor(0_2)_ 1
     x(4_4_0) c_l_successor(0_4)_ 1
     x(4_4_0) c_e_start(0_3)_ -40.691560366666664
     x(4_4_0) c_u_released(0_4)_ 19.069333333333336
     x(4_4_0) c_u_makespan(0)_ 40.691560366666664
     x(4_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(4_4_0) c_u_level_sum_ 162.76624146666666
     x(4_4_0) c_u_finish(0_0_4)_ 252.49708493333333
     x(4_4_0) c_u_finish(1_0_4)_ 241.95811826666667
     x(4_4_0) c_u_finish_cut(0)_ 59.760893699999997
     x(4_4_0) c_u_finish_cut(1)_ 59.760893699999997
     x(4_4_1) c_e_partition(0)_ 1
     x(4_4_1) c_e_partition(1)_ 1
     x(4_4_1) c_u_one_group(1_4)_ 1
     x(4_4_1) c_u_successor(1_2)_ 1
     x(4_4_1) c_l_successor(1_4)_ 1
     x(4_4_1) c_e_start(1_3)_ -53.189044966666664
     x(4_4_1) c_u_released(1_4)_ 19.069333333333336
     x(4_4_1) c_u_makespan(1)_ 53.189044966666664
     x(4_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(4_4_1) c_u_level_sum_ 212.75617986666666
     x(4_4_1) c_u_finish(0_1_4)_ 287.9439556333333
     x(4_4_1) c_u_finish(1_1_4)_ 277.40498896666668
     x(4_4_1) c_u_finish_cut(0)_ 72.258378300000004
     x(4_4_1) c_u_finish_cut(1)_ 72.258378300000004
     x(4_4_1) c_u_late_cut(1)_ 1
     x(4_4_2) c_e_partition(0)_ 1
     x(4_4_2) c_e_partition(1)_ 1
     x(4_4_2) c_u_one_group(2_4)_ 1
     x(4_4_2) c_u_successor(2_2)_ 1
     x(4_4_2) c_l_successor(2_4)_ 1
     x(4_4_2) c_e_start(2_3)_ -47.547050700000007
     x(4_4_2) c_u_released(2_4)_ 19.069333333333336
     x(4_4_2) c_u_makespan(2)_ 47.547050700000007
     x(4_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(4_4_2) c_u_level_sum_ 190.18820280000003
     x(4_4_2) c_u_finish(0_2_4)_ 265.57653994999998
     x(4_4_2) c_u_finish(1_2_4)_ 255.0375732833333
     x(4_4_2) c_u_finish_cut(0)_ 66.616384033333347
     x(4_4_2) c_u_finish_cut(1)_ 66.616384033333347
     x(4_4_2) c_u_late_cut(1)_ 1
     x(5_2_0) c_e_partition(0)_ 1
     x(5_2_0) c_e_partition(2)_ 1
     x(5_2_0) c_u_one_group(0_2)_ 1
     x(5_2_0) c_u_successor(0_2)_ -1
     x(5_2_0) c_u_one_last(0)_ 1
     x(5_2_0) c_e_start(0_1)_ -48.750403533333341
     x(5_2_0) c_u_released(0_2)_ 21.863849999999999
     x(5_2_0) c_u_makespan(0)_ 48.750403533333341
     x(5_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(5_2_0) c_u_level_sum_ 97.500807066666681
     x(5_2_0) c_u_finish(0_0_2)_ 260.55592810000002
     x(5_2_0) c_u_finish(2_0_2)_ 247.22244476666668
     x(5_2_0) c_u_finish_cut(0)_ 70.61425353333334
     x(5_2_0) c_u_finish_cut(2)_ 70.61425353333334
     x(5_2_1) c_e_partition(0)_ 1
     x(5_2_1) c_e_partition(2)_ 1
     x(5_2_1) c_u_one_group(1_2)_ 1
     x(5_2_1) c_u_successor(1_2)_ -1
     x(5_2_1) c_u_one_last(1)_ 1
     x(5_2_1) c_e_start(1_1)_ -52.518536300000008
     x(5_2_1) c_u_released(1_2)_ 21.863849999999999
     x(5_2_1) c_u_makespan(1)_ 52.518536300000008
     x(5_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(5_2_1) c_u_level_sum_ 105.03707260000002
     x(5_2_1) c_u_finish(0_1_2)_ 287.27344696666665
     x(5_2_1) c_u_finish(2_1_2)_ 273.93996363333332
     x(5_2_1) c_u_finish_cut(0)_ 74.382386300000007
     x(5_2_1) c_u_finish_cut(2)_ 74.382386300000007
     x(5_2_2) c_e_partition(0)_ 1
     x(5_2_2) c_e_partition(2)_ 1
     x(5_2_2) c_u_one_group(2_2)_ 1
     x(5_2_2) c_u_successor(2_2)_ -1
     x(5_2_2) c_u_one_last(2)_ 1
     x(5_2_2) c_e_start(2_1)_ -48.342231750000003
     x(5_2_2) c_u_released(2_2)_ 21.863849999999999
     x(5_2_2) c_u_makespan(2)_ 48.342231750000003
     x(5_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(5_2_2) c_u_level_sum_ 96.684463500000007
     x(5_2_2) c_u_finish(0_2_2)_ 266.37172099999998
     x(5_2_2) c_u_finish(2_2_2)_ 253.03823766666665
     x(5_2_2) c_u_finish_cut(0)_ 70.20608175000001
     x(5_2_2) c_u_finish_cut(2)_ 70.20608175000001
     x(5_3_0) c_e_partition(0)_ 1
     x(5_3_0) c_e_partition(2)_ 1
     x(5_3_0) c_u_one_group(0_3)_ 1
     x(5_3_0) c_u_successor(0_1)_ 1
     x(5_3_0) c_u_successor(0_3)_ -1
     x(5_3_0) c_e_start(0_2)_ -48.750403533333341
     x(5_3_0) c_u_released(0_3)_ 21.863849999999999
     x(5_3_0) c_u_makespan(0)_ 48.750403533333341
     x(5_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(5_3_0) c_u_level_sum_ 146.25121060000004
     x(5_3_0) c_u_finish(0_0_3)_ 260.55592810000002
     x(5_3_0) c_u_finish(2_0_3)_ 247.22244476666668
     x(5_3_0) c_u_finish_cut(0)_ 70.61425353333334
     x(5_3_0) c_u_finish_cut(2)_ 70.61425353333334
     x(5_3_1) c_e_partition(0)_ 1
     x(5_3_1) c_e_partition(2)_ 1
     x(5_3_1) c_u_one_group(1_3)_ 1
     x(5_3_1) c_u_successor(1_1)_ 1
     x(5_3_1) c_u_successor(1_3)_ -1
     x(5_3_1) c_e_start(1_2)_ -52.518536300000008
     x(5_3_1) c_u_released(1_3)_ 21.863849999999999
     x(5_3_1) c_u_makespan(1)_ 52.518536300000008
     x(5_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(5_3_1) c_u_level_sum_ 157.55560890000004
     x(5_3_1) c_u_finish(0_1_3)_ 287.27344696666665
     x(5_3_1) c_u_finish(2_1_3)_ 273.93996363333332
     x(5_3_1) c_u_finish_cut(0)_ 74.382386300000007
     x(5_3_1) c_u_finish_cut(2)_ 74.382386300000007
     x(5_3_2) c_e_partition(0)_ 1
     x(5_3_2) c_e_partition(2)_ 1
     x(5_3_2) c_u_one_group(2_3)_ 1
     x(5_3_2) c_u_successor(2_1)_ 1
     x(5_3_2) c_u_successor(2_3)_ -1
     x(5_3_2) c_e_start(2_2)_ -48.342231750000003
     x(5_3_2) c_u_released(2_3)_ 21.863849999999999
     x(5_3_2) c_u_makespan(2)_ 48.342231750000003
     x(5_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(5_3_2) c_u_level_sum_ 145.02669525000002
     x(5_3_2) c_u_finish(0_2_3)_ 266.37172099999998
     x(5_3_2) c_u_finish(2_2_3)_ 253.03823766666665
     x(5_3_2) c_u_finish_cut(0)_ 70.20608175000001
     x(5_3_2) c_u_finish_cut(2)_ 70.20608175000001
     x(5_4_0) c_e_partition(0)_ 1
     x(5_4_0) c_e_partition(2)_ 1
     x(5_4_0) c_u_one_group(0_4)_ 1
     x(5_4_0) c_u_successor(0_2)_ 1
     x(5_4_0) c_l_successor(0_4)_ 1
     x(5_4_0) c_e_start(0_3)_ -48.750403533333341
     x(5_4_0) c_u_released(0_4)_ 21.863849999999999
     x(5_4_0) c_u_makespan(0)_ 48.750403533333341
     x(5_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(5_4_0) c_u_level_sum_ 195.00161413333336
     x(5_4_0) c_u_finish(0_0_4)_ 260.55592810000002
     x(5_4_0) c_u_finish(2_0_4)_ 247.22244476666668
     x(5_4_0) c_u_finish_cut(0)_ 70.61425353333334
     x(5_4_0) c_u_finish_cut(2)_ 70.61425353333334
     x(5_4_1) c_e_partition(0)_ 1
     x(5_4_1) c_e_partition(2)_ 1
     x(5_4_1) c_u_one_group(1_4)_ 1
     x(5_4_1) c_u_successor(1_2)_ 1
     x(5_4_1) c_l_successor(1_4)_ 1
     x(5_4_1) c_e_start(1_3)_ -52.518536300000008
     x(5_4_1) c_u_released(1_4)_ 21.863849999999999
     x(5_4_1) c_u_makespan(1)_ 52.518536300000008
     x(5_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(5_4_1) c_u_level_sum_ 210.07414520000003
     x(5_4_1) c_u_finish(0_1_4)_ 287.27344696666665
     x(5_4_1) c_u_finish(2_1_4)_ 273.93996363333332
     x(5_4_1) c_u_finish_cut(0)_ 74.382386300000007
     x(5_4_1) c_u_finish_cut(2)_ 74.382386300000007
     x(5_4_2) c_e_partition(0)_ 1
     x(5_4_2) c_e_partition(2)_ 1
     x(5_4_2) c_u_one_group(2_4)_ 1
     x(5_4_2) c_u_successor(2_2)_ 1
     x(5_4_2) c_l_successor(2_4)_ 1
     x(5_4_2) c_e_start(2_3)_ -48.342231750000003
     x(5_4_2) c_u_released(2_4)_ 21.863849999999999
     x(5_4_2) c_u_makespan(2)_ 48.342231750000003
     x(5_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(5_4_2) c_u_level_sum_ 193.36892700000001
     x(5_4_2) c_u_finish(0_2_4)_ 266.37172099999998
     x(5_4_2) c_u_finish(2_2_4)_ 253.03823766666665
     x(5_4_2) c_u_finish_cut(0)_ 70.20608175000001
     x(5_4_2) c_u_finish_cut(2)_ 70.20608175000001
     x(6_2_0) c_e_partition(0)_ 1
     x(6_2_0) c_e_partition(3)_ 1
     x(6_2_0) c_u_one_group(0_2)_ 1
     x(6_2_0) c_u_successor(0_2)_ -1
     x(6_2_0) c_u_one_last(0)_ 1
     x(6_2_0) c_e_start(0_1)_ -49.208222000000006
     x(6_2_0) c_u_released(0_2)_ 32.477483333333332
     x(6_2_0) c_u_makespan(0)_ 49.208222000000006
     x(6_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(6_2_0) c_u_level_sum_ 98.416444000000013
     x(6_2_0) c_u_finish(0_0_2)_ 261.01374656666667
     x(6_2_0) c_u_finish(3_0_2)_ 237.06662990000001
     x(6_2_0) c_u_finish_cut(0)_ 81.685705333333345
     x(6_2_0) c_u_finish_cut(3)_ 81.685705333333345
     x(6_2_1) c_e_partition(0)_ 1
     x(6_2_1) c_e_partition(3)_ 1
     x(6_2_1) c_u_one_group(1_2)_ 1
     x(6_2_1) c_u_successor(1_2)_ -1
     x(6_2_1) c_u_one_last(1)_ 1
     x(6_2_1) c_e_start(1_1)_ -51.911167766666679
     x(6_2_1) c_u_released(1_2)_ 32.477483333333332
     x(6_2_1) c_u_makespan(1)_ 51.911167766666679
     x(6_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(6_2_1) c_u_level_sum_ 103.82233553333336
     x(6_2_1) c_u_finish(0_1_2)_ 286.66607843333333
     x(6_2_1) c_u_finish(3_1_2)_ 262.71896176666667
     x(6_2_1) c_u_finish_cut(0)_ 84.388651100000004
     x(6_2_1) c_u_finish_cut(3)_ 84.388651100000004
     x(6_2_2) c_e_partition(0)_ 1
     x(6_2_2) c_e_partition(3)_ 1
     x(6_2_2) c_u_one_group(2_2)_ 1
     x(6_2_2) c_u_successor(2_2)_ -1
     x(6_2_2) c_u_one_last(2)_ 1
     x(6_2_2) c_e_start(2_1)_ -49.096545066666664
     x(6_2_2) c_u_released(2_2)_ 32.477483333333332
     x(6_2_2) c_u_makespan(2)_ 49.096545066666664
     x(6_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(6_2_2) c_u_level_sum_ 98.193090133333328
     x(6_2_2) c_u_finish(0_2_2)_ 267.12603431666662
     x(6_2_2) c_u_finish(3_2_2)_ 243.17891764999996
     x(6_2_2) c_u_finish_cut(0)_ 81.574028400000003
     x(6_2_2) c_u_finish_cut(3)_ 81.574028400000003
     x(6_3_0) c_e_partition(0)_ 1
     x(6_3_0) c_e_partition(3)_ 1
     x(6_3_0) c_u_one_group(0_3)_ 1
     x(6_3_0) c_u_successor(0_1)_ 1
     x(6_3_0) c_u_successor(0_3)_ -1
     x(6_3_0) c_e_start(0_2)_ -49.208222000000006
     x(6_3_0) c_u_released(0_3)_ 32.477483333333332
     x(6_3_0) c_u_makespan(0)_ 49.208222000000006
     x(6_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(6_3_0) c_u_level_sum_ 147.62466600000002
     x(6_3_0) c_u_finish(0_0_3)_ 261.01374656666667
     x(6_3_0) c_u_finish(3_0_3)_ 237.06662990000001
     x(6_3_0) c_u_finish_cut(0)_ 81.685705333333345
     x(6_3_0) c_u_finish_cut(3)_ 81.685705333333345
     x(6_3_1) c_e_partition(0)_ 1
     x(6_3_1) c_e_partition(3)_ 1
     x(6_3_1) c_u_one_group(1_3)_ 1
     x(6_3_1) c_u_successor(1_1)_ 1
     x(6_3_1) c_u_successor(1_3)_ -1
     x(6_3_1) c_e_start(1_2)_ -51.911167766666679
     x(6_3_1) c_u_released(1_3)_ 32.477483333333332
     x(6_3_1) c_u_makespan(1)_ 51.911167766666679
     x(6_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(6_3_1) c_u_level_sum_ 155.73350330000005
     x(6_3_1) c_u_finish(0_1_3)_ 286.66607843333333
     x(6_3_1) c_u_finish(3_1_3)_ 262.71896176666667
     x(6_3_1) c_u_finish_cut(0)_ 84.388651100000004
     x(6_3_1) c_u_finish_cut(3)_ 84.388651100000004
     x(6_3_2) c_e_partition(0)_ 1
     x(6_3_2) c_e_partition(3)_ 1
     x(6_3_2) c_u_one_group(2_3)_ 1
     x(6_3_2) c_u_successor(2_1)_ 1
     x(6_3_2) c_u_successor(2_3)_ -1
     x(6_3_2) c_e_start(2_2)_ -49.096545066666664
     x(6_3_2) c_u_released(2_3)_ 32.477483333333332
     x(6_3_2) c_u_makespan(2)_ 49.096545066666664
     x(6_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(6_3_2) c_u_level_sum_ 147.28963519999999
     x(6_3_2) c_u_finish(0_2_3)_ 267.12603431666662
     x(6_3_2) c_u_finish(3_2_3)_ 243.17891764999996
     x(6_3_2) c_u_finish_cut(0)_ 81.574028400000003
     x(6_3_2) c_u_finish_cut(3)_ 81.574028400000003
     x(6_4_0) c_e_partition(0)_ 1
     x(6_4_0) c_e_partition(3)_ 1
     x(6_4_0) c_u_one_group(0_4)_ 1
     x(6_4_0) c_u_successor(0_2)_ 1
     x(6_4_0) c_l_successor(0_4)_ 1
     x(6_4_0) c_e_start(0_3)_ -49.208222000000006
     x(6_4_0) c_u_released(0_4)_ 32.477483333333332
     x(6_4_0) c_u_makespan(0)_ 49.208222000000006
     x(6_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(6_4_0) c_u_level_sum_ 196.83288800000003
     x(6_4_0) c_u_finish(0_0_4)_ 261.01374656666667
     x(6_4_0) c_u_finish(3_0_4)_ 237.06662990000001
     x(6_4_0) c_u_finish_cut(0)_ 81.685705333333345
     x(6_4_0) c_u_finish_cut(3)_ 81.685705333333345
     x(6_4_1) c_e_partition(0)_ 1
     x(6_4_1) c_e_partition(3)_ 1
     x(6_4_1) c_u_one_group(1_4)_ 1
     x(6_4_1) c_u_successor(1_2)_ 1
     x(6_4_1) c_l_successor(1_4)_ 1
     x(6_4_1) c_e_start(1_3)_ -51.911167766666679
     x(6_4_1) c_u_released(1_4)_ 32.477483333333332
     x(6_4_1) c_u_makespan(1)_ 51.911167766666679
     x(6_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(6_4_1) c_u_level_sum_ 207.64467106666672
     x(6_4_1) c_u_finish(0_1_4)_ 286.66607843333333
     x(6_4_1) c_u_finish(3_1_4)_ 262.71896176666667
     x(6_4_1) c_u_finish_cut(0)_ 84.388651100000004
     x(6_4_1) c_u_finish_cut(3)_ 84.388651100000004
     x(6_4_2) c_e_partition(0)_ 1
     x(6_4_2) c_e_partition(3)_ 1
     x(6_4_2) c_u_one_group(2_4)_ 1
     x(6_4_2) c_u_successor(2_2)_ 1
     x(6_4_2) c_l_successor(2_4)_ 1
     x(6_4_2) c_e_start(2_3)_ -49.096545066666664
     x(6_4_2) c_u_released(2_4)_ 32.477483333333332
     x(6_4_2) c_u_makespan(2)_ 49.096545066666664
     x(6_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(6_4_2) c_u_level_sum_ 196.38618026666666
     x(6_4_2) c_u_finish(0_2_4)_ 267.12603431666662
     x(6_4_2) c_u_finish(3_2_4)_ 243.17891764999996
     x(6_4_2) c_u_finish_cut(0)_ 81.574028400000003
     x(6_4_2) c_u_finish_cut(3)_ 81.574028400000003
     x(7_2_0) c_e_partition(1)_ 1
     x(7_2_0) c_e_partition(2)_ 1
     x(7_2_0) c_u_one_group(0_2)_ 1
     x(7_2_0) c_u_successor(0_2)_ -1
     x(7_2_0) c_u_one_last(0)_ 1
     x(7_2_0) c_e_start(0_1)_ -11.860079983333332
     x(7_2_0) c_u_released(0_2)_ 21.863849999999999
     x(7_2_0) c_u_makespan(0)_ 11.860079983333332
     x(7_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(7_2_0) c_u_level_sum_ 23.720159966666664
     x(7_2_0) c_u_finish(1_0_2)_ 213.12663788333333
     x(7_2_0) c_u_finish(2_0_2)_ 210.33212121666668
     x(7_2_0) c_u_finish_cut(1)_ 33.723929983333335
     x(7_2_0) c_u_finish_cut(2)_ 33.723929983333335
     x(7_2_1) c_e_partition(1)_ 1
     x(7_2_1) c_e_partition(2)_ 1
     x(7_2_1) c_u_one_group(1_2)_ 1
     x(7_2_1) c_u_successor(1_2)_ -1
     x(7_2_1) c_u_one_last(1)_ 1
     x(7_2_1) c_e_start(1_1)_ -15.514813533333335
     x(7_2_1) c_u_released(1_2)_ 21.863849999999999
     x(7_2_1) c_u_makespan(1)_ 15.514813533333335
     x(7_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(7_2_1) c_u_level_sum_ 31.02962706666667
     x(7_2_1) c_u_finish(1_1_2)_ 239.73075753333333
     x(7_2_1) c_u_finish(2_1_2)_ 236.93624086666665
     x(7_2_1) c_u_finish_cut(1)_ 37.378663533333338
     x(7_2_1) c_u_finish_cut(2)_ 37.378663533333338
     x(7_2_2) c_e_partition(1)_ 1
     x(7_2_2) c_e_partition(2)_ 1
     x(7_2_2) c_u_one_group(2_2)_ 1
     x(7_2_2) c_u_successor(2_2)_ -1
     x(7_2_2) c_u_one_last(2)_ 1
     x(7_2_2) c_e_start(2_1)_ -13.760805333333334
     x(7_2_2) c_u_released(2_2)_ 21.863849999999999
     x(7_2_2) c_u_makespan(2)_ 13.760805333333334
     x(7_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(7_2_2) c_u_level_sum_ 27.521610666666668
     x(7_2_2) c_u_finish(1_2_2)_ 221.25132791666664
     x(7_2_2) c_u_finish(2_2_2)_ 218.45681124999999
     x(7_2_2) c_u_finish_cut(1)_ 35.624655333333337
     x(7_2_2) c_u_finish_cut(2)_ 35.624655333333337
     x(7_3_0) c_e_partition(1)_ 1
     x(7_3_0) c_e_partition(2)_ 1
     x(7_3_0) c_u_one_group(0_3)_ 1
     x(7_3_0) c_u_successor(0_1)_ 1
     x(7_3_0) c_u_successor(0_3)_ -1
     x(7_3_0) c_e_start(0_2)_ -11.860079983333332
     x(7_3_0) c_u_released(0_3)_ 21.863849999999999
     x(7_3_0) c_u_makespan(0)_ 11.860079983333332
     x(7_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(7_3_0) c_u_level_sum_ 35.580239949999992
     x(7_3_0) c_u_finish(1_0_3)_ 213.12663788333333
     x(7_3_0) c_u_finish(2_0_3)_ 210.33212121666668
     x(7_3_0) c_u_finish_cut(1)_ 33.723929983333335
     x(7_3_0) c_u_finish_cut(2)_ 33.723929983333335
     x(7_3_1) c_e_partition(1)_ 1
     x(7_3_1) c_e_partition(2)_ 1
     x(7_3_1) c_u_one_group(1_3)_ 1
     x(7_3_1) c_u_successor(1_1)_ 1
     x(7_3_1) c_u_successor(1_3)_ -1
     x(7_3_1) c_e_start(1_2)_ -15.514813533333335
     x(7_3_1) c_u_released(1_3)_ 21.863849999999999
     x(7_3_1) c_u_makespan(1)_ 15.514813533333335
     x(7_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(7_3_1) c_u_level_sum_ 46.544440600000001
     x(7_3_1) c_u_finish(1_1_3)_ 239.73075753333333
     x(7_3_1) c_u_finish(2_1_3)_ 236.93624086666665
     x(7_3_1) c_u_finish_cut(1)_ 37.378663533333338
     x(7_3_1) c_u_finish_cut(2)_ 37.378663533333338
     x(7_3_2) c_e_partition(1)_ 1
     x(7_3_2) c_e_partition(2)_ 1
     x(7_3_2) c_u_one_group(2_3)_ 1
     x(7_3_2) c_u_successor(2_1)_ 1
     x(7_3_2) c_u_successor(2_3)_ -1
     x(7_3_2) c_e_start(2_2)_ -13.760805333333334
     x(7_3_2) c_u_released(2_3)_ 21.863849999999999
     x(7_3_2) c_u_makespan(2)_ 13.760805333333334
     x(7_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(7_3_2) c_u_level_sum_ 41.282415999999998
     x(7_3_2) c_u_finish(1_2_3)_ 221.25132791666664
     x(7_3_2) c_u_finish(2_2_3)_ 218.45681124999999
     x(7_3_2) c_u_finish_cut(1)_ 35.624655333333337
     x(7_3_2) c_u_finish_cut(2)_ 35.624655333333337
     x(7_4_0) c_e_partition(1)_ 1
     x(7_4_0) c_e_partition(2)_ 1
     x(7_4_0) c_u_one_group(0_4)_ 1
     x(7_4_0) c_u_successor(0_2)_ 1
     x(7_4_0) c_l_successor(0_4)_ 1
     x(7_4_0) c_e_start(0_3)_ -11.860079983333332
     x(7_4_0) c_u_released(0_4)_ 21.863849999999999
     x(7_4_0) c_u_makespan(0)_ 11.860079983333332
     x(7_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(7_4_0) c_u_level_sum_ 47.440319933333328
     x(7_4_0) c_u_finish(1_0_4)_ 213.12663788333333
     x(7_4_0) c_u_finish(2_0_4)_ 210.33212121666668
     x(7_4_0) c_u_finish_cut(1)_ 33.723929983333335
     x(7_4_0) c_u_finish_cut(2)_ 33.723929983333335
     x(7_4_1) c_e_partition(1)_ 1
     x(7_4_1) c_e_partition(2)_ 1
     x(7_4_1) c_u_one_group(1_4)_ 1
     x(7_4_1) c_u_successor(1_2)_ 1
     x(7_4_1) c_l_successor(1_4)_ 1
     x(7_4_1) c_e_start(1_3)_ -15.514813533333335
     x(7_4_1) c_u_released(1_4)_ 21.863849999999999
     x(7_4_1) c_u_makespan(1)_ 15.514813533333335
     x(7_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(7_4_1) c_u_level_sum_ 62.05925413333334
     x(7_4_1) c_u_finish(1_1_4)_ 239.73075753333333
     x(7_4_1) c_u_finish(2_1_4)_ 236.93624086666665
     x(7_4_1) c_u_finish_cut(1)_ 37.378663533333338
     x(7_4_1) c_u_finish_cut(2)_ 37.378663533333338
     x(7_4_2) c_e_partition(1)_ 1
     x(7_4_2) c_e_partition(2)_ 1
     x(7_4_2) c_u_one_group(2_4)_ 1
     x(7_4_2) c_u_successor(2_2)_ 1
     x(7_4_2) c_l_successor(2_4)_ 1
     x(7_4_2) c_e_start(2_3)_ -13.760805333333334
     x(7_4_2) c_u_released(2_4)_ 21.863849999999999
     x(7_4_2) c_u_makespan(2)_ 13.760805333333334
     x(7_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(7_4_2) c_u_level_sum_ 55.043221333333335
     x(7_4_2) c_u_finish(1_2_4)_ 221.25132791666664
     x(7_4_2) c_u_finish(2_2_4)_ 218.45681124999999
     x(7_4_2) c_u_finish_cut(1)_ 35.624655333333337
     x(7_4_2) c_u_finish_cut(2)_ 35.624655333333337
     x(8_2_0) c_e_partition(1)_ 1
     x(8_2_0) c_e_partition(3)_ 1
     x(8_2_0) c_u_one_group(0_2)_ 1
     x(8_2_0) c_u_successor(0_2)_ -1
     x(8_2_0) c_u_one_last(0)_ 1
     x(8_2_0) c_e_start(0_1)_ -20.272639833333336
     x(8_2_0) c_u_released(0_2)_ 32.477483333333332
     x(8_2_0) c_u_makespan(0)_ 20.272639833333336
     x(8_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(8_2_0) c_u_level_sum_ 40.545279666666673
     x(8_2_0) c_u_finish(1_0_2)_ 221.53919773333334
     x(8_2_0) c_u_finish(3_0_2)_ 208.13104773333333
     x(8_2_0) c_u_finish_cut(1)_ 52.750123166666668
     x(8_2_0) c_u_finish_cut(3)_ 52.750123166666668
     x(8_2_1) c_e_partition(1)_ 1
     x(8_2_1) c_e_partition(3)_ 1
     x(8_2_1) c_u_one_group(1_2)_ 1
     x(8_2_1) c_u_successor(1_2)_ -1
     x(8_2_1) c_u_one_last(1)_ 1
     x(8_2_1) c_e_start(1_1)_ -27.905348833333335
     x(8_2_1) c_u_released(1_2)_ 32.477483333333332
     x(8_2_1) c_u_makespan(1)_ 27.905348833333335
     x(8_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(8_2_1) c_u_level_sum_ 55.81069766666667
     x(8_2_1) c_u_finish(1_1_2)_ 252.12129283333334
     x(8_2_1) c_u_finish(3_1_2)_ 238.71314283333334
     x(8_2_1) c_u_finish_cut(1)_ 60.382832166666667
     x(8_2_1) c_u_finish_cut(3)_ 60.382832166666667
     x(8_2_2) c_e_partition(1)_ 1
     x(8_2_2) c_e_partition(3)_ 1
     x(8_2_2) c_u_one_group(2_2)_ 1
     x(8_2_2) c_u_successor(2_2)_ -1
     x(8_2_2) c_u_one_last(2)_ 1
     x(8_2_2) c_e_start(2_1)_ -26.539505566666662
     x(8_2_2) c_u_released(2_2)_ 32.477483333333332
     x(8_2_2) c_u_makespan(2)_ 26.539505566666662
     x(8_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(8_2_2) c_u_level_sum_ 53.079011133333324
     x(8_2_2) c_u_finish(1_2_2)_ 234.03002814999996
     x(8_2_2) c_u_finish(3_2_2)_ 220.62187814999996
     x(8_2_2) c_u_finish_cut(1)_ 59.016988899999994
     x(8_2_2) c_u_finish_cut(3)_ 59.016988899999994
     x(8_3_0) c_e_partition(1)_ 1
     x(8_3_0) c_e_partition(3)_ 1
     x(8_3_0) c_u_one_group(0_3)_ 1
     x(8_3_0) c_u_successor(0_1)_ 1
     x(8_3_0) c_u_successor(0_3)_ -1
     x(8_3_0) c_e_start(0_2)_ -20.272639833333336
     x(8_3_0) c_u_released(0_3)_ 32.477483333333332
     x(8_3_0) c_u_makespan(0)_ 20.272639833333336
     x(8_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(8_3_0) c_u_level_sum_ 60.817919500000009
     x(8_3_0) c_u_finish(1_0_3)_ 221.53919773333334
     x(8_3_0) c_u_finish(3_0_3)_ 208.13104773333333
     x(8_3_0) c_u_finish_cut(1)_ 52.750123166666668
     x(8_3_0) c_u_finish_cut(3)_ 52.750123166666668
     x(8_3_1) c_e_partition(1)_ 1
     x(8_3_1) c_e_partition(3)_ 1
     x(8_3_1) c_u_one_group(1_3)_ 1
     x(8_3_1) c_u_successor(1_1)_ 1
     x(8_3_1) c_u_successor(1_3)_ -1
     x(8_3_1) c_e_start(1_2)_ -27.905348833333335
     x(8_3_1) c_u_released(1_3)_ 32.477483333333332
     x(8_3_1) c_u_makespan(1)_ 27.905348833333335
     x(8_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(8_3_1) c_u_level_sum_ 83.716046500000004
     x(8_3_1) c_u_finish(1_1_3)_ 252.12129283333334
     x(8_3_1) c_u_finish(3_1_3)_ 238.71314283333334
     x(8_3_1) c_u_finish_cut(1)_ 60.382832166666667
     x(8_3_1) c_u_finish_cut(3)_ 60.382832166666667
     x(8_3_2) c_e_partition(1)_ 1
     x(8_3_2) c_e_partition(3)_ 1
     x(8_3_2) c_u_one_group(2_3)_ 1
     x(8_3_2) c_u_successor(2_1)_ 1
     x(8_3_2) c_u_successor(2_3)_ -1
     x(8_3_2) c_e_start(2_2)_ -26.539505566666662
     x(8_3_2) c_u_released(2_3)_ 32.477483333333332
     x(8_3_2) c_u_makespan(2)_ 26.539505566666662
     x(8_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(8_3_2) c_u_level_sum_ 79.618516699999986
     x(8_3_2) c_u_finish(1_2_3)_ 234.03002814999996
     x(8_3_2) c_u_finish(3_2_3)_ 220.62187814999996
     x(8_3_2) c_u_finish_cut(1)_ 59.016988899999994
     x(8_3_2) c_u_finish_cut(3)_ 59.016988899999994
     x(8_4_0) c_e_partition(1)_ 1
     x(8_4_0) c_e_partition(3)_ 1
     x(8_4_0) c_u_one_group(0_4)_ 1
     x(8_4_0) c_u_successor(0_2)_ 1
     x(8_4_0) c_l_successor(0_4)_ 1
     x(8_4_0) c_e_start(0_3)_ -20.272639833333336
     x(8_4_0) c_u_released(0_4)_ 32.477483333333332
     x(8_4_0) c_u_makespan(0)_ 20.272639833333336
     x(8_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(8_4_0) c_u_level_sum_ 81.090559333333346
     x(8_4_0) c_u_finish(1_0_4)_ 221.53919773333334
     x(8_4_0) c_u_finish(3_0_4)_ 208.13104773333333
     x(8_4_0) c_u_finish_cut(1)_ 52.750123166666668
     x(8_4_0) c_u_finish_cut(3)_ 52.750123166666668
     x(8_4_1) c_e_partition(1)_ 1
     x(8_4_1) c_e_partition(3)_ 1
     x(8_4_1) c_u_one_group(1_4)_ 1
     x(8_4_1) c_u_successor(1_2)_ 1
     x(8_4_1) c_l_successor(1_4)_ 1
     x(8_4_1) c_e_start(1_3)_ -27.905348833333335
     x(8_4_1) c_u_released(1_4)_ 32.477483333333332
     x(8_4_1) c_u_makespan(1)_ 27.905348833333335
     x(8_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(8_4_1) c_u_level_sum_ 111.62139533333334
     x(8_4_1) c_u_finish(1_1_4)_ 252.12129283333334
     x(8_4_1) c_u_finish(3_1_4)_ 238.71314283333334
     x(8_4_1) c_u_finish_cut(1)_ 60.382832166666667
     x(8_4_1) c_u_finish_cut(3)_ 60.382832166666667
     x(8_4_2) c_e_partition(1)_ 1
     x(8_4_2) c_e_partition(3)_ 1
     x(8_4_2) c_u_one_group(2_4)_ 1
     x(8_4_2) c_u_successor(2_2)_ 1
     x(8_4_2) c_l_successor(2_4)_ 1
     x(8_4_2) c_e_start(2_3)_ -26.539505566666662
     x(8_4_2) c_u_released(2_4)_ 32.477483333333332
     x(8_4_2) c_u_makespan(2)_ 26.539505566666662
     x(8_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(8_4_2) c_u_level_sum_ 106.15802226666665
     x(8_4_2) c_u_finish(1_2_4)_ 234.03002814999996
     x(8_4_2) c_u_finish(3_2_4)_ 220.62187814999996
     x(8_4_2) c_u_finish_cut(1)_ 59.016988899999994
     x(8_4_2) c_u_finish_cut(3)_ 59.016988899999994
     x(9_2_0) c_e_partition(2)_ 1
     x(9_2_0) c_e_partition(3)_ 1
     x(9_2_0) c_u_one_group(0_2)_ 1
     x(9_2_0) c_u_successor(0_2)_ -1
     x(9_2_0) c_u_one_last(0)_ 1
     x(9_2_0) c_e_start(0_1)_ -26.296208666666665
     x(9_2_0) c_u_released(0_2)_ 32.477483333333332
     x(9_2_0) c_u_makespan(0)_ 26.296208666666665
     x(9_2_0) c_u_idle_before_group(0_2)_ -220.33589123333334
     x(9_2_0) c_u_level_sum_ 52.59241733333333
     x(9_2_0) c_u_finish(2_0_2)_ 224.76824990000003
     x(9_2_0) c_u_finish(3_0_2)_ 214.15461656666668
     x(9_2_0) c_u_finish_cut(2)_ 58.773691999999997
     x(9_2_0) c_u_finish_cut(3)_ 58.773691999999997
     x(9_2_1) c_e_partition(2)_ 1
     x(9_2_1) c_e_partition(3)_ 1
     x(9_2_1) c_u_one_group(1_2)_ 1
     x(9_2_1) c_u_successor(1_2)_ -1
     x(9_2_1) c_u_one_last(1)_ 1
     x(9_2_1) c_e_start(1_1)_ -26.466299333333332
     x(9_2_1) c_u_released(1_2)_ 32.477483333333332
     x(9_2_1) c_u_makespan(1)_ 26.466299333333332
     x(9_2_1) c_u_idle_before_group(1_2)_ -243.28527733333334
     x(9_2_1) c_u_level_sum_ 52.932598666666664
     x(9_2_1) c_u_finish(2_1_2)_ 247.88772666666665
     x(9_2_1) c_u_finish(3_1_2)_ 237.27409333333333
     x(9_2_1) c_u_finish_cut(2)_ 58.943782666666664
     x(9_2_1) c_u_finish_cut(3)_ 58.943782666666664
     x(9_2_2) c_e_partition(2)_ 1
     x(9_2_2) c_e_partition(3)_ 1
     x(9_2_2) c_u_one_group(2_2)_ 1
     x(9_2_2) c_u_successor(2_2)_ -1
     x(9_2_2) c_u_one_last(2)_ 1
     x(9_2_2) c_e_start(2_1)_ -26.274231066666669
     x(9_2_2) c_u_released(2_2)_ 32.477483333333332
     x(9_2_2) c_u_makespan(2)_ 26.274231066666669
     x(9_2_2) c_u_idle_before_group(2_2)_ -226.55985591666663
     x(9_2_2) c_u_level_sum_ 52.548462133333338
     x(9_2_2) c_u_finish(2_2_2)_ 230.97023698333331
     x(9_2_2) c_u_finish(3_2_2)_ 220.35660364999995
     x(9_2_2) c_u_finish_cut(2)_ 58.751714399999997
     x(9_2_2) c_u_finish_cut(3)_ 58.751714399999997
     x(9_3_0) c_e_partition(2)_ 1
     x(9_3_0) c_e_partition(3)_ 1
     x(9_3_0) c_u_one_group(0_3)_ 1
     x(9_3_0) c_u_successor(0_1)_ 1
     x(9_3_0) c_u_successor(0_3)_ -1
     x(9_3_0) c_e_start(0_2)_ -26.296208666666665
     x(9_3_0) c_u_released(0_3)_ 32.477483333333332
     x(9_3_0) c_u_makespan(0)_ 26.296208666666665
     x(9_3_0) c_u_idle_before_group(0_3)_ -220.33589123333334
     x(9_3_0) c_u_level_sum_ 78.888625999999988
     x(9_3_0) c_u_finish(2_0_3)_ 224.76824990000003
     x(9_3_0) c_u_finish(3_0_3)_ 214.15461656666668
     x(9_3_0) c_u_finish_cut(2)_ 58.773691999999997
     x(9_3_0) c_u_finish_cut(3)_ 58.773691999999997
     x(9_3_1) c_e_partition(2)_ 1
     x(9_3_1) c_e_partition(3)_ 1
     x(9_3_1) c_u_one_group(1_3)_ 1
     x(9_3_1) c_u_successor(1_1)_ 1
     x(9_3_1) c_u_successor(1_3)_ -1
     x(9_3_1) c_e_start(1_2)_ -26.466299333333332
     x(9_3_1) c_u_released(1_3)_ 32.477483333333332
     x(9_3_1) c_u_makespan(1)_ 26.466299333333332
     x(9_3_1) c_u_idle_before_group(1_3)_ -243.28527733333334
     x(9_3_1) c_u_level_sum_ 79.398898000000003
     x(9_3_1) c_u_finish(2_1_3)_ 247.88772666666665
     x(9_3_1) c_u_finish(3_1_3)_ 237.27409333333333
     x(9_3_1) c_u_finish_cut(2)_ 58.943782666666664
     x(9_3_1) c_u_finish_cut(3)_ 58.943782666666664
     x(9_3_2) c_e_partition(2)_ 1
     x(9_3_2) c_e_partition(3)_ 1
     x(9_3_2) c_u_one_group(2_3)_ 1
     x(9_3_2) c_u_successor(2_1)_ 1
     x(9_3_2) c_u_successor(2_3)_ -1
     x(9_3_2) c_e_start(2_2)_ -26.274231066666669
     x(9_3_2) c_u_released(2_3)_ 32.477483333333332
     x(9_3_2) c_u_makespan(2)_ 26.274231066666669
     x(9_3_2) c_u_idle_before_group(2_3)_ -226.55985591666663
     x(9_3_2) c_u_level_sum_ 78.822693200000003
     x(9_3_2) c_u_finish(2_2_3)_ 230.97023698333331
     x(9_3_2) c_u_finish(3_2_3)_ 220.35660364999995
     x(9_3_2) c_u_finish_cut(2)_ 58.751714399999997
     x(9_3_2) c_u_finish_cut(3)_ 58.751714399999997
     x(9_4_0) c_e_partition(2)_ 1
     x(9_4_0) c_e_partition(3)_ 1
     x(9_4_0) c_u_one_group(0_4)_ 1
     x(9_4_0) c_u_successor(0_2)_ 1
     x(9_4_0) c_l_successor(0_4)_ 1
     x(9_4_0) c_e_start(0_3)_ -26.296208666666665
     x(9_4_0) c_u_released(0_4)_ 32.477483333333332
     x(9_4_0) c_u_makespan(0)_ 26.296208666666665
     x(9_4_0) c_u_idle_before_group(0_4)_ -220.33589123333334
     x(9_4_0) c_u_level_sum_ 105.18483466666666
     x(9_4_0) c_u_finish(2_0_4)_ 224.76824990000003
     x(9_4_0) c_u_finish(3_0_4)_ 214.15461656666668
     x(9_4_0) c_u_finish_cut(2)_ 58.773691999999997
     x(9_4_0) c_u_finish_cut(3)_ 58.773691999999997
     x(9_4_1) c_e_partition(2)_ 1
     x(9_4_1) c_e_partition(3)_ 1
     x(9_4_1) c_u_one_group(1_4)_ 1
     x(9_4_1) c_u_successor(1_2)_ 1
     x(9_4_1) c_l_successor(1_4)_ 1
     x(9_4_1) c_e_start(1_3)_ -26.466299333333332
     x(9_4_1) c_u_released(1_4)_ 32.477483333333332
     x(9_4_1) c_u_makespan(1)_ 26.466299333333332
     x(9_4_1) c_u_idle_before_group(1_4)_ -243.28527733333334
     x(9_4_1) c_u_level_sum_ 105.86519733333333
     x(9_4_1) c_u_finish(2_1_4)_ 247.88772666666665
     x(9_4_1) c_u_finish(3_1_4)_ 237.27409333333333
     x(9_4_1) c_u_finish_cut(2)_ 58.943782666666664
     x(9_4_1) c_u_finish_cut(3)_ 58.943782666666664
     x(9_4_2) c_e_partition(2)_ 1
     x(9_4_2) c_e_partition(3)_ 1
     x(9_4_2) c_u_one_group(2_4)_ 1
     x(9_4_2) c_u_successor(2_2)_ 1
     x(9_4_2) c_l_successor(2_4)_ 1
     x(9_4_2) c_e_start(2_3)_ -26.274231066666669
     x(9_4_2) c_u_released(2_4)_ 32.477483333333332
     x(9_4_2) c_u_makespan(2)_ 26.274231066666669
     x(9_4_2) c_u_idle_before_group(2_4)_ -226.55985591666663
     x(9_4_2) c_u_level_sum_ 105.09692426666668
     x(9_4_2) c_u_finish(2_2_4)_ 230.97023698333331
     x(9_4_2) c_u_finish(3_2_4)_ 220.35660364999995
     x(9_4_2) c_u_finish_cut(2)_ 58.751714399999997
     x(9_4_2) c_u_finish_cut(3)_ 58.751714399999997
     I(0_1) c_e_start(0_1)_ -1
     I(0_1) c_u_makespan(0)_ 1
     I(0_1) c_u_idle_before_group(0_1)_ 1
     I(0_1) c_u_level_sum_ 1
     I(0_2) c_e_start(0_2)_ -1
     I(0_2) c_u_makespan(0)_ 1
     I(0_2) c_u_idle_before_group(0_2)_ 1
     I(0_2) c_u_level_sum_ 2
     I(0_3) c_e_start(0_3)_ -1
     I(0_3) c_u_makespan(0)_ 1
     I(0_3) c_u_idle_before_group(0_3)_ 1
     I(0_3) c_u_level_sum_ 3
     I(0_4) c_e_start(0_4)_ -1
     I(0_4) c_u_makespan(0)_ 1
     I(0_4) c_u_idle_before_group(0_4)_ 1
     I(0_4) c_u_level_sum_ 4
     I(1_1) c_e_start(1_1)_ -1
     I(1_1) c_u_makespan(1)_ 1
     I(1_1) c_u_idle_before_group(1_1)_ 1
     I(1_1) c_u_level_sum_ 1
     I(1_2) c_e_start(1_2)_ -1
     I(1_2) c_u_makespan(1)_ 1
     I(1_2) c_u_idle_before_group(1_2)_ 1
     I(1_2) c_u_level_sum_ 2
     I(1_3) c_e_start(1_3)_ -1
     I(1_3) c_u_makespan(1)_ 1
     I(1_3) c_u_idle_before_group(1_3)_ 1
     I(1_3) c_u_level_sum_ 3
     I(1_4) c_e_start(1_4)_ -1
     I(1_4) c_u_makespan(1)_ 1
     I(1_4) c_u_idle_before_group(1_4)_ 1
     I(1_4) c_u_level_sum_ 4
     I(2_1) c_e_start(2_1)_ -1
     I(2_1) c_u_makespan(2)_ 1
     I(2_1) c_u_idle_before_group(2_1)_ 1
     I(2_1) c_u_level_sum_ 1
     I(2_2) c_e_start(2_2)_ -1
     I(2_2) c_u_makespan(2)_ 1
     I(2_2) c_u_idle_before_group(2_2)_ 1
     I(2_2) c_u_level_sum_ 2
     I(2_3) c_e_start(2_3)_ -1
     I(2_3) c_u_makespan(2)_ 1
     I(2_3) c_u_idle_before_group(2_3)_ 1
     I(2_3) c_u_level_sum_ 3
     I(2_4) c_e_start(2_4)_ -1
     I(2_4) c_u_makespan(2)_ 1
     I(2_4) c_u_idle_before_group(2_4)_ 1
     I(2_4) c_u_level_sum_ 4
     S(0_1) c_e_start(0_1)_ 1
     S(0_1) c_u_released(0_1)_ -1
     S(0_1) c_u_finish(0_0_1)_ 1
     S(0_1) c_u_finish(1_0_1)_ 1
     S(0_1) c_u_finish(2_0_1)_ 1
     S(0_1) c_u_finish(3_0_1)_ 1
     S(0_2) c_e_start(0_1)_ -1
     S(0_2) c_e_start(0_2)_ 1
     S(0_2) c_u_released(0_2)_ -1
     S(0_2) c_u_finish(0_0_2)_ 1
     S(0_2) c_u_finish(1_0_2)_ 1
     S(0_2) c_u_finish(2_0_2)_ 1
     S(0_2) c_u_finish(3_0_2)_ 1
     S(0_3) c_e_start(0_2)_ -1
     S(0_3) c_e_start(0_3)_ 1
     S(0_3) c_u_released(0_3)_ -1
     S(0_3) c_u_finish(0_0_3)_ 1
     S(0_3) c_u_finish(1_0_3)_ 1
     S(0_3) c_u_finish(2_0_3)_ 1
     S(0_3) c_u_finish(3_0_3)_ 1
     S(0_4) c_e_start(0_3)_ -1
     S(0_4) c_e_start(0_4)_ 1
     S(0_4) c_u_released(0_4)_ -1
     S(0_4) c_u_finish(0_0_4)_ 1
     S(0_4) c_u_finish(1_0_4)_ 1
     S(0_4) c_u_finish(2_0_4)_ 1
     S(0_4) c_u_finish(3_0_4)_ 1
     S(1_1) c_e_start(1_1)_ 1
     S(1_1) c_u_released(1_1)_ -1
     S(1_1) c_u_finish(0_1_1)_ 1
     S(1_1) c_u_finish(1_1_1)_ 1
     S(1_1) c_u_finish(2_1_1)_ 1
     S(1_1) c_u_finish(3_1_1)_ 1
     S(1_2) c_e_start(1_1)_ -1
     S(1_2) c_e_start(1_2)_ 1
     S(1_2) c_u_released(1_2)_ -1
     S(1_2) c_u_finish(0_1_2)_ 1
     S(1_2) c_u_finish(1_1_2)_ 1
     S(1_2) c_u_finish(2_1_2)_ 1
     S(1_2) c_u_finish(3_1_2)_ 1
     S(1_3) c_e_start(1_2)_ -1
     S(1_3) c_e_start(1_3)_ 1
     S(1_3) c_u_released(1_3)_ -1
     S(1_3) c_u_finish(0_1_3)_ 1
     S(1_3) c_u_finish(1_1_3)_ 1
     S(1_3) c_u_finish(2_1_3)_ 1
     S(1_3) c_u_finish(3_1_3)_ 1
     S(1_4) c_e_start(1_3)_ -1
     S(1_4) c_e_start(1_4)_ 1
     S(1_4) c_u_released(1_4)_ -1
     S(1_4) c_u_finish(0_1_4)_ 1
     S(1_4) c_u_finish(1_1_4)_ 1
     S(1_4) c_u_finish(2_1_4)_ 1
     S(1_4) c_u_finish(3_1_4)_ 1
     S(2_1) c_e_start(2_1)_ 1
     S(2_1) c_u_released(2_1)_ -1
     S(2_1) c_u_finish(0_2_1)_ 1
     S(2_1) c_u_finish(1_2_1)_ 1
     S(2_1) c_u_finish(2_2_1)_ 1
     S(2_1) c_u_finish(3_2_1)_ 1
     S(2_2) c_e_start(2_1)_ -1
     S(2_2) c_e_start(2_2)_ 1
     S(2_2) c_u_released(2_2)_ -1
     S(2_2) c_u_finish(0_2_2)_ 1
     S(2_2) c_u_finish(1_2_2)_ 1
     S(2_2) c_u_finish(2_2_2)_ 1
     S(2_2) c_u_finish(3_2_2)_ 1
     S(2_3) c_e_start(2_2)_ -1
     S(2_3) c_e_start(2_3)_ 1
     S(2_3) c_u_released(2_3)_ -1
     S(2_3) c_u_finish(0_2_3)_ 1
     S(2_3) c_u_finish(1_2_3)_ 1
     S(2_3) c_u_finish(2_2_3)_ 1
     S(2_3) c_u_finish(3_2_3)_ 1
     S(2_4) c_e_start(2_3)_ -1
     S(2_4) c_e_start(2_4)_ 1
     S(2_4) c_u_released(2_4)_ -1
     S(2_4) c_u_finish(0_2_4)_ 1
     S(2_4) c_u_finish(1_2_4)_ 1
     S(2_4) c_u_finish(2_2_4)_ 1
     S(2_4) c_u_finish(3_2_4)_ 1
     C(0) value 0.0041666666666666666
     C(0) c_u_level_sum_ -1
     C(0) c_u_finish(0_0_1)_ -1
     C(0) c_u_finish(0_0_2)_ -1
     C(0) c_u_finish(0_0_3)_ -1
     C(0) c_u_finish(0_0_4)_ -1
     C(0) c_u_finish(0_1_1)_ -1
     C(0) c_u_finish(0_1_2)_ -1
     C(0) c_u_finish(0_1_3)_ -1
     C(0) c_u_finish(0_1_4)_ -1
     C(0) c_u_finish(0_2_1)_ -1
     C(0) c_u_finish(0_2_2)_ -1
     C(0) c_u_finish(0_2_3)_ -1
     C(0) c_u_finish(0_2_4)_ -1
     C(0) c_u_finish_cut(0)_ -1
     C(1) value 0.0041666666666666666
     C(1) c_u_level_sum_ -1
     C(1) c_u_finish(1_0_1)_ -1
     C(1) c_u_finish(1_0_2)_ -1
     C(1) c_u_finish(1_0_3)_ -1
     C(1) c_u_finish(1_0_4)_ -1
     C(1) c_u_finish(1_1_1)_ -1
     C(1) c_u_finish(1_1_2)_ -1
     C(1) c_u_finish(1_1_3)_ -1
     C(1) c_u_finish(1_1_4)_ -1
     C(1) c_u_finish(1_2_1)_ -1
     C(1) c_u_finish(1_2_2)_ -1
     C(1) c_u_finish(1_2_3)_ -1
     C(1) c_u_finish(1_2_4)_ -1
     C(1) c_u_finish_cut(1)_ -1
     C(1) c_u_late(1)_ 1
     C(2) value 0.0041666666666666666
     C(2) c_u_level_sum_ -1
     C(2) c_u_finish(2_0_1)_ -1
     C(2) c_u_finish(2_0_2)_ -1
     C(2) c_u_finish(2_0_3)_ -1
     C(2) c_u_finish(2_0_4)_ -1
     C(2) c_u_finish(2_1_1)_ -1
     C(2) c_u_finish(2_1_2)_ -1
     C(2) c_u_finish(2_1_3)_ -1
     C(2) c_u_finish(2_1_4)_ -1
     C(2) c_u_finish(2_2_1)_ -1
     C(2) c_u_finish(2_2_2)_ -1
     C(2) c_u_finish(2_2_3)_ -1
     C(2) c_u_finish(2_2_4)_ -1
     C(2) c_u_finish_cut(2)_ -1
     C(2) c_u_late(2)_ 1
     C(3) value 0.0041666666666666666
     C(3) c_u_level_sum_ -1
     C(3) c_u_finish(3_0_1)_ -1
     C(3) c_u_finish(3_0_2)_ -1
     C(3) c_u_finish(3_0_3)_ -1
     C(3) c_u_finish(3_0_4)_ -1
     C(3) c_u_finish(3_1_1)_ -1
     C(3) c_u_finish(3_1_2)_ -1
     C(3) c_u_finish(3_1_3)_ -1
     C(3) c_u_finish(3_1_4)_ -1
     C(3) c_u_finish(3_2_1)_ -1
     C(3) c_u_finish(3_2_2)_ -1
     C(3) c_u_finish(3_2_3)_ -1
     C(3) c_u_finish(3_2_4)_ -1
     C(3) c_u_finish_cut(3)_ -1
     C(3) c_u_late(3)_ 1
     u(1) value 0.25
     u(1) c_u_late(1)_ -181.08267733333335
     u(1) c_u_late_cut(1)_ -1
     u(2) value 0.25
     u(2) c_u_late(2)_ -134.37364400000001
     u(3) value 0.25
     u(3) c_u_late(3)_ -86.134810666666681
     ONE_VAR_CONSTANT value -0.34142097222222223
     ONE_VAR_CONSTANT c_e_ONE_VAR_CONSTANT 1
RHS
     RHS c_e_partition(0)_ 1
     RHS c_e_partition(1)_ 1
     RHS c_e_partition(2)_ 1
     RHS c_e_partition(3)_ 1
     RHS c_u_one_group(0_1)_ 1
     RHS c_u_one_group(0_2)_ 1
     RHS c_u_one_group(0_3)_ 1
     RHS c_u_one_group(0_4)_ 1
     RHS c_u_one_group(1_1)_ 1
     RHS c_u_one_group(1_2)_ 1
     RHS c_u_one_group(1_3)_ 1
     RHS c_u_one_group(1_4)_ 1
     RHS c_u_one_group(2_1)_ 1
     RHS c_u_one_group(2_2)_ 1
     RHS c_u_one_group(2_3)_ 1
     RHS c_u_one_group(2_4)_ 1
     RHS c_u_successor(0_1)_ 0
     RHS c_u_successor(0_2)_ 0
     RHS c_u_successor(0_3)_ 0
     RHS c_l_successor(0_4)_ 0
     RHS c_u_successor(1_1)_ 0
     RHS c_u_successor(1_2)_ 0
     RHS c_u_successor(1_3)_ 0
     RHS c_l_successor(1_4)_ 0
     RHS c_u_successor(2_1)_ 0
     RHS c_u_successor(2_2)_ 0
     RHS c_u_successor(2_3)_ 0
     RHS c_l_successor(2_4)_ 0
     RHS c_u_one_last(0)_ 1
     RHS c_u_one_last(1)_ 1
     RHS c_u_one_last(2)_ 1
     RHS c_e_start(0_1)_ 0
     RHS c_e_start(0_2)_ 0
     RHS c_e_start(0_3)_ 0
     RHS c_e_start(0_4)_ 0
     RHS c_e_start(1_1)_ 0
     RHS c_e_start(1_2)_ 0
     RHS c_e_start(1_3)_ 0
     RHS c_e_start(1_4)_ 0
     RHS c_e_start(2_1)_ 0
     RHS c_e_start(2_2)_ 0
     RHS c_e_start(2_3)_ 0
     RHS c_e_start(2_4)_ 0
     RHS c_u_released(0_1)_ 0
     RHS c_u_released(0_2)_ 0
     RHS c_u_released(0_3)_ 0
     RHS c_u_released(0_4)_ 0
     RHS c_u_released(1_1)_ 0
     RHS c_u_released(1_2)_ 0
     RHS c_u_released(1_3)_ 0
     RHS c_u_released(1_4)_ 0
     RHS c_u_released(2_1)_ 0
     RHS c_u_released(2_2)_ 0
     RHS c_u_released(2_3)_ 0
     RHS c_u_released(2_4)_ 0
     RHS c_u_makespan(0)_ 220.33589123333334
     RHS c_u_makespan(1)_ 243.28527733333334
     RHS c_u_makespan(2)_ 226.55985591666663
     RHS c_u_idle_before_group(0_1)_ 0
     RHS c_u_idle_before_group(0_2)_ 0
     RHS c_u_idle_before_group(0_3)_ 0
     RHS c_u_idle_before_group(0_4)_ 0
     RHS c_u_idle_before_group(1_1)_ 0
     RHS c_u_idle_before_group(1_2)_ 0
     RHS c_u_idle_before_group(1_3)_ 0
     RHS c_u_idle_before_group(1_4)_ 0
     RHS c_u_idle_before_group(2_1)_ 0
     RHS c_u_idle_before_group(2_2)_ 0
     RHS c_u_idle_before_group(2_3)_ 0
     RHS c_u_idle_before_group(2_4)_ 0
     RHS c_u_level_sum_ 0
     RHS c_u_finish(0_0_1)_ 211.80552456666666
     RHS c_u_finish(0_0_2)_ 211.80552456666666
     RHS c_u_finish(0_0_3)_ 211.80552456666666
     RHS c_u_finish(0_0_4)_ 211.80552456666666
     RHS c_u_finish(0_1_1)_ 234.75491066666666
     RHS c_u_finish(0_1_2)_ 234.75491066666666
     RHS c_u_finish(0_1_3)_ 234.75491066666666
     RHS c_u_finish(0_1_4)_ 234.75491066666666
     RHS c_u_finish(0_2_1)_ 218.02948924999995
     RHS c_u_finish(0_2_2)_ 218.02948924999995
     RHS c_u_finish(0_2_3)_ 218.02948924999995
     RHS c_u_finish(0_2_4)_ 218.02948924999995
     RHS c_u_finish(1_0_1)_ 201.26655790000001
     RHS c_u_finish(1_0_2)_ 201.26655790000001
     RHS c_u_finish(1_0_3)_ 201.26655790000001
     RHS c_u_finish(1_0_4)_ 201.26655790000001
     RHS c_u_finish(1_1_1)_ 224.21594400000001
     RHS c_u_finish(1_1_2)_ 224.21594400000001
     RHS c_u_finish(1_1_3)_ 224.21594400000001
     RHS c_u_finish(1_1_4)_ 224.21594400000001
     RHS c_u_finish(1_2_1)_ 207.4905225833333
     RHS c_u_finish(1_2_2)_ 207.4905225833333
     RHS c_u_finish(1_2_3)_ 207.4905225833333
     RHS c_u_finish(1_2_4)_ 207.4905225833333
     RHS c_u_finish(2_0_1)_ 198.47204123333336
     RHS c_u_finish(2_0_2)_ 198.47204123333336
     RHS c_u_finish(2_0_3)_ 198.47204123333336
     RHS c_u_finish(2_0_4)_ 198.47204123333336
     RHS c_u_finish(2_1_1)_ 221.42142733333333
     RHS c_u_finish(2_1_2)_ 221.42142733333333
     RHS c_u_finish(2_1_3)_ 221.42142733333333
     RHS c_u_finish(2_1_4)_ 221.42142733333333
     RHS c_u_finish(2_2_1)_ 204.69600591666665
     RHS c_u_finish(2_2_2)_ 204.69600591666665
     RHS c_u_finish(2_2_3)_ 204.69600591666665
     RHS c_u_finish(2_2_4)_ 204.69600591666665
     RHS c_u_finish(3_0_1)_ 187.8584079
     RHS c_u_finish(3_0_2)_ 187.8584079
     RHS c_u_finish(3_0_3)_ 187.8584079
     RHS c_u_finish(3_0_4)_ 187.8584079
     RHS c_u_finish(3_1_1)_ 210.807794
     RHS c_u_finish(3_1_2)_ 210.807794
     RHS c_u_finish(3_1_3)_ 210.807794
     RHS c_u_finish(3_1_4)_ 210.807794
     RHS c_u_finish(3_2_1)_ 194.0823725833333
     RHS c_u_finish(3_2_2)_ 194.0823725833333
     RHS c_u_finish(3_2_3)_ 194.0823725833333
     RHS c_u_finish(3_2_4)_ 194.0823725833333
     RHS c_u_finish_cut(0)_ 0
     RHS c_u_finish_cut(1)_ 0
     RHS c_u_finish_cut(2)_ 0
     RHS c_u_finish_cut(3)_ 0
     RHS c_u_late(1)_ 62.202599999999997
     RHS c_u_late(2)_ 108.91163333333334
     RHS c_u_late(3)_ 157.15046666666666
     RHS c_u_late_cut(1)_ 0
     RHS c_e_ONE_VAR_CONSTANT 1
BOUNDS
 BV BOUND x(0_1_0)
 BV BOUND x(0_1_1)
 BV BOUND x(0_1_2)
 BV BOUND x(0_2_0)
 BV BOUND x(0_2_1)
 BV BOUND x(0_2_2)
 BV BOUND x(0_3_0)
 BV BOUND x(0_3_1)
 BV BOUND x(0_3_2)
 BV BOUND x(0_4_0)
 BV BOUND x(0_4_1)
 BV BOUND x(0_4_2)
 BV BOUND x(1_1_0)
 BV BOUND x(1_1_1)
 BV BOUND x(1_1_2)
 BV BOUND x(1_2_0)
 BV BOUND x(1_2_1)
 BV BOUND x(1_2_2)
 BV BOUND x(1_3_0)
 BV BOUND x(1_3_1)
 BV BOUND x(1_3_2)
 BV BOUND x(1_4_0)
 BV BOUND x(1_4_1)
 BV BOUND x(1_4_2)
 BV BOUND x(2_1_0)
 BV BOUND x(2_1_1)
 BV BOUND x(2_1_2)
 BV BOUND x(2_2_0)
 BV BOUND x(2_2_1)
 BV BOUND x(2_2_2)
 BV BOUND x(2_3_0)
 BV BOUND x(2_3_1)
 BV BOUND x(2_3_2)
 BV BOUND x(2_4_0)
 BV BOUND x(2_4_1)
 BV BOUND x(2_4_2)
 BV BOUND x(3_1_0)
 BV BOUND x(3_1_1)
 BV BOUND x(3_1_2)
 BV BOUND x(3_2_0)
 BV BOUND x(3_2_1)
 BV BOUND x(3_2_2)
 BV BOUND x(3_3_0)
 BV BOUND x(3_3_1)
 BV BOUND x(3_3_2)
 BV BOUND x(3_4_0)
 BV BOUND x(3_4_1)
 BV BOUND x(3_4_2)
 BV BOUND x(4_2_0)
 BV BOUND x(4_2_1)
 BV BOUND x(4_2_2)
 BV BOUND x(4_3_0)
 BV BOUND x(4_3_1)
 BV BOUND x(4_3_2)
 BV BOUND x(4_4_0)
 BV BOUND x(4_4_1)
 BV BOUND x(4_4_2)
 BV BOUND x(5_2_0)
 BV BOUND x(5_2_1)
 BV BOUND x(5_2_2)
 BV BOUND x(5_3_0)
 BV BOUND x(5_3_1)
 BV BOUND x(5_3_2)
 BV BOUND x(5_4_0)
 BV BOUND x(5_4_1)
 BV BOUND x(5_4_2)
 BV BOUND x(6_2_0)
 BV BOUND x(6_2_1)
 BV BOUND x(6_2_2)
 BV BOUND x(6_3_0)
 BV BOUND x(6_3_1)
 BV BOUND x(6_3_2)
 BV BOUND x(6_4_0)
 BV BOUND x(6_4_1)
 BV BOUND x(6_4_2)
 BV BOUND x(7_2_0)
 BV BOUND x(7_2_1)
 BV BOUND x(7_2_2)
 BV BOUND x(7_3_0)
 BV BOUND x(7_3_1)
 BV BOUND x(7_3_2)
 BV BOUND x(7_4_0)
 BV BOUND x(7_4_1)
 BV BOUND x(7_4_2)
 BV BOUND x(8_2_0)
 BV BOUND x(8_2_1)
 BV BOUND x(8_2_2)
 BV BOUND x(8_3_0)
 BV BOUND x(8_3_1)
 BV BOUND x(8_3_2)
 BV BOUND x(8_4_0)
 BV BOUND x(8_4_1)
 BV BOUND x(8_4_2)
 BV BOUND x(9_2_0)
 BV BOUND x(9_2_1)
 BV BOUND x(9_2_2)
 BV BOUND x(9_3_0)
 BV BOUND x(9_3_1)
 BV BOUND x(9_3_2)
 BV BOUND x(9_4_0)
 BV BOUND x(9_4_1)
 BV BOUND x(9_4_2)
 LO BOUND I(0_1) 0
 UP BOUND I(0_1) 220.33589123333334
 LO BOUND I(0_2) 0
 UP BOUND I(0_2) 220.33589123333334
 LO BOUND I(0_3) 0
 UP BOUND I(0_3) 220.33589123333334
 LO BOUND I(0_4) 0
 UP BOUND I(0_4) 220.33589123333334
 LO BOUND I(1_1) 0
 UP BOUND I(1_1) 243.28527733333334
 LO BOUND I(1_2) 0
 UP BOUND I(1_2) 243.28527733333334
 LO BOUND I(1_3) 0
 UP BOUND I(1_3) 243.28527733333334
 LO BOUND I(1_4) 0
 UP BOUND I(1_4) 243.28527733333334
 LO BOUND I(2_1) 0
 UP BOUND I(2_1) 226.55985591666663
 LO BOUND I(2_2) 0
 UP BOUND I(2_2) 226.55985591666663
 LO BOUND I(2_3) 0
 UP BOUND I(2_3) 226.55985591666663
 LO BOUND I(2_4) 0
 UP BOUND I(2_4) 226.55985591666663
 LO BOUND S(0_1) 0
 UP BOUND S(0_1) 220.33589123333334
 LO BOUND S(0_2) 0
 UP BOUND S(0_2) 220.33589123333334
 LO BOUND S(0_3) 0
 UP BOUND S(0_3) 220.33589123333334
 LO BOUND S(0_4) 0
 UP BOUND S(0_4) 220.33589123333334
 LO BOUND S(1_1) 0
 UP BOUND S(1_1) 243.28527733333334
 LO BOUND S(1_2) 0
 UP BOUND S(1_2) 243.28527733333334
 LO BOUND S(1_3) 0
 UP BOUND S(1_3) 243.28527733333334
 LO BOUND S(1_4) 0
 UP BOUND S(1_4) 243.28527733333334
 LO BOUND S(2_1) 0
 UP BOUND S(2_1) 226.55985591666663
 LO BOUND S(2_2) 0
 UP BOUND S(2_2) 226.55985591666663
 LO BOUND S(2_3) 0
 UP BOUND S(2_3) 226.55985591666663
 LO BOUND S(2_4) 0
 UP BOUND S(2_4) 226.55985591666663
 LO BOUND C(0) 8.5303666666666675
 UP BOUND C(0) 243.28527733333334
 LO BOUND C(1) 19.069333333333336
 UP BOUND C(1) 243.28527733333334
 LO BOUND C(2) 21.863849999999999
 UP BOUND C(2) 243.28527733333334
 LO BOUND C(3) 32.477483333333332
 UP BOUND C(3) 243.28527733333334
 BV BOUND u(1)
 BV BOUND u(2)
 BV BOUND u(3)
ENDATA
