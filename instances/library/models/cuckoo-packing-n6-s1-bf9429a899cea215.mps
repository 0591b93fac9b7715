* schedbench instance library: cuckoo-packing-n6-s1-bf9429a899cea215
* problem cuckoo-packing: CUCKOO (SoCC '25), Sec. 3.3.2, Eq. 11-12, Alg. 3
* instance bf9429a899cea215 (instances/cuckoo-packing-n6-s1-bf9429a899cea215.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME cuckoo-packing-bf9429a899cea215
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
     x(0) value 0.55141528322901612
     x(0) c_u_degree(0)_ 1
     x(0) c_u_degree(1)_ 1
     x(1) value 0.82477117498702301
     x(1) c_u_degree(0)_ 1
     x(1) c_u_degree(2)_ 1
     x(2) value 0.71604804323701088
     x(2) c_u_degree(0)_ 1
     x(2) c_u_degree(3)_ 1
     x(3) value 0.58711444980974792
     x(3) c_u_degree(0)_ 1
     x(3) c_u_degree(4)_ 1
     x(4) value 1.014320722359465
     x(4) c_u_degree(0)_ 1
     x(4) c_u_degree(5)_ 1
     x(5) value 0.99783369441844694
     x(5) c_u_degree(1)_ 1
     x(5) c_u_degree(2)_ 1
     x(6) value 0.94348469778419619
     x(6) c_u_degree(1)_ 1
     x(6) c_u_degree(3)_ 1
     x(7) value 1.1723332275339171
     x(7) c_u_degree(1)_ 1
     x(7) c_u_degree(4)_ 1
     x(8) value 1.1206061393630846
     x(8) c_u_degree(1)_ 1
     x(8) c_u_degree(5)_ 1
     x(9) value 0.70390887028600191
     x(9) c_u_degree(2)_ 1
     x(9) c_u_degree(3)_ 1
     x(10) value 0.8038283087245508
     x(10) c_u_degree(2)_ 1
     x(10) c_u_degree(4)_ 1
     x(11) value 0.71746292518723442
     x(11) c_u_degree(2)_ 1
     x(11) c_u_degree(5)_ 1
     x(12) value 0.82560431703374038
     x(12) c_u_degree(3)_ 1
     x(12) c_u_degree(4)_ 1
     x(13) value 0.69197155063252958
     x(13) c_u_degree(3)_ 1
     x(13) c_u_degree(5)_ 1
     x(14) value 1.024389526571768
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
