* schedbench instance library: cuckoo-packing-n6-s0-400a76d212853c3f
* problem cuckoo-packing: CUCKOO (SoCC '25), Sec. 3.3.2, Eq. 11-12, Alg. 3
* instance 400a76d212853c3f (instances/cuckoo-packing-n6-s0-400a76d212853c3f.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-packing-400a76d212853c3f
OBJSENSE
 MAX
ROWS
 N  value
 L  c_u_degree(0)_
 L  c_u_degree(1)_
 L  c_u_degree(2)_
 L  c_u_degree(3)_
 L  c_u_degree(4)_
 L  c_u_degree(5)_
COLUMNS
     x(0) value 0.82214091722271321
     x(0) c_u_degree(0)_ 1
     x(0) c_u_degree(1)_ 1
     x(1) value 0.73670435571561188
     x(1) c_u_degree(0)_ 1
     x(1) c_u_degree(2)_ 1
     x(2) value 0.75848666971235734
     x(2) c_u_degree(0)_ 1
     x(2) c_u_degree(3)_ 1
     x(3) value 0.77974494817527729
     x(3) c_u_degree(0)_ 1
     x(3) c_u_degree(4)_ 1
     x(4) value 1.0829775921609233
     x(4) c_u_degree(0)_ 1
     x(4) c_u_degree(5)_ 1
     x(5) value 1.1121971284145171
     x(5) c_u_degree(1)_ 1
     x(5) c_u_degree(2)_ 1
     x(6) value 0.60719837119460096
     x(6) c_u_degree(1)_ 1
     x(6) c_u_degree(3)_ 1
     x(7) value 1.0292434499588166
     x(7) c_u_degree(1)_ 1
     x(7) c_u_degree(4)_ 1
     x(8) value 0.61207923966366518
     x(8) c_u_degree(1)_ 1
     x(8) c_u_degree(5)_ 1
     x(9) value 0.82440864567245031
     x(9) c_u_degree(2)_ 1
     x(9) c_u_degree(3)_ 1
     x(10) value 0.71367960425035193
     x(10) c_u_degree(2)_ 1
     x(10) c_u_degree(4)_ 1
     x(11) value 0.81829750179747096
     x(11) c_u_degree(2)_ 1
     x(11) c_u_degree(5)_ 1
     x(12) value 1.0140717797352867
     x(12) c_u_degree(3)_ 1
     x(12) c_u_degree(4)_ 1
     x(13) value 0.82917048617073374
     x(13) c_u_degree(3)_ 1
     x(13) c_u_degree(5)_ 1
     x(14) value 1.0580050230790814
     x(14) c_u_degree(4)_ 1
     x(14) c_u_degree(5)_ 1
RHS
     RHS c_u_degree(0)_ 1
     RHS c_u_degree(1)_ 1
     RHS c_u_degree(2)_ 1
     RHS c_u_degree(3)_ 1
     RHS c_u_degree(4)_ 1
     RHS c_u_degree(5)_ 1
BOUNDS
 BV BOUND x(0)
 BV BOUND x(1)
 BV BOUND x(2)
 BV BOUND x(3)
 BV BOUND x(4)
 BV BOUND x(5)
 BV BOUND x(6)
 BV BOUND x(7)
 BV BOUND x(8)
 BV BOUND x(9)
 BV BOUND x(10)
 BV BOUND x(11)
 BV BOUND x(12)
 BV BOUND x(13)
 BV BOUND x(14)
ENDATA
