* schedbench instance library: cuckoo-planning-n4-s0-f320f460ee3d3f05
* problem cuckoo-planning: CUCKOO (SoCC '25), Sec. 3.3.3, Eq. 13-14, Tables 5-6
* instance f320f460ee3d3f05 (instances/cuckoo-planning-n4-s0-f320f460ee3d3f05.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-planning-f320f460ee3d3f05
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
     x(0_0) total_cost 1447.2850000000001
     x(0_0) c_e_placed_once(0)_ 1
     x(0_0) c_u_slot_once(0)_ 1
     x(0_1) total_cost 4442.808
     x(0_1) c_e_placed_once(0)_ 1
     x(0_1) c_u_slot_once(1)_ 1
     x(0_2) total_cost 9433.8359999999993
     x(0_2) c_e_placed_once(0)_ 1
     x(0_2) c_u_slot_once(2)_ 1
     x(0_3) total_cost 15424.881999999998
     x(0_3) c_e_placed_once(0)_ 1
     x(0_3) c_u_slot_once(3)_ 1
     x(0_4) total_cost 1469.0550000000001
     x(0_4) c_e_placed_once(0)_ 1
     x(0_4) c_u_slot_once(4)_ 1
     x(0_5) total_cost 4616.1747500000001
     x(0_5) c_e_placed_once(0)_ 1
     x(0_5) c_u_slot_once(5)_ 1
     x(0_6) total_cost 10083.762999999999
     x(0_6) c_e_placed_once(0)_ 1
     x(0_6) c_u_slot_once(6)_ 1
     x(0_7) total_cost 16378.002499999999
     x(0_7) c_e_placed_once(0)_ 1
     x(0_7) c_u_slot_once(7)_ 1
     x(0_8) total_cost 1439.3309999999999
     x(0_8) c_e_placed_once(0)_ 1
     x(0_8) c_u_slot_once(8)_ 1
     x(0_9) total_cost 4457.2117500000004
     x(0_9) c_e_placed_once(0)_ 1
     x(0_9) c_u_slot_once(9)_ 1
     x(0_10) total_cost 9507.3590000000004
     x(0_10) c_e_placed_once(0)_ 1
     x(0_10) c_u_slot_once(10)_ 1
     x(0_11) total_cost 15543.120500000001
     x(0_11) c_e_placed_once(0)_ 1
     x(0_11) c_u_slot_once(11)_ 1
     x(1_0) total_cost 4806.232
     x(1_0) c_e_placed_once(1)_ 1
     x(1_0) c_u_slot_once(0)_ 1
     x(1_1) total_cost 7801.7550000000001
     x(1_1) c_e_placed_once(1)_ 1
     x(1_1) c_u_slot_once(1)_ 1
     x(1_2) total_cost 10797.278
     x(1_2) c_e_placed_once(1)_ 1
     x(1_2) c_u_slot_once(2)_ 1
     x(1_3) total_cost 13792.800999999999
     x(1_3) c_e_placed_once(1)_ 1
     x(1_3) c_u_slot_once(3)_ 1
     x(1_4) total_cost 5107.7839999999997
     x(1_4) c_e_placed_once(1)_ 1
     x(1_4) c_u_slot_once(4)_ 1
     x(1_5) total_cost 8254.9037499999995
     x(1_5) c_e_placed_once(1)_ 1
     x(1_5) c_u_slot_once(5)_ 1
     x(1_6) total_cost 11402.023499999999
     x(1_6) c_e_placed_once(1)_ 1
     x(1_6) c_u_slot_once(6)_ 1
     x(1_7) total_cost 14549.143249999999
     x(1_7) c_e_placed_once(1)_ 1
     x(1_7) c_u_slot_once(7)_ 1
     x(1_8) total_cost 4793.4030000000002
     x(1_8) c_e_placed_once(1)_ 1
     x(1_8) c_u_slot_once(8)_ 1
     x(1_9) total_cost 7811.2837500000005
     x(1_9) c_e_placed_once(1)_ 1
     x(1_9) c_u_slot_once(9)_ 1
     x(1_10) total_cost 10829.164500000001
     x(1_10) c_e_placed_once(1)_ 1
     x(1_10) c_u_slot_once(10)_ 1
     x(1_11) total_cost 13847.045250000001
     x(1_11) c_e_placed_once(1)_ 1
     x(1_11) c_u_slot_once(11)_ 1
     x(2_0) total_cost 3418.4940000000001
     x(2_0) c_e_placed_once(2)_ 1
     x(2_0) c_u_slot_once(0)_ 1
     x(2_1) total_cost 6414.0169999999998
     x(2_1) c_e_placed_once(2)_ 1
     x(2_1) c_u_slot_once(1)_ 1
     x(2_2) total_cost 9409.5400000000009
     x(2_2) c_e_placed_once(2)_ 1
     x(2_2) c_u_slot_once(2)_ 1
     x(2_3) total_cost 12692.059000000001
     x(2_3) c_e_placed_once(2)_ 1
     x(2_3) c_u_slot_once(3)_ 1
     x(2_4) total_cost 3459.511
     x(2_4) c_e_placed_once(2)_ 1
     x(2_4) c_u_slot_once(4)_ 1
     x(2_5) total_cost 6606.6307500000003
     x(2_5) c_e_placed_once(2)_ 1
     x(2_5) c_u_slot_once(5)_ 1
     x(2_6) total_cost 9753.7505000000001
     x(2_6) c_e_placed_once(2)_ 1
     x(2_6) c_u_slot_once(6)_ 1
     x(2_7) total_cost 13683.673500000001
     x(2_7) c_e_placed_once(2)_ 1
     x(2_7) c_u_slot_once(7)_ 1
     x(2_8) total_cost 3416.8739999999998
     x(2_8) c_e_placed_once(2)_ 1
     x(2_8) c_u_slot_once(8)_ 1
     x(2_9) total_cost 6434.7547500000001
     x(2_9) c_e_placed_once(2)_ 1
     x(2_9) c_u_slot_once(9)_ 1
     x(2_10) total_cost 9452.6355000000003
     x(2_10) c_e_placed_once(2)_ 1
     x(2_10) c_u_slot_once(10)_ 1
     x(2_11) total_cost 12822.965500000002
     x(2_11) c_e_placed_once(2)_ 1
     x(2_11) c_u_slot_once(11)_ 1
     x(3_0) total_cost 2823.9960000000001
     x(3_0) c_e_placed_once(3)_ 1
     x(3_0) c_u_slot_once(0)_ 1
     x(3_1) total_cost 8815.0420000000013
     x(3_1) c_e_placed_once(3)_ 1
     x(3_1) c_u_slot_once(1)_ 1
     x(3_2) total_cost 14806.088
     x(3_2) c_e_placed_once(3)_ 1
     x(3_2) c_u_slot_once(2)_ 1
     x(3_3) total_cost 20797.133999999998
     x(3_3) c_e_placed_once(3)_ 1
     x(3_3) c_u_slot_once(3)_ 1
     x(3_4) total_cost 3308.0919999999996
     x(3_4) c_e_placed_once(3)_ 1
     x(3_4) c_u_slot_once(4)_ 1
     x(3_5) total_cost 9602.3315000000002
     x(3_5) c_e_placed_once(3)_ 1
     x(3_5) c_u_slot_once(5)_ 1
     x(3_6) total_cost 15896.571
     x(3_6) c_e_placed_once(3)_ 1
     x(3_6) c_u_slot_once(6)_ 1
     x(3_7) total_cost 22190.8105
     x(3_7) c_e_placed_once(3)_ 1
     x(3_7) c_u_slot_once(7)_ 1
     x(3_8) total_cost 3047.6639999999998
     x(3_8) c_e_placed_once(3)_ 1
     x(3_8) c_u_slot_once(8)_ 1
     x(3_9) total_cost 9083.4255000000012
     x(3_9) c_e_placed_once(3)_ 1
     x(3_9) c_u_slot_once(9)_ 1
     x(3_10) total_cost 15119.187000000002
     x(3_10) c_e_placed_once(3)_ 1
     x(3_10) c_u_slot_once(10)_ 1
     x(3_11) total_cost 21154.948500000006
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
