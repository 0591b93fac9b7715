* schedbench instance library: asrpt-schedule-n8-s1-b0061e34c0bb335d
* problem asrpt-schedule: A-SRPT (Luo et al.), Problem (8), Eq. 1-3; Alg. 1; Sec. V baselines
* instance b0061e34c0bb335d (instances/asrpt-schedule-n8-s1-b0061e34c0bb335d.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-schedule-b0061e34c0bb335d
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_start(0)_
 E  c_e_one_start(1)_
 E  c_e_one_start(2)_
 E  c_e_one_start(3)_
 E  c_e_one_start(4)_
 E  c_e_one_start(5)_
 E  c_e_one_start(6)_
 E  c_e_one_start(7)_
 L  c_u_capacity(0_67)_
 L  c_u_capacity(0_68)_
 L  c_u_capacity(0_69)_
 L  c_u_capacity(1_67)_
 L  c_u_capacity(1_68)_
 L  c_u_capacity(1_69)_
 L  c_u_capacity(2_67)_
 L  c_u_capacity(2_68)_
 L  c_u_capacity(2_69)_
 L  c_u_capacity(3_67)_
 L  c_u_capacity(3_68)_
 L  c_u_capacity(3_69)_
COLUMNS
     y(0_0_0) obj 763.519131496
     y(0_0_0) c_e_one_start(0)_ 1
     y(0_1_0) obj 763.519131496
     y(0_1_0) c_e_one_start(0)_ 1
     y(0_2_0) obj 763.519131496
     y(0_2_0) c_e_one_start(0)_ 1
     y(0_3_0) obj 763.519131496
     y(0_3_0) c_e_one_start(0)_ 1
     y(1_0_1) obj 19865.178789352041
     y(1_0_1) c_e_one_start(1)_ 1
     y(1_0_1) c_u_capacity(3_67)_ 2
     y(1_0_1) c_u_capacity(3_68)_ 2
     y(1_0_1) c_u_capacity(3_69)_ 2
     y(1_2_1) obj 19865.178789352041
     y(1_2_1) c_e_one_start(1)_ 1
     y(1_2_1) c_u_capacity(2_67)_ 2
     y(1_2_1) c_u_capacity(2_68)_ 2
     y(1_2_1) c_u_capacity(2_69)_ 2
     y(1_5_1) obj 19865.178789352041
     y(1_5_1) c_e_one_start(1)_ 1
     y(1_5_1) c_u_capacity(1_67)_ 2
     y(1_5_1) c_u_capacity(1_68)_ 2
     y(1_5_1) c_u_capacity(1_69)_ 2
     y(1_9_1) obj 19865.178789352041
     y(1_9_1) c_e_one_start(1)_ 1
     y(1_9_1) c_u_capacity(0_67)_ 2
     y(1_9_1) c_u_capacity(0_68)_ 2
     y(1_9_1) c_u_capacity(0_69)_ 2
     y(2_0_10) obj 2020.757787402423
     y(2_0_10) c_e_one_start(2)_ 1
     y(2_2_10) obj 2020.757787402423
     y(2_2_10) c_e_one_start(2)_ 1
     y(2_5_10) obj 2020.757787402423
     y(2_5_10) c_e_one_start(2)_ 1
     y(2_9_10) obj 2020.757787402423
     y(2_9_10) c_e_one_start(2)_ 1
     y(3_0_41) obj 3167.3591953780001
     y(3_0_41) c_e_one_start(3)_ 1
     y(3_1_41) obj 3167.3591953780001
     y(3_1_41) c_e_one_start(3)_ 1
     y(3_2_41) obj 3167.3591953780001
     y(3_2_41) c_e_one_start(3)_ 1
     y(3_3_41) obj 3167.3591953780001
     y(3_3_41) c_e_one_start(3)_ 1
     y(4_0_48) obj 22244.16261857628
     y(4_0_48) c_e_one_start(4)_ 1
     y(4_0_48) c_u_capacity(3_67)_ 2
     y(4_0_48) c_u_capacity(3_68)_ 2
     y(4_0_48) c_u_capacity(3_69)_ 2
     y(4_2_48) obj 22244.16261857628
     y(4_2_48) c_e_one_start(4)_ 1
     y(4_2_48) c_u_capacity(2_67)_ 2
     y(4_2_48) c_u_capacity(2_68)_ 2
     y(4_2_48) c_u_capacity(2_69)_ 2
     y(4_5_48) obj 22244.16261857628
     y(4_5_48) c_e_one_start(4)_ 1
     y(4_5_48) c_u_capacity(1_67)_ 2
     y(4_5_48) c_u_capacity(1_68)_ 2
     y(4_5_48) c_u_capacity(1_69)_ 2
     y(4_9_48) obj 22244.16261857628
     y(4_9_48) c_e_one_start(4)_ 1
     y(4_9_48) c_u_capacity(0_67)_ 2
     y(4_9_48) c_u_capacity(0_68)_ 2
     y(4_9_48) c_u_capacity(0_69)_ 2
     y(5_0_53) obj 4141.758905998
     y(5_0_53) c_e_one_start(5)_ 1
     y(5_0_53) c_u_capacity(3_67)_ 1
     y(5_0_53) c_u_capacity(3_68)_ 1
     y(5_0_53) c_u_capacity(3_69)_ 1
     y(5_1_53) obj 4141.758905998
     y(5_1_53) c_e_one_start(5)_ 1
     y(5_1_53) c_u_capacity(2_67)_ 1
     y(5_1_53) c_u_capacity(2_68)_ 1
     y(5_1_53) c_u_capacity(2_69)_ 1
     y(5_2_53) obj 4141.758905998
     y(5_2_53) c_e_one_start(5)_ 1
     y(5_2_53) c_u_capacity(1_67)_ 1
     y(5_2_53) c_u_capacity(1_68)_ 1
     y(5_2_53) c_u_capacity(1_69)_ 1
     y(5_3_53) obj 4141.758905998
     y(5_3_53) c_e_one_start(5)_ 1
     y(5_3_53) c_u_capacity(0_67)_ 1
     y(5_3_53) c_u_capacity(0_68)_ 1
     y(5_3_53) c_u_capacity(0_69)_ 1
     y(6_0_58) obj 16280.849863576415
     y(6_0_58) c_e_one_start(6)_ 1
     y(6_0_58) c_u_capacity(3_67)_ 2
     y(6_0_58) c_u_capacity(3_68)_ 2
     y(6_0_58) c_u_capacity(3_69)_ 2
     y(6_2_58) obj 16280.849863576415
     y(6_2_58) c_e_one_start(6)_ 1
     y(6_2_58) c_u_capacity(2_67)_ 2
     y(6_2_58) c_u_capacity(2_68)_ 2
     y(6_2_58) c_u_capacity(2_69)_ 2
     y(6_5_58) obj 16280.849863576415
     y(6_5_58) c_e_one_start(6)_ 1
     y(6_5_58) c_u_capacity(1_67)_ 2
     y(6_5_58) c_u_capacity(1_68)_ 2
     y(6_5_58) c_u_capacity(1_69)_ 2
     y(6_9_58) obj 16280.849863576415
     y(6_9_58) c_e_one_start(6)_ 1
     y(6_9_58) c_u_capacity(0_67)_ 2
     y(6_9_58) c_u_capacity(0_68)_ 2
     y(6_9_58) c_u_capacity(0_69)_ 2
     y(7_0_67) obj 13012.491961060661
     y(7_0_67) c_e_one_start(7)_ 1
     y(7_0_67) c_u_capacity(3_67)_ 2
     y(7_0_67) c_u_capacity(3_68)_ 2
     y(7_0_67) c_u_capacity(3_69)_ 2
     y(7_2_67) obj 13012.491961060661
     y(7_2_67) c_e_one_start(7)_ 1
     y(7_2_67) c_u_capacity(2_67)_ 2
     y(7_2_67) c_u_capacity(2_68)_ 2
     y(7_2_67) c_u_capacity(2_69)_ 2
     y(7_5_67) obj 13012.491961060661
     y(7_5_67) c_e_one_start(7)_ 1
     y(7_5_67) c_u_capacity(1_67)_ 2
     y(7_5_67) c_u_capacity(1_68)_ 2
     y(7_5_67) c_u_capacity(1_69)_ 2
     y(7_9_67) obj 13012.491961060661
     y(7_9_67) c_e_one_start(7)_ 1
     y(7_9_67) c_u_capacity(0_67)_ 2
     y(7_9_67) c_u_capacity(0_68)_ 2
     y(7_9_67) c_u_capacity(0_69)_ 2
RHS
     RHS c_e_one_start(0)_ 1
     RHS c_e_one_start(1)_ 1
     RHS c_e_one_start(2)_ 1
     RHS c_e_one_start(3)_ 1
     RHS c_e_one_start(4)_ 1
     RHS c_e_one_start(5)_ 1
     RHS c_e_one_start(6)_ 1
     RHS c_e_one_start(7)_ 1
     RHS c_u_capacity(0_67)_ 8
     RHS c_u_capacity(0_68)_ 8
     RHS c_u_capacity(0_69)_ 8
     RHS c_u_capacity(1_67)_ 8
     RHS c_u_capacity(1_68)_ 8
     RHS c_u_capacity(1_69)_ 8
     RHS c_u_capacity(2_67)_ 8
     RHS c_u_capacity(2_68)_ 8
     RHS c_u_capacity(2_69)_ 8
     RHS c_u_capacity(3_67)_ 8
     RHS c_u_capacity(3_68)_ 8
     RHS c_u_capacity(3_69)_ 8
BOUNDS
 BV BOUND y(0_0_0)
 BV BOUND y(0_1_0)
 BV BOUND y(0_2_0)
 BV BOUND y(0_3_0)
 BV BOUND y(1_0_1)
 BV BOUND y(1_2_1)
 BV BOUND y(1_5_1)
 BV BOUND y(1_9_1)
 BV BOUND y(2_0_10)
 BV BOUND y(2_2_10)
 BV BOUND y(2_5_10)
 BV BOUND y(2_9_10)
 BV BOUND y(3_0_41)
 BV BOUND y(3_1_41)
 BV BOUND y(3_2_41)
 BV BOUND y(3_3_41)
 BV BOUND y(4_0_48)
 BV BOUND y(4_2_48)
 BV BOUND y(4_5_48)
 BV BOUND y(4_9_48)
 BV BOUND y(5_0_53)
 BV BOUND y(5_1_53)
 BV BOUND y(5_2_53)
 BV BOUND y(5_3_53)
 BV BOUND y(6_0_58)
 BV BOUND y(6_2_58)
 BV BOUND y(6_5_58)
 BV BOUND y(6_9_58)
 BV BOUND y(7_0_67)
 BV BOUND y(7_2_67)
 BV BOUND y(7_5_67)
 BV BOUND y(7_9_67)
ENDATA
