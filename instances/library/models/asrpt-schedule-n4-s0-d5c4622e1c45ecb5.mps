* schedbench instance library: asrpt-schedule-n4-s0-d5c4622e1c45ecb5
* problem asrpt-schedule: A-SRPT (Luo et al.), Problem (8), Eq. 1-3; Alg. 1; Sec. V baselines
* instance d5c4622e1c45ecb5 (instances/asrpt-schedule-n4-s0-d5c4622e1c45ecb5.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-schedule-d5c4622e1c45ecb5
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_start(0)_
 E  c_e_one_start(1)_
 E  c_e_one_start(2)_
 E  c_e_one_start(3)_
 L  c_u_capacity(0_14)_
 L  c_u_capacity(0_15)_
 L  c_u_capacity(0_17)_
 L  c_u_capacity(0_18)_
 L  c_u_capacity(0_19)_
 L  c_u_capacity(0_20)_
 L  c_u_capacity(1_14)_
 L  c_u_capacity(1_15)_
 L  c_u_capacity(1_17)_
 L  c_u_capacity(1_18)_
 L  c_u_capacity(1_19)_
 L  c_u_capacity(1_20)_
 L  c_u_capacity(2_14)_
 L  c_u_capacity(2_15)_
 L  c_u_capacity(2_17)_
 L  c_u_capacity(2_18)_
 L  c_u_capacity(2_19)_
 L  c_u_capacity(2_20)_
 L  c_u_capacity(3_14)_
 L  c_u_capacity(3_15)_
 L  c_u_capacity(3_17)_
 L  c_u_capacity(3_18)_
 L  c_u_capacity(3_19)_
 L  c_u_capacity(3_20)_
COLUMNS
     y(0_0_0) obj 5746.0779088651152
     y(0_0_0) c_e_one_start(0)_ 1
     y(0_0_0) c_u_capacity(3_14)_ 4
     y(0_0_0) c_u_capacity(3_15)_ 4
     y(0_0_0) c_u_capacity(3_17)_ 4
     y(0_0_0) c_u_capacity(3_18)_ 4
     y(0_0_0) c_u_capacity(3_19)_ 4
     y(0_0_0) c_u_capacity(3_20)_ 4
     y(0_4_0) obj 5746.0779088651152
     y(0_4_0) c_e_one_start(0)_ 1
     y(0_4_0) c_u_capacity(2_14)_ 4
     y(0_4_0) c_u_capacity(2_15)_ 4
     y(0_4_0) c_u_capacity(2_17)_ 4
     y(0_4_0) c_u_capacity(2_18)_ 4
     y(0_4_0) c_u_capacity(2_19)_ 4
     y(0_4_0) c_u_capacity(2_20)_ 4
     y(0_14_0) obj 5746.0779088651152
     y(0_14_0) c_e_one_start(0)_ 1
     y(0_14_0) c_u_capacity(1_14)_ 4
     y(0_14_0) c_u_capacity(1_15)_ 4
     y(0_14_0) c_u_capacity(1_17)_ 4
     y(0_14_0) c_u_capacity(1_18)_ 4
     y(0_14_0) c_u_capacity(1_19)_ 4
     y(0_14_0) c_u_capacity(1_20)_ 4
     y(0_34_0) obj 5746.0779088651152
     y(0_34_0) c_e_one_start(0)_ 1
     y(0_34_0) c_u_capacity(0_14)_ 4
     y(0_34_0) c_u_capacity(0_15)_ 4
     y(0_34_0) c_u_capacity(0_17)_ 4
     y(0_34_0) c_u_capacity(0_18)_ 4
     y(0_34_0) c_u_capacity(0_19)_ 4
     y(0_34_0) c_u_capacity(0_20)_ 4
     y(1_0_12) obj 948.31974028600007
     y(1_0_12) c_e_one_start(1)_ 1
     y(1_0_12) c_u_capacity(3_14)_ 1
     y(1_0_12) c_u_capacity(3_15)_ 1
     y(1_1_12) obj 948.31974028600007
     y(1_1_12) c_e_one_start(1)_ 1
     y(1_1_12) c_u_capacity(2_14)_ 1
     y(1_1_12) c_u_capacity(2_15)_ 1
     y(1_2_12) obj 948.31974028600007
     y(1_2_12) c_e_one_start(1)_ 1
     y(1_2_12) c_u_capacity(1_14)_ 1
     y(1_2_12) c_u_capacity(1_15)_ 1
     y(1_3_12) obj 948.31974028600007
     y(1_3_12) c_e_one_start(1)_ 1
     y(1_3_12) c_u_capacity(0_14)_ 1
     y(1_3_12) c_u_capacity(0_15)_ 1
     y(2_0_14) obj 7172.5443811319947
     y(2_0_14) c_e_one_start(2)_ 1
     y(2_0_14) c_u_capacity(3_14)_ 4
     y(2_0_14) c_u_capacity(3_15)_ 4
     y(2_0_14) c_u_capacity(3_17)_ 4
     y(2_0_14) c_u_capacity(3_18)_ 4
     y(2_0_14) c_u_capacity(3_19)_ 4
     y(2_0_14) c_u_capacity(3_20)_ 4
     y(2_4_14) obj 7172.5443811319947
     y(2_4_14) c_e_one_start(2)_ 1
     y(2_4_14) c_u_capacity(2_14)_ 4
     y(2_4_14) c_u_capacity(2_15)_ 4
     y(2_4_14) c_u_capacity(2_17)_ 4
     y(2_4_14) c_u_capacity(2_18)_ 4
     y(2_4_14) c_u_capacity(2_19)_ 4
     y(2_4_14) c_u_capacity(2_20)_ 4
     y(2_14_14) obj 7172.5443811319947
     y(2_14_14) c_e_one_start(2)_ 1
     y(2_14_14) c_u_capacity(1_14)_ 4
     y(2_14_14) c_u_capacity(1_15)_ 4
     y(2_14_14) c_u_capacity(1_17)_ 4
     y(2_14_14) c_u_capacity(1_18)_ 4
     y(2_14_14) c_u_capacity(1_19)_ 4
     y(2_14_14) c_u_capacity(1_20)_ 4
     y(2_34_14) obj 7172.5443811319947
     y(2_34_14) c_e_one_start(2)_ 1
     y(2_34_14) c_u_capacity(0_14)_ 4
     y(2_34_14) c_u_capacity(0_15)_ 4
     y(2_34_14) c_u_capacity(0_17)_ 4
     y(2_34_14) c_u_capacity(0_18)_ 4
     y(2_34_14) c_u_capacity(0_19)_ 4
     y(2_34_14) c_u_capacity(0_20)_ 4
     y(3_0_17) obj 1214.3997788700001
     y(3_0_17) c_e_one_start(3)_ 1
     y(3_0_17) c_u_capacity(3_17)_ 1
     y(3_0_17) c_u_capacity(3_18)_ 1
     y(3_0_17) c_u_capacity(3_19)_ 1
     y(3_0_17) c_u_capacity(3_20)_ 1
     y(3_1_17) obj 1214.3997788700001
     y(3_1_17) c_e_one_start(3)_ 1
     y(3_1_17) c_u_capacity(2_17)_ 1
     y(3_1_17) c_u_capacity(2_18)_ 1
     y(3_1_17) c_u_capacity(2_19)_ 1
     y(3_1_17) c_u_capacity(2_20)_ 1
     y(3_2_17) obj 1214.3997788700001
     y(3_2_17) c_e_one_start(3)_ 1
     y(3_2_17) c_u_capacity(1_17)_ 1
     y(3_2_17) c_u_capacity(1_18)_ 1
     y(3_2_17) c_u_capacity(1_19)_ 1
     y(3_2_17) c_u_capacity(1_20)_ 1
     y(3_3_17) obj 1214.3997788700001
     y(3_3_17) c_e_one_start(3)_ 1
     y(3_3_17) c_u_capacity(0_17)_ 1
     y(3_3_17) c_u_capacity(0_18)_ 1
     y(3_3_17) c_u_capacity(0_19)_ 1
     y(3_3_17) c_u_capacity(0_20)_ 1
RHS
     RHS c_e_one_start(0)_ 1
     RHS c_e_one_start(1)_ 1
     RHS c_e_one_start(2)_ 1
     RHS c_e_one_start(3)_ 1
     RHS c_u_capacity(0_14)_ 8
     RHS c_u_capacity(0_15)_ 8
     RHS c_u_capacity(0_17)_ 8
     RHS c_u_capacity(0_18)_ 8
     RHS c_u_capacity(0_19)_ 8
     RHS c_u_capacity(0_20)_ 8
     RHS c_u_capacity(1_14)_ 8
     RHS c_u_capacity(1_15)_ 8
     RHS c_u_capacity(1_17)_ 8
     RHS c_u_capacity(1_18)_ 8
     RHS c_u_capacity(1_19)_ 8
     RHS c_u_capacity(1_20)_ 8
     RHS c_u_capacity(2_14)_ 8
     RHS c_u_capacity(2_15)_ 8
     RHS c_u_capacity(2_17)_ 8
     RHS c_u_capacity(2_18)_ 8
     RHS c_u_capacity(2_19)_ 8
     RHS c_u_capacity(2_20)_ 8
     RHS c_u_capacity(3_14)_ 8
     RHS c_u_capacity(3_15)_ 8
     RHS c_u_capacity(3_17)_ 8
     RHS c_u_capacity(3_18)_ 8
     RHS c_u_capacity(3_19)_ 8
     RHS c_u_capacity(3_20)_ 8
BOUNDS
 BV BOUND y(0_0_0)
 BV BOUND y(0_4_0)
 BV BOUND y(0_14_0)
 BV BOUND y(0_34_0)
 BV BOUND y(1_0_12)
 BV BOUND y(1_1_12)
 BV BOUND y(1_2_12)
 BV BOUND y(1_3_12)
 BV BOUND y(2_0_14)
 BV BOUND y(2_4_14)
 BV BOUND y(2_14_14)
 BV BOUND y(2_34_14)
 BV BOUND y(3_0_17)
 BV BOUND y(3_1_17)
 BV BOUND y(3_2_17)
 BV BOUND y(3_3_17)
ENDATA
