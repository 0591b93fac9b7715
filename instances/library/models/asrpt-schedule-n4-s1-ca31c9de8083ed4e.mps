* schedbench instance library: asrpt-schedule-n4-s1-ca31c9de8083ed4e
* problem asrpt-schedule: A-SRPT (Luo et al.), Problem (8), Eq. 1-3; Alg. 1; Sec. V baselines
* instance ca31c9de8083ed4e (instances/asrpt-schedule-n4-s1-ca31c9de8083ed4e.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-schedule-ca31c9de8083ed4e
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_start(0)_
 E  c_e_one_start(1)_
 E  c_e_one_start(2)_
 E  c_e_one_start(3)_
COLUMNS
     y(0_0_0) obj 1988.1979398533283
     y(0_0_0) c_e_one_start(0)_ 1
     y(0_2_0) obj 1988.1979398533283
     y(0_2_0) c_e_one_start(0)_ 1
     y(0_5_0) obj 1988.1979398533283
     y(0_5_0) c_e_one_start(0)_ 1
     y(0_9_0) obj 1988.1979398533283
     y(0_9_0) c_e_one_start(0)_ 1
     y(1_0_9) obj 10199.202158149143
     y(1_0_9) c_e_one_start(1)_ 1
     y(1_2_9) obj 10199.202158149143
     y(1_2_9) c_e_one_start(1)_ 1
     y(1_5_9) obj 10199.202158149143
     y(1_5_9) c_e_one_start(1)_ 1
     y(1_9_9) obj 10199.202158149143
     y(1_9_9) c_e_one_start(1)_ 1
     y(2_0_12) obj 3644.1738466021525
     y(2_0_12) c_e_one_start(2)_ 1
     y(2_2_12) obj 3644.1738466021525
     y(2_2_12) c_e_one_start(2)_ 1
     y(2_5_12) obj 3644.1738466021525
     y(2_5_12) c_e_one_start(2)_ 1
     y(2_9_12) obj 3644.1738466021525
     y(2_9_12) c_e_one_start(2)_ 1
     y(3_0_22) obj 15511.034018374132
     y(3_0_22) c_e_one_start(3)_ 1
     y(3_2_22) obj 15511.034018374132
     y(3_2_22) c_e_one_start(3)_ 1
     y(3_5_22) obj 15511.034018374132
     y(3_5_22) c_e_one_start(3)_ 1
     y(3_9_22) obj 15511.034018374132
     y(3_9_22) c_e_one_start(3)_ 1
RHS
     RHS c_e_one_start(0)_ 1
     RHS c_e_one_start(1)_ 1
     RHS c_e_one_start(2)_ 1
     RHS c_e_one_start(3)_ 1
BOUNDS
 BV BOUND y(0_0_0)
 BV BOUND y(0_2_0)
 BV BOUND y(0_5_0)
 BV BOUND y(0_9_0)
 BV BOUND y(1_0_9)
 BV BOUND y(1_2_9)
 BV BOUND y(1_5_9)
 BV BOUND y(1_9_9)
 BV BOUND y(2_0_12)
 BV BOUND y(2_2_12)
 BV BOUND y(2_5_12)
 BV BOUND y(2_9_12)
 BV BOUND y(3_0_22)
 BV BOUND y(3_2_22)
 BV BOUND y(3_5_22)
 BV BOUND y(3_9_22)
ENDATA
