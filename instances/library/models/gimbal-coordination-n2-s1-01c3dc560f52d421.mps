* schedbench instance library: gimbal-coordination-n2-s1-01c3dc560f52d421
* problem gimbal-coordination: GIMBAL (ACM TACO 2025), Sec. 4-5, Eq. 1-6, Alg. 1
* instance 01c3dc560f52d421 (instances/gimbal-coordination-n2-s1-01c3dc560f52d421.json)
* objective_scale = 94.9871829889109: the problem's objective = this file's objective x 94.9871829889109 (the model is written in scaled units)
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME gimbal-01c3dc560f52d421
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_pair(0)_
 E  c_e_one_pair(1)_
 L  c_u_only_chosen(0_10_90)_
 L  c_u_only_chosen(0_10_100)_
 L  c_u_only_chosen(0_20_80)_
 L  c_u_only_chosen(0_20_90)_
 L  c_u_only_chosen(0_20_100)_
 L  c_u_only_chosen(0_30_70)_
 L  c_u_only_chosen(0_30_80)_
 L  c_u_only_chosen(0_30_90)_
 L  c_u_only_chosen(0_30_100)_
 L  c_u_only_chosen(0_40_60)_
 L  c_u_only_chosen(0_40_70)_
 L  c_u_only_chosen(0_40_80)_
 L  c_u_only_chosen(0_40_90)_
 L  c_u_only_chosen(0_40_100)_
 L  c_u_only_chosen(0_50_50)_
 L  c_u_only_chosen(0_50_60)_
 L  c_u_only_chosen(0_50_70)_
 L  c_u_only_chosen(0_50_80)_
 L  c_u_only_chosen(0_50_90)_
 L  c_u_only_chosen(0_50_100)_
 L  c_u_only_chosen(0_60_40)_
 L  c_u_only_chosen(0_60_50)_
 L  c_u_only_chosen(0_60_60)_
 L  c_u_only_chosen(0_60_70)_
 L  c_u_only_chosen(0_60_80)_
 L  c_u_only_chosen(0_60_90)_
 L  c_u_only_chosen(0_60_100)_
 L  c_u_only_chosen(0_70_30)_
 L  c_u_only_chosen(0_70_40)_
 L  c_u_only_chosen(0_70_50)_
 L  c_u_only_chosen(0_70_60)_
 L  c_u_only_chosen(0_70_70)_
 L  c_u_only_chosen(0_70_80)_
 L  c_u_only_chosen(0_70_90)_
 L  c_u_only_chosen(0_70_100)_
 L  c_u_only_chosen(0_80_20)_
 L  c_u_only_chosen(0_80_30)_
 L  c_u_only_chosen(0_80_40)_
 L  c_u_only_chosen(0_80_50)_
 L  c_u_only_chosen(0_80_60)_
 L  c_u_only_chosen(0_80_70)_
 L  c_u_only_chosen(0_80_80)_
 L  c_u_only_chosen(0_80_90)_
 L  c_u_only_chosen(0_80_100)_
 L  c_u_only_chosen(0_90_10)_
 L  c_u_only_chosen(0_90_20)_
 L  c_u_only_chosen(0_90_30)_
 L  c_u_only_chosen(0_90_40)_
 L  c_u_only_chosen(0_90_50)_
 L  c_u_only_chosen(0_90_60)_
 L  c_u_only_chosen(0_90_70)_
 L  c_u_only_chosen(0_90_80)_
 L  c_u_only_chosen(0_90_90)_
 L  c_u_only_chosen(0_90_100)_
 L  c_u_only_chosen(0_100_10)_
 L  c_u_only_chosen(0_100_20)_
 L  c_u_only_chosen(0_100_30)_
 L  c_u_only_chosen(0_100_40)_
 L  c_u_only_chosen(0_100_50)_
 L  c_u_only_chosen(0_100_60)_
 L  c_u_only_chosen(0_100_70)_
 L  c_u_only_chosen(0_100_80)_
 L  c_u_only_chosen(0_100_90)_
 L  c_u_only_chosen(0_100_100)_
 L  c_u_only_chosen(1_10_90)_
 L  c_u_only_chosen(1_10_100)_
 L  c_u_only_chosen(1_20_80)_
 L  c_u_only_chosen(1_20_90)_
 L  c_u_only_chosen(1_20_100)_
 L  c_u_only_chosen(1_30_70)_
 L  c_u_only_chosen(1_30_80)_
 L  c_u_only_chosen(1_30_90)_
 L  c_u_only_chosen(1_30_100)_
 L  c_u_only_chosen(1_40_60)_
 L  c_u_only_chosen(1_40_70)_
 L  c_u_only_chosen(1_40_80)_
 L  c_u_only_chosen(1_40_90)_
 L  c_u_only_chosen(1_40_100)_
 L  c_u_only_chosen(1_50_50)_
 L  c_u_only_chosen(1_50_60)_
 L  c_u_only_chosen(1_50_70)_
 L  c_u_only_chosen(1_50_80)_
 L  c_u_only_chosen(1_50_90)_
 L  c_u_only_chosen(1_50_100)_
 L  c_u_only_chosen(1_60_40)_
 L  c_u_only_chosen(1_60_50)_
 L  c_u_only_chosen(1_60_60)_
 L  c_u_only_chosen(1_60_70)_
 L  c_u_only_chosen(1_60_80)_
 L  c_u_only_chosen(1_60_90)_
 L  c_u_only_chosen(1_60_100)_
 L  c_u_only_chosen(1_70_30)_
 L  c_u_only_chosen(1_70_40)_
 L  c_u_only_chosen(1_70_50)_
 L  c_u_only_chosen(1_70_60)_
 L  c_u_only_chosen(1_70_70)_
 L  c_u_only_chosen(1_70_80)_
 L  c_u_only_chosen(1_70_90)_
 L  c_u_only_chosen(1_70_100)_
 L  c_u_only_chosen(1_80_20)_
 L  c_u_only_chosen(1_80_30)_
 L  c_u_only_chosen(1_80_40)_
 L  c_u_only_chosen(1_80_50)_
 L  c_u_only_chosen(1_80_60)_
 L  c_u_only_chosen(1_80_70)_
 L  c_u_only_chosen(1_80_80)_
 L  c_u_only_chosen(1_80_90)_
 L  c_u_only_chosen(1_80_100)_
 L  c_u_only_chosen(1_90_10)_
 L  c_u_only_chosen(1_90_20)_
 L  c_u_only_chosen(1_90_30)_
 L  c_u_only_chosen(1_90_40)_
 L  c_u_only_chosen(1_90_50)_
 L  c_u_only_chosen(1_90_60)_
 L  c_u_only_chosen(1_90_70)_
 L  c_u_only_chosen(1_90_80)_
 L  c_u_only_chosen(1_90_90)_
 L  c_u_only_chosen(1_90_100)_
 L  c_u_only_chosen(1_100_10)_
 L  c_u_only_chosen(1_100_20)_
 L  c_u_only_chosen(1_100_30)_
 L  c_u_only_chosen(1_100_40)_
 L  c_u_only_chosen(1_100_50)_
 L  c_u_only_chosen(1_100_60)_
 L  c_u_only_chosen(1_100_70)_
 L  c_u_only_chosen(1_100_80)_
 L  c_u_only_chosen(1_100_90)_
 L  c_u_only_chosen(1_100_100)_
 L  c_u_only_chosen(4_10_90)_
 L  c_u_only_chosen(4_10_100)_
 L  c_u_only_chosen(4_20_80)_
 L  c_u_only_chosen(4_20_90)_
 L  c_u_only_chosen(4_20_100)_
 L  c_u_only_chosen(4_30_70)_
 L  c_u_only_chosen(4_30_80)_
 L  c_u_only_chosen(4_30_90)_
 L  c_u_only_chosen(4_30_100)_
 L  c_u_only_chosen(4_40_60)_
 L  c_u_only_chosen(4_40_70)_
 L  c_u_only_chosen(4_40_80)_
 L  c_u_only_chosen(4_40_90)_
 L  c_u_only_chosen(4_40_100)_
 L  c_u_only_chosen(4_50_50)_
 L  c_u_only_chosen(4_50_60)_
 L  c_u_only_chosen(4_50_70)_
 L  c_u_only_chosen(4_50_80)_
 L  c_u_only_chosen(4_50_90)_
 L  c_u_only_chosen(4_50_100)_
 L  c_u_only_chosen(4_60_40)_
 L  c_u_only_chosen(4_60_50)_
 L  c_u_only_chosen(4_60_60)_
 L  c_u_only_chosen(4_60_70)_
 L  c_u_only_chosen(4_60_80)_
 L  c_u_only_chosen(4_60_90)_
 L  c_u_only_chosen(4_60_100)_
 L  c_u_only_chosen(4_70_30)_
 L  c_u_only_chosen(4_70_40)_
 L  c_u_only_chosen(4_70_50)_
 L  c_u_only_chosen(4_70_60)_
 L  c_u_only_chosen(4_70_70)_
 L  c_u_only_chosen(4_70_80)_
 L  c_u_only_chosen(4_70_90)_
 L  c_u_only_chosen(4_70_100)_
 L  c_u_only_chosen(4_80_20)_
 L  c_u_only_chosen(4_80_30)_
 L  c_u_only_chosen(4_80_40)_
 L  c_u_only_chosen(4_80_50)_
 L  c_u_only_chosen(4_80_60)_
 L  c_u_only_chosen(4_80_70)_
 L  c_u_only_chosen(4_80_80)_
 L  c_u_only_chosen(4_80_90)_
 L  c_u_only_chosen(4_80_100)_
 L  c_u_only_chosen(4_90_10)_
 L  c_u_only_chosen(4_90_20)_
 L  c_u_only_chosen(4_90_30)_
 L  c_u_only_chosen(4_90_40)_
 L  c_u_only_chosen(4_90_50)_
 L  c_u_only_chosen(4_90_60)_
 L  c_u_only_chosen(4_90_70)_
 L  c_u_only_chosen(4_90_80)_
 L  c_u_only_chosen(4_90_90)_
 L  c_u_only_chosen(4_90_100)_
 L  c_u_only_chosen(4_100_10)_
 L  c_u_only_chosen(4_100_20)_
 L  c_u_only_chosen(4_100_30)_
 L  c_u_only_chosen(4_100_40)_
 L  c_u_only_chosen(4_100_50)_
 L  c_u_only_chosen(4_100_60)_
 L  c_u_only_chosen(4_100_70)_
 L  c_u_only_chosen(4_100_80)_
 L  c_u_only_chosen(4_100_90)_
 L  c_u_only_chosen(4_100_100)_
 L  c_u_only_chosen(5_10_90)_
 L  c_u_only_chosen(5_10_100)_
 L  c_u_only_chosen(5_20_80)_
 L  c_u_only_chosen(5_20_90)_
 L  c_u_only_chosen(5_20_100)_
 L  c_u_only_chosen(5_30_70)_
 L  c_u_only_chosen(5_30_80)_
 L  c_u_only_chosen(5_30_90)_
 L  c_u_only_chosen(5_30_100)_
 L  c_u_only_chosen(5_40_60)_
 L  c_u_only_chosen(5_40_70)_
 L  c_u_only_chosen(5_40_80)_
 L  c_u_only_chosen(5_40_90)_
 L  c_u_only_chosen(5_40_100)_
 L  c_u_only_chosen(5_50_50)_
 L  c_u_only_chosen(5_50_60)_
 L  c_u_only_chosen(5_50_70)_
 L  c_u_only_chosen(5_50_80)_
 L  c_u_only_chosen(5_50_90)_
 L  c_u_only_chosen(5_50_100)_
 L  c_u_only_chosen(5_60_40)_
 L  c_u_only_chosen(5_60_50)_
 L  c_u_only_chosen(5_60_60)_
 L  c_u_only_chosen(5_60_70)_
 L  c_u_only_chosen(5_60_80)_
 L  c_u_only_chosen(5_60_90)_
 L  c_u_only_chosen(5_60_100)_
 L  c_u_only_chosen(5_70_30)_
 L  c_u_only_chosen(5_70_40)_
 L  c_u_only_chosen(5_70_50)_
 L  c_u_only_chosen(5_70_60)_
 L  c_u_only_chosen(5_70_70)_
 L  c_u_only_chosen(5_70_80)_
 L  c_u_only_chosen(5_70_90)_
 L  c_u_only_chosen(5_70_100)_
 L  c_u_only_chosen(5_80_20)_
 L  c_u_only_chosen(5_80_30)_
 L  c_u_only_chosen(5_80_40)_
 L  c_u_only_chosen(5_80_50)_
 L  c_u_only_chosen(5_80_60)_
 L  c_u_only_chosen(5_80_70)_
 L  c_u_only_chosen(5_80_80)_
 L  c_u_only_chosen(5_80_90)_
 L  c_u_only_chosen(5_80_100)_
 L  c_u_only_chosen(5_90_10)_
 L  c_u_only_chosen(5_90_20)_
 L  c_u_only_chosen(5_90_30)_
 L  c_u_only_chosen(5_90_40)_
 L  c_u_only_chosen(5_90_50)_
 L  c_u_only_chosen(5_90_60)_
 L  c_u_only_chosen(5_90_70)_
 L  c_u_only_chosen(5_90_80)_
 L  c_u_only_chosen(5_90_90)_
 L  c_u_only_chosen(5_90_100)_
 L  c_u_only_chosen(5_100_10)_
 L  c_u_only_chosen(5_100_20)_
 L  c_u_only_chosen(5_100_30)_
 L  c_u_only_chosen(5_100_40)_
 L  c_u_only_chosen(5_100_50)_
 L  c_u_only_chosen(5_100_60)_
 L  c_u_only_chosen(5_100_70)_
 L  c_u_only_chosen(5_100_80)_
 L  c_u_only_chosen(5_100_90)_
 L  c_u_only_chosen(5_100_100)_
 E  c_e_split(0)_
 E  c_e_split(1)_
 E  c_e_split(4)_
 E  c_e_split(5)_
 E  c_e_global_batch(0)_
 E  c_e_global_batch(1)_
 L  c_u_no_liss_up(0)_
 L  c_u_no_liss_up(1)_
 L  c_u_no_liss_up(2)_
 L  c_u_no_liss_up(3)_
 L  c_u_no_liss_up(4)_
 L  c_u_no_liss_up(5)_
 L  c_u_no_liss_down(0)_
 L  c_u_no_liss_down(1)_
 L  c_u_no_liss_down(2)_
 L  c_u_no_liss_down(3)_
 L  c_u_no_liss_down(4)_
 L  c_u_no_liss_down(5)_
 L  c_u_step(0)_
 L  c_u_step(1)_
 L  c_u_step(2)_
 L  c_u_step(3)_
 L  c_u_step(4)_
 L  c_u_step(5)_
 L  c_u_tangent(0)_
 L  c_u_tangent(1)_
 L  c_u_tangent(2)_
 L  c_u_tangent(3)_
 L  c_u_tangent(4)_
 L  c_u_tangent(5)_
 L  c_u_tangent(6)_
 L  c_u_tangent(7)_
 L  c_u_tangent(8)_
 L  c_u_tangent(9)_
 L  c_u_tangent(10)_
 L  c_u_tangent(11)_
 L  c_u_tangent(12)_
 L  c_u_tangent(13)_
 L  c_u_tangent(14)_
 L  c_u_tangent(15)_
 L  c_u_tangent(16)_
 L  c_u_tangent(17)_
 L  c_u_tangent(18)_
 L  c_u_tangent(19)_
 L  c_u_tangent(20)_
 L  c_u_tangent(21)_
 L  c_u_tangent(22)_
 L  c_u_tangent(23)_
 L  c_u_order(0)_
COLUMNS
     y(0_10_90) c_e_one_pair(0)_ 1
     y(0_10_90) c_u_only_chosen(0_10_90)_ -125
     y(0_10_90) c_u_only_chosen(4_10_90)_ -63
     y(0_10_90) c_u_tangent(0)_ -10.653898532585128
     y(0_10_90) c_u_tangent(1)_ -9.4540113312786591
     y(0_10_90) c_u_tangent(2)_ -8.3892605114062384
     y(0_10_90) c_u_tangent(3)_ -7.4444264410164571
     y(0_10_90) c_u_tangent(4)_ -6.6060035876052883
     y(0_10_90) c_u_tangent(5)_ -5.8620074689723758
     y(0_10_90) c_u_tangent(6)_ -5.2018033460900304
     y(0_10_90) c_u_tangent(7)_ -4.6159542093072252
     y(0_10_90) c_u_tangent(8)_ -4.0960858849915311
     y(0_10_90) c_u_tangent(9)_ -3.6347673344326625
     y(0_10_90) c_u_tangent(10)_ -3.225404433990779
     y(0_10_90) c_u_tangent(11)_ -2.8621457181746068
     y(0_10_90) c_u_tangent(12)_ -16769.266263775662
     y(0_10_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_10_90) c_u_tangent(14)_ -5037.910538438161
     y(0_10_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_10_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_10_90) c_u_tangent(17)_ -829.57381836061802
     y(0_10_90) c_u_tangent(18)_ -454.69819732500343
     y(0_10_90) c_u_tangent(19)_ -249.22489846555482
     y(0_10_90) c_u_tangent(20)_ -136.60280683006479
     y(0_10_90) c_u_tangent(21)_ -74.873445425160924
     y(0_10_90) c_u_tangent(22)_ -41.038928554436744
     y(0_10_90) c_u_tangent(23)_ -22.493871456464277
     y(0_10_100) c_e_one_pair(0)_ 1
     y(0_10_100) c_u_only_chosen(0_10_100)_ -125
     y(0_10_100) c_u_only_chosen(4_10_100)_ -63
     y(0_10_100) c_u_tangent(0)_ -0.96323467491760373
     y(0_10_100) c_u_tangent(1)_ -0.85475110387989595
     y(0_10_100) c_u_tangent(2)_ -0.75848541233879174
     y(0_10_100) c_u_tangent(3)_ -0.67306157092905505
     y(0_10_100) c_u_tangent(4)_ -0.59725852454383332
     y(0_10_100) c_u_tangent(5)_ -0.52999273847693318
     y(0_10_100) c_u_tangent(6)_ -0.47030271029252441
     y(0_10_100) c_u_tangent(7)_ -0.41733522603370665
     y(0_10_100) c_u_tangent(8)_ -0.37033316431511426
     y(0_10_100) c_u_tangent(9)_ -0.32862467397029305
     y(0_10_100) c_u_tangent(10)_ -0.29161357055829285
     y(0_10_100) c_u_tangent(11)_ -0.25877081445638411
     y(0_10_100) c_u_tangent(12)_ -16769.266263775662
     y(0_10_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_10_100) c_u_tangent(14)_ -5037.910538438161
     y(0_10_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_10_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_10_100) c_u_tangent(17)_ -829.57381836061802
     y(0_10_100) c_u_tangent(18)_ -454.69819732500343
     y(0_10_100) c_u_tangent(19)_ -249.22489846555482
     y(0_10_100) c_u_tangent(20)_ -136.60280683006479
     y(0_10_100) c_u_tangent(21)_ -74.873445425160924
     y(0_10_100) c_u_tangent(22)_ -41.038928554436744
     y(0_10_100) c_u_tangent(23)_ -22.493871456464277
     y(0_10_100) c_u_order(0)_ 1
     y(0_20_80) c_e_one_pair(0)_ 1
     y(0_20_80) c_u_only_chosen(0_20_80)_ -125
     y(0_20_80) c_u_only_chosen(4_20_80)_ -63
     y(0_20_80) c_u_tangent(0)_ -18.523144823371851
     y(0_20_80) c_u_tangent(1)_ -16.436989756892437
     y(0_20_80) c_u_tangent(2)_ -14.58578631460518
     y(0_20_80) c_u_tangent(3)_ -12.943073248927126
     y(0_20_80) c_u_tangent(4)_ -11.485369490114303
     y(0_20_80) c_u_tangent(5)_ -10.191838506004206
     y(0_20_80) c_u_tangent(6)_ -9.0439904629865158
     y(0_20_80) c_u_tangent(7)_ -8.0254179308674072
     y(0_20_80) c_u_tangent(8)_ -7.1215613537720861
     y(0_20_80) c_u_tangent(9)_ -6.3195009347081479
     y(0_20_80) c_u_tangent(10)_ -5.6077719589713526
     y(0_20_80) c_u_tangent(11)_ -4.9762009166120489
     y(0_20_80) c_u_tangent(12)_ -16769.266263775662
     y(0_20_80) c_u_tangent(13)_ -9191.4124720932268
     y(0_20_80) c_u_tangent(14)_ -5037.910538438161
     y(0_20_80) c_u_tangent(15)_ -2761.3321315267003
     y(0_20_80) c_u_tangent(16)_ -1513.5153914356035
     y(0_20_80) c_u_tangent(17)_ -829.57381836061802
     y(0_20_80) c_u_tangent(18)_ -454.69819732500343
     y(0_20_80) c_u_tangent(19)_ -249.22489846555482
     y(0_20_80) c_u_tangent(20)_ -136.60280683006479
     y(0_20_80) c_u_tangent(21)_ -74.873445425160924
     y(0_20_80) c_u_tangent(22)_ -41.038928554436744
     y(0_20_80) c_u_tangent(23)_ -22.493871456464277
     y(0_20_80) c_u_order(0)_ 2
     y(0_20_90) c_e_one_pair(0)_ 1
     y(0_20_90) c_u_only_chosen(0_20_90)_ -125
     y(0_20_90) c_u_only_chosen(4_20_90)_ -63
     y(0_20_90) c_u_tangent(0)_ -11.617133207502727
     y(0_20_90) c_u_tangent(1)_ -10.308762435158551
     y(0_20_90) c_u_tangent(2)_ -9.1477459237450258
     y(0_20_90) c_u_tangent(3)_ -8.1174880119455093
     y(0_20_90) c_u_tangent(4)_ -7.203262112149118
     y(0_20_90) c_u_tangent(5)_ -6.392000207449307
     y(0_20_90) c_u_tangent(6)_ -5.6721060563825523
     y(0_20_90) c_u_tangent(7)_ -5.0332894353409294
     y(0_20_90) c_u_tangent(8)_ -4.4664190493066434
     y(0_20_90) c_u_tangent(9)_ -3.9633920084029541
     y(0_20_90) c_u_tangent(10)_ -3.5170180045490707
     y(0_20_90) c_u_tangent(11)_ -3.1209165326309893
     y(0_20_90) c_u_tangent(12)_ -16769.266263775662
     y(0_20_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_20_90) c_u_tangent(14)_ -5037.910538438161
     y(0_20_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_20_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_20_90) c_u_tangent(17)_ -829.57381836061802
     y(0_20_90) c_u_tangent(18)_ -454.69819732500343
     y(0_20_90) c_u_tangent(19)_ -249.22489846555482
     y(0_20_90) c_u_tangent(20)_ -136.60280683006479
     y(0_20_90) c_u_tangent(21)_ -74.873445425160924
     y(0_20_90) c_u_tangent(22)_ -41.038928554436744
     y(0_20_90) c_u_tangent(23)_ -22.493871456464277
     y(0_20_90) c_u_order(0)_ 3
     y(0_20_100) c_e_one_pair(0)_ 1
     y(0_20_100) c_u_only_chosen(0_20_100)_ -125
     y(0_20_100) c_u_only_chosen(4_20_100)_ -63
     y(0_20_100) c_u_tangent(0)_ -1.9264693498352314
     y(0_20_100) c_u_tangent(1)_ -1.7095022077598132
     y(0_20_100) c_u_tangent(2)_ -1.5169708246776024
     y(0_20_100) c_u_tangent(3)_ -1.346123141858127
     y(0_20_100) c_u_tangent(4)_ -1.1945170490876815
     y(0_20_100) c_u_tangent(5)_ -1.0599854769538797
     y(0_20_100) c_u_tangent(6)_ -0.94060542058506058
     y(0_20_100) c_u_tangent(7)_ -0.83467045206742374
     y(0_20_100) c_u_tangent(8)_ -0.74066632863023774
     y(0_20_100) c_u_tangent(9)_ -0.65724934794059431
     y(0_20_100) c_u_tangent(10)_ -0.58322714111659302
     y(0_20_100) c_u_tangent(11)_ -0.51754162891277466
     y(0_20_100) c_u_tangent(12)_ -16769.266263775662
     y(0_20_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_20_100) c_u_tangent(14)_ -5037.910538438161
     y(0_20_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_20_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_20_100) c_u_tangent(17)_ -829.57381836061802
     y(0_20_100) c_u_tangent(18)_ -454.69819732500343
     y(0_20_100) c_u_tangent(19)_ -249.22489846555482
     y(0_20_100) c_u_tangent(20)_ -136.60280683006479
     y(0_20_100) c_u_tangent(21)_ -74.873445425160924
     y(0_20_100) c_u_tangent(22)_ -41.038928554436744
     y(0_20_100) c_u_tangent(23)_ -22.493871456464277
     y(0_20_100) c_u_order(0)_ 4
     y(0_30_70) c_e_one_pair(0)_ 1
     y(0_30_70) c_u_only_chosen(0_30_70)_ -125
     y(0_30_70) c_u_only_chosen(4_30_70)_ -63
     y(0_30_70) c_u_tangent(0)_ -23.760279323837622
     y(0_30_70) c_u_tangent(1)_ -21.084295976244981
     y(0_30_70) c_u_tangent(2)_ -18.70969321340872
     y(0_30_70) c_u_tangent(3)_ -16.602528276697765
     y(0_30_70) c_u_tangent(4)_ -14.732681184799047
     y(0_30_70) c_u_tangent(5)_ -13.07342419633591
     y(0_30_70) c_u_tangent(6)_ -11.60103976143108
     y(0_30_70) c_u_tangent(7)_ -10.294481501183506
     y(0_30_70) c_u_tangent(8)_ -9.1350733690732895
     y(0_30_70) c_u_tangent(9)_ -8.1062426940840311
     y(0_30_70) c_u_tangent(10)_ -7.1932832896400543
     y(0_30_70) c_u_tangent(11)_ -6.3831452422189763
     y(0_30_70) c_u_tangent(12)_ -16769.266263775662
     y(0_30_70) c_u_tangent(13)_ -9191.4124720932268
     y(0_30_70) c_u_tangent(14)_ -5037.910538438161
     y(0_30_70) c_u_tangent(15)_ -2761.3321315267003
     y(0_30_70) c_u_tangent(16)_ -1513.5153914356035
     y(0_30_70) c_u_tangent(17)_ -829.57381836061802
     y(0_30_70) c_u_tangent(18)_ -454.69819732500343
     y(0_30_70) c_u_tangent(19)_ -249.22489846555482
     y(0_30_70) c_u_tangent(20)_ -136.60280683006479
     y(0_30_70) c_u_tangent(21)_ -74.873445425160924
     y(0_30_70) c_u_tangent(22)_ -41.038928554436744
     y(0_30_70) c_u_tangent(23)_ -22.493871456464277
     y(0_30_70) c_u_order(0)_ 5
     y(0_30_80) c_e_one_pair(0)_ 1
     y(0_30_80) c_u_only_chosen(0_30_80)_ -125
     y(0_30_80) c_u_only_chosen(4_30_80)_ -63
     y(0_30_80) c_u_tangent(0)_ -19.045791597044097
     y(0_30_80) c_u_tangent(1)_ -16.900773836066946
     y(0_30_80) c_u_tangent(2)_ -14.997337065381716
     y(0_30_80) c_u_tangent(3)_ -13.308273410101696
     y(0_30_80) c_u_tangent(4)_ -11.809439261510128
     y(0_30_80) c_u_tangent(5)_ -10.479410166418509
     y(0_30_80) c_u_tangent(6)_ -9.2991745843479343
     y(0_30_80) c_u_tangent(7)_ -8.2518621350743953
     y(0_30_80) c_u_tangent(8)_ -7.322502452087182
     y(0_30_80) c_u_tangent(9)_ -6.4978111949927033
     y(0_30_80) c_u_tangent(10)_ -5.7660001621082184
     y(0_30_80) c_u_tangent(11)_ -5.116608788979951
     y(0_30_80) c_u_tangent(12)_ -16769.266263775662
     y(0_30_80) c_u_tangent(13)_ -9191.4124720932268
     y(0_30_80) c_u_tangent(14)_ -5037.910538438161
     y(0_30_80) c_u_tangent(15)_ -2761.3321315267003
     y(0_30_80) c_u_tangent(16)_ -1513.5153914356035
     y(0_30_80) c_u_tangent(17)_ -829.57381836061802
     y(0_30_80) c_u_tangent(18)_ -454.69819732500343
     y(0_30_80) c_u_tangent(19)_ -249.22489846555482
     y(0_30_80) c_u_tangent(20)_ -136.60280683006479
     y(0_30_80) c_u_tangent(21)_ -74.873445425160924
     y(0_30_80) c_u_tangent(22)_ -41.038928554436744
     y(0_30_80) c_u_tangent(23)_ -22.493871456464277
     y(0_30_80) c_u_order(0)_ 6
     y(0_30_90) c_e_one_pair(0)_ 1
     y(0_30_90) c_u_only_chosen(0_30_90)_ -125
     y(0_30_90) c_u_only_chosen(4_30_90)_ -63
     y(0_30_90) c_u_tangent(0)_ -12.580367882420354
     y(0_30_90) c_u_tangent(1)_ -11.163513539038469
     y(0_30_90) c_u_tangent(2)_ -9.9062313360838381
     y(0_30_90) c_u_tangent(3)_ -8.790549582874581
     y(0_30_90) c_u_tangent(4)_ -7.8005206366929674
     y(0_30_90) c_u_tangent(5)_ -6.9219929459262541
     y(0_30_90) c_u_tangent(6)_ -6.1424087666750893
     y(0_30_90) c_u_tangent(7)_ -5.450624661374647
     y(0_30_90) c_u_tangent(8)_ -4.8367522136217671
     y(0_30_90) c_u_tangent(9)_ -4.292016682373256
     y(0_30_90) c_u_tangent(10)_ -3.8086315751073712
     y(0_30_90) c_u_tangent(11)_ -3.3796873470873803
     y(0_30_90) c_u_tangent(12)_ -16769.266263775662
     y(0_30_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_30_90) c_u_tangent(14)_ -5037.910538438161
     y(0_30_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_30_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_30_90) c_u_tangent(17)_ -829.57381836061802
     y(0_30_90) c_u_tangent(18)_ -454.69819732500343
     y(0_30_90) c_u_tangent(19)_ -249.22489846555482
     y(0_30_90) c_u_tangent(20)_ -136.60280683006479
     y(0_30_90) c_u_tangent(21)_ -74.873445425160924
     y(0_30_90) c_u_tangent(22)_ -41.038928554436744
     y(0_30_90) c_u_tangent(23)_ -22.493871456464277
     y(0_30_90) c_u_order(0)_ 7
     y(0_30_100) c_e_one_pair(0)_ 1
     y(0_30_100) c_u_only_chosen(0_30_100)_ -125
     y(0_30_100) c_u_only_chosen(4_30_100)_ -63
     y(0_30_100) c_u_tangent(0)_ -2.8897040247528341
     y(0_30_100) c_u_tangent(1)_ -2.5642533116397082
     y(0_30_100) c_u_tangent(2)_ -2.2754562370163929
     y(0_30_100) c_u_tangent(3)_ -2.0191847127871814
     y(0_30_100) c_u_tangent(4)_ -1.791775573631514
     y(0_30_100) c_u_tangent(5)_ -1.5899782154308122
     y(0_30_100) c_u_tangent(6)_ -1.4109081308775844
     y(0_30_100) c_u_tangent(7)_ -1.2520056781011297
     y(0_30_100) c_u_tangent(8)_ -1.1109994929453515
     y(0_30_100) c_u_tangent(9)_ -0.98587402191088691
     y(0_30_100) c_u_tangent(10)_ -0.87484071167488542
     y(0_30_100) c_u_tangent(11)_ -0.77631244336915839
     y(0_30_100) c_u_tangent(12)_ -16769.266263775662
     y(0_30_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_30_100) c_u_tangent(14)_ -5037.910538438161
     y(0_30_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_30_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_30_100) c_u_tangent(17)_ -829.57381836061802
     y(0_30_100) c_u_tangent(18)_ -454.69819732500343
     y(0_30_100) c_u_tangent(19)_ -249.22489846555482
     y(0_30_100) c_u_tangent(20)_ -136.60280683006479
     y(0_30_100) c_u_tangent(21)_ -74.873445425160924
     y(0_30_100) c_u_tangent(22)_ -41.038928554436744
     y(0_30_100) c_u_tangent(23)_ -22.493871456464277
     y(0_30_100) c_u_order(0)_ 8
     y(0_40_60) c_e_one_pair(0)_ 1
     y(0_40_60) c_u_only_chosen(0_40_60)_ -125
     y(0_40_60) c_u_only_chosen(4_40_60)_ -63
     y(0_40_60) c_u_tangent(0)_ -25.735678170470386
     y(0_40_60) c_u_tangent(1)_ -22.837217033521977
     y(0_40_60) c_u_tangent(2)_ -20.265192872772616
     y(0_40_60) c_u_tangent(3)_ -17.982840972604219
     y(0_40_60) c_u_tangent(4)_ -15.957537215471321
     y(0_40_60) c_u_tangent(5)_ -14.160331750199283
     y(0_40_60) c_u_tangent(6)_ -12.565535180535036
     y(0_40_60) c_u_tangent(7)_ -11.150351358896767
     y(0_40_60) c_u_tangent(8)_ -9.8945515364477323
     y(0_40_60) c_u_tangent(9)_ -8.7801852117695756
     y(0_40_60) c_u_tangent(10)_ -7.7913235449834266
     y(0_40_60) c_u_tangent(11)_ -6.9138316696600244
     y(0_40_60) c_u_tangent(12)_ -16769.266263775662
     y(0_40_60) c_u_tangent(13)_ -9191.4124720932268
     y(0_40_60) c_u_tangent(14)_ -5037.910538438161
     y(0_40_60) c_u_tangent(15)_ -2761.3321315267003
     y(0_40_60) c_u_tangent(16)_ -1513.5153914356035
     y(0_40_60) c_u_tangent(17)_ -829.57381836061802
     y(0_40_60) c_u_tangent(18)_ -454.69819732500343
     y(0_40_60) c_u_tangent(19)_ -249.22489846555482
     y(0_40_60) c_u_tangent(20)_ -136.60280683006479
     y(0_40_60) c_u_tangent(21)_ -74.873445425160924
     y(0_40_60) c_u_tangent(22)_ -41.038928554436744
     y(0_40_60) c_u_tangent(23)_ -22.493871456464277
     y(0_40_60) c_u_order(0)_ 9
     y(0_40_70) c_e_one_pair(0)_ 1
     y(0_40_70) c_u_only_chosen(0_40_70)_ -125
     y(0_40_70) c_u_only_chosen(4_40_70)_ -63
     y(0_40_70) c_u_tangent(0)_ -23.938878046178477
     y(0_40_70) c_u_tangent(1)_ -21.242780153618938
     y(0_40_70) c_u_tangent(2)_ -18.850328231110378
     y(0_40_70) c_u_tangent(3)_ -16.727324382729705
     y(0_40_70) c_u_tangent(4)_ -14.843422224514875
     y(0_40_70) c_u_tangent(5)_ -13.171693110866016
     y(0_40_70) c_u_tangent(6)_ -11.688241214367638
     y(0_40_70) c_u_tangent(7)_ -10.371861956952324
     y(0_40_70) c_u_tangent(8)_ -9.2037389099943372
     y(0_40_70) c_u_tangent(9)_ -8.1671748307991017
     y(0_40_70) c_u_tangent(10)_ -7.2473529909030638
     y(0_40_70) c_u_tangent(11)_ -6.4311253845918266
     y(0_40_70) c_u_tangent(12)_ -16769.266263775662
     y(0_40_70) c_u_tangent(13)_ -9191.4124720932268
     y(0_40_70) c_u_tangent(14)_ -5037.910538438161
     y(0_40_70) c_u_tangent(15)_ -2761.3321315267003
     y(0_40_70) c_u_tangent(16)_ -1513.5153914356035
     y(0_40_70) c_u_tangent(17)_ -829.57381836061802
     y(0_40_70) c_u_tangent(18)_ -454.69819732500343
     y(0_40_70) c_u_tangent(19)_ -249.22489846555482
     y(0_40_70) c_u_tangent(20)_ -136.60280683006479
     y(0_40_70) c_u_tangent(21)_ -74.873445425160924
     y(0_40_70) c_u_tangent(22)_ -41.038928554436744
     y(0_40_70) c_u_tangent(23)_ -22.493871456464277
     y(0_40_70) c_u_order(0)_ 10
     y(0_40_80) c_e_one_pair(0)_ 1
     y(0_40_80) c_u_only_chosen(0_40_80)_ -125
     y(0_40_80) c_u_only_chosen(4_40_80)_ -63
     y(0_40_80) c_u_tangent(0)_ -19.56843837071634
     y(0_40_80) c_u_tangent(1)_ -17.364557915241456
     y(0_40_80) c_u_tangent(2)_ -15.40888781615825
     y(0_40_80) c_u_tangent(3)_ -13.673473571276265
     y(0_40_80) c_u_tangent(4)_ -12.133509032905954
     y(0_40_80) c_u_tangent(5)_ -10.766981826832811
     y(0_40_80) c_u_tangent(6)_ -9.5543587057093529
     y(0_40_80) c_u_tangent(7)_ -8.4783063392813833
     y(0_40_80) c_u_tangent(8)_ -7.5234435504022787
     y(0_40_80) c_u_tangent(9)_ -6.6761214552772588
     y(0_40_80) c_u_tangent(10)_ -5.9242283652450833
     y(0_40_80) c_u_tangent(11)_ -5.2570166613478531
     y(0_40_80) c_u_tangent(12)_ -16769.266263775662
     y(0_40_80) c_u_tangent(13)_ -9191.4124720932268
     y(0_40_80) c_u_tangent(14)_ -5037.910538438161
     y(0_40_80) c_u_tangent(15)_ -2761.3321315267003
     y(0_40_80) c_u_tangent(16)_ -1513.5153914356035
     y(0_40_80) c_u_tangent(17)_ -829.57381836061802
     y(0_40_80) c_u_tangent(18)_ -454.69819732500343
     y(0_40_80) c_u_tangent(19)_ -249.22489846555482
     y(0_40_80) c_u_tangent(20)_ -136.60280683006479
     y(0_40_80) c_u_tangent(21)_ -74.873445425160924
     y(0_40_80) c_u_tangent(22)_ -41.038928554436744
     y(0_40_80) c_u_tangent(23)_ -22.493871456464277
     y(0_40_80) c_u_order(0)_ 11
     y(0_40_90) c_e_one_pair(0)_ 1
     y(0_40_90) c_u_only_chosen(0_40_90)_ -125
     y(0_40_90) c_u_only_chosen(4_40_90)_ -63
     y(0_40_90) c_u_tangent(0)_ -13.543602557337962
     y(0_40_90) c_u_tangent(1)_ -12.018264642918368
     y(0_40_90) c_u_tangent(2)_ -10.664716748422633
     y(0_40_90) c_u_tangent(3)_ -9.4636111538036385
     y(0_40_90) c_u_tangent(4)_ -8.3977791612368016
     y(0_40_90) c_u_tangent(5)_ -7.4519856844031889
     y(0_40_90) c_u_tangent(6)_ -6.6127114769676147
     y(0_40_90) c_u_tangent(7)_ -5.8679598874083547
     y(0_40_90) c_u_tangent(8)_ -5.2070853779368829
     y(0_40_90) c_u_tangent(9)_ -4.6206413563435493
     y(0_40_90) c_u_tangent(10)_ -4.1002451456656646
     y(0_40_90) c_u_tangent(11)_ -3.6384581615437654
     y(0_40_90) c_u_tangent(12)_ -16769.266263775662
     y(0_40_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_40_90) c_u_tangent(14)_ -5037.910538438161
     y(0_40_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_40_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_40_90) c_u_tangent(17)_ -829.57381836061802
     y(0_40_90) c_u_tangent(18)_ -454.69819732500343
     y(0_40_90) c_u_tangent(19)_ -249.22489846555482
     y(0_40_90) c_u_tangent(20)_ -136.60280683006479
     y(0_40_90) c_u_tangent(21)_ -74.873445425160924
     y(0_40_90) c_u_tangent(22)_ -41.038928554436744
     y(0_40_90) c_u_tangent(23)_ -22.493871456464277
     y(0_40_90) c_u_order(0)_ 12
     y(0_40_100) c_e_one_pair(0)_ 1
     y(0_40_100) c_u_only_chosen(0_40_100)_ -125
     y(0_40_100) c_u_only_chosen(4_40_100)_ -63
     y(0_40_100) c_u_tangent(0)_ -3.8529386996704629
     y(0_40_100) c_u_tangent(1)_ -3.4190044155196264
     y(0_40_100) c_u_tangent(2)_ -3.0339416493552047
     y(0_40_100) c_u_tangent(3)_ -2.692246283716254
     y(0_40_100) c_u_tangent(4)_ -2.3890340981753631
     y(0_40_100) c_u_tangent(5)_ -2.1199709539077594
     y(0_40_100) c_u_tangent(6)_ -1.8812108411701212
     y(0_40_100) c_u_tangent(7)_ -1.6693409041348475
     y(0_40_100) c_u_tangent(8)_ -1.4813326572604755
     y(0_40_100) c_u_tangent(9)_ -1.3144986958811886
     y(0_40_100) c_u_tangent(10)_ -1.166454282233186
     y(0_40_100) c_u_tangent(11)_ -1.0350832578255493
     y(0_40_100) c_u_tangent(12)_ -16769.266263775662
     y(0_40_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_40_100) c_u_tangent(14)_ -5037.910538438161
     y(0_40_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_40_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_40_100) c_u_tangent(17)_ -829.57381836061802
     y(0_40_100) c_u_tangent(18)_ -454.69819732500343
     y(0_40_100) c_u_tangent(19)_ -249.22489846555482
     y(0_40_100) c_u_tangent(20)_ -136.60280683006479
     y(0_40_100) c_u_tangent(21)_ -74.873445425160924
     y(0_40_100) c_u_tangent(22)_ -41.038928554436744
     y(0_40_100) c_u_tangent(23)_ -22.493871456464277
     y(0_40_100) c_u_order(0)_ 13
     y(0_50_50) c_e_one_pair(0)_ 1
     y(0_50_50) c_u_only_chosen(0_50_50)_ -125
     y(0_50_50) c_u_only_chosen(4_50_50)_ -63
     y(0_50_50) c_u_tangent(0)_ -26.30007784093689
     y(0_50_50) c_u_tangent(1)_ -23.338051621315405
     y(0_50_50) c_u_tangent(2)_ -20.709621346876588
     y(0_50_50) c_u_tangent(3)_ -18.377216028577489
     y(0_50_50) c_u_tangent(4)_ -16.307496081377685
     y(0_50_50) c_u_tangent(5)_ -14.47087676558882
     y(0_50_50) c_u_tangent(6)_ -12.841105300279024
     y(0_50_50) c_u_tangent(7)_ -11.394885603957698
     y(0_50_50) c_u_tangent(8)_ -10.111545298554717
     y(0_50_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_50_50) c_u_tangent(10)_ -7.962192189367248
     y(0_50_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_50_50) c_u_tangent(12)_ -16769.266263775662
     y(0_50_50) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_50) c_u_tangent(14)_ -5037.910538438161
     y(0_50_50) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_50) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_50) c_u_tangent(17)_ -829.57381836061802
     y(0_50_50) c_u_tangent(18)_ -454.69819732500343
     y(0_50_50) c_u_tangent(19)_ -249.22489846555482
     y(0_50_50) c_u_tangent(20)_ -136.60280683006479
     y(0_50_50) c_u_tangent(21)_ -74.873445425160924
     y(0_50_50) c_u_tangent(22)_ -41.038928554436744
     y(0_50_50) c_u_tangent(23)_ -22.493871456464277
     y(0_50_50) c_u_order(0)_ 14
     y(0_50_60) c_e_one_pair(0)_ 1
     y(0_50_60) c_u_only_chosen(0_50_60)_ -125
     y(0_50_60) c_u_only_chosen(4_50_60)_ -63
     y(0_50_60) c_u_tangent(0)_ -25.914276892811255
     y(0_50_60) c_u_tangent(1)_ -22.995701210895945
     y(0_50_60) c_u_tangent(2)_ -20.405827890474285
     y(0_50_60) c_u_tangent(3)_ -18.107637078636166
     y(0_50_60) c_u_tangent(4)_ -16.06827825518716
     y(0_50_60) c_u_tangent(5)_ -14.258600664729396
     y(0_50_60) c_u_tangent(6)_ -12.6527366334716
     y(0_50_60) c_u_tangent(7)_ -11.22773181466559
     y(0_50_60) c_u_tangent(8)_ -9.9632170773687836
     y(0_50_60) c_u_tangent(9)_ -8.8411173484846497
     y(0_50_60) c_u_tangent(10)_ -7.8453932462464397
     y(0_50_60) c_u_tangent(11)_ -6.9618118120328782
     y(0_50_60) c_u_tangent(12)_ -16769.266263775662
     y(0_50_60) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_60) c_u_tangent(14)_ -5037.910538438161
     y(0_50_60) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_60) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_60) c_u_tangent(17)_ -829.57381836061802
     y(0_50_60) c_u_tangent(18)_ -454.69819732500343
     y(0_50_60) c_u_tangent(19)_ -249.22489846555482
     y(0_50_60) c_u_tangent(20)_ -136.60280683006479
     y(0_50_60) c_u_tangent(21)_ -74.873445425160924
     y(0_50_60) c_u_tangent(22)_ -41.038928554436744
     y(0_50_60) c_u_tangent(23)_ -22.493871456464277
     y(0_50_60) c_u_order(0)_ 15
     y(0_50_70) c_e_one_pair(0)_ 1
     y(0_50_70) c_u_only_chosen(0_50_70)_ -125
     y(0_50_70) c_u_only_chosen(4_50_70)_ -63
     y(0_50_70) c_u_tangent(0)_ -24.117476768519349
     y(0_50_70) c_u_tangent(1)_ -21.401264330992909
     y(0_50_70) c_u_tangent(2)_ -18.990963248812044
     y(0_50_70) c_u_tangent(3)_ -16.85212048876166
     y(0_50_70) c_u_tangent(4)_ -14.954163264230713
     y(0_50_70) c_u_tangent(5)_ -13.269962025396131
     y(0_50_70) c_u_tangent(6)_ -11.775442667304203
     y(0_50_70) c_u_tangent(7)_ -10.449242412721148
     y(0_50_70) c_u_tangent(8)_ -9.2724044509153902
     y(0_50_70) c_u_tangent(9)_ -8.2281069675141758
     y(0_50_70) c_u_tangent(10)_ -7.301422692166077
     y(0_50_70) c_u_tangent(11)_ -6.4791055269646822
     y(0_50_70) c_u_tangent(12)_ -16769.266263775662
     y(0_50_70) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_70) c_u_tangent(14)_ -5037.910538438161
     y(0_50_70) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_70) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_70) c_u_tangent(17)_ -829.57381836061802
     y(0_50_70) c_u_tangent(18)_ -454.69819732500343
     y(0_50_70) c_u_tangent(19)_ -249.22489846555482
     y(0_50_70) c_u_tangent(20)_ -136.60280683006479
     y(0_50_70) c_u_tangent(21)_ -74.873445425160924
     y(0_50_70) c_u_tangent(22)_ -41.038928554436744
     y(0_50_70) c_u_tangent(23)_ -22.493871456464277
     y(0_50_70) c_u_order(0)_ 16
     y(0_50_80) c_e_one_pair(0)_ 1
     y(0_50_80) c_u_only_chosen(0_50_80)_ -125
     y(0_50_80) c_u_only_chosen(4_50_80)_ -63
     y(0_50_80) c_u_tangent(0)_ -20.091085144388597
     y(0_50_80) c_u_tangent(1)_ -17.828341994415972
     y(0_50_80) c_u_tangent(2)_ -15.820438566934795
     y(0_50_80) c_u_tangent(3)_ -14.038673732450844
     y(0_50_80) c_u_tangent(4)_ -12.457578804301786
     y(0_50_80) c_u_tangent(5)_ -11.054553487247121
     y(0_50_80) c_u_tangent(6)_ -9.8095428270707767
     y(0_50_80) c_u_tangent(7)_ -8.7047505434883767
     y(0_50_80) c_u_tangent(8)_ -7.7243846487173791
     y(0_50_80) c_u_tangent(9)_ -6.8544317155618177
     y(0_50_80) c_u_tangent(10)_ -6.0824565683819527
     y(0_50_80) c_u_tangent(11)_ -5.3974245337157578
     y(0_50_80) c_u_tangent(12)_ -16769.266263775662
     y(0_50_80) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_80) c_u_tangent(14)_ -5037.910538438161
     y(0_50_80) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_80) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_80) c_u_tangent(17)_ -829.57381836061802
     y(0_50_80) c_u_tangent(18)_ -454.69819732500343
     y(0_50_80) c_u_tangent(19)_ -249.22489846555482
     y(0_50_80) c_u_tangent(20)_ -136.60280683006479
     y(0_50_80) c_u_tangent(21)_ -74.873445425160924
     y(0_50_80) c_u_tangent(22)_ -41.038928554436744
     y(0_50_80) c_u_tangent(23)_ -22.493871456464277
     y(0_50_80) c_u_order(0)_ 17
     y(0_50_90) c_e_one_pair(0)_ 1
     y(0_50_90) c_u_only_chosen(0_50_90)_ -125
     y(0_50_90) c_u_only_chosen(4_50_90)_ -63
     y(0_50_90) c_u_tangent(0)_ -14.506837232255588
     y(0_50_90) c_u_tangent(1)_ -12.873015746798284
     y(0_50_90) c_u_tangent(2)_ -11.423202160761441
     y(0_50_90) c_u_tangent(3)_ -10.136672724732708
     y(0_50_90) c_u_tangent(4)_ -8.99503768578065
     y(0_50_90) c_u_tangent(5)_ -7.9819784228801343
     y(0_50_90) c_u_tangent(6)_ -7.0830141872601509
     y(0_50_90) c_u_tangent(7)_ -6.2852951134420714
     y(0_50_90) c_u_tangent(8)_ -5.5774185422520057
     y(0_50_90) c_u_tangent(9)_ -4.9492660303138507
     y(0_50_90) c_u_tangent(10)_ -4.3918587162239646
     y(0_50_90) c_u_tangent(11)_ -3.8972289760001555
     y(0_50_90) c_u_tangent(12)_ -16769.266263775662
     y(0_50_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_90) c_u_tangent(14)_ -5037.910538438161
     y(0_50_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_90) c_u_tangent(17)_ -829.57381836061802
     y(0_50_90) c_u_tangent(18)_ -454.69819732500343
     y(0_50_90) c_u_tangent(19)_ -249.22489846555482
     y(0_50_90) c_u_tangent(20)_ -136.60280683006479
     y(0_50_90) c_u_tangent(21)_ -74.873445425160924
     y(0_50_90) c_u_tangent(22)_ -41.038928554436744
     y(0_50_90) c_u_tangent(23)_ -22.493871456464277
     y(0_50_90) c_u_order(0)_ 18
     y(0_50_100) c_e_one_pair(0)_ 1
     y(0_50_100) c_u_only_chosen(0_50_100)_ -125
     y(0_50_100) c_u_only_chosen(4_50_100)_ -63
     y(0_50_100) c_u_tangent(0)_ -4.8161733745880619
     y(0_50_100) c_u_tangent(1)_ -4.2737555193995185
     y(0_50_100) c_u_tangent(2)_ -3.7924270616939926
     y(0_50_100) c_u_tangent(3)_ -3.3653078546453057
     y(0_50_100) c_u_tangent(4)_ -2.9862926227191933
     y(0_50_100) c_u_tangent(5)_ -2.6499636923846901
     y(0_50_100) c_u_tangent(6)_ -2.3515135514626433
     y(0_50_100) c_u_tangent(7)_ -2.0866761301685521
     y(0_50_100) c_u_tangent(8)_ -1.8516658215755879
     y(0_50_100) c_u_tangent(9)_ -1.64312336985148
     y(0_50_100) c_u_tangent(10)_ -1.4580678527914774
     y(0_50_100) c_u_tangent(11)_ -1.2938540722819321
     y(0_50_100) c_u_tangent(12)_ -16769.266263775662
     y(0_50_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_50_100) c_u_tangent(14)_ -5037.910538438161
     y(0_50_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_50_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_50_100) c_u_tangent(17)_ -829.57381836061802
     y(0_50_100) c_u_tangent(18)_ -454.69819732500343
     y(0_50_100) c_u_tangent(19)_ -249.22489846555482
     y(0_50_100) c_u_tangent(20)_ -136.60280683006479
     y(0_50_100) c_u_tangent(21)_ -74.873445425160924
     y(0_50_100) c_u_tangent(22)_ -41.038928554436744
     y(0_50_100) c_u_tangent(23)_ -22.493871456464277
     y(0_50_100) c_u_order(0)_ 19
     y(0_60_40) c_e_one_pair(0)_ 1
     y(0_60_40) c_u_only_chosen(0_60_40)_ -125
     y(0_60_40) c_u_only_chosen(4_60_40)_ -63
     y(0_60_40) c_u_tangent(0)_ -26.30007784093689
     y(0_60_40) c_u_tangent(1)_ -23.338051621315405
     y(0_60_40) c_u_tangent(2)_ -20.709621346876588
     y(0_60_40) c_u_tangent(3)_ -18.377216028577489
     y(0_60_40) c_u_tangent(4)_ -16.307496081377685
     y(0_60_40) c_u_tangent(5)_ -14.47087676558882
     y(0_60_40) c_u_tangent(6)_ -12.841105300279024
     y(0_60_40) c_u_tangent(7)_ -11.394885603957698
     y(0_60_40) c_u_tangent(8)_ -10.111545298554717
     y(0_60_40) c_u_tangent(9)_ -8.9727402168225865
     y(0_60_40) c_u_tangent(10)_ -7.962192189367248
     y(0_60_40) c_u_tangent(11)_ -7.0654563632146097
     y(0_60_40) c_u_tangent(12)_ -16409.397809755039
     y(0_60_40) c_u_tangent(13)_ -8994.1647604421069
     y(0_60_40) c_u_tangent(14)_ -4929.7969782832779
     y(0_60_40) c_u_tangent(15)_ -2702.0739439841373
     y(0_60_40) c_u_tangent(16)_ -1481.0353511353956
     y(0_60_40) c_u_tangent(17)_ -811.77116421859921
     y(0_60_40) c_u_tangent(18)_ -444.9403740104089
     y(0_60_40) c_u_tangent(19)_ -243.87653214448403
     y(0_60_40) c_u_tangent(20)_ -133.6713105954916
     y(0_60_40) c_u_tangent(21)_ -73.266661286336969
     y(0_60_40) c_u_tangent(22)_ -40.158233147658535
     y(0_60_40) c_u_tangent(23)_ -22.011152975008553
     y(0_60_40) c_u_order(0)_ 20
     y(0_60_50) c_e_one_pair(0)_ 1
     y(0_60_50) c_u_only_chosen(0_60_50)_ -125
     y(0_60_50) c_u_only_chosen(4_60_50)_ -63
     y(0_60_50) c_u_tangent(0)_ -26.30007784093689
     y(0_60_50) c_u_tangent(1)_ -23.338051621315405
     y(0_60_50) c_u_tangent(2)_ -20.709621346876588
     y(0_60_50) c_u_tangent(3)_ -18.377216028577489
     y(0_60_50) c_u_tangent(4)_ -16.307496081377685
     y(0_60_50) c_u_tangent(5)_ -14.47087676558882
     y(0_60_50) c_u_tangent(6)_ -12.841105300279024
     y(0_60_50) c_u_tangent(7)_ -11.394885603957698
     y(0_60_50) c_u_tangent(8)_ -10.111545298554717
     y(0_60_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_60_50) c_u_tangent(10)_ -7.962192189367248
     y(0_60_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_60_50) c_u_tangent(12)_ -16523.274641124808
     y(0_60_50) c_u_tangent(13)_ -9056.5818579865336
     y(0_60_50) c_u_tangent(14)_ -4964.0084506171033
     y(0_60_50) c_u_tangent(15)_ -2720.8256143644367
     y(0_60_50) c_u_tangent(16)_ -1491.3133403028987
     y(0_60_50) c_u_tangent(17)_ -817.40463895364451
     y(0_60_50) c_u_tangent(18)_ -448.02814118676827
     y(0_60_50) c_u_tangent(19)_ -245.56897004184256
     y(0_60_50) c_u_tangent(20)_ -134.59895373463289
     y(0_60_50) c_u_tangent(21)_ -73.775112317207245
     y(0_60_50) c_u_tangent(22)_ -40.436920543581444
     y(0_60_50) c_u_tangent(23)_ -22.163904488784347
     y(0_60_50) c_u_order(0)_ 21
     y(0_60_60) c_e_one_pair(0)_ 1
     y(0_60_60) c_u_only_chosen(0_60_60)_ -125
     y(0_60_60) c_u_only_chosen(4_60_60)_ -63
     y(0_60_60) c_u_tangent(0)_ -26.092875615152124
     y(0_60_60) c_u_tangent(1)_ -23.154185388269909
     y(0_60_60) c_u_tangent(2)_ -20.546462908175947
     y(0_60_60) c_u_tangent(3)_ -18.232433184668114
     y(0_60_60) c_u_tangent(4)_ -16.179019294902993
     y(0_60_60) c_u_tangent(5)_ -14.356869579259508
     y(0_60_60) c_u_tangent(6)_ -12.739938086408161
     y(0_60_60) c_u_tangent(7)_ -11.305112270434412
     y(0_60_60) c_u_tangent(8)_ -10.031882618289835
     y(0_60_60) c_u_tangent(9)_ -8.9020494851997221
     y(0_60_60) c_u_tangent(10)_ -7.899462947509452
     y(0_60_60) c_u_tangent(11)_ -7.0097919544057312
     y(0_60_60) c_u_tangent(12)_ -16637.151472494577
     y(0_60_60) c_u_tangent(13)_ -9118.9989555309603
     y(0_60_60) c_u_tangent(14)_ -4998.2199229509279
     y(0_60_60) c_u_tangent(15)_ -2739.5772847447356
     y(0_60_60) c_u_tangent(16)_ -1501.5913294704019
     y(0_60_60) c_u_tangent(17)_ -823.03811368868969
     y(0_60_60) c_u_tangent(18)_ -451.11590836312763
     y(0_60_60) c_u_tangent(19)_ -247.26140793920106
     y(0_60_60) c_u_tangent(20)_ -135.52659687377411
     y(0_60_60) c_u_tangent(21)_ -74.283563348077493
     y(0_60_60) c_u_tangent(22)_ -40.715607939504352
     y(0_60_60) c_u_tangent(23)_ -22.316656002560137
     y(0_60_60) c_u_order(0)_ 22
     y(0_60_70) c_e_one_pair(0)_ 1
     y(0_60_70) c_u_only_chosen(0_60_70)_ -125
     y(0_60_70) c_u_only_chosen(4_60_70)_ -63
     y(0_60_70) c_u_tangent(0)_ -24.296075490860218
     y(0_60_70) c_u_tangent(1)_ -21.559748508366873
     y(0_60_70) c_u_tangent(2)_ -19.131598266513709
     y(0_60_70) c_u_tangent(3)_ -16.976916594793607
     y(0_60_70) c_u_tangent(4)_ -15.064904303946548
     y(0_60_70) c_u_tangent(5)_ -13.368230939926242
     y(0_60_70) c_u_tangent(6)_ -11.862644120240764
     y(0_60_70) c_u_tangent(7)_ -10.526622868489969
     y(0_60_70) c_u_tangent(8)_ -9.3410699918364397
     y(0_60_70) c_u_tangent(9)_ -8.2890391042292499
     y(0_60_70) c_u_tangent(10)_ -7.3554923934290892
     y(0_60_70) c_u_tangent(11)_ -6.5270856693375352
     y(0_60_70) c_u_tangent(12)_ -16751.028303864343
     y(0_60_70) c_u_tangent(13)_ -9181.416053075387
     y(0_60_70) c_u_tangent(14)_ -5032.4313952847524
     y(0_60_70) c_u_tangent(15)_ -2758.3289551250341
     y(0_60_70) c_u_tangent(16)_ -1511.8693186379048
     y(0_60_70) c_u_tangent(17)_ -828.67158842373487
     y(0_60_70) c_u_tangent(18)_ -454.20367553948699
     y(0_60_70) c_u_tangent(19)_ -248.95384583655957
     y(0_60_70) c_u_tangent(20)_ -136.45424001291536
     y(0_60_70) c_u_tangent(21)_ -74.792014378947755
     y(0_60_70) c_u_tangent(22)_ -40.994295335427267
     y(0_60_70) c_u_tangent(23)_ -22.469407516335927
     y(0_60_70) c_u_order(0)_ 23
     y(0_60_80) c_e_one_pair(0)_ 1
     y(0_60_80) c_u_only_chosen(0_60_80)_ -125
     y(0_60_80) c_u_only_chosen(4_60_80)_ -63
     y(0_60_80) c_u_tangent(0)_ -20.61373191806085
     y(0_60_80) c_u_tangent(1)_ -18.292126073590488
     y(0_60_80) c_u_tangent(2)_ -16.231989317711339
     y(0_60_80) c_u_tangent(3)_ -14.40387389362542
     y(0_60_80) c_u_tangent(4)_ -12.781648575697616
     y(0_60_80) c_u_tangent(5)_ -11.342125147661429
     y(0_60_80) c_u_tangent(6)_ -10.064726948432201
     y(0_60_80) c_u_tangent(7)_ -8.9311947476953684
     y(0_60_80) c_u_tangent(8)_ -7.9253257470324785
     y(0_60_80) c_u_tangent(9)_ -7.0327419758463767
     y(0_60_80) c_u_tangent(10)_ -6.2406847715188212
     y(0_60_80) c_u_tangent(11)_ -5.5378324060836617
     y(0_60_80) c_u_tangent(12)_ -16769.266263775662
     y(0_60_80) c_u_tangent(13)_ -9191.4124720932268
     y(0_60_80) c_u_tangent(14)_ -5037.910538438161
     y(0_60_80) c_u_tangent(15)_ -2761.3321315267003
     y(0_60_80) c_u_tangent(16)_ -1513.5153914356035
     y(0_60_80) c_u_tangent(17)_ -829.57381836061802
     y(0_60_80) c_u_tangent(18)_ -454.69819732500343
     y(0_60_80) c_u_tangent(19)_ -249.22489846555482
     y(0_60_80) c_u_tangent(20)_ -136.60280683006479
     y(0_60_80) c_u_tangent(21)_ -74.873445425160924
     y(0_60_80) c_u_tangent(22)_ -41.038928554436744
     y(0_60_80) c_u_tangent(23)_ -22.493871456464277
     y(0_60_80) c_u_order(0)_ 24
     y(0_60_90) c_e_one_pair(0)_ 1
     y(0_60_90) c_u_only_chosen(0_60_90)_ -125
     y(0_60_90) c_u_only_chosen(4_60_90)_ -63
     y(0_60_90) c_u_tangent(0)_ -15.355621582295168
     y(0_60_90) c_u_tangent(1)_ -13.62620640639987
     y(0_60_90) c_u_tangent(2)_ -12.091565296444399
     y(0_60_90) c_u_tangent(3)_ -10.729761971718657
     y(0_60_90) c_u_tangent(4)_ -9.5213307084066265
     y(0_60_90) c_u_tangent(5)_ -8.4489980949993111
     y(0_60_90) c_u_tangent(6)_ -7.4974361247922889
     y(0_60_90) c_u_tangent(7)_ -6.6530430961524551
     y(0_60_90) c_u_tangent(8)_ -5.9037491887252473
     y(0_60_90) c_u_tangent(9)_ -5.2388439364733266
     y(0_60_90) c_u_tangent(10)_ -4.6488231314327653
     y(0_60_90) c_u_tangent(11)_ -4.1252529698169926
     y(0_60_90) c_u_tangent(12)_ -16769.266263775662
     y(0_60_90) c_u_tangent(13)_ -9191.4124720932268
     y(0_60_90) c_u_tangent(14)_ -5037.910538438161
     y(0_60_90) c_u_tangent(15)_ -2761.3321315267003
     y(0_60_90) c_u_tangent(16)_ -1513.5153914356035
     y(0_60_90) c_u_tangent(17)_ -829.57381836061802
     y(0_60_90) c_u_tangent(18)_ -454.69819732500343
     y(0_60_90) c_u_tangent(19)_ -249.22489846555482
     y(0_60_90) c_u_tangent(20)_ -136.60280683006479
     y(0_60_90) c_u_tangent(21)_ -74.873445425160924
     y(0_60_90) c_u_tangent(22)_ -41.038928554436744
     y(0_60_90) c_u_tangent(23)_ -22.493871456464277
     y(0_60_90) c_u_order(0)_ 25
     y(0_60_100) c_e_one_pair(0)_ 1
     y(0_60_100) c_u_only_chosen(0_60_100)_ -125
     y(0_60_100) c_u_only_chosen(4_60_100)_ -63
     y(0_60_100) c_u_tangent(0)_ -5.7794080495056681
     y(0_60_100) c_u_tangent(1)_ -5.1285066232794163
     y(0_60_100) c_u_tangent(2)_ -4.5509124740327858
     y(0_60_100) c_u_tangent(3)_ -4.0383694255743627
     y(0_60_100) c_u_tangent(4)_ -3.5835511472630279
     y(0_60_100) c_u_tangent(5)_ -3.1799564308616244
     y(0_60_100) c_u_tangent(6)_ -2.8218162617551688
     y(0_60_100) c_u_tangent(7)_ -2.5040113562022595
     y(0_60_100) c_u_tangent(8)_ -2.221998985890703
     y(0_60_100) c_u_tangent(9)_ -1.9717480438217738
     y(0_60_100) c_u_tangent(10)_ -1.7496814233497708
     y(0_60_100) c_u_tangent(11)_ -1.5526248867383168
     y(0_60_100) c_u_tangent(12)_ -16769.266263775662
     y(0_60_100) c_u_tangent(13)_ -9191.4124720932268
     y(0_60_100) c_u_tangent(14)_ -5037.910538438161
     y(0_60_100) c_u_tangent(15)_ -2761.3321315267003
     y(0_60_100) c_u_tangent(16)_ -1513.5153914356035
     y(0_60_100) c_u_tangent(17)_ -829.57381836061802
     y(0_60_100) c_u_tangent(18)_ -454.69819732500343
     y(0_60_100) c_u_tangent(19)_ -249.22489846555482
     y(0_60_100) c_u_tangent(20)_ -136.60280683006479
     y(0_60_100) c_u_tangent(21)_ -74.873445425160924
     y(0_60_100) c_u_tangent(22)_ -41.038928554436744
     y(0_60_100) c_u_tangent(23)_ -22.493871456464277
     y(0_60_100) c_u_order(0)_ 26
     y(0_70_30) c_e_one_pair(0)_ 1
     y(0_70_30) c_u_only_chosen(0_70_30)_ -125
     y(0_70_30) c_u_only_chosen(4_70_30)_ -63
     y(0_70_30) c_u_tangent(0)_ -26.30007784093689
     y(0_70_30) c_u_tangent(1)_ -23.338051621315405
     y(0_70_30) c_u_tangent(2)_ -20.709621346876588
     y(0_70_30) c_u_tangent(3)_ -18.377216028577489
     y(0_70_30) c_u_tangent(4)_ -16.307496081377685
     y(0_70_30) c_u_tangent(5)_ -14.47087676558882
     y(0_70_30) c_u_tangent(6)_ -12.841105300279024
     y(0_70_30) c_u_tangent(7)_ -11.394885603957698
     y(0_70_30) c_u_tangent(8)_ -10.111545298554717
     y(0_70_30) c_u_tangent(9)_ -8.9727402168225865
     y(0_70_30) c_u_tangent(10)_ -7.962192189367248
     y(0_70_30) c_u_tangent(11)_ -7.0654563632146097
     y(0_70_30) c_u_tangent(12)_ -15149.858220682851
     y(0_70_30) c_u_tangent(13)_ -8303.797769663186
     y(0_70_30) c_u_tangent(14)_ -4551.3995177411889
     y(0_70_30) c_u_tangent(15)_ -2494.6702875851674
     y(0_70_30) c_u_tangent(16)_ -1367.3552100846675
     y(0_70_30) c_u_tangent(17)_ -749.46187472153326
     y(0_70_30) c_u_tangent(18)_ -410.78799240932796
     y(0_70_30) c_u_tangent(19)_ -225.15725002073623
     y(0_70_30) c_u_tangent(20)_ -123.41107377448547
     y(0_70_30) c_u_tangent(21)_ -67.64291680045315
     y(0_70_30) c_u_tangent(22)_ -37.075799223934794
     y(0_70_30) c_u_tangent(23)_ -20.321638289913526
     y(0_70_30) c_u_order(0)_ 27
     y(0_70_40) c_e_one_pair(0)_ 1
     y(0_70_40) c_u_only_chosen(0_70_40)_ -125
     y(0_70_40) c_u_only_chosen(4_70_40)_ -63
     y(0_70_40) c_u_tangent(0)_ -26.30007784093689
     y(0_70_40) c_u_tangent(1)_ -23.338051621315405
     y(0_70_40) c_u_tangent(2)_ -20.709621346876588
     y(0_70_40) c_u_tangent(3)_ -18.377216028577489
     y(0_70_40) c_u_tangent(4)_ -16.307496081377685
     y(0_70_40) c_u_tangent(5)_ -14.47087676558882
     y(0_70_40) c_u_tangent(6)_ -12.841105300279024
     y(0_70_40) c_u_tangent(7)_ -11.394885603957698
     y(0_70_40) c_u_tangent(8)_ -10.111545298554717
     y(0_70_40) c_u_tangent(9)_ -8.9727402168225865
     y(0_70_40) c_u_tangent(10)_ -7.962192189367248
     y(0_70_40) c_u_tangent(11)_ -7.0654563632146097
     y(0_70_40) c_u_tangent(12)_ -15263.735052052612
     y(0_70_40) c_u_tangent(13)_ -8366.2148672076091
     y(0_70_40) c_u_tangent(14)_ -4585.6109900750116
     y(0_70_40) c_u_tangent(15)_ -2513.4219579654655
     y(0_70_40) c_u_tangent(16)_ -1377.6331992521702
     y(0_70_40) c_u_tangent(17)_ -755.09534945657822
     y(0_70_40) c_u_tangent(18)_ -413.87575958568715
     y(0_70_40) c_u_tangent(19)_ -226.84968791809465
     y(0_70_40) c_u_tangent(20)_ -124.33871691362667
     y(0_70_40) c_u_tangent(21)_ -68.151367831323384
     y(0_70_40) c_u_tangent(22)_ -37.354486619857688
     y(0_70_40) c_u_tangent(23)_ -20.474389803689309
     y(0_70_40) c_u_order(0)_ 28
     y(0_70_50) c_e_one_pair(0)_ 1
     y(0_70_50) c_u_only_chosen(0_70_50)_ -125
     y(0_70_50) c_u_only_chosen(4_70_50)_ -63
     y(0_70_50) c_u_tangent(0)_ -26.30007784093689
     y(0_70_50) c_u_tangent(1)_ -23.338051621315405
     y(0_70_50) c_u_tangent(2)_ -20.709621346876588
     y(0_70_50) c_u_tangent(3)_ -18.377216028577489
     y(0_70_50) c_u_tangent(4)_ -16.307496081377685
     y(0_70_50) c_u_tangent(5)_ -14.47087676558882
     y(0_70_50) c_u_tangent(6)_ -12.841105300279024
     y(0_70_50) c_u_tangent(7)_ -11.394885603957698
     y(0_70_50) c_u_tangent(8)_ -10.111545298554717
     y(0_70_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_70_50) c_u_tangent(10)_ -7.962192189367248
     y(0_70_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_70_50) c_u_tangent(12)_ -15377.611883422385
     y(0_70_50) c_u_tangent(13)_ -8428.6319647520377
     y(0_70_50) c_u_tangent(14)_ -4619.8224624088371
     y(0_70_50) c_u_tangent(15)_ -2532.1736283457649
     y(0_70_50) c_u_tangent(16)_ -1387.9111884196734
     y(0_70_50) c_u_tangent(17)_ -760.72882419162363
     y(0_70_50) c_u_tangent(18)_ -416.96352676204657
     y(0_70_50) c_u_tangent(19)_ -228.54212581545323
     y(0_70_50) c_u_tangent(20)_ -125.26636005276795
     y(0_70_50) c_u_tangent(21)_ -68.65981886219366
     y(0_70_50) c_u_tangent(22)_ -37.633174015780611
     y(0_70_50) c_u_tangent(23)_ -20.627141317465103
     y(0_70_50) c_u_order(0)_ 29
     y(0_70_60) c_e_one_pair(0)_ 1
     y(0_70_60) c_u_only_chosen(0_70_60)_ -125
     y(0_70_60) c_u_only_chosen(4_70_60)_ -63
     y(0_70_60) c_u_tangent(0)_ -26.27147433749299
     y(0_70_60) c_u_tangent(1)_ -23.312669565643873
     y(0_70_60) c_u_tangent(2)_ -20.687097925877612
     y(0_70_60) c_u_tangent(3)_ -18.357229290700062
     y(0_70_60) c_u_tangent(4)_ -16.28976033461883
     y(0_70_60) c_u_tangent(5)_ -14.455138493789619
     y(0_70_60) c_u_tangent(6)_ -12.827139539344723
     y(0_70_60) c_u_tangent(7)_ -11.382492726203234
     y(0_70_60) c_u_tangent(8)_ -10.100548159210886
     y(0_70_60) c_u_tangent(9)_ -8.9629816219147944
     y(0_70_60) c_u_tangent(10)_ -7.9535326487724642
     y(0_70_60) c_u_tangent(11)_ -7.0577720967785851
     y(0_70_60) c_u_tangent(12)_ -15491.488714792153
     y(0_70_60) c_u_tangent(13)_ -8491.0490622964644
     y(0_70_60) c_u_tangent(14)_ -4654.0339347426616
     y(0_70_60) c_u_tangent(15)_ -2550.9252987260638
     y(0_70_60) c_u_tangent(16)_ -1398.1891775871766
     y(0_70_60) c_u_tangent(17)_ -766.36229892666881
     y(0_70_60) c_u_tangent(18)_ -420.05129393840593
     y(0_70_60) c_u_tangent(19)_ -230.23456371281173
     y(0_70_60) c_u_tangent(20)_ -126.19400319190919
     y(0_70_60) c_u_tangent(21)_ -69.168269893063908
     y(0_70_60) c_u_tangent(22)_ -37.911861411703519
     y(0_70_60) c_u_tangent(23)_ -20.779892831240893
     y(0_70_60) c_u_order(0)_ 30
     y(0_70_70) c_e_one_pair(0)_ 1
     y(0_70_70) c_u_only_chosen(0_70_70)_ -125
     y(0_70_70) c_u_only_chosen(4_70_70)_ -63
     y(0_70_70) c_u_tangent(0)_ -24.474674213201084
     y(0_70_70) c_u_tangent(1)_ -21.718232685740837
     y(0_70_70) c_u_tangent(2)_ -19.272233284215375
     y(0_70_70) c_u_tangent(3)_ -17.101712700825555
     y(0_70_70) c_u_tangent(4)_ -15.175645343662383
     y(0_70_70) c_u_tangent(5)_ -13.466499854456353
     y(0_70_70) c_u_tangent(6)_ -11.949845573177326
     y(0_70_70) c_u_tangent(7)_ -10.604003324258791
     y(0_70_70) c_u_tangent(8)_ -9.409735532757491
     y(0_70_70) c_u_tangent(9)_ -8.3499712409443223
     y(0_70_70) c_u_tangent(10)_ -7.4095620946921015
     y(0_70_70) c_u_tangent(11)_ -6.5750658117103882
     y(0_70_70) c_u_tangent(12)_ -15605.36554616192
     y(0_70_70) c_u_tangent(13)_ -8553.4661598408893
     y(0_70_70) c_u_tangent(14)_ -4688.2454070764861
     y(0_70_70) c_u_tangent(15)_ -2569.6769691063623
     y(0_70_70) c_u_tangent(16)_ -1408.4671667546795
     y(0_70_70) c_u_tangent(17)_ -771.99577366171411
     y(0_70_70) c_u_tangent(18)_ -423.1390611147653
     y(0_70_70) c_u_tangent(19)_ -231.92700161017024
     y(0_70_70) c_u_tangent(20)_ -127.12164633105043
     y(0_70_70) c_u_tangent(21)_ -69.67672092393417
     y(0_70_70) c_u_tangent(22)_ -38.190548807626428
     y(0_70_70) c_u_tangent(23)_ -20.932644345016683
     y(0_70_70) c_u_order(0)_ 31
     y(0_70_80) c_e_one_pair(0)_ 1
     y(0_70_80) c_u_only_chosen(0_70_80)_ -125
     y(0_70_80) c_u_only_chosen(4_70_80)_ -63
     y(0_70_80) c_u_tangent(0)_ -21.136378691733096
     y(0_70_80) c_u_tangent(1)_ -18.755910152764997
     y(0_70_80) c_u_tangent(2)_ -16.643540068487873
     y(0_70_80) c_u_tangent(3)_ -14.76907405479999
     y(0_70_80) c_u_tangent(4)_ -13.105718347093442
     y(0_70_80) c_u_tangent(5)_ -11.629696808075733
     y(0_70_80) c_u_tangent(6)_ -10.319911069793619
     y(0_70_80) c_u_tangent(7)_ -9.1576389519023564
     y(0_70_80) c_u_tangent(8)_ -8.1262668453475744
     y(0_70_80) c_u_tangent(9)_ -7.2110522361309322
     y(0_70_80) c_u_tangent(10)_ -6.3989129746556861
     y(0_70_80) c_u_tangent(11)_ -5.6782402784515638
     y(0_70_80) c_u_tangent(12)_ -15719.242377531687
     y(0_70_80) c_u_tangent(13)_ -8615.883257385316
     y(0_70_80) c_u_tangent(14)_ -4722.4568794103106
     y(0_70_80) c_u_tangent(15)_ -2588.4286394866613
     y(0_70_80) c_u_tangent(16)_ -1418.7451559221824
     y(0_70_80) c_u_tangent(17)_ -777.62924839675929
     y(0_70_80) c_u_tangent(18)_ -426.22682829112466
     y(0_70_80) c_u_tangent(19)_ -233.61943950752874
     y(0_70_80) c_u_tangent(20)_ -128.04928947019167
     y(0_70_80) c_u_tangent(21)_ -70.185171954804417
     y(0_70_80) c_u_tangent(22)_ -38.469236203549336
     y(0_70_80) c_u_tangent(23)_ -21.08539585879247
     y(0_70_80) c_u_order(0)_ 32
     y(0_70_90) c_e_one_pair(0)_ 1
     y(0_70_90) c_u_only_chosen(0_70_90)_ -125
     y(0_70_90) c_u_only_chosen(4_70_90)_ -63
     y(0_70_90) c_u_tangent(0)_ -15.878268355967409
     y(0_70_90) c_u_tangent(1)_ -14.089990485574376
     y(0_70_90) c_u_tangent(2)_ -12.503116047220932
     y(0_70_90) c_u_tangent(3)_ -11.094962132893226
     y(0_70_90) c_u_tangent(4)_ -9.8454004798024499
     y(0_70_90) c_u_tangent(5)_ -8.7365697554136119
     y(0_70_90) c_u_tangent(6)_ -7.7526202461537057
     y(0_70_90) c_u_tangent(7)_ -6.8794873003594414
     y(0_70_90) c_u_tangent(8)_ -6.1046902870403423
     y(0_70_90) c_u_tangent(9)_ -5.4171541967578811
     y(0_70_90) c_u_tangent(10)_ -4.8070513345696302
     y(0_70_90) c_u_tangent(11)_ -4.2656608421848929
     y(0_70_90) c_u_tangent(12)_ -15833.119208901455
     y(0_70_90) c_u_tangent(13)_ -8678.3003549297428
     y(0_70_90) c_u_tangent(14)_ -4756.6683517441352
     y(0_70_90) c_u_tangent(15)_ -2607.1803098669602
     y(0_70_90) c_u_tangent(16)_ -1429.0231450896856
     y(0_70_90) c_u_tangent(17)_ -783.26272313180448
     y(0_70_90) c_u_tangent(18)_ -429.31459546748403
     y(0_70_90) c_u_tangent(19)_ -235.31187740488724
     y(0_70_90) c_u_tangent(20)_ -128.97693260933292
     y(0_70_90) c_u_tangent(21)_ -70.693622985674679
     y(0_70_90) c_u_tangent(22)_ -38.747923599472244
     y(0_70_90) c_u_tangent(23)_ -21.23814737256826
     y(0_70_90) c_u_order(0)_ 33
     y(0_70_100) c_e_one_pair(0)_ 1
     y(0_70_100) c_u_only_chosen(0_70_100)_ -125
     y(0_70_100) c_u_only_chosen(4_70_100)_ -63
     y(0_70_100) c_u_tangent(0)_ -6.7426427244232832
     y(0_70_100) c_u_tangent(1)_ -5.983257727159323
     y(0_70_100) c_u_tangent(2)_ -5.3093978863715874
     y(0_70_100) c_u_tangent(3)_ -4.7114309965034256
     y(0_70_100) c_u_tangent(4)_ -4.1808096718068688
     y(0_70_100) c_u_tangent(5)_ -3.709949169338564
     y(0_70_100) c_u_tangent(6)_ -3.2921189720476987
     y(0_70_100) c_u_tangent(7)_ -2.9213465822359712
     y(0_70_100) c_u_tangent(8)_ -2.5923321502058219
     y(0_70_100) c_u_tangent(9)_ -2.300372717792071
     y(0_70_100) c_u_tangent(10)_ -2.0412949939080671
     y(0_70_100) c_u_tangent(11)_ -1.8113957011947042
     y(0_70_100) c_u_tangent(12)_ -15946.99604027122
     y(0_70_100) c_u_tangent(13)_ -8740.7174524741677
     y(0_70_100) c_u_tangent(14)_ -4790.8798240779588
     y(0_70_100) c_u_tangent(15)_ -2625.9319802472587
     y(0_70_100) c_u_tangent(16)_ -1439.3011342571883
     y(0_70_100) c_u_tangent(17)_ -788.89619786684966
     y(0_70_100) c_u_tangent(18)_ -432.40236264384333
     y(0_70_100) c_u_tangent(19)_ -237.00431530224574
     y(0_70_100) c_u_tangent(20)_ -129.90457574847414
     y(0_70_100) c_u_tangent(21)_ -71.202074016544927
     y(0_70_100) c_u_tangent(22)_ -39.026610995395153
     y(0_70_100) c_u_tangent(23)_ -21.390898886344047
     y(0_70_100) c_u_order(0)_ 34
     y(0_80_20) c_e_one_pair(0)_ 1
     y(0_80_20) c_u_only_chosen(0_80_20)_ -125
     y(0_80_20) c_u_only_chosen(4_80_20)_ -63
     y(0_80_20) c_u_tangent(0)_ -26.30007784093689
     y(0_80_20) c_u_tangent(1)_ -23.338051621315405
     y(0_80_20) c_u_tangent(2)_ -20.709621346876588
     y(0_80_20) c_u_tangent(3)_ -18.377216028577489
     y(0_80_20) c_u_tangent(4)_ -16.307496081377685
     y(0_80_20) c_u_tangent(5)_ -14.47087676558882
     y(0_80_20) c_u_tangent(6)_ -12.841105300279024
     y(0_80_20) c_u_tangent(7)_ -11.394885603957698
     y(0_80_20) c_u_tangent(8)_ -10.111545298554717
     y(0_80_20) c_u_tangent(9)_ -8.9727402168225865
     y(0_80_20) c_u_tangent(10)_ -7.962192189367248
     y(0_80_20) c_u_tangent(11)_ -7.0654563632146097
     y(0_80_20) c_u_tangent(12)_ -11810.5942295772
     y(0_80_20) c_u_tangent(13)_ -6473.5118040952602
     y(0_80_20) c_u_tangent(14)_ -3548.2003922219965
     y(0_80_20) c_u_tangent(15)_ -1944.8062202342549
     y(0_80_20) c_u_tangent(16)_ -1065.9688901880957
     y(0_80_20) c_u_tangent(17)_ -584.26884027138328
     y(0_80_20) c_u_tangent(18)_ -320.2439403759999
     y(0_80_20) c_u_tangent(19)_ -175.52909598929025
     y(0_80_20) c_u_tangent(20)_ -96.209356850414636
     y(0_80_20) c_u_tangent(21)_ -52.733367612940839
     y(0_80_20) c_u_tangent(22)_ -28.903717380889798
     y(0_80_20) c_u_tangent(23)_ -15.842433666787789
     y(0_80_20) c_u_order(0)_ 35
     y(0_80_30) c_e_one_pair(0)_ 1
     y(0_80_30) c_u_only_chosen(0_80_30)_ -125
     y(0_80_30) c_u_only_chosen(4_80_30)_ -63
     y(0_80_30) c_u_tangent(0)_ -26.30007784093689
     y(0_80_30) c_u_tangent(1)_ -23.338051621315405
     y(0_80_30) c_u_tangent(2)_ -20.709621346876588
     y(0_80_30) c_u_tangent(3)_ -18.377216028577489
     y(0_80_30) c_u_tangent(4)_ -16.307496081377685
     y(0_80_30) c_u_tangent(5)_ -14.47087676558882
     y(0_80_30) c_u_tangent(6)_ -12.841105300279024
     y(0_80_30) c_u_tangent(7)_ -11.394885603957698
     y(0_80_30) c_u_tangent(8)_ -10.111545298554717
     y(0_80_30) c_u_tangent(9)_ -8.9727402168225865
     y(0_80_30) c_u_tangent(10)_ -7.962192189367248
     y(0_80_30) c_u_tangent(11)_ -7.0654563632146097
     y(0_80_30) c_u_tangent(12)_ -12143.840502178382
     y(0_80_30) c_u_tangent(13)_ -6656.1676161078385
     y(0_80_30) c_u_tangent(14)_ -3648.3159776164125
     y(0_80_30) c_u_tangent(15)_ -1999.680633089929
     y(0_80_30) c_u_tangent(16)_ -1096.0461371461192
     y(0_80_30) c_u_tangent(17)_ -600.7544979303226
     y(0_80_30) c_u_tangent(18)_ -329.2799039675827
     y(0_80_30) c_u_tangent(19)_ -180.48180334968697
     y(0_80_30) c_u_tangent(20)_ -98.923988217519479
     y(0_80_30) c_u_tangent(21)_ -54.221285820706541
     y(0_80_30) c_u_tangent(22)_ -29.719261111735957
     y(0_80_30) c_u_tangent(23)_ -16.28944182452868
     y(0_80_30) c_u_order(0)_ 36
     y(0_80_40) c_e_one_pair(0)_ 1
     y(0_80_40) c_u_only_chosen(0_80_40)_ -125
     y(0_80_40) c_u_only_chosen(4_80_40)_ -63
     y(0_80_40) c_u_tangent(0)_ -26.30007784093689
     y(0_80_40) c_u_tangent(1)_ -23.338051621315405
     y(0_80_40) c_u_tangent(2)_ -20.709621346876588
     y(0_80_40) c_u_tangent(3)_ -18.377216028577489
     y(0_80_40) c_u_tangent(4)_ -16.307496081377685
     y(0_80_40) c_u_tangent(5)_ -14.47087676558882
     y(0_80_40) c_u_tangent(6)_ -12.841105300279024
     y(0_80_40) c_u_tangent(7)_ -11.394885603957698
     y(0_80_40) c_u_tangent(8)_ -10.111545298554717
     y(0_80_40) c_u_tangent(9)_ -8.9727402168225865
     y(0_80_40) c_u_tangent(10)_ -7.962192189367248
     y(0_80_40) c_u_tangent(11)_ -7.0654563632146097
     y(0_80_40) c_u_tangent(12)_ -12477.086774779564
     y(0_80_40) c_u_tangent(13)_ -6838.8234281204177
     y(0_80_40) c_u_tangent(14)_ -3748.4315630108285
     y(0_80_40) c_u_tangent(15)_ -2054.5550459456026
     y(0_80_40) c_u_tangent(16)_ -1126.1233841041428
     y(0_80_40) c_u_tangent(17)_ -617.24015558926192
     y(0_80_40) c_u_tangent(18)_ -338.31586755916544
     y(0_80_40) c_u_tangent(19)_ -185.43451071008371
     y(0_80_40) c_u_tangent(20)_ -101.63861958462432
     y(0_80_40) c_u_tangent(21)_ -55.709204028472236
     y(0_80_40) c_u_tangent(22)_ -30.534804842582119
     y(0_80_40) c_u_tangent(23)_ -16.736449982269573
     y(0_80_40) c_u_order(0)_ 37
     y(0_80_50) c_e_one_pair(0)_ 1
     y(0_80_50) c_u_only_chosen(0_80_50)_ -125
     y(0_80_50) c_u_only_chosen(4_80_50)_ -63
     y(0_80_50) c_u_tangent(0)_ -26.30007784093689
     y(0_80_50) c_u_tangent(1)_ -23.338051621315405
     y(0_80_50) c_u_tangent(2)_ -20.709621346876588
     y(0_80_50) c_u_tangent(3)_ -18.377216028577489
     y(0_80_50) c_u_tangent(4)_ -16.307496081377685
     y(0_80_50) c_u_tangent(5)_ -14.47087676558882
     y(0_80_50) c_u_tangent(6)_ -12.841105300279024
     y(0_80_50) c_u_tangent(7)_ -11.394885603957698
     y(0_80_50) c_u_tangent(8)_ -10.111545298554717
     y(0_80_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_80_50) c_u_tangent(10)_ -7.962192189367248
     y(0_80_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_80_50) c_u_tangent(12)_ -12810.333047380755
     y(0_80_50) c_u_tangent(13)_ -7021.4792401330005
     y(0_80_50) c_u_tangent(14)_ -3848.5471484052468
     y(0_80_50) c_u_tangent(15)_ -2109.4294588012781
     y(0_80_50) c_u_tangent(16)_ -1156.2006310621671
     y(0_80_50) c_u_tangent(17)_ -633.72581324820158
     y(0_80_50) c_u_tangent(18)_ -347.35183115074847
     y(0_80_50) c_u_tangent(19)_ -190.38721807048054
     y(0_80_50) c_u_tangent(20)_ -104.35325095172922
     y(0_80_50) c_u_tangent(21)_ -57.197122236237973
     y(0_80_50) c_u_tangent(22)_ -31.350348573428299
     y(0_80_50) c_u_tangent(23)_ -17.183458140010476
     y(0_80_50) c_u_order(0)_ 38
     y(0_80_60) c_e_one_pair(0)_ 1
     y(0_80_60) c_u_only_chosen(0_80_60)_ -125
     y(0_80_60) c_u_only_chosen(4_80_60)_ -63
     y(0_80_60) c_u_tangent(0)_ -26.30007784093689
     y(0_80_60) c_u_tangent(1)_ -23.338051621315405
     y(0_80_60) c_u_tangent(2)_ -20.709621346876588
     y(0_80_60) c_u_tangent(3)_ -18.377216028577489
     y(0_80_60) c_u_tangent(4)_ -16.307496081377685
     y(0_80_60) c_u_tangent(5)_ -14.47087676558882
     y(0_80_60) c_u_tangent(6)_ -12.841105300279024
     y(0_80_60) c_u_tangent(7)_ -11.394885603957698
     y(0_80_60) c_u_tangent(8)_ -10.111545298554717
     y(0_80_60) c_u_tangent(9)_ -8.9727402168225865
     y(0_80_60) c_u_tangent(10)_ -7.962192189367248
     y(0_80_60) c_u_tangent(11)_ -7.0654563632146097
     y(0_80_60) c_u_tangent(12)_ -13143.579319981942
     y(0_80_60) c_u_tangent(13)_ -7204.1350521455824
     y(0_80_60) c_u_tangent(14)_ -3948.6627337996647
     y(0_80_60) c_u_tangent(15)_ -2164.3038716569527
     y(0_80_60) c_u_tangent(16)_ -1186.2778780201911
     y(0_80_60) c_u_tangent(17)_ -650.21147090714123
     y(0_80_60) c_u_tangent(18)_ -356.38779474233138
     y(0_80_60) c_u_tangent(19)_ -195.33992543087734
     y(0_80_60) c_u_tangent(20)_ -107.06788231883411
     y(0_80_60) c_u_tangent(21)_ -58.685040444003704
     y(0_80_60) c_u_tangent(22)_ -32.165892304274472
     y(0_80_60) c_u_tangent(23)_ -17.630466297751376
     y(0_80_60) c_u_order(0)_ 39
     y(0_80_70) c_e_one_pair(0)_ 1
     y(0_80_70) c_u_only_chosen(0_80_70)_ -125
     y(0_80_70) c_u_only_chosen(4_80_70)_ -63
     y(0_80_70) c_u_tangent(0)_ -24.653272935541953
     y(0_80_70) c_u_tangent(1)_ -21.876716863114801
     y(0_80_70) c_u_tangent(2)_ -19.412868301917037
     y(0_80_70) c_u_tangent(3)_ -17.226508806857503
     y(0_80_70) c_u_tangent(4)_ -15.286386383378218
     y(0_80_70) c_u_tangent(5)_ -13.564768768986465
     y(0_80_70) c_u_tangent(6)_ -12.037047026113887
     y(0_80_70) c_u_tangent(7)_ -10.681383780027613
     y(0_80_70) c_u_tangent(8)_ -9.4784010736785422
     y(0_80_70) c_u_tangent(9)_ -8.4109033776593947
     y(0_80_70) c_u_tangent(10)_ -7.4636317959551128
     y(0_80_70) c_u_tangent(11)_ -6.623045954083242
     y(0_80_70) c_u_tangent(12)_ -13476.825592583124
     y(0_80_70) c_u_tangent(13)_ -7386.7908641581607
     y(0_80_70) c_u_tangent(14)_ -4048.7783191940807
     y(0_80_70) c_u_tangent(15)_ -2219.1782845126268
     y(0_80_70) c_u_tangent(16)_ -1216.3551249782147
     y(0_80_70) c_u_tangent(17)_ -666.69712856608055
     y(0_80_70) c_u_tangent(18)_ -365.42375833391418
     y(0_80_70) c_u_tangent(19)_ -200.29263279127409
     y(0_80_70) c_u_tangent(20)_ -109.78251368593895
     y(0_80_70) c_u_tangent(21)_ -60.172958651769399
     y(0_80_70) c_u_tangent(22)_ -32.981436035120637
     y(0_80_70) c_u_tangent(23)_ -18.077474455492265
     y(0_80_70) c_u_order(0)_ 40
     y(0_80_80) c_e_one_pair(0)_ 1
     y(0_80_80) c_u_only_chosen(0_80_80)_ -125
     y(0_80_80) c_u_only_chosen(4_80_80)_ -63
     y(0_80_80) c_u_tangent(0)_ -21.659025465405342
     y(0_80_80) c_u_tangent(1)_ -19.219694231939506
     y(0_80_80) c_u_tangent(2)_ -17.055090819264411
     y(0_80_80) c_u_tangent(3)_ -15.134274215974562
     y(0_80_80) c_u_tangent(4)_ -13.429788118489268
     y(0_80_80) c_u_tangent(5)_ -11.917268468490038
     y(0_80_80) c_u_tangent(6)_ -10.575095191155038
     y(0_80_80) c_u_tangent(7)_ -9.3840831561093463
     y(0_80_80) c_u_tangent(8)_ -8.3272079436626711
     y(0_80_80) c_u_tangent(9)_ -7.3893624964154885
     y(0_80_80) c_u_tangent(10)_ -6.5571411777925528
     y(0_80_80) c_u_tangent(11)_ -5.8186481508194658
     y(0_80_80) c_u_tangent(12)_ -13810.071865184309
     y(0_80_80) c_u_tangent(13)_ -7569.4466761707408
     y(0_80_80) c_u_tangent(14)_ -4148.8939045884972
     y(0_80_80) c_u_tangent(15)_ -2274.0526973683009
     y(0_80_80) c_u_tangent(16)_ -1246.4323719362385
     y(0_80_80) c_u_tangent(17)_ -683.18278622501998
     y(0_80_80) c_u_tangent(18)_ -374.45972192549698
     y(0_80_80) c_u_tangent(19)_ -205.24534015167083
     y(0_80_80) c_u_tangent(20)_ -112.49714505304381
     y(0_80_80) c_u_tangent(21)_ -61.660876859535108
     y(0_80_80) c_u_tangent(22)_ -33.796979765966803
     y(0_80_80) c_u_tangent(23)_ -18.524482613233161
     y(0_80_80) c_u_order(0)_ 41
     y(0_80_90) c_e_one_pair(0)_ 1
     y(0_80_90) c_u_only_chosen(0_80_90)_ -125
     y(0_80_90) c_u_only_chosen(4_80_90)_ -63
     y(0_80_90) c_u_tangent(0)_ -16.400915129639657
     y(0_80_90) c_u_tangent(1)_ -14.553774564748887
     y(0_80_90) c_u_tangent(2)_ -12.914666797997469
     y(0_80_90) c_u_tangent(3)_ -11.460162294067798
     y(0_80_90) c_u_tangent(4)_ -10.169470251198277
     y(0_80_90) c_u_tangent(5)_ -9.0241414158279163
     y(0_80_90) c_u_tangent(6)_ -8.007804367515126
     y(0_80_90) c_u_tangent(7)_ -7.1059315045664313
     y(0_80_90) c_u_tangent(8)_ -6.3056313853554391
     y(0_80_90) c_u_tangent(9)_ -5.5954644570424374
     y(0_80_90) c_u_tangent(10)_ -4.9652795377064969
     y(0_80_90) c_u_tangent(11)_ -4.4060687145527959
     y(0_80_90) c_u_tangent(12)_ -14143.318137785489
     y(0_80_90) c_u_tangent(13)_ -7752.1024881833182
     y(0_80_90) c_u_tangent(14)_ -4249.0094899829128
     y(0_80_90) c_u_tangent(15)_ -2328.9271102239745
     y(0_80_90) c_u_tangent(16)_ -1276.5096188942618
     y(0_80_90) c_u_tangent(17)_ -699.66844388395918
     y(0_80_90) c_u_tangent(18)_ -383.49568551707972
     y(0_80_90) c_u_tangent(19)_ -210.19804751206755
     y(0_80_90) c_u_tangent(20)_ -115.21177642014862
     y(0_80_90) c_u_tangent(21)_ -63.148795067300803
     y(0_80_90) c_u_tangent(22)_ -34.612523496812955
     y(0_80_90) c_u_tangent(23)_ -18.97149077097405
     y(0_80_90) c_u_order(0)_ 42
     y(0_80_100) c_e_one_pair(0)_ 1
     y(0_80_100) c_u_only_chosen(0_80_100)_ -125
     y(0_80_100) c_u_only_chosen(4_80_100)_ -63
     y(0_80_100) c_u_tangent(0)_ -7.7058773993409018
     y(0_80_100) c_u_tangent(1)_ -6.8380088310392315
     y(0_80_100) c_u_tangent(2)_ -6.0678832987103908
     y(0_80_100) c_u_tangent(3)_ -5.3844925674324911
     y(0_80_100) c_u_tangent(4)_ -4.778068196350711
     y(0_80_100) c_u_tangent(5)_ -4.2399419078155054
     y(0_80_100) c_u_tangent(6)_ -3.7624216823402303
     y(0_80_100) c_u_tangent(7)_ -3.3386818082696843
     y(0_80_100) c_u_tangent(8)_ -2.9626653145209416
     y(0_80_100) c_u_tangent(9)_ -2.6289973917623688
     y(0_80_100) c_u_tangent(10)_ -2.3329085644663645
     y(0_80_100) c_u_tangent(11)_ -2.070166515651092
     y(0_80_100) c_u_tangent(12)_ -14476.564410386676
     y(0_80_100) c_u_tangent(13)_ -7934.7583001959001
     y(0_80_100) c_u_tangent(14)_ -4349.1250753773302
     y(0_80_100) c_u_tangent(15)_ -2383.8015230796495
     y(0_80_100) c_u_tangent(16)_ -1306.5868658522861
     y(0_80_100) c_u_tangent(17)_ -716.15410154289884
     y(0_80_100) c_u_tangent(18)_ -392.53164910866263
     y(0_80_100) c_u_tangent(19)_ -215.15075487246435
     y(0_80_100) c_u_tangent(20)_ -117.92640778725351
     y(0_80_100) c_u_tangent(21)_ -64.636713275066526
     y(0_80_100) c_u_tangent(22)_ -35.428067227659135
     y(0_80_100) c_u_tangent(23)_ -19.41849892871495
     y(0_80_100) c_u_order(0)_ 43
     y(0_90_10) c_e_one_pair(0)_ 1
     y(0_90_10) c_u_only_chosen(0_90_10)_ -125
     y(0_90_10) c_u_only_chosen(4_90_10)_ -63
     y(0_90_10) c_u_tangent(0)_ -26.30007784093689
     y(0_90_10) c_u_tangent(1)_ -23.338051621315405
     y(0_90_10) c_u_tangent(2)_ -20.709621346876588
     y(0_90_10) c_u_tangent(3)_ -18.377216028577489
     y(0_90_10) c_u_tangent(4)_ -16.307496081377685
     y(0_90_10) c_u_tangent(5)_ -14.47087676558882
     y(0_90_10) c_u_tangent(6)_ -12.841105300279024
     y(0_90_10) c_u_tangent(7)_ -11.394885603957698
     y(0_90_10) c_u_tangent(8)_ -10.111545298554717
     y(0_90_10) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_10) c_u_tangent(10)_ -7.962192189367248
     y(0_90_10) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_10) c_u_tangent(12)_ -6793.0620707928847
     y(0_90_10) c_u_tangent(13)_ -3723.3492783202464
     y(0_90_10) c_u_tangent(14)_ -2040.807180015915
     y(0_90_10) c_u_tangent(15)_ -1118.5880331601513
     y(0_90_10) c_u_tangent(16)_ -613.10994991664882
     y(0_90_10) c_u_tangent(17)_ -336.05205807970282
     y(0_90_10) c_u_tangent(18)_ -184.19369275438567
     y(0_90_10) c_u_tangent(19)_ -100.95851411941162
     y(0_90_10) c_u_tangent(20)_ -55.336431018790961
     y(0_90_10) c_u_tangent(21)_ -30.330484007278443
     y(0_90_10) c_u_tangent(22)_ -16.624459568116784
     y(0_90_10) c_u_tangent(23)_ -9.1120423882991162
     y(0_90_10) c_u_order(0)_ 44
     y(0_90_20) c_e_one_pair(0)_ 1
     y(0_90_20) c_u_only_chosen(0_90_20)_ -125
     y(0_90_20) c_u_only_chosen(4_90_20)_ -63
     y(0_90_20) c_u_tangent(0)_ -26.30007784093689
     y(0_90_20) c_u_tangent(1)_ -23.338051621315405
     y(0_90_20) c_u_tangent(2)_ -20.709621346876588
     y(0_90_20) c_u_tangent(3)_ -18.377216028577489
     y(0_90_20) c_u_tangent(4)_ -16.307496081377685
     y(0_90_20) c_u_tangent(5)_ -14.47087676558882
     y(0_90_20) c_u_tangent(6)_ -12.841105300279024
     y(0_90_20) c_u_tangent(7)_ -11.394885603957698
     y(0_90_20) c_u_tangent(8)_ -10.111545298554717
     y(0_90_20) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_20) c_u_tangent(10)_ -7.962192189367248
     y(0_90_20) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_20) c_u_tangent(12)_ -7407.232828609136
     y(0_90_20) c_u_tangent(13)_ -4059.9827764466113
     y(0_90_20) c_u_tangent(14)_ -2225.3195662189346
     y(0_90_20) c_u_tangent(15)_ -1219.7212265346045
     y(0_90_20) c_u_tangent(16)_ -668.54212448546446
     y(0_90_20) c_u_tangent(17)_ -366.43502014093889
     y(0_90_20) c_u_tangent(18)_ -200.8469160997644
     y(0_90_20) c_u_tangent(19)_ -110.08632223871598
     y(0_90_20) c_u_tangent(20)_ -60.339479337719503
     y(0_90_20) c_u_tangent(21)_ -33.072707787004575
     y(0_90_20) c_u_tangent(22)_ -18.127501469520194
     y(0_90_20) c_u_tangent(23)_ -9.935875575829856
     y(0_90_20) c_u_order(0)_ 45
     y(0_90_30) c_e_one_pair(0)_ 1
     y(0_90_30) c_u_only_chosen(0_90_30)_ -125
     y(0_90_30) c_u_only_chosen(4_90_30)_ -63
     y(0_90_30) c_u_tangent(0)_ -26.30007784093689
     y(0_90_30) c_u_tangent(1)_ -23.338051621315405
     y(0_90_30) c_u_tangent(2)_ -20.709621346876588
     y(0_90_30) c_u_tangent(3)_ -18.377216028577489
     y(0_90_30) c_u_tangent(4)_ -16.307496081377685
     y(0_90_30) c_u_tangent(5)_ -14.47087676558882
     y(0_90_30) c_u_tangent(6)_ -12.841105300279024
     y(0_90_30) c_u_tangent(7)_ -11.394885603957698
     y(0_90_30) c_u_tangent(8)_ -10.111545298554717
     y(0_90_30) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_30) c_u_tangent(10)_ -7.962192189367248
     y(0_90_30) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_30) c_u_tangent(12)_ -8021.4035864254065
     y(0_90_30) c_u_tangent(13)_ -4396.6162745729871
     y(0_90_30) c_u_tangent(14)_ -2409.8319524219601
     y(0_90_30) c_u_tangent(15)_ -1320.8544199090607
     y(0_90_30) c_u_tangent(16)_ -723.97429905428203
     y(0_90_30) c_u_tangent(17)_ -396.81798220217593
     y(0_90_30) c_u_tangent(18)_ -217.50013944514365
     y(0_90_30) c_u_tangent(19)_ -119.21413035802061
     y(0_90_30) c_u_tangent(20)_ -65.342527656648201
     y(0_90_30) c_u_tangent(21)_ -35.814931566730799
     y(0_90_30) c_u_tangent(22)_ -19.630543370923647
     y(0_90_30) c_u_tangent(23)_ -10.759708763360623
     y(0_90_30) c_u_order(0)_ 46
     y(0_90_40) c_e_one_pair(0)_ 1
     y(0_90_40) c_u_only_chosen(0_90_40)_ -125
     y(0_90_40) c_u_only_chosen(4_90_40)_ -63
     y(0_90_40) c_u_tangent(0)_ -26.30007784093689
     y(0_90_40) c_u_tangent(1)_ -23.338051621315405
     y(0_90_40) c_u_tangent(2)_ -20.709621346876588
     y(0_90_40) c_u_tangent(3)_ -18.377216028577489
     y(0_90_40) c_u_tangent(4)_ -16.307496081377685
     y(0_90_40) c_u_tangent(5)_ -14.47087676558882
     y(0_90_40) c_u_tangent(6)_ -12.841105300279024
     y(0_90_40) c_u_tangent(7)_ -11.394885603957698
     y(0_90_40) c_u_tangent(8)_ -10.111545298554717
     y(0_90_40) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_40) c_u_tangent(10)_ -7.962192189367248
     y(0_90_40) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_40) c_u_tangent(12)_ -8635.5743442416624
     y(0_90_40) c_u_tangent(13)_ -4733.2497726993543
     y(0_90_40) c_u_tangent(14)_ -2594.3443386249814
     y(0_90_40) c_u_tangent(15)_ -1421.9876132835147
     y(0_90_40) c_u_tangent(16)_ -779.40647362309812
     y(0_90_40) c_u_tangent(17)_ -427.20094426341223
     y(0_90_40) c_u_tangent(18)_ -234.15336279052249
     y(0_90_40) c_u_tangent(19)_ -128.34193847732504
     y(0_90_40) c_u_tangent(20)_ -70.345575975576779
     y(0_90_40) c_u_tangent(21)_ -38.557155346456952
     y(0_90_40) c_u_tangent(22)_ -21.133585272327068
     y(0_90_40) c_u_tangent(23)_ -11.583541950891368
     y(0_90_40) c_u_order(0)_ 47
     y(0_90_50) c_e_one_pair(0)_ 1
     y(0_90_50) c_u_only_chosen(0_90_50)_ -125
     y(0_90_50) c_u_only_chosen(4_90_50)_ -63
     y(0_90_50) c_u_tangent(0)_ -26.30007784093689
     y(0_90_50) c_u_tangent(1)_ -23.338051621315405
     y(0_90_50) c_u_tangent(2)_ -20.709621346876588
     y(0_90_50) c_u_tangent(3)_ -18.377216028577489
     y(0_90_50) c_u_tangent(4)_ -16.307496081377685
     y(0_90_50) c_u_tangent(5)_ -14.47087676558882
     y(0_90_50) c_u_tangent(6)_ -12.841105300279024
     y(0_90_50) c_u_tangent(7)_ -11.394885603957698
     y(0_90_50) c_u_tangent(8)_ -10.111545298554717
     y(0_90_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_50) c_u_tangent(10)_ -7.962192189367248
     y(0_90_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_50) c_u_tangent(12)_ -9249.7451020579319
     y(0_90_50) c_u_tangent(13)_ -5069.8832708257296
     y(0_90_50) c_u_tangent(14)_ -2778.856724828006
     y(0_90_50) c_u_tangent(15)_ -1523.1208066579707
     y(0_90_50) c_u_tangent(16)_ -834.83864819191547
     y(0_90_50) c_u_tangent(17)_ -457.58390632464915
     y(0_90_50) c_u_tangent(18)_ -250.80658613590171
     y(0_90_50) c_u_tangent(19)_ -137.46974659662965
     y(0_90_50) c_u_tangent(20)_ -75.348624294505456
     y(0_90_50) c_u_tangent(21)_ -41.299379126183162
     y(0_90_50) c_u_tangent(22)_ -22.63662717373052
     y(0_90_50) c_u_tangent(23)_ -12.407375138422132
     y(0_90_50) c_u_order(0)_ 48
     y(0_90_60) c_e_one_pair(0)_ 1
     y(0_90_60) c_u_only_chosen(0_90_60)_ -125
     y(0_90_60) c_u_only_chosen(4_90_60)_ -63
     y(0_90_60) c_u_tangent(0)_ -26.30007784093689
     y(0_90_60) c_u_tangent(1)_ -23.338051621315405
     y(0_90_60) c_u_tangent(2)_ -20.709621346876588
     y(0_90_60) c_u_tangent(3)_ -18.377216028577489
     y(0_90_60) c_u_tangent(4)_ -16.307496081377685
     y(0_90_60) c_u_tangent(5)_ -14.47087676558882
     y(0_90_60) c_u_tangent(6)_ -12.841105300279024
     y(0_90_60) c_u_tangent(7)_ -11.394885603957698
     y(0_90_60) c_u_tangent(8)_ -10.111545298554717
     y(0_90_60) c_u_tangent(9)_ -8.9727402168225865
     y(0_90_60) c_u_tangent(10)_ -7.962192189367248
     y(0_90_60) c_u_tangent(11)_ -7.0654563632146097
     y(0_90_60) c_u_tangent(12)_ -9790.9408678052332
     y(0_90_60) c_u_tangent(13)_ -5366.5184027920695
     y(0_90_60) c_u_tangent(14)_ -2941.4455828453729
     y(0_90_60) c_u_tangent(15)_ -1612.2374820030579
     y(0_90_60) c_u_tangent(16)_ -883.6844419406691
     y(0_90_60) c_u_tangent(17)_ -484.35680329041668
     y(0_90_60) c_u_tangent(18)_ -265.48109456187842
     y(0_90_60) c_u_tangent(19)_ -145.51300010854513
     y(0_90_60) c_u_tangent(20)_ -79.757216744690709
     y(0_90_60) c_u_tangent(21)_ -43.715775347319031
     y(0_90_60) c_u_tangent(22)_ -23.96107953885544
     y(0_90_60) c_u_tangent(23)_ -13.133321509361418
     y(0_90_60) c_u_order(0)_ 49
     y(0_90_70) c_e_one_pair(0)_ 1
     y(0_90_70) c_u_only_chosen(0_90_70)_ -125
     y(0_90_70) c_u_only_chosen(4_90_70)_ -63
     y(0_90_70) c_u_tangent(0)_ -24.831871657882818
     y(0_90_70) c_u_tangent(1)_ -22.035201040488765
     y(0_90_70) c_u_tangent(2)_ -19.553503319618702
     y(0_90_70) c_u_tangent(3)_ -17.35130491288945
     y(0_90_70) c_u_tangent(4)_ -15.397127423094053
     y(0_90_70) c_u_tangent(5)_ -13.663037683516576
     y(0_90_70) c_u_tangent(6)_ -12.124248479050449
     y(0_90_70) c_u_tangent(7)_ -10.758764235796434
     y(0_90_70) c_u_tangent(8)_ -9.5470666145995917
     y(0_90_70) c_u_tangent(9)_ -8.4718355143744688
     y(0_90_70) c_u_tangent(10)_ -7.5177014972181251
     y(0_90_70) c_u_tangent(11)_ -6.671026096456095
     y(0_90_70) c_u_tangent(12)_ -10124.187140406413
     y(0_90_70) c_u_tangent(13)_ -5549.1742148046469
     y(0_90_70) c_u_tangent(14)_ -3041.5611682397885
     y(0_90_70) c_u_tangent(15)_ -1667.1118948587316
     y(0_90_70) c_u_tangent(16)_ -913.76168889869246
     y(0_90_70) c_u_tangent(17)_ -500.84246094935594
     y(0_90_70) c_u_tangent(18)_ -274.51705815346111
     y(0_90_70) c_u_tangent(19)_ -150.46570746894184
     y(0_90_70) c_u_tangent(20)_ -82.471848111795524
     y(0_90_70) c_u_tangent(21)_ -45.203693555084726
     y(0_90_70) c_u_tangent(22)_ -24.776623269701595
     y(0_90_70) c_u_tangent(23)_ -13.580329667102307
     y(0_90_70) c_u_order(0)_ 50
     y(0_90_80) c_e_one_pair(0)_ 1
     y(0_90_80) c_u_only_chosen(0_90_80)_ -125
     y(0_90_80) c_u_only_chosen(4_90_80)_ -63
     y(0_90_80) c_u_tangent(0)_ -22.181672239077585
     y(0_90_80) c_u_tangent(1)_ -19.683478311114012
     y(0_90_80) c_u_tangent(2)_ -17.466641570040942
     y(0_90_80) c_u_tangent(3)_ -15.499474377149129
     y(0_90_80) c_u_tangent(4)_ -13.753857889885092
     y(0_90_80) c_u_tangent(5)_ -12.204840128904339
     y(0_90_80) c_u_tangent(6)_ -10.830279312516456
     y(0_90_80) c_u_tangent(7)_ -9.6105273603163326
     y(0_90_80) c_u_tangent(8)_ -8.5281490419777661
     y(0_90_80) c_u_tangent(9)_ -7.5676727567000421
     y(0_90_80) c_u_tangent(10)_ -6.7153693809294177
     y(0_90_80) c_u_tangent(11)_ -5.959056023187367
     y(0_90_80) c_u_tangent(12)_ -10457.433413007599
     y(0_90_80) c_u_tangent(13)_ -5731.830026817227
     y(0_90_80) c_u_tangent(14)_ -3141.6767536342049
     y(0_90_80) c_u_tangent(15)_ -1721.9863077144059
     y(0_90_80) c_u_tangent(16)_ -943.83893585671626
     y(0_90_80) c_u_tangent(17)_ -517.32811860829531
     y(0_90_80) c_u_tangent(18)_ -283.55302174504396
     y(0_90_80) c_u_tangent(19)_ -155.41841482933859
     y(0_90_80) c_u_tangent(20)_ -85.186479478900381
     y(0_90_80) c_u_tangent(21)_ -46.691611762850435
     y(0_90_80) c_u_tangent(22)_ -25.592167000547761
     y(0_90_80) c_u_tangent(23)_ -14.027337824843201
     y(0_90_80) c_u_order(0)_ 51
     y(0_90_90) c_e_one_pair(0)_ 1
     y(0_90_90) c_u_only_chosen(0_90_90)_ -125
     y(0_90_90) c_u_only_chosen(4_90_90)_ -63
     y(0_90_90) c_u_tangent(0)_ -16.923561903311914
     y(0_90_90) c_u_tangent(1)_ -15.017558643923405
     y(0_90_90) c_u_tangent(2)_ -13.326217548774014
     y(0_90_90) c_u_tangent(3)_ -11.825362455242376
     y(0_90_90) c_u_tangent(4)_ -10.493540022594109
     y(0_90_90) c_u_tangent(5)_ -9.311713076242226
     y(0_90_90) c_u_tangent(6)_ -8.2629884888765499
     y(0_90_90) c_u_tangent(7)_ -7.3323757087734247
     y(0_90_90) c_u_tangent(8)_ -6.5065724836705403
     y(0_90_90) c_u_tangent(9)_ -5.7737747173269973
     y(0_90_90) c_u_tangent(10)_ -5.1235077408433654
     y(0_90_90) c_u_tangent(11)_ -4.5464765869207007
     y(0_90_90) c_u_tangent(12)_ -10790.679685608788
     y(0_90_90) c_u_tangent(13)_ -5914.4858388298098
     y(0_90_90) c_u_tangent(14)_ -3241.7923390286232
     y(0_90_90) c_u_tangent(15)_ -1776.8607205700812
     y(0_90_90) c_u_tangent(16)_ -973.91618281474052
     y(0_90_90) c_u_tangent(17)_ -533.81377626723508
     y(0_90_90) c_u_tangent(18)_ -292.58898533662693
     y(0_90_90) c_u_tangent(19)_ -160.37112218973542
     y(0_90_90) c_u_tangent(20)_ -87.901110846005295
     y(0_90_90) c_u_tangent(21)_ -48.179529970616166
     y(0_90_90) c_u_tangent(22)_ -26.407710731393941
     y(0_90_90) c_u_tangent(23)_ -14.474345982584104
     y(0_90_90) c_u_order(0)_ 52
     y(0_90_100) c_e_one_pair(0)_ 1
     y(0_90_100) c_u_only_chosen(0_90_100)_ -125
     y(0_90_100) c_u_only_chosen(4_90_100)_ -63
     y(0_90_100) c_u_tangent(0)_ -8.6691120742585195
     y(0_90_100) c_u_tangent(1)_ -7.6927599349191391
     y(0_90_100) c_u_tangent(2)_ -6.8263687110491924
     y(0_90_100) c_u_tangent(3)_ -6.0575541383615557
     y(0_90_100) c_u_tangent(4)_ -5.3753267208945523
     y(0_90_100) c_u_tangent(5)_ -4.7699346462924455
     y(0_90_100) c_u_tangent(6)_ -4.2327243926327611
     y(0_90_100) c_u_tangent(7)_ -3.756017034303397
     y(0_90_100) c_u_tangent(8)_ -3.3329984788360609
     y(0_90_100) c_u_tangent(9)_ -2.9576220657326666
     y(0_90_100) c_u_tangent(10)_ -2.6245221350246615
     y(0_90_100) c_u_tangent(11)_ -2.3289373301074798
     y(0_90_100) c_u_tangent(12)_ -11123.925958209973
     y(0_90_100) c_u_tangent(13)_ -6097.1416508423908
     y(0_90_100) c_u_tangent(14)_ -3341.9079244230406
     y(0_90_100) c_u_tangent(15)_ -1831.7351334257557
     y(0_90_100) c_u_tangent(16)_ -1003.9934297727644
     y(0_90_100) c_u_tangent(17)_ -550.29943392617452
     y(0_90_100) c_u_tangent(18)_ -301.62494892820979
     y(0_90_100) c_u_tangent(19)_ -165.32382955013222
     y(0_90_100) c_u_tangent(20)_ -90.615742213110167
     y(0_90_100) c_u_tangent(21)_ -49.667448178381889
     y(0_90_100) c_u_tangent(22)_ -27.22325446224011
     y(0_90_100) c_u_tangent(23)_ -14.921354140325001
     y(0_90_100) c_u_order(0)_ 53
     y(0_100_10) c_e_one_pair(0)_ 1
     y(0_100_10) c_u_only_chosen(0_100_10)_ -125
     y(0_100_10) c_u_only_chosen(4_100_10)_ -63
     y(0_100_10) c_u_tangent(0)_ -26.30007784093689
     y(0_100_10) c_u_tangent(1)_ -23.338051621315405
     y(0_100_10) c_u_tangent(2)_ -20.709621346876588
     y(0_100_10) c_u_tangent(3)_ -18.377216028577489
     y(0_100_10) c_u_tangent(4)_ -16.307496081377685
     y(0_100_10) c_u_tangent(5)_ -14.47087676558882
     y(0_100_10) c_u_tangent(6)_ -12.841105300279024
     y(0_100_10) c_u_tangent(7)_ -11.394885603957698
     y(0_100_10) c_u_tangent(8)_ -10.111545298554717
     y(0_100_10) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_10) c_u_tangent(10)_ -7.962192189367248
     y(0_100_10) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_10) c_u_tangent(12)_ -614.17075781625442
     y(0_100_10) c_u_tangent(13)_ -336.63349812636676
     y(0_100_10) c_u_tangent(14)_ -184.51238620302061
     y(0_100_10) c_u_tangent(15)_ -101.13319337445368
     y(0_100_10) c_u_tangent(16)_ -55.432174568816009
     y(0_100_10) c_u_tangent(17)_ -30.382962061236228
     y(0_100_10) c_u_tangent(18)_ -16.653223345378809
     y(0_100_10) c_u_tangent(19)_ -9.1278081193044009
     y(0_100_10) c_u_tangent(20)_ -5.0030483189285642
     y(0_100_10) c_u_tangent(21)_ -2.7422237797261464
     y(0_100_10) c_u_tangent(22)_ -1.5030419014034164
     y(0_100_10) c_u_tangent(23)_ -0.8238331875307443
     y(0_100_10) c_u_order(0)_ 54
     y(0_100_20) c_e_one_pair(0)_ 1
     y(0_100_20) c_u_only_chosen(0_100_20)_ -125
     y(0_100_20) c_u_only_chosen(4_100_20)_ -63
     y(0_100_20) c_u_tangent(0)_ -26.30007784093689
     y(0_100_20) c_u_tangent(1)_ -23.338051621315405
     y(0_100_20) c_u_tangent(2)_ -20.709621346876588
     y(0_100_20) c_u_tangent(3)_ -18.377216028577489
     y(0_100_20) c_u_tangent(4)_ -16.307496081377685
     y(0_100_20) c_u_tangent(5)_ -14.47087676558882
     y(0_100_20) c_u_tangent(6)_ -12.841105300279024
     y(0_100_20) c_u_tangent(7)_ -11.394885603957698
     y(0_100_20) c_u_tangent(8)_ -10.111545298554717
     y(0_100_20) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_20) c_u_tangent(10)_ -7.962192189367248
     y(0_100_20) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_20) c_u_tangent(12)_ -1228.3415156325241
     y(0_100_20) c_u_tangent(13)_ -673.26699625274193
     y(0_100_20) c_u_tangent(14)_ -369.02477240604583
     y(0_100_20) c_u_tangent(15)_ -202.26638674890989
     y(0_100_20) c_u_tangent(16)_ -110.8643491376334
     y(0_100_20) c_u_tangent(17)_ -60.765924122473209
     y(0_100_20) c_u_tangent(18)_ -33.30644669075803
     y(0_100_20) c_u_tangent(19)_ -18.255616238609029
     y(0_100_20) c_u_tangent(20)_ -10.006096637857253
     y(0_100_20) c_u_tangent(21)_ -5.4844475594523612
     y(0_100_20) c_u_tangent(22)_ -3.0060838028068702
     y(0_100_20) c_u_tangent(23)_ -1.647666375061509
     y(0_100_20) c_u_order(0)_ 55
     y(0_100_30) c_e_one_pair(0)_ 1
     y(0_100_30) c_u_only_chosen(0_100_30)_ -125
     y(0_100_30) c_u_only_chosen(4_100_30)_ -63
     y(0_100_30) c_u_tangent(0)_ -26.30007784093689
     y(0_100_30) c_u_tangent(1)_ -23.338051621315405
     y(0_100_30) c_u_tangent(2)_ -20.709621346876588
     y(0_100_30) c_u_tangent(3)_ -18.377216028577489
     y(0_100_30) c_u_tangent(4)_ -16.307496081377685
     y(0_100_30) c_u_tangent(5)_ -14.47087676558882
     y(0_100_30) c_u_tangent(6)_ -12.841105300279024
     y(0_100_30) c_u_tangent(7)_ -11.394885603957698
     y(0_100_30) c_u_tangent(8)_ -10.111545298554717
     y(0_100_30) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_30) c_u_tangent(10)_ -7.962192189367248
     y(0_100_30) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_30) c_u_tangent(12)_ -1842.5122734487777
     y(0_100_30) c_u_tangent(13)_ -1009.9004943791082
     y(0_100_30) c_u_tangent(14)_ -553.53715860906618
     y(0_100_30) c_u_tangent(15)_ -303.39958012336342
     y(0_100_30) c_u_tangent(16)_ -166.29652370644934
     y(0_100_30) c_u_tangent(17)_ -91.148886183709394
     y(0_100_30) c_u_tangent(18)_ -49.959670036136821
     y(0_100_30) c_u_tangent(19)_ -27.383424357913416
     y(0_100_30) c_u_tangent(20)_ -15.009144956785811
     y(0_100_30) c_u_tangent(21)_ -8.2266713391785036
     y(0_100_30) c_u_tangent(22)_ -4.5091257042102848
     y(0_100_30) c_u_tangent(23)_ -2.4714995625922525
     y(0_100_30) c_u_order(0)_ 56
     y(0_100_40) c_e_one_pair(0)_ 1
     y(0_100_40) c_u_only_chosen(0_100_40)_ -125
     y(0_100_40) c_u_only_chosen(4_100_40)_ -63
     y(0_100_40) c_u_tangent(0)_ -26.30007784093689
     y(0_100_40) c_u_tangent(1)_ -23.338051621315405
     y(0_100_40) c_u_tangent(2)_ -20.709621346876588
     y(0_100_40) c_u_tangent(3)_ -18.377216028577489
     y(0_100_40) c_u_tangent(4)_ -16.307496081377685
     y(0_100_40) c_u_tangent(5)_ -14.47087676558882
     y(0_100_40) c_u_tangent(6)_ -12.841105300279024
     y(0_100_40) c_u_tangent(7)_ -11.394885603957698
     y(0_100_40) c_u_tangent(8)_ -10.111545298554717
     y(0_100_40) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_40) c_u_tangent(10)_ -7.962192189367248
     y(0_100_40) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_40) c_u_tangent(12)_ -2456.6830312650482
     y(0_100_40) c_u_tangent(13)_ -1346.5339925054839
     y(0_100_40) c_u_tangent(14)_ -738.04954481209165
     y(0_100_40) c_u_tangent(15)_ -404.53277349781979
     y(0_100_40) c_u_tangent(16)_ -221.72869827526679
     y(0_100_40) c_u_tangent(17)_ -121.53184824494642
     y(0_100_40) c_u_tangent(18)_ -66.612893381516059
     y(0_100_40) c_u_tangent(19)_ -36.511232477218059
     y(0_100_40) c_u_tangent(20)_ -20.012193275714505
     y(0_100_40) c_u_tangent(21)_ -10.968895118904722
     y(0_100_40) c_u_tangent(22)_ -6.0121676056137403
     y(0_100_40) c_u_tangent(23)_ -3.2953327501230181
     y(0_100_40) c_u_order(0)_ 57
     y(0_100_50) c_e_one_pair(0)_ 1
     y(0_100_50) c_u_only_chosen(0_100_50)_ -125
     y(0_100_50) c_u_only_chosen(4_100_50)_ -63
     y(0_100_50) c_u_tangent(0)_ -26.30007784093689
     y(0_100_50) c_u_tangent(1)_ -23.338051621315405
     y(0_100_50) c_u_tangent(2)_ -20.709621346876588
     y(0_100_50) c_u_tangent(3)_ -18.377216028577489
     y(0_100_50) c_u_tangent(4)_ -16.307496081377685
     y(0_100_50) c_u_tangent(5)_ -14.47087676558882
     y(0_100_50) c_u_tangent(6)_ -12.841105300279024
     y(0_100_50) c_u_tangent(7)_ -11.394885603957698
     y(0_100_50) c_u_tangent(8)_ -10.111545298554717
     y(0_100_50) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_50) c_u_tangent(10)_ -7.962192189367248
     y(0_100_50) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_50) c_u_tangent(12)_ -3070.8537890813
     y(0_100_50) c_u_tangent(13)_ -1683.167490631849
     y(0_100_50) c_u_tangent(14)_ -922.56193101511133
     y(0_100_50) c_u_tangent(15)_ -505.66596687227297
     y(0_100_50) c_u_tangent(16)_ -277.16087284408252
     y(0_100_50) c_u_tangent(17)_ -151.91481030618249
     y(0_100_50) c_u_tangent(18)_ -83.266116726894793
     y(0_100_50) c_u_tangent(19)_ -45.639040596522413
     y(0_100_50) c_u_tangent(20)_ -25.015241594643044
     y(0_100_50) c_u_tangent(21)_ -13.711118898630856
     y(0_100_50) c_u_tangent(22)_ -7.5152095070171496
     y(0_100_50) c_u_tangent(23)_ -4.1191659376537588
     y(0_100_50) c_u_order(0)_ 58
     y(0_100_60) c_e_one_pair(0)_ 1
     y(0_100_60) c_u_only_chosen(0_100_60)_ -125
     y(0_100_60) c_u_only_chosen(4_100_60)_ -63
     y(0_100_60) c_u_tangent(0)_ -26.30007784093689
     y(0_100_60) c_u_tangent(1)_ -23.338051621315405
     y(0_100_60) c_u_tangent(2)_ -20.709621346876588
     y(0_100_60) c_u_tangent(3)_ -18.377216028577489
     y(0_100_60) c_u_tangent(4)_ -16.307496081377685
     y(0_100_60) c_u_tangent(5)_ -14.47087676558882
     y(0_100_60) c_u_tangent(6)_ -12.841105300279024
     y(0_100_60) c_u_tangent(7)_ -11.394885603957698
     y(0_100_60) c_u_tangent(8)_ -10.111545298554717
     y(0_100_60) c_u_tangent(9)_ -8.9727402168225865
     y(0_100_60) c_u_tangent(10)_ -7.962192189367248
     y(0_100_60) c_u_tangent(11)_ -7.0654563632146097
     y(0_100_60) c_u_tangent(12)_ -3685.0245468975554
     y(0_100_60) c_u_tangent(13)_ -2019.8009887582164
     y(0_100_60) c_u_tangent(14)_ -1107.0743172181324
     y(0_100_60) c_u_tangent(15)_ -606.79916024672684
     y(0_100_60) c_u_tangent(16)_ -332.59304741289867
     y(0_100_60) c_u_tangent(17)_ -182.29777236741879
     y(0_100_60) c_u_tangent(18)_ -99.919340072273641
     y(0_100_60) c_u_tangent(19)_ -54.766848715826832
     y(0_100_60) c_u_tangent(20)_ -30.018289913571621
     y(0_100_60) c_u_tangent(21)_ -16.453342678357007
     y(0_100_60) c_u_tangent(22)_ -9.0182514084205696
     y(0_100_60) c_u_tangent(23)_ -4.9429991251845049
     y(0_100_60) c_u_order(0)_ 59
     y(0_100_70) c_e_one_pair(0)_ 1
     y(0_100_70) c_u_only_chosen(0_100_70)_ -125
     y(0_100_70) c_u_only_chosen(4_100_70)_ -63
     y(0_100_70) c_u_tangent(0)_ -25.01047038022368
     y(0_100_70) c_u_tangent(1)_ -22.193685217862729
     y(0_100_70) c_u_tangent(2)_ -19.694138337320361
     y(0_100_70) c_u_tangent(3)_ -17.476101018921394
     y(0_100_70) c_u_tangent(4)_ -15.507868462809887
     y(0_100_70) c_u_tangent(5)_ -13.761306598046685
     y(0_100_70) c_u_tangent(6)_ -12.211449931987008
     y(0_100_70) c_u_tangent(7)_ -10.836144691565254
     y(0_100_70) c_u_tangent(8)_ -9.6157321555206412
     y(0_100_70) c_u_tangent(9)_ -8.5327676510895394
     y(0_100_70) c_u_tangent(10)_ -7.5717711984811364
     y(0_100_70) c_u_tangent(11)_ -6.7190062388289471
     y(0_100_70) c_u_tangent(12)_ -4299.1953047138177
     y(0_100_70) c_u_tangent(13)_ -2356.4344868845874
     y(0_100_70) c_u_tangent(14)_ -1291.5867034211551
     y(0_100_70) c_u_tangent(15)_ -707.93235362118185
     y(0_100_70) c_u_tangent(16)_ -388.02522198171533
     y(0_100_70) c_u_tangent(17)_ -212.6807344286554
     y(0_100_70) c_u_tangent(18)_ -116.57256341765265
     y(0_100_70) c_u_tangent(19)_ -63.894656835131343
     y(0_100_70) c_u_tangent(20)_ -35.021338232500248
     y(0_100_70) c_u_tangent(21)_ -19.195566458083189
     y(0_100_70) c_u_tangent(22)_ -10.521293309824005
     y(0_100_70) c_u_tangent(23)_ -5.766832312715259
     y(0_100_70) c_u_order(0)_ 60
     y(0_100_80) c_e_one_pair(0)_ 1
     y(0_100_80) c_u_only_chosen(0_100_80)_ -125
     y(0_100_80) c_u_only_chosen(4_100_80)_ -63
     y(0_100_80) c_u_tangent(0)_ -22.704319012749838
     y(0_100_80) c_u_tangent(1)_ -20.147262390288528
     y(0_100_80) c_u_tangent(2)_ -17.878192320817487
     y(0_100_80) c_u_tangent(3)_ -15.864674538323706
     y(0_100_80) c_u_tangent(4)_ -14.077927661280922
     y(0_100_80) c_u_tangent(5)_ -12.492411789318647
     y(0_100_80) c_u_tangent(6)_ -11.085463433877878
     y(0_100_80) c_u_tangent(7)_ -9.836971564523326
     y(0_100_80) c_u_tangent(8)_ -8.7290901402928665
     y(0_100_80) c_u_tangent(9)_ -7.7459830169846011
     y(0_100_80) c_u_tangent(10)_ -6.8735975840662862
     y(0_100_80) c_u_tangent(11)_ -6.0994638955552709
     y(0_100_80) c_u_tangent(12)_ -4913.3660625300818
     y(0_100_80) c_u_tangent(13)_ -2693.0679850109591
     y(0_100_80) c_u_tangent(14)_ -1476.0990896241785
     y(0_100_80) c_u_tangent(15)_ -809.06554699563708
     y(0_100_80) c_u_tangent(16)_ -443.45739655053222
     y(0_100_80) c_u_tangent(17)_ -243.0636964898921
     y(0_100_80) c_u_tangent(18)_ -133.22578676303172
     y(0_100_80) c_u_tangent(19)_ -73.02246495443589
     y(0_100_80) c_u_tangent(20)_ -40.024386551428883
     y(0_100_80) c_u_tangent(21)_ -21.937790237809377
     y(0_100_80) c_u_tangent(22)_ -12.024335211227443
     y(0_100_80) c_u_tangent(23)_ -6.5906655002460157
     y(0_100_80) c_u_order(0)_ 61
     y(0_100_90) c_e_one_pair(0)_ 1
     y(0_100_90) c_u_only_chosen(0_100_90)_ -125
     y(0_100_90) c_u_only_chosen(4_100_90)_ -63
     y(0_100_90) c_u_tangent(0)_ -17.446208676984163
     y(0_100_90) c_u_tangent(1)_ -15.481342723097919
     y(0_100_90) c_u_tangent(2)_ -13.737768299550554
     y(0_100_90) c_u_tangent(3)_ -12.190562616416949
     y(0_100_90) c_u_tangent(4)_ -10.817609793989938
     y(0_100_90) c_u_tangent(5)_ -9.5992847366565321
     y(0_100_90) c_u_tangent(6)_ -8.518172610237972
     y(0_100_90) c_u_tangent(7)_ -7.5588199129804154
     y(0_100_90) c_u_tangent(8)_ -6.707513581985638
     y(0_100_90) c_u_tangent(9)_ -5.9520849776115545
     y(0_100_90) c_u_tangent(10)_ -5.2817359439802329
     y(0_100_90) c_u_tangent(11)_ -4.6868844592886036
     y(0_100_90) c_u_tangent(12)_ -5527.536820346344
     y(0_100_90) c_u_tangent(13)_ -3029.7014831373308
     y(0_100_90) c_u_tangent(14)_ -1660.6114758272017
     y(0_100_90) c_u_tangent(15)_ -910.19874037009208
     y(0_100_90) c_u_tangent(16)_ -498.889571119349
     y(0_100_90) c_u_tangent(17)_ -273.44665855112873
     y(0_100_90) c_u_tangent(18)_ -149.87901010841074
     y(0_100_90) c_u_tangent(19)_ -82.150273073740408
     y(0_100_90) c_u_tangent(20)_ -45.027434870357517
     y(0_100_90) c_u_tangent(21)_ -24.680014017535559
     y(0_100_90) c_u_tangent(22)_ -13.52737711263088
     y(0_100_90) c_u_tangent(23)_ -7.4144986877767716
     y(0_100_90) c_u_order(0)_ 62
     y(0_100_100) c_e_one_pair(0)_ 1
     y(0_100_100) c_u_only_chosen(0_100_100)_ -125
     y(0_100_100) c_u_only_chosen(4_100_100)_ -63
     y(0_100_100) c_u_tangent(0)_ -9.6323467491761239
     y(0_100_100) c_u_tangent(1)_ -8.547511038799037
     y(0_100_100) c_u_tangent(2)_ -7.5848541233879851
     y(0_100_100) c_u_tangent(3)_ -6.7306157092906114
     y(0_100_100) c_u_tangent(4)_ -5.9725852454383865
     y(0_100_100) c_u_tangent(5)_ -5.2999273847693802
     y(0_100_100) c_u_tangent(6)_ -4.7030271029252866
     y(0_100_100) c_u_tangent(7)_ -4.1733522603371043
     y(0_100_100) c_u_tangent(8)_ -3.7033316431511758
     y(0_100_100) c_u_tangent(9)_ -3.28624673970296
     y(0_100_100) c_u_tangent(10)_ -2.9161357055829549
     y(0_100_100) c_u_tangent(11)_ -2.5877081445638641
     y(0_100_100) c_u_tangent(12)_ -6141.7075781625999
     y(0_100_100) c_u_tangent(13)_ -3366.334981263698
     y(0_100_100) c_u_tangent(14)_ -1845.1238620302227
     y(0_100_100) c_u_tangent(15)_ -1011.3319337445459
     y(0_100_100) c_u_tangent(16)_ -554.32174568816504
     y(0_100_100) c_u_tangent(17)_ -303.82962061236498
     y(0_100_100) c_u_tangent(18)_ -166.53223345378959
     y(0_100_100) c_u_tangent(19)_ -91.278081193044827
     y(0_100_100) c_u_tangent(20)_ -50.030483189286088
     y(0_100_100) c_u_tangent(21)_ -27.422237797261712
     y(0_100_100) c_u_tangent(22)_ -15.030419014034299
     y(0_100_100) c_u_tangent(23)_ -8.2383318753075176
     y(0_100_100) c_u_order(0)_ 63
     y(1_10_90) c_e_one_pair(1)_ 1
     y(1_10_90) c_u_only_chosen(1_10_90)_ -125
     y(1_10_90) c_u_only_chosen(5_10_90)_ -63
     y(1_10_90) c_u_tangent(0)_ -10.653898532585128
     y(1_10_90) c_u_tangent(1)_ -9.4540113312786591
     y(1_10_90) c_u_tangent(2)_ -8.3892605114062384
     y(1_10_90) c_u_tangent(3)_ -7.4444264410164571
     y(1_10_90) c_u_tangent(4)_ -6.6060035876052883
     y(1_10_90) c_u_tangent(5)_ -5.8620074689723758
     y(1_10_90) c_u_tangent(6)_ -5.2018033460900304
     y(1_10_90) c_u_tangent(7)_ -4.6159542093072252
     y(1_10_90) c_u_tangent(8)_ -4.0960858849915311
     y(1_10_90) c_u_tangent(9)_ -3.6347673344326625
     y(1_10_90) c_u_tangent(10)_ -3.225404433990779
     y(1_10_90) c_u_tangent(11)_ -2.8621457181746068
     y(1_10_90) c_u_tangent(12)_ -16769.266263775662
     y(1_10_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_10_90) c_u_tangent(14)_ -5037.910538438161
     y(1_10_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_10_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_10_90) c_u_tangent(17)_ -829.57381836061802
     y(1_10_90) c_u_tangent(18)_ -454.69819732500343
     y(1_10_90) c_u_tangent(19)_ -249.22489846555482
     y(1_10_90) c_u_tangent(20)_ -136.60280683006479
     y(1_10_90) c_u_tangent(21)_ -74.873445425160924
     y(1_10_90) c_u_tangent(22)_ -41.038928554436744
     y(1_10_90) c_u_tangent(23)_ -22.493871456464277
     y(1_10_100) c_e_one_pair(1)_ 1
     y(1_10_100) c_u_only_chosen(1_10_100)_ -125
     y(1_10_100) c_u_only_chosen(5_10_100)_ -63
     y(1_10_100) c_u_tangent(0)_ -0.96323467491760373
     y(1_10_100) c_u_tangent(1)_ -0.85475110387989595
     y(1_10_100) c_u_tangent(2)_ -0.75848541233879174
     y(1_10_100) c_u_tangent(3)_ -0.67306157092905505
     y(1_10_100) c_u_tangent(4)_ -0.59725852454383332
     y(1_10_100) c_u_tangent(5)_ -0.52999273847693318
     y(1_10_100) c_u_tangent(6)_ -0.47030271029252441
     y(1_10_100) c_u_tangent(7)_ -0.41733522603370665
     y(1_10_100) c_u_tangent(8)_ -0.37033316431511426
     y(1_10_100) c_u_tangent(9)_ -0.32862467397029305
     y(1_10_100) c_u_tangent(10)_ -0.29161357055829285
     y(1_10_100) c_u_tangent(11)_ -0.25877081445638411
     y(1_10_100) c_u_tangent(12)_ -16769.266263775662
     y(1_10_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_10_100) c_u_tangent(14)_ -5037.910538438161
     y(1_10_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_10_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_10_100) c_u_tangent(17)_ -829.57381836061802
     y(1_10_100) c_u_tangent(18)_ -454.69819732500343
     y(1_10_100) c_u_tangent(19)_ -249.22489846555482
     y(1_10_100) c_u_tangent(20)_ -136.60280683006479
     y(1_10_100) c_u_tangent(21)_ -74.873445425160924
     y(1_10_100) c_u_tangent(22)_ -41.038928554436744
     y(1_10_100) c_u_tangent(23)_ -22.493871456464277
     y(1_10_100) c_u_order(0)_ -1
     y(1_20_80) c_e_one_pair(1)_ 1
     y(1_20_80) c_u_only_chosen(1_20_80)_ -125
     y(1_20_80) c_u_only_chosen(5_20_80)_ -63
     y(1_20_80) c_u_tangent(0)_ -18.523144823371851
     y(1_20_80) c_u_tangent(1)_ -16.436989756892437
     y(1_20_80) c_u_tangent(2)_ -14.58578631460518
     y(1_20_80) c_u_tangent(3)_ -12.943073248927126
     y(1_20_80) c_u_tangent(4)_ -11.485369490114303
     y(1_20_80) c_u_tangent(5)_ -10.191838506004206
     y(1_20_80) c_u_tangent(6)_ -9.0439904629865158
     y(1_20_80) c_u_tangent(7)_ -8.0254179308674072
     y(1_20_80) c_u_tangent(8)_ -7.1215613537720861
     y(1_20_80) c_u_tangent(9)_ -6.3195009347081479
     y(1_20_80) c_u_tangent(10)_ -5.6077719589713526
     y(1_20_80) c_u_tangent(11)_ -4.9762009166120489
     y(1_20_80) c_u_tangent(12)_ -16769.266263775662
     y(1_20_80) c_u_tangent(13)_ -9191.4124720932268
     y(1_20_80) c_u_tangent(14)_ -5037.910538438161
     y(1_20_80) c_u_tangent(15)_ -2761.3321315267003
     y(1_20_80) c_u_tangent(16)_ -1513.5153914356035
     y(1_20_80) c_u_tangent(17)_ -829.57381836061802
     y(1_20_80) c_u_tangent(18)_ -454.69819732500343
     y(1_20_80) c_u_tangent(19)_ -249.22489846555482
     y(1_20_80) c_u_tangent(20)_ -136.60280683006479
     y(1_20_80) c_u_tangent(21)_ -74.873445425160924
     y(1_20_80) c_u_tangent(22)_ -41.038928554436744
     y(1_20_80) c_u_tangent(23)_ -22.493871456464277
     y(1_20_80) c_u_order(0)_ -2
     y(1_20_90) c_e_one_pair(1)_ 1
     y(1_20_90) c_u_only_chosen(1_20_90)_ -125
     y(1_20_90) c_u_only_chosen(5_20_90)_ -63
     y(1_20_90) c_u_tangent(0)_ -11.617133207502727
     y(1_20_90) c_u_tangent(1)_ -10.308762435158551
     y(1_20_90) c_u_tangent(2)_ -9.1477459237450258
     y(1_20_90) c_u_tangent(3)_ -8.1174880119455093
     y(1_20_90) c_u_tangent(4)_ -7.203262112149118
     y(1_20_90) c_u_tangent(5)_ -6.392000207449307
     y(1_20_90) c_u_tangent(6)_ -5.6721060563825523
     y(1_20_90) c_u_tangent(7)_ -5.0332894353409294
     y(1_20_90) c_u_tangent(8)_ -4.4664190493066434
     y(1_20_90) c_u_tangent(9)_ -3.9633920084029541
     y(1_20_90) c_u_tangent(10)_ -3.5170180045490707
     y(1_20_90) c_u_tangent(11)_ -3.1209165326309893
     y(1_20_90) c_u_tangent(12)_ -16769.266263775662
     y(1_20_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_20_90) c_u_tangent(14)_ -5037.910538438161
     y(1_20_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_20_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_20_90) c_u_tangent(17)_ -829.57381836061802
     y(1_20_90) c_u_tangent(18)_ -454.69819732500343
     y(1_20_90) c_u_tangent(19)_ -249.22489846555482
     y(1_20_90) c_u_tangent(20)_ -136.60280683006479
     y(1_20_90) c_u_tangent(21)_ -74.873445425160924
     y(1_20_90) c_u_tangent(22)_ -41.038928554436744
     y(1_20_90) c_u_tangent(23)_ -22.493871456464277
     y(1_20_90) c_u_order(0)_ -3
     y(1_20_100) c_e_one_pair(1)_ 1
     y(1_20_100) c_u_only_chosen(1_20_100)_ -125
     y(1_20_100) c_u_only_chosen(5_20_100)_ -63
     y(1_20_100) c_u_tangent(0)_ -1.9264693498352314
     y(1_20_100) c_u_tangent(1)_ -1.7095022077598132
     y(1_20_100) c_u_tangent(2)_ -1.5169708246776024
     y(1_20_100) c_u_tangent(3)_ -1.346123141858127
     y(1_20_100) c_u_tangent(4)_ -1.1945170490876815
     y(1_20_100) c_u_tangent(5)_ -1.0599854769538797
     y(1_20_100) c_u_tangent(6)_ -0.94060542058506058
     y(1_20_100) c_u_tangent(7)_ -0.83467045206742374
     y(1_20_100) c_u_tangent(8)_ -0.74066632863023774
     y(1_20_100) c_u_tangent(9)_ -0.65724934794059431
     y(1_20_100) c_u_tangent(10)_ -0.58322714111659302
     y(1_20_100) c_u_tangent(11)_ -0.51754162891277466
     y(1_20_100) c_u_tangent(12)_ -16769.266263775662
     y(1_20_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_20_100) c_u_tangent(14)_ -5037.910538438161
     y(1_20_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_20_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_20_100) c_u_tangent(17)_ -829.57381836061802
     y(1_20_100) c_u_tangent(18)_ -454.69819732500343
     y(1_20_100) c_u_tangent(19)_ -249.22489846555482
     y(1_20_100) c_u_tangent(20)_ -136.60280683006479
     y(1_20_100) c_u_tangent(21)_ -74.873445425160924
     y(1_20_100) c_u_tangent(22)_ -41.038928554436744
     y(1_20_100) c_u_tangent(23)_ -22.493871456464277
     y(1_20_100) c_u_order(0)_ -4
     y(1_30_70) c_e_one_pair(1)_ 1
     y(1_30_70) c_u_only_chosen(1_30_70)_ -125
     y(1_30_70) c_u_only_chosen(5_30_70)_ -63
     y(1_30_70) c_u_tangent(0)_ -23.760279323837622
     y(1_30_70) c_u_tangent(1)_ -21.084295976244981
     y(1_30_70) c_u_tangent(2)_ -18.70969321340872
     y(1_30_70) c_u_tangent(3)_ -16.602528276697765
     y(1_30_70) c_u_tangent(4)_ -14.732681184799047
     y(1_30_70) c_u_tangent(5)_ -13.07342419633591
     y(1_30_70) c_u_tangent(6)_ -11.60103976143108
     y(1_30_70) c_u_tangent(7)_ -10.294481501183506
     y(1_30_70) c_u_tangent(8)_ -9.1350733690732895
     y(1_30_70) c_u_tangent(9)_ -8.1062426940840311
     y(1_30_70) c_u_tangent(10)_ -7.1932832896400543
     y(1_30_70) c_u_tangent(11)_ -6.3831452422189763
     y(1_30_70) c_u_tangent(12)_ -16769.266263775662
     y(1_30_70) c_u_tangent(13)_ -9191.4124720932268
     y(1_30_70) c_u_tangent(14)_ -5037.910538438161
     y(1_30_70) c_u_tangent(15)_ -2761.3321315267003
     y(1_30_70) c_u_tangent(16)_ -1513.5153914356035
     y(1_30_70) c_u_tangent(17)_ -829.57381836061802
     y(1_30_70) c_u_tangent(18)_ -454.69819732500343
     y(1_30_70) c_u_tangent(19)_ -249.22489846555482
     y(1_30_70) c_u_tangent(20)_ -136.60280683006479
     y(1_30_70) c_u_tangent(21)_ -74.873445425160924
     y(1_30_70) c_u_tangent(22)_ -41.038928554436744
     y(1_30_70) c_u_tangent(23)_ -22.493871456464277
     y(1_30_70) c_u_order(0)_ -5
     y(1_30_80) c_e_one_pair(1)_ 1
     y(1_30_80) c_u_only_chosen(1_30_80)_ -125
     y(1_30_80) c_u_only_chosen(5_30_80)_ -63
     y(1_30_80) c_u_tangent(0)_ -19.045791597044097
     y(1_30_80) c_u_tangent(1)_ -16.900773836066946
     y(1_30_80) c_u_tangent(2)_ -14.997337065381716
     y(1_30_80) c_u_tangent(3)_ -13.308273410101696
     y(1_30_80) c_u_tangent(4)_ -11.809439261510128
     y(1_30_80) c_u_tangent(5)_ -10.479410166418509
     y(1_30_80) c_u_tangent(6)_ -9.2991745843479343
     y(1_30_80) c_u_tangent(7)_ -8.2518621350743953
     y(1_30_80) c_u_tangent(8)_ -7.322502452087182
     y(1_30_80) c_u_tangent(9)_ -6.4978111949927033
     y(1_30_80) c_u_tangent(10)_ -5.7660001621082184
     y(1_30_80) c_u_tangent(11)_ -5.116608788979951
     y(1_30_80) c_u_tangent(12)_ -16769.266263775662
     y(1_30_80) c_u_tangent(13)_ -9191.4124720932268
     y(1_30_80) c_u_tangent(14)_ -5037.910538438161
     y(1_30_80) c_u_tangent(15)_ -2761.3321315267003
     y(1_30_80) c_u_tangent(16)_ -1513.5153914356035
     y(1_30_80) c_u_tangent(17)_ -829.57381836061802
     y(1_30_80) c_u_tangent(18)_ -454.69819732500343
     y(1_30_80) c_u_tangent(19)_ -249.22489846555482
     y(1_30_80) c_u_tangent(20)_ -136.60280683006479
     y(1_30_80) c_u_tangent(21)_ -74.873445425160924
     y(1_30_80) c_u_tangent(22)_ -41.038928554436744
     y(1_30_80) c_u_tangent(23)_ -22.493871456464277
     y(1_30_80) c_u_order(0)_ -6
     y(1_30_90) c_e_one_pair(1)_ 1
     y(1_30_90) c_u_only_chosen(1_30_90)_ -125
     y(1_30_90) c_u_only_chosen(5_30_90)_ -63
     y(1_30_90) c_u_tangent(0)_ -12.580367882420354
     y(1_30_90) c_u_tangent(1)_ -11.163513539038469
     y(1_30_90) c_u_tangent(2)_ -9.9062313360838381
     y(1_30_90) c_u_tangent(3)_ -8.790549582874581
     y(1_30_90) c_u_tangent(4)_ -7.8005206366929674
     y(1_30_90) c_u_tangent(5)_ -6.9219929459262541
     y(1_30_90) c_u_tangent(6)_ -6.1424087666750893
     y(1_30_90) c_u_tangent(7)_ -5.450624661374647
     y(1_30_90) c_u_tangent(8)_ -4.8367522136217671
     y(1_30_90) c_u_tangent(9)_ -4.292016682373256
     y(1_30_90) c_u_tangent(10)_ -3.8086315751073712
     y(1_30_90) c_u_tangent(11)_ -3.3796873470873803
     y(1_30_90) c_u_tangent(12)_ -16769.266263775662
     y(1_30_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_30_90) c_u_tangent(14)_ -5037.910538438161
     y(1_30_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_30_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_30_90) c_u_tangent(17)_ -829.57381836061802
     y(1_30_90) c_u_tangent(18)_ -454.69819732500343
     y(1_30_90) c_u_tangent(19)_ -249.22489846555482
     y(1_30_90) c_u_tangent(20)_ -136.60280683006479
     y(1_30_90) c_u_tangent(21)_ -74.873445425160924
     y(1_30_90) c_u_tangent(22)_ -41.038928554436744
     y(1_30_90) c_u_tangent(23)_ -22.493871456464277
     y(1_30_90) c_u_order(0)_ -7
     y(1_30_100) c_e_one_pair(1)_ 1
     y(1_30_100) c_u_only_chosen(1_30_100)_ -125
     y(1_30_100) c_u_only_chosen(5_30_100)_ -63
     y(1_30_100) c_u_tangent(0)_ -2.8897040247528341
     y(1_30_100) c_u_tangent(1)_ -2.5642533116397082
     y(1_30_100) c_u_tangent(2)_ -2.2754562370163929
     y(1_30_100) c_u_tangent(3)_ -2.0191847127871814
     y(1_30_100) c_u_tangent(4)_ -1.791775573631514
     y(1_30_100) c_u_tangent(5)_ -1.5899782154308122
     y(1_30_100) c_u_tangent(6)_ -1.4109081308775844
     y(1_30_100) c_u_tangent(7)_ -1.2520056781011297
     y(1_30_100) c_u_tangent(8)_ -1.1109994929453515
     y(1_30_100) c_u_tangent(9)_ -0.98587402191088691
     y(1_30_100) c_u_tangent(10)_ -0.87484071167488542
     y(1_30_100) c_u_tangent(11)_ -0.77631244336915839
     y(1_30_100) c_u_tangent(12)_ -16769.266263775662
     y(1_30_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_30_100) c_u_tangent(14)_ -5037.910538438161
     y(1_30_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_30_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_30_100) c_u_tangent(17)_ -829.57381836061802
     y(1_30_100) c_u_tangent(18)_ -454.69819732500343
     y(1_30_100) c_u_tangent(19)_ -249.22489846555482
     y(1_30_100) c_u_tangent(20)_ -136.60280683006479
     y(1_30_100) c_u_tangent(21)_ -74.873445425160924
     y(1_30_100) c_u_tangent(22)_ -41.038928554436744
     y(1_30_100) c_u_tangent(23)_ -22.493871456464277
     y(1_30_100) c_u_order(0)_ -8
     y(1_40_60) c_e_one_pair(1)_ 1
     y(1_40_60) c_u_only_chosen(1_40_60)_ -125
     y(1_40_60) c_u_only_chosen(5_40_60)_ -63
     y(1_40_60) c_u_tangent(0)_ -25.735678170470386
     y(1_40_60) c_u_tangent(1)_ -22.837217033521977
     y(1_40_60) c_u_tangent(2)_ -20.265192872772616
     y(1_40_60) c_u_tangent(3)_ -17.982840972604219
     y(1_40_60) c_u_tangent(4)_ -15.957537215471321
     y(1_40_60) c_u_tangent(5)_ -14.160331750199283
     y(1_40_60) c_u_tangent(6)_ -12.565535180535036
     y(1_40_60) c_u_tangent(7)_ -11.150351358896767
     y(1_40_60) c_u_tangent(8)_ -9.8945515364477323
     y(1_40_60) c_u_tangent(9)_ -8.7801852117695756
     y(1_40_60) c_u_tangent(10)_ -7.7913235449834266
     y(1_40_60) c_u_tangent(11)_ -6.9138316696600244
     y(1_40_60) c_u_tangent(12)_ -16769.266263775662
     y(1_40_60) c_u_tangent(13)_ -9191.4124720932268
     y(1_40_60) c_u_tangent(14)_ -5037.910538438161
     y(1_40_60) c_u_tangent(15)_ -2761.3321315267003
     y(1_40_60) c_u_tangent(16)_ -1513.5153914356035
     y(1_40_60) c_u_tangent(17)_ -829.57381836061802
     y(1_40_60) c_u_tangent(18)_ -454.69819732500343
     y(1_40_60) c_u_tangent(19)_ -249.22489846555482
     y(1_40_60) c_u_tangent(20)_ -136.60280683006479
     y(1_40_60) c_u_tangent(21)_ -74.873445425160924
     y(1_40_60) c_u_tangent(22)_ -41.038928554436744
     y(1_40_60) c_u_tangent(23)_ -22.493871456464277
     y(1_40_60) c_u_order(0)_ -9
     y(1_40_70) c_e_one_pair(1)_ 1
     y(1_40_70) c_u_only_chosen(1_40_70)_ -125
     y(1_40_70) c_u_only_chosen(5_40_70)_ -63
     y(1_40_70) c_u_tangent(0)_ -23.938878046178477
     y(1_40_70) c_u_tangent(1)_ -21.242780153618938
     y(1_40_70) c_u_tangent(2)_ -18.850328231110378
     y(1_40_70) c_u_tangent(3)_ -16.727324382729705
     y(1_40_70) c_u_tangent(4)_ -14.843422224514875
     y(1_40_70) c_u_tangent(5)_ -13.171693110866016
     y(1_40_70) c_u_tangent(6)_ -11.688241214367638
     y(1_40_70) c_u_tangent(7)_ -10.371861956952324
     y(1_40_70) c_u_tangent(8)_ -9.2037389099943372
     y(1_40_70) c_u_tangent(9)_ -8.1671748307991017
     y(1_40_70) c_u_tangent(10)_ -7.2473529909030638
     y(1_40_70) c_u_tangent(11)_ -6.4311253845918266
     y(1_40_70) c_u_tangent(12)_ -16769.266263775662
     y(1_40_70) c_u_tangent(13)_ -9191.4124720932268
     y(1_40_70) c_u_tangent(14)_ -5037.910538438161
     y(1_40_70) c_u_tangent(15)_ -2761.3321315267003
     y(1_40_70) c_u_tangent(16)_ -1513.5153914356035
     y(1_40_70) c_u_tangent(17)_ -829.57381836061802
     y(1_40_70) c_u_tangent(18)_ -454.69819732500343
     y(1_40_70) c_u_tangent(19)_ -249.22489846555482
     y(1_40_70) c_u_tangent(20)_ -136.60280683006479
     y(1_40_70) c_u_tangent(21)_ -74.873445425160924
     y(1_40_70) c_u_tangent(22)_ -41.038928554436744
     y(1_40_70) c_u_tangent(23)_ -22.493871456464277
     y(1_40_70) c_u_order(0)_ -10
     y(1_40_80) c_e_one_pair(1)_ 1
     y(1_40_80) c_u_only_chosen(1_40_80)_ -125
     y(1_40_80) c_u_only_chosen(5_40_80)_ -63
     y(1_40_80) c_u_tangent(0)_ -19.56843837071634
     y(1_40_80) c_u_tangent(1)_ -17.364557915241456
     y(1_40_80) c_u_tangent(2)_ -15.40888781615825
     y(1_40_80) c_u_tangent(3)_ -13.673473571276265
     y(1_40_80) c_u_tangent(4)_ -12.133509032905954
     y(1_40_80) c_u_tangent(5)_ -10.766981826832811
     y(1_40_80) c_u_tangent(6)_ -9.5543587057093529
     y(1_40_80) c_u_tangent(7)_ -8.4783063392813833
     y(1_40_80) c_u_tangent(8)_ -7.5234435504022787
     y(1_40_80) c_u_tangent(9)_ -6.6761214552772588
     y(1_40_80) c_u_tangent(10)_ -5.9242283652450833
     y(1_40_80) c_u_tangent(11)_ -5.2570166613478531
     y(1_40_80) c_u_tangent(12)_ -16769.266263775662
     y(1_40_80) c_u_tangent(13)_ -9191.4124720932268
     y(1_40_80) c_u_tangent(14)_ -5037.910538438161
     y(1_40_80) c_u_tangent(15)_ -2761.3321315267003
     y(1_40_80) c_u_tangent(16)_ -1513.5153914356035
     y(1_40_80) c_u_tangent(17)_ -829.57381836061802
     y(1_40_80) c_u_tangent(18)_ -454.69819732500343
     y(1_40_80) c_u_tangent(19)_ -249.22489846555482
     y(1_40_80) c_u_tangent(20)_ -136.60280683006479
     y(1_40_80) c_u_tangent(21)_ -74.873445425160924
     y(1_40_80) c_u_tangent(22)_ -41.038928554436744
     y(1_40_80) c_u_tangent(23)_ -22.493871456464277
     y(1_40_80) c_u_order(0)_ -11
     y(1_40_90) c_e_one_pair(1)_ 1
     y(1_40_90) c_u_only_chosen(1_40_90)_ -125
     y(1_40_90) c_u_only_chosen(5_40_90)_ -63
     y(1_40_90) c_u_tangent(0)_ -13.543602557337962
     y(1_40_90) c_u_tangent(1)_ -12.018264642918368
     y(1_40_90) c_u_tangent(2)_ -10.664716748422633
     y(1_40_90) c_u_tangent(3)_ -9.4636111538036385
     y(1_40_90) c_u_tangent(4)_ -8.3977791612368016
     y(1_40_90) c_u_tangent(5)_ -7.4519856844031889
     y(1_40_90) c_u_tangent(6)_ -6.6127114769676147
     y(1_40_90) c_u_tangent(7)_ -5.8679598874083547
     y(1_40_90) c_u_tangent(8)_ -5.2070853779368829
     y(1_40_90) c_u_tangent(9)_ -4.6206413563435493
     y(1_40_90) c_u_tangent(10)_ -4.1002451456656646
     y(1_40_90) c_u_tangent(11)_ -3.6384581615437654
     y(1_40_90) c_u_tangent(12)_ -16769.266263775662
     y(1_40_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_40_90) c_u_tangent(14)_ -5037.910538438161
     y(1_40_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_40_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_40_90) c_u_tangent(17)_ -829.57381836061802
     y(1_40_90) c_u_tangent(18)_ -454.69819732500343
     y(1_40_90) c_u_tangent(19)_ -249.22489846555482
     y(1_40_90) c_u_tangent(20)_ -136.60280683006479
     y(1_40_90) c_u_tangent(21)_ -74.873445425160924
     y(1_40_90) c_u_tangent(22)_ -41.038928554436744
     y(1_40_90) c_u_tangent(23)_ -22.493871456464277
     y(1_40_90) c_u_order(0)_ -12
     y(1_40_100) c_e_one_pair(1)_ 1
     y(1_40_100) c_u_only_chosen(1_40_100)_ -125
     y(1_40_100) c_u_only_chosen(5_40_100)_ -63
     y(1_40_100) c_u_tangent(0)_ -3.8529386996704629
     y(1_40_100) c_u_tangent(1)_ -3.4190044155196264
     y(1_40_100) c_u_tangent(2)_ -3.0339416493552047
     y(1_40_100) c_u_tangent(3)_ -2.692246283716254
     y(1_40_100) c_u_tangent(4)_ -2.3890340981753631
     y(1_40_100) c_u_tangent(5)_ -2.1199709539077594
     y(1_40_100) c_u_tangent(6)_ -1.8812108411701212
     y(1_40_100) c_u_tangent(7)_ -1.6693409041348475
     y(1_40_100) c_u_tangent(8)_ -1.4813326572604755
     y(1_40_100) c_u_tangent(9)_ -1.3144986958811886
     y(1_40_100) c_u_tangent(10)_ -1.166454282233186
     y(1_40_100) c_u_tangent(11)_ -1.0350832578255493
     y(1_40_100) c_u_tangent(12)_ -16769.266263775662
     y(1_40_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_40_100) c_u_tangent(14)_ -5037.910538438161
     y(1_40_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_40_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_40_100) c_u_tangent(17)_ -829.57381836061802
     y(1_40_100) c_u_tangent(18)_ -454.69819732500343
     y(1_40_100) c_u_tangent(19)_ -249.22489846555482
     y(1_40_100) c_u_tangent(20)_ -136.60280683006479
     y(1_40_100) c_u_tangent(21)_ -74.873445425160924
     y(1_40_100) c_u_tangent(22)_ -41.038928554436744
     y(1_40_100) c_u_tangent(23)_ -22.493871456464277
     y(1_40_100) c_u_order(0)_ -13
     y(1_50_50) c_e_one_pair(1)_ 1
     y(1_50_50) c_u_only_chosen(1_50_50)_ -125
     y(1_50_50) c_u_only_chosen(5_50_50)_ -63
     y(1_50_50) c_u_tangent(0)_ -26.30007784093689
     y(1_50_50) c_u_tangent(1)_ -23.338051621315405
     y(1_50_50) c_u_tangent(2)_ -20.709621346876588
     y(1_50_50) c_u_tangent(3)_ -18.377216028577489
     y(1_50_50) c_u_tangent(4)_ -16.307496081377685
     y(1_50_50) c_u_tangent(5)_ -14.47087676558882
     y(1_50_50) c_u_tangent(6)_ -12.841105300279024
     y(1_50_50) c_u_tangent(7)_ -11.394885603957698
     y(1_50_50) c_u_tangent(8)_ -10.111545298554717
     y(1_50_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_50_50) c_u_tangent(10)_ -7.962192189367248
     y(1_50_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_50_50) c_u_tangent(12)_ -16769.266263775662
     y(1_50_50) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_50) c_u_tangent(14)_ -5037.910538438161
     y(1_50_50) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_50) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_50) c_u_tangent(17)_ -829.57381836061802
     y(1_50_50) c_u_tangent(18)_ -454.69819732500343
     y(1_50_50) c_u_tangent(19)_ -249.22489846555482
     y(1_50_50) c_u_tangent(20)_ -136.60280683006479
     y(1_50_50) c_u_tangent(21)_ -74.873445425160924
     y(1_50_50) c_u_tangent(22)_ -41.038928554436744
     y(1_50_50) c_u_tangent(23)_ -22.493871456464277
     y(1_50_50) c_u_order(0)_ -14
     y(1_50_60) c_e_one_pair(1)_ 1
     y(1_50_60) c_u_only_chosen(1_50_60)_ -125
     y(1_50_60) c_u_only_chosen(5_50_60)_ -63
     y(1_50_60) c_u_tangent(0)_ -25.914276892811255
     y(1_50_60) c_u_tangent(1)_ -22.995701210895945
     y(1_50_60) c_u_tangent(2)_ -20.405827890474285
     y(1_50_60) c_u_tangent(3)_ -18.107637078636166
     y(1_50_60) c_u_tangent(4)_ -16.06827825518716
     y(1_50_60) c_u_tangent(5)_ -14.258600664729396
     y(1_50_60) c_u_tangent(6)_ -12.6527366334716
     y(1_50_60) c_u_tangent(7)_ -11.22773181466559
     y(1_50_60) c_u_tangent(8)_ -9.9632170773687836
     y(1_50_60) c_u_tangent(9)_ -8.8411173484846497
     y(1_50_60) c_u_tangent(10)_ -7.8453932462464397
     y(1_50_60) c_u_tangent(11)_ -6.9618118120328782
     y(1_50_60) c_u_tangent(12)_ -16769.266263775662
     y(1_50_60) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_60) c_u_tangent(14)_ -5037.910538438161
     y(1_50_60) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_60) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_60) c_u_tangent(17)_ -829.57381836061802
     y(1_50_60) c_u_tangent(18)_ -454.69819732500343
     y(1_50_60) c_u_tangent(19)_ -249.22489846555482
     y(1_50_60) c_u_tangent(20)_ -136.60280683006479
     y(1_50_60) c_u_tangent(21)_ -74.873445425160924
     y(1_50_60) c_u_tangent(22)_ -41.038928554436744
     y(1_50_60) c_u_tangent(23)_ -22.493871456464277
     y(1_50_60) c_u_order(0)_ -15
     y(1_50_70) c_e_one_pair(1)_ 1
     y(1_50_70) c_u_only_chosen(1_50_70)_ -125
     y(1_50_70) c_u_only_chosen(5_50_70)_ -63
     y(1_50_70) c_u_tangent(0)_ -24.117476768519349
     y(1_50_70) c_u_tangent(1)_ -21.401264330992909
     y(1_50_70) c_u_tangent(2)_ -18.990963248812044
     y(1_50_70) c_u_tangent(3)_ -16.85212048876166
     y(1_50_70) c_u_tangent(4)_ -14.954163264230713
     y(1_50_70) c_u_tangent(5)_ -13.269962025396131
     y(1_50_70) c_u_tangent(6)_ -11.775442667304203
     y(1_50_70) c_u_tangent(7)_ -10.449242412721148
     y(1_50_70) c_u_tangent(8)_ -9.2724044509153902
     y(1_50_70) c_u_tangent(9)_ -8.2281069675141758
     y(1_50_70) c_u_tangent(10)_ -7.301422692166077
     y(1_50_70) c_u_tangent(11)_ -6.4791055269646822
     y(1_50_70) c_u_tangent(12)_ -16769.266263775662
     y(1_50_70) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_70) c_u_tangent(14)_ -5037.910538438161
     y(1_50_70) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_70) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_70) c_u_tangent(17)_ -829.57381836061802
     y(1_50_70) c_u_tangent(18)_ -454.69819732500343
     y(1_50_70) c_u_tangent(19)_ -249.22489846555482
     y(1_50_70) c_u_tangent(20)_ -136.60280683006479
     y(1_50_70) c_u_tangent(21)_ -74.873445425160924
     y(1_50_70) c_u_tangent(22)_ -41.038928554436744
     y(1_50_70) c_u_tangent(23)_ -22.493871456464277
     y(1_50_70) c_u_order(0)_ -16
     y(1_50_80) c_e_one_pair(1)_ 1
     y(1_50_80) c_u_only_chosen(1_50_80)_ -125
     y(1_50_80) c_u_only_chosen(5_50_80)_ -63
     y(1_50_80) c_u_tangent(0)_ -20.091085144388597
     y(1_50_80) c_u_tangent(1)_ -17.828341994415972
     y(1_50_80) c_u_tangent(2)_ -15.820438566934795
     y(1_50_80) c_u_tangent(3)_ -14.038673732450844
     y(1_50_80) c_u_tangent(4)_ -12.457578804301786
     y(1_50_80) c_u_tangent(5)_ -11.054553487247121
     y(1_50_80) c_u_tangent(6)_ -9.8095428270707767
     y(1_50_80) c_u_tangent(7)_ -8.7047505434883767
     y(1_50_80) c_u_tangent(8)_ -7.7243846487173791
     y(1_50_80) c_u_tangent(9)_ -6.8544317155618177
     y(1_50_80) c_u_tangent(10)_ -6.0824565683819527
     y(1_50_80) c_u_tangent(11)_ -5.3974245337157578
     y(1_50_80) c_u_tangent(12)_ -16769.266263775662
     y(1_50_80) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_80) c_u_tangent(14)_ -5037.910538438161
     y(1_50_80) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_80) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_80) c_u_tangent(17)_ -829.57381836061802
     y(1_50_80) c_u_tangent(18)_ -454.69819732500343
     y(1_50_80) c_u_tangent(19)_ -249.22489846555482
     y(1_50_80) c_u_tangent(20)_ -136.60280683006479
     y(1_50_80) c_u_tangent(21)_ -74.873445425160924
     y(1_50_80) c_u_tangent(22)_ -41.038928554436744
     y(1_50_80) c_u_tangent(23)_ -22.493871456464277
     y(1_50_80) c_u_order(0)_ -17
     y(1_50_90) c_e_one_pair(1)_ 1
     y(1_50_90) c_u_only_chosen(1_50_90)_ -125
     y(1_50_90) c_u_only_chosen(5_50_90)_ -63
     y(1_50_90) c_u_tangent(0)_ -14.506837232255588
     y(1_50_90) c_u_tangent(1)_ -12.873015746798284
     y(1_50_90) c_u_tangent(2)_ -11.423202160761441
     y(1_50_90) c_u_tangent(3)_ -10.136672724732708
     y(1_50_90) c_u_tangent(4)_ -8.99503768578065
     y(1_50_90) c_u_tangent(5)_ -7.9819784228801343
     y(1_50_90) c_u_tangent(6)_ -7.0830141872601509
     y(1_50_90) c_u_tangent(7)_ -6.2852951134420714
     y(1_50_90) c_u_tangent(8)_ -5.5774185422520057
     y(1_50_90) c_u_tangent(9)_ -4.9492660303138507
     y(1_50_90) c_u_tangent(10)_ -4.3918587162239646
     y(1_50_90) c_u_tangent(11)_ -3.8972289760001555
     y(1_50_90) c_u_tangent(12)_ -16769.266263775662
     y(1_50_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_90) c_u_tangent(14)_ -5037.910538438161
     y(1_50_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_90) c_u_tangent(17)_ -829.57381836061802
     y(1_50_90) c_u_tangent(18)_ -454.69819732500343
     y(1_50_90) c_u_tangent(19)_ -249.22489846555482
     y(1_50_90) c_u_tangent(20)_ -136.60280683006479
     y(1_50_90) c_u_tangent(21)_ -74.873445425160924
     y(1_50_90) c_u_tangent(22)_ -41.038928554436744
     y(1_50_90) c_u_tangent(23)_ -22.493871456464277
     y(1_50_90) c_u_order(0)_ -18
     y(1_50_100) c_e_one_pair(1)_ 1
     y(1_50_100) c_u_only_chosen(1_50_100)_ -125
     y(1_50_100) c_u_only_chosen(5_50_100)_ -63
     y(1_50_100) c_u_tangent(0)_ -4.8161733745880619
     y(1_50_100) c_u_tangent(1)_ -4.2737555193995185
     y(1_50_100) c_u_tangent(2)_ -3.7924270616939926
     y(1_50_100) c_u_tangent(3)_ -3.3653078546453057
     y(1_50_100) c_u_tangent(4)_ -2.9862926227191933
     y(1_50_100) c_u_tangent(5)_ -2.6499636923846901
     y(1_50_100) c_u_tangent(6)_ -2.3515135514626433
     y(1_50_100) c_u_tangent(7)_ -2.0866761301685521
     y(1_50_100) c_u_tangent(8)_ -1.8516658215755879
     y(1_50_100) c_u_tangent(9)_ -1.64312336985148
     y(1_50_100) c_u_tangent(10)_ -1.4580678527914774
     y(1_50_100) c_u_tangent(11)_ -1.2938540722819321
     y(1_50_100) c_u_tangent(12)_ -16769.266263775662
     y(1_50_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_50_100) c_u_tangent(14)_ -5037.910538438161
     y(1_50_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_50_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_50_100) c_u_tangent(17)_ -829.57381836061802
     y(1_50_100) c_u_tangent(18)_ -454.69819732500343
     y(1_50_100) c_u_tangent(19)_ -249.22489846555482
     y(1_50_100) c_u_tangent(20)_ -136.60280683006479
     y(1_50_100) c_u_tangent(21)_ -74.873445425160924
     y(1_50_100) c_u_tangent(22)_ -41.038928554436744
     y(1_50_100) c_u_tangent(23)_ -22.493871456464277
     y(1_50_100) c_u_order(0)_ -19
     y(1_60_40) c_e_one_pair(1)_ 1
     y(1_60_40) c_u_only_chosen(1_60_40)_ -125
     y(1_60_40) c_u_only_chosen(5_60_40)_ -63
     y(1_60_40) c_u_tangent(0)_ -26.30007784093689
     y(1_60_40) c_u_tangent(1)_ -23.338051621315405
     y(1_60_40) c_u_tangent(2)_ -20.709621346876588
     y(1_60_40) c_u_tangent(3)_ -18.377216028577489
     y(1_60_40) c_u_tangent(4)_ -16.307496081377685
     y(1_60_40) c_u_tangent(5)_ -14.47087676558882
     y(1_60_40) c_u_tangent(6)_ -12.841105300279024
     y(1_60_40) c_u_tangent(7)_ -11.394885603957698
     y(1_60_40) c_u_tangent(8)_ -10.111545298554717
     y(1_60_40) c_u_tangent(9)_ -8.9727402168225865
     y(1_60_40) c_u_tangent(10)_ -7.962192189367248
     y(1_60_40) c_u_tangent(11)_ -7.0654563632146097
     y(1_60_40) c_u_tangent(12)_ -16409.397809755039
     y(1_60_40) c_u_tangent(13)_ -8994.1647604421069
     y(1_60_40) c_u_tangent(14)_ -4929.7969782832779
     y(1_60_40) c_u_tangent(15)_ -2702.0739439841373
     y(1_60_40) c_u_tangent(16)_ -1481.0353511353956
     y(1_60_40) c_u_tangent(17)_ -811.77116421859921
     y(1_60_40) c_u_tangent(18)_ -444.9403740104089
     y(1_60_40) c_u_tangent(19)_ -243.87653214448403
     y(1_60_40) c_u_tangent(20)_ -133.6713105954916
     y(1_60_40) c_u_tangent(21)_ -73.266661286336969
     y(1_60_40) c_u_tangent(22)_ -40.158233147658535
     y(1_60_40) c_u_tangent(23)_ -22.011152975008553
     y(1_60_40) c_u_order(0)_ -20
     y(1_60_50) c_e_one_pair(1)_ 1
     y(1_60_50) c_u_only_chosen(1_60_50)_ -125
     y(1_60_50) c_u_only_chosen(5_60_50)_ -63
     y(1_60_50) c_u_tangent(0)_ -26.30007784093689
     y(1_60_50) c_u_tangent(1)_ -23.338051621315405
     y(1_60_50) c_u_tangent(2)_ -20.709621346876588
     y(1_60_50) c_u_tangent(3)_ -18.377216028577489
     y(1_60_50) c_u_tangent(4)_ -16.307496081377685
     y(1_60_50) c_u_tangent(5)_ -14.47087676558882
     y(1_60_50) c_u_tangent(6)_ -12.841105300279024
     y(1_60_50) c_u_tangent(7)_ -11.394885603957698
     y(1_60_50) c_u_tangent(8)_ -10.111545298554717
     y(1_60_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_60_50) c_u_tangent(10)_ -7.962192189367248
     y(1_60_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_60_50) c_u_tangent(12)_ -16523.274641124808
     y(1_60_50) c_u_tangent(13)_ -9056.5818579865336
     y(1_60_50) c_u_tangent(14)_ -4964.0084506171033
     y(1_60_50) c_u_tangent(15)_ -2720.8256143644367
     y(1_60_50) c_u_tangent(16)_ -1491.3133403028987
     y(1_60_50) c_u_tangent(17)_ -817.40463895364451
     y(1_60_50) c_u_tangent(18)_ -448.02814118676827
     y(1_60_50) c_u_tangent(19)_ -245.56897004184256
     y(1_60_50) c_u_tangent(20)_ -134.59895373463289
     y(1_60_50) c_u_tangent(21)_ -73.775112317207245
     y(1_60_50) c_u_tangent(22)_ -40.436920543581444
     y(1_60_50) c_u_tangent(23)_ -22.163904488784347
     y(1_60_50) c_u_order(0)_ -21
     y(1_60_60) c_e_one_pair(1)_ 1
     y(1_60_60) c_u_only_chosen(1_60_60)_ -125
     y(1_60_60) c_u_only_chosen(5_60_60)_ -63
     y(1_60_60) c_u_tangent(0)_ -26.092875615152124
     y(1_60_60) c_u_tangent(1)_ -23.154185388269909
     y(1_60_60) c_u_tangent(2)_ -20.546462908175947
     y(1_60_60) c_u_tangent(3)_ -18.232433184668114
     y(1_60_60) c_u_tangent(4)_ -16.179019294902993
     y(1_60_60) c_u_tangent(5)_ -14.356869579259508
     y(1_60_60) c_u_tangent(6)_ -12.739938086408161
     y(1_60_60) c_u_tangent(7)_ -11.305112270434412
     y(1_60_60) c_u_tangent(8)_ -10.031882618289835
     y(1_60_60) c_u_tangent(9)_ -8.9020494851997221
     y(1_60_60) c_u_tangent(10)_ -7.899462947509452
     y(1_60_60) c_u_tangent(11)_ -7.0097919544057312
     y(1_60_60) c_u_tangent(12)_ -16637.151472494577
     y(1_60_60) c_u_tangent(13)_ -9118.9989555309603
     y(1_60_60) c_u_tangent(14)_ -4998.2199229509279
     y(1_60_60) c_u_tangent(15)_ -2739.5772847447356
     y(1_60_60) c_u_tangent(16)_ -1501.5913294704019
     y(1_60_60) c_u_tangent(17)_ -823.03811368868969
     y(1_60_60) c_u_tangent(18)_ -451.11590836312763
     y(1_60_60) c_u_tangent(19)_ -247.26140793920106
     y(1_60_60) c_u_tangent(20)_ -135.52659687377411
     y(1_60_60) c_u_tangent(21)_ -74.283563348077493
     y(1_60_60) c_u_tangent(22)_ -40.715607939504352
     y(1_60_60) c_u_tangent(23)_ -22.316656002560137
     y(1_60_60) c_u_order(0)_ -22
     y(1_60_70) c_e_one_pair(1)_ 1
     y(1_60_70) c_u_only_chosen(1_60_70)_ -125
     y(1_60_70) c_u_only_chosen(5_60_70)_ -63
     y(1_60_70) c_u_tangent(0)_ -24.296075490860218
     y(1_60_70) c_u_tangent(1)_ -21.559748508366873
     y(1_60_70) c_u_tangent(2)_ -19.131598266513709
     y(1_60_70) c_u_tangent(3)_ -16.976916594793607
     y(1_60_70) c_u_tangent(4)_ -15.064904303946548
     y(1_60_70) c_u_tangent(5)_ -13.368230939926242
     y(1_60_70) c_u_tangent(6)_ -11.862644120240764
     y(1_60_70) c_u_tangent(7)_ -10.526622868489969
     y(1_60_70) c_u_tangent(8)_ -9.3410699918364397
     y(1_60_70) c_u_tangent(9)_ -8.2890391042292499
     y(1_60_70) c_u_tangent(10)_ -7.3554923934290892
     y(1_60_70) c_u_tangent(11)_ -6.5270856693375352
     y(1_60_70) c_u_tangent(12)_ -16751.028303864343
     y(1_60_70) c_u_tangent(13)_ -9181.416053075387
     y(1_60_70) c_u_tangent(14)_ -5032.4313952847524
     y(1_60_70) c_u_tangent(15)_ -2758.3289551250341
     y(1_60_70) c_u_tangent(16)_ -1511.8693186379048
     y(1_60_70) c_u_tangent(17)_ -828.67158842373487
     y(1_60_70) c_u_tangent(18)_ -454.20367553948699
     y(1_60_70) c_u_tangent(19)_ -248.95384583655957
     y(1_60_70) c_u_tangent(20)_ -136.45424001291536
     y(1_60_70) c_u_tangent(21)_ -74.792014378947755
     y(1_60_70) c_u_tangent(22)_ -40.994295335427267
     y(1_60_70) c_u_tangent(23)_ -22.469407516335927
     y(1_60_70) c_u_order(0)_ -23
     y(1_60_80) c_e_one_pair(1)_ 1
     y(1_60_80) c_u_only_chosen(1_60_80)_ -125
     y(1_60_80) c_u_only_chosen(5_60_80)_ -63
     y(1_60_80) c_u_tangent(0)_ -20.61373191806085
     y(1_60_80) c_u_tangent(1)_ -18.292126073590488
     y(1_60_80) c_u_tangent(2)_ -16.231989317711339
     y(1_60_80) c_u_tangent(3)_ -14.40387389362542
     y(1_60_80) c_u_tangent(4)_ -12.781648575697616
     y(1_60_80) c_u_tangent(5)_ -11.342125147661429
     y(1_60_80) c_u_tangent(6)_ -10.064726948432201
     y(1_60_80) c_u_tangent(7)_ -8.9311947476953684
     y(1_60_80) c_u_tangent(8)_ -7.9253257470324785
     y(1_60_80) c_u_tangent(9)_ -7.0327419758463767
     y(1_60_80) c_u_tangent(10)_ -6.2406847715188212
     y(1_60_80) c_u_tangent(11)_ -5.5378324060836617
     y(1_60_80) c_u_tangent(12)_ -16769.266263775662
     y(1_60_80) c_u_tangent(13)_ -9191.4124720932268
     y(1_60_80) c_u_tangent(14)_ -5037.910538438161
     y(1_60_80) c_u_tangent(15)_ -2761.3321315267003
     y(1_60_80) c_u_tangent(16)_ -1513.5153914356035
     y(1_60_80) c_u_tangent(17)_ -829.57381836061802
     y(1_60_80) c_u_tangent(18)_ -454.69819732500343
     y(1_60_80) c_u_tangent(19)_ -249.22489846555482
     y(1_60_80) c_u_tangent(20)_ -136.60280683006479
     y(1_60_80) c_u_tangent(21)_ -74.873445425160924
     y(1_60_80) c_u_tangent(22)_ -41.038928554436744
     y(1_60_80) c_u_tangent(23)_ -22.493871456464277
     y(1_60_80) c_u_order(0)_ -24
     y(1_60_90) c_e_one_pair(1)_ 1
     y(1_60_90) c_u_only_chosen(1_60_90)_ -125
     y(1_60_90) c_u_only_chosen(5_60_90)_ -63
     y(1_60_90) c_u_tangent(0)_ -15.355621582295168
     y(1_60_90) c_u_tangent(1)_ -13.62620640639987
     y(1_60_90) c_u_tangent(2)_ -12.091565296444399
     y(1_60_90) c_u_tangent(3)_ -10.729761971718657
     y(1_60_90) c_u_tangent(4)_ -9.5213307084066265
     y(1_60_90) c_u_tangent(5)_ -8.4489980949993111
     y(1_60_90) c_u_tangent(6)_ -7.4974361247922889
     y(1_60_90) c_u_tangent(7)_ -6.6530430961524551
     y(1_60_90) c_u_tangent(8)_ -5.9037491887252473
     y(1_60_90) c_u_tangent(9)_ -5.2388439364733266
     y(1_60_90) c_u_tangent(10)_ -4.6488231314327653
     y(1_60_90) c_u_tangent(11)_ -4.1252529698169926
     y(1_60_90) c_u_tangent(12)_ -16769.266263775662
     y(1_60_90) c_u_tangent(13)_ -9191.4124720932268
     y(1_60_90) c_u_tangent(14)_ -5037.910538438161
     y(1_60_90) c_u_tangent(15)_ -2761.3321315267003
     y(1_60_90) c_u_tangent(16)_ -1513.5153914356035
     y(1_60_90) c_u_tangent(17)_ -829.57381836061802
     y(1_60_90) c_u_tangent(18)_ -454.69819732500343
     y(1_60_90) c_u_tangent(19)_ -249.22489846555482
     y(1_60_90) c_u_tangent(20)_ -136.60280683006479
     y(1_60_90) c_u_tangent(21)_ -74.873445425160924
     y(1_60_90) c_u_tangent(22)_ -41.038928554436744
     y(1_60_90) c_u_tangent(23)_ -22.493871456464277
     y(1_60_90) c_u_order(0)_ -25
     y(1_60_100) c_e_one_pair(1)_ 1
     y(1_60_100) c_u_only_chosen(1_60_100)_ -125
     y(1_60_100) c_u_only_chosen(5_60_100)_ -63
     y(1_60_100) c_u_tangent(0)_ -5.7794080495056681
     y(1_60_100) c_u_tangent(1)_ -5.1285066232794163
     y(1_60_100) c_u_tangent(2)_ -4.5509124740327858
     y(1_60_100) c_u_tangent(3)_ -4.0383694255743627
     y(1_60_100) c_u_tangent(4)_ -3.5835511472630279
     y(1_60_100) c_u_tangent(5)_ -3.1799564308616244
     y(1_60_100) c_u_tangent(6)_ -2.8218162617551688
     y(1_60_100) c_u_tangent(7)_ -2.5040113562022595
     y(1_60_100) c_u_tangent(8)_ -2.221998985890703
     y(1_60_100) c_u_tangent(9)_ -1.9717480438217738
     y(1_60_100) c_u_tangent(10)_ -1.7496814233497708
     y(1_60_100) c_u_tangent(11)_ -1.5526248867383168
     y(1_60_100) c_u_tangent(12)_ -16769.266263775662
     y(1_60_100) c_u_tangent(13)_ -9191.4124720932268
     y(1_60_100) c_u_tangent(14)_ -5037.910538438161
     y(1_60_100) c_u_tangent(15)_ -2761.3321315267003
     y(1_60_100) c_u_tangent(16)_ -1513.5153914356035
     y(1_60_100) c_u_tangent(17)_ -829.57381836061802
     y(1_60_100) c_u_tangent(18)_ -454.69819732500343
     y(1_60_100) c_u_tangent(19)_ -249.22489846555482
     y(1_60_100) c_u_tangent(20)_ -136.60280683006479
     y(1_60_100) c_u_tangent(21)_ -74.873445425160924
     y(1_60_100) c_u_tangent(22)_ -41.038928554436744
     y(1_60_100) c_u_tangent(23)_ -22.493871456464277
     y(1_60_100) c_u_order(0)_ -26
     y(1_70_30) c_e_one_pair(1)_ 1
     y(1_70_30) c_u_only_chosen(1_70_30)_ -125
     y(1_70_30) c_u_only_chosen(5_70_30)_ -63
     y(1_70_30) c_u_tangent(0)_ -26.30007784093689
     y(1_70_30) c_u_tangent(1)_ -23.338051621315405
     y(1_70_30) c_u_tangent(2)_ -20.709621346876588
     y(1_70_30) c_u_tangent(3)_ -18.377216028577489
     y(1_70_30) c_u_tangent(4)_ -16.307496081377685
     y(1_70_30) c_u_tangent(5)_ -14.47087676558882
     y(1_70_30) c_u_tangent(6)_ -12.841105300279024
     y(1_70_30) c_u_tangent(7)_ -11.394885603957698
     y(1_70_30) c_u_tangent(8)_ -10.111545298554717
     y(1_70_30) c_u_tangent(9)_ -8.9727402168225865
     y(1_70_30) c_u_tangent(10)_ -7.962192189367248
     y(1_70_30) c_u_tangent(11)_ -7.0654563632146097
     y(1_70_30) c_u_tangent(12)_ -15149.858220682851
     y(1_70_30) c_u_tangent(13)_ -8303.797769663186
     y(1_70_30) c_u_tangent(14)_ -4551.3995177411889
     y(1_70_30) c_u_tangent(15)_ -2494.6702875851674
     y(1_70_30) c_u_tangent(16)_ -1367.3552100846675
     y(1_70_30) c_u_tangent(17)_ -749.46187472153326
     y(1_70_30) c_u_tangent(18)_ -410.78799240932796
     y(1_70_30) c_u_tangent(19)_ -225.15725002073623
     y(1_70_30) c_u_tangent(20)_ -123.41107377448547
     y(1_70_30) c_u_tangent(21)_ -67.64291680045315
     y(1_70_30) c_u_tangent(22)_ -37.075799223934794
     y(1_70_30) c_u_tangent(23)_ -20.321638289913526
     y(1_70_30) c_u_order(0)_ -27
     y(1_70_40) c_e_one_pair(1)_ 1
     y(1_70_40) c_u_only_chosen(1_70_40)_ -125
     y(1_70_40) c_u_only_chosen(5_70_40)_ -63
     y(1_70_40) c_u_tangent(0)_ -26.30007784093689
     y(1_70_40) c_u_tangent(1)_ -23.338051621315405
     y(1_70_40) c_u_tangent(2)_ -20.709621346876588
     y(1_70_40) c_u_tangent(3)_ -18.377216028577489
     y(1_70_40) c_u_tangent(4)_ -16.307496081377685
     y(1_70_40) c_u_tangent(5)_ -14.47087676558882
     y(1_70_40) c_u_tangent(6)_ -12.841105300279024
     y(1_70_40) c_u_tangent(7)_ -11.394885603957698
     y(1_70_40) c_u_tangent(8)_ -10.111545298554717
     y(1_70_40) c_u_tangent(9)_ -8.9727402168225865
     y(1_70_40) c_u_tangent(10)_ -7.962192189367248
     y(1_70_40) c_u_tangent(11)_ -7.0654563632146097
     y(1_70_40) c_u_tangent(12)_ -15263.735052052612
     y(1_70_40) c_u_tangent(13)_ -8366.2148672076091
     y(1_70_40) c_u_tangent(14)_ -4585.6109900750116
     y(1_70_40) c_u_tangent(15)_ -2513.4219579654655
     y(1_70_40) c_u_tangent(16)_ -1377.6331992521702
     y(1_70_40) c_u_tangent(17)_ -755.09534945657822
     y(1_70_40) c_u_tangent(18)_ -413.87575958568715
     y(1_70_40) c_u_tangent(19)_ -226.84968791809465
     y(1_70_40) c_u_tangent(20)_ -124.33871691362667
     y(1_70_40) c_u_tangent(21)_ -68.151367831323384
     y(1_70_40) c_u_tangent(22)_ -37.354486619857688
     y(1_70_40) c_u_tangent(23)_ -20.474389803689309
     y(1_70_40) c_u_order(0)_ -28
     y(1_70_50) c_e_one_pair(1)_ 1
     y(1_70_50) c_u_only_chosen(1_70_50)_ -125
     y(1_70_50) c_u_only_chosen(5_70_50)_ -63
     y(1_70_50) c_u_tangent(0)_ -26.30007784093689
     y(1_70_50) c_u_tangent(1)_ -23.338051621315405
     y(1_70_50) c_u_tangent(2)_ -20.709621346876588
     y(1_70_50) c_u_tangent(3)_ -18.377216028577489
     y(1_70_50) c_u_tangent(4)_ -16.307496081377685
     y(1_70_50) c_u_tangent(5)_ -14.47087676558882
     y(1_70_50) c_u_tangent(6)_ -12.841105300279024
     y(1_70_50) c_u_tangent(7)_ -11.394885603957698
     y(1_70_50) c_u_tangent(8)_ -10.111545298554717
     y(1_70_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_70_50) c_u_tangent(10)_ -7.962192189367248
     y(1_70_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_70_50) c_u_tangent(12)_ -15377.611883422385
     y(1_70_50) c_u_tangent(13)_ -8428.6319647520377
     y(1_70_50) c_u_tangent(14)_ -4619.8224624088371
     y(1_70_50) c_u_tangent(15)_ -2532.1736283457649
     y(1_70_50) c_u_tangent(16)_ -1387.9111884196734
     y(1_70_50) c_u_tangent(17)_ -760.72882419162363
     y(1_70_50) c_u_tangent(18)_ -416.96352676204657
     y(1_70_50) c_u_tangent(19)_ -228.54212581545323
     y(1_70_50) c_u_tangent(20)_ -125.26636005276795
     y(1_70_50) c_u_tangent(21)_ -68.65981886219366
     y(1_70_50) c_u_tangent(22)_ -37.633174015780611
     y(1_70_50) c_u_tangent(23)_ -20.627141317465103
     y(1_70_50) c_u_order(0)_ -29
     y(1_70_60) c_e_one_pair(1)_ 1
     y(1_70_60) c_u_only_chosen(1_70_60)_ -125
     y(1_70_60) c_u_only_chosen(5_70_60)_ -63
     y(1_70_60) c_u_tangent(0)_ -26.27147433749299
     y(1_70_60) c_u_tangent(1)_ -23.312669565643873
     y(1_70_60) c_u_tangent(2)_ -20.687097925877612
     y(1_70_60) c_u_tangent(3)_ -18.357229290700062
     y(1_70_60) c_u_tangent(4)_ -16.28976033461883
     y(1_70_60) c_u_tangent(5)_ -14.455138493789619
     y(1_70_60) c_u_tangent(6)_ -12.827139539344723
     y(1_70_60) c_u_tangent(7)_ -11.382492726203234
     y(1_70_60) c_u_tangent(8)_ -10.100548159210886
     y(1_70_60) c_u_tangent(9)_ -8.9629816219147944
     y(1_70_60) c_u_tangent(10)_ -7.9535326487724642
     y(1_70_60) c_u_tangent(11)_ -7.0577720967785851
     y(1_70_60) c_u_tangent(12)_ -15491.488714792153
     y(1_70_60) c_u_tangent(13)_ -8491.0490622964644
     y(1_70_60) c_u_tangent(14)_ -4654.0339347426616
     y(1_70_60) c_u_tangent(15)_ -2550.9252987260638
     y(1_70_60) c_u_tangent(16)_ -1398.1891775871766
     y(1_70_60) c_u_tangent(17)_ -766.36229892666881
     y(1_70_60) c_u_tangent(18)_ -420.05129393840593
     y(1_70_60) c_u_tangent(19)_ -230.23456371281173
     y(1_70_60) c_u_tangent(20)_ -126.19400319190919
     y(1_70_60) c_u_tangent(21)_ -69.168269893063908
     y(1_70_60) c_u_tangent(22)_ -37.911861411703519
     y(1_70_60) c_u_tangent(23)_ -20.779892831240893
     y(1_70_60) c_u_order(0)_ -30
     y(1_70_70) c_e_one_pair(1)_ 1
     y(1_70_70) c_u_only_chosen(1_70_70)_ -125
     y(1_70_70) c_u_only_chosen(5_70_70)_ -63
     y(1_70_70) c_u_tangent(0)_ -24.474674213201084
     y(1_70_70) c_u_tangent(1)_ -21.718232685740837
     y(1_70_70) c_u_tangent(2)_ -19.272233284215375
     y(1_70_70) c_u_tangent(3)_ -17.101712700825555
     y(1_70_70) c_u_tangent(4)_ -15.175645343662383
     y(1_70_70) c_u_tangent(5)_ -13.466499854456353
     y(1_70_70) c_u_tangent(6)_ -11.949845573177326
     y(1_70_70) c_u_tangent(7)_ -10.604003324258791
     y(1_70_70) c_u_tangent(8)_ -9.409735532757491
     y(1_70_70) c_u_tangent(9)_ -8.3499712409443223
     y(1_70_70) c_u_tangent(10)_ -7.4095620946921015
     y(1_70_70) c_u_tangent(11)_ -6.5750658117103882
     y(1_70_70) c_u_tangent(12)_ -15605.36554616192
     y(1_70_70) c_u_tangent(13)_ -8553.4661598408893
     y(1_70_70) c_u_tangent(14)_ -4688.2454070764861
     y(1_70_70) c_u_tangent(15)_ -2569.6769691063623
     y(1_70_70) c_u_tangent(16)_ -1408.4671667546795
     y(1_70_70) c_u_tangent(17)_ -771.99577366171411
     y(1_70_70) c_u_tangent(18)_ -423.1390611147653
     y(1_70_70) c_u_tangent(19)_ -231.92700161017024
     y(1_70_70) c_u_tangent(20)_ -127.12164633105043
     y(1_70_70) c_u_tangent(21)_ -69.67672092393417
     y(1_70_70) c_u_tangent(22)_ -38.190548807626428
     y(1_70_70) c_u_tangent(23)_ -20.932644345016683
     y(1_70_70) c_u_order(0)_ -31
     y(1_70_80) c_e_one_pair(1)_ 1
     y(1_70_80) c_u_only_chosen(1_70_80)_ -125
     y(1_70_80) c_u_only_chosen(5_70_80)_ -63
     y(1_70_80) c_u_tangent(0)_ -21.136378691733096
     y(1_70_80) c_u_tangent(1)_ -18.755910152764997
     y(1_70_80) c_u_tangent(2)_ -16.643540068487873
     y(1_70_80) c_u_tangent(3)_ -14.76907405479999
     y(1_70_80) c_u_tangent(4)_ -13.105718347093442
     y(1_70_80) c_u_tangent(5)_ -11.629696808075733
     y(1_70_80) c_u_tangent(6)_ -10.319911069793619
     y(1_70_80) c_u_tangent(7)_ -9.1576389519023564
     y(1_70_80) c_u_tangent(8)_ -8.1262668453475744
     y(1_70_80) c_u_tangent(9)_ -7.2110522361309322
     y(1_70_80) c_u_tangent(10)_ -6.3989129746556861
     y(1_70_80) c_u_tangent(11)_ -5.6782402784515638
     y(1_70_80) c_u_tangent(12)_ -15719.242377531687
     y(1_70_80) c_u_tangent(13)_ -8615.883257385316
     y(1_70_80) c_u_tangent(14)_ -4722.4568794103106
     y(1_70_80) c_u_tangent(15)_ -2588.4286394866613
     y(1_70_80) c_u_tangent(16)_ -1418.7451559221824
     y(1_70_80) c_u_tangent(17)_ -777.62924839675929
     y(1_70_80) c_u_tangent(18)_ -426.22682829112466
     y(1_70_80) c_u_tangent(19)_ -233.61943950752874
     y(1_70_80) c_u_tangent(20)_ -128.04928947019167
     y(1_70_80) c_u_tangent(21)_ -70.185171954804417
     y(1_70_80) c_u_tangent(22)_ -38.469236203549336
     y(1_70_80) c_u_tangent(23)_ -21.08539585879247
     y(1_70_80) c_u_order(0)_ -32
     y(1_70_90) c_e_one_pair(1)_ 1
     y(1_70_90) c_u_only_chosen(1_70_90)_ -125
     y(1_70_90) c_u_only_chosen(5_70_90)_ -63
     y(1_70_90) c_u_tangent(0)_ -15.878268355967409
     y(1_70_90) c_u_tangent(1)_ -14.089990485574376
     y(1_70_90) c_u_tangent(2)_ -12.503116047220932
     y(1_70_90) c_u_tangent(3)_ -11.094962132893226
     y(1_70_90) c_u_tangent(4)_ -9.8454004798024499
     y(1_70_90) c_u_tangent(5)_ -8.7365697554136119
     y(1_70_90) c_u_tangent(6)_ -7.7526202461537057
     y(1_70_90) c_u_tangent(7)_ -6.8794873003594414
     y(1_70_90) c_u_tangent(8)_ -6.1046902870403423
     y(1_70_90) c_u_tangent(9)_ -5.4171541967578811
     y(1_70_90) c_u_tangent(10)_ -4.8070513345696302
     y(1_70_90) c_u_tangent(11)_ -4.2656608421848929
     y(1_70_90) c_u_tangent(12)_ -15833.119208901455
     y(1_70_90) c_u_tangent(13)_ -8678.3003549297428
     y(1_70_90) c_u_tangent(14)_ -4756.6683517441352
     y(1_70_90) c_u_tangent(15)_ -2607.1803098669602
     y(1_70_90) c_u_tangent(16)_ -1429.0231450896856
     y(1_70_90) c_u_tangent(17)_ -783.26272313180448
     y(1_70_90) c_u_tangent(18)_ -429.31459546748403
     y(1_70_90) c_u_tangent(19)_ -235.31187740488724
     y(1_70_90) c_u_tangent(20)_ -128.97693260933292
     y(1_70_90) c_u_tangent(21)_ -70.693622985674679
     y(1_70_90) c_u_tangent(22)_ -38.747923599472244
     y(1_70_90) c_u_tangent(23)_ -21.23814737256826
     y(1_70_90) c_u_order(0)_ -33
     y(1_70_100) c_e_one_pair(1)_ 1
     y(1_70_100) c_u_only_chosen(1_70_100)_ -125
     y(1_70_100) c_u_only_chosen(5_70_100)_ -63
     y(1_70_100) c_u_tangent(0)_ -6.7426427244232832
     y(1_70_100) c_u_tangent(1)_ -5.983257727159323
     y(1_70_100) c_u_tangent(2)_ -5.3093978863715874
     y(1_70_100) c_u_tangent(3)_ -4.7114309965034256
     y(1_70_100) c_u_tangent(4)_ -4.1808096718068688
     y(1_70_100) c_u_tangent(5)_ -3.709949169338564
     y(1_70_100) c_u_tangent(6)_ -3.2921189720476987
     y(1_70_100) c_u_tangent(7)_ -2.9213465822359712
     y(1_70_100) c_u_tangent(8)_ -2.5923321502058219
     y(1_70_100) c_u_tangent(9)_ -2.300372717792071
     y(1_70_100) c_u_tangent(10)_ -2.0412949939080671
     y(1_70_100) c_u_tangent(11)_ -1.8113957011947042
     y(1_70_100) c_u_tangent(12)_ -15946.99604027122
     y(1_70_100) c_u_tangent(13)_ -8740.7174524741677
     y(1_70_100) c_u_tangent(14)_ -4790.8798240779588
     y(1_70_100) c_u_tangent(15)_ -2625.9319802472587
     y(1_70_100) c_u_tangent(16)_ -1439.3011342571883
     y(1_70_100) c_u_tangent(17)_ -788.89619786684966
     y(1_70_100) c_u_tangent(18)_ -432.40236264384333
     y(1_70_100) c_u_tangent(19)_ -237.00431530224574
     y(1_70_100) c_u_tangent(20)_ -129.90457574847414
     y(1_70_100) c_u_tangent(21)_ -71.202074016544927
     y(1_70_100) c_u_tangent(22)_ -39.026610995395153
     y(1_70_100) c_u_tangent(23)_ -21.390898886344047
     y(1_70_100) c_u_order(0)_ -34
     y(1_80_20) c_e_one_pair(1)_ 1
     y(1_80_20) c_u_only_chosen(1_80_20)_ -125
     y(1_80_20) c_u_only_chosen(5_80_20)_ -63
     y(1_80_20) c_u_tangent(0)_ -26.30007784093689
     y(1_80_20) c_u_tangent(1)_ -23.338051621315405
     y(1_80_20) c_u_tangent(2)_ -20.709621346876588
     y(1_80_20) c_u_tangent(3)_ -18.377216028577489
     y(1_80_20) c_u_tangent(4)_ -16.307496081377685
     y(1_80_20) c_u_tangent(5)_ -14.47087676558882
     y(1_80_20) c_u_tangent(6)_ -12.841105300279024
     y(1_80_20) c_u_tangent(7)_ -11.394885603957698
     y(1_80_20) c_u_tangent(8)_ -10.111545298554717
     y(1_80_20) c_u_tangent(9)_ -8.9727402168225865
     y(1_80_20) c_u_tangent(10)_ -7.962192189367248
     y(1_80_20) c_u_tangent(11)_ -7.0654563632146097
     y(1_80_20) c_u_tangent(12)_ -11810.5942295772
     y(1_80_20) c_u_tangent(13)_ -6473.5118040952602
     y(1_80_20) c_u_tangent(14)_ -3548.2003922219965
     y(1_80_20) c_u_tangent(15)_ -1944.8062202342549
     y(1_80_20) c_u_tangent(16)_ -1065.9688901880957
     y(1_80_20) c_u_tangent(17)_ -584.26884027138328
     y(1_80_20) c_u_tangent(18)_ -320.2439403759999
     y(1_80_20) c_u_tangent(19)_ -175.52909598929025
     y(1_80_20) c_u_tangent(20)_ -96.209356850414636
     y(1_80_20) c_u_tangent(21)_ -52.733367612940839
     y(1_80_20) c_u_tangent(22)_ -28.903717380889798
     y(1_80_20) c_u_tangent(23)_ -15.842433666787789
     y(1_80_20) c_u_order(0)_ -35
     y(1_80_30) c_e_one_pair(1)_ 1
     y(1_80_30) c_u_only_chosen(1_80_30)_ -125
     y(1_80_30) c_u_only_chosen(5_80_30)_ -63
     y(1_80_30) c_u_tangent(0)_ -26.30007784093689
     y(1_80_30) c_u_tangent(1)_ -23.338051621315405
     y(1_80_30) c_u_tangent(2)_ -20.709621346876588
     y(1_80_30) c_u_tangent(3)_ -18.377216028577489
     y(1_80_30) c_u_tangent(4)_ -16.307496081377685
     y(1_80_30) c_u_tangent(5)_ -14.47087676558882
     y(1_80_30) c_u_tangent(6)_ -12.841105300279024
     y(1_80_30) c_u_tangent(7)_ -11.394885603957698
     y(1_80_30) c_u_tangent(8)_ -10.111545298554717
     y(1_80_30) c_u_tangent(9)_ -8.9727402168225865
     y(1_80_30) c_u_tangent(10)_ -7.962192189367248
     y(1_80_30) c_u_tangent(11)_ -7.0654563632146097
     y(1_80_30) c_u_tangent(12)_ -12143.840502178382
     y(1_80_30) c_u_tangent(13)_ -6656.1676161078385
     y(1_80_30) c_u_tangent(14)_ -3648.3159776164125
     y(1_80_30) c_u_tangent(15)_ -1999.680633089929
     y(1_80_30) c_u_tangent(16)_ -1096.0461371461192
     y(1_80_30) c_u_tangent(17)_ -600.7544979303226
     y(1_80_30) c_u_tangent(18)_ -329.2799039675827
     y(1_80_30) c_u_tangent(19)_ -180.48180334968697
     y(1_80_30) c_u_tangent(20)_ -98.923988217519479
     y(1_80_30) c_u_tangent(21)_ -54.221285820706541
     y(1_80_30) c_u_tangent(22)_ -29.719261111735957
     y(1_80_30) c_u_tangent(23)_ -16.28944182452868
     y(1_80_30) c_u_order(0)_ -36
     y(1_80_40) c_e_one_pair(1)_ 1
     y(1_80_40) c_u_only_chosen(1_80_40)_ -125
     y(1_80_40) c_u_only_chosen(5_80_40)_ -63
     y(1_80_40) c_u_tangent(0)_ -26.30007784093689
     y(1_80_40) c_u_tangent(1)_ -23.338051621315405
     y(1_80_40) c_u_tangent(2)_ -20.709621346876588
     y(1_80_40) c_u_tangent(3)_ -18.377216028577489
     y(1_80_40) c_u_tangent(4)_ -16.307496081377685
     y(1_80_40) c_u_tangent(5)_ -14.47087676558882
     y(1_80_40) c_u_tangent(6)_ -12.841105300279024
     y(1_80_40) c_u_tangent(7)_ -11.394885603957698
     y(1_80_40) c_u_tangent(8)_ -10.111545298554717
     y(1_80_40) c_u_tangent(9)_ -8.9727402168225865
     y(1_80_40) c_u_tangent(10)_ -7.962192189367248
     y(1_80_40) c_u_tangent(11)_ -7.0654563632146097
     y(1_80_40) c_u_tangent(12)_ -12477.086774779564
     y(1_80_40) c_u_tangent(13)_ -6838.8234281204177
     y(1_80_40) c_u_tangent(14)_ -3748.4315630108285
     y(1_80_40) c_u_tangent(15)_ -2054.5550459456026
     y(1_80_40) c_u_tangent(16)_ -1126.1233841041428
     y(1_80_40) c_u_tangent(17)_ -617.24015558926192
     y(1_80_40) c_u_tangent(18)_ -338.31586755916544
     y(1_80_40) c_u_tangent(19)_ -185.43451071008371
     y(1_80_40) c_u_tangent(20)_ -101.63861958462432
     y(1_80_40) c_u_tangent(21)_ -55.709204028472236
     y(1_80_40) c_u_tangent(22)_ -30.534804842582119
     y(1_80_40) c_u_tangent(23)_ -16.736449982269573
     y(1_80_40) c_u_order(0)_ -37
     y(1_80_50) c_e_one_pair(1)_ 1
     y(1_80_50) c_u_only_chosen(1_80_50)_ -125
     y(1_80_50) c_u_only_chosen(5_80_50)_ -63
     y(1_80_50) c_u_tangent(0)_ -26.30007784093689
     y(1_80_50) c_u_tangent(1)_ -23.338051621315405
     y(1_80_50) c_u_tangent(2)_ -20.709621346876588
     y(1_80_50) c_u_tangent(3)_ -18.377216028577489
     y(1_80_50) c_u_tangent(4)_ -16.307496081377685
     y(1_80_50) c_u_tangent(5)_ -14.47087676558882
     y(1_80_50) c_u_tangent(6)_ -12.841105300279024
     y(1_80_50) c_u_tangent(7)_ -11.394885603957698
     y(1_80_50) c_u_tangent(8)_ -10.111545298554717
     y(1_80_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_80_50) c_u_tangent(10)_ -7.962192189367248
     y(1_80_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_80_50) c_u_tangent(12)_ -12810.333047380755
     y(1_80_50) c_u_tangent(13)_ -7021.4792401330005
     y(1_80_50) c_u_tangent(14)_ -3848.5471484052468
     y(1_80_50) c_u_tangent(15)_ -2109.4294588012781
     y(1_80_50) c_u_tangent(16)_ -1156.2006310621671
     y(1_80_50) c_u_tangent(17)_ -633.72581324820158
     y(1_80_50) c_u_tangent(18)_ -347.35183115074847
     y(1_80_50) c_u_tangent(19)_ -190.38721807048054
     y(1_80_50) c_u_tangent(20)_ -104.35325095172922
     y(1_80_50) c_u_tangent(21)_ -57.197122236237973
     y(1_80_50) c_u_tangent(22)_ -31.350348573428299
     y(1_80_50) c_u_tangent(23)_ -17.183458140010476
     y(1_80_50) c_u_order(0)_ -38
     y(1_80_60) c_e_one_pair(1)_ 1
     y(1_80_60) c_u_only_chosen(1_80_60)_ -125
     y(1_80_60) c_u_only_chosen(5_80_60)_ -63
     y(1_80_60) c_u_tangent(0)_ -26.30007784093689
     y(1_80_60) c_u_tangent(1)_ -23.338051621315405
     y(1_80_60) c_u_tangent(2)_ -20.709621346876588
     y(1_80_60) c_u_tangent(3)_ -18.377216028577489
     y(1_80_60) c_u_tangent(4)_ -16.307496081377685
     y(1_80_60) c_u_tangent(5)_ -14.47087676558882
     y(1_80_60) c_u_tangent(6)_ -12.841105300279024
     y(1_80_60) c_u_tangent(7)_ -11.394885603957698
     y(1_80_60) c_u_tangent(8)_ -10.111545298554717
     y(1_80_60) c_u_tangent(9)_ -8.9727402168225865
     y(1_80_60) c_u_tangent(10)_ -7.962192189367248
     y(1_80_60) c_u_tangent(11)_ -7.0654563632146097
     y(1_80_60) c_u_tangent(12)_ -13143.579319981942
     y(1_80_60) c_u_tangent(13)_ -7204.1350521455824
     y(1_80_60) c_u_tangent(14)_ -3948.6627337996647
     y(1_80_60) c_u_tangent(15)_ -2164.3038716569527
     y(1_80_60) c_u_tangent(16)_ -1186.2778780201911
     y(1_80_60) c_u_tangent(17)_ -650.21147090714123
     y(1_80_60) c_u_tangent(18)_ -356.38779474233138
     y(1_80_60) c_u_tangent(19)_ -195.33992543087734
     y(1_80_60) c_u_tangent(20)_ -107.06788231883411
     y(1_80_60) c_u_tangent(21)_ -58.685040444003704
     y(1_80_60) c_u_tangent(22)_ -32.165892304274472
     y(1_80_60) c_u_tangent(23)_ -17.630466297751376
     y(1_80_60) c_u_order(0)_ -39
     y(1_80_70) c_e_one_pair(1)_ 1
     y(1_80_70) c_u_only_chosen(1_80_70)_ -125
     y(1_80_70) c_u_only_chosen(5_80_70)_ -63
     y(1_80_70) c_u_tangent(0)_ -24.653272935541953
     y(1_80_70) c_u_tangent(1)_ -21.876716863114801
     y(1_80_70) c_u_tangent(2)_ -19.412868301917037
     y(1_80_70) c_u_tangent(3)_ -17.226508806857503
     y(1_80_70) c_u_tangent(4)_ -15.286386383378218
     y(1_80_70) c_u_tangent(5)_ -13.564768768986465
     y(1_80_70) c_u_tangent(6)_ -12.037047026113887
     y(1_80_70) c_u_tangent(7)_ -10.681383780027613
     y(1_80_70) c_u_tangent(8)_ -9.4784010736785422
     y(1_80_70) c_u_tangent(9)_ -8.4109033776593947
     y(1_80_70) c_u_tangent(10)_ -7.4636317959551128
     y(1_80_70) c_u_tangent(11)_ -6.623045954083242
     y(1_80_70) c_u_tangent(12)_ -13476.825592583124
     y(1_80_70) c_u_tangent(13)_ -7386.7908641581607
     y(1_80_70) c_u_tangent(14)_ -4048.7783191940807
     y(1_80_70) c_u_tangent(15)_ -2219.1782845126268
     y(1_80_70) c_u_tangent(16)_ -1216.3551249782147
     y(1_80_70) c_u_tangent(17)_ -666.69712856608055
     y(1_80_70) c_u_tangent(18)_ -365.42375833391418
     y(1_80_70) c_u_tangent(19)_ -200.29263279127409
     y(1_80_70) c_u_tangent(20)_ -109.78251368593895
     y(1_80_70) c_u_tangent(21)_ -60.172958651769399
     y(1_80_70) c_u_tangent(22)_ -32.981436035120637
     y(1_80_70) c_u_tangent(23)_ -18.077474455492265
     y(1_80_70) c_u_order(0)_ -40
     y(1_80_80) c_e_one_pair(1)_ 1
     y(1_80_80) c_u_only_chosen(1_80_80)_ -125
     y(1_80_80) c_u_only_chosen(5_80_80)_ -63
     y(1_80_80) c_u_tangent(0)_ -21.659025465405342
     y(1_80_80) c_u_tangent(1)_ -19.219694231939506
     y(1_80_80) c_u_tangent(2)_ -17.055090819264411
     y(1_80_80) c_u_tangent(3)_ -15.134274215974562
     y(1_80_80) c_u_tangent(4)_ -13.429788118489268
     y(1_80_80) c_u_tangent(5)_ -11.917268468490038
     y(1_80_80) c_u_tangent(6)_ -10.575095191155038
     y(1_80_80) c_u_tangent(7)_ -9.3840831561093463
     y(1_80_80) c_u_tangent(8)_ -8.3272079436626711
     y(1_80_80) c_u_tangent(9)_ -7.3893624964154885
     y(1_80_80) c_u_tangent(10)_ -6.5571411777925528
     y(1_80_80) c_u_tangent(11)_ -5.8186481508194658
     y(1_80_80) c_u_tangent(12)_ -13810.071865184309
     y(1_80_80) c_u_tangent(13)_ -7569.4466761707408
     y(1_80_80) c_u_tangent(14)_ -4148.8939045884972
     y(1_80_80) c_u_tangent(15)_ -2274.0526973683009
     y(1_80_80) c_u_tangent(16)_ -1246.4323719362385
     y(1_80_80) c_u_tangent(17)_ -683.18278622501998
     y(1_80_80) c_u_tangent(18)_ -374.45972192549698
     y(1_80_80) c_u_tangent(19)_ -205.24534015167083
     y(1_80_80) c_u_tangent(20)_ -112.49714505304381
     y(1_80_80) c_u_tangent(21)_ -61.660876859535108
     y(1_80_80) c_u_tangent(22)_ -33.796979765966803
     y(1_80_80) c_u_tangent(23)_ -18.524482613233161
     y(1_80_80) c_u_order(0)_ -41
     y(1_80_90) c_e_one_pair(1)_ 1
     y(1_80_90) c_u_only_chosen(1_80_90)_ -125
     y(1_80_90) c_u_only_chosen(5_80_90)_ -63
     y(1_80_90) c_u_tangent(0)_ -16.400915129639657
     y(1_80_90) c_u_tangent(1)_ -14.553774564748887
     y(1_80_90) c_u_tangent(2)_ -12.914666797997469
     y(1_80_90) c_u_tangent(3)_ -11.460162294067798
     y(1_80_90) c_u_tangent(4)_ -10.169470251198277
     y(1_80_90) c_u_tangent(5)_ -9.0241414158279163
     y(1_80_90) c_u_tangent(6)_ -8.007804367515126
     y(1_80_90) c_u_tangent(7)_ -7.1059315045664313
     y(1_80_90) c_u_tangent(8)_ -6.3056313853554391
     y(1_80_90) c_u_tangent(9)_ -5.5954644570424374
     y(1_80_90) c_u_tangent(10)_ -4.9652795377064969
     y(1_80_90) c_u_tangent(11)_ -4.4060687145527959
     y(1_80_90) c_u_tangent(12)_ -14143.318137785489
     y(1_80_90) c_u_tangent(13)_ -7752.1024881833182
     y(1_80_90) c_u_tangent(14)_ -4249.0094899829128
     y(1_80_90) c_u_tangent(15)_ -2328.9271102239745
     y(1_80_90) c_u_tangent(16)_ -1276.5096188942618
     y(1_80_90) c_u_tangent(17)_ -699.66844388395918
     y(1_80_90) c_u_tangent(18)_ -383.49568551707972
     y(1_80_90) c_u_tangent(19)_ -210.19804751206755
     y(1_80_90) c_u_tangent(20)_ -115.21177642014862
     y(1_80_90) c_u_tangent(21)_ -63.148795067300803
     y(1_80_90) c_u_tangent(22)_ -34.612523496812955
     y(1_80_90) c_u_tangent(23)_ -18.97149077097405
     y(1_80_90) c_u_order(0)_ -42
     y(1_80_100) c_e_one_pair(1)_ 1
     y(1_80_100) c_u_only_chosen(1_80_100)_ -125
     y(1_80_100) c_u_only_chosen(5_80_100)_ -63
     y(1_80_100) c_u_tangent(0)_ -7.7058773993409018
     y(1_80_100) c_u_tangent(1)_ -6.8380088310392315
     y(1_80_100) c_u_tangent(2)_ -6.0678832987103908
     y(1_80_100) c_u_tangent(3)_ -5.3844925674324911
     y(1_80_100) c_u_tangent(4)_ -4.778068196350711
     y(1_80_100) c_u_tangent(5)_ -4.2399419078155054
     y(1_80_100) c_u_tangent(6)_ -3.7624216823402303
     y(1_80_100) c_u_tangent(7)_ -3.3386818082696843
     y(1_80_100) c_u_tangent(8)_ -2.9626653145209416
     y(1_80_100) c_u_tangent(9)_ -2.6289973917623688
     y(1_80_100) c_u_tangent(10)_ -2.3329085644663645
     y(1_80_100) c_u_tangent(11)_ -2.070166515651092
     y(1_80_100) c_u_tangent(12)_ -14476.564410386676
     y(1_80_100) c_u_tangent(13)_ -7934.7583001959001
     y(1_80_100) c_u_tangent(14)_ -4349.1250753773302
     y(1_80_100) c_u_tangent(15)_ -2383.8015230796495
     y(1_80_100) c_u_tangent(16)_ -1306.5868658522861
     y(1_80_100) c_u_tangent(17)_ -716.15410154289884
     y(1_80_100) c_u_tangent(18)_ -392.53164910866263
     y(1_80_100) c_u_tangent(19)_ -215.15075487246435
     y(1_80_100) c_u_tangent(20)_ -117.92640778725351
     y(1_80_100) c_u_tangent(21)_ -64.636713275066526
     y(1_80_100) c_u_tangent(22)_ -35.428067227659135
     y(1_80_100) c_u_tangent(23)_ -19.41849892871495
     y(1_80_100) c_u_order(0)_ -43
     y(1_90_10) c_e_one_pair(1)_ 1
     y(1_90_10) c_u_only_chosen(1_90_10)_ -125
     y(1_90_10) c_u_only_chosen(5_90_10)_ -63
     y(1_90_10) c_u_tangent(0)_ -26.30007784093689
     y(1_90_10) c_u_tangent(1)_ -23.338051621315405
     y(1_90_10) c_u_tangent(2)_ -20.709621346876588
     y(1_90_10) c_u_tangent(3)_ -18.377216028577489
     y(1_90_10) c_u_tangent(4)_ -16.307496081377685
     y(1_90_10) c_u_tangent(5)_ -14.47087676558882
     y(1_90_10) c_u_tangent(6)_ -12.841105300279024
     y(1_90_10) c_u_tangent(7)_ -11.394885603957698
     y(1_90_10) c_u_tangent(8)_ -10.111545298554717
     y(1_90_10) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_10) c_u_tangent(10)_ -7.962192189367248
     y(1_90_10) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_10) c_u_tangent(12)_ -6793.0620707928847
     y(1_90_10) c_u_tangent(13)_ -3723.3492783202464
     y(1_90_10) c_u_tangent(14)_ -2040.807180015915
     y(1_90_10) c_u_tangent(15)_ -1118.5880331601513
     y(1_90_10) c_u_tangent(16)_ -613.10994991664882
     y(1_90_10) c_u_tangent(17)_ -336.05205807970282
     y(1_90_10) c_u_tangent(18)_ -184.19369275438567
     y(1_90_10) c_u_tangent(19)_ -100.95851411941162
     y(1_90_10) c_u_tangent(20)_ -55.336431018790961
     y(1_90_10) c_u_tangent(21)_ -30.330484007278443
     y(1_90_10) c_u_tangent(22)_ -16.624459568116784
     y(1_90_10) c_u_tangent(23)_ -9.1120423882991162
     y(1_90_10) c_u_order(0)_ -44
     y(1_90_20) c_e_one_pair(1)_ 1
     y(1_90_20) c_u_only_chosen(1_90_20)_ -125
     y(1_90_20) c_u_only_chosen(5_90_20)_ -63
     y(1_90_20) c_u_tangent(0)_ -26.30007784093689
     y(1_90_20) c_u_tangent(1)_ -23.338051621315405
     y(1_90_20) c_u_tangent(2)_ -20.709621346876588
     y(1_90_20) c_u_tangent(3)_ -18.377216028577489
     y(1_90_20) c_u_tangent(4)_ -16.307496081377685
     y(1_90_20) c_u_tangent(5)_ -14.47087676558882
     y(1_90_20) c_u_tangent(6)_ -12.841105300279024
     y(1_90_20) c_u_tangent(7)_ -11.394885603957698
     y(1_90_20) c_u_tangent(8)_ -10.111545298554717
     y(1_90_20) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_20) c_u_tangent(10)_ -7.962192189367248
     y(1_90_20) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_20) c_u_tangent(12)_ -7407.232828609136
     y(1_90_20) c_u_tangent(13)_ -4059.9827764466113
     y(1_90_20) c_u_tangent(14)_ -2225.3195662189346
     y(1_90_20) c_u_tangent(15)_ -1219.7212265346045
     y(1_90_20) c_u_tangent(16)_ -668.54212448546446
     y(1_90_20) c_u_tangent(17)_ -366.43502014093889
     y(1_90_20) c_u_tangent(18)_ -200.8469160997644
     y(1_90_20) c_u_tangent(19)_ -110.08632223871598
     y(1_90_20) c_u_tangent(20)_ -60.339479337719503
     y(1_90_20) c_u_tangent(21)_ -33.072707787004575
     y(1_90_20) c_u_tangent(22)_ -18.127501469520194
     y(1_90_20) c_u_tangent(23)_ -9.935875575829856
     y(1_90_20) c_u_order(0)_ -45
     y(1_90_30) c_e_one_pair(1)_ 1
     y(1_90_30) c_u_only_chosen(1_90_30)_ -125
     y(1_90_30) c_u_only_chosen(5_90_30)_ -63
     y(1_90_30) c_u_tangent(0)_ -26.30007784093689
     y(1_90_30) c_u_tangent(1)_ -23.338051621315405
     y(1_90_30) c_u_tangent(2)_ -20.709621346876588
     y(1_90_30) c_u_tangent(3)_ -18.377216028577489
     y(1_90_30) c_u_tangent(4)_ -16.307496081377685
     y(1_90_30) c_u_tangent(5)_ -14.47087676558882
     y(1_90_30) c_u_tangent(6)_ -12.841105300279024
     y(1_90_30) c_u_tangent(7)_ -11.394885603957698
     y(1_90_30) c_u_tangent(8)_ -10.111545298554717
     y(1_90_30) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_30) c_u_tangent(10)_ -7.962192189367248
     y(1_90_30) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_30) c_u_tangent(12)_ -8021.4035864254065
     y(1_90_30) c_u_tangent(13)_ -4396.6162745729871
     y(1_90_30) c_u_tangent(14)_ -2409.8319524219601
     y(1_90_30) c_u_tangent(15)_ -1320.8544199090607
     y(1_90_30) c_u_tangent(16)_ -723.97429905428203
     y(1_90_30) c_u_tangent(17)_ -396.81798220217593
     y(1_90_30) c_u_tangent(18)_ -217.50013944514365
     y(1_90_30) c_u_tangent(19)_ -119.21413035802061
     y(1_90_30) c_u_tangent(20)_ -65.342527656648201
     y(1_90_30) c_u_tangent(21)_ -35.814931566730799
     y(1_90_30) c_u_tangent(22)_ -19.630543370923647
     y(1_90_30) c_u_tangent(23)_ -10.759708763360623
     y(1_90_30) c_u_order(0)_ -46
     y(1_90_40) c_e_one_pair(1)_ 1
     y(1_90_40) c_u_only_chosen(1_90_40)_ -125
     y(1_90_40) c_u_only_chosen(5_90_40)_ -63
     y(1_90_40) c_u_tangent(0)_ -26.30007784093689
     y(1_90_40) c_u_tangent(1)_ -23.338051621315405
     y(1_90_40) c_u_tangent(2)_ -20.709621346876588
     y(1_90_40) c_u_tangent(3)_ -18.377216028577489
     y(1_90_40) c_u_tangent(4)_ -16.307496081377685
     y(1_90_40) c_u_tangent(5)_ -14.47087676558882
     y(1_90_40) c_u_tangent(6)_ -12.841105300279024
     y(1_90_40) c_u_tangent(7)_ -11.394885603957698
     y(1_90_40) c_u_tangent(8)_ -10.111545298554717
     y(1_90_40) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_40) c_u_tangent(10)_ -7.962192189367248
     y(1_90_40) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_40) c_u_tangent(12)_ -8635.5743442416624
     y(1_90_40) c_u_tangent(13)_ -4733.2497726993543
     y(1_90_40) c_u_tangent(14)_ -2594.3443386249814
     y(1_90_40) c_u_tangent(15)_ -1421.9876132835147
     y(1_90_40) c_u_tangent(16)_ -779.40647362309812
     y(1_90_40) c_u_tangent(17)_ -427.20094426341223
     y(1_90_40) c_u_tangent(18)_ -234.15336279052249
     y(1_90_40) c_u_tangent(19)_ -128.34193847732504
     y(1_90_40) c_u_tangent(20)_ -70.345575975576779
     y(1_90_40) c_u_tangent(21)_ -38.557155346456952
     y(1_90_40) c_u_tangent(22)_ -21.133585272327068
     y(1_90_40) c_u_tangent(23)_ -11.583541950891368
     y(1_90_40) c_u_order(0)_ -47
     y(1_90_50) c_e_one_pair(1)_ 1
     y(1_90_50) c_u_only_chosen(1_90_50)_ -125
     y(1_90_50) c_u_only_chosen(5_90_50)_ -63
     y(1_90_50) c_u_tangent(0)_ -26.30007784093689
     y(1_90_50) c_u_tangent(1)_ -23.338051621315405
     y(1_90_50) c_u_tangent(2)_ -20.709621346876588
     y(1_90_50) c_u_tangent(3)_ -18.377216028577489
     y(1_90_50) c_u_tangent(4)_ -16.307496081377685
     y(1_90_50) c_u_tangent(5)_ -14.47087676558882
     y(1_90_50) c_u_tangent(6)_ -12.841105300279024
     y(1_90_50) c_u_tangent(7)_ -11.394885603957698
     y(1_90_50) c_u_tangent(8)_ -10.111545298554717
     y(1_90_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_50) c_u_tangent(10)_ -7.962192189367248
     y(1_90_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_50) c_u_tangent(12)_ -9249.7451020579319
     y(1_90_50) c_u_tangent(13)_ -5069.8832708257296
     y(1_90_50) c_u_tangent(14)_ -2778.856724828006
     y(1_90_50) c_u_tangent(15)_ -1523.1208066579707
     y(1_90_50) c_u_tangent(16)_ -834.83864819191547
     y(1_90_50) c_u_tangent(17)_ -457.58390632464915
     y(1_90_50) c_u_tangent(18)_ -250.80658613590171
     y(1_90_50) c_u_tangent(19)_ -137.46974659662965
     y(1_90_50) c_u_tangent(20)_ -75.348624294505456
     y(1_90_50) c_u_tangent(21)_ -41.299379126183162
     y(1_90_50) c_u_tangent(22)_ -22.63662717373052
     y(1_90_50) c_u_tangent(23)_ -12.407375138422132
     y(1_90_50) c_u_order(0)_ -48
     y(1_90_60) c_e_one_pair(1)_ 1
     y(1_90_60) c_u_only_chosen(1_90_60)_ -125
     y(1_90_60) c_u_only_chosen(5_90_60)_ -63
     y(1_90_60) c_u_tangent(0)_ -26.30007784093689
     y(1_90_60) c_u_tangent(1)_ -23.338051621315405
     y(1_90_60) c_u_tangent(2)_ -20.709621346876588
     y(1_90_60) c_u_tangent(3)_ -18.377216028577489
     y(1_90_60) c_u_tangent(4)_ -16.307496081377685
     y(1_90_60) c_u_tangent(5)_ -14.47087676558882
     y(1_90_60) c_u_tangent(6)_ -12.841105300279024
     y(1_90_60) c_u_tangent(7)_ -11.394885603957698
     y(1_90_60) c_u_tangent(8)_ -10.111545298554717
     y(1_90_60) c_u_tangent(9)_ -8.9727402168225865
     y(1_90_60) c_u_tangent(10)_ -7.962192189367248
     y(1_90_60) c_u_tangent(11)_ -7.0654563632146097
     y(1_90_60) c_u_tangent(12)_ -9790.9408678052332
     y(1_90_60) c_u_tangent(13)_ -5366.5184027920695
     y(1_90_60) c_u_tangent(14)_ -2941.4455828453729
     y(1_90_60) c_u_tangent(15)_ -1612.2374820030579
     y(1_90_60) c_u_tangent(16)_ -883.6844419406691
     y(1_90_60) c_u_tangent(17)_ -484.35680329041668
     y(1_90_60) c_u_tangent(18)_ -265.48109456187842
     y(1_90_60) c_u_tangent(19)_ -145.51300010854513
     y(1_90_60) c_u_tangent(20)_ -79.757216744690709
     y(1_90_60) c_u_tangent(21)_ -43.715775347319031
     y(1_90_60) c_u_tangent(22)_ -23.96107953885544
     y(1_90_60) c_u_tangent(23)_ -13.133321509361418
     y(1_90_60) c_u_order(0)_ -49
     y(1_90_70) c_e_one_pair(1)_ 1
     y(1_90_70) c_u_only_chosen(1_90_70)_ -125
     y(1_90_70) c_u_only_chosen(5_90_70)_ -63
     y(1_90_70) c_u_tangent(0)_ -24.831871657882818
     y(1_90_70) c_u_tangent(1)_ -22.035201040488765
     y(1_90_70) c_u_tangent(2)_ -19.553503319618702
     y(1_90_70) c_u_tangent(3)_ -17.35130491288945
     y(1_90_70) c_u_tangent(4)_ -15.397127423094053
     y(1_90_70) c_u_tangent(5)_ -13.663037683516576
     y(1_90_70) c_u_tangent(6)_ -12.124248479050449
     y(1_90_70) c_u_tangent(7)_ -10.758764235796434
     y(1_90_70) c_u_tangent(8)_ -9.5470666145995917
     y(1_90_70) c_u_tangent(9)_ -8.4718355143744688
     y(1_90_70) c_u_tangent(10)_ -7.5177014972181251
     y(1_90_70) c_u_tangent(11)_ -6.671026096456095
     y(1_90_70) c_u_tangent(12)_ -10124.187140406413
     y(1_90_70) c_u_tangent(13)_ -5549.1742148046469
     y(1_90_70) c_u_tangent(14)_ -3041.5611682397885
     y(1_90_70) c_u_tangent(15)_ -1667.1118948587316
     y(1_90_70) c_u_tangent(16)_ -913.76168889869246
     y(1_90_70) c_u_tangent(17)_ -500.84246094935594
     y(1_90_70) c_u_tangent(18)_ -274.51705815346111
     y(1_90_70) c_u_tangent(19)_ -150.46570746894184
     y(1_90_70) c_u_tangent(20)_ -82.471848111795524
     y(1_90_70) c_u_tangent(21)_ -45.203693555084726
     y(1_90_70) c_u_tangent(22)_ -24.776623269701595
     y(1_90_70) c_u_tangent(23)_ -13.580329667102307
     y(1_90_70) c_u_order(0)_ -50
     y(1_90_80) c_e_one_pair(1)_ 1
     y(1_90_80) c_u_only_chosen(1_90_80)_ -125
     y(1_90_80) c_u_only_chosen(5_90_80)_ -63
     y(1_90_80) c_u_tangent(0)_ -22.181672239077585
     y(1_90_80) c_u_tangent(1)_ -19.683478311114012
     y(1_90_80) c_u_tangent(2)_ -17.466641570040942
     y(1_90_80) c_u_tangent(3)_ -15.499474377149129
     y(1_90_80) c_u_tangent(4)_ -13.753857889885092
     y(1_90_80) c_u_tangent(5)_ -12.204840128904339
     y(1_90_80) c_u_tangent(6)_ -10.830279312516456
     y(1_90_80) c_u_tangent(7)_ -9.6105273603163326
     y(1_90_80) c_u_tangent(8)_ -8.5281490419777661
     y(1_90_80) c_u_tangent(9)_ -7.5676727567000421
     y(1_90_80) c_u_tangent(10)_ -6.7153693809294177
     y(1_90_80) c_u_tangent(11)_ -5.959056023187367
     y(1_90_80) c_u_tangent(12)_ -10457.433413007599
     y(1_90_80) c_u_tangent(13)_ -5731.830026817227
     y(1_90_80) c_u_tangent(14)_ -3141.6767536342049
     y(1_90_80) c_u_tangent(15)_ -1721.9863077144059
     y(1_90_80) c_u_tangent(16)_ -943.83893585671626
     y(1_90_80) c_u_tangent(17)_ -517.32811860829531
     y(1_90_80) c_u_tangent(18)_ -283.55302174504396
     y(1_90_80) c_u_tangent(19)_ -155.41841482933859
     y(1_90_80) c_u_tangent(20)_ -85.186479478900381
     y(1_90_80) c_u_tangent(21)_ -46.691611762850435
     y(1_90_80) c_u_tangent(22)_ -25.592167000547761
     y(1_90_80) c_u_tangent(23)_ -14.027337824843201
     y(1_90_80) c_u_order(0)_ -51
     y(1_90_90) c_e_one_pair(1)_ 1
     y(1_90_90) c_u_only_chosen(1_90_90)_ -125
     y(1_90_90) c_u_only_chosen(5_90_90)_ -63
     y(1_90_90) c_u_tangent(0)_ -16.923561903311914
     y(1_90_90) c_u_tangent(1)_ -15.017558643923405
     y(1_90_90) c_u_tangent(2)_ -13.326217548774014
     y(1_90_90) c_u_tangent(3)_ -11.825362455242376
     y(1_90_90) c_u_tangent(4)_ -10.493540022594109
     y(1_90_90) c_u_tangent(5)_ -9.311713076242226
     y(1_90_90) c_u_tangent(6)_ -8.2629884888765499
     y(1_90_90) c_u_tangent(7)_ -7.3323757087734247
     y(1_90_90) c_u_tangent(8)_ -6.5065724836705403
     y(1_90_90) c_u_tangent(9)_ -5.7737747173269973
     y(1_90_90) c_u_tangent(10)_ -5.1235077408433654
     y(1_90_90) c_u_tangent(11)_ -4.5464765869207007
     y(1_90_90) c_u_tangent(12)_ -10790.679685608788
     y(1_90_90) c_u_tangent(13)_ -5914.4858388298098
     y(1_90_90) c_u_tangent(14)_ -3241.7923390286232
     y(1_90_90) c_u_tangent(15)_ -1776.8607205700812
     y(1_90_90) c_u_tangent(16)_ -973.91618281474052
     y(1_90_90) c_u_tangent(17)_ -533.81377626723508
     y(1_90_90) c_u_tangent(18)_ -292.58898533662693
     y(1_90_90) c_u_tangent(19)_ -160.37112218973542
     y(1_90_90) c_u_tangent(20)_ -87.901110846005295
     y(1_90_90) c_u_tangent(21)_ -48.179529970616166
     y(1_90_90) c_u_tangent(22)_ -26.407710731393941
     y(1_90_90) c_u_tangent(23)_ -14.474345982584104
     y(1_90_90) c_u_order(0)_ -52
     y(1_90_100) c_e_one_pair(1)_ 1
     y(1_90_100) c_u_only_chosen(1_90_100)_ -125
     y(1_90_100) c_u_only_chosen(5_90_100)_ -63
     y(1_90_100) c_u_tangent(0)_ -8.6691120742585195
     y(1_90_100) c_u_tangent(1)_ -7.6927599349191391
     y(1_90_100) c_u_tangent(2)_ -6.8263687110491924
     y(1_90_100) c_u_tangent(3)_ -6.0575541383615557
     y(1_90_100) c_u_tangent(4)_ -5.3753267208945523
     y(1_90_100) c_u_tangent(5)_ -4.7699346462924455
     y(1_90_100) c_u_tangent(6)_ -4.2327243926327611
     y(1_90_100) c_u_tangent(7)_ -3.756017034303397
     y(1_90_100) c_u_tangent(8)_ -3.3329984788360609
     y(1_90_100) c_u_tangent(9)_ -2.9576220657326666
     y(1_90_100) c_u_tangent(10)_ -2.6245221350246615
     y(1_90_100) c_u_tangent(11)_ -2.3289373301074798
     y(1_90_100) c_u_tangent(12)_ -11123.925958209973
     y(1_90_100) c_u_tangent(13)_ -6097.1416508423908
     y(1_90_100) c_u_tangent(14)_ -3341.9079244230406
     y(1_90_100) c_u_tangent(15)_ -1831.7351334257557
     y(1_90_100) c_u_tangent(16)_ -1003.9934297727644
     y(1_90_100) c_u_tangent(17)_ -550.29943392617452
     y(1_90_100) c_u_tangent(18)_ -301.62494892820979
     y(1_90_100) c_u_tangent(19)_ -165.32382955013222
     y(1_90_100) c_u_tangent(20)_ -90.615742213110167
     y(1_90_100) c_u_tangent(21)_ -49.667448178381889
     y(1_90_100) c_u_tangent(22)_ -27.22325446224011
     y(1_90_100) c_u_tangent(23)_ -14.921354140325001
     y(1_90_100) c_u_order(0)_ -53
     y(1_100_10) c_e_one_pair(1)_ 1
     y(1_100_10) c_u_only_chosen(1_100_10)_ -125
     y(1_100_10) c_u_only_chosen(5_100_10)_ -63
     y(1_100_10) c_u_tangent(0)_ -26.30007784093689
     y(1_100_10) c_u_tangent(1)_ -23.338051621315405
     y(1_100_10) c_u_tangent(2)_ -20.709621346876588
     y(1_100_10) c_u_tangent(3)_ -18.377216028577489
     y(1_100_10) c_u_tangent(4)_ -16.307496081377685
     y(1_100_10) c_u_tangent(5)_ -14.47087676558882
     y(1_100_10) c_u_tangent(6)_ -12.841105300279024
     y(1_100_10) c_u_tangent(7)_ -11.394885603957698
     y(1_100_10) c_u_tangent(8)_ -10.111545298554717
     y(1_100_10) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_10) c_u_tangent(10)_ -7.962192189367248
     y(1_100_10) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_10) c_u_tangent(12)_ -614.17075781625442
     y(1_100_10) c_u_tangent(13)_ -336.63349812636676
     y(1_100_10) c_u_tangent(14)_ -184.51238620302061
     y(1_100_10) c_u_tangent(15)_ -101.13319337445368
     y(1_100_10) c_u_tangent(16)_ -55.432174568816009
     y(1_100_10) c_u_tangent(17)_ -30.382962061236228
     y(1_100_10) c_u_tangent(18)_ -16.653223345378809
     y(1_100_10) c_u_tangent(19)_ -9.1278081193044009
     y(1_100_10) c_u_tangent(20)_ -5.0030483189285642
     y(1_100_10) c_u_tangent(21)_ -2.7422237797261464
     y(1_100_10) c_u_tangent(22)_ -1.5030419014034164
     y(1_100_10) c_u_tangent(23)_ -0.8238331875307443
     y(1_100_10) c_u_order(0)_ -54
     y(1_100_20) c_e_one_pair(1)_ 1
     y(1_100_20) c_u_only_chosen(1_100_20)_ -125
     y(1_100_20) c_u_only_chosen(5_100_20)_ -63
     y(1_100_20) c_u_tangent(0)_ -26.30007784093689
     y(1_100_20) c_u_tangent(1)_ -23.338051621315405
     y(1_100_20) c_u_tangent(2)_ -20.709621346876588
     y(1_100_20) c_u_tangent(3)_ -18.377216028577489
     y(1_100_20) c_u_tangent(4)_ -16.307496081377685
     y(1_100_20) c_u_tangent(5)_ -14.47087676558882
     y(1_100_20) c_u_tangent(6)_ -12.841105300279024
     y(1_100_20) c_u_tangent(7)_ -11.394885603957698
     y(1_100_20) c_u_tangent(8)_ -10.111545298554717
     y(1_100_20) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_20) c_u_tangent(10)_ -7.962192189367248
     y(1_100_20) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_20) c_u_tangent(12)_ -1228.3415156325241
     y(1_100_20) c_u_tangent(13)_ -673.26699625274193
     y(1_100_20) c_u_tangent(14)_ -369.02477240604583
     y(1_100_20) c_u_tangent(15)_ -202.26638674890989
     y(1_100_20) c_u_tangent(16)_ -110.8643491376334
     y(1_100_20) c_u_tangent(17)_ -60.765924122473209
     y(1_100_20) c_u_tangent(18)_ -33.30644669075803
     y(1_100_20) c_u_tangent(19)_ -18.255616238609029
     y(1_100_20) c_u_tangent(20)_ -10.006096637857253
     y(1_100_20) c_u_tangent(21)_ -5.4844475594523612
     y(1_100_20) c_u_tangent(22)_ -3.0060838028068702
     y(1_100_20) c_u_tangent(23)_ -1.647666375061509
     y(1_100_20) c_u_order(0)_ -55
     y(1_100_30) c_e_one_pair(1)_ 1
     y(1_100_30) c_u_only_chosen(1_100_30)_ -125
     y(1_100_30) c_u_only_chosen(5_100_30)_ -63
     y(1_100_30) c_u_tangent(0)_ -26.30007784093689
     y(1_100_30) c_u_tangent(1)_ -23.338051621315405
     y(1_100_30) c_u_tangent(2)_ -20.709621346876588
     y(1_100_30) c_u_tangent(3)_ -18.377216028577489
     y(1_100_30) c_u_tangent(4)_ -16.307496081377685
     y(1_100_30) c_u_tangent(5)_ -14.47087676558882
     y(1_100_30) c_u_tangent(6)_ -12.841105300279024
     y(1_100_30) c_u_tangent(7)_ -11.394885603957698
     y(1_100_30) c_u_tangent(8)_ -10.111545298554717
     y(1_100_30) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_30) c_u_tangent(10)_ -7.962192189367248
     y(1_100_30) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_30) c_u_tangent(12)_ -1842.5122734487777
     y(1_100_30) c_u_tangent(13)_ -1009.9004943791082
     y(1_100_30) c_u_tangent(14)_ -553.53715860906618
     y(1_100_30) c_u_tangent(15)_ -303.39958012336342
     y(1_100_30) c_u_tangent(16)_ -166.29652370644934
     y(1_100_30) c_u_tangent(17)_ -91.148886183709394
     y(1_100_30) c_u_tangent(18)_ -49.959670036136821
     y(1_100_30) c_u_tangent(19)_ -27.383424357913416
     y(1_100_30) c_u_tangent(20)_ -15.009144956785811
     y(1_100_30) c_u_tangent(21)_ -8.2266713391785036
     y(1_100_30) c_u_tangent(22)_ -4.5091257042102848
     y(1_100_30) c_u_tangent(23)_ -2.4714995625922525
     y(1_100_30) c_u_order(0)_ -56
     y(1_100_40) c_e_one_pair(1)_ 1
     y(1_100_40) c_u_only_chosen(1_100_40)_ -125
     y(1_100_40) c_u_only_chosen(5_100_40)_ -63
     y(1_100_40) c_u_tangent(0)_ -26.30007784093689
     y(1_100_40) c_u_tangent(1)_ -23.338051621315405
     y(1_100_40) c_u_tangent(2)_ -20.709621346876588
     y(1_100_40) c_u_tangent(3)_ -18.377216028577489
     y(1_100_40) c_u_tangent(4)_ -16.307496081377685
     y(1_100_40) c_u_tangent(5)_ -14.47087676558882
     y(1_100_40) c_u_tangent(6)_ -12.841105300279024
     y(1_100_40) c_u_tangent(7)_ -11.394885603957698
     y(1_100_40) c_u_tangent(8)_ -10.111545298554717
     y(1_100_40) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_40) c_u_tangent(10)_ -7.962192189367248
     y(1_100_40) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_40) c_u_tangent(12)_ -2456.6830312650482
     y(1_100_40) c_u_tangent(13)_ -1346.5339925054839
     y(1_100_40) c_u_tangent(14)_ -738.04954481209165
     y(1_100_40) c_u_tangent(15)_ -404.53277349781979
     y(1_100_40) c_u_tangent(16)_ -221.72869827526679
     y(1_100_40) c_u_tangent(17)_ -121.53184824494642
     y(1_100_40) c_u_tangent(18)_ -66.612893381516059
     y(1_100_40) c_u_tangent(19)_ -36.511232477218059
     y(1_100_40) c_u_tangent(20)_ -20.012193275714505
     y(1_100_40) c_u_tangent(21)_ -10.968895118904722
     y(1_100_40) c_u_tangent(22)_ -6.0121676056137403
     y(1_100_40) c_u_tangent(23)_ -3.2953327501230181
     y(1_100_40) c_u_order(0)_ -57
     y(1_100_50) c_e_one_pair(1)_ 1
     y(1_100_50) c_u_only_chosen(1_100_50)_ -125
     y(1_100_50) c_u_only_chosen(5_100_50)_ -63
     y(1_100_50) c_u_tangent(0)_ -26.30007784093689
     y(1_100_50) c_u_tangent(1)_ -23.338051621315405
     y(1_100_50) c_u_tangent(2)_ -20.709621346876588
     y(1_100_50) c_u_tangent(3)_ -18.377216028577489
     y(1_100_50) c_u_tangent(4)_ -16.307496081377685
     y(1_100_50) c_u_tangent(5)_ -14.47087676558882
     y(1_100_50) c_u_tangent(6)_ -12.841105300279024
     y(1_100_50) c_u_tangent(7)_ -11.394885603957698
     y(1_100_50) c_u_tangent(8)_ -10.111545298554717
     y(1_100_50) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_50) c_u_tangent(10)_ -7.962192189367248
     y(1_100_50) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_50) c_u_tangent(12)_ -3070.8537890813
     y(1_100_50) c_u_tangent(13)_ -1683.167490631849
     y(1_100_50) c_u_tangent(14)_ -922.56193101511133
     y(1_100_50) c_u_tangent(15)_ -505.66596687227297
     y(1_100_50) c_u_tangent(16)_ -277.16087284408252
     y(1_100_50) c_u_tangent(17)_ -151.91481030618249
     y(1_100_50) c_u_tangent(18)_ -83.266116726894793
     y(1_100_50) c_u_tangent(19)_ -45.639040596522413
     y(1_100_50) c_u_tangent(20)_ -25.015241594643044
     y(1_100_50) c_u_tangent(21)_ -13.711118898630856
     y(1_100_50) c_u_tangent(22)_ -7.5152095070171496
     y(1_100_50) c_u_tangent(23)_ -4.1191659376537588
     y(1_100_50) c_u_order(0)_ -58
     y(1_100_60) c_e_one_pair(1)_ 1
     y(1_100_60) c_u_only_chosen(1_100_60)_ -125
     y(1_100_60) c_u_only_chosen(5_100_60)_ -63
     y(1_100_60) c_u_tangent(0)_ -26.30007784093689
     y(1_100_60) c_u_tangent(1)_ -23.338051621315405
     y(1_100_60) c_u_tangent(2)_ -20.709621346876588
     y(1_100_60) c_u_tangent(3)_ -18.377216028577489
     y(1_100_60) c_u_tangent(4)_ -16.307496081377685
     y(1_100_60) c_u_tangent(5)_ -14.47087676558882
     y(1_100_60) c_u_tangent(6)_ -12.841105300279024
     y(1_100_60) c_u_tangent(7)_ -11.394885603957698
     y(1_100_60) c_u_tangent(8)_ -10.111545298554717
     y(1_100_60) c_u_tangent(9)_ -8.9727402168225865
     y(1_100_60) c_u_tangent(10)_ -7.962192189367248
     y(1_100_60) c_u_tangent(11)_ -7.0654563632146097
     y(1_100_60) c_u_tangent(12)_ -3685.0245468975554
     y(1_100_60) c_u_tangent(13)_ -2019.8009887582164
     y(1_100_60) c_u_tangent(14)_ -1107.0743172181324
     y(1_100_60) c_u_tangent(15)_ -606.79916024672684
     y(1_100_60) c_u_tangent(16)_ -332.59304741289867
     y(1_100_60) c_u_tangent(17)_ -182.29777236741879
     y(1_100_60) c_u_tangent(18)_ -99.919340072273641
     y(1_100_60) c_u_tangent(19)_ -54.766848715826832
     y(1_100_60) c_u_tangent(20)_ -30.018289913571621
     y(1_100_60) c_u_tangent(21)_ -16.453342678357007
     y(1_100_60) c_u_tangent(22)_ -9.0182514084205696
     y(1_100_60) c_u_tangent(23)_ -4.9429991251845049
     y(1_100_60) c_u_order(0)_ -59
     y(1_100_70) c_e_one_pair(1)_ 1
     y(1_100_70) c_u_only_chosen(1_100_70)_ -125
     y(1_100_70) c_u_only_chosen(5_100_70)_ -63
     y(1_100_70) c_u_tangent(0)_ -25.01047038022368
     y(1_100_70) c_u_tangent(1)_ -22.193685217862729
     y(1_100_70) c_u_tangent(2)_ -19.694138337320361
     y(1_100_70) c_u_tangent(3)_ -17.476101018921394
     y(1_100_70) c_u_tangent(4)_ -15.507868462809887
     y(1_100_70) c_u_tangent(5)_ -13.761306598046685
     y(1_100_70) c_u_tangent(6)_ -12.211449931987008
     y(1_100_70) c_u_tangent(7)_ -10.836144691565254
     y(1_100_70) c_u_tangent(8)_ -9.6157321555206412
     y(1_100_70) c_u_tangent(9)_ -8.5327676510895394
     y(1_100_70) c_u_tangent(10)_ -7.5717711984811364
     y(1_100_70) c_u_tangent(11)_ -6.7190062388289471
     y(1_100_70) c_u_tangent(12)_ -4299.1953047138177
     y(1_100_70) c_u_tangent(13)_ -2356.4344868845874
     y(1_100_70) c_u_tangent(14)_ -1291.5867034211551
     y(1_100_70) c_u_tangent(15)_ -707.93235362118185
     y(1_100_70) c_u_tangent(16)_ -388.02522198171533
     y(1_100_70) c_u_tangent(17)_ -212.6807344286554
     y(1_100_70) c_u_tangent(18)_ -116.57256341765265
     y(1_100_70) c_u_tangent(19)_ -63.894656835131343
     y(1_100_70) c_u_tangent(20)_ -35.021338232500248
     y(1_100_70) c_u_tangent(21)_ -19.195566458083189
     y(1_100_70) c_u_tangent(22)_ -10.521293309824005
     y(1_100_70) c_u_tangent(23)_ -5.766832312715259
     y(1_100_70) c_u_order(0)_ -60
     y(1_100_80) c_e_one_pair(1)_ 1
     y(1_100_80) c_u_only_chosen(1_100_80)_ -125
     y(1_100_80) c_u_only_chosen(5_100_80)_ -63
     y(1_100_80) c_u_tangent(0)_ -22.704319012749838
     y(1_100_80) c_u_tangent(1)_ -20.147262390288528
     y(1_100_80) c_u_tangent(2)_ -17.878192320817487
     y(1_100_80) c_u_tangent(3)_ -15.864674538323706
     y(1_100_80) c_u_tangent(4)_ -14.077927661280922
     y(1_100_80) c_u_tangent(5)_ -12.492411789318647
     y(1_100_80) c_u_tangent(6)_ -11.085463433877878
     y(1_100_80) c_u_tangent(7)_ -9.836971564523326
     y(1_100_80) c_u_tangent(8)_ -8.7290901402928665
     y(1_100_80) c_u_tangent(9)_ -7.7459830169846011
     y(1_100_80) c_u_tangent(10)_ -6.8735975840662862
     y(1_100_80) c_u_tangent(11)_ -6.0994638955552709
     y(1_100_80) c_u_tangent(12)_ -4913.3660625300818
     y(1_100_80) c_u_tangent(13)_ -2693.0679850109591
     y(1_100_80) c_u_tangent(14)_ -1476.0990896241785
     y(1_100_80) c_u_tangent(15)_ -809.06554699563708
     y(1_100_80) c_u_tangent(16)_ -443.45739655053222
     y(1_100_80) c_u_tangent(17)_ -243.0636964898921
     y(1_100_80) c_u_tangent(18)_ -133.22578676303172
     y(1_100_80) c_u_tangent(19)_ -73.02246495443589
     y(1_100_80) c_u_tangent(20)_ -40.024386551428883
     y(1_100_80) c_u_tangent(21)_ -21.937790237809377
     y(1_100_80) c_u_tangent(22)_ -12.024335211227443
     y(1_100_80) c_u_tangent(23)_ -6.5906655002460157
     y(1_100_80) c_u_order(0)_ -61
     y(1_100_90) c_e_one_pair(1)_ 1
     y(1_100_90) c_u_only_chosen(1_100_90)_ -125
     y(1_100_90) c_u_only_chosen(5_100_90)_ -63
     y(1_100_90) c_u_tangent(0)_ -17.446208676984163
     y(1_100_90) c_u_tangent(1)_ -15.481342723097919
     y(1_100_90) c_u_tangent(2)_ -13.737768299550554
     y(1_100_90) c_u_tangent(3)_ -12.190562616416949
     y(1_100_90) c_u_tangent(4)_ -10.817609793989938
     y(1_100_90) c_u_tangent(5)_ -9.5992847366565321
     y(1_100_90) c_u_tangent(6)_ -8.518172610237972
     y(1_100_90) c_u_tangent(7)_ -7.5588199129804154
     y(1_100_90) c_u_tangent(8)_ -6.707513581985638
     y(1_100_90) c_u_tangent(9)_ -5.9520849776115545
     y(1_100_90) c_u_tangent(10)_ -5.2817359439802329
     y(1_100_90) c_u_tangent(11)_ -4.6868844592886036
     y(1_100_90) c_u_tangent(12)_ -5527.536820346344
     y(1_100_90) c_u_tangent(13)_ -3029.7014831373308
     y(1_100_90) c_u_tangent(14)_ -1660.6114758272017
     y(1_100_90) c_u_tangent(15)_ -910.19874037009208
     y(1_100_90) c_u_tangent(16)_ -498.889571119349
     y(1_100_90) c_u_tangent(17)_ -273.44665855112873
     y(1_100_90) c_u_tangent(18)_ -149.87901010841074
     y(1_100_90) c_u_tangent(19)_ -82.150273073740408
     y(1_100_90) c_u_tangent(20)_ -45.027434870357517
     y(1_100_90) c_u_tangent(21)_ -24.680014017535559
     y(1_100_90) c_u_tangent(22)_ -13.52737711263088
     y(1_100_90) c_u_tangent(23)_ -7.4144986877767716
     y(1_100_90) c_u_order(0)_ -62
     y(1_100_100) c_e_one_pair(1)_ 1
     y(1_100_100) c_u_only_chosen(1_100_100)_ -125
     y(1_100_100) c_u_only_chosen(5_100_100)_ -63
     y(1_100_100) c_u_tangent(0)_ -9.6323467491761239
     y(1_100_100) c_u_tangent(1)_ -8.547511038799037
     y(1_100_100) c_u_tangent(2)_ -7.5848541233879851
     y(1_100_100) c_u_tangent(3)_ -6.7306157092906114
     y(1_100_100) c_u_tangent(4)_ -5.9725852454383865
     y(1_100_100) c_u_tangent(5)_ -5.2999273847693802
     y(1_100_100) c_u_tangent(6)_ -4.7030271029252866
     y(1_100_100) c_u_tangent(7)_ -4.1733522603371043
     y(1_100_100) c_u_tangent(8)_ -3.7033316431511758
     y(1_100_100) c_u_tangent(9)_ -3.28624673970296
     y(1_100_100) c_u_tangent(10)_ -2.9161357055829549
     y(1_100_100) c_u_tangent(11)_ -2.5877081445638641
     y(1_100_100) c_u_tangent(12)_ -6141.7075781625999
     y(1_100_100) c_u_tangent(13)_ -3366.334981263698
     y(1_100_100) c_u_tangent(14)_ -1845.1238620302227
     y(1_100_100) c_u_tangent(15)_ -1011.3319337445459
     y(1_100_100) c_u_tangent(16)_ -554.32174568816504
     y(1_100_100) c_u_tangent(17)_ -303.82962061236498
     y(1_100_100) c_u_tangent(18)_ -166.53223345378959
     y(1_100_100) c_u_tangent(19)_ -91.278081193044827
     y(1_100_100) c_u_tangent(20)_ -50.030483189286088
     y(1_100_100) c_u_tangent(21)_ -27.422237797261712
     y(1_100_100) c_u_tangent(22)_ -15.030419014034299
     y(1_100_100) c_u_tangent(23)_ -8.2383318753075176
     y(1_100_100) c_u_order(0)_ -63
     n(0) c_e_split(0)_ 1
     n(0) c_e_global_batch(0)_ 1
     n(0) c_u_no_liss_up(0)_ 1
     n(0) c_u_no_liss_down(0)_ -1
     n(1) c_e_split(1)_ 1
     n(1) c_e_global_batch(0)_ 1
     n(1) c_u_no_liss_up(1)_ 1
     n(1) c_u_no_liss_down(1)_ -1
     n(2) c_e_global_batch(0)_ 1
     n(2) c_u_no_liss_up(2)_ 1
     n(2) c_u_no_liss_down(2)_ -1
     n(2) c_u_step(2)_ 0.88318204540182599
     n(3) c_e_global_batch(0)_ 1
     n(3) c_u_no_liss_up(3)_ 1
     n(3) c_u_no_liss_down(3)_ -1
     n(3) c_u_step(3)_ 0.88318204540182599
     n(4) c_e_split(4)_ 1
     n(4) c_e_global_batch(1)_ 1
     n(4) c_u_no_liss_up(4)_ 1
     n(4) c_u_no_liss_down(4)_ -1
     n(5) c_e_split(5)_ 1
     n(5) c_e_global_batch(1)_ 1
     n(5) c_u_no_liss_up(5)_ 1
     n(5) c_u_no_liss_down(5)_ -1
     mm(0_10_90) c_u_only_chosen(0_10_90)_ 1
     mm(0_10_90) c_e_split(0)_ -1
     mm(0_10_90) c_u_step(0)_ 2.1802119168624894
     mm(0_10_100) c_u_only_chosen(0_10_100)_ 1
     mm(0_10_100) c_e_split(0)_ -1
     mm(0_10_100) c_u_step(0)_ 24.114327636484656
     mm(0_20_80) c_u_only_chosen(0_20_80)_ 1
     mm(0_20_80) c_e_split(0)_ -1
     mm(0_20_80) c_u_step(0)_ 1.253985581998901
     mm(0_20_90) c_u_only_chosen(0_20_90)_ 1
     mm(0_20_90) c_e_split(0)_ -1
     mm(0_20_90) c_u_step(0)_ 1.9994396316971415
     mm(0_20_100) c_u_only_chosen(0_20_100)_ 1
     mm(0_20_100) c_e_split(0)_ -1
     mm(0_20_100) c_u_step(0)_ 12.057163818242177
     mm(0_30_70) c_u_only_chosen(0_30_70)_ 1
     mm(0_30_70) c_e_split(0)_ -1
     mm(0_30_70) c_u_step(0)_ 0.97758768847816202
     mm(0_30_80) c_u_only_chosen(0_30_80)_ 1
     mm(0_30_80) c_e_split(0)_ -1
     mm(0_30_80) c_u_step(0)_ 1.2195742258038165
     mm(0_30_90) c_u_only_chosen(0_30_90)_ 1
     mm(0_30_90) c_e_split(0)_ -1
     mm(0_30_90) c_u_step(0)_ 1.8463495470783533
     mm(0_30_100) c_u_only_chosen(0_30_100)_ 1
     mm(0_30_100) c_e_split(0)_ -1
     mm(0_30_100) c_u_step(0)_ 8.0381092121614888
     mm(0_40_60) c_u_only_chosen(0_40_60)_ 1
     mm(0_40_60) c_e_split(0)_ -1
     mm(0_40_60) c_u_step(0)_ 0.90255078525336319
     mm(0_40_70) c_u_only_chosen(0_40_70)_ 1
     mm(0_40_70) c_e_split(0)_ -1
     mm(0_40_70) c_u_step(0)_ 0.97029428434278209
     mm(0_40_80) c_u_only_chosen(0_40_80)_ 1
     mm(0_40_80) c_e_split(0)_ -1
     mm(0_40_80) c_u_step(0)_ 1.1870010320570914
     mm(0_40_90) c_u_only_chosen(0_40_90)_ 1
     mm(0_40_90) c_e_split(0)_ -1
     mm(0_40_90) c_u_step(0)_ 1.7150353049308156
     mm(0_40_100) c_u_only_chosen(0_40_100)_ 1
     mm(0_40_100) c_e_split(0)_ -1
     mm(0_40_100) c_u_step(0)_ 6.0285819091210886
     mm(0_50_50) c_u_only_chosen(0_50_50)_ 1
     mm(0_50_50) c_e_split(0)_ -1
     mm(0_50_50) c_u_step(0)_ 0.88318204540182599
     mm(0_50_60) c_u_only_chosen(0_50_60)_ 1
     mm(0_50_60) c_e_split(0)_ -1
     mm(0_50_60) c_u_step(0)_ 0.89633049140681886
     mm(0_50_70) c_u_only_chosen(0_50_70)_ 1
     mm(0_50_70) c_e_split(0)_ -1
     mm(0_50_70) c_u_step(0)_ 0.9631089008492455
     mm(0_50_80) c_u_only_chosen(0_50_80)_ 1
     mm(0_50_80) c_e_split(0)_ -1
     mm(0_50_80) c_u_step(0)_ 1.1561225476302037
     mm(0_50_90) c_u_only_chosen(0_50_90)_ 1
     mm(0_50_90) c_e_split(0)_ -1
     mm(0_50_90) c_u_step(0)_ 1.6011592444243843
     mm(0_50_100) c_u_only_chosen(0_50_100)_ 1
     mm(0_50_100) c_e_split(0)_ -1
     mm(0_50_100) c_u_step(0)_ 4.8228655272968881
     mm(0_60_40) c_u_only_chosen(0_60_40)_ 1
     mm(0_60_40) c_e_split(0)_ -1
     mm(0_60_40) c_u_step(0)_ 0.88318204540182599
     mm(0_60_50) c_u_only_chosen(0_60_50)_ 1
     mm(0_60_50) c_e_split(0)_ -1
     mm(0_60_50) c_u_step(0)_ 0.88318204540182599
     mm(0_60_60) c_u_only_chosen(0_60_60)_ 1
     mm(0_60_60) c_e_split(0)_ -1
     mm(0_60_60) c_u_step(0)_ 0.89019535004020545
     mm(0_60_70) c_u_only_chosen(0_60_70)_ 1
     mm(0_60_70) c_e_split(0)_ -1
     mm(0_60_70) c_u_step(0)_ 0.95602915584139425
     mm(0_60_80) c_u_only_chosen(0_60_80)_ 1
     mm(0_60_80) c_e_split(0)_ -1
     mm(0_60_80) c_u_step(0)_ 1.1268098680101073
     mm(0_60_90) c_u_only_chosen(0_60_90)_ 1
     mm(0_60_90) c_e_split(0)_ -1
     mm(0_60_90) c_u_step(0)_ 1.5126549203691753
     mm(0_60_100) c_u_only_chosen(0_60_100)_ 1
     mm(0_60_100) c_e_split(0)_ -1
     mm(0_60_100) c_u_step(0)_ 4.0190546060807444
     mm(0_70_30) c_u_only_chosen(0_70_30)_ 1
     mm(0_70_30) c_e_split(0)_ -1
     mm(0_70_30) c_u_step(0)_ 0.88318204540182599
     mm(0_70_40) c_u_only_chosen(0_70_40)_ 1
     mm(0_70_40) c_e_split(0)_ -1
     mm(0_70_40) c_u_step(0)_ 0.88318204540182599
     mm(0_70_50) c_u_only_chosen(0_70_50)_ 1
     mm(0_70_50) c_e_split(0)_ -1
     mm(0_70_50) c_u_step(0)_ 0.88318204540182599
     mm(0_70_60) c_u_only_chosen(0_70_60)_ 1
     mm(0_70_60) c_e_split(0)_ -1
     mm(0_70_60) c_u_step(0)_ 0.88414362450289652
     mm(0_70_70) c_u_only_chosen(0_70_70)_ 1
     mm(0_70_70) c_e_split(0)_ -1
     mm(0_70_70) c_u_step(0)_ 0.94905273669617873
     mm(0_70_80) c_u_only_chosen(0_70_80)_ 1
     mm(0_70_80) c_e_split(0)_ -1
     mm(0_70_80) c_u_step(0)_ 1.0989468385552146
     mm(0_70_90) c_u_only_chosen(0_70_90)_ 1
     mm(0_70_90) c_e_split(0)_ -1
     mm(0_70_90) c_u_step(0)_ 1.462864590839112
     mm(0_70_100) c_u_only_chosen(0_70_100)_ 1
     mm(0_70_100) c_e_split(0)_ -1
     mm(0_70_100) c_u_step(0)_ 3.4449039480692072
     mm(0_80_20) c_u_only_chosen(0_80_20)_ 1
     mm(0_80_20) c_e_split(0)_ -1
     mm(0_80_20) c_u_step(0)_ 0.88318204540182599
     mm(0_80_30) c_u_only_chosen(0_80_30)_ 1
     mm(0_80_30) c_e_split(0)_ -1
     mm(0_80_30) c_u_step(0)_ 0.88318204540182599
     mm(0_80_40) c_u_only_chosen(0_80_40)_ 1
     mm(0_80_40) c_e_split(0)_ -1
     mm(0_80_40) c_u_step(0)_ 0.88318204540182599
     mm(0_80_50) c_u_only_chosen(0_80_50)_ 1
     mm(0_80_50) c_e_split(0)_ -1
     mm(0_80_50) c_u_step(0)_ 0.88318204540182599
     mm(0_80_60) c_u_only_chosen(0_80_60)_ 1
     mm(0_80_60) c_e_split(0)_ -1
     mm(0_80_60) c_u_step(0)_ 0.88318204540182599
     mm(0_80_70) c_u_only_chosen(0_80_70)_ 1
     mm(0_80_70) c_e_split(0)_ -1
     mm(0_80_70) c_u_step(0)_ 0.94217739780502174
     mm(0_80_80) c_u_only_chosen(0_80_80)_ 1
     mm(0_80_80) c_e_split(0)_ -1
     mm(0_80_80) c_u_step(0)_ 1.0724285161807572
     mm(0_80_90) c_u_only_chosen(0_80_90)_ 1
     mm(0_80_90) c_e_split(0)_ -1
     mm(0_80_90) c_u_step(0)_ 1.4162475909535557
     mm(0_80_100) c_u_only_chosen(0_80_100)_ 1
     mm(0_80_100) c_e_split(0)_ -1
     mm(0_80_100) c_u_step(0)_ 3.0142909545605536
     mm(0_90_10) c_u_only_chosen(0_90_10)_ 1
     mm(0_90_10) c_e_split(0)_ -1
     mm(0_90_10) c_u_step(0)_ 0.88318204540182599
     mm(0_90_20) c_u_only_chosen(0_90_20)_ 1
     mm(0_90_20) c_e_split(0)_ -1
     mm(0_90_20) c_u_step(0)_ 0.88318204540182599
     mm(0_90_30) c_u_only_chosen(0_90_30)_ 1
     mm(0_90_30) c_e_split(0)_ -1
     mm(0_90_30) c_u_step(0)_ 0.88318204540182599
     mm(0_90_40) c_u_only_chosen(0_90_40)_ 1
     mm(0_90_40) c_e_split(0)_ -1
     mm(0_90_40) c_u_step(0)_ 0.88318204540182599
     mm(0_90_50) c_u_only_chosen(0_90_50)_ 1
     mm(0_90_50) c_e_split(0)_ -1
     mm(0_90_50) c_u_step(0)_ 0.88318204540182599
     mm(0_90_60) c_u_only_chosen(0_90_60)_ 1
     mm(0_90_60) c_e_split(0)_ -1
     mm(0_90_60) c_u_step(0)_ 0.88318204540182599
     mm(0_90_70) c_u_only_chosen(0_90_70)_ 1
     mm(0_90_70) c_e_split(0)_ -1
     mm(0_90_70) c_u_step(0)_ 0.93540095816387192
     mm(0_90_80) c_u_only_chosen(0_90_80)_ 1
     mm(0_90_80) c_e_split(0)_ -1
     mm(0_90_80) c_u_step(0)_ 1.0471598485196896
     mm(0_90_90) c_u_only_chosen(0_90_90)_ 1
     mm(0_90_90) c_e_split(0)_ -1
     mm(0_90_90) c_u_step(0)_ 1.3725099169129549
     mm(0_90_100) c_u_only_chosen(0_90_100)_ 1
     mm(0_90_100) c_e_split(0)_ -1
     mm(0_90_100) c_u_step(0)_ 2.6793697373871574
     mm(0_100_10) c_u_only_chosen(0_100_10)_ 1
     mm(0_100_10) c_e_split(0)_ -1
     mm(0_100_10) c_u_step(0)_ 0.88318204540182599
     mm(0_100_20) c_u_only_chosen(0_100_20)_ 1
     mm(0_100_20) c_e_split(0)_ -1
     mm(0_100_20) c_u_step(0)_ 0.88318204540182599
     mm(0_100_30) c_u_only_chosen(0_100_30)_ 1
     mm(0_100_30) c_e_split(0)_ -1
     mm(0_100_30) c_u_step(0)_ 0.88318204540182599
     mm(0_100_40) c_u_only_chosen(0_100_40)_ 1
     mm(0_100_40) c_e_split(0)_ -1
     mm(0_100_40) c_u_step(0)_ 0.88318204540182599
     mm(0_100_50) c_u_only_chosen(0_100_50)_ 1
     mm(0_100_50) c_e_split(0)_ -1
     mm(0_100_50) c_u_step(0)_ 0.88318204540182599
     mm(0_100_60) c_u_only_chosen(0_100_60)_ 1
     mm(0_100_60) c_e_split(0)_ -1
     mm(0_100_60) c_u_step(0)_ 0.88318204540182599
     mm(0_100_70) c_u_only_chosen(0_100_70)_ 1
     mm(0_100_70) c_e_split(0)_ -1
     mm(0_100_70) c_u_step(0)_ 0.92872129906651302
     mm(0_100_80) c_u_only_chosen(0_100_80)_ 1
     mm(0_100_80) c_e_split(0)_ -1
     mm(0_100_80) c_u_step(0)_ 1.02305453551556
     mm(0_100_90) c_u_only_chosen(0_100_90)_ 1
     mm(0_100_90) c_e_split(0)_ -1
     mm(0_100_90) c_u_step(0)_ 1.3313927955263427
     mm(0_100_100) c_u_only_chosen(0_100_100)_ 1
     mm(0_100_100) c_e_split(0)_ -1
     mm(0_100_100) c_u_step(0)_ 2.4114327636484441
     mm(1_10_90) c_u_only_chosen(1_10_90)_ 1
     mm(1_10_90) c_e_split(1)_ -1
     mm(1_10_90) c_u_step(1)_ 2.1802119168624894
     mm(1_10_100) c_u_only_chosen(1_10_100)_ 1
     mm(1_10_100) c_e_split(1)_ -1
     mm(1_10_100) c_u_step(1)_ 24.114327636484656
     mm(1_20_80) c_u_only_chosen(1_20_80)_ 1
     mm(1_20_80) c_e_split(1)_ -1
     mm(1_20_80) c_u_step(1)_ 1.253985581998901
     mm(1_20_90) c_u_only_chosen(1_20_90)_ 1
     mm(1_20_90) c_e_split(1)_ -1
     mm(1_20_90) c_u_step(1)_ 1.9994396316971415
     mm(1_20_100) c_u_only_chosen(1_20_100)_ 1
     mm(1_20_100) c_e_split(1)_ -1
     mm(1_20_100) c_u_step(1)_ 12.057163818242177
     mm(1_30_70) c_u_only_chosen(1_30_70)_ 1
     mm(1_30_70) c_e_split(1)_ -1
     mm(1_30_70) c_u_step(1)_ 0.97758768847816202
     mm(1_30_80) c_u_only_chosen(1_30_80)_ 1
     mm(1_30_80) c_e_split(1)_ -1
     mm(1_30_80) c_u_step(1)_ 1.2195742258038165
     mm(1_30_90) c_u_only_chosen(1_30_90)_ 1
     mm(1_30_90) c_e_split(1)_ -1
     mm(1_30_90) c_u_step(1)_ 1.8463495470783533
     mm(1_30_100) c_u_only_chosen(1_30_100)_ 1
     mm(1_30_100) c_e_split(1)_ -1
     mm(1_30_100) c_u_step(1)_ 8.0381092121614888
     mm(1_40_60) c_u_only_chosen(1_40_60)_ 1
     mm(1_40_60) c_e_split(1)_ -1
     mm(1_40_60) c_u_step(1)_ 0.90255078525336319
     mm(1_40_70) c_u_only_chosen(1_40_70)_ 1
     mm(1_40_70) c_e_split(1)_ -1
     mm(1_40_70) c_u_step(1)_ 0.97029428434278209
     mm(1_40_80) c_u_only_chosen(1_40_80)_ 1
     mm(1_40_80) c_e_split(1)_ -1
     mm(1_40_80) c_u_step(1)_ 1.1870010320570914
     mm(1_40_90) c_u_only_chosen(1_40_90)_ 1
     mm(1_40_90) c_e_split(1)_ -1
     mm(1_40_90) c_u_step(1)_ 1.7150353049308156
     mm(1_40_100) c_u_only_chosen(1_40_100)_ 1
     mm(1_40_100) c_e_split(1)_ -1
     mm(1_40_100) c_u_step(1)_ 6.0285819091210886
     mm(1_50_50) c_u_only_chosen(1_50_50)_ 1
     mm(1_50_50) c_e_split(1)_ -1
     mm(1_50_50) c_u_step(1)_ 0.88318204540182599
     mm(1_50_60) c_u_only_chosen(1_50_60)_ 1
     mm(1_50_60) c_e_split(1)_ -1
     mm(1_50_60) c_u_step(1)_ 0.89633049140681886
     mm(1_50_70) c_u_only_chosen(1_50_70)_ 1
     mm(1_50_70) c_e_split(1)_ -1
     mm(1_50_70) c_u_step(1)_ 0.9631089008492455
     mm(1_50_80) c_u_only_chosen(1_50_80)_ 1
     mm(1_50_80) c_e_split(1)_ -1
     mm(1_50_80) c_u_step(1)_ 1.1561225476302037
     mm(1_50_90) c_u_only_chosen(1_50_90)_ 1
     mm(1_50_90) c_e_split(1)_ -1
     mm(1_50_90) c_u_step(1)_ 1.6011592444243843
     mm(1_50_100) c_u_only_chosen(1_50_100)_ 1
     mm(1_50_100) c_e_split(1)_ -1
     mm(1_50_100) c_u_step(1)_ 4.8228655272968881
     mm(1_60_40) c_u_only_chosen(1_60_40)_ 1
     mm(1_60_40) c_e_split(1)_ -1
     mm(1_60_40) c_u_step(1)_ 0.88318204540182599
     mm(1_60_50) c_u_only_chosen(1_60_50)_ 1
     mm(1_60_50) c_e_split(1)_ -1
     mm(1_60_50) c_u_step(1)_ 0.88318204540182599
     mm(1_60_60) c_u_only_chosen(1_60_60)_ 1
     mm(1_60_60) c_e_split(1)_ -1
     mm(1_60_60) c_u_step(1)_ 0.89019535004020545
     mm(1_60_70) c_u_only_chosen(1_60_70)_ 1
     mm(1_60_70) c_e_split(1)_ -1
     mm(1_60_70) c_u_step(1)_ 0.95602915584139425
     mm(1_60_80) c_u_only_chosen(1_60_80)_ 1
     mm(1_60_80) c_e_split(1)_ -1
     mm(1_60_80) c_u_step(1)_ 1.1268098680101073
     mm(1_60_90) c_u_only_chosen(1_60_90)_ 1
     mm(1_60_90) c_e_split(1)_ -1
     mm(1_60_90) c_u_step(1)_ 1.5126549203691753
     mm(1_60_100) c_u_only_chosen(1_60_100)_ 1
     mm(1_60_100) c_e_split(1)_ -1
     mm(1_60_100) c_u_step(1)_ 4.0190546060807444
     mm(1_70_30) c_u_only_chosen(1_70_30)_ 1
     mm(1_70_30) c_e_split(1)_ -1
     mm(1_70_30) c_u_step(1)_ 0.88318204540182599
     mm(1_70_40) c_u_only_chosen(1_70_40)_ 1
     mm(1_70_40) c_e_split(1)_ -1
     mm(1_70_40) c_u_step(1)_ 0.88318204540182599
     mm(1_70_50) c_u_only_chosen(1_70_50)_ 1
     mm(1_70_50) c_e_split(1)_ -1
     mm(1_70_50) c_u_step(1)_ 0.88318204540182599
     mm(1_70_60) c_u_only_chosen(1_70_60)_ 1
     mm(1_70_60) c_e_split(1)_ -1
     mm(1_70_60) c_u_step(1)_ 0.88414362450289652
     mm(1_70_70) c_u_only_chosen(1_70_70)_ 1
     mm(1_70_70) c_e_split(1)_ -1
     mm(1_70_70) c_u_step(1)_ 0.94905273669617873
     mm(1_70_80) c_u_only_chosen(1_70_80)_ 1
     mm(1_70_80) c_e_split(1)_ -1
     mm(1_70_80) c_u_step(1)_ 1.0989468385552146
     mm(1_70_90) c_u_only_chosen(1_70_90)_ 1
     mm(1_70_90) c_e_split(1)_ -1
     mm(1_70_90) c_u_step(1)_ 1.462864590839112
     mm(1_70_100) c_u_only_chosen(1_70_100)_ 1
     mm(1_70_100) c_e_split(1)_ -1
     mm(1_70_100) c_u_step(1)_ 3.4449039480692072
     mm(1_80_20) c_u_only_chosen(1_80_20)_ 1
     mm(1_80_20) c_e_split(1)_ -1
     mm(1_80_20) c_u_step(1)_ 0.88318204540182599
     mm(1_80_30) c_u_only_chosen(1_80_30)_ 1
     mm(1_80_30) c_e_split(1)_ -1
     mm(1_80_30) c_u_step(1)_ 0.88318204540182599
     mm(1_80_40) c_u_only_chosen(1_80_40)_ 1
     mm(1_80_40) c_e_split(1)_ -1
     mm(1_80_40) c_u_step(1)_ 0.88318204540182599
     mm(1_80_50) c_u_only_chosen(1_80_50)_ 1
     mm(1_80_50) c_e_split(1)_ -1
     mm(1_80_50) c_u_step(1)_ 0.88318204540182599
     mm(1_80_60) c_u_only_chosen(1_80_60)_ 1
     mm(1_80_60) c_e_split(1)_ -1
     mm(1_80_60) c_u_step(1)_ 0.88318204540182599
     mm(1_80_70) c_u_only_chosen(1_80_70)_ 1
     mm(1_80_70) c_e_split(1)_ -1
     mm(1_80_70) c_u_step(1)_ 0.94217739780502174
     mm(1_80_80) c_u_only_chosen(1_80_80)_ 1
     mm(1_80_80) c_e_split(1)_ -1
     mm(1_80_80) c_u_step(1)_ 1.0724285161807572
     mm(1_80_90) c_u_only_chosen(1_80_90)_ 1
     mm(1_80_90) c_e_split(1)_ -1
     mm(1_80_90) c_u_step(1)_ 1.4162475909535557
     mm(1_80_100) c_u_only_chosen(1_80_100)_ 1
     mm(1_80_100) c_e_split(1)_ -1
     mm(1_80_100) c_u_step(1)_ 3.0142909545605536
     mm(1_90_10) c_u_only_chosen(1_90_10)_ 1
     mm(1_90_10) c_e_split(1)_ -1
     mm(1_90_10) c_u_step(1)_ 0.88318204540182599
     mm(1_90_20) c_u_only_chosen(1_90_20)_ 1
     mm(1_90_20) c_e_split(1)_ -1
     mm(1_90_20) c_u_step(1)_ 0.88318204540182599
     mm(1_90_30) c_u_only_chosen(1_90_30)_ 1
     mm(1_90_30) c_e_split(1)_ -1
     mm(1_90_30) c_u_step(1)_ 0.88318204540182599
     mm(1_90_40) c_u_only_chosen(1_90_40)_ 1
     mm(1_90_40) c_e_split(1)_ -1
     mm(1_90_40) c_u_step(1)_ 0.88318204540182599
     mm(1_90_50) c_u_only_chosen(1_90_50)_ 1
     mm(1_90_50) c_e_split(1)_ -1
     mm(1_90_50) c_u_step(1)_ 0.88318204540182599
     mm(1_90_60) c_u_only_chosen(1_90_60)_ 1
     mm(1_90_60) c_e_split(1)_ -1
     mm(1_90_60) c_u_step(1)_ 0.88318204540182599
     mm(1_90_70) c_u_only_chosen(1_90_70)_ 1
     mm(1_90_70) c_e_split(1)_ -1
     mm(1_90_70) c_u_step(1)_ 0.93540095816387192
     mm(1_90_80) c_u_only_chosen(1_90_80)_ 1
     mm(1_90_80) c_e_split(1)_ -1
     mm(1_90_80) c_u_step(1)_ 1.0471598485196896
     mm(1_90_90) c_u_only_chosen(1_90_90)_ 1
     mm(1_90_90) c_e_split(1)_ -1
     mm(1_90_90) c_u_step(1)_ 1.3725099169129549
     mm(1_90_100) c_u_only_chosen(1_90_100)_ 1
     mm(1_90_100) c_e_split(1)_ -1
     mm(1_90_100) c_u_step(1)_ 2.6793697373871574
     mm(1_100_10) c_u_only_chosen(1_100_10)_ 1
     mm(1_100_10) c_e_split(1)_ -1
     mm(1_100_10) c_u_step(1)_ 0.88318204540182599
     mm(1_100_20) c_u_only_chosen(1_100_20)_ 1
     mm(1_100_20) c_e_split(1)_ -1
     mm(1_100_20) c_u_step(1)_ 0.88318204540182599
     mm(1_100_30) c_u_only_chosen(1_100_30)_ 1
     mm(1_100_30) c_e_split(1)_ -1
     mm(1_100_30) c_u_step(1)_ 0.88318204540182599
     mm(1_100_40) c_u_only_chosen(1_100_40)_ 1
     mm(1_100_40) c_e_split(1)_ -1
     mm(1_100_40) c_u_step(1)_ 0.88318204540182599
     mm(1_100_50) c_u_only_chosen(1_100_50)_ 1
     mm(1_100_50) c_e_split(1)_ -1
     mm(1_100_50) c_u_step(1)_ 0.88318204540182599
     mm(1_100_60) c_u_only_chosen(1_100_60)_ 1
     mm(1_100_60) c_e_split(1)_ -1
     mm(1_100_60) c_u_step(1)_ 0.88318204540182599
     mm(1_100_70) c_u_only_chosen(1_100_70)_ 1
     mm(1_100_70) c_e_split(1)_ -1
     mm(1_100_70) c_u_step(1)_ 0.92872129906651302
     mm(1_100_80) c_u_only_chosen(1_100_80)_ 1
     mm(1_100_80) c_e_split(1)_ -1
     mm(1_100_80) c_u_step(1)_ 1.02305453551556
     mm(1_100_90) c_u_only_chosen(1_100_90)_ 1
     mm(1_100_90) c_e_split(1)_ -1
     mm(1_100_90) c_u_step(1)_ 1.3313927955263427
     mm(1_100_100) c_u_only_chosen(1_100_100)_ 1
     mm(1_100_100) c_e_split(1)_ -1
     mm(1_100_100) c_u_step(1)_ 2.4114327636484441
     mm(4_10_90) c_u_only_chosen(4_10_90)_ 1
     mm(4_10_90) c_e_split(4)_ -1
     mm(4_10_90) c_u_step(4)_ 1.4058669660290155
     mm(4_10_100) c_u_only_chosen(4_10_100)_ 1
     mm(4_10_100) c_e_split(4)_ -1
     mm(4_10_100) c_u_step(4)_ 1.4058669660290155
     mm(4_20_80) c_u_only_chosen(4_20_80)_ 1
     mm(4_20_80) c_e_split(4)_ -1
     mm(4_20_80) c_u_step(4)_ 1.4058669660290155
     mm(4_20_90) c_u_only_chosen(4_20_90)_ 1
     mm(4_20_90) c_e_split(4)_ -1
     mm(4_20_90) c_u_step(4)_ 1.4058669660290155
     mm(4_20_100) c_u_only_chosen(4_20_100)_ 1
     mm(4_20_100) c_e_split(4)_ -1
     mm(4_20_100) c_u_step(4)_ 1.4058669660290155
     mm(4_30_70) c_u_only_chosen(4_30_70)_ 1
     mm(4_30_70) c_e_split(4)_ -1
     mm(4_30_70) c_u_step(4)_ 1.4058669660290155
     mm(4_30_80) c_u_only_chosen(4_30_80)_ 1
     mm(4_30_80) c_e_split(4)_ -1
     mm(4_30_80) c_u_step(4)_ 1.4058669660290155
     mm(4_30_90) c_u_only_chosen(4_30_90)_ 1
     mm(4_30_90) c_e_split(4)_ -1
     mm(4_30_90) c_u_step(4)_ 1.4058669660290155
     mm(4_30_100) c_u_only_chosen(4_30_100)_ 1
     mm(4_30_100) c_e_split(4)_ -1
     mm(4_30_100) c_u_step(4)_ 1.4058669660290155
     mm(4_40_60) c_u_only_chosen(4_40_60)_ 1
     mm(4_40_60) c_e_split(4)_ -1
     mm(4_40_60) c_u_step(4)_ 1.4058669660290155
     mm(4_40_70) c_u_only_chosen(4_40_70)_ 1
     mm(4_40_70) c_e_split(4)_ -1
     mm(4_40_70) c_u_step(4)_ 1.4058669660290155
     mm(4_40_80) c_u_only_chosen(4_40_80)_ 1
     mm(4_40_80) c_e_split(4)_ -1
     mm(4_40_80) c_u_step(4)_ 1.4058669660290155
     mm(4_40_90) c_u_only_chosen(4_40_90)_ 1
     mm(4_40_90) c_e_split(4)_ -1
     mm(4_40_90) c_u_step(4)_ 1.4058669660290155
     mm(4_40_100) c_u_only_chosen(4_40_100)_ 1
     mm(4_40_100) c_e_split(4)_ -1
     mm(4_40_100) c_u_step(4)_ 1.4058669660290155
     mm(4_50_50) c_u_only_chosen(4_50_50)_ 1
     mm(4_50_50) c_e_split(4)_ -1
     mm(4_50_50) c_u_step(4)_ 1.4058669660290155
     mm(4_50_60) c_u_only_chosen(4_50_60)_ 1
     mm(4_50_60) c_e_split(4)_ -1
     mm(4_50_60) c_u_step(4)_ 1.4058669660290155
     mm(4_50_70) c_u_only_chosen(4_50_70)_ 1
     mm(4_50_70) c_e_split(4)_ -1
     mm(4_50_70) c_u_step(4)_ 1.4058669660290155
     mm(4_50_80) c_u_only_chosen(4_50_80)_ 1
     mm(4_50_80) c_e_split(4)_ -1
     mm(4_50_80) c_u_step(4)_ 1.4058669660290155
     mm(4_50_90) c_u_only_chosen(4_50_90)_ 1
     mm(4_50_90) c_e_split(4)_ -1
     mm(4_50_90) c_u_step(4)_ 1.4058669660290155
     mm(4_50_100) c_u_only_chosen(4_50_100)_ 1
     mm(4_50_100) c_e_split(4)_ -1
     mm(4_50_100) c_u_step(4)_ 1.4058669660290155
     mm(4_60_40) c_u_only_chosen(4_60_40)_ 1
     mm(4_60_40) c_e_split(4)_ -1
     mm(4_60_40) c_u_step(4)_ 1.436698516186375
     mm(4_60_50) c_u_only_chosen(4_60_50)_ 1
     mm(4_60_50) c_e_split(4)_ -1
     mm(4_60_50) c_u_step(4)_ 1.4267969271726724
     mm(4_60_60) c_u_only_chosen(4_60_60)_ 1
     mm(4_60_60) c_e_split(4)_ -1
     mm(4_60_60) c_u_step(4)_ 1.4170308855913858
     mm(4_60_70) c_u_only_chosen(4_60_70)_ 1
     mm(4_60_70) c_e_split(4)_ -1
     mm(4_60_70) c_u_step(4)_ 1.4073976270070745
     mm(4_60_80) c_u_only_chosen(4_60_80)_ 1
     mm(4_60_80) c_e_split(4)_ -1
     mm(4_60_80) c_u_step(4)_ 1.4058669660290155
     mm(4_60_90) c_u_only_chosen(4_60_90)_ 1
     mm(4_60_90) c_e_split(4)_ -1
     mm(4_60_90) c_u_step(4)_ 1.4058669660290155
     mm(4_60_100) c_u_only_chosen(4_60_100)_ 1
     mm(4_60_100) c_e_split(4)_ -1
     mm(4_60_100) c_u_step(4)_ 1.4058669660290155
     mm(4_70_30) c_u_only_chosen(4_70_30)_ 1
     mm(4_70_30) c_e_split(4)_ -1
     mm(4_70_30) c_u_step(4)_ 1.5561437698870031
     mm(4_70_40) c_u_only_chosen(4_70_40)_ 1
     mm(4_70_40) c_e_split(4)_ -1
     mm(4_70_40) c_u_step(4)_ 1.5445339823044613
     mm(4_70_50) c_u_only_chosen(4_70_50)_ 1
     mm(4_70_50) c_e_split(4)_ -1
     mm(4_70_50) c_u_step(4)_ 1.5330961441550033
     mm(4_70_60) c_u_only_chosen(4_70_60)_ 1
     mm(4_70_60) c_e_split(4)_ -1
     mm(4_70_60) c_u_step(4)_ 1.5218264634744836
     mm(4_70_70) c_u_only_chosen(4_70_70)_ 1
     mm(4_70_70) c_e_split(4)_ -1
     mm(4_70_70) c_u_step(4)_ 1.5107212589829582
     mm(4_70_80) c_u_only_chosen(4_70_80)_ 1
     mm(4_70_80) c_e_split(4)_ -1
     mm(4_70_80) c_u_step(4)_ 1.4997769560754706
     mm(4_70_90) c_u_only_chosen(4_70_90)_ 1
     mm(4_70_90) c_e_split(4)_ -1
     mm(4_70_90) c_u_step(4)_ 1.4889900829858489
     mm(4_70_100) c_u_only_chosen(4_70_100)_ 1
     mm(4_70_100) c_e_split(4)_ -1
     mm(4_70_100) c_u_step(4)_ 1.4783572671148699
     mm(4_80_20) c_u_only_chosen(4_80_20)_ 1
     mm(4_80_20) c_e_split(4)_ -1
     mm(4_80_20) c_u_step(4)_ 1.9961195030938739
     mm(4_80_30) c_u_only_chosen(4_80_30)_ 1
     mm(4_80_30) c_e_split(4)_ -1
     mm(4_80_30) c_u_step(4)_ 1.9413428133017747
     mm(4_80_40) c_u_only_chosen(4_80_40)_ 1
     mm(4_80_40) c_e_split(4)_ -1
     mm(4_80_40) c_u_step(4)_ 1.8894921475132185
     mm(4_80_50) c_u_only_chosen(4_80_50)_ 1
     mm(4_80_50) c_e_split(4)_ -1
     mm(4_80_50) c_u_step(4)_ 1.8403391541492604
     mm(4_80_60) c_u_only_chosen(4_80_60)_ 1
     mm(4_80_60) c_e_split(4)_ -1
     mm(4_80_60) c_u_step(4)_ 1.7936786404100618
     mm(4_80_70) c_u_only_chosen(4_80_70)_ 1
     mm(4_80_70) c_e_split(4)_ -1
     mm(4_80_70) c_u_step(4)_ 1.749325708997937
     mm(4_80_80) c_u_only_chosen(4_80_80)_ 1
     mm(4_80_80) c_e_split(4)_ -1
     mm(4_80_80) c_u_step(4)_ 1.7071133093971327
     mm(4_80_90) c_u_only_chosen(4_80_90)_ 1
     mm(4_80_90) c_e_split(4)_ -1
     mm(4_80_90) c_u_step(4)_ 1.6668901353355519
     mm(4_80_100) c_u_only_chosen(4_80_100)_ 1
     mm(4_80_100) c_e_split(4)_ -1
     mm(4_80_100) c_u_step(4)_ 1.628518812645362
     mm(4_90_10) c_u_only_chosen(4_90_10)_ 1
     mm(4_90_10) c_e_split(4)_ -1
     mm(4_90_10) c_u_step(4)_ 3.470505235945136
     mm(4_90_20) c_u_only_chosen(4_90_20)_ 1
     mm(4_90_20) c_e_split(4)_ -1
     mm(4_90_20) c_u_step(4)_ 3.1827482718959956
     mm(4_90_30) c_u_only_chosen(4_90_30)_ 1
     mm(4_90_30) c_e_split(4)_ -1
     mm(4_90_30) c_u_step(4)_ 2.9390563921610315
     mm(4_90_40) c_u_only_chosen(4_90_40)_ 1
     mm(4_90_40) c_e_split(4)_ -1
     mm(4_90_40) c_u_step(4)_ 2.7300277370094594
     mm(4_90_50) c_u_only_chosen(4_90_50)_ 1
     mm(4_90_50) c_e_split(4)_ -1
     mm(4_90_50) c_u_step(4)_ 2.548757530576907
     mm(4_90_60) c_u_only_chosen(4_90_60)_ 1
     mm(4_90_60) c_e_split(4)_ -1
     mm(4_90_60) c_u_step(4)_ 2.407874565181777
     mm(4_90_70) c_u_only_chosen(4_90_70)_ 1
     mm(4_90_70) c_e_split(4)_ -1
     mm(4_90_70) c_u_step(4)_ 2.3286173159221781
     mm(4_90_80) c_u_only_chosen(4_90_80)_ 1
     mm(4_90_80) c_e_split(4)_ -1
     mm(4_90_80) c_u_step(4)_ 2.2544114366975112
     mm(4_90_90) c_u_only_chosen(4_90_90)_ 1
     mm(4_90_90) c_e_split(4)_ -1
     mm(4_90_90) c_u_step(4)_ 2.1847889263387898
     mm(4_90_100) c_u_only_chosen(4_90_100)_ 1
     mm(4_90_100) c_e_split(4)_ -1
     mm(4_90_100) c_u_step(4)_ 2.1193378644692711
     mm(4_100_10) c_u_only_chosen(4_100_10)_ 1
     mm(4_100_10) c_e_split(4)_ -1
     mm(4_100_10) c_u_step(4)_ 38.385672363515901
     mm(4_100_20) c_u_only_chosen(4_100_20)_ 1
     mm(4_100_20) c_e_split(4)_ -1
     mm(4_100_20) c_u_step(4)_ 19.192836181757709
     mm(4_100_30) c_u_only_chosen(4_100_30)_ 1
     mm(4_100_30) c_e_split(4)_ -1
     mm(4_100_30) c_u_step(4)_ 12.795224121171866
     mm(4_100_40) c_u_only_chosen(4_100_40)_ 1
     mm(4_100_40) c_e_split(4)_ -1
     mm(4_100_40) c_u_step(4)_ 9.5964180908788546
     mm(4_100_50) c_u_only_chosen(4_100_50)_ 1
     mm(4_100_50) c_e_split(4)_ -1
     mm(4_100_50) c_u_step(4)_ 7.6771344727031119
     mm(4_100_60) c_u_only_chosen(4_100_60)_ 1
     mm(4_100_60) c_e_split(4)_ -1
     mm(4_100_60) c_u_step(4)_ 6.3976120605859332
     mm(4_100_70) c_u_only_chosen(4_100_70)_ 1
     mm(4_100_70) c_e_split(4)_ -1
     mm(4_100_70) c_u_step(4)_ 5.4836674805022252
     mm(4_100_80) c_u_only_chosen(4_100_80)_ 1
     mm(4_100_80) c_e_split(4)_ -1
     mm(4_100_80) c_u_step(4)_ 4.7982090454394433
     mm(4_100_90) c_u_only_chosen(4_100_90)_ 1
     mm(4_100_90) c_e_split(4)_ -1
     mm(4_100_90) c_u_step(4)_ 4.2650747070572805
     mm(4_100_100) c_u_only_chosen(4_100_100)_ 1
     mm(4_100_100) c_e_split(4)_ -1
     mm(4_100_100) c_u_step(4)_ 3.8385672363515559
     mm(5_10_90) c_u_only_chosen(5_10_90)_ 1
     mm(5_10_90) c_e_split(5)_ -1
     mm(5_10_90) c_u_step(5)_ 1.4058669660290155
     mm(5_10_100) c_u_only_chosen(5_10_100)_ 1
     mm(5_10_100) c_e_split(5)_ -1
     mm(5_10_100) c_u_step(5)_ 1.4058669660290155
     mm(5_20_80) c_u_only_chosen(5_20_80)_ 1
     mm(5_20_80) c_e_split(5)_ -1
     mm(5_20_80) c_u_step(5)_ 1.4058669660290155
     mm(5_20_90) c_u_only_chosen(5_20_90)_ 1
     mm(5_20_90) c_e_split(5)_ -1
     mm(5_20_90) c_u_step(5)_ 1.4058669660290155
     mm(5_20_100) c_u_only_chosen(5_20_100)_ 1
     mm(5_20_100) c_e_split(5)_ -1
     mm(5_20_100) c_u_step(5)_ 1.4058669660290155
     mm(5_30_70) c_u_only_chosen(5_30_70)_ 1
     mm(5_30_70) c_e_split(5)_ -1
     mm(5_30_70) c_u_step(5)_ 1.4058669660290155
     mm(5_30_80) c_u_only_chosen(5_30_80)_ 1
     mm(5_30_80) c_e_split(5)_ -1
     mm(5_30_80) c_u_step(5)_ 1.4058669660290155
     mm(5_30_90) c_u_only_chosen(5_30_90)_ 1
     mm(5_30_90) c_e_split(5)_ -1
     mm(5_30_90) c_u_step(5)_ 1.4058669660290155
     mm(5_30_100) c_u_only_chosen(5_30_100)_ 1
     mm(5_30_100) c_e_split(5)_ -1
     mm(5_30_100) c_u_step(5)_ 1.4058669660290155
     mm(5_40_60) c_u_only_chosen(5_40_60)_ 1
     mm(5_40_60) c_e_split(5)_ -1
     mm(5_40_60) c_u_step(5)_ 1.4058669660290155
     mm(5_40_70) c_u_only_chosen(5_40_70)_ 1
     mm(5_40_70) c_e_split(5)_ -1
     mm(5_40_70) c_u_step(5)_ 1.4058669660290155
     mm(5_40_80) c_u_only_chosen(5_40_80)_ 1
     mm(5_40_80) c_e_split(5)_ -1
     mm(5_40_80) c_u_step(5)_ 1.4058669660290155
     mm(5_40_90) c_u_only_chosen(5_40_90)_ 1
     mm(5_40_90) c_e_split(5)_ -1
     mm(5_40_90) c_u_step(5)_ 1.4058669660290155
     mm(5_40_100) c_u_only_chosen(5_40_100)_ 1
     mm(5_40_100) c_e_split(5)_ -1
     mm(5_40_100) c_u_step(5)_ 1.4058669660290155
     mm(5_50_50) c_u_only_chosen(5_50_50)_ 1
     mm(5_50_50) c_e_split(5)_ -1
     mm(5_50_50) c_u_step(5)_ 1.4058669660290155
     mm(5_50_60) c_u_only_chosen(5_50_60)_ 1
     mm(5_50_60) c_e_split(5)_ -1
     mm(5_50_60) c_u_step(5)_ 1.4058669660290155
     mm(5_50_70) c_u_only_chosen(5_50_70)_ 1
     mm(5_50_70) c_e_split(5)_ -1
     mm(5_50_70) c_u_step(5)_ 1.4058669660290155
     mm(5_50_80) c_u_only_chosen(5_50_80)_ 1
     mm(5_50_80) c_e_split(5)_ -1
     mm(5_50_80) c_u_step(5)_ 1.4058669660290155
     mm(5_50_90) c_u_only_chosen(5_50_90)_ 1
     mm(5_50_90) c_e_split(5)_ -1
     mm(5_50_90) c_u_step(5)_ 1.4058669660290155
     mm(5_50_100) c_u_only_chosen(5_50_100)_ 1
     mm(5_50_100) c_e_split(5)_ -1
     mm(5_50_100) c_u_step(5)_ 1.4058669660290155
     mm(5_60_40) c_u_only_chosen(5_60_40)_ 1
     mm(5_60_40) c_e_split(5)_ -1
     mm(5_60_40) c_u_step(5)_ 1.436698516186375
     mm(5_60_50) c_u_only_chosen(5_60_50)_ 1
     mm(5_60_50) c_e_split(5)_ -1
     mm(5_60_50) c_u_step(5)_ 1.4267969271726724
     mm(5_60_60) c_u_only_chosen(5_60_60)_ 1
     mm(5_60_60) c_e_split(5)_ -1
     mm(5_60_60) c_u_step(5)_ 1.4170308855913858
     mm(5_60_70) c_u_only_chosen(5_60_70)_ 1
     mm(5_60_70) c_e_split(5)_ -1
     mm(5_60_70) c_u_step(5)_ 1.4073976270070745
     mm(5_60_80) c_u_only_chosen(5_60_80)_ 1
     mm(5_60_80) c_e_split(5)_ -1
     mm(5_60_80) c_u_step(5)_ 1.4058669660290155
     mm(5_60_90) c_u_only_chosen(5_60_90)_ 1
     mm(5_60_90) c_e_split(5)_ -1
     mm(5_60_90) c_u_step(5)_ 1.4058669660290155
     mm(5_60_100) c_u_only_chosen(5_60_100)_ 1
     mm(5_60_100) c_e_split(5)_ -1
     mm(5_60_100) c_u_step(5)_ 1.4058669660290155
     mm(5_70_30) c_u_only_chosen(5_70_30)_ 1
     mm(5_70_30) c_e_split(5)_ -1
     mm(5_70_30) c_u_step(5)_ 1.5561437698870031
     mm(5_70_40) c_u_only_chosen(5_70_40)_ 1
     mm(5_70_40) c_e_split(5)_ -1
     mm(5_70_40) c_u_step(5)_ 1.5445339823044613
     mm(5_70_50) c_u_only_chosen(5_70_50)_ 1
     mm(5_70_50) c_e_split(5)_ -1
     mm(5_70_50) c_u_step(5)_ 1.5330961441550033
     mm(5_70_60) c_u_only_chosen(5_70_60)_ 1
     mm(5_70_60) c_e_split(5)_ -1
     mm(5_70_60) c_u_step(5)_ 1.5218264634744836
     mm(5_70_70) c_u_only_chosen(5_70_70)_ 1
     mm(5_70_70) c_e_split(5)_ -1
     mm(5_70_70) c_u_step(5)_ 1.5107212589829582
     mm(5_70_80) c_u_only_chosen(5_70_80)_ 1
     mm(5_70_80) c_e_split(5)_ -1
     mm(5_70_80) c_u_step(5)_ 1.4997769560754706
     mm(5_70_90) c_u_only_chosen(5_70_90)_ 1
     mm(5_70_90) c_e_split(5)_ -1
     mm(5_70_90) c_u_step(5)_ 1.4889900829858489
     mm(5_70_100) c_u_only_chosen(5_70_100)_ 1
     mm(5_70_100) c_e_split(5)_ -1
     mm(5_70_100) c_u_step(5)_ 1.4783572671148699
     mm(5_80_20) c_u_only_chosen(5_80_20)_ 1
     mm(5_80_20) c_e_split(5)_ -1
     mm(5_80_20) c_u_step(5)_ 1.9961195030938739
     mm(5_80_30) c_u_only_chosen(5_80_30)_ 1
     mm(5_80_30) c_e_split(5)_ -1
     mm(5_80_30) c_u_step(5)_ 1.9413428133017747
     mm(5_80_40) c_u_only_chosen(5_80_40)_ 1
     mm(5_80_40) c_e_split(5)_ -1
     mm(5_80_40) c_u_step(5)_ 1.8894921475132185
     mm(5_80_50) c_u_only_chosen(5_80_50)_ 1
     mm(5_80_50) c_e_split(5)_ -1
     mm(5_80_50) c_u_step(5)_ 1.8403391541492604
     mm(5_80_60) c_u_only_chosen(5_80_60)_ 1
     mm(5_80_60) c_e_split(5)_ -1
     mm(5_80_60) c_u_step(5)_ 1.7936786404100618
     mm(5_80_70) c_u_only_chosen(5_80_70)_ 1
     mm(5_80_70) c_e_split(5)_ -1
     mm(5_80_70) c_u_step(5)_ 1.749325708997937
     mm(5_80_80) c_u_only_chosen(5_80_80)_ 1
     mm(5_80_80) c_e_split(5)_ -1
     mm(5_80_80) c_u_step(5)_ 1.7071133093971327
     mm(5_80_90) c_u_only_chosen(5_80_90)_ 1
     mm(5_80_90) c_e_split(5)_ -1
     mm(5_80_90) c_u_step(5)_ 1.6668901353355519
     mm(5_80_100) c_u_only_chosen(5_80_100)_ 1
     mm(5_80_100) c_e_split(5)_ -1
     mm(5_80_100) c_u_step(5)_ 1.628518812645362
     mm(5_90_10) c_u_only_chosen(5_90_10)_ 1
     mm(5_90_10) c_e_split(5)_ -1
     mm(5_90_10) c_u_step(5)_ 3.470505235945136
     mm(5_90_20) c_u_only_chosen(5_90_20)_ 1
     mm(5_90_20) c_e_split(5)_ -1
     mm(5_90_20) c_u_step(5)_ 3.1827482718959956
     mm(5_90_30) c_u_only_chosen(5_90_30)_ 1
     mm(5_90_30) c_e_split(5)_ -1
     mm(5_90_30) c_u_step(5)_ 2.9390563921610315
     mm(5_90_40) c_u_only_chosen(5_90_40)_ 1
     mm(5_90_40) c_e_split(5)_ -1
     mm(5_90_40) c_u_step(5)_ 2.7300277370094594
     mm(5_90_50) c_u_only_chosen(5_90_50)_ 1
     mm(5_90_50) c_e_split(5)_ -1
     mm(5_90_50) c_u_step(5)_ 2.548757530576907
     mm(5_90_60) c_u_only_chosen(5_90_60)_ 1
     mm(5_90_60) c_e_split(5)_ -1
     mm(5_90_60) c_u_step(5)_ 2.407874565181777
     mm(5_90_70) c_u_only_chosen(5_90_70)_ 1
     mm(5_90_70) c_e_split(5)_ -1
     mm(5_90_70) c_u_step(5)_ 2.3286173159221781
     mm(5_90_80) c_u_only_chosen(5_90_80)_ 1
     mm(5_90_80) c_e_split(5)_ -1
     mm(5_90_80) c_u_step(5)_ 2.2544114366975112
     mm(5_90_90) c_u_only_chosen(5_90_90)_ 1
     mm(5_90_90) c_e_split(5)_ -1
     mm(5_90_90) c_u_step(5)_ 2.1847889263387898
     mm(5_90_100) c_u_only_chosen(5_90_100)_ 1
     mm(5_90_100) c_e_split(5)_ -1
     mm(5_90_100) c_u_step(5)_ 2.1193378644692711
     mm(5_100_10) c_u_only_chosen(5_100_10)_ 1
     mm(5_100_10) c_e_split(5)_ -1
     mm(5_100_10) c_u_step(5)_ 38.385672363515901
     mm(5_100_20) c_u_only_chosen(5_100_20)_ 1
     mm(5_100_20) c_e_split(5)_ -1
     mm(5_100_20) c_u_step(5)_ 19.192836181757709
     mm(5_100_30) c_u_only_chosen(5_100_30)_ 1
     mm(5_100_30) c_e_split(5)_ -1
     mm(5_100_30) c_u_step(5)_ 12.795224121171866
     mm(5_100_40) c_u_only_chosen(5_100_40)_ 1
     mm(5_100_40) c_e_split(5)_ -1
     mm(5_100_40) c_u_step(5)_ 9.5964180908788546
     mm(5_100_50) c_u_only_chosen(5_100_50)_ 1
     mm(5_100_50) c_e_split(5)_ -1
     mm(5_100_50) c_u_step(5)_ 7.6771344727031119
     mm(5_100_60) c_u_only_chosen(5_100_60)_ 1
     mm(5_100_60) c_e_split(5)_ -1
     mm(5_100_60) c_u_step(5)_ 6.3976120605859332
     mm(5_100_70) c_u_only_chosen(5_100_70)_ 1
     mm(5_100_70) c_e_split(5)_ -1
     mm(5_100_70) c_u_step(5)_ 5.4836674805022252
     mm(5_100_80) c_u_only_chosen(5_100_80)_ 1
     mm(5_100_80) c_e_split(5)_ -1
     mm(5_100_80) c_u_step(5)_ 4.7982090454394433
     mm(5_100_90) c_u_only_chosen(5_100_90)_ 1
     mm(5_100_90) c_e_split(5)_ -1
     mm(5_100_90) c_u_step(5)_ 4.2650747070572805
     mm(5_100_100) c_u_only_chosen(5_100_100)_ 1
     mm(5_100_100) c_e_split(5)_ -1
     mm(5_100_100) c_u_step(5)_ 3.8385672363515559
     tau(0) obj 110.04116209257681
     tau(0) c_u_step(0)_ -220.08232418515362
     tau(0) c_u_step(1)_ -220.08232418515362
     tau(0) c_u_step(2)_ -220.08232418515362
     tau(0) c_u_step(3)_ -220.08232418515362
     tau(0) c_u_tangent(0)_ -220.08232418515362
     tau(0) c_u_tangent(1)_ -220.08232418515362
     tau(0) c_u_tangent(2)_ -220.08232418515362
     tau(0) c_u_tangent(3)_ -220.08232418515362
     tau(0) c_u_tangent(4)_ -220.08232418515362
     tau(0) c_u_tangent(5)_ -220.08232418515362
     tau(0) c_u_tangent(6)_ -220.08232418515362
     tau(0) c_u_tangent(7)_ -220.08232418515362
     tau(0) c_u_tangent(8)_ -220.08232418515362
     tau(0) c_u_tangent(9)_ -220.08232418515362
     tau(0) c_u_tangent(10)_ -220.08232418515362
     tau(0) c_u_tangent(11)_ -220.08232418515362
     tau(1) obj 175.16573790742305
     tau(1) c_u_step(4)_ -350.3314758148461
     tau(1) c_u_step(5)_ -350.3314758148461
     tau(1) c_u_tangent(12)_ -350.3314758148461
     tau(1) c_u_tangent(13)_ -350.3314758148461
     tau(1) c_u_tangent(14)_ -350.3314758148461
     tau(1) c_u_tangent(15)_ -350.3314758148461
     tau(1) c_u_tangent(16)_ -350.3314758148461
     tau(1) c_u_tangent(17)_ -350.3314758148461
     tau(1) c_u_tangent(18)_ -350.3314758148461
     tau(1) c_u_tangent(19)_ -350.3314758148461
     tau(1) c_u_tangent(20)_ -350.3314758148461
     tau(1) c_u_tangent(21)_ -350.3314758148461
     tau(1) c_u_tangent(22)_ -350.3314758148461
     tau(1) c_u_tangent(23)_ -350.3314758148461
RHS
     RHS c_e_one_pair(0)_ 1
     RHS c_e_one_pair(1)_ 1
     RHS c_u_only_chosen(0_10_90)_ 0
     RHS c_u_only_chosen(0_10_100)_ 0
     RHS c_u_only_chosen(0_20_80)_ 0
     RHS c_u_only_chosen(0_20_90)_ 0
     RHS c_u_only_chosen(0_20_100)_ 0
     RHS c_u_only_chosen(0_30_70)_ 0
     RHS c_u_only_chosen(0_30_80)_ 0
     RHS c_u_only_chosen(0_30_90)_ 0
     RHS c_u_only_chosen(0_30_100)_ 0
     RHS c_u_only_chosen(0_40_60)_ 0
     RHS c_u_only_chosen(0_40_70)_ 0
     RHS c_u_only_chosen(0_40_80)_ 0
     RHS c_u_only_chosen(0_40_90)_ 0
     RHS c_u_only_chosen(0_40_100)_ 0
     RHS c_u_only_chosen(0_50_50)_ 0
     RHS c_u_only_chosen(0_50_60)_ 0
     RHS c_u_only_chosen(0_50_70)_ 0
     RHS c_u_only_chosen(0_50_80)_ 0
     RHS c_u_only_chosen(0_50_90)_ 0
     RHS c_u_only_chosen(0_50_100)_ 0
     RHS c_u_only_chosen(0_60_40)_ 0
     RHS c_u_only_chosen(0_60_50)_ 0
     RHS c_u_only_chosen(0_60_60)_ 0
     RHS c_u_only_chosen(0_60_70)_ 0
     RHS c_u_only_chosen(0_60_80)_ 0
     RHS c_u_only_chosen(0_60_90)_ 0
     RHS c_u_only_chosen(0_60_100)_ 0
     RHS c_u_only_chosen(0_70_30)_ 0
     RHS c_u_only_chosen(0_70_40)_ 0
     RHS c_u_only_chosen(0_70_50)_ 0
     RHS c_u_only_chosen(0_70_60)_ 0
     RHS c_u_only_chosen(0_70_70)_ 0
     RHS c_u_only_chosen(0_70_80)_ 0
     RHS c_u_only_chosen(0_70_90)_ 0
     RHS c_u_only_chosen(0_70_100)_ 0
     RHS c_u_only_chosen(0_80_20)_ 0
     RHS c_u_only_chosen(0_80_30)_ 0
     RHS c_u_only_chosen(0_80_40)_ 0
     RHS c_u_only_chosen(0_80_50)_ 0
     RHS c_u_only_chosen(0_80_60)_ 0
     RHS c_u_only_chosen(0_80_70)_ 0
     RHS c_u_only_chosen(0_80_80)_ 0
     RHS c_u_only_chosen(0_80_90)_ 0
     RHS c_u_only_chosen(0_80_100)_ 0
     RHS c_u_only_chosen(0_90_10)_ 0
     RHS c_u_only_chosen(0_90_20)_ 0
     RHS c_u_only_chosen(0_90_30)_ 0
     RHS c_u_only_chosen(0_90_40)_ 0
     RHS c_u_only_chosen(0_90_50)_ 0
     RHS c_u_only_chosen(0_90_60)_ 0
     RHS c_u_only_chosen(0_90_70)_ 0
     RHS c_u_only_chosen(0_90_80)_ 0
     RHS c_u_only_chosen(0_90_90)_ 0
     RHS c_u_only_chosen(0_90_100)_ 0
     RHS c_u_only_chosen(0_100_10)_ 0
     RHS c_u_only_chosen(0_100_20)_ 0
     RHS c_u_only_chosen(0_100_30)_ 0
     RHS c_u_only_chosen(0_100_40)_ 0
     RHS c_u_only_chosen(0_100_50)_ 0
     RHS c_u_only_chosen(0_100_60)_ 0
     RHS c_u_only_chosen(0_100_70)_ 0
     RHS c_u_only_chosen(0_100_80)_ 0
     RHS c_u_only_chosen(0_100_90)_ 0
     RHS c_u_only_chosen(0_100_100)_ 0
     RHS c_u_only_chosen(1_10_90)_ 0
     RHS c_u_only_chosen(1_10_100)_ 0
     RHS c_u_only_chosen(1_20_80)_ 0
     RHS c_u_only_chosen(1_20_90)_ 0
     RHS c_u_only_chosen(1_20_100)_ 0
     RHS c_u_only_chosen(1_30_70)_ 0
     RHS c_u_only_chosen(1_30_80)_ 0
     RHS c_u_only_chosen(1_30_90)_ 0
     RHS c_u_only_chosen(1_30_100)_ 0
     RHS c_u_only_chosen(1_40_60)_ 0
     RHS c_u_only_chosen(1_40_70)_ 0
     RHS c_u_only_chosen(1_40_80)_ 0
     RHS c_u_only_chosen(1_40_90)_ 0
     RHS c_u_only_chosen(1_40_100)_ 0
     RHS c_u_only_chosen(1_50_50)_ 0
     RHS c_u_only_chosen(1_50_60)_ 0
     RHS c_u_only_chosen(1_50_70)_ 0
     RHS c_u_only_chosen(1_50_80)_ 0
     RHS c_u_only_chosen(1_50_90)_ 0
     RHS c_u_only_chosen(1_50_100)_ 0
     RHS c_u_only_chosen(1_60_40)_ 0
     RHS c_u_only_chosen(1_60_50)_ 0
     RHS c_u_only_chosen(1_60_60)_ 0
     RHS c_u_only_chosen(1_60_70)_ 0
     RHS c_u_only_chosen(1_60_80)_ 0
     RHS c_u_only_chosen(1_60_90)_ 0
     RHS c_u_only_chosen(1_60_100)_ 0
     RHS c_u_only_chosen(1_70_30)_ 0
     RHS c_u_only_chosen(1_70_40)_ 0
     RHS c_u_only_chosen(1_70_50)_ 0
     RHS c_u_only_chosen(1_70_60)_ 0
     RHS c_u_only_chosen(1_70_70)_ 0
     RHS c_u_only_chosen(1_70_80)_ 0
     RHS c_u_only_chosen(1_70_90)_ 0
     RHS c_u_only_chosen(1_70_100)_ 0
     RHS c_u_only_chosen(1_80_20)_ 0
     RHS c_u_only_chosen(1_80_30)_ 0
     RHS c_u_only_chosen(1_80_40)_ 0
     RHS c_u_only_chosen(1_80_50)_ 0
     RHS c_u_only_chosen(1_80_60)_ 0
     RHS c_u_only_chosen(1_80_70)_ 0
     RHS c_u_only_chosen(1_80_80)_ 0
     RHS c_u_only_chosen(1_80_90)_ 0
     RHS c_u_only_chosen(1_80_100)_ 0
     RHS c_u_only_chosen(1_90_10)_ 0
     RHS c_u_only_chosen(1_90_20)_ 0
     RHS c_u_only_chosen(1_90_30)_ 0
     RHS c_u_only_chosen(1_90_40)_ 0
     RHS c_u_only_chosen(1_90_50)_ 0
     RHS c_u_only_chosen(1_90_60)_ 0
     RHS c_u_only_chosen(1_90_70)_ 0
     RHS c_u_only_chosen(1_90_80)_ 0
     RHS c_u_only_chosen(1_90_90)_ 0
     RHS c_u_only_chosen(1_90_100)_ 0
     RHS c_u_only_chosen(1_100_10)_ 0
     RHS c_u_only_chosen(1_100_20)_ 0
     RHS c_u_only_chosen(1_100_30)_ 0
     RHS c_u_only_chosen(1_100_40)_ 0
     RHS c_u_only_chosen(1_100_50)_ 0
     RHS c_u_only_chosen(1_100_60)_ 0
     RHS c_u_only_chosen(1_100_70)_ 0
     RHS c_u_only_chosen(1_100_80)_ 0
     RHS c_u_only_chosen(1_100_90)_ 0
     RHS c_u_only_chosen(1_100_100)_ 0
     RHS c_u_only_chosen(4_10_90)_ 0
     RHS c_u_only_chosen(4_10_100)_ 0
     RHS c_u_only_chosen(4_20_80)_ 0
     RHS c_u_only_chosen(4_20_90)_ 0
     RHS c_u_only_chosen(4_20_100)_ 0
     RHS c_u_only_chosen(4_30_70)_ 0
     RHS c_u_only_chosen(4_30_80)_ 0
     RHS c_u_only_chosen(4_30_90)_ 0
     RHS c_u_only_chosen(4_30_100)_ 0
     RHS c_u_only_chosen(4_40_60)_ 0
     RHS c_u_only_chosen(4_40_70)_ 0
     RHS c_u_only_chosen(4_40_80)_ 0
     RHS c_u_only_chosen(4_40_90)_ 0
     RHS c_u_only_chosen(4_40_100)_ 0
     RHS c_u_only_chosen(4_50_50)_ 0
     RHS c_u_only_chosen(4_50_60)_ 0
     RHS c_u_only_chosen(4_50_70)_ 0
     RHS c_u_only_chosen(4_50_80)_ 0
     RHS c_u_only_chosen(4_50_90)_ 0
     RHS c_u_only_chosen(4_50_100)_ 0
     RHS c_u_only_chosen(4_60_40)_ 0
     RHS c_u_only_chosen(4_60_50)_ 0
     RHS c_u_only_chosen(4_60_60)_ 0
     RHS c_u_only_chosen(4_60_70)_ 0
     RHS c_u_only_chosen(4_60_80)_ 0
     RHS c_u_only_chosen(4_60_90)_ 0
     RHS c_u_only_chosen(4_60_100)_ 0
     RHS c_u_only_chosen(4_70_30)_ 0
     RHS c_u_only_chosen(4_70_40)_ 0
     RHS c_u_only_chosen(4_70_50)_ 0
     RHS c_u_only_chosen(4_70_60)_ 0
     RHS c_u_only_chosen(4_70_70)_ 0
     RHS c_u_only_chosen(4_70_80)_ 0
     RHS c_u_only_chosen(4_70_90)_ 0
     RHS c_u_only_chosen(4_70_100)_ 0
     RHS c_u_only_chosen(4_80_20)_ 0
     RHS c_u_only_chosen(4_80_30)_ 0
     RHS c_u_only_chosen(4_80_40)_ 0
     RHS c_u_only_chosen(4_80_50)_ 0
     RHS c_u_only_chosen(4_80_60)_ 0
     RHS c_u_only_chosen(4_80_70)_ 0
     RHS c_u_only_chosen(4_80_80)_ 0
     RHS c_u_only_chosen(4_80_90)_ 0
     RHS c_u_only_chosen(4_80_100)_ 0
     RHS c_u_only_chosen(4_90_10)_ 0
     RHS c_u_only_chosen(4_90_20)_ 0
     RHS c_u_only_chosen(4_90_30)_ 0
     RHS c_u_only_chosen(4_90_40)_ 0
     RHS c_u_only_chosen(4_90_50)_ 0
     RHS c_u_only_chosen(4_90_60)_ 0
     RHS c_u_only_chosen(4_90_70)_ 0
     RHS c_u_only_chosen(4_90_80)_ 0
     RHS c_u_only_chosen(4_90_90)_ 0
     RHS c_u_only_chosen(4_90_100)_ 0
     RHS c_u_only_chosen(4_100_10)_ 0
     RHS c_u_only_chosen(4_100_20)_ 0
     RHS c_u_only_chosen(4_100_30)_ 0
     RHS c_u_only_chosen(4_100_40)_ 0
     RHS c_u_only_chosen(4_100_50)_ 0
     RHS c_u_only_chosen(4_100_60)_ 0
     RHS c_u_only_chosen(4_100_70)_ 0
     RHS c_u_only_chosen(4_100_80)_ 0
     RHS c_u_only_chosen(4_100_90)_ 0
     RHS c_u_only_chosen(4_100_100)_ 0
     RHS c_u_only_chosen(5_10_90)_ 0
     RHS c_u_only_chosen(5_10_100)_ 0
     RHS c_u_only_chosen(5_20_80)_ 0
     RHS c_u_only_chosen(5_20_90)_ 0
     RHS c_u_only_chosen(5_20_100)_ 0
     RHS c_u_only_chosen(5_30_70)_ 0
     RHS c_u_only_chosen(5_30_80)_ 0
     RHS c_u_only_chosen(5_30_90)_ 0
     RHS c_u_only_chosen(5_30_100)_ 0
     RHS c_u_only_chosen(5_40_60)_ 0
     RHS c_u_only_chosen(5_40_70)_ 0
     RHS c_u_only_chosen(5_40_80)_ 0
     RHS c_u_only_chosen(5_40_90)_ 0
     RHS c_u_only_chosen(5_40_100)_ 0
     RHS c_u_only_chosen(5_50_50)_ 0
     RHS c_u_only_chosen(5_50_60)_ 0
     RHS c_u_only_chosen(5_50_70)_ 0
     RHS c_u_only_chosen(5_50_80)_ 0
     RHS c_u_only_chosen(5_50_90)_ 0
     RHS c_u_only_chosen(5_50_100)_ 0
     RHS c_u_only_chosen(5_60_40)_ 0
     RHS c_u_only_chosen(5_60_50)_ 0
     RHS c_u_only_chosen(5_60_60)_ 0
     RHS c_u_only_chosen(5_60_70)_ 0
     RHS c_u_only_chosen(5_60_80)_ 0
     RHS c_u_only_chosen(5_60_90)_ 0
     RHS c_u_only_chosen(5_60_100)_ 0
     RHS c_u_only_chosen(5_70_30)_ 0
     RHS c_u_only_chosen(5_70_40)_ 0
     RHS c_u_only_chosen(5_70_50)_ 0
     RHS c_u_only_chosen(5_70_60)_ 0
     RHS c_u_only_chosen(5_70_70)_ 0
     RHS c_u_only_chosen(5_70_80)_ 0
     RHS c_u_only_chosen(5_70_90)_ 0
     RHS c_u_only_chosen(5_70_100)_ 0
     RHS c_u_only_chosen(5_80_20)_ 0
     RHS c_u_only_chosen(5_80_30)_ 0
     RHS c_u_only_chosen(5_80_40)_ 0
     RHS c_u_only_chosen(5_80_50)_ 0
     RHS c_u_only_chosen(5_80_60)_ 0
     RHS c_u_only_chosen(5_80_70)_ 0
     RHS c_u_only_chosen(5_80_80)_ 0
     RHS c_u_only_chosen(5_80_90)_ 0
     RHS c_u_only_chosen(5_80_100)_ 0
     RHS c_u_only_chosen(5_90_10)_ 0
     RHS c_u_only_chosen(5_90_20)_ 0
     RHS c_u_only_chosen(5_90_30)_ 0
     RHS c_u_only_chosen(5_90_40)_ 0
     RHS c_u_only_chosen(5_90_50)_ 0
     RHS c_u_only_chosen(5_90_60)_ 0
     RHS c_u_only_chosen(5_90_70)_ 0
     RHS c_u_only_chosen(5_90_80)_ 0
     RHS c_u_only_chosen(5_90_90)_ 0
     RHS c_u_only_chosen(5_90_100)_ 0
     RHS c_u_only_chosen(5_100_10)_ 0
     RHS c_u_only_chosen(5_100_20)_ 0
     RHS c_u_only_chosen(5_100_30)_ 0
     RHS c_u_only_chosen(5_100_40)_ 0
     RHS c_u_only_chosen(5_100_50)_ 0
     RHS c_u_only_chosen(5_100_60)_ 0
     RHS c_u_only_chosen(5_100_70)_ 0
     RHS c_u_only_chosen(5_100_80)_ 0
     RHS c_u_only_chosen(5_100_90)_ 0
     RHS c_u_only_chosen(5_100_100)_ 0
     RHS c_e_split(0)_ 0
     RHS c_e_split(1)_ 0
     RHS c_e_split(4)_ 0
     RHS c_e_split(5)_ 0
     RHS c_e_global_batch(0)_ 128
     RHS c_e_global_batch(1)_ 64
     RHS c_u_no_liss_up(0)_ 125
     RHS c_u_no_liss_up(1)_ 125
     RHS c_u_no_liss_up(2)_ 125
     RHS c_u_no_liss_up(3)_ 125
     RHS c_u_no_liss_up(4)_ 63
     RHS c_u_no_liss_up(5)_ 63
     RHS c_u_no_liss_down(0)_ -1
     RHS c_u_no_liss_down(1)_ -1
     RHS c_u_no_liss_down(2)_ -1
     RHS c_u_no_liss_down(3)_ -1
     RHS c_u_no_liss_down(4)_ -1
     RHS c_u_no_liss_down(5)_ -1
     RHS c_u_step(0)_ 0
     RHS c_u_step(1)_ 0
     RHS c_u_step(2)_ 0
     RHS c_u_step(3)_ 0
     RHS c_u_step(4)_ 0
     RHS c_u_step(5)_ 0
     RHS c_u_tangent(0)_ -56.453094381544197
     RHS c_u_tangent(1)_ -56.052739159601337
     RHS c_u_tangent(2)_ -55.351968207028023
     RHS c_u_tangent(3)_ -54.40465277450658
     RHS c_u_tangent(4)_ -53.257434874106153
     RHS c_u_tangent(5)_ -51.950608857260079
     RHS c_u_tangent(6)_ -50.518899797468151
     RHS c_u_tangent(7)_ -48.992150526665299
     RHS c_u_tangent(8)_ -47.395927826576624
     RHS c_u_tangent(9)_ -45.752057081292797
     RHS c_u_tangent(10)_ -44.079093637528516
     RHS c_u_tangent(11)_ -42.392738179287662
     RHS c_u_tangent(12)_ -2456.6830312650177
     RHS c_u_tangent(13)_ -1818.7927893000119
     RHS c_u_tangent(14)_ -1346.533992505467
     RHS c_u_tangent(15)_ -996.89959386221858
     RHS c_u_tangent(16)_ -738.04954481208244
     RHS c_u_tangent(17)_ -546.41122732025872
     RHS c_u_tangent(18)_ -404.53277349781473
     RHS c_u_tangent(19)_ -299.49378170064347
     RHS c_u_tangent(20)_ -221.72869827526409
     RHS c_u_tangent(21)_ -164.15571421774683
     RHS c_u_tangent(22)_ -121.53184824494492
     RHS c_u_tangent(23)_ -89.975485825857049
     RHS c_u_order(0)_ 0
BOUNDS
 BV BOUND y(0_10_90)
 BV BOUND y(0_10_100)
 BV BOUND y(0_20_80)
 BV BOUND y(0_20_90)
 BV BOUND y(0_20_100)
 BV BOUND y(0_30_70)
 BV BOUND y(0_30_80)
 BV BOUND y(0_30_90)
 BV BOUND y(0_30_100)
 BV BOUND y(0_40_60)
 BV BOUND y(0_40_70)
 BV BOUND y(0_40_80)
 BV BOUND y(0_40_90)
 BV BOUND y(0_40_100)
 BV BOUND y(0_50_50)
 BV BOUND y(0_50_60)
 BV BOUND y(0_50_70)
 BV BOUND y(0_50_80)
 BV BOUND y(0_50_90)
 BV BOUND y(0_50_100)
 BV BOUND y(0_60_40)
 BV BOUND y(0_60_50)
 BV BOUND y(0_60_60)
 BV BOUND y(0_60_70)
 BV BOUND y(0_60_80)
 BV BOUND y(0_60_90)
 BV BOUND y(0_60_100)
 BV BOUND y(0_70_30)
 BV BOUND y(0_70_40)
 BV BOUND y(0_70_50)
 BV BOUND y(0_70_60)
 BV BOUND y(0_70_70)
 BV BOUND y(0_70_80)
 BV BOUND y(0_70_90)
 BV BOUND y(0_70_100)
 BV BOUND y(0_80_20)
 BV BOUND y(0_80_30)
 BV BOUND y(0_80_40)
 BV BOUND y(0_80_50)
 BV BOUND y(0_80_60)
 BV BOUND y(0_80_70)
 BV BOUND y(0_80_80)
 BV BOUND y(0_80_90)
 BV BOUND y(0_80_100)
 BV BOUND y(0_90_10)
 BV BOUND y(0_90_20)
 BV BOUND y(0_90_30)
 BV BOUND y(0_90_40)
 BV BOUND y(0_90_50)
 BV BOUND y(0_90_60)
 BV BOUND y(0_90_70)
 BV BOUND y(0_90_80)
 BV BOUND y(0_90_90)
 BV BOUND y(0_90_100)
 BV BOUND y(0_100_10)
 BV BOUND y(0_100_20)
 BV BOUND y(0_100_30)
 BV BOUND y(0_100_40)
 BV BOUND y(0_100_50)
 BV BOUND y(0_100_60)
 BV BOUND y(0_100_70)
 BV BOUND y(0_100_80)
 BV BOUND y(0_100_90)
 BV BOUND y(0_100_100)
 BV BOUND y(1_10_90)
 BV BOUND y(1_10_100)
 BV BOUND y(1_20_80)
 BV BOUND y(1_20_90)
 BV BOUND y(1_20_100)
 BV BOUND y(1_30_70)
 BV BOUND y(1_30_80)
 BV BOUND y(1_30_90)
 BV BOUND y(1_30_100)
 BV BOUND y(1_40_60)
 BV BOUND y(1_40_70)
 BV BOUND y(1_40_80)
 BV BOUND y(1_40_90)
 BV BOUND y(1_40_100)
 BV BOUND y(1_50_50)
 BV BOUND y(1_50_60)
 BV BOUND y(1_50_70)
 BV BOUND y(1_50_80)
 BV BOUND y(1_50_90)
 BV BOUND y(1_50_100)
 BV BOUND y(1_60_40)
 BV BOUND y(1_60_50)
 BV BOUND y(1_60_60)
 BV BOUND y(1_60_70)
 BV BOUND y(1_60_80)
 BV BOUND y(1_60_90)
 BV BOUND y(1_60_100)
 BV BOUND y(1_70_30)
 BV BOUND y(1_70_40)
 BV BOUND y(1_70_50)
 BV BOUND y(1_70_60)
 BV BOUND y(1_70_70)
 BV BOUND y(1_70_80)
 BV BOUND y(1_70_90)
 BV BOUND y(1_70_100)
 BV BOUND y(1_80_20)
 BV BOUND y(1_80_30)
 BV BOUND y(1_80_40)
 BV BOUND y(1_80_50)
 BV BOUND y(1_80_60)
 BV BOUND y(1_80_70)
 BV BOUND y(1_80_80)
 BV BOUND y(1_80_90)
 BV BOUND y(1_80_100)
 BV BOUND y(1_90_10)
 BV BOUND y(1_90_20)
 BV BOUND y(1_90_30)
 BV BOUND y(1_90_40)
 BV BOUND y(1_90_50)
 BV BOUND y(1_90_60)
 BV BOUND y(1_90_70)
 BV BOUND y(1_90_80)
 BV BOUND y(1_90_90)
 BV BOUND y(1_90_100)
 BV BOUND y(1_100_10)
 BV BOUND y(1_100_20)
 BV BOUND y(1_100_30)
 BV BOUND y(1_100_40)
 BV BOUND y(1_100_50)
 BV BOUND y(1_100_60)
 BV BOUND y(1_100_70)
 BV BOUND y(1_100_80)
 BV BOUND y(1_100_90)
 BV BOUND y(1_100_100)
 LI BOUND n(0) 1
 UI BOUND n(0) 125
 LI BOUND n(1) 1
 UI BOUND n(1) 125
 LI BOUND n(2) 1
 UI BOUND n(2) 125
 LI BOUND n(3) 1
 UI BOUND n(3) 125
 LI BOUND n(4) 1
 UI BOUND n(4) 63
 LI BOUND n(5) 1
 UI BOUND n(5) 63
 LI BOUND mm(0_10_90) 0
 UI BOUND mm(0_10_90) 125
 LI BOUND mm(0_10_100) 0
 UI BOUND mm(0_10_100) 125
 LI BOUND mm(0_20_80) 0
 UI BOUND mm(0_20_80) 125
 LI BOUND mm(0_20_90) 0
 UI BOUND mm(0_20_90) 125
 LI BOUND mm(0_20_100) 0
 UI BOUND mm(0_20_100) 125
 LI BOUND mm(0_30_70) 0
 UI BOUND mm(0_30_70) 125
 LI BOUND mm(0_30_80) 0
 UI BOUND mm(0_30_80) 125
 LI BOUND mm(0_30_90) 0
 UI BOUND mm(0_30_90) 125
 LI BOUND mm(0_30_100) 0
 UI BOUND mm(0_30_100) 125
 LI BOUND mm(0_40_60) 0
 UI BOUND mm(0_40_60) 125
 LI BOUND mm(0_40_70) 0
 UI BOUND mm(0_40_70) 125
 LI BOUND mm(0_40_80) 0
 UI BOUND mm(0_40_80) 125
 LI BOUND mm(0_40_90) 0
 UI BOUND mm(0_40_90) 125
 LI BOUND mm(0_40_100) 0
 UI BOUND mm(0_40_100) 125
 LI BOUND mm(0_50_50) 0
 UI BOUND mm(0_50_50) 125
 LI BOUND mm(0_50_60) 0
 UI BOUND mm(0_50_60) 125
 LI BOUND mm(0_50_70) 0
 UI BOUND mm(0_50_70) 125
 LI BOUND mm(0_50_80) 0
 UI BOUND mm(0_50_80) 125
 LI BOUND mm(0_50_90) 0
 UI BOUND mm(0_50_90) 125
 LI BOUND mm(0_50_100) 0
 UI BOUND mm(0_50_100) 125
 LI BOUND mm(0_60_40) 0
 UI BOUND mm(0_60_40) 125
 LI BOUND mm(0_60_50) 0
 UI BOUND mm(0_60_50) 125
 LI BOUND mm(0_60_60) 0
 UI BOUND mm(0_60_60) 125
 LI BOUND mm(0_60_70) 0
 UI BOUND mm(0_60_70) 125
 LI BOUND mm(0_60_80) 0
 UI BOUND mm(0_60_80) 125
 LI BOUND mm(0_60_90) 0
 UI BOUND mm(0_60_90) 125
 LI BOUND mm(0_60_100) 0
 UI BOUND mm(0_60_100) 125
 LI BOUND mm(0_70_30) 0
 UI BOUND mm(0_70_30) 125
 LI BOUND mm(0_70_40) 0
 UI BOUND mm(0_70_40) 125
 LI BOUND mm(0_70_50) 0
 UI BOUND mm(0_70_50) 125
 LI BOUND mm(0_70_60) 0
 UI BOUND mm(0_70_60) 125
 LI BOUND mm(0_70_70) 0
 UI BOUND mm(0_70_70) 125
 LI BOUND mm(0_70_80) 0
 UI BOUND mm(0_70_80) 125
 LI BOUND mm(0_70_90) 0
 UI BOUND mm(0_70_90) 125
 LI BOUND mm(0_70_100) 0
 UI BOUND mm(0_70_100) 125
 LI BOUND mm(0_80_20) 0
 UI BOUND mm(0_80_20) 125
 LI BOUND mm(0_80_30) 0
 UI BOUND mm(0_80_30) 125
 LI BOUND mm(0_80_40) 0
 UI BOUND mm(0_80_40) 125
 LI BOUND mm(0_80_50) 0
 UI BOUND mm(0_80_50) 125
 LI BOUND mm(0_80_60) 0
 UI BOUND mm(0_80_60) 125
 LI BOUND mm(0_80_70) 0
 UI BOUND mm(0_80_70) 125
 LI BOUND mm(0_80_80) 0
 UI BOUND mm(0_80_80) 125
 LI BOUND mm(0_80_90) 0
 UI BOUND mm(0_80_90) 125
 LI BOUND mm(0_80_100) 0
 UI BOUND mm(0_80_100) 125
 LI BOUND mm(0_90_10) 0
 UI BOUND mm(0_90_10) 125
 LI BOUND mm(0_90_20) 0
 UI BOUND mm(0_90_20) 125
 LI BOUND mm(0_90_30) 0
 UI BOUND mm(0_90_30) 125
 LI BOUND mm(0_90_40) 0
 UI BOUND mm(0_90_40) 125
 LI BOUND mm(0_90_50) 0
 UI BOUND mm(0_90_50) 125
 LI BOUND mm(0_90_60) 0
 UI BOUND mm(0_90_60) 125
 LI BOUND mm(0_90_70) 0
 UI BOUND mm(0_90_70) 125
 LI BOUND mm(0_90_80) 0
 UI BOUND mm(0_90_80) 125
 LI BOUND mm(0_90_90) 0
 UI BOUND mm(0_90_90) 125
 LI BOUND mm(0_90_100) 0
 UI BOUND mm(0_90_100) 125
 LI BOUND mm(0_100_10) 0
 UI BOUND mm(0_100_10) 125
 LI BOUND mm(0_100_20) 0
 UI BOUND mm(0_100_20) 125
 LI BOUND mm(0_100_30) 0
 UI BOUND mm(0_100_30) 125
 LI BOUND mm(0_100_40) 0
 UI BOUND mm(0_100_40) 125
 LI BOUND mm(0_100_50) 0
 UI BOUND mm(0_100_50) 125
 LI BOUND mm(0_100_60) 0
 UI BOUND mm(0_100_60) 125
 LI BOUND mm(0_100_70) 0
 UI BOUND mm(0_100_70) 125
 LI BOUND mm(0_100_80) 0
 UI BOUND mm(0_100_80) 125
 LI BOUND mm(0_100_90) 0
 UI BOUND mm(0_100_90) 125
 LI BOUND mm(0_100_100) 0
 UI BOUND mm(0_100_100) 125
 LI BOUND mm(1_10_90) 0
 UI BOUND mm(1_10_90) 125
 LI BOUND mm(1_10_100) 0
 UI BOUND mm(1_10_100) 125
 LI BOUND mm(1_20_80) 0
 UI BOUND mm(1_20_80) 125
 LI BOUND mm(1_20_90) 0
 UI BOUND mm(1_20_90) 125
 LI BOUND mm(1_20_100) 0
 UI BOUND mm(1_20_100) 125
 LI BOUND mm(1_30_70) 0
 UI BOUND mm(1_30_70) 125
 LI BOUND mm(1_30_80) 0
 UI BOUND mm(1_30_80) 125
 LI BOUND mm(1_30_90) 0
 UI BOUND mm(1_30_90) 125
 LI BOUND mm(1_30_100) 0
 UI BOUND mm(1_30_100) 125
 LI BOUND mm(1_40_60) 0
 UI BOUND mm(1_40_60) 125
 LI BOUND mm(1_40_70) 0
 UI BOUND mm(1_40_70) 125
 LI BOUND mm(1_40_80) 0
 UI BOUND mm(1_40_80) 125
 LI BOUND mm(1_40_90) 0
 UI BOUND mm(1_40_90) 125
 LI BOUND mm(1_40_100) 0
 UI BOUND mm(1_40_100) 125
 LI BOUND mm(1_50_50) 0
 UI BOUND mm(1_50_50) 125
 LI BOUND mm(1_50_60) 0
 UI BOUND mm(1_50_60) 125
 LI BOUND mm(1_50_70) 0
 UI BOUND mm(1_50_70) 125
 LI BOUND mm(1_50_80) 0
 UI BOUND mm(1_50_80) 125
 LI BOUND mm(1_50_90) 0
 UI BOUND mm(1_50_90) 125
 LI BOUND mm(1_50_100) 0
 UI BOUND mm(1_50_100) 125
 LI BOUND mm(1_60_40) 0
 UI BOUND mm(1_60_40) 125
 LI BOUND mm(1_60_50) 0
 UI BOUND mm(1_60_50) 125
 LI BOUND mm(1_60_60) 0
 UI BOUND mm(1_60_60) 125
 LI BOUND mm(1_60_70) 0
 UI BOUND mm(1_60_70) 125
 LI BOUND mm(1_60_80) 0
 UI BOUND mm(1_60_80) 125
 LI BOUND mm(1_60_90) 0
 UI BOUND mm(1_60_90) 125
 LI BOUND mm(1_60_100) 0
 UI BOUND mm(1_60_100) 125
 LI BOUND mm(1_70_30) 0
 UI BOUND mm(1_70_30) 125
 LI BOUND mm(1_70_40) 0
 UI BOUND mm(1_70_40) 125
 LI BOUND mm(1_70_50) 0
 UI BOUND mm(1_70_50) 125
 LI BOUND mm(1_70_60) 0
 UI BOUND mm(1_70_60) 125
 LI BOUND mm(1_70_70) 0
 UI BOUND mm(1_70_70) 125
 LI BOUND mm(1_70_80) 0
 UI BOUND mm(1_70_80) 125
 LI BOUND mm(1_70_90) 0
 UI BOUND mm(1_70_90) 125
 LI BOUND mm(1_70_100) 0
 UI BOUND mm(1_70_100) 125
 LI BOUND mm(1_80_20) 0
 UI BOUND mm(1_80_20) 125
 LI BOUND mm(1_80_30) 0
 UI BOUND mm(1_80_30) 125
 LI BOUND mm(1_80_40) 0
 UI BOUND mm(1_80_40) 125
 LI BOUND mm(1_80_50) 0
 UI BOUND mm(1_80_50) 125
 LI BOUND mm(1_80_60) 0
 UI BOUND mm(1_80_60) 125
 LI BOUND mm(1_80_70) 0
 UI BOUND mm(1_80_70) 125
 LI BOUND mm(1_80_80) 0
 UI BOUND mm(1_80_80) 125
 LI BOUND mm(1_80_90) 0
 UI BOUND mm(1_80_90) 125
 LI BOUND mm(1_80_100) 0
 UI BOUND mm(1_80_100) 125
 LI BOUND mm(1_90_10) 0
 UI BOUND mm(1_90_10) 125
 LI BOUND mm(1_90_20) 0
 UI BOUND mm(1_90_20) 125
 LI BOUND mm(1_90_30) 0
 UI BOUND mm(1_90_30) 125
 LI BOUND mm(1_90_40) 0
 UI BOUND mm(1_90_40) 125
 LI BOUND mm(1_90_50) 0
 UI BOUND mm(1_90_50) 125
 LI BOUND mm(1_90_60) 0
 UI BOUND mm(1_90_60) 125
 LI BOUND mm(1_90_70) 0
 UI BOUND mm(1_90_70) 125
 LI BOUND mm(1_90_80) 0
 UI BOUND mm(1_90_80) 125
 LI BOUND mm(1_90_90) 0
 UI BOUND mm(1_90_90) 125
 LI BOUND mm(1_90_100) 0
 UI BOUND mm(1_90_100) 125
 LI BOUND mm(1_100_10) 0
 UI BOUND mm(1_100_10) 125
 LI BOUND mm(1_100_20) 0
 UI BOUND mm(1_100_20) 125
 LI BOUND mm(1_100_30) 0
 UI BOUND mm(1_100_30) 125
 LI BOUND mm(1_100_40) 0
 UI BOUND mm(1_100_40) 125
 LI BOUND mm(1_100_50) 0
 UI BOUND mm(1_100_50) 125
 LI BOUND mm(1_100_60) 0
 UI BOUND mm(1_100_60) 125
 LI BOUND mm(1_100_70) 0
 UI BOUND mm(1_100_70) 125
 LI BOUND mm(1_100_80) 0
 UI BOUND mm(1_100_80) 125
 LI BOUND mm(1_100_90) 0
 UI BOUND mm(1_100_90) 125
 LI BOUND mm(1_100_100) 0
 UI BOUND mm(1_100_100) 125
 LI BOUND mm(4_10_90) 0
 UI BOUND mm(4_10_90) 63
 LI BOUND mm(4_10_100) 0
 UI BOUND mm(4_10_100) 63
 LI BOUND mm(4_20_80) 0
 UI BOUND mm(4_20_80) 63
 LI BOUND mm(4_20_90) 0
 UI BOUND mm(4_20_90) 63
 LI BOUND mm(4_20_100) 0
 UI BOUND mm(4_20_100) 63
 LI BOUND mm(4_30_70) 0
 UI BOUND mm(4_30_70) 63
 LI BOUND mm(4_30_80) 0
 UI BOUND mm(4_30_80) 63
 LI BOUND mm(4_30_90) 0
 UI BOUND mm(4_30_90) 63
 LI BOUND mm(4_30_100) 0
 UI BOUND mm(4_30_100) 63
 LI BOUND mm(4_40_60) 0
 UI BOUND mm(4_40_60) 63
 LI BOUND mm(4_40_70) 0
 UI BOUND mm(4_40_70) 63
 LI BOUND mm(4_40_80) 0
 UI BOUND mm(4_40_80) 63
 LI BOUND mm(4_40_90) 0
 UI BOUND mm(4_40_90) 63
 LI BOUND mm(4_40_100) 0
 UI BOUND mm(4_40_100) 63
 LI BOUND mm(4_50_50) 0
 UI BOUND mm(4_50_50) 63
 LI BOUND mm(4_50_60) 0
 UI BOUND mm(4_50_60) 63
 LI BOUND mm(4_50_70) 0
 UI BOUND mm(4_50_70) 63
 LI BOUND mm(4_50_80) 0
 UI BOUND mm(4_50_80) 63
 LI BOUND mm(4_50_90) 0
 UI BOUND mm(4_50_90) 63
 LI BOUND mm(4_50_100) 0
 UI BOUND mm(4_50_100) 63
 LI BOUND mm(4_60_40) 0
 UI BOUND mm(4_60_40) 63
 LI BOUND mm(4_60_50) 0
 UI BOUND mm(4_60_50) 63
 LI BOUND mm(4_60_60) 0
 UI BOUND mm(4_60_60) 63
 LI BOUND mm(4_60_70) 0
 UI BOUND mm(4_60_70) 63
 LI BOUND mm(4_60_80) 0
 UI BOUND mm(4_60_80) 63
 LI BOUND mm(4_60_90) 0
 UI BOUND mm(4_60_90) 63
 LI BOUND mm(4_60_100) 0
 UI BOUND mm(4_60_100) 63
 LI BOUND mm(4_70_30) 0
 UI BOUND mm(4_70_30) 63
 LI BOUND mm(4_70_40) 0
 UI BOUND mm(4_70_40) 63
 LI BOUND mm(4_70_50) 0
 UI BOUND mm(4_70_50) 63
 LI BOUND mm(4_70_60) 0
 UI BOUND mm(4_70_60) 63
 LI BOUND mm(4_70_70) 0
 UI BOUND mm(4_70_70) 63
 LI BOUND mm(4_70_80) 0
 UI BOUND mm(4_70_80) 63
 LI BOUND mm(4_70_90) 0
 UI BOUND mm(4_70_90) 63
 LI BOUND mm(4_70_100) 0
 UI BOUND mm(4_70_100) 63
 LI BOUND mm(4_80_20) 0
 UI BOUND mm(4_80_20) 63
 LI BOUND mm(4_80_30) 0
 UI BOUND mm(4_80_30) 63
 LI BOUND mm(4_80_40) 0
 UI BOUND mm(4_80_40) 63
 LI BOUND mm(4_80_50) 0
 UI BOUND mm(4_80_50) 63
 LI BOUND mm(4_80_60) 0
 UI BOUND mm(4_80_60) 63
 LI BOUND mm(4_80_70) 0
 UI BOUND mm(4_80_70) 63
 LI BOUND mm(4_80_80) 0
 UI BOUND mm(4_80_80) 63
 LI BOUND mm(4_80_90) 0
 UI BOUND mm(4_80_90) 63
 LI BOUND mm(4_80_100) 0
 UI BOUND mm(4_80_100) 63
 LI BOUND mm(4_90_10) 0
 UI BOUND mm(4_90_10) 63
 LI BOUND mm(4_90_20) 0
 UI BOUND mm(4_90_20) 63
 LI BOUND mm(4_90_30) 0
 UI BOUND mm(4_90_30) 63
 LI BOUND mm(4_90_40) 0
 UI BOUND mm(4_90_40) 63
 LI BOUND mm(4_90_50) 0
 UI BOUND mm(4_90_50) 63
 LI BOUND mm(4_90_60) 0
 UI BOUND mm(4_90_60) 63
 LI BOUND mm(4_90_70) 0
 UI BOUND mm(4_90_70) 63
 LI BOUND mm(4_90_80) 0
 UI BOUND mm(4_90_80) 63
 LI BOUND mm(4_90_90) 0
 UI BOUND mm(4_90_90) 63
 LI BOUND mm(4_90_100) 0
 UI BOUND mm(4_90_100) 63
 LI BOUND mm(4_100_10) 0
 UI BOUND mm(4_100_10) 63
 LI BOUND mm(4_100_20) 0
 UI BOUND mm(4_100_20) 63
 LI BOUND mm(4_100_30) 0
 UI BOUND mm(4_100_30) 63
 LI BOUND mm(4_100_40) 0
 UI BOUND mm(4_100_40) 63
 LI BOUND mm(4_100_50) 0
 UI BOUND mm(4_100_50) 63
 LI BOUND mm(4_100_60) 0
 UI BOUND mm(4_100_60) 63
 LI BOUND mm(4_100_70) 0
 UI BOUND mm(4_100_70) 63
 LI BOUND mm(4_100_80) 0
 UI BOUND mm(4_100_80) 63
 LI BOUND mm(4_100_90) 0
 UI BOUND mm(4_100_90) 63
 LI BOUND mm(4_100_100) 0
 UI BOUND mm(4_100_100) 63
 LI BOUND mm(5_10_90) 0
 UI BOUND mm(5_10_90) 63
 LI BOUND mm(5_10_100) 0
 UI BOUND mm(5_10_100) 63
 LI BOUND mm(5_20_80) 0
 UI BOUND mm(5_20_80) 63
 LI BOUND mm(5_20_90) 0
 UI BOUND mm(5_20_90) 63
 LI BOUND mm(5_20_100) 0
 UI BOUND mm(5_20_100) 63
 LI BOUND mm(5_30_70) 0
 UI BOUND mm(5_30_70) 63
 LI BOUND mm(5_30_80) 0
 UI BOUND mm(5_30_80) 63
 LI BOUND mm(5_30_90) 0
 UI BOUND mm(5_30_90) 63
 LI BOUND mm(5_30_100) 0
 UI BOUND mm(5_30_100) 63
 LI BOUND mm(5_40_60) 0
 UI BOUND mm(5_40_60) 63
 LI BOUND mm(5_40_70) 0
 UI BOUND mm(5_40_70) 63
 LI BOUND mm(5_40_80) 0
 UI BOUND mm(5_40_80) 63
 LI BOUND mm(5_40_90) 0
 UI BOUND mm(5_40_90) 63
 LI BOUND mm(5_40_100) 0
 UI BOUND mm(5_40_100) 63
 LI BOUND mm(5_50_50) 0
 UI BOUND mm(5_50_50) 63
 LI BOUND mm(5_50_60) 0
 UI BOUND mm(5_50_60) 63
 LI BOUND mm(5_50_70) 0
 UI BOUND mm(5_50_70) 63
 LI BOUND mm(5_50_80) 0
 UI BOUND mm(5_50_80) 63
 LI BOUND mm(5_50_90) 0
 UI BOUND mm(5_50_90) 63
 LI BOUND mm(5_50_100) 0
 UI BOUND mm(5_50_100) 63
 LI BOUND mm(5_60_40) 0
 UI BOUND mm(5_60_40) 63
 LI BOUND mm(5_60_50) 0
 UI BOUND mm(5_60_50) 63
 LI BOUND mm(5_60_60) 0
 UI BOUND mm(5_60_60) 63
 LI BOUND mm(5_60_70) 0
 UI BOUND mm(5_60_70) 63
 LI BOUND mm(5_60_80) 0
 UI BOUND mm(5_60_80) 63
 LI BOUND mm(5_60_90) 0
 UI BOUND mm(5_60_90) 63
 LI BOUND mm(5_60_100) 0
 UI BOUND mm(5_60_100) 63
 LI BOUND mm(5_70_30) 0
 UI BOUND mm(5_70_30) 63
 LI BOUND mm(5_70_40) 0
 UI BOUND mm(5_70_40) 63
 LI BOUND mm(5_70_50) 0
 UI BOUND mm(5_70_50) 63
 LI BOUND mm(5_70_60) 0
 UI BOUND mm(5_70_60) 63
 LI BOUND mm(5_70_70) 0
 UI BOUND mm(5_70_70) 63
 LI BOUND mm(5_70_80) 0
 UI BOUND mm(5_70_80) 63
 LI BOUND mm(5_70_90) 0
 UI BOUND mm(5_70_90) 63
 LI BOUND mm(5_70_100) 0
 UI BOUND mm(5_70_100) 63
 LI BOUND mm(5_80_20) 0
 UI BOUND mm(5_80_20) 63
 LI BOUND mm(5_80_30) 0
 UI BOUND mm(5_80_30) 63
 LI BOUND mm(5_80_40) 0
 UI BOUND mm(5_80_40) 63
 LI BOUND mm(5_80_50) 0
 UI BOUND mm(5_80_50) 63
 LI BOUND mm(5_80_60) 0
 UI BOUND mm(5_80_60) 63
 LI BOUND mm(5_80_70) 0
 UI BOUND mm(5_80_70) 63
 LI BOUND mm(5_80_80) 0
 UI BOUND mm(5_80_80) 63
 LI BOUND mm(5_80_90) 0
 UI BOUND mm(5_80_90) 63
 LI BOUND mm(5_80_100) 0
 UI BOUND mm(5_80_100) 63
 LI BOUND mm(5_90_10) 0
 UI BOUND mm(5_90_10) 63
 LI BOUND mm(5_90_20) 0
 UI BOUND mm(5_90_20) 63
 LI BOUND mm(5_90_30) 0
 UI BOUND mm(5_90_30) 63
 LI BOUND mm(5_90_40) 0
 UI BOUND mm(5_90_40) 63
 LI BOUND mm(5_90_50) 0
 UI BOUND mm(5_90_50) 63
 LI BOUND mm(5_90_60) 0
 UI BOUND mm(5_90_60) 63
 LI BOUND mm(5_90_70) 0
 UI BOUND mm(5_90_70) 63
 LI BOUND mm(5_90_80) 0
 UI BOUND mm(5_90_80) 63
 LI BOUND mm(5_90_90) 0
 UI BOUND mm(5_90_90) 63
 LI BOUND mm(5_90_100) 0
 UI BOUND mm(5_90_100) 63
 LI BOUND mm(5_100_10) 0
 UI BOUND mm(5_100_10) 63
 LI BOUND mm(5_100_20) 0
 UI BOUND mm(5_100_20) 63
 LI BOUND mm(5_100_30) 0
 UI BOUND mm(5_100_30) 63
 LI BOUND mm(5_100_40) 0
 UI BOUND mm(5_100_40) 63
 LI BOUND mm(5_100_50) 0
 UI BOUND mm(5_100_50) 63
 LI BOUND mm(5_100_60) 0
 UI BOUND mm(5_100_60) 63
 LI BOUND mm(5_100_70) 0
 UI BOUND mm(5_100_70) 63
 LI BOUND mm(5_100_80) 0
 UI BOUND mm(5_100_80) 63
 LI BOUND mm(5_100_90) 0
 UI BOUND mm(5_100_90) 63
 LI BOUND mm(5_100_100) 0
 UI BOUND mm(5_100_100) 63
 LO BOUND tau(0) 0
 LO BOUND tau(1) 0
ENDATA
