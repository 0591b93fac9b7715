* schedbench instance library: cuckoo-joint-n4-s0-119fd01634ff3088
* problem cuckoo-joint: CUCKOO (SoCC '25), Sec. 3.3.1, Eq. 2-10 (with Sec. 3.3.2-3.3.4 and Sec. 4)
* instance 119fd01634ff3088 (instances/cuckoo-joint-n4-s0-119fd01634ff3088.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-joint-119fd01634ff3088
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
 L  c_u_late(0)_
 L  c_u_late(1)_
 L  c_u_late(2)_
 L  c_u_late(3)_
 L  c_u_late_cut(3)_
 E  c_e_ONE_VAR_CONSTANT
COLUMNS
     x(0_1_0) c_e_partition(0)_ 1
     x(0_1_0) c_u_one_group(0_1)_ 1
     x(0_1_0) c_u_successor(0_1)_ -1
     x(0_1_0) c_u_one_last(0)_ 1
     x(0_1_0) c_u_released(0_1)_ 10.616033333333332
     x(0_1_0) c_u_makespan(0)_ 22.575692650000004
     x(0_1_0) c_u_idle_before_group(0_1)_ -343.09310595000005
     x(0_1_0) c_u_level_sum_ 22.575692650000004
     x(0_1_0) c_u_finish(0_0_1)_ 355.05276526666671
     x(0_1_0) c_u_finish_cut(0)_ 33.191725983333335
     x(0_1_1) c_e_partition(0)_ 1
     x(0_1_1) c_u_one_group(1_1)_ 1
     x(0_1_1) c_u_successor(1_1)_ -1
     x(0_1_1) c_u_one_last(1)_ 1
     x(0_1_1) c_u_released(1_1)_ 10.616033333333332
     x(0_1_1) c_u_makespan(1)_ 22.824427350000001
     x(0_1_1) c_u_idle_before_group(1_1)_ -362.88913444999997
     x(0_1_1) c_u_level_sum_ 22.824427350000001
     x(0_1_1) c_u_finish(0_1_1)_ 375.09752846666663
     x(0_1_1) c_u_finish_cut(0)_ 33.440460683333335
     x(0_1_2) c_e_partition(0)_ 1
     x(0_1_2) c_u_one_group(2_1)_ 1
     x(0_1_2) c_u_successor(2_1)_ -1
     x(0_1_2) c_u_one_last(2)_ 1
     x(0_1_2) c_u_released(2_1)_ 10.616033333333332
     x(0_1_2) c_u_makespan(2)_ 22.589377083333332
     x(0_1_2) c_u_idle_before_group(2_1)_ -341.50495251666666
     x(0_1_2) c_u_level_sum_ 22.589377083333332
     x(0_1_2) c_u_finish(0_2_1)_ 353.47829626666663
     x(0_1_2) c_u_finish_cut(0)_ 33.205410416666666
     x(0_2_0) c_e_partition(0)_ 1
     x(0_2_0) c_u_one_group(0_2)_ 1
     x(0_2_0) c_u_successor(0_1)_ 1
     x(0_2_0) c_u_successor(0_2)_ -1
     x(0_2_0) c_e_start(0_1)_ -22.575692650000004
     x(0_2_0) c_u_released(0_2)_ 10.616033333333332
     x(0_2_0) c_u_makespan(0)_ 22.575692650000004
     x(0_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(0_2_0) c_u_level_sum_ 45.151385300000008
     x(0_2_0) c_u_finish(0_0_2)_ 355.05276526666671
     x(0_2_0) c_u_finish_cut(0)_ 33.191725983333335
     x(0_2_1) c_e_partition(0)_ 1
     x(0_2_1) c_u_one_group(1_2)_ 1
     x(0_2_1) c_u_successor(1_1)_ 1
     x(0_2_1) c_u_successor(1_2)_ -1
     x(0_2_1) c_e_start(1_1)_ -22.824427350000001
     x(0_2_1) c_u_released(1_2)_ 10.616033333333332
     x(0_2_1) c_u_makespan(1)_ 22.824427350000001
     x(0_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(0_2_1) c_u_level_sum_ 45.648854700000001
     x(0_2_1) c_u_finish(0_1_2)_ 375.09752846666663
     x(0_2_1) c_u_finish_cut(0)_ 33.440460683333335
     x(0_2_2) c_e_partition(0)_ 1
     x(0_2_2) c_u_one_group(2_2)_ 1
     x(0_2_2) c_u_successor(2_1)_ 1
     x(0_2_2) c_u_successor(2_2)_ -1
     x(0_2_2) c_e_start(2_1)_ -22.589377083333332
     x(0_2_2) c_u_released(2_2)_ 10.616033333333332
     x(0_2_2) c_u_makespan(2)_ 22.589377083333332
     x(0_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(0_2_2) c_u_level_sum_ 45.178754166666664
     x(0_2_2) c_u_finish(0_2_2)_ 353.47829626666663
     x(0_2_2) c_u_finish_cut(0)_ 33.205410416666666
     x(0_3_0) c_e_partition(0)_ 1
     x(0_3_0) c_u_one_group(0_3)_ 1
     x(0_3_0) c_u_successor(0_2)_ 1
     x(0_3_0) c_u_successor(0_3)_ -1
     x(0_3_0) c_e_start(0_2)_ -22.575692650000004
     x(0_3_0) c_u_released(0_3)_ 10.616033333333332
     x(0_3_0) c_u_makespan(0)_ 22.575692650000004
     x(0_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(0_3_0) c_u_level_sum_ 67.727077950000009
     x(0_3_0) c_u_finish(0_0_3)_ 355.05276526666671
     x(0_3_0) c_u_finish_cut(0)_ 33.191725983333335
     x(0_3_1) c_e_partition(0)_ 1
     x(0_3_1) c_u_one_group(1_3)_ 1
     x(0_3_1) c_u_successor(1_2)_ 1
     x(0_3_1) c_u_successor(1_3)_ -1
     x(0_3_1) c_e_start(1_2)_ -22.824427350000001
     x(0_3_1) c_u_released(1_3)_ 10.616033333333332
     x(0_3_1) c_u_makespan(1)_ 22.824427350000001
     x(0_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(0_3_1) c_u_level_sum_ 68.473282049999995
     x(0_3_1) c_u_finish(0_1_3)_ 375.09752846666663
     x(0_3_1) c_u_finish_cut(0)_ 33.440460683333335
     x(0_3_2) c_e_partition(0)_ 1
     x(0_3_2) c_u_one_group(2_3)_ 1
     x(0_3_2) c_u_successor(2_2)_ 1
     x(0_3_2) c_u_successor(2_3)_ -1
     x(0_3_2) c_e_start(2_2)_ -22.589377083333332
     x(0_3_2) c_u_released(2_3)_ 10.616033333333332
     x(0_3_2) c_u_makespan(2)_ 22.589377083333332
     x(0_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(0_3_2) c_u_level_sum_ 67.768131249999996
     x(0_3_2) c_u_finish(0_2_3)_ 353.47829626666663
     x(0_3_2) c_u_finish_cut(0)_ 33.205410416666666
     x(0_4_0) c_e_partition(0)_ 1
     x(0_4_0) c_u_one_group(0_4)_ 1
     x(0_4_0) c_u_successor(0_3)_ 1
     x(0_4_0) c_l_successor(0_4)_ 1
     x(0_4_0) c_e_start(0_3)_ -22.575692650000004
     x(0_4_0) c_u_released(0_4)_ 10.616033333333332
     x(0_4_0) c_u_makespan(0)_ 22.575692650000004
     x(0_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(0_4_0) c_u_level_sum_ 90.302770600000017
     x(0_4_0) c_u_finish(0_0_4)_ 355.05276526666671
     x(0_4_0) c_u_finish_cut(0)_ 33.191725983333335
     x(0_4_1) c_e_partition(0)_ 1
     x(0_4_1) c_u_one_group(1_4)_ 1
     x(0_4_1) c_u_successor(1_3)_ 1
     x(0_4_1) c_l_successor(1_4)_ 1
     x(0_4_1) c_e_start(1_3)_ -22.824427350000001
     x(0_4_1) c_u_released(1_4)_ 10.616033333333332
     x(0_4_1) c_u_makespan(1)_ 22.824427350000001
     x(0_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(0_4_1) c_u_level_sum_ 91.297709400000002
     x(0_4_1) c_u_finish(0_1_4)_ 375.09752846666663
     x(0_4_1) c_u_finish_cut(0)_ 33.440460683333335
     x(0_4_2) c_e_partition(0)_ 1
     x(0_4_2) c_u_one_group(2_4)_ 1
     x(0_4_2) c_u_successor(2_3)_ 1
     x(0_4_2) c_l_successor(2_4)_ 1
     x(0_4_2) c_e_start(2_3)_ -22.589377083333332
     x(0_4_2) c_u_released(2_4)_ 10.616033333333332
     x(0_4_2) c_u_makespan(2)_ 22.589377083333332
     x(0_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(0_4_2) c_u_level_sum_ 90.357508333333328
     x(0_4_2) c_u_finish(0_2_4)_ 353.47829626666663
     x(0_4_2) c_u_finish_cut(0)_ 33.205410416666666
     x(1_1_0) c_e_partition(1)_ 1
     x(1_1_0) c_u_one_group(0_1)_ 1
     x(1_1_0) c_u_successor(0_1)_ -1
     x(1_1_0) c_u_one_last(0)_ 1
     x(1_1_0) c_u_released(0_1)_ 16.942133333333334
     x(1_1_0) c_u_makespan(0)_ 51.868074833333331
     x(1_1_0) c_u_idle_before_group(0_1)_ -343.09310595000005
     x(1_1_0) c_u_level_sum_ 51.868074833333331
     x(1_1_0) c_u_finish(1_0_1)_ 378.01904745000002
     x(1_1_0) c_u_finish_cut(1)_ 68.810208166666669
     x(1_1_1) c_e_partition(1)_ 1
     x(1_1_1) c_u_one_group(1_1)_ 1
     x(1_1_1) c_u_successor(1_1)_ -1
     x(1_1_1) c_u_one_last(1)_ 1
     x(1_1_1) c_u_released(1_1)_ 16.942133333333334
     x(1_1_1) c_u_makespan(1)_ 58.116845883333333
     x(1_1_1) c_u_idle_before_group(1_1)_ -362.88913444999997
     x(1_1_1) c_u_level_sum_ 58.116845883333333
     x(1_1_1) c_u_finish(1_1_1)_ 404.06384699999995
     x(1_1_1) c_u_finish_cut(1)_ 75.058979216666671
     x(1_1_2) c_e_partition(1)_ 1
     x(1_1_2) c_u_one_group(2_1)_ 1
     x(1_1_2) c_u_successor(2_1)_ -1
     x(1_1_2) c_u_one_last(2)_ 1
     x(1_1_2) c_u_released(2_1)_ 16.942133333333334
     x(1_1_2) c_u_makespan(2)_ 51.060899999999997
     x(1_1_2) c_u_idle_before_group(2_1)_ -341.50495251666666
     x(1_1_2) c_u_level_sum_ 51.060899999999997
     x(1_1_2) c_u_finish(1_2_1)_ 375.62371918333332
     x(1_1_2) c_u_finish_cut(1)_ 68.003033333333335
     x(1_2_0) c_e_partition(1)_ 1
     x(1_2_0) c_u_one_group(0_2)_ 1
     x(1_2_0) c_u_successor(0_1)_ 1
     x(1_2_0) c_u_successor(0_2)_ -1
     x(1_2_0) c_e_start(0_1)_ -51.868074833333331
     x(1_2_0) c_u_released(0_2)_ 16.942133333333334
     x(1_2_0) c_u_makespan(0)_ 51.868074833333331
     x(1_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(1_2_0) c_u_level_sum_ 103.73614966666666
     x(1_2_0) c_u_finish(1_0_2)_ 378.01904745000002
     x(1_2_0) c_u_finish_cut(1)_ 68.810208166666669
     x(1_2_1) c_e_partition(1)_ 1
     x(1_2_1) c_u_one_group(1_2)_ 1
     x(1_2_1) c_u_successor(1_1)_ 1
     x(1_2_1) c_u_successor(1_2)_ -1
     x(1_2_1) c_e_start(1_1)_ -58.116845883333333
     x(1_2_1) c_u_released(1_2)_ 16.942133333333334
     x(1_2_1) c_u_makespan(1)_ 58.116845883333333
     x(1_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(1_2_1) c_u_level_sum_ 116.23369176666667
     x(1_2_1) c_u_finish(1_1_2)_ 404.06384699999995
     x(1_2_1) c_u_finish_cut(1)_ 75.058979216666671
     x(1_2_2) c_e_partition(1)_ 1
     x(1_2_2) c_u_one_group(2_2)_ 1
     x(1_2_2) c_u_successor(2_1)_ 1
     x(1_2_2) c_u_successor(2_2)_ -1
     x(1_2_2) c_e_start(2_1)_ -51.060899999999997
     x(1_2_2) c_u_released(2_2)_ 16.942133333333334
     x(1_2_2) c_u_makespan(2)_ 51.060899999999997
     x(1_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(1_2_2) c_u_level_sum_ 102.12179999999999
     x(1_2_2) c_u_finish(1_2_2)_ 375.62371918333332
     x(1_2_2) c_u_finish_cut(1)_ 68.003033333333335
     x(1_3_0) c_e_partition(1)_ 1
     x(1_3_0) c_u_one_group(0_3)_ 1
     x(1_3_0) c_u_successor(0_2)_ 1
     x(1_3_0) c_u_successor(0_3)_ -1
     x(1_3_0) c_e_start(0_2)_ -51.868074833333331
     x(1_3_0) c_u_released(0_3)_ 16.942133333333334
     x(1_3_0) c_u_makespan(0)_ 51.868074833333331
     x(1_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(1_3_0) c_u_level_sum_ 155.60422449999999
     x(1_3_0) c_u_finish(1_0_3)_ 378.01904745000002
     x(1_3_0) c_u_finish_cut(1)_ 68.810208166666669
     x(1_3_1) c_e_partition(1)_ 1
     x(1_3_1) c_u_one_group(1_3)_ 1
     x(1_3_1) c_u_successor(1_2)_ 1
     x(1_3_1) c_u_successor(1_3)_ -1
     x(1_3_1) c_e_start(1_2)_ -58.116845883333333
     x(1_3_1) c_u_released(1_3)_ 16.942133333333334
     x(1_3_1) c_u_makespan(1)_ 58.116845883333333
     x(1_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(1_3_1) c_u_level_sum_ 174.35053765000001
     x(1_3_1) c_u_finish(1_1_3)_ 404.06384699999995
     x(1_3_1) c_u_finish_cut(1)_ 75.058979216666671
     x(1_3_2) c_e_partition(1)_ 1
     x(1_3_2) c_u_one_group(2_3)_ 1
     x(1_3_2) c_u_successor(2_2)_ 1
     x(1_3_2) c_u_successor(2_3)_ -1
     x(1_3_2) c_e_start(2_2)_ -51.060899999999997
     x(1_3_2) c_u_released(2_3)_ 16.942133333333334
     x(1_3_2) c_u_makespan(2)_ 51.060899999999997
     x(1_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(1_3_2) c_u_level_sum_ 153.18269999999998
     x(1_3_2) c_u_finish(1_2_3)_ 375.62371918333332
     x(1_3_2) c_u_finish_cut(1)_ 68.003033333333335
     x(1_4_0) c_e_partition(1)_ 1
     x(1_4_0) c_u_one_group(0_4)_ 1
     x(1_4_0) c_u_successor(0_3)_ 1
     x(1_4_0) c_l_successor(0_4)_ 1
     x(1_4_0) c_e_start(0_3)_ -51.868074833333331
     x(1_4_0) c_u_released(0_4)_ 16.942133333333334
     x(1_4_0) c_u_makespan(0)_ 51.868074833333331
     x(1_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(1_4_0) c_u_level_sum_ 207.47229933333332
     x(1_4_0) c_u_finish(1_0_4)_ 378.01904745000002
     x(1_4_0) c_u_finish_cut(1)_ 68.810208166666669
     x(1_4_1) c_e_partition(1)_ 1
     x(1_4_1) c_u_one_group(1_4)_ 1
     x(1_4_1) c_u_successor(1_3)_ 1
     x(1_4_1) c_l_successor(1_4)_ 1
     x(1_4_1) c_e_start(1_3)_ -58.116845883333333
     x(1_4_1) c_u_released(1_4)_ 16.942133333333334
     x(1_4_1) c_u_makespan(1)_ 58.116845883333333
     x(1_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(1_4_1) c_u_level_sum_ 232.46738353333333
     x(1_4_1) c_u_finish(1_1_4)_ 404.06384699999995
     x(1_4_1) c_u_finish_cut(1)_ 75.058979216666671
     x(1_4_2) c_e_partition(1)_ 1
     x(1_4_2) c_u_one_group(2_4)_ 1
     x(1_4_2) c_u_successor(2_3)_ 1
     x(1_4_2) c_l_successor(2_4)_ 1
     x(1_4_2) c_e_start(2_3)_ -51.060899999999997
     x(1_4_2) c_u_released(2_4)_ 16.942133333333334
     x(1_4_2) c_u_makespan(2)_ 51.060899999999997
     x(1_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(1_4_2) c_u_level_sum_ 204.24359999999999
     x(1_4_2) c_u_finish(1_2_4)_ 375.62371918333332
     x(1_4_2) c_u_finish_cut(1)_ 68.003033333333335
     x(2_1_0) c_e_partition(2)_ 1
     x(2_1_0) c_u_one_group(0_1)_ 1
     x(2_1_0) c_u_successor(0_1)_ -1
     x(2_1_0) c_u_one_last(0)_ 1
     x(2_1_0) c_u_released(0_1)_ 17.349566666666664
     x(2_1_0) c_u_makespan(0)_ 42.170488616666674
     x(2_1_0) c_u_idle_before_group(0_1)_ -343.09310595000005
     x(2_1_0) c_u_level_sum_ 42.170488616666674
     x(2_1_0) c_u_finish(2_0_1)_ 367.91402790000006
     x(2_1_0) c_u_finish_cut(2)_ 59.520055283333335
     x(2_1_1) c_e_partition(2)_ 1
     x(2_1_1) c_u_one_group(1_1)_ 1
     x(2_1_1) c_u_successor(1_1)_ -1
     x(2_1_1) c_u_one_last(1)_ 1
     x(2_1_1) c_u_released(1_1)_ 17.349566666666664
     x(2_1_1) c_u_makespan(1)_ 42.71179896666667
     x(2_1_1) c_u_idle_before_group(1_1)_ -362.88913444999997
     x(2_1_1) c_u_level_sum_ 42.71179896666667
     x(2_1_1) c_u_finish(2_1_1)_ 388.25136674999999
     x(2_1_1) c_u_finish_cut(2)_ 60.061365633333338
     x(2_1_2) c_e_partition(2)_ 1
     x(2_1_2) c_u_one_group(2_1)_ 1
     x(2_1_2) c_u_successor(2_1)_ -1
     x(2_1_2) c_u_one_last(2)_ 1
     x(2_1_2) c_u_released(2_1)_ 17.349566666666664
     x(2_1_2) c_u_makespan(2)_ 42.100521516666667
     x(2_1_2) c_u_idle_before_group(2_1)_ -341.50495251666666
     x(2_1_2) c_u_level_sum_ 42.100521516666667
     x(2_1_2) c_u_finish(2_2_1)_ 366.25590736666669
     x(2_1_2) c_u_finish_cut(2)_ 59.450088183333335
     x(2_2_0) c_e_partition(2)_ 1
     x(2_2_0) c_u_one_group(0_2)_ 1
     x(2_2_0) c_u_successor(0_1)_ 1
     x(2_2_0) c_u_successor(0_2)_ -1
     x(2_2_0) c_e_start(0_1)_ -42.170488616666674
     x(2_2_0) c_u_released(0_2)_ 17.349566666666664
     x(2_2_0) c_u_makespan(0)_ 42.170488616666674
     x(2_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(2_2_0) c_u_level_sum_ 84.340977233333348
     x(2_2_0) c_u_finish(2_0_2)_ 367.91402790000006
     x(2_2_0) c_u_finish_cut(2)_ 59.520055283333335
     x(2_2_1) c_e_partition(2)_ 1
     x(2_2_1) c_u_one_group(1_2)_ 1
     x(2_2_1) c_u_successor(1_1)_ 1
     x(2_2_1) c_u_successor(1_2)_ -1
     x(2_2_1) c_e_start(1_1)_ -42.71179896666667
     x(2_2_1) c_u_released(1_2)_ 17.349566666666664
     x(2_2_1) c_u_makespan(1)_ 42.71179896666667
     x(2_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(2_2_1) c_u_level_sum_ 85.42359793333334
     x(2_2_1) c_u_finish(2_1_2)_ 388.25136674999999
     x(2_2_1) c_u_finish_cut(2)_ 60.061365633333338
     x(2_2_2) c_e_partition(2)_ 1
     x(2_2_2) c_u_one_group(2_2)_ 1
     x(2_2_2) c_u_successor(2_1)_ 1
     x(2_2_2) c_u_successor(2_2)_ -1
     x(2_2_2) c_e_start(2_1)_ -42.100521516666667
     x(2_2_2) c_u_released(2_2)_ 17.349566666666664
     x(2_2_2) c_u_makespan(2)_ 42.100521516666667
     x(2_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(2_2_2) c_u_level_sum_ 84.201043033333335
     x(2_2_2) c_u_finish(2_2_2)_ 366.25590736666669
     x(2_2_2) c_u_finish_cut(2)_ 59.450088183333335
     x(2_3_0) c_e_partition(2)_ 1
     x(2_3_0) c_u_one_group(0_3)_ 1
     x(2_3_0) c_u_successor(0_2)_ 1
     x(2_3_0) c_u_successor(0_3)_ -1
     x(2_3_0) c_e_start(0_2)_ -42.170488616666674
     x(2_3_0) c_u_released(0_3)_ 17.349566666666664
     x(2_3_0) c_u_makespan(0)_ 42.170488616666674
     x(2_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(2_3_0) c_u_level_sum_ 126.51146585000002
     x(2_3_0) c_u_finish(2_0_3)_ 367.91402790000006
     x(2_3_0) c_u_finish_cut(2)_ 59.520055283333335
     x(2_3_1) c_e_partition(2)_ 1
     x(2_3_1) c_u_one_group(1_3)_ 1
     x(2_3_1) c_u_successor(1_2)_ 1
     x(2_3_1) c_u_successor(1_3)_ -1
     x(2_3_1) c_e_start(1_2)_ -42.71179896666667
     x(2_3_1) c_u_released(1_3)_ 17.349566666666664
     x(2_3_1) c_u_makespan(1)_ 42.71179896666667
     x(2_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(2_3_1) c_u_level_sum_ 128.13539690000002
     x(2_3_1) c_u_finish(2_1_3)_ 388.25136674999999
     x(2_3_1) c_u_finish_cut(2)_ 60.061365633333338
     x(2_3_2) c_e_partition(2)_ 1
     x(2_3_2) c_u_one_group(2_3)_ 1
     x(2_3_2) c_u_successor(2_2)_ 1
     x(2_3_2) c_u_successor(2_3)_ -1
     x(2_3_2) c_e_start(2_2)_ -42.100521516666667
     x(2_3_2) c_u_released(2_3)_ 17.349566666666664
     x(2_3_2) c_u_makespan(2)_ 42.100521516666667
     x(2_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(2_3_2) c_u_level_sum_ 126.30156454999999
     x(2_3_2) c_u_finish(2_2_3)_ 366.25590736666669
     x(2_3_2) c_u_finish_cut(2)_ 59.450088183333335
     x(2_4_0) c_e_partition(2)_ 1
     x(2_4_0) c_u_one_group(0_4)_ 1
     x(2_4_0) c_u_successor(0_3)_ 1
     x(2_4_0) c_l_successor(0_4)_ 1
     x(2_4_0) c_e_start(0_3)_ -42.170488616666674
     x(2_4_0) c_u_released(0_4)_ 17.349566666666664
     x(2_4_0) c_u_makespan(0)_ 42.170488616666674
     x(2_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(2_4_0) c_u_level_sum_ 168.6819544666667
     x(2_4_0) c_u_finish(2_0_4)_ 367.91402790000006
     x(2_4_0) c_u_finish_cut(2)_ 59.520055283333335
     x(2_4_1) c_e_partition(2)_ 1
     x(2_4_1) c_u_one_group(1_4)_ 1
     x(2_4_1) c_u_successor(1_3)_ 1
     x(2_4_1) c_l_successor(1_4)_ 1
     x(2_4_1) c_e_start(1_3)_ -42.71179896666667
     x(2_4_1) c_u_released(1_4)_ 17.349566666666664
     x(2_4_1) c_u_makespan(1)_ 42.71179896666667
     x(2_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(2_4_1) c_u_level_sum_ 170.84719586666668
     x(2_4_1) c_u_finish(2_1_4)_ 388.25136674999999
     x(2_4_1) c_u_finish_cut(2)_ 60.061365633333338
     x(2_4_2) c_e_partition(2)_ 1
     x(2_4_2) c_u_one_group(2_4)_ 1
     x(2_4_2) c_u_successor(2_3)_ 1
     x(2_4_2) c_l_successor(2_4)_ 1
     x(2_4_2) c_e_start(2_3)_ -42.100521516666667
     x(2_4_2) c_u_released(2_4)_ 17.349566666666664
     x(2_4_2) c_u_makespan(2)_ 42.100521516666667
     x(2_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(2_4_2) c_u_level_sum_ 168.40208606666667
     x(2_4_2) c_u_finish(2_2_4)_ 366.25590736666669
     x(2_4_2) c_u_finish_cut(2)_ 59.450088183333335
     x(3_1_0) c_e_partition(3)_ 1
     x(3_1_0) c_u_one_group(0_1)_ 1
     x(3_1_0) c_u_successor(0_1)_ -1
     x(3_1_0) c_u_one_last(0)_ 1
     x(3_1_0) c_u_released(0_1)_ 30.221166666666665
     x(3_1_0) c_u_makespan(0)_ 7.7368940999999998
     x(3_1_0) c_u_idle_before_group(0_1)_ -343.09310595000005
     x(3_1_0) c_u_level_sum_ 7.7368940999999998
     x(3_1_0) c_u_finish(3_0_1)_ 320.60883338333338
     x(3_1_0) c_u_finish_cut(3)_ 37.958060766666662
     x(3_1_1) c_e_partition(3)_ 1
     x(3_1_1) c_u_one_group(1_1)_ 1
     x(3_1_1) c_u_successor(1_1)_ -1
     x(3_1_1) c_u_one_last(1)_ 1
     x(3_1_1) c_u_released(1_1)_ 30.221166666666665
     x(3_1_1) c_u_makespan(1)_ 7.8663312000000012
     x(3_1_1) c_u_idle_before_group(1_1)_ -362.88913444999997
     x(3_1_1) c_u_level_sum_ 7.8663312000000012
     x(3_1_1) c_u_finish(3_1_1)_ 340.53429898333331
     x(3_1_1) c_u_finish_cut(3)_ 38.087497866666666
     x(3_1_2) c_e_partition(3)_ 1
     x(3_1_2) c_u_one_group(2_1)_ 1
     x(3_1_2) c_u_successor(2_1)_ -1
     x(3_1_2) c_u_one_last(2)_ 1
     x(3_1_2) c_u_released(2_1)_ 30.221166666666665
     x(3_1_2) c_u_makespan(2)_ 7.7441000000000004
     x(3_1_2) c_u_idle_before_group(2_1)_ -341.50495251666666
     x(3_1_2) c_u_level_sum_ 7.7441000000000004
     x(3_1_2) c_u_finish(3_2_1)_ 319.02788585000002
     x(3_1_2) c_u_finish_cut(3)_ 37.965266666666665
     x(3_2_0) c_e_partition(3)_ 1
     x(3_2_0) c_u_one_group(0_2)_ 1
     x(3_2_0) c_u_successor(0_1)_ 1
     x(3_2_0) c_u_successor(0_2)_ -1
     x(3_2_0) c_e_start(0_1)_ -7.7368940999999998
     x(3_2_0) c_u_released(0_2)_ 30.221166666666665
     x(3_2_0) c_u_makespan(0)_ 7.7368940999999998
     x(3_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(3_2_0) c_u_level_sum_ 15.4737882
     x(3_2_0) c_u_finish(3_0_2)_ 320.60883338333338
     x(3_2_0) c_u_finish_cut(3)_ 37.958060766666662
     x(3_2_1) c_e_partition(3)_ 1
     x(3_2_1) c_u_one_group(1_2)_ 1
     x(3_2_1) c_u_successor(1_1)_ 1
     x(3_2_1) c_u_successor(1_2)_ -1
     x(3_2_1) c_e_start(1_1)_ -7.8663312000000012
     x(3_2_1) c_u_released(1_2)_ 30.221166666666665
     x(3_2_1) c_u_makespan(1)_ 7.8663312000000012
     x(3_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(3_2_1) c_u_level_sum_ 15.732662400000002
     x(3_2_1) c_u_finish(3_1_2)_ 340.53429898333331
     x(3_2_1) c_u_finish_cut(3)_ 38.087497866666666
     x(3_2_2) c_e_partition(3)_ 1
     x(3_2_2) c_u_one_group(2_2)_ 1
     x(3_2_2) c_u_successor(2_1)_ 1
     x(3_2_2) c_u_successor(2_2)_ -1
     x(3_2_2) c_e_start(2_1)_ -7.7441000000000004
     x(3_2_2) c_u_released(2_2)_ 30.221166666666665
     x(3_2_2) c_u_makespan(2)_ 7.7441000000000004
     x(3_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(3_2_2) c_u_level_sum_ 15.488200000000001
     x(3_2_2) c_u_finish(3_2_2)_ 319.02788585000002
     x(3_2_2) c_u_finish_cut(3)_ 37.965266666666665
     x(3_3_0) c_e_partition(3)_ 1
     x(3_3_0) c_u_one_group(0_3)_ 1
     x(3_3_0) c_u_successor(0_2)_ 1
     x(3_3_0) c_u_successor(0_3)_ -1
     x(3_3_0) c_e_start(0_2)_ -7.7368940999999998
     x(3_3_0) c_u_released(0_3)_ 30.221166666666665
     x(3_3_0) c_u_makespan(0)_ 7.7368940999999998
     x(3_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(3_3_0) c_u_level_sum_ 23.210682299999998
     x(3_3_0) c_u_finish(3_0_3)_ 320.60883338333338
     x(3_3_0) c_u_finish_cut(3)_ 37.958060766666662
     x(3_3_1) c_e_partition(3)_ 1
     x(3_3_1) c_u_one_group(1_3)_ 1
     x(3_3_1) c_u_successor(1_2)_ 1
     x(3_3_1) c_u_successor(1_3)_ -1
     x(3_3_1) c_e_start(1_2)_ -7.8663312000000012
     x(3_3_1) c_u_released(1_3)_ 30.221166666666665
     x(3_3_1) c_u_makespan(1)_ 7.8663312000000012
     x(3_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(3_3_1) c_u_level_sum_ 23.598993600000004
     x(3_3_1) c_u_finish(3_1_3)_ 340.53429898333331
     x(3_3_1) c_u_finish_cut(3)_ 38.087497866666666
     x(3_3_2) c_e_partition(3)_ 1
     x(3_3_2) c_u_one_group(2_3)_ 1
     x(3_3_2) c_u_successor(2_2)_ 1
     x(3_3_2) c_u_successor(2_3)_ -1
     x(3_3_2) c_e_start(2_2)_ -7.7441000000000004
     x(3_3_2) c_u_released(2_3)_ 30.221166666666665
     x(3_3_2) c_u_makespan(2)_ 7.7441000000000004
     x(3_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(3_3_2) c_u_level_sum_ 23.232300000000002
     x(3_3_2) c_u_finish(3_2_3)_ 319.02788585000002
     x(3_3_2) c_u_finish_cut(3)_ 37.965266666666665
     x(3_4_0) c_e_partition(3)_ 1
     x(3_4_0) c_u_one_group(0_4)_ 1
     x(3_4_0) c_u_successor(0_3)_ 1
     x(3_4_0) c_l_successor(0_4)_ 1
     x(3_4_0) c_e_start(0_3)_ -7.7368940999999998
     x(3_4_0) c_u_released(0_4)_ 30.221166666666665
     x(3_4_0) c_u_makespan(0)_ 7.7368940999999998
     x(3_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(3_4_0) c_u_level_sum_ 30.947576399999999
     x(3_4_0) c_u_finish(3_0_4)_ 320.60883338333338
     x(3_4_0) c_u_finish_cut(3)_ 37.958060766666662
     x(3_4_1) c_e_partition(3)_ 1
     x(3_4_1) c_u_one_group(1_4)_ 1
     x(3_4_1) c_u_successor(1_3)_ 1
     x(3_4_1) c_l_successor(1_4)_ 1
     x(3_4_1) c_e_start(1_3)_ -7.8663312000000012
     x(3_4_1) c_u_released(1_4)_ 30.221166666666665
     x(3_4_1) c_u_makespan(1)_ 7.8663312000000012
     x(3_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(3_4_1) c_u_level_sum_ 31.465324800000005
     x(3_4_1) c_u_finish(3_1_4)_ 340.53429898333331
     x(3_4_1) c_u_finish_cut(3)_ 38.087497866666666
     x(3_4_2) c_e_partition(3)_ 1
     x(3_4_2) c_u_one_group(2_4)_ 1
     x(3_4_2) c_u_successor(2_3)_ 1
     x(3_4_2) c_l_successor(2_4)_ 1
     x(3_4_2) c_e_start(2_3)_ -7.7441000000000004
     x(3_4_2) c_u_released(2_4)_ 30.221166666666665
     x(3_4_2) c_u_makespan(2)_ 7.7441000000000004
     x(3_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(3_4_2) c_u_level_sum_ 30.976400000000002
     x(3_4_2) c_u_finish(3_2_4)_ 319.02788585000002
     x(3_4_2) c_u_finish_cut(3)_ 37.965266666666665
     x(4_2_0) c_e_partition(0)_ 1
     x(4_2_0) c_e_partition(1)_ 1
     x(4_2_0) c_u_one_group(0_2)_ 1
     x(4_2_0) c_u_successor(0_2)_ -1
     x(4_2_0) c_u_one_last(0)_ 1
     x(4_2_0) c_e_start(0_1)_ -72.963517150000001
     x(4_2_0) c_u_released(0_2)_ 16.942133333333334
     x(4_2_0) c_u_makespan(0)_ 72.963517150000001
     x(4_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(4_2_0) c_u_level_sum_ 145.9270343
     x(4_2_0) c_u_finish(0_0_2)_ 405.44058976666668
     x(4_2_0) c_u_finish(1_0_2)_ 399.11448976666668
     x(4_2_0) c_u_finish_cut(0)_ 89.905650483333332
     x(4_2_0) c_u_finish_cut(1)_ 89.905650483333332
     x(4_2_1) c_e_partition(0)_ 1
     x(4_2_1) c_e_partition(1)_ 1
     x(4_2_1) c_u_one_group(1_2)_ 1
     x(4_2_1) c_u_successor(1_2)_ -1
     x(4_2_1) c_u_one_last(1)_ 1
     x(4_2_1) c_e_start(1_1)_ -80.532786033333338
     x(4_2_1) c_u_released(1_2)_ 16.942133333333334
     x(4_2_1) c_u_makespan(1)_ 80.532786033333338
     x(4_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(4_2_1) c_u_level_sum_ 161.06557206666668
     x(4_2_1) c_u_finish(0_1_2)_ 432.80588714999999
     x(4_2_1) c_u_finish(1_1_2)_ 426.47978714999999
     x(4_2_1) c_u_finish_cut(0)_ 97.474919366666668
     x(4_2_1) c_u_finish_cut(1)_ 97.474919366666668
     x(4_2_2) c_e_partition(0)_ 1
     x(4_2_2) c_e_partition(1)_ 1
     x(4_2_2) c_u_one_group(2_2)_ 1
     x(4_2_2) c_u_successor(2_2)_ -1
     x(4_2_2) c_u_one_last(2)_ 1
     x(4_2_2) c_e_start(2_1)_ -72.962760116666672
     x(4_2_2) c_u_released(2_2)_ 16.942133333333334
     x(4_2_2) c_u_makespan(2)_ 72.962760116666672
     x(4_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(4_2_2) c_u_level_sum_ 145.92552023333334
     x(4_2_2) c_u_finish(0_2_2)_ 403.8516793
     x(4_2_2) c_u_finish(1_2_2)_ 397.5255793
     x(4_2_2) c_u_finish_cut(0)_ 89.904893450000003
     x(4_2_2) c_u_finish_cut(1)_ 89.904893450000003
     x(4_3_0) c_e_partition(0)_ 1
     x(4_3_0) c_e_partition(1)_ 1
     x(4_3_0) c_u_one_group(0_3)_ 1
     x(4_3_0) c_u_successor(0_1)_ 1
     x(4_3_0) c_u_successor(0_3)_ -1
     x(4_3_0) c_e_start(0_2)_ -72.963517150000001
     x(4_3_0) c_u_released(0_3)_ 16.942133333333334
     x(4_3_0) c_u_makespan(0)_ 72.963517150000001
     x(4_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(4_3_0) c_u_level_sum_ 218.89055145
     x(4_3_0) c_u_finish(0_0_3)_ 405.44058976666668
     x(4_3_0) c_u_finish(1_0_3)_ 399.11448976666668
     x(4_3_0) c_u_finish_cut(0)_ 89.905650483333332
     x(4_3_0) c_u_finish_cut(1)_ 89.905650483333332
     x(4_3_1) c_e_partition(0)_ 1
     x(4_3_1) c_e_partition(1)_ 1
     x(4_3_1) c_u_one_group(1_3)_ 1
     x(4_3_1) c_u_successor(1_1)_ 1
     x(4_3_1) c_u_successor(1_3)_ -1
     x(4_3_1) c_e_start(1_2)_ -80.532786033333338
     x(4_3_1) c_u_released(1_3)_ 16.942133333333334
     x(4_3_1) c_u_makespan(1)_ 80.532786033333338
     x(4_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(4_3_1) c_u_level_sum_ 241.59835810000001
     x(4_3_1) c_u_finish(0_1_3)_ 432.80588714999999
     x(4_3_1) c_u_finish(1_1_3)_ 426.47978714999999
     x(4_3_1) c_u_finish_cut(0)_ 97.474919366666668
     x(4_3_1) c_u_finish_cut(1)_ 97.474919366666668
     x(4_3_2) c_e_partition(0)_ 1
     x(4_3_2) c_e_partition(1)_ 1
     x(4_3_2) c_u_one_group(2_3)_ 1
     x(4_3_2) c_u_successor(2_1)_ 1
     x(4_3_2) c_u_successor(2_3)_ -1
     x(4_3_2) c_e_start(2_2)_ -72.962760116666672
     x(4_3_2) c_u_released(2_3)_ 16.942133333333334
     x(4_3_2) c_u_makespan(2)_ 72.962760116666672
     x(4_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(4_3_2) c_u_level_sum_ 218.88828035
     x(4_3_2) c_u_finish(0_2_3)_ 403.8516793
     x(4_3_2) c_u_finish(1_2_3)_ 397.5255793
     x(4_3_2) c_u_finish_cut(0)_ 89.904893450000003
     x(4_3_2) c_u_finish_cut(1)_ 89.904893450000003
     x(4_4_0) c_e_partition(0)_ 1
     x(4_4_0) c_e_partition(1)_ 1
     x(4_4_0) c_u_one_group(0_4)_ 1
     x(4_4_0) c_u_successor(0_2)_ 1
     x(4_4_0) c_l_successor(0_4)_ 1
     x(4_4_0) c_e_start(0_3)_ -72.963517150000001
     x(4_4_0) c_u_released(0_4)_ 16.942133333333334
     x(4_4_0) c_u_makespan(0)_ 72.963517150000001
     x(4_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(4_4_0) c_u_level_sum_ 291.85406860000001
     x(4_4_0) c_u_finish(0_0_4)_ 405.44058976666668
     x(4_4_0) c_u_finish(1_0_4)_ 399.11448976666668
     x(4_4_0) c_u_finish_cut(0)_ 89.905650483333332
     x(4_4_0) c_u_finish_cut(1)_ 89.905650483333332
     x(4_4_1) c_e_partition(0)_ 1
     x(4_4_1) c_e_partition(1)_ 1
     x(4_4_1) c_u_one_group(1_4)_ 1
     x(4_4_1) c_u_successor(1_2)_ 1
     x(4_4_1) c_l_successor(1_4)_ 1
     x(4_4_1) c_e_start(1_3)_ -80.532786033333338
     x(4_4_1) c_u_released(1_4)_ 16.942133333333334
     x(4_4_1) c_u_makespan(1)_ 80.532786033333338
     x(4_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(4_4_1) c_u_level_sum_ 322.13114413333335
     x(4_4_1) c_u_finish(0_1_4)_ 432.80588714999999
     x(4_4_1) c_u_finish(1_1_4)_ 426.47978714999999
     x(4_4_1) c_u_finish_cut(0)_ 97.474919366666668
     x(4_4_1) c_u_finish_cut(1)_ 97.474919366666668
     x(4_4_2) c_e_partition(0)_ 1
     x(4_4_2) c_e_partition(1)_ 1
     x(4_4_2) c_u_one_group(2_4)_ 1
     x(4_4_2) c_u_successor(2_2)_ 1
     x(4_4_2) c_l_successor(2_4)_ 1
     x(4_4_2) c_e_start(2_3)_ -72.962760116666672
     x(4_4_2) c_u_released(2_4)_ 16.942133333333334
     x(4_4_2) c_u_makespan(2)_ 72.962760116666672
     x(4_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(4_4_2) c_u_level_sum_ 291.85104046666669
     x(4_4_2) c_u_finish(0_2_4)_ 403.8516793
     x(4_4_2) c_u_finish(1_2_4)_ 397.5255793
     x(4_4_2) c_u_finish_cut(0)_ 89.904893450000003
     x(4_4_2) c_u_finish_cut(1)_ 89.904893450000003
     x(5_2_0) c_e_partition(0)_ 1
     x(5_2_0) c_e_partition(2)_ 1
     x(5_2_0) c_u_one_group(0_2)_ 1
     x(5_2_0) c_u_successor(0_2)_ -1
     x(5_2_0) c_u_one_last(0)_ 1
     x(5_2_0) c_e_start(0_1)_ -64.660191166666664
     x(5_2_0) c_u_released(0_2)_ 17.349566666666664
     x(5_2_0) c_u_makespan(0)_ 64.660191166666664
     x(5_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(5_2_0) c_u_level_sum_ 129.32038233333333
     x(5_2_0) c_u_finish(0_0_2)_ 397.13726378333337
     x(5_2_0) c_u_finish(2_0_2)_ 390.40373045000007
     x(5_2_0) c_u_finish_cut(0)_ 82.009757833333325
     x(5_2_0) c_u_finish_cut(2)_ 82.009757833333325
     x(5_2_1) c_e_partition(0)_ 1
     x(5_2_1) c_e_partition(2)_ 1
     x(5_2_1) c_u_one_group(1_2)_ 1
     x(5_2_1) c_u_successor(1_2)_ -1
     x(5_2_1) c_u_one_last(1)_ 1
     x(5_2_1) c_e_start(1_1)_ -65.395223916666666
     x(5_2_1) c_u_released(1_2)_ 17.349566666666664
     x(5_2_1) c_u_makespan(1)_ 65.395223916666666
     x(5_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(5_2_1) c_u_level_sum_ 130.79044783333333
     x(5_2_1) c_u_finish(0_1_2)_ 417.6683250333333
     x(5_2_1) c_u_finish(2_1_2)_ 410.93479170000001
     x(5_2_1) c_u_finish_cut(0)_ 82.744790583333327
     x(5_2_1) c_u_finish_cut(2)_ 82.744790583333327
     x(5_2_2) c_e_partition(0)_ 1
     x(5_2_2) c_e_partition(2)_ 1
     x(5_2_2) c_u_one_group(2_2)_ 1
     x(5_2_2) c_u_successor(2_2)_ -1
     x(5_2_2) c_u_one_last(2)_ 1
     x(5_2_2) c_e_start(2_1)_ -64.600881933333341
     x(5_2_2) c_u_released(2_2)_ 17.349566666666664
     x(5_2_2) c_u_makespan(2)_ 64.600881933333341
     x(5_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(5_2_2) c_u_level_sum_ 129.20176386666668
     x(5_2_2) c_u_finish(0_2_2)_ 395.48980111666663
     x(5_2_2) c_u_finish(2_2_2)_ 388.75626778333333
     x(5_2_2) c_u_finish_cut(0)_ 81.950448600000001
     x(5_2_2) c_u_finish_cut(2)_ 81.950448600000001
     x(5_3_0) c_e_partition(0)_ 1
     x(5_3_0) c_e_partition(2)_ 1
     x(5_3_0) c_u_one_group(0_3)_ 1
     x(5_3_0) c_u_successor(0_1)_ 1
     x(5_3_0) c_u_successor(0_3)_ -1
     x(5_3_0) c_e_start(0_2)_ -64.660191166666664
     x(5_3_0) c_u_released(0_3)_ 17.349566666666664
     x(5_3_0) c_u_makespan(0)_ 64.660191166666664
     x(5_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(5_3_0) c_u_level_sum_ 193.98057349999999
     x(5_3_0) c_u_finish(0_0_3)_ 397.13726378333337
     x(5_3_0) c_u_finish(2_0_3)_ 390.40373045000007
     x(5_3_0) c_u_finish_cut(0)_ 82.009757833333325
     x(5_3_0) c_u_finish_cut(2)_ 82.009757833333325
     x(5_3_1) c_e_partition(0)_ 1
     x(5_3_1) c_e_partition(2)_ 1
     x(5_3_1) c_u_one_group(1_3)_ 1
     x(5_3_1) c_u_successor(1_1)_ 1
     x(5_3_1) c_u_successor(1_3)_ -1
     x(5_3_1) c_e_start(1_2)_ -65.395223916666666
     x(5_3_1) c_u_released(1_3)_ 17.349566666666664
     x(5_3_1) c_u_makespan(1)_ 65.395223916666666
     x(5_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(5_3_1) c_u_level_sum_ 196.18567174999998
     x(5_3_1) c_u_finish(0_1_3)_ 417.6683250333333
     x(5_3_1) c_u_finish(2_1_3)_ 410.93479170000001
     x(5_3_1) c_u_finish_cut(0)_ 82.744790583333327
     x(5_3_1) c_u_finish_cut(2)_ 82.744790583333327
     x(5_3_2) c_e_partition(0)_ 1
     x(5_3_2) c_e_partition(2)_ 1
     x(5_3_2) c_u_one_group(2_3)_ 1
     x(5_3_2) c_u_successor(2_1)_ 1
     x(5_3_2) c_u_successor(2_3)_ -1
     x(5_3_2) c_e_start(2_2)_ -64.600881933333341
     x(5_3_2) c_u_released(2_3)_ 17.349566666666664
     x(5_3_2) c_u_makespan(2)_ 64.600881933333341
     x(5_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(5_3_2) c_u_level_sum_ 193.80264580000002
     x(5_3_2) c_u_finish(0_2_3)_ 395.48980111666663
     x(5_3_2) c_u_finish(2_2_3)_ 388.75626778333333
     x(5_3_2) c_u_finish_cut(0)_ 81.950448600000001
     x(5_3_2) c_u_finish_cut(2)_ 81.950448600000001
     x(5_4_0) c_e_partition(0)_ 1
     x(5_4_0) c_e_partition(2)_ 1
     x(5_4_0) c_u_one_group(0_4)_ 1
     x(5_4_0) c_u_successor(0_2)_ 1
     x(5_4_0) c_l_successor(0_4)_ 1
     x(5_4_0) c_e_start(0_3)_ -64.660191166666664
     x(5_4_0) c_u_released(0_4)_ 17.349566666666664
     x(5_4_0) c_u_makespan(0)_ 64.660191166666664
     x(5_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(5_4_0) c_u_level_sum_ 258.64076466666666
     x(5_4_0) c_u_finish(0_0_4)_ 397.13726378333337
     x(5_4_0) c_u_finish(2_0_4)_ 390.40373045000007
     x(5_4_0) c_u_finish_cut(0)_ 82.009757833333325
     x(5_4_0) c_u_finish_cut(2)_ 82.009757833333325
     x(5_4_1) c_e_partition(0)_ 1
     x(5_4_1) c_e_partition(2)_ 1
     x(5_4_1) c_u_one_group(1_4)_ 1
     x(5_4_1) c_u_successor(1_2)_ 1
     x(5_4_1) c_l_successor(1_4)_ 1
     x(5_4_1) c_e_start(1_3)_ -65.395223916666666
     x(5_4_1) c_u_released(1_4)_ 17.349566666666664
     x(5_4_1) c_u_makespan(1)_ 65.395223916666666
     x(5_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(5_4_1) c_u_level_sum_ 261.58089566666666
     x(5_4_1) c_u_finish(0_1_4)_ 417.6683250333333
     x(5_4_1) c_u_finish(2_1_4)_ 410.93479170000001
     x(5_4_1) c_u_finish_cut(0)_ 82.744790583333327
     x(5_4_1) c_u_finish_cut(2)_ 82.744790583333327
     x(5_4_2) c_e_partition(0)_ 1
     x(5_4_2) c_e_partition(2)_ 1
     x(5_4_2) c_u_one_group(2_4)_ 1
     x(5_4_2) c_u_successor(2_2)_ 1
     x(5_4_2) c_l_successor(2_4)_ 1
     x(5_4_2) c_e_start(2_3)_ -64.600881933333341
     x(5_4_2) c_u_released(2_4)_ 17.349566666666664
     x(5_4_2) c_u_makespan(2)_ 64.600881933333341
     x(5_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(5_4_2) c_u_level_sum_ 258.40352773333336
     x(5_4_2) c_u_finish(0_2_4)_ 395.48980111666663
     x(5_4_2) c_u_finish(2_2_4)_ 388.75626778333333
     x(5_4_2) c_u_finish_cut(0)_ 81.950448600000001
     x(5_4_2) c_u_finish_cut(2)_ 81.950448600000001
     x(6_2_0) c_e_partition(0)_ 1
     x(6_2_0) c_e_partition(3)_ 1
     x(6_2_0) c_u_one_group(0_2)_ 1
     x(6_2_0) c_u_successor(0_2)_ -1
     x(6_2_0) c_u_one_last(0)_ 1
     x(6_2_0) c_e_start(0_1)_ -30.127117049999999
     x(6_2_0) c_u_released(0_2)_ 30.221166666666665
     x(6_2_0) c_u_makespan(0)_ 30.127117049999999
     x(6_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(6_2_0) c_u_level_sum_ 60.254234099999998
     x(6_2_0) c_u_finish(0_0_2)_ 362.60418966666668
     x(6_2_0) c_u_finish(3_0_2)_ 342.99905633333339
     x(6_2_0) c_u_finish_cut(0)_ 60.348283716666664
     x(6_2_0) c_u_finish_cut(3)_ 60.348283716666664
     x(6_2_1) c_e_partition(0)_ 1
     x(6_2_1) c_e_partition(3)_ 1
     x(6_2_1) c_u_one_group(1_2)_ 1
     x(6_2_1) c_u_successor(1_2)_ -1
     x(6_2_1) c_u_one_last(1)_ 1
     x(6_2_1) c_e_start(1_1)_ -30.359227350000001
     x(6_2_1) c_u_released(1_2)_ 30.221166666666665
     x(6_2_1) c_u_makespan(1)_ 30.359227350000001
     x(6_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(6_2_1) c_u_level_sum_ 60.718454700000002
     x(6_2_1) c_u_finish(0_1_2)_ 382.63232846666665
     x(6_2_1) c_u_finish(3_1_2)_ 363.02719513333335
     x(6_2_1) c_u_finish_cut(0)_ 60.580394016666666
     x(6_2_1) c_u_finish_cut(3)_ 60.580394016666666
     x(6_2_2) c_e_partition(0)_ 1
     x(6_2_2) c_e_partition(3)_ 1
     x(6_2_2) c_u_one_group(2_2)_ 1
     x(6_2_2) c_u_successor(2_2)_ -1
     x(6_2_2) c_u_one_last(2)_ 1
     x(6_2_2) c_e_start(2_1)_ -30.140113783333334
     x(6_2_2) c_u_released(2_2)_ 30.221166666666665
     x(6_2_2) c_u_makespan(2)_ 30.140113783333334
     x(6_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(6_2_2) c_u_level_sum_ 60.280227566666667
     x(6_2_2) c_u_finish(0_2_2)_ 361.02903296666665
     x(6_2_2) c_u_finish(3_2_2)_ 341.42389963333335
     x(6_2_2) c_u_finish_cut(0)_ 60.361280449999995
     x(6_2_2) c_u_finish_cut(3)_ 60.361280449999995
     x(6_3_0) c_e_partition(0)_ 1
     x(6_3_0) c_e_partition(3)_ 1
     x(6_3_0) c_u_one_group(0_3)_ 1
     x(6_3_0) c_u_successor(0_1)_ 1
     x(6_3_0) c_u_successor(0_3)_ -1
     x(6_3_0) c_e_start(0_2)_ -30.127117049999999
     x(6_3_0) c_u_released(0_3)_ 30.221166666666665
     x(6_3_0) c_u_makespan(0)_ 30.127117049999999
     x(6_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(6_3_0) c_u_level_sum_ 90.38135115
     x(6_3_0) c_u_finish(0_0_3)_ 362.60418966666668
     x(6_3_0) c_u_finish(3_0_3)_ 342.99905633333339
     x(6_3_0) c_u_finish_cut(0)_ 60.348283716666664
     x(6_3_0) c_u_finish_cut(3)_ 60.348283716666664
     x(6_3_1) c_e_partition(0)_ 1
     x(6_3_1) c_e_partition(3)_ 1
     x(6_3_1) c_u_one_group(1_3)_ 1
     x(6_3_1) c_u_successor(1_1)_ 1
     x(6_3_1) c_u_successor(1_3)_ -1
     x(6_3_1) c_e_start(1_2)_ -30.359227350000001
     x(6_3_1) c_u_released(1_3)_ 30.221166666666665
     x(6_3_1) c_u_makespan(1)_ 30.359227350000001
     x(6_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(6_3_1) c_u_level_sum_ 91.077682050000007
     x(6_3_1) c_u_finish(0_1_3)_ 382.63232846666665
     x(6_3_1) c_u_finish(3_1_3)_ 363.02719513333335
     x(6_3_1) c_u_finish_cut(0)_ 60.580394016666666
     x(6_3_1) c_u_finish_cut(3)_ 60.580394016666666
     x(6_3_2) c_e_partition(0)_ 1
     x(6_3_2) c_e_partition(3)_ 1
     x(6_3_2) c_u_one_group(2_3)_ 1
     x(6_3_2) c_u_successor(2_1)_ 1
     x(6_3_2) c_u_successor(2_3)_ -1
     x(6_3_2) c_e_start(2_2)_ -30.140113783333334
     x(6_3_2) c_u_released(2_3)_ 30.221166666666665
     x(6_3_2) c_u_makespan(2)_ 30.140113783333334
     x(6_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(6_3_2) c_u_level_sum_ 90.420341350000001
     x(6_3_2) c_u_finish(0_2_3)_ 361.02903296666665
     x(6_3_2) c_u_finish(3_2_3)_ 341.42389963333335
     x(6_3_2) c_u_finish_cut(0)_ 60.361280449999995
     x(6_3_2) c_u_finish_cut(3)_ 60.361280449999995
     x(6_4_0) c_e_partition(0)_ 1
     x(6_4_0) c_e_partition(3)_ 1
     x(6_4_0) c_u_one_group(0_4)_ 1
     x(6_4_0) c_u_successor(0_2)_ 1
     x(6_4_0) c_l_successor(0_4)_ 1
     x(6_4_0) c_e_start(0_3)_ -30.127117049999999
     x(6_4_0) c_u_released(0_4)_ 30.221166666666665
     x(6_4_0) c_u_makespan(0)_ 30.127117049999999
     x(6_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(6_4_0) c_u_level_sum_ 120.5084682
     x(6_4_0) c_u_finish(0_0_4)_ 362.60418966666668
     x(6_4_0) c_u_finish(3_0_4)_ 342.99905633333339
     x(6_4_0) c_u_finish_cut(0)_ 60.348283716666664
     x(6_4_0) c_u_finish_cut(3)_ 60.348283716666664
     x(6_4_1) c_e_partition(0)_ 1
     x(6_4_1) c_e_partition(3)_ 1
     x(6_4_1) c_u_one_group(1_4)_ 1
     x(6_4_1) c_u_successor(1_2)_ 1
     x(6_4_1) c_l_successor(1_4)_ 1
     x(6_4_1) c_e_start(1_3)_ -30.359227350000001
     x(6_4_1) c_u_released(1_4)_ 30.221166666666665
     x(6_4_1) c_u_makespan(1)_ 30.359227350000001
     x(6_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(6_4_1) c_u_level_sum_ 121.4369094
     x(6_4_1) c_u_finish(0_1_4)_ 382.63232846666665
     x(6_4_1) c_u_finish(3_1_4)_ 363.02719513333335
     x(6_4_1) c_u_finish_cut(0)_ 60.580394016666666
     x(6_4_1) c_u_finish_cut(3)_ 60.580394016666666
     x(6_4_2) c_e_partition(0)_ 1
     x(6_4_2) c_e_partition(3)_ 1
     x(6_4_2) c_u_one_group(2_4)_ 1
     x(6_4_2) c_u_successor(2_2)_ 1
     x(6_4_2) c_l_successor(2_4)_ 1
     x(6_4_2) c_e_start(2_3)_ -30.140113783333334
     x(6_4_2) c_u_released(2_4)_ 30.221166666666665
     x(6_4_2) c_u_makespan(2)_ 30.140113783333334
     x(6_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(6_4_2) c_u_level_sum_ 120.56045513333333
     x(6_4_2) c_u_finish(0_2_4)_ 361.02903296666665
     x(6_4_2) c_u_finish(3_2_4)_ 341.42389963333335
     x(6_4_2) c_u_finish_cut(0)_ 60.361280449999995
     x(6_4_2) c_u_finish_cut(3)_ 60.361280449999995
     x(7_2_0) c_e_partition(1)_ 1
     x(7_2_0) c_e_partition(2)_ 1
     x(7_2_0) c_u_one_group(0_2)_ 1
     x(7_2_0) c_u_successor(0_2)_ -1
     x(7_2_0) c_u_one_last(0)_ 1
     x(7_2_0) c_e_start(0_1)_ -90.348199499999993
     x(7_2_0) c_u_released(0_2)_ 17.349566666666664
     x(7_2_0) c_u_makespan(0)_ 90.348199499999993
     x(7_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(7_2_0) c_u_level_sum_ 180.69639899999999
     x(7_2_0) c_u_finish(1_0_2)_ 416.49917211666673
     x(7_2_0) c_u_finish(2_0_2)_ 416.09173878333343
     x(7_2_0) c_u_finish_cut(1)_ 107.69776616666665
     x(7_2_0) c_u_finish_cut(2)_ 107.69776616666665
     x(7_2_1) c_e_partition(1)_ 1
     x(7_2_1) c_e_partition(2)_ 1
     x(7_2_1) c_u_one_group(1_2)_ 1
     x(7_2_1) c_u_successor(1_2)_ -1
     x(7_2_1) c_u_one_last(1)_ 1
     x(7_2_1) c_e_start(1_1)_ -93.721020083333329
     x(7_2_1) c_u_released(1_2)_ 17.349566666666664
     x(7_2_1) c_u_makespan(1)_ 93.721020083333329
     x(7_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(7_2_1) c_u_level_sum_ 187.44204016666666
     x(7_2_1) c_u_finish(1_1_2)_ 439.66802119999994
     x(7_2_1) c_u_finish(2_1_2)_ 439.26058786666664
     x(7_2_1) c_u_finish_cut(1)_ 111.07058674999999
     x(7_2_1) c_u_finish_cut(2)_ 111.07058674999999
     x(7_2_2) c_e_partition(1)_ 1
     x(7_2_2) c_e_partition(2)_ 1
     x(7_2_2) c_u_one_group(2_2)_ 1
     x(7_2_2) c_u_successor(2_2)_ -1
     x(7_2_2) c_u_one_last(2)_ 1
     x(7_2_2) c_e_start(2_1)_ -89.912491216666652
     x(7_2_2) c_u_released(2_2)_ 17.349566666666664
     x(7_2_2) c_u_makespan(2)_ 89.912491216666652
     x(7_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(7_2_2) c_u_level_sum_ 179.8249824333333
     x(7_2_2) c_u_finish(1_2_2)_ 414.47531039999996
     x(7_2_2) c_u_finish(2_2_2)_ 414.06787706666665
     x(7_2_2) c_u_finish_cut(1)_ 107.26205788333331
     x(7_2_2) c_u_finish_cut(2)_ 107.26205788333331
     x(7_3_0) c_e_partition(1)_ 1
     x(7_3_0) c_e_partition(2)_ 1
     x(7_3_0) c_u_one_group(0_3)_ 1
     x(7_3_0) c_u_successor(0_1)_ 1
     x(7_3_0) c_u_successor(0_3)_ -1
     x(7_3_0) c_e_start(0_2)_ -90.348199499999993
     x(7_3_0) c_u_released(0_3)_ 17.349566666666664
     x(7_3_0) c_u_makespan(0)_ 90.348199499999993
     x(7_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(7_3_0) c_u_level_sum_ 271.04459850000001
     x(7_3_0) c_u_finish(1_0_3)_ 416.49917211666673
     x(7_3_0) c_u_finish(2_0_3)_ 416.09173878333343
     x(7_3_0) c_u_finish_cut(1)_ 107.69776616666665
     x(7_3_0) c_u_finish_cut(2)_ 107.69776616666665
     x(7_3_1) c_e_partition(1)_ 1
     x(7_3_1) c_e_partition(2)_ 1
     x(7_3_1) c_u_one_group(1_3)_ 1
     x(7_3_1) c_u_successor(1_1)_ 1
     x(7_3_1) c_u_successor(1_3)_ -1
     x(7_3_1) c_e_start(1_2)_ -93.721020083333329
     x(7_3_1) c_u_released(1_3)_ 17.349566666666664
     x(7_3_1) c_u_makespan(1)_ 93.721020083333329
     x(7_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(7_3_1) c_u_level_sum_ 281.16306025
     x(7_3_1) c_u_finish(1_1_3)_ 439.66802119999994
     x(7_3_1) c_u_finish(2_1_3)_ 439.26058786666664
     x(7_3_1) c_u_finish_cut(1)_ 111.07058674999999
     x(7_3_1) c_u_finish_cut(2)_ 111.07058674999999
     x(7_3_2) c_e_partition(1)_ 1
     x(7_3_2) c_e_partition(2)_ 1
     x(7_3_2) c_u_one_group(2_3)_ 1
     x(7_3_2) c_u_successor(2_1)_ 1
     x(7_3_2) c_u_successor(2_3)_ -1
     x(7_3_2) c_e_start(2_2)_ -89.912491216666652
     x(7_3_2) c_u_released(2_3)_ 17.349566666666664
     x(7_3_2) c_u_makespan(2)_ 89.912491216666652
     x(7_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(7_3_2) c_u_level_sum_ 269.73747364999997
     x(7_3_2) c_u_finish(1_2_3)_ 414.47531039999996
     x(7_3_2) c_u_finish(2_2_3)_ 414.06787706666665
     x(7_3_2) c_u_finish_cut(1)_ 107.26205788333331
     x(7_3_2) c_u_finish_cut(2)_ 107.26205788333331
     x(7_4_0) c_e_partition(1)_ 1
     x(7_4_0) c_e_partition(2)_ 1
     x(7_4_0) c_u_one_group(0_4)_ 1
     x(7_4_0) c_u_successor(0_2)_ 1
     x(7_4_0) c_l_successor(0_4)_ 1
     x(7_4_0) c_e_start(0_3)_ -90.348199499999993
     x(7_4_0) c_u_released(0_4)_ 17.349566666666664
     x(7_4_0) c_u_makespan(0)_ 90.348199499999993
     x(7_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(7_4_0) c_u_level_sum_ 361.39279799999997
     x(7_4_0) c_u_finish(1_0_4)_ 416.49917211666673
     x(7_4_0) c_u_finish(2_0_4)_ 416.09173878333343
     x(7_4_0) c_u_finish_cut(1)_ 107.69776616666665
     x(7_4_0) c_u_finish_cut(2)_ 107.69776616666665
     x(7_4_1) c_e_partition(1)_ 1
     x(7_4_1) c_e_partition(2)_ 1
     x(7_4_1) c_u_one_group(1_4)_ 1
     x(7_4_1) c_u_successor(1_2)_ 1
     x(7_4_1) c_l_successor(1_4)_ 1
     x(7_4_1) c_e_start(1_3)_ -93.721020083333329
     x(7_4_1) c_u_released(1_4)_ 17.349566666666664
     x(7_4_1) c_u_makespan(1)_ 93.721020083333329
     x(7_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(7_4_1) c_u_level_sum_ 374.88408033333332
     x(7_4_1) c_u_finish(1_1_4)_ 439.66802119999994
     x(7_4_1) c_u_finish(2_1_4)_ 439.26058786666664
     x(7_4_1) c_u_finish_cut(1)_ 111.07058674999999
     x(7_4_1) c_u_finish_cut(2)_ 111.07058674999999
     x(7_4_2) c_e_partition(1)_ 1
     x(7_4_2) c_e_partition(2)_ 1
     x(7_4_2) c_u_one_group(2_4)_ 1
     x(7_4_2) c_u_successor(2_2)_ 1
     x(7_4_2) c_l_successor(2_4)_ 1
     x(7_4_2) c_e_start(2_3)_ -89.912491216666652
     x(7_4_2) c_u_released(2_4)_ 17.349566666666664
     x(7_4_2) c_u_makespan(2)_ 89.912491216666652
     x(7_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(7_4_2) c_u_level_sum_ 359.64996486666661
     x(7_4_2) c_u_finish(1_2_4)_ 414.47531039999996
     x(7_4_2) c_u_finish(2_2_4)_ 414.06787706666665
     x(7_4_2) c_u_finish_cut(1)_ 107.26205788333331
     x(7_4_2) c_u_finish_cut(2)_ 107.26205788333331
     x(8_2_0) c_e_partition(1)_ 1
     x(8_2_0) c_e_partition(3)_ 1
     x(8_2_0) c_u_one_group(0_2)_ 1
     x(8_2_0) c_u_successor(0_2)_ -1
     x(8_2_0) c_u_one_last(0)_ 1
     x(8_2_0) c_e_start(0_1)_ -59.212023133333339
     x(8_2_0) c_u_released(0_2)_ 30.221166666666665
     x(8_2_0) c_u_makespan(0)_ 59.212023133333339
     x(8_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(8_2_0) c_u_level_sum_ 118.42404626666668
     x(8_2_0) c_u_finish(1_0_2)_ 385.36299575000004
     x(8_2_0) c_u_finish(3_0_2)_ 372.08396241666674
     x(8_2_0) c_u_finish_cut(1)_ 89.433189800000008
     x(8_2_0) c_u_finish_cut(3)_ 89.433189800000008
     x(8_2_0) c_u_late_cut(3)_ 1
     x(8_2_1) c_e_partition(1)_ 1
     x(8_2_1) c_e_partition(3)_ 1
     x(8_2_1) c_u_one_group(1_2)_ 1
     x(8_2_1) c_u_successor(1_2)_ -1
     x(8_2_1) c_u_one_last(1)_ 1
     x(8_2_1) c_e_start(1_1)_ -64.693141583333329
     x(8_2_1) c_u_released(1_2)_ 30.221166666666665
     x(8_2_1) c_u_makespan(1)_ 64.693141583333329
     x(8_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(8_2_1) c_u_level_sum_ 129.38628316666666
     x(8_2_1) c_u_finish(1_1_2)_ 410.64014269999996
     x(8_2_1) c_u_finish(3_1_2)_ 397.36110936666665
     x(8_2_1) c_u_finish_cut(1)_ 94.914308249999991
     x(8_2_1) c_u_finish_cut(3)_ 94.914308249999991
     x(8_2_1) c_u_late_cut(3)_ 1
     x(8_2_2) c_e_partition(1)_ 1
     x(8_2_2) c_e_partition(3)_ 1
     x(8_2_2) c_u_one_group(2_2)_ 1
     x(8_2_2) c_u_successor(2_2)_ -1
     x(8_2_2) c_u_one_last(2)_ 1
     x(8_2_2) c_e_start(2_1)_ -58.496043300000004
     x(8_2_2) c_u_released(2_2)_ 30.221166666666665
     x(8_2_2) c_u_makespan(2)_ 58.496043300000004
     x(8_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(8_2_2) c_u_level_sum_ 116.99208660000001
     x(8_2_2) c_u_finish(1_2_2)_ 383.05886248333331
     x(8_2_2) c_u_finish(3_2_2)_ 369.77982915000001
     x(8_2_2) c_u_finish_cut(1)_ 88.717209966666672
     x(8_2_2) c_u_finish_cut(3)_ 88.717209966666672
     x(8_2_2) c_u_late_cut(3)_ 1
     x(8_3_0) c_e_partition(1)_ 1
     x(8_3_0) c_e_partition(3)_ 1
     x(8_3_0) c_u_one_group(0_3)_ 1
     x(8_3_0) c_u_successor(0_1)_ 1
     x(8_3_0) c_u_successor(0_3)_ -1
     x(8_3_0) c_e_start(0_2)_ -59.212023133333339
     x(8_3_0) c_u_released(0_3)_ 30.221166666666665
     x(8_3_0) c_u_makespan(0)_ 59.212023133333339
     x(8_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(8_3_0) c_u_level_sum_ 177.63606940000003
     x(8_3_0) c_u_finish(1_0_3)_ 385.36299575000004
     x(8_3_0) c_u_finish(3_0_3)_ 372.08396241666674
     x(8_3_0) c_u_finish_cut(1)_ 89.433189800000008
     x(8_3_0) c_u_finish_cut(3)_ 89.433189800000008
     x(8_3_0) c_u_late_cut(3)_ 1
     x(8_3_1) c_e_partition(1)_ 1
     x(8_3_1) c_e_partition(3)_ 1
     x(8_3_1) c_u_one_group(1_3)_ 1
     x(8_3_1) c_u_successor(1_1)_ 1
     x(8_3_1) c_u_successor(1_3)_ -1
     x(8_3_1) c_e_start(1_2)_ -64.693141583333329
     x(8_3_1) c_u_released(1_3)_ 30.221166666666665
     x(8_3_1) c_u_makespan(1)_ 64.693141583333329
     x(8_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(8_3_1) c_u_level_sum_ 194.07942474999999
     x(8_3_1) c_u_finish(1_1_3)_ 410.64014269999996
     x(8_3_1) c_u_finish(3_1_3)_ 397.36110936666665
     x(8_3_1) c_u_finish_cut(1)_ 94.914308249999991
     x(8_3_1) c_u_finish_cut(3)_ 94.914308249999991
     x(8_3_1) c_u_late_cut(3)_ 1
     x(8_3_2) c_e_partition(1)_ 1
     x(8_3_2) c_e_partition(3)_ 1
     x(8_3_2) c_u_one_group(2_3)_ 1
     x(8_3_2) c_u_successor(2_1)_ 1
     x(8_3_2) c_u_successor(2_3)_ -1
     x(8_3_2) c_e_start(2_2)_ -58.496043300000004
     x(8_3_2) c_u_released(2_3)_ 30.221166666666665
     x(8_3_2) c_u_makespan(2)_ 58.496043300000004
     x(8_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(8_3_2) c_u_level_sum_ 175.48812990000002
     x(8_3_2) c_u_finish(1_2_3)_ 383.05886248333331
     x(8_3_2) c_u_finish(3_2_3)_ 369.77982915000001
     x(8_3_2) c_u_finish_cut(1)_ 88.717209966666672
     x(8_3_2) c_u_finish_cut(3)_ 88.717209966666672
     x(8_3_2) c_u_late_cut(3)_ 1
     x(8_4_0) c_e_partition(1)_ 1
     x(8_4_0) c_e_partition(3)_ 1
     x(8_4_0) c_u_one_group(0_4)_ 1
     x(8_4_0) c_u_successor(0_2)_ 1
     x(8_4_0) c_l_successor(0_4)_ 1
     x(8_4_0) c_e_start(0_3)_ -59.212023133333339
     x(8_4_0) c_u_released(0_4)_ 30.221166666666665
     x(8_4_0) c_u_makespan(0)_ 59.212023133333339
     x(8_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(8_4_0) c_u_level_sum_ 236.84809253333336
     x(8_4_0) c_u_finish(1_0_4)_ 385.36299575000004
     x(8_4_0) c_u_finish(3_0_4)_ 372.08396241666674
     x(8_4_0) c_u_finish_cut(1)_ 89.433189800000008
     x(8_4_0) c_u_finish_cut(3)_ 89.433189800000008
     x(8_4_0) c_u_late_cut(3)_ 1
     x(8_4_1) c_e_partition(1)_ 1
     x(8_4_1) c_e_partition(3)_ 1
     x(8_4_1) c_u_one_group(1_4)_ 1
     x(8_4_1) c_u_successor(1_2)_ 1
     x(8_4_1) c_l_successor(1_4)_ 1
     x(8_4_1) c_e_start(1_3)_ -64.693141583333329
     x(8_4_1) c_u_released(1_4)_ 30.221166666666665
     x(8_4_1) c_u_makespan(1)_ 64.693141583333329
     x(8_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(8_4_1) c_u_level_sum_ 258.77256633333332
     x(8_4_1) c_u_finish(1_1_4)_ 410.64014269999996
     x(8_4_1) c_u_finish(3_1_4)_ 397.36110936666665
     x(8_4_1) c_u_finish_cut(1)_ 94.914308249999991
     x(8_4_1) c_u_finish_cut(3)_ 94.914308249999991
     x(8_4_1) c_u_late_cut(3)_ 1
     x(8_4_2) c_e_partition(1)_ 1
     x(8_4_2) c_e_partition(3)_ 1
     x(8_4_2) c_u_one_group(2_4)_ 1
     x(8_4_2) c_u_successor(2_2)_ 1
     x(8_4_2) c_l_successor(2_4)_ 1
     x(8_4_2) c_e_start(2_3)_ -58.496043300000004
     x(8_4_2) c_u_released(2_4)_ 30.221166666666665
     x(8_4_2) c_u_makespan(2)_ 58.496043300000004
     x(8_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(8_4_2) c_u_level_sum_ 233.98417320000001
     x(8_4_2) c_u_finish(1_2_4)_ 383.05886248333331
     x(8_4_2) c_u_finish(3_2_4)_ 369.77982915000001
     x(8_4_2) c_u_finish_cut(1)_ 88.717209966666672
     x(8_4_2) c_u_finish_cut(3)_ 88.717209966666672
     x(8_4_2) c_u_late_cut(3)_ 1
     x(9_2_0) c_e_partition(2)_ 1
     x(9_2_0) c_e_partition(3)_ 1
     x(9_2_0) c_u_one_group(0_2)_ 1
     x(9_2_0) c_u_successor(0_2)_ -1
     x(9_2_0) c_u_one_last(0)_ 1
     x(9_2_0) c_e_start(0_1)_ -49.705288616666664
     x(9_2_0) c_u_released(0_2)_ 30.221166666666665
     x(9_2_0) c_u_makespan(0)_ 49.705288616666664
     x(9_2_0) c_u_idle_before_group(0_2)_ -343.09310595000005
     x(9_2_0) c_u_level_sum_ 99.410577233333328
     x(9_2_0) c_u_finish(2_0_2)_ 375.44882790000008
     x(9_2_0) c_u_finish(3_0_2)_ 362.57722790000008
     x(9_2_0) c_u_finish_cut(2)_ 79.926455283333325
     x(9_2_0) c_u_finish_cut(3)_ 79.926455283333325
     x(9_2_1) c_e_partition(2)_ 1
     x(9_2_1) c_e_partition(3)_ 1
     x(9_2_1) c_u_one_group(1_2)_ 1
     x(9_2_1) c_u_successor(1_2)_ -1
     x(9_2_1) c_u_one_last(1)_ 1
     x(9_2_1) c_e_start(1_1)_ -50.246598966666667
     x(9_2_1) c_u_released(1_2)_ 30.221166666666665
     x(9_2_1) c_u_makespan(1)_ 50.246598966666667
     x(9_2_1) c_u_idle_before_group(1_2)_ -362.88913444999997
     x(9_2_1) c_u_level_sum_ 100.49319793333333
     x(9_2_1) c_u_finish(2_1_2)_ 395.78616675000001
     x(9_2_1) c_u_finish(3_1_2)_ 382.91456675000001
     x(9_2_1) c_u_finish_cut(2)_ 80.467765633333329
     x(9_2_1) c_u_finish_cut(3)_ 80.467765633333329
     x(9_2_2) c_e_partition(2)_ 1
     x(9_2_2) c_e_partition(3)_ 1
     x(9_2_2) c_u_one_group(2_2)_ 1
     x(9_2_2) c_u_successor(2_2)_ -1
     x(9_2_2) c_u_one_last(2)_ 1
     x(9_2_2) c_e_start(2_1)_ -49.635321516666664
     x(9_2_2) c_u_released(2_2)_ 30.221166666666665
     x(9_2_2) c_u_makespan(2)_ 49.635321516666664
     x(9_2_2) c_u_idle_before_group(2_2)_ -341.50495251666666
     x(9_2_2) c_u_level_sum_ 99.270643033333329
     x(9_2_2) c_u_finish(2_2_2)_ 373.79070736666665
     x(9_2_2) c_u_finish(3_2_2)_ 360.91910736666671
     x(9_2_2) c_u_finish_cut(2)_ 79.856488183333326
     x(9_2_2) c_u_finish_cut(3)_ 79.856488183333326
     x(9_3_0) c_e_partition(2)_ 1
     x(9_3_0) c_e_partition(3)_ 1
     x(9_3_0) c_u_one_group(0_3)_ 1
     x(9_3_0) c_u_successor(0_1)_ 1
     x(9_3_0) c_u_successor(0_3)_ -1
     x(9_3_0) c_e_start(0_2)_ -49.705288616666664
     x(9_3_0) c_u_released(0_3)_ 30.221166666666665
     x(9_3_0) c_u_makespan(0)_ 49.705288616666664
     x(9_3_0) c_u_idle_before_group(0_3)_ -343.09310595000005
     x(9_3_0) c_u_level_sum_ 149.11586584999998
     x(9_3_0) c_u_finish(2_0_3)_ 375.44882790000008
     x(9_3_0) c_u_finish(3_0_3)_ 362.57722790000008
     x(9_3_0) c_u_finish_cut(2)_ 79.926455283333325
     x(9_3_0) c_u_finish_cut(3)_ 79.926455283333325
     x(9_3_1) c_e_partition(2)_ 1
     x(9_3_1) c_e_partition(3)_ 1
     x(9_3_1) c_u_one_group(1_3)_ 1
     x(9_3_1) c_u_successor(1_1)_ 1
     x(9_3_1) c_u_successor(1_3)_ -1
     x(9_3_1) c_e_start(1_2)_ -50.246598966666667
     x(9_3_1) c_u_released(1_3)_ 30.221166666666665
     x(9_3_1) c_u_makespan(1)_ 50.246598966666667
     x(9_3_1) c_u_idle_before_group(1_3)_ -362.88913444999997
     x(9_3_1) c_u_level_sum_ 150.73979689999999
     x(9_3_1) c_u_finish(2_1_3)_ 395.78616675000001
     x(9_3_1) c_u_finish(3_1_3)_ 382.91456675000001
     x(9_3_1) c_u_finish_cut(2)_ 80.467765633333329
     x(9_3_1) c_u_finish_cut(3)_ 80.467765633333329
     x(9_3_2) c_e_partition(2)_ 1
     x(9_3_2) c_e_partition(3)_ 1
     x(9_3_2) c_u_one_group(2_3)_ 1
     x(9_3_2) c_u_successor(2_1)_ 1
     x(9_3_2) c_u_successor(2_3)_ -1
     x(9_3_2) c_e_start(2_2)_ -49.635321516666664
     x(9_3_2) c_u_released(2_3)_ 30.221166666666665
     x(9_3_2) c_u_makespan(2)_ 49.635321516666664
     x(9_3_2) c_u_idle_before_group(2_3)_ -341.50495251666666
     x(9_3_2) c_u_level_sum_ 148.90596454999999
     x(9_3_2) c_u_finish(2_2_3)_ 373.79070736666665
     x(9_3_2) c_u_finish(3_2_3)_ 360.91910736666671
     x(9_3_2) c_u_finish_cut(2)_ 79.856488183333326
     x(9_3_2) c_u_finish_cut(3)_ 79.856488183333326
     x(9_4_0) c_e_partition(2)_ 1
     x(9_4_0) c_e_partition(3)_ 1
     x(9_4_0) c_u_one_group(0_4)_ 1
     x(9_4_0) c_u_successor(0_2)_ 1
     x(9_4_0) c_l_successor(0_4)_ 1
     x(9_4_0) c_e_start(0_3)_ -49.705288616666664
     x(9_4_0) c_u_released(0_4)_ 30.221166666666665
     x(9_4_0) c_u_makespan(0)_ 49.705288616666664
     x(9_4_0) c_u_idle_before_group(0_4)_ -343.09310595000005
     x(9_4_0) c_u_level_sum_ 198.82115446666666
     x(9_4_0) c_u_finish(2_0_4)_ 375.44882790000008
     x(9_4_0) c_u_finish(3_0_4)_ 362.57722790000008
     x(9_4_0) c_u_finish_cut(2)_ 79.926455283333325
     x(9_4_0) c_u_finish_cut(3)_ 79.926455283333325
     x(9_4_1) c_e_partition(2)_ 1
     x(9_4_1) c_e_partition(3)_ 1
     x(9_4_1) c_u_one_group(1_4)_ 1
     x(9_4_1) c_u_successor(1_2)_ 1
     x(9_4_1) c_l_successor(1_4)_ 1
     x(9_4_1) c_e_start(1_3)_ -50.246598966666667
     x(9_4_1) c_u_released(1_4)_ 30.221166666666665
     x(9_4_1) c_u_makespan(1)_ 50.246598966666667
     x(9_4_1) c_u_idle_before_group(1_4)_ -362.88913444999997
     x(9_4_1) c_u_level_sum_ 200.98639586666667
     x(9_4_1) c_u_finish(2_1_4)_ 395.78616675000001
     x(9_4_1) c_u_finish(3_1_4)_ 382.91456675000001
     x(9_4_1) c_u_finish_cut(2)_ 80.467765633333329
     x(9_4_1) c_u_finish_cut(3)_ 80.467765633333329
     x(9_4_2) c_e_partition(2)_ 1
     x(9_4_2) c_e_partition(3)_ 1
     x(9_4_2) c_u_one_group(2_4)_ 1
     x(9_4_2) c_u_successor(2_2)_ 1
     x(9_4_2) c_l_successor(2_4)_ 1
     x(9_4_2) c_e_start(2_3)_ -49.635321516666664
     x(9_4_2) c_u_released(2_4)_ 30.221166666666665
     x(9_4_2) c_u_makespan(2)_ 49.635321516666664
     x(9_4_2) c_u_idle_before_group(2_4)_ -341.50495251666666
     x(9_4_2) c_u_level_sum_ 198.54128606666666
     x(9_4_2) c_u_finish(2_2_4)_ 373.79070736666665
     x(9_4_2) c_u_finish(3_2_4)_ 360.91910736666671
     x(9_4_2) c_u_finish_cut(2)_ 79.856488183333326
     x(9_4_2) c_u_finish_cut(3)_ 79.856488183333326
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
     C(0) c_u_late(0)_ 1
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
     u(0) value 0.25
     u(0) c_u_late(0)_ -128.90553444999998
     u(1) value 0.25
     u(1) c_u_late(1)_ -1.1097177833333376
     u(2) value 0.25
     u(2) c_u_late(2)_ -27.157884449999983
     u(3) value 0.25
     u(3) c_u_late(3)_ -279.1945677833333
     u(3) c_u_late_cut(3)_ -1
     ONE_VAR_CONSTANT value -0.3130370833333333
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
     RHS c_u_makespan(0)_ 343.09310595000005
     RHS c_u_makespan(1)_ 362.88913444999997
     RHS c_u_makespan(2)_ 341.50495251666666
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
     RHS c_u_finish(0_0_1)_ 332.4770726166667
     RHS c_u_finish(0_0_2)_ 332.4770726166667
     RHS c_u_finish(0_0_3)_ 332.4770726166667
     RHS c_u_finish(0_0_4)_ 332.4770726166667
     RHS c_u_finish(0_1_1)_ 352.27310111666662
     RHS c_u_finish(0_1_2)_ 352.27310111666662
     RHS c_u_finish(0_1_3)_ 352.27310111666662
     RHS c_u_finish(0_1_4)_ 352.27310111666662
     RHS c_u_finish(0_2_1)_ 330.88891918333331
     RHS c_u_finish(0_2_2)_ 330.88891918333331
     RHS c_u_finish(0_2_3)_ 330.88891918333331
     RHS c_u_finish(0_2_4)_ 330.88891918333331
     RHS c_u_finish(1_0_1)_ 326.15097261666671
     RHS c_u_finish(1_0_2)_ 326.15097261666671
     RHS c_u_finish(1_0_3)_ 326.15097261666671
     RHS c_u_finish(1_0_4)_ 326.15097261666671
     RHS c_u_finish(1_1_1)_ 345.94700111666663
     RHS c_u_finish(1_1_2)_ 345.94700111666663
     RHS c_u_finish(1_1_3)_ 345.94700111666663
     RHS c_u_finish(1_1_4)_ 345.94700111666663
     RHS c_u_finish(1_2_1)_ 324.56281918333332
     RHS c_u_finish(1_2_2)_ 324.56281918333332
     RHS c_u_finish(1_2_3)_ 324.56281918333332
     RHS c_u_finish(1_2_4)_ 324.56281918333332
     RHS c_u_finish(2_0_1)_ 325.7435392833334
     RHS c_u_finish(2_0_2)_ 325.7435392833334
     RHS c_u_finish(2_0_3)_ 325.7435392833334
     RHS c_u_finish(2_0_4)_ 325.7435392833334
     RHS c_u_finish(2_1_1)_ 345.53956778333333
     RHS c_u_finish(2_1_2)_ 345.53956778333333
     RHS c_u_finish(2_1_3)_ 345.53956778333333
     RHS c_u_finish(2_1_4)_ 345.53956778333333
     RHS c_u_finish(2_2_1)_ 324.15538585000002
     RHS c_u_finish(2_2_2)_ 324.15538585000002
     RHS c_u_finish(2_2_3)_ 324.15538585000002
     RHS c_u_finish(2_2_4)_ 324.15538585000002
     RHS c_u_finish(3_0_1)_ 312.8719392833334
     RHS c_u_finish(3_0_2)_ 312.8719392833334
     RHS c_u_finish(3_0_3)_ 312.8719392833334
     RHS c_u_finish(3_0_4)_ 312.8719392833334
     RHS c_u_finish(3_1_1)_ 332.66796778333332
     RHS c_u_finish(3_1_2)_ 332.66796778333332
     RHS c_u_finish(3_1_3)_ 332.66796778333332
     RHS c_u_finish(3_1_4)_ 332.66796778333332
     RHS c_u_finish(3_2_1)_ 311.28378585000002
     RHS c_u_finish(3_2_2)_ 311.28378585000002
     RHS c_u_finish(3_2_3)_ 311.28378585000002
     RHS c_u_finish(3_2_4)_ 311.28378585000002
     RHS c_u_finish_cut(0)_ 0
     RHS c_u_finish_cut(1)_ 0
     RHS c_u_finish_cut(2)_ 0
     RHS c_u_finish_cut(3)_ 0
     RHS c_u_late(0)_ 233.9836
     RHS c_u_late(1)_ 361.77941666666663
     RHS c_u_late(2)_ 335.73124999999999
     RHS c_u_late(3)_ 83.69456666666666
     RHS c_u_late_cut(3)_ 0
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
 UP BOUND I(0_1) 343.09310595000005
 LO BOUND I(0_2) 0
 UP BOUND I(0_2) 343.09310595000005
 LO BOUND I(0_3) 0
 UP BOUND I(0_3) 343.09310595000005
 LO BOUND I(0_4) 0
 UP BOUND I(0_4) 343.09310595000005
 LO BOUND I(1_1) 0
 UP BOUND I(1_1) 362.88913444999997
 LO BOUND I(1_2) 0
 UP BOUND I(1_2) 362.88913444999997
 LO BOUND I(1_3) 0
 UP BOUND I(1_3) 362.88913444999997
 LO BOUND I(1_4) 0
 UP BOUND I(1_4) 362.88913444999997
 LO BOUND I(2_1) 0
 UP BOUND I(2_1) 341.50495251666666
 LO BOUND I(2_2) 0
 UP BOUND I(2_2) 341.50495251666666
 LO BOUND I(2_3) 0
 UP BOUND I(2_3) 341.50495251666666
 LO BOUND I(2_4) 0
 UP BOUND I(2_4) 341.50495251666666
 LO BOUND S(0_1) 0
 UP BOUND S(0_1) 343.09310595000005
 LO BOUND S(0_2) 0
 UP BOUND S(0_2) 343.09310595000005
 LO BOUND S(0_3) 0
 UP BOUND S(0_3) 343.09310595000005
 LO BOUND S(0_4) 0
 UP BOUND S(0_4) 343.09310595000005
 LO BOUND S(1_1) 0
 UP BOUND S(1_1) 362.88913444999997
 LO BOUND S(1_2) 0
 UP BOUND S(1_2) 362.88913444999997
 LO BOUND S(1_3) 0
 UP BOUND S(1_3) 362.88913444999997
 LO BOUND S(1_4) 0
 UP BOUND S(1_4) 362.88913444999997
 LO BOUND S(2_1) 0
 UP BOUND S(2_1) 341.50495251666666
 LO BOUND S(2_2) 0
 UP BOUND S(2_2) 341.50495251666666
 LO BOUND S(2_3) 0
 UP BOUND S(2_3) 341.50495251666666
 LO BOUND S(2_4) 0
 UP BOUND S(2_4) 341.50495251666666
 LO BOUND C(0) 10.616033333333332
 UP BOUND C(0) 362.88913444999997
 LO BOUND C(1) 16.942133333333334
 UP BOUND C(1) 362.88913444999997
 LO BOUND C(2) 17.349566666666664
 UP BOUND C(2) 362.88913444999997
 LO BOUND C(3) 30.221166666666665
 UP BOUND C(3) 362.88913444999997
 BV BOUND u(0)
 BV BOUND u(1)
 BV BOUND u(2)
 BV BOUND u(3)
ENDATA
