* schedbench instance library: cuckoo-planning-n4-s1-8f50f673f51fe74f
* problem cuckoo-planning: CUCKOO (SoCC '25), Sec. 3.3.3, Eq. 13-14, Tables 5-6
* instance 8f50f673f51fe74f (instances/cuckoo-planning-n4-s1-8f50f673f51fe74f.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-planning-8f50f673f51fe74f
OBJSENSE
 MIN
ROWS
 N  total_cost
 E  c_e_placed_once(0)_
 E  c_e_placed_once(1)_
 E  c_e_placed_once(2)_
 E  c_e_placed_once(3)_
 L  c_u_slot_once(0)_
 L  c_u_slot_once(1)_
 L  c_u_slot_once(2)_
 L  c_u_slot_once(3)_
 L  c_u_slot_once(4)_
 L  c_u_slot_once(5)_
 L  c_u_slot_once(6)_
 L  c_u_slot_once(7)_
 L  c_u_slot_once(8)_
 L  c_u_slot_once(9)_
 L  c_u_slot_once(10)_
 L  c_u_slot_once(11)_
COLUMNS
     x(0_0) total_cost 3449.1640000000002
     x(0_0) c_e_placed_once(0)_ 1
     x(0_0) c_u_slot_once(0)_ 1
     x(0_1) total_cost 6270.2249999999995
     x(0_1) c_e_placed_once(0)_ 1
     x(0_1) c_u_slot_once(1)_ 1
     x(0_2) total_cost 11431.341
     x(0_2) c_e_placed_once(0)_ 1
     x(0_2) c_u_slot_once(2)_ 1
     x(0_3) total_cost 16592.456999999999
     x(0_3) c_e_placed_once(0)_ 1
     x(0_3) c_u_slot_once(3)_ 1
     x(0_4) total_cost 8482.1529999999984
     x(0_4) c_e_placed_once(0)_ 1
     x(0_4) c_u_slot_once(4)_ 1
     x(0_5) total_cost 15652.752499999999
     x(0_5) c_e_placed_once(0)_ 1
     x(0_5) c_u_slot_once(5)_ 1
     x(0_6) total_cost 22823.351999999995
     x(0_6) c_e_placed_once(0)_ 1
     x(0_6) c_u_slot_once(6)_ 1
     x(0_7) total_cost 29993.951499999992
     x(0_7) c_e_placed_once(0)_ 1
     x(0_7) c_u_slot_once(7)_ 1
     x(0_8) total_cost 7279.8110000000006
     x(0_8) c_e_placed_once(0)_ 1
     x(0_8) c_u_slot_once(8)_ 1
     x(0_9) total_cost 13973.668000000001
     x(0_9) c_e_placed_once(0)_ 1
     x(0_9) c_u_slot_once(9)_ 1
     x(0_10) total_cost 20667.524999999998
     x(0_10) c_e_placed_once(0)_ 1
     x(0_10) c_u_slot_once(10)_ 1
     x(0_11) total_cost 27361.382000000001
     x(0_11) c_e_placed_once(0)_ 1
     x(0_11) c_u_slot_once(11)_ 1
     x(1_0) total_cost 1816.7380000000001
     x(1_0) c_e_placed_once(1)_ 1
     x(1_0) c_u_slot_once(0)_ 1
     x(1_1) total_cost 4397.2960000000003
     x(1_1) c_e_placed_once(1)_ 1
     x(1_1) c_u_slot_once(1)_ 1
     x(1_2) total_cost 6977.8540000000003
     x(1_2) c_e_placed_once(1)_ 1
     x(1_2) c_u_slot_once(2)_ 1
     x(1_3) total_cost 11877.207
     x(1_3) c_e_placed_once(1)_ 1
     x(1_3) c_u_slot_once(3)_ 1
     x(1_4) total_cost 1833.492
     x(1_4) c_e_placed_once(1)_ 1
     x(1_4) c_u_slot_once(4)_ 1
     x(1_5) total_cost 5418.7917499999994
     x(1_5) c_e_placed_once(1)_ 1
     x(1_5) c_u_slot_once(5)_ 1
     x(1_6) total_cost 10768.565999999997
     x(1_6) c_e_placed_once(1)_ 1
     x(1_6) c_u_slot_once(6)_ 1
     x(1_7) total_cost 17939.165499999996
     x(1_7) c_e_placed_once(1)_ 1
     x(1_7) c_u_slot_once(7)_ 1
     x(1_8) total_cost 1817.6669999999999
     x(1_8) c_e_placed_once(1)_ 1
     x(1_8) c_u_slot_once(8)_ 1
     x(1_9) total_cost 5164.5954999999994
     x(1_9) c_e_placed_once(1)_ 1
     x(1_9) c_u_slot_once(9)_ 1
     x(1_10) total_cost 9783.4309999999987
     x(1_10) c_e_placed_once(1)_ 1
     x(1_10) c_u_slot_once(10)_ 1
     x(1_11) total_cost 16477.288
     x(1_11) c_e_placed_once(1)_ 1
     x(1_11) c_u_slot_once(11)_ 1
     x(2_0) total_cost 4062.855
     x(2_0) c_e_placed_once(2)_ 1
     x(2_0) c_u_slot_once(0)_ 1
     x(2_1) total_cost 6643.4130000000005
     x(2_1) c_e_placed_once(2)_ 1
     x(2_1) c_u_slot_once(1)_ 1
     x(2_2) total_cost 9223.9709999999995
     x(2_2) c_e_placed_once(2)_ 1
     x(2_2) c_u_slot_once(2)_ 1
     x(2_3) total_cost 11804.529
     x(2_3) c_e_placed_once(2)_ 1
     x(2_3) c_u_slot_once(3)_ 1
     x(2_4) total_cost 4314.4799999999996
     x(2_4) c_e_placed_once(2)_ 1
     x(2_4) c_u_slot_once(4)_ 1
     x(2_5) total_cost 7899.7797499999997
     x(2_5) c_e_placed_once(2)_ 1
     x(2_5) c_u_slot_once(5)_ 1
     x(2_6) total_cost 11485.0795
     x(2_6) c_e_placed_once(2)_ 1
     x(2_6) c_u_slot_once(6)_ 1
     x(2_7) total_cost 15168.561499999996
     x(2_7) c_e_placed_once(2)_ 1
     x(2_7) c_u_slot_once(7)_ 1
     x(2_8) total_cost 4052.2669999999998
     x(2_8) c_e_placed_once(2)_ 1
     x(2_8) c_u_slot_once(8)_ 1
     x(2_9) total_cost 7399.1954999999998
     x(2_9) c_e_placed_once(2)_ 1
     x(2_9) c_u_slot_once(9)_ 1
     x(2_10) total_cost 10746.124
     x(2_10) c_e_placed_once(2)_ 1
     x(2_10) c_u_slot_once(10)_ 1
     x(2_11) total_cost 14093.0525
     x(2_11) c_e_placed_once(2)_ 1
     x(2_11) c_u_slot_once(11)_ 1
     x(3_0) total_cost 993.47500000000002
     x(3_0) c_e_placed_once(3)_ 1
     x(3_0) c_u_slot_once(0)_ 1
     x(3_1) total_cost 4044.5239999999999
     x(3_1) c_e_placed_once(3)_ 1
     x(3_1) c_u_slot_once(1)_ 1
     x(3_2) total_cost 9205.6400000000012
     x(3_2) c_e_placed_once(3)_ 1
     x(3_2) c_u_slot_once(2)_ 1
     x(3_3) total_cost 14366.755999999999
     x(3_3) c_e_placed_once(3)_ 1
     x(3_3) c_u_slot_once(3)_ 1
     x(3_4) total_cost 1057.5409999999999
     x(3_4) c_e_placed_once(3)_ 1
     x(3_4) c_u_slot_once(4)_ 1
     x(3_5) total_cost 6182.1394999999993
     x(3_5) c_e_placed_once(3)_ 1
     x(3_5) c_u_slot_once(5)_ 1
     x(3_6) total_cost 13352.739
     x(3_6) c_e_placed_once(3)_ 1
     x(3_6) c_u_slot_once(6)_ 1
     x(3_7) total_cost 20523.338499999998
     x(3_7) c_e_placed_once(3)_ 1
     x(3_7) c_u_slot_once(7)_ 1
     x(3_8) total_cost 983.26499999999999
     x(3_8) c_e_placed_once(3)_ 1
     x(3_8) c_u_slot_once(8)_ 1
     x(3_9) total_cost 5556.8450000000012
     x(3_9) c_e_placed_once(3)_ 1
     x(3_9) c_u_slot_once(9)_ 1
     x(3_10) total_cost 12250.702000000001
     x(3_10) c_e_placed_once(3)_ 1
     x(3_10) c_u_slot_once(10)_ 1
     x(3_11) total_cost 18944.559000000001
     x(3_11) c_e_placed_once(3)_ 1
     x(3_11) c_u_slot_once(11)_ 1
RHS
     RHS c_e_placed_once(0)_ 1
     RHS c_e_placed_once(1)_ 1
     RHS c_e_placed_once(2)_ 1
     RHS c_e_placed_once(3)_ 1
     RHS c_u_slot_once(0)_ 1
     RHS c_u_slot_once(1)_ 1
     RHS c_u_slot_once(2)_ 1
     RHS c_u_slot_once(3)_ 1
     RHS c_u_slot_once(4)_ 1
     RHS c_u_slot_once(5)_ 1
     RHS c_u_slot_once(6)_ 1
     RHS c_u_slot_once(7)_ 1
     RHS c_u_slot_once(8)_ 1
     RHS c_u_slot_once(9)_ 1
     RHS c_u_slot_once(10)_ 1
     RHS c_u_slot_once(11)_ 1
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(0_2)
 BV BOUND x(0_3)
 BV BOUND x(0_4)
 BV BOUND x(0_5)
 BV BOUND x(0_6)
 BV BOUND x(0_7)
 BV BOUND x(0_8)
 BV BOUND x(0_9)
 BV BOUND x(0_10)
 BV BOUND x(0_11)
 BV BOUND x(1_0)
 BV BOUND x(1_1)
 BV BOUND x(1_2)
 BV BOUND x(1_3)
 BV BOUND x(1_4)
 BV BOUND x(1_5)
 BV BOUND x(1_6)
 BV BOUND x(1_7)
 BV BOUND x(1_8)
 BV BOUND x(1_9)
 BV BOUND x(1_10)
 BV BOUND x(1_11)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(2_2)
 BV BOUND x(2_3)
 BV BOUND x(2_4)
 BV BOUND x(2_5)
 BV BOUND x(2_6)
 BV BOUND x(2_7)
 BV BOUND x(2_8)
 BV BOUND x(2_9)
 BV BOUND x(2_10)
 BV BOUND x(2_11)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(3_2)
 BV BOUND x(3_3)
 BV BOUND x(3_4)
 BV BOUND x(3_5)
 BV BOUND x(3_6)
 BV BOUND x(3_7)
 BV BOUND x(3_8)
 BV BOUND x(3_9)
 BV BOUND x(3_10)
 BV BOUND x(3_11)
ENDATA
