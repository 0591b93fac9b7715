* schedbench instance library: horus-placement-n4-s1-c281293b7a4b87aa
* problem horus-placement: HORUS (IEEE TPDS 2022), Sec. 4.2, Eq. 3-10, Alg. 1
* instance c281293b7a4b87aa (instances/horus-placement-n4-s1-c281293b7a4b87aa.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME horus-c281293b7a4b87aa
OBJSENSE
 MIN
ROWS
 N  obj
 L  c_u_one_set(0)_
 L  c_u_one_set(1)_
 L  c_u_one_set(2)_
 L  c_u_one_set(3)_
 L  c_u_one_set(4)_
 L  c_u_one_set(5)_
 L  c_u_one_set(6)_
 L  c_u_one_set(7)_
 L  c_u_one_set(8)_
 E  c_e_cover(0)_
 E  c_e_cover(1)_
 E  c_e_cover(2)_
 E  c_e_cover(3)_
 L  c_u_cpu(0)_
 L  c_u_cpu(1)_
 L  c_u_cpu(2)_
 L  c_u_ram(0)_
 L  c_u_ram(1)_
 L  c_u_ram(2)_
COLUMNS
     z(0) obj 0.60352031249999993
     z(0) c_u_one_set(0)_ 1
     z(0) c_e_cover(0)_ 1
     z(0) c_u_cpu(0)_ 2
     z(0) c_u_ram(0)_ 8
     z(1) obj 0.8848339999999999
     z(1) c_u_one_set(0)_ 1
     z(1) c_e_cover(1)_ 1
     z(1) c_u_cpu(0)_ 2
     z(1) c_u_ram(0)_ 8
     z(2) obj 1.2169022274999999
     z(2) c_u_one_set(0)_ 1
     z(2) c_e_cover(2)_ 1
     z(2) c_u_cpu(0)_ 2
     z(2) c_u_ram(0)_ 8
     z(3) obj 0.76944594937499988
     z(3) c_u_one_set(0)_ 1
     z(3) c_e_cover(3)_ 1
     z(3) c_u_cpu(0)_ 2
     z(3) c_u_ram(0)_ 8
     z(4) obj 0.88835992437500011
     z(4) c_u_one_set(1)_ 1
     z(4) c_e_cover(0)_ 1
     z(4) c_u_cpu(0)_ 2
     z(4) c_u_ram(0)_ 8
     z(5) obj 1.7256102568750005
     z(5) c_u_one_set(1)_ 1
     z(5) c_e_cover(1)_ 1
     z(5) c_u_cpu(0)_ 2
     z(5) c_u_ram(0)_ 8
     z(6) obj 2.1523561443749992
     z(6) c_u_one_set(1)_ 1
     z(6) c_e_cover(2)_ 1
     z(6) c_u_cpu(0)_ 2
     z(6) c_u_ram(0)_ 8
     z(7) obj 1.4167504662499999
     z(7) c_u_one_set(1)_ 1
     z(7) c_e_cover(3)_ 1
     z(7) c_u_cpu(0)_ 2
     z(7) c_u_ram(0)_ 8
     z(8) obj 0.3203224609375
     z(8) c_u_one_set(2)_ 1
     z(8) c_e_cover(0)_ 1
     z(8) c_u_cpu(0)_ 2
     z(8) c_u_ram(0)_ 8
     z(9) obj 0.62011464843749997
     z(9) c_u_one_set(2)_ 1
     z(9) c_e_cover(1)_ 1
     z(9) c_u_cpu(0)_ 2
     z(9) c_u_ram(0)_ 8
     z(10) obj 0.92323496093750002
     z(10) c_u_one_set(2)_ 1
     z(10) c_e_cover(2)_ 1
     z(10) c_u_cpu(0)_ 2
     z(10) c_u_ram(0)_ 8
     z(11) obj 0.52790488281250003
     z(11) c_u_one_set(2)_ 1
     z(11) c_e_cover(3)_ 1
     z(11) c_u_cpu(0)_ 2
     z(11) c_u_ram(0)_ 8
     z(12) obj 1.9502720887499996
     z(12) c_u_one_set(2)_ 1
     z(12) c_e_cover(0)_ 1
     z(12) c_e_cover(1)_ 1
     z(12) c_u_cpu(0)_ 4
     z(12) c_u_ram(0)_ 16
     z(13) obj 2.6521529237500001
     z(13) c_u_one_set(2)_ 1
     z(13) c_e_cover(0)_ 1
     z(13) c_e_cover(2)_ 1
     z(13) c_u_cpu(0)_ 4
     z(13) c_u_ram(0)_ 16
     z(14) obj 1.6423661675000001
     z(14) c_u_one_set(2)_ 1
     z(14) c_e_cover(0)_ 1
     z(14) c_e_cover(3)_ 1
     z(14) c_u_cpu(0)_ 4
     z(14) c_u_ram(0)_ 16
     z(15) obj 4.5406179687500003
     z(15) c_u_one_set(2)_ 1
     z(15) c_e_cover(1)_ 1
     z(15) c_e_cover(2)_ 1
     z(15) c_u_cpu(0)_ 4
     z(15) c_u_ram(0)_ 16
     z(16) obj 3.0453658125
     z(16) c_u_one_set(2)_ 1
     z(16) c_e_cover(1)_ 1
     z(16) c_e_cover(3)_ 1
     z(16) c_u_cpu(0)_ 4
     z(16) c_u_ram(0)_ 16
     z(17) obj 3.859473767499999
     z(17) c_u_one_set(2)_ 1
     z(17) c_e_cover(2)_ 1
     z(17) c_e_cover(3)_ 1
     z(17) c_u_cpu(0)_ 4
     z(17) c_u_ram(0)_ 16
     z(18) obj 0.83444575874999982
     z(18) c_u_one_set(3)_ 1
     z(18) c_e_cover(0)_ 1
     z(18) c_u_cpu(0)_ 2
     z(18) c_u_ram(0)_ 8
     z(19) obj 1.3131195312499997
     z(19) c_u_one_set(3)_ 1
     z(19) c_e_cover(1)_ 1
     z(19) c_u_cpu(0)_ 2
     z(19) c_u_ram(0)_ 8
     z(20) obj 1.6878504587499998
     z(20) c_u_one_set(3)_ 1
     z(20) c_e_cover(2)_ 1
     z(20) c_u_cpu(0)_ 2
     z(20) c_u_ram(0)_ 8
     z(21) obj 1.1105511806249999
     z(21) c_u_one_set(3)_ 1
     z(21) c_e_cover(3)_ 1
     z(21) c_u_cpu(0)_ 2
     z(21) c_u_ram(0)_ 8
     z(22) obj 0.88835992437500011
     z(22) c_u_one_set(4)_ 1
     z(22) c_e_cover(0)_ 1
     z(22) c_u_cpu(1)_ 2
     z(22) c_u_ram(1)_ 8
     z(23) obj 1.7256102568750005
     z(23) c_u_one_set(4)_ 1
     z(23) c_e_cover(1)_ 1
     z(23) c_u_cpu(1)_ 2
     z(23) c_u_ram(1)_ 8
     z(24) obj 2.1523561443749992
     z(24) c_u_one_set(4)_ 1
     z(24) c_e_cover(2)_ 1
     z(24) c_u_cpu(1)_ 2
     z(24) c_u_ram(1)_ 8
     z(25) obj 1.4167504662499999
     z(25) c_u_one_set(4)_ 1
     z(25) c_e_cover(3)_ 1
     z(25) c_u_cpu(1)_ 2
     z(25) c_u_ram(1)_ 8
     z(26) obj 0.3203224609375
     z(26) c_u_one_set(5)_ 1
     z(26) c_e_cover(0)_ 1
     z(26) c_u_cpu(1)_ 2
     z(26) c_u_ram(1)_ 8
     z(27) obj 0.62011464843749997
     z(27) c_u_one_set(5)_ 1
     z(27) c_e_cover(1)_ 1
     z(27) c_u_cpu(1)_ 2
     z(27) c_u_ram(1)_ 8
     z(28) obj 0.92323496093750002
     z(28) c_u_one_set(5)_ 1
     z(28) c_e_cover(2)_ 1
     z(28) c_u_cpu(1)_ 2
     z(28) c_u_ram(1)_ 8
     z(29) obj 0.52790488281250003
     z(29) c_u_one_set(5)_ 1
     z(29) c_e_cover(3)_ 1
     z(29) c_u_cpu(1)_ 2
     z(29) c_u_ram(1)_ 8
     z(30) obj 1.9502720887499996
     z(30) c_u_one_set(5)_ 1
     z(30) c_e_cover(0)_ 1
     z(30) c_e_cover(1)_ 1
     z(30) c_u_cpu(1)_ 4
     z(30) c_u_ram(1)_ 16
     z(31) obj 2.6521529237500001
     z(31) c_u_one_set(5)_ 1
     z(31) c_e_cover(0)_ 1
     z(31) c_e_cover(2)_ 1
     z(31) c_u_cpu(1)_ 4
     z(31) c_u_ram(1)_ 16
     z(32) obj 1.6423661675000001
     z(32) c_u_one_set(5)_ 1
     z(32) c_e_cover(0)_ 1
     z(32) c_e_cover(3)_ 1
     z(32) c_u_cpu(1)_ 4
     z(32) c_u_ram(1)_ 16
     z(33) obj 4.5406179687500003
     z(33) c_u_one_set(5)_ 1
     z(33) c_e_cover(1)_ 1
     z(33) c_e_cover(2)_ 1
     z(33) c_u_cpu(1)_ 4
     z(33) c_u_ram(1)_ 16
     z(34) obj 3.0453658125
     z(34) c_u_one_set(5)_ 1
     z(34) c_e_cover(1)_ 1
     z(34) c_e_cover(3)_ 1
     z(34) c_u_cpu(1)_ 4
     z(34) c_u_ram(1)_ 16
     z(35) obj 3.859473767499999
     z(35) c_u_one_set(5)_ 1
     z(35) c_e_cover(2)_ 1
     z(35) c_e_cover(3)_ 1
     z(35) c_u_cpu(1)_ 4
     z(35) c_u_ram(1)_ 16
     z(36) obj 0.60352031249999993
     z(36) c_u_one_set(6)_ 1
     z(36) c_e_cover(0)_ 1
     z(36) c_u_cpu(1)_ 2
     z(36) c_u_ram(1)_ 8
     z(37) obj 0.8848339999999999
     z(37) c_u_one_set(6)_ 1
     z(37) c_e_cover(1)_ 1
     z(37) c_u_cpu(1)_ 2
     z(37) c_u_ram(1)_ 8
     z(38) obj 1.2169022274999999
     z(38) c_u_one_set(6)_ 1
     z(38) c_e_cover(2)_ 1
     z(38) c_u_cpu(1)_ 2
     z(38) c_u_ram(1)_ 8
     z(39) obj 0.76944594937499988
     z(39) c_u_one_set(6)_ 1
     z(39) c_e_cover(3)_ 1
     z(39) c_u_cpu(1)_ 2
     z(39) c_u_ram(1)_ 8
     z(40) obj 0.3203224609375
     z(40) c_u_one_set(7)_ 1
     z(40) c_e_cover(0)_ 1
     z(40) c_u_cpu(2)_ 2
     z(40) c_u_ram(2)_ 8
     z(41) obj 0.62011464843749997
     z(41) c_u_one_set(7)_ 1
     z(41) c_e_cover(1)_ 1
     z(41) c_u_cpu(2)_ 2
     z(41) c_u_ram(2)_ 8
     z(42) obj 0.92323496093750002
     z(42) c_u_one_set(7)_ 1
     z(42) c_e_cover(2)_ 1
     z(42) c_u_cpu(2)_ 2
     z(42) c_u_ram(2)_ 8
     z(43) obj 0.52790488281250003
     z(43) c_u_one_set(7)_ 1
     z(43) c_e_cover(3)_ 1
     z(43) c_u_cpu(2)_ 2
     z(43) c_u_ram(2)_ 8
     z(44) obj 1.9502720887499996
     z(44) c_u_one_set(7)_ 1
     z(44) c_e_cover(0)_ 1
     z(44) c_e_cover(1)_ 1
     z(44) c_u_cpu(2)_ 4
     z(44) c_u_ram(2)_ 16
     z(45) obj 2.6521529237500001
     z(45) c_u_one_set(7)_ 1
     z(45) c_e_cover(0)_ 1
     z(45) c_e_cover(2)_ 1
     z(45) c_u_cpu(2)_ 4
     z(45) c_u_ram(2)_ 16
     z(46) obj 1.6423661675000001
     z(46) c_u_one_set(7)_ 1
     z(46) c_e_cover(0)_ 1
     z(46) c_e_cover(3)_ 1
     z(46) c_u_cpu(2)_ 4
     z(46) c_u_ram(2)_ 16
     z(47) obj 4.5406179687500003
     z(47) c_u_one_set(7)_ 1
     z(47) c_e_cover(1)_ 1
     z(47) c_e_cover(2)_ 1
     z(47) c_u_cpu(2)_ 4
     z(47) c_u_ram(2)_ 16
     z(48) obj 3.0453658125
     z(48) c_u_one_set(7)_ 1
     z(48) c_e_cover(1)_ 1
     z(48) c_e_cover(3)_ 1
     z(48) c_u_cpu(2)_ 4
     z(48) c_u_ram(2)_ 16
     z(49) obj 3.859473767499999
     z(49) c_u_one_set(7)_ 1
     z(49) c_e_cover(2)_ 1
     z(49) c_e_cover(3)_ 1
     z(49) c_u_cpu(2)_ 4
     z(49) c_u_ram(2)_ 16
     z(50) obj 0.65115859374999996
     z(50) c_u_one_set(8)_ 1
     z(50) c_e_cover(0)_ 1
     z(50) c_u_cpu(2)_ 2
     z(50) c_u_ram(2)_ 8
     z(51) obj 0.93507804124999994
     z(51) c_u_one_set(8)_ 1
     z(51) c_e_cover(1)_ 1
     z(51) c_u_cpu(2)_ 2
     z(51) c_u_ram(2)_ 8
     z(52) obj 1.2684131087499999
     z(52) c_u_one_set(8)_ 1
     z(52) c_e_cover(2)_ 1
     z(52) c_u_cpu(2)_ 2
     z(52) c_u_ram(2)_ 8
     z(53) obj 0.81710123062499995
     z(53) c_u_one_set(8)_ 1
     z(53) c_e_cover(3)_ 1
     z(53) c_u_cpu(2)_ 2
     z(53) c_u_ram(2)_ 8
     u(0) obj 77.670712074999983
     u(0) c_e_cover(0)_ 2
     u(1) obj 77.670712074999983
     u(1) c_e_cover(1)_ 1
     u(2) obj 77.670712074999983
     u(2) c_e_cover(2)_ 1
     u(3) obj 77.670712074999983
     u(3) c_e_cover(3)_ 1
RHS
     RHS c_u_one_set(0)_ 1
     RHS c_u_one_set(1)_ 1
     RHS c_u_one_set(2)_ 1
     RHS c_u_one_set(3)_ 1
     RHS c_u_one_set(4)_ 1
     RHS c_u_one_set(5)_ 2
     RHS c_u_one_set(6)_ 1
     RHS c_u_one_set(7)_ 3
     RHS c_u_one_set(8)_ 1
     RHS c_e_cover(0)_ 2
     RHS c_e_cover(1)_ 1
     RHS c_e_cover(2)_ 1
     RHS c_e_cover(3)_ 1
     RHS c_u_cpu(0)_ 18.000000001018002
     RHS c_u_cpu(1)_ 20.000000001020002
     RHS c_u_cpu(2)_ 22.000000001022002
     RHS c_u_ram(0)_ 104.00000000110401
     RHS c_u_ram(1)_ 112.00000000111201
     RHS c_u_ram(2)_ 120.00000000112001
BOUNDS
 LI BOUND z(0) 0
 UI BOUND z(0) 1
 LI BOUND z(1) 0
 UI BOUND z(1) 1
 LI BOUND z(2) 0
 UI BOUND z(2) 1
 LI BOUND z(3) 0
 UI BOUND z(3) 1
 LI BOUND z(4) 0
 UI BOUND z(4) 1
 LI BOUND z(5) 0
 UI BOUND z(5) 1
 LI BOUND z(6) 0
 UI BOUND z(6) 1
 LI BOUND z(7) 0
 UI BOUND z(7) 1
 LI BOUND z(8) 0
 UI BOUND z(8) 1
 LI BOUND z(9) 0
 UI BOUND z(9) 1
 LI BOUND z(10) 0
 UI BOUND z(10) 1
 LI BOUND z(11) 0
 UI BOUND z(11) 1
 LI BOUND z(12) 0
 UI BOUND z(12) 1
 LI BOUND z(13) 0
 UI BOUND z(13) 1
 LI BOUND z(14) 0
 UI BOUND z(14) 1
 LI BOUND z(15) 0
 UI BOUND z(15) 1
 LI BOUND z(16) 0
 UI BOUND z(16) 1
 LI BOUND z(17) 0
 UI BOUND z(17) 1
 LI BOUND z(18) 0
 UI BOUND z(18) 1
 LI BOUND z(19) 0
 UI BOUND z(19) 1
 LI BOUND z(20) 0
 UI BOUND z(20) 1
 LI BOUND z(21) 0
 UI BOUND z(21) 1
 LI BOUND z(22) 0
 UI BOUND z(22) 1
 LI BOUND z(23) 0
 UI BOUND z(23) 1
 LI BOUND z(24) 0
 UI BOUND z(24) 1
 LI BOUND z(25) 0
 UI BOUND z(25) 1
 LI BOUND z(26) 0
 UI BOUND z(26) 2
 LI BOUND z(27) 0
 UI BOUND z(27) 2
 LI BOUND z(28) 0
 UI BOUND z(28) 2
 LI BOUND z(29) 0
 UI BOUND z(29) 2
 LI BOUND z(30) 0
 UI BOUND z(30) 2
 LI BOUND z(31) 0
 UI BOUND z(31) 2
 LI BOUND z(32) 0
 UI BOUND z(32) 2
 LI BOUND z(33) 0
 UI BOUND z(33) 2
 LI BOUND z(34) 0
 UI BOUND z(34) 2
 LI BOUND z(35) 0
 UI BOUND z(35) 2
 LI BOUND z(36) 0
 UI BOUND z(36) 1
 LI BOUND z(37) 0
 UI BOUND z(37) 1
 LI BOUND z(38) 0
 UI BOUND z(38) 1
 LI BOUND z(39) 0
 UI BOUND z(39) 1
 LI BOUND z(40) 0
 UI BOUND z(40) 3
 LI BOUND z(41) 0
 UI BOUND z(41) 3
 LI BOUND z(42) 0
 UI BOUND z(42) 3
 LI BOUND z(43) 0
 UI BOUND z(43) 3
 LI BOUND z(44) 0
 UI BOUND z(44) 3
 LI BOUND z(45) 0
 UI BOUND z(45) 3
 LI BOUND z(46) 0
 UI BOUND z(46) 3
 LI BOUND z(47) 0
 UI BOUND z(47) 3
 LI BOUND z(48) 0
 UI BOUND z(48) 3
 LI BOUND z(49) 0
 UI BOUND z(49) 3
 LI BOUND z(50) 0
 UI BOUND z(50) 1
 LI BOUND z(51) 0
 UI BOUND z(51) 1
 LI BOUND z(52) 0
 UI BOUND z(52) 1
 LI BOUND z(53) 0
 UI BOUND z(53) 1
 BV BOUND u(0)
 BV BOUND u(1)
 BV BOUND u(2)
 BV BOUND u(3)
ENDATA
