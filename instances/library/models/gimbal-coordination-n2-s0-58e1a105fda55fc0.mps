* schedbench instance library: gimbal-coordination-n2-s0-58e1a105fda55fc0
* problem gimbal-coordination: GIMBAL (ACM TACO 2025), Sec. 4-5, Eq. 1-6, Alg. 1
* instance 58e1a105fda55fc0 (instances/gimbal-coordination-n2-s0-58e1a105fda55fc0.json)
* objective_scale = 453.88818670682537: the problem's objective = this file's objective x 453.88818670682537 (the model is written in scaled units)
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME gimbal-58e1a105fda55fc0
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_one_pair(0)_
 E  c_e_one_pair(1)_
 E  c_e_one_pair(2)_
 E  c_e_one_pair(3)_
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
 L  c_u_only_chosen(2_10_90)_
 L  c_u_only_chosen(2_10_100)_
 L  c_u_only_chosen(2_20_80)_
 L  c_u_only_chosen(2_20_90)_
 L  c_u_only_chosen(2_20_100)_
 L  c_u_only_chosen(2_30_70)_
 L  c_u_only_chosen(2_30_80)_
 L  c_u_only_chosen(2_30_90)_
 L  c_u_only_chosen(2_30_100)_
 L  c_u_only_chosen(2_40_60)_
 L  c_u_only_chosen(2_40_70)_
 L  c_u_only_chosen(2_40_80)_
 L  c_u_only_chosen(2_40_90)_
 L  c_u_only_chosen(2_40_100)_
 L  c_u_only_chosen(2_50_50)_
 L  c_u_only_chosen(2_50_60)_
 L  c_u_only_chosen(2_50_70)_
 L  c_u_only_chosen(2_50_80)_
 L  c_u_only_chosen(2_50_90)_
 L  c_u_only_chosen(2_50_100)_
 L  c_u_only_chosen(2_60_40)_
 L  c_u_only_chosen(2_60_50)_
 L  c_u_only_chosen(2_60_60)_
 L  c_u_only_chosen(2_60_70)_
 L  c_u_only_chosen(2_60_80)_
 L  c_u_only_chosen(2_60_90)_
 L  c_u_only_chosen(2_60_100)_
 L  c_u_only_chosen(2_70_30)_
 L  c_u_only_chosen(2_70_40)_
 L  c_u_only_chosen(2_70_50)_
 L  c_u_only_chosen(2_70_60)_
 L  c_u_only_chosen(2_70_70)_
 L  c_u_only_chosen(2_70_80)_
 L  c_u_only_chosen(2_70_90)_
 L  c_u_only_chosen(2_70_100)_
 L  c_u_only_chosen(2_80_20)_
 L  c_u_only_chosen(2_80_30)_
 L  c_u_only_chosen(2_80_40)_
 L  c_u_only_chosen(2_80_50)_
 L  c_u_only_chosen(2_80_60)_
 L  c_u_only_chosen(2_80_70)_
 L  c_u_only_chosen(2_80_80)_
 L  c_u_only_chosen(2_80_90)_
 L  c_u_only_chosen(2_80_100)_
 L  c_u_only_chosen(2_90_10)_
 L  c_u_only_chosen(2_90_20)_
 L  c_u_only_chosen(2_90_30)_
 L  c_u_only_chosen(2_90_40)_
 L  c_u_only_chosen(2_90_50)_
 L  c_u_only_chosen(2_90_60)_
 L  c_u_only_chosen(2_90_70)_
 L  c_u_only_chosen(2_90_80)_
 L  c_u_only_chosen(2_90_90)_
 L  c_u_only_chosen(2_90_100)_
 L  c_u_only_chosen(2_100_10)_
 L  c_u_only_chosen(2_100_20)_
 L  c_u_only_chosen(2_100_30)_
 L  c_u_only_chosen(2_100_40)_
 L  c_u_only_chosen(2_100_50)_
 L  c_u_only_chosen(2_100_60)_
 L  c_u_only_chosen(2_100_70)_
 L  c_u_only_chosen(2_100_80)_
 L  c_u_only_chosen(2_100_90)_
 L  c_u_only_chosen(2_100_100)_
 L  c_u_only_chosen(3_10_90)_
 L  c_u_only_chosen(3_10_100)_
 L  c_u_only_chosen(3_20_80)_
 L  c_u_only_chosen(3_20_90)_
 L  c_u_only_chosen(3_20_100)_
 L  c_u_only_chosen(3_30_70)_
 L  c_u_only_chosen(3_30_80)_
 L  c_u_only_chosen(3_30_90)_
 L  c_u_only_chosen(3_30_100)_
 L  c_u_only_chosen(3_40_60)_
 L  c_u_only_chosen(3_40_70)_
 L  c_u_only_chosen(3_40_80)_
 L  c_u_only_chosen(3_40_90)_
 L  c_u_only_chosen(3_40_100)_
 L  c_u_only_chosen(3_50_50)_
 L  c_u_only_chosen(3_50_60)_
 L  c_u_only_chosen(3_50_70)_
 L  c_u_only_chosen(3_50_80)_
 L  c_u_only_chosen(3_50_90)_
 L  c_u_only_chosen(3_50_100)_
 L  c_u_only_chosen(3_60_40)_
 L  c_u_only_chosen(3_60_50)_
 L  c_u_only_chosen(3_60_60)_
 L  c_u_only_chosen(3_60_70)_
 L  c_u_only_chosen(3_60_80)_
 L  c_u_only_chosen(3_60_90)_
 L  c_u_only_chosen(3_60_100)_
 L  c_u_only_chosen(3_70_30)_
 L  c_u_only_chosen(3_70_40)_
 L  c_u_only_chosen(3_70_50)_
 L  c_u_only_chosen(3_70_60)_
 L  c_u_only_chosen(3_70_70)_
 L  c_u_only_chosen(3_70_80)_
 L  c_u_only_chosen(3_70_90)_
 L  c_u_only_chosen(3_70_100)_
 L  c_u_only_chosen(3_80_20)_
 L  c_u_only_chosen(3_80_30)_
 L  c_u_only_chosen(3_80_40)_
 L  c_u_only_chosen(3_80_50)_
 L  c_u_only_chosen(3_80_60)_
 L  c_u_only_chosen(3_80_70)_
 L  c_u_only_chosen(3_80_80)_
 L  c_u_only_chosen(3_80_90)_
 L  c_u_only_chosen(3_80_100)_
 L  c_u_only_chosen(3_90_10)_
 L  c_u_only_chosen(3_90_20)_
 L  c_u_only_chosen(3_90_30)_
 L  c_u_only_chosen(3_90_40)_
 L  c_u_only_chosen(3_90_50)_
 L  c_u_only_chosen(3_90_60)_
 L  c_u_only_chosen(3_90_70)_
 L  c_u_only_chosen(3_90_80)_
 L  c_u_only_chosen(3_90_90)_
 L  c_u_only_chosen(3_90_100)_
 L  c_u_only_chosen(3_100_10)_
 L  c_u_only_chosen(3_100_20)_
 L  c_u_only_chosen(3_100_30)_
 L  c_u_only_chosen(3_100_40)_
 L  c_u_only_chosen(3_100_50)_
 L  c_u_only_chosen(3_100_60)_
 L  c_u_only_chosen(3_100_70)_
 L  c_u_only_chosen(3_100_80)_
 L  c_u_only_chosen(3_100_90)_
 L  c_u_only_chosen(3_100_100)_
 L  c_u_only_chosen(8_10_90)_
 L  c_u_only_chosen(8_10_100)_
 L  c_u_only_chosen(8_20_80)_
 L  c_u_only_chosen(8_20_90)_
 L  c_u_only_chosen(8_20_100)_
 L  c_u_only_chosen(8_30_70)_
 L  c_u_only_chosen(8_30_80)_
 L  c_u_only_chosen(8_30_90)_
 L  c_u_only_chosen(8_30_100)_
 L  c_u_only_chosen(8_40_60)_
 L  c_u_only_chosen(8_40_70)_
 L  c_u_only_chosen(8_40_80)_
 L  c_u_only_chosen(8_40_90)_
 L  c_u_only_chosen(8_40_100)_
 L  c_u_only_chosen(8_50_50)_
 L  c_u_only_chosen(8_50_60)_
 L  c_u_only_chosen(8_50_70)_
 L  c_u_only_chosen(8_50_80)_
 L  c_u_only_chosen(8_50_90)_
 L  c_u_only_chosen(8_50_100)_
 L  c_u_only_chosen(8_60_40)_
 L  c_u_only_chosen(8_60_50)_
 L  c_u_only_chosen(8_60_60)_
 L  c_u_only_chosen(8_60_70)_
 L  c_u_only_chosen(8_60_80)_
 L  c_u_only_chosen(8_60_90)_
 L  c_u_only_chosen(8_60_100)_
 L  c_u_only_chosen(8_70_30)_
 L  c_u_only_chosen(8_70_40)_
 L  c_u_only_chosen(8_70_50)_
 L  c_u_only_chosen(8_70_60)_
 L  c_u_only_chosen(8_70_70)_
 L  c_u_only_chosen(8_70_80)_
 L  c_u_only_chosen(8_70_90)_
 L  c_u_only_chosen(8_70_100)_
 L  c_u_only_chosen(8_80_20)_
 L  c_u_only_chosen(8_80_30)_
 L  c_u_only_chosen(8_80_40)_
 L  c_u_only_chosen(8_80_50)_
 L  c_u_only_chosen(8_80_60)_
 L  c_u_only_chosen(8_80_70)_
 L  c_u_only_chosen(8_80_80)_
 L  c_u_only_chosen(8_80_90)_
 L  c_u_only_chosen(8_80_100)_
 L  c_u_only_chosen(8_90_10)_
 L  c_u_only_chosen(8_90_20)_
 L  c_u_only_chosen(8_90_30)_
 L  c_u_only_chosen(8_90_40)_
 L  c_u_only_chosen(8_90_50)_
 L  c_u_only_chosen(8_90_60)_
 L  c_u_only_chosen(8_90_70)_
 L  c_u_only_chosen(8_90_80)_
 L  c_u_only_chosen(8_90_90)_
 L  c_u_only_chosen(8_90_100)_
 L  c_u_only_chosen(8_100_10)_
 L  c_u_only_chosen(8_100_20)_
 L  c_u_only_chosen(8_100_30)_
 L  c_u_only_chosen(8_100_40)_
 L  c_u_only_chosen(8_100_50)_
 L  c_u_only_chosen(8_100_60)_
 L  c_u_only_chosen(8_100_70)_
 L  c_u_only_chosen(8_100_80)_
 L  c_u_only_chosen(8_100_90)_
 L  c_u_only_chosen(8_100_100)_
 L  c_u_only_chosen(9_10_90)_
 L  c_u_only_chosen(9_10_100)_
 L  c_u_only_chosen(9_20_80)_
 L  c_u_only_chosen(9_20_90)_
 L  c_u_only_chosen(9_20_100)_
 L  c_u_only_chosen(9_30_70)_
 L  c_u_only_chosen(9_30_80)_
 L  c_u_only_chosen(9_30_90)_
 L  c_u_only_chosen(9_30_100)_
 L  c_u_only_chosen(9_40_60)_
 L  c_u_only_chosen(9_40_70)_
 L  c_u_only_chosen(9_40_80)_
 L  c_u_only_chosen(9_40_90)_
 L  c_u_only_chosen(9_40_100)_
 L  c_u_only_chosen(9_50_50)_
 L  c_u_only_chosen(9_50_60)_
 L  c_u_only_chosen(9_50_70)_
 L  c_u_only_chosen(9_50_80)_
 L  c_u_only_chosen(9_50_90)_
 L  c_u_only_chosen(9_50_100)_
 L  c_u_only_chosen(9_60_40)_
 L  c_u_only_chosen(9_60_50)_
 L  c_u_only_chosen(9_60_60)_
 L  c_u_only_chosen(9_60_70)_
 L  c_u_only_chosen(9_60_80)_
 L  c_u_only_chosen(9_60_90)_
 L  c_u_only_chosen(9_60_100)_
 L  c_u_only_chosen(9_70_30)_
 L  c_u_only_chosen(9_70_40)_
 L  c_u_only_chosen(9_70_50)_
 L  c_u_only_chosen(9_70_60)_
 L  c_u_only_chosen(9_70_70)_
 L  c_u_only_chosen(9_70_80)_
 L  c_u_only_chosen(9_70_90)_
 L  c_u_only_chosen(9_70_100)_
 L  c_u_only_chosen(9_80_20)_
 L  c_u_only_chosen(9_80_30)_
 L  c_u_only_chosen(9_80_40)_
 L  c_u_only_chosen(9_80_50)_
 L  c_u_only_chosen(9_80_60)_
 L  c_u_only_chosen(9_80_70)_
 L  c_u_only_chosen(9_80_80)_
 L  c_u_only_chosen(9_80_90)_
 L  c_u_only_chosen(9_80_100)_
 L  c_u_only_chosen(9_90_10)_
 L  c_u_only_chosen(9_90_20)_
 L  c_u_only_chosen(9_90_30)_
 L  c_u_only_chosen(9_90_40)_
 L  c_u_only_chosen(9_90_50)_
 L  c_u_only_chosen(9_90_60)_
 L  c_u_only_chosen(9_90_70)_
 L  c_u_only_chosen(9_90_80)_
 L  c_u_only_chosen(9_90_90)_
 L  c_u_only_chosen(9_90_100)_
 L  c_u_only_chosen(9_100_10)_
 L  c_u_only_chosen(9_100_20)_
 L  c_u_only_chosen(9_100_30)_
 L  c_u_only_chosen(9_100_40)_
 L  c_u_only_chosen(9_100_50)_
 L  c_u_only_chosen(9_100_60)_
 L  c_u_only_chosen(9_100_70)_
 L  c_u_only_chosen(9_100_80)_
 L  c_u_only_chosen(9_100_90)_
 L  c_u_only_chosen(9_100_100)_
 L  c_u_only_chosen(10_10_90)_
 L  c_u_only_chosen(10_10_100)_
 L  c_u_only_chosen(10_20_80)_
 L  c_u_only_chosen(10_20_90)_
 L  c_u_only_chosen(10_20_100)_
 L  c_u_only_chosen(10_30_70)_
 L  c_u_only_chosen(10_30_80)_
 L  c_u_only_chosen(10_30_90)_
 L  c_u_only_chosen(10_30_100)_
 L  c_u_only_chosen(10_40_60)_
 L  c_u_only_chosen(10_40_70)_
 L  c_u_only_chosen(10_40_80)_
 L  c_u_only_chosen(10_40_90)_
 L  c_u_only_chosen(10_40_100)_
 L  c_u_only_chosen(10_50_50)_
 L  c_u_only_chosen(10_50_60)_
 L  c_u_only_chosen(10_50_70)_
 L  c_u_only_chosen(10_50_80)_
 L  c_u_only_chosen(10_50_90)_
 L  c_u_only_chosen(10_50_100)_
 L  c_u_only_chosen(10_60_40)_
 L  c_u_only_chosen(10_60_50)_
 L  c_u_only_chosen(10_60_60)_
 L  c_u_only_chosen(10_60_70)_
 L  c_u_only_chosen(10_60_80)_
 L  c_u_only_chosen(10_60_90)_
 L  c_u_only_chosen(10_60_100)_
 L  c_u_only_chosen(10_70_30)_
 L  c_u_only_chosen(10_70_40)_
 L  c_u_only_chosen(10_70_50)_
 L  c_u_only_chosen(10_70_60)_
 L  c_u_only_chosen(10_70_70)_
 L  c_u_only_chosen(10_70_80)_
 L  c_u_only_chosen(10_70_90)_
 L  c_u_only_chosen(10_70_100)_
 L  c_u_only_chosen(10_80_20)_
 L  c_u_only_chosen(10_80_30)_
 L  c_u_only_chosen(10_80_40)_
 L  c_u_only_chosen(10_80_50)_
 L  c_u_only_chosen(10_80_60)_
 L  c_u_only_chosen(10_80_70)_
 L  c_u_only_chosen(10_80_80)_
 L  c_u_only_chosen(10_80_90)_
 L  c_u_only_chosen(10_80_100)_
 L  c_u_only_chosen(10_90_10)_
 L  c_u_only_chosen(10_90_20)_
 L  c_u_only_chosen(10_90_30)_
 L  c_u_only_chosen(10_90_40)_
 L  c_u_only_chosen(10_90_50)_
 L  c_u_only_chosen(10_90_60)_
 L  c_u_only_chosen(10_90_70)_
 L  c_u_only_chosen(10_90_80)_
 L  c_u_only_chosen(10_90_90)_
 L  c_u_only_chosen(10_90_100)_
 L  c_u_only_chosen(10_100_10)_
 L  c_u_only_chosen(10_100_20)_
 L  c_u_only_chosen(10_100_30)_
 L  c_u_only_chosen(10_100_40)_
 L  c_u_only_chosen(10_100_50)_
 L  c_u_only_chosen(10_100_60)_
 L  c_u_only_chosen(10_100_70)_
 L  c_u_only_chosen(10_100_80)_
 L  c_u_only_chosen(10_100_90)_
 L  c_u_only_chosen(10_100_100)_
 L  c_u_only_chosen(11_10_90)_
 L  c_u_only_chosen(11_10_100)_
 L  c_u_only_chosen(11_20_80)_
 L  c_u_only_chosen(11_20_90)_
 L  c_u_only_chosen(11_20_100)_
 L  c_u_only_chosen(11_30_70)_
 L  c_u_only_chosen(11_30_80)_
 L  c_u_only_chosen(11_30_90)_
 L  c_u_only_chosen(11_30_100)_
 L  c_u_only_chosen(11_40_60)_
 L  c_u_only_chosen(11_40_70)_
 L  c_u_only_chosen(11_40_80)_
 L  c_u_only_chosen(11_40_90)_
 L  c_u_only_chosen(11_40_100)_
 L  c_u_only_chosen(11_50_50)_
 L  c_u_only_chosen(11_50_60)_
 L  c_u_only_chosen(11_50_70)_
 L  c_u_only_chosen(11_50_80)_
 L  c_u_only_chosen(11_50_90)_
 L  c_u_only_chosen(11_50_100)_
 L  c_u_only_chosen(11_60_40)_
 L  c_u_only_chosen(11_60_50)_
 L  c_u_only_chosen(11_60_60)_
 L  c_u_only_chosen(11_60_70)_
 L  c_u_only_chosen(11_60_80)_
 L  c_u_only_chosen(11_60_90)_
 L  c_u_only_chosen(11_60_100)_
 L  c_u_only_chosen(11_70_30)_
 L  c_u_only_chosen(11_70_40)_
 L  c_u_only_chosen(11_70_50)_
 L  c_u_only_chosen(11_70_60)_
 L  c_u_only_chosen(11_70_70)_
 L  c_u_only_chosen(11_70_80)_
 L  c_u_only_chosen(11_70_90)_
 L  c_u_only_chosen(11_70_100)_
 L  c_u_only_chosen(11_80_20)_
 L  c_u_only_chosen(11_80_30)_
 L  c_u_only_chosen(11_80_40)_
 L  c_u_only_chosen(11_80_50)_
 L  c_u_only_chosen(11_80_60)_
 L  c_u_only_chosen(11_80_70)_
 L  c_u_only_chosen(11_80_80)_
 L  c_u_only_chosen(11_80_90)_
 L  c_u_only_chosen(11_80_100)_
 L  c_u_only_chosen(11_90_10)_
 L  c_u_only_chosen(11_90_20)_
 L  c_u_only_chosen(11_90_30)_
 L  c_u_only_chosen(11_90_40)_
 L  c_u_only_chosen(11_90_50)_
 L  c_u_only_chosen(11_90_60)_
 L  c_u_only_chosen(11_90_70)_
 L  c_u_only_chosen(11_90_80)_
 L  c_u_only_chosen(11_90_90)_
 L  c_u_only_chosen(11_90_100)_
 L  c_u_only_chosen(11_100_10)_
 L  c_u_only_chosen(11_100_20)_
 L  c_u_only_chosen(11_100_30)_
 L  c_u_only_chosen(11_100_40)_
 L  c_u_only_chosen(11_100_50)_
 L  c_u_only_chosen(11_100_60)_
 L  c_u_only_chosen(11_100_70)_
 L  c_u_only_chosen(11_100_80)_
 L  c_u_only_chosen(11_100_90)_
 L  c_u_only_chosen(11_100_100)_
 E  c_e_split(0)_
 E  c_e_split(1)_
 E  c_e_split(2)_
 E  c_e_split(3)_
 E  c_e_split(8)_
 E  c_e_split(9)_
 E  c_e_split(10)_
 E  c_e_split(11)_
 E  c_e_global_batch(0)_
 E  c_e_global_batch(1)_
 L  c_u_no_liss_up(0)_
 L  c_u_no_liss_up(1)_
 L  c_u_no_liss_up(2)_
 L  c_u_no_liss_up(3)_
 L  c_u_no_liss_up(4)_
 L  c_u_no_liss_up(5)_
 L  c_u_no_liss_up(6)_
 L  c_u_no_liss_up(7)_
 L  c_u_no_liss_up(8)_
 L  c_u_no_liss_up(9)_
 L  c_u_no_liss_up(10)_
 L  c_u_no_liss_up(11)_
 L  c_u_no_liss_down(0)_
 L  c_u_no_liss_down(1)_
 L  c_u_no_liss_down(2)_
 L  c_u_no_liss_down(3)_
 L  c_u_no_liss_down(4)_
 L  c_u_no_liss_down(5)_
 L  c_u_no_liss_down(6)_
 L  c_u_no_liss_down(7)_
 L  c_u_no_liss_down(8)_
 L  c_u_no_liss_down(9)_
 L  c_u_no_liss_down(10)_
 L  c_u_no_liss_down(11)_
 L  c_u_step(0)_
 L  c_u_step(1)_
 L  c_u_step(2)_
 L  c_u_step(3)_
 L  c_u_step(4)_
 L  c_u_step(5)_
 L  c_u_step(6)_
 L  c_u_step(7)_
 L  c_u_step(8)_
 L  c_u_step(9)_
 L  c_u_step(10)_
 L  c_u_step(11)_
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
 L  c_u_order(1)_
 L  c_u_order(2)_
COLUMNS
     y(0_10_90) c_e_one_pair(0)_ 1
     y(0_10_90) c_u_only_chosen(0_10_90)_ -505
     y(0_10_90) c_u_only_chosen(8_10_90)_ -61
     y(0_10_90) c_u_tangent(0)_ -1.1269222566612422
     y(0_10_90) c_u_tangent(1)_ -1.0039159424166388
     y(0_10_90) c_u_tangent(2)_ -0.89433606753340733
     y(0_10_90) c_u_tangent(3)_ -0.79671710339188506
     y(0_10_90) c_u_tangent(4)_ -0.70975348739744848
     y(0_10_90) c_u_tangent(5)_ -0.63228216229852652
     y(0_10_90) c_u_tangent(6)_ -0.56326702138066542
     y(0_10_90) c_u_tangent(7)_ -0.5017850515056137
     y(0_10_90) c_u_tangent(8)_ -0.4470139886715091
     y(0_10_90) c_u_tangent(9)_ -0.39822132099879126
     y(0_10_90) c_u_tangent(10)_ -0.35475449206703907
     y(0_10_90) c_u_tangent(11)_ -0.3160321735814966
     y(0_10_90) c_u_tangent(12)_ -22010.561026260395
     y(0_10_90) c_u_tangent(13)_ -10946.086333795938
     y(0_10_90) c_u_tangent(14)_ -5443.6052713042145
     y(0_10_90) c_u_tangent(15)_ -2707.1628567627799
     y(0_10_90) c_u_tangent(16)_ -1346.3009104773223
     y(0_10_90) c_u_tangent(17)_ -669.52977617293459
     y(0_10_90) c_u_tangent(18)_ -332.96428583952229
     y(0_10_90) c_u_tangent(19)_ -165.58668425224357
     y(0_10_90) c_u_tangent(20)_ -82.348020997264669
     y(0_10_90) c_u_tangent(21)_ -40.952547560140324
     y(0_10_90) c_u_tangent(22)_ -20.366137902952921
     y(0_10_90) c_u_tangent(23)_ -10.128297207224447
     y(0_10_100) c_e_one_pair(0)_ 1
     y(0_10_100) c_u_only_chosen(0_10_100)_ -505
     y(0_10_100) c_u_only_chosen(8_10_100)_ -61
     y(0_10_100) c_u_tangent(0)_ -0.11401110338577716
     y(0_10_100) c_u_tangent(1)_ -0.10156651323987452
     y(0_10_100) c_u_tangent(2)_ -0.090480280475844388
     y(0_10_100) c_u_tangent(3)_ -0.080604137070774351
     y(0_10_100) c_u_tangent(4)_ -0.071805998818258526
     y(0_10_100) c_u_tangent(5)_ -0.063968198825333666
     y(0_10_100) c_u_tangent(6)_ -0.056985913827535858
     y(0_10_100) c_u_tangent(7)_ -0.050765762275508358
     y(0_10_100) c_u_tangent(8)_ -0.045224555443877629
     y(0_10_100) c_u_tangent(9)_ -0.040288184859642792
     y(0_10_100) c_u_tangent(10)_ -0.035890631170471497
     y(0_10_100) c_u_tangent(11)_ -0.031973081197439704
     y(0_10_100) c_u_tangent(12)_ -22406.391932314935
     y(0_10_100) c_u_tangent(13)_ -11142.937257590576
     y(0_10_100) c_u_tangent(14)_ -5541.5013314806374
     y(0_10_100) c_u_tangent(15)_ -2755.8476097389134
     y(0_10_100) c_u_tangent(16)_ -1370.5123564545734
     y(0_10_100) c_u_tangent(17)_ -681.57038602457965
     y(0_10_100) c_u_tangent(18)_ -338.95220930909744
     y(0_10_100) c_u_tangent(19)_ -168.56454234409014
     y(0_10_100) c_u_tangent(20)_ -83.828941530105965
     y(0_10_100) c_u_tangent(21)_ -41.689025107742665
     y(0_10_100) c_u_tangent(22)_ -20.732396028283734
     y(0_10_100) c_u_tangent(23)_ -10.310441272318569
     y(0_10_100) c_u_order(0)_ 1
     y(0_20_80) c_e_one_pair(0)_ 1
     y(0_20_80) c_u_only_chosen(0_20_80)_ -505
     y(0_20_80) c_u_only_chosen(8_20_80)_ -61
     y(0_20_80) c_u_tangent(0)_ -1.6841945610474689
     y(0_20_80) c_u_tangent(1)_ -1.5003606149161415
     y(0_20_80) c_u_tangent(2)_ -1.3365925925989832
     y(0_20_80) c_u_tangent(3)_ -1.190700249546554
     y(0_20_80) c_u_tangent(4)_ -1.0607324117466492
     y(0_20_80) c_u_tangent(5)_ -0.94495088059177523
     y(0_20_80) c_u_tangent(6)_ -0.8418071860940215
     y(0_20_80) c_u_tangent(7)_ -0.74992187754325312
     y(0_20_80) c_u_tangent(8)_ -0.66806607464050027
     y(0_20_80) c_u_tangent(9)_ -0.59514503237015437
     y(0_20_80) c_u_tangent(10)_ -0.53018349980647195
     y(0_20_80) c_u_tangent(11)_ -0.47231267704207364
     y(0_20_80) c_u_tangent(12)_ -19580.603170626156
     y(0_20_80) c_u_tangent(13)_ -9737.6424216428659
     y(0_20_80) c_u_tangent(14)_ -4842.6332480924539
     y(0_20_80) c_u_tangent(15)_ -2408.2930713709625
     y(0_20_80) c_u_tangent(16)_ -1197.6697842848193
     y(0_20_80) c_u_tangent(17)_ -595.61393471612678
     y(0_20_80) c_u_tangent(18)_ -296.20515093805011
     y(0_20_80) c_u_tangent(19)_ -147.30597510961394
     y(0_20_80) c_u_tangent(20)_ -73.256829715066175
     y(0_20_80) c_u_tangent(21)_ -36.431401346135573
     y(0_20_80) c_u_tangent(22)_ -18.117723756345463
     y(0_20_80) c_u_tangent(23)_ -9.0101369143754813
     y(0_20_80) c_u_order(0)_ 2
     y(0_20_90) c_e_one_pair(0)_ 1
     y(0_20_90) c_u_only_chosen(0_20_90)_ -505
     y(0_20_90) c_u_only_chosen(8_20_90)_ -61
     y(0_20_90) c_u_tangent(0)_ -1.2409333600470192
     y(0_20_90) c_u_tangent(1)_ -1.1054824556565133
     y(0_20_90) c_u_tangent(2)_ -0.98481634800925166
     y(0_20_90) c_u_tangent(3)_ -0.87732124046265936
     y(0_20_90) c_u_tangent(4)_ -0.78155948621570681
     y(0_20_90) c_u_tangent(5)_ -0.69625036112386018
     y(0_20_90) c_u_tangent(6)_ -0.62025293520820113
     y(0_20_90) c_u_tangent(7)_ -0.55255081378112192
     y(0_20_90) c_u_tangent(8)_ -0.49223854411538664
     y(0_20_90) c_u_tangent(9)_ -0.43850950585843401
     y(0_20_90) c_u_tangent(10)_ -0.39064512323751055
     y(0_20_90) c_u_tangent(11)_ -0.34800525477893623
     y(0_20_90) c_u_tangent(12)_ -19976.4340766807
     y(0_20_90) c_u_tangent(13)_ -9934.4933454375077
     y(0_20_90) c_u_tangent(14)_ -4940.5293082688777
     y(0_20_90) c_u_tangent(15)_ -2456.9778243470964
     y(0_20_90) c_u_tangent(16)_ -1221.8812302620706
     y(0_20_90) c_u_tangent(17)_ -607.65454456777195
     y(0_20_90) c_u_tangent(18)_ -302.19307440762532
     y(0_20_90) c_u_tangent(19)_ -150.28383320146054
     y(0_20_90) c_u_tangent(20)_ -74.737750247907485
     y(0_20_90) c_u_tangent(21)_ -37.167878893737921
     y(0_20_90) c_u_tangent(22)_ -18.483981881676275
     y(0_20_90) c_u_tangent(23)_ -9.1922809794696043
     y(0_20_90) c_u_order(0)_ 3
     y(0_20_100) c_e_one_pair(0)_ 1
     y(0_20_100) c_u_only_chosen(0_20_100)_ -505
     y(0_20_100) c_u_only_chosen(8_20_100)_ -61
     y(0_20_100) c_u_tangent(0)_ -0.22802220677155655
     y(0_20_100) c_u_tangent(1)_ -0.20313302647975101
     y(0_20_100) c_u_tangent(2)_ -0.18096056095169052
     y(0_20_100) c_u_tangent(3)_ -0.16120827414155028
     y(0_20_100) c_u_tangent(4)_ -0.14361199763651844
     y(0_20_100) c_u_tangent(5)_ -0.12793639765066858
     y(0_20_100) c_u_tangent(6)_ -0.11397182765507283
     y(0_20_100) c_u_tangent(7)_ -0.1015315245510177
     y(0_20_100) c_u_tangent(8)_ -0.090449110887756132
     y(0_20_100) c_u_tangent(9)_ -0.080576369719286361
     y(0_20_100) c_u_tangent(10)_ -0.071781262340943688
     y(0_20_100) c_u_tangent(11)_ -0.063946162394880032
     y(0_20_100) c_u_tangent(12)_ -20372.26498273524
     y(0_20_100) c_u_tangent(13)_ -10131.34426923215
     y(0_20_100) c_u_tangent(14)_ -5038.4253684453015
     y(0_20_100) c_u_tangent(15)_ -2505.6625773232308
     y(0_20_100) c_u_tangent(16)_ -1246.0926762393217
     y(0_20_100) c_u_tangent(17)_ -619.69515441941712
     y(0_20_100) c_u_tangent(18)_ -308.18099787720053
     y(0_20_100) c_u_tangent(19)_ -153.26169129330717
     y(0_20_100) c_u_tangent(20)_ -76.218670780748795
     y(0_20_100) c_u_tangent(21)_ -37.904356441340269
     y(0_20_100) c_u_tangent(22)_ -18.850240007007091
     y(0_20_100) c_u_tangent(23)_ -9.3744250445637274
     y(0_20_100) c_u_order(0)_ 4
     y(0_30_70) c_e_one_pair(0)_ 1
     y(0_30_70) c_u_only_chosen(0_30_70)_ -505
     y(0_30_70) c_u_only_chosen(8_30_70)_ -61
     y(0_30_70) c_u_tangent(0)_ -1.8096200684662807
     y(0_30_70) c_u_tangent(1)_ -1.6120956221352709
     y(0_30_70) c_u_tangent(2)_ -1.4361314511229586
     y(0_30_70) c_u_tangent(3)_ -1.2793741987666483
     y(0_30_70) c_u_tangent(4)_ -1.1397273830260712
     y(0_30_70) c_u_tangent(5)_ -1.0153233579915144
     y(0_30_70) c_u_tangent(6)_ -0.90449833586176431
     y(0_30_70) c_u_tangent(7)_ -0.80577013533410557
     y(0_30_70) c_u_tangent(8)_ -0.71781835881185196
     y(0_30_70) c_u_tangent(9)_ -0.63946673331804615
     y(0_30_70) c_u_tangent(10)_ -0.56966737894152275
     y(0_30_70) c_u_tangent(11)_ -0.50748679442046951
     y(0_30_70) c_u_tangent(12)_ -17150.645314991918
     y(0_30_70) c_u_tangent(13)_ -8529.1985094897955
     y(0_30_70) c_u_tangent(14)_ -4241.6612248806941
     y(0_30_70) c_u_tangent(15)_ -2109.423285979145
     y(0_30_70) c_u_tangent(16)_ -1049.0386580923164
     y(0_30_70) c_u_tangent(17)_ -521.69809325931908
     y(0_30_70) c_u_tangent(18)_ -259.44601603657799
     y(0_30_70) c_u_tangent(19)_ -129.02526596698434
     y(0_30_70) c_u_tangent(20)_ -64.165638432867681
     y(0_30_70) c_u_tangent(21)_ -31.910255132130821
     y(0_30_70) c_u_tangent(22)_ -15.869309609738004
     y(0_30_70) c_u_tangent(23)_ -7.8919766215265152
     y(0_30_70) c_u_order(0)_ 5
     y(0_30_80) c_e_one_pair(0)_ 1
     y(0_30_80) c_u_only_chosen(0_30_80)_ -505
     y(0_30_80) c_u_only_chosen(8_30_80)_ -61
     y(0_30_80) c_u_tangent(0)_ -1.6973502295240457
     y(0_30_80) c_u_tangent(1)_ -1.5120803100758704
     y(0_30_80) c_u_tangent(2)_ -1.3470330544334785
     y(0_30_80) c_u_tangent(3)_ -1.2000011094948662
     y(0_30_80) c_u_tangent(4)_ -1.0690180601355264
     y(0_30_80) c_u_tangent(5)_ -0.95233213024026186
     y(0_30_80) c_u_tangent(6)_ -0.84838275433155652
     y(0_30_80) c_u_tangent(7)_ -0.75577970646187598
     y(0_30_80) c_u_tangent(8)_ -0.6732845072383068
     y(0_30_80) c_u_tangent(9)_ -0.59979386031582471
     y(0_30_80) c_u_tangent(10)_ -0.5343248968377432
     y(0_30_80) c_u_tangent(11)_ -0.47600203048149198
     y(0_30_80) c_u_tangent(12)_ -17546.476221046458
     y(0_30_80) c_u_tangent(13)_ -8726.0494332844373
     y(0_30_80) c_u_tangent(14)_ -4339.557285057118
     y(0_30_80) c_u_tangent(15)_ -2158.108038955279
     y(0_30_80) c_u_tangent(16)_ -1073.2501040695674
     y(0_30_80) c_u_tangent(17)_ -533.73870311096414
     y(0_30_80) c_u_tangent(18)_ -265.43393950615314
     y(0_30_80) c_u_tangent(19)_ -132.00312405883093
     y(0_30_80) c_u_tangent(20)_ -65.646558965708977
     y(0_30_80) c_u_tangent(21)_ -32.646732679733162
     y(0_30_80) c_u_tangent(22)_ -16.235567735068816
     y(0_30_80) c_u_tangent(23)_ -8.0741206866206383
     y(0_30_80) c_u_order(0)_ 6
     y(0_30_90) c_e_one_pair(0)_ 1
     y(0_30_90) c_u_only_chosen(0_30_90)_ -505
     y(0_30_90) c_u_only_chosen(8_30_90)_ -61
     y(0_30_90) c_u_tangent(0)_ -1.3549444634327985
     y(0_30_90) c_u_tangent(1)_ -1.2070489688963897
     y(0_30_90) c_u_tangent(2)_ -1.0752966284850975
     y(0_30_90) c_u_tangent(3)_ -0.95792537753343521
     y(0_30_90) c_u_tangent(4)_ -0.8533654850339667
     y(0_30_90) c_u_tangent(5)_ -0.76021855994919496
     y(0_30_90) c_u_tangent(6)_ -0.67723884903573806
     y(0_30_90) c_u_tangent(7)_ -0.60331657605663125
     y(0_30_90) c_u_tangent(8)_ -0.53746309955926508
     y(0_30_90) c_u_tangent(9)_ -0.47879769071807754
     y(0_30_90) c_u_tangent(10)_ -0.42653575440798269
     y(0_30_90) c_u_tangent(11)_ -0.37997833597637654
     y(0_30_90) c_u_tangent(12)_ -17942.307127101001
     y(0_30_90) c_u_tangent(13)_ -8922.9003570790792
     y(0_30_90) c_u_tangent(14)_ -4437.4533452335409
     y(0_30_90) c_u_tangent(15)_ -2206.7927919314134
     y(0_30_90) c_u_tangent(16)_ -1097.4615500468187
     y(0_30_90) c_u_tangent(17)_ -545.77931296260931
     y(0_30_90) c_u_tangent(18)_ -271.42186297572835
     y(0_30_90) c_u_tangent(19)_ -134.98098215067753
     y(0_30_90) c_u_tangent(20)_ -67.127479498550301
     y(0_30_90) c_u_tangent(21)_ -33.383210227335518
     y(0_30_90) c_u_tangent(22)_ -16.601825860399632
     y(0_30_90) c_u_tangent(23)_ -8.2562647517147614
     y(0_30_90) c_u_order(0)_ 7
     y(0_30_100) c_e_one_pair(0)_ 1
     y(0_30_100) c_u_only_chosen(0_30_100)_ -505
     y(0_30_100) c_u_only_chosen(8_30_100)_ -61
     y(0_30_100) c_u_tangent(0)_ -0.34203331015733351
     y(0_30_100) c_u_tangent(1)_ -0.30469953971962538
     y(0_30_100) c_u_tangent(2)_ -0.27144084142753477
     y(0_30_100) c_u_tangent(3)_ -0.2418124112123245
     y(0_30_100) c_u_tangent(4)_ -0.21541799645477683
     y(0_30_100) c_u_tangent(5)_ -0.19190459647600214
     y(0_30_100) c_u_tangent(6)_ -0.17095774148260859
     y(0_30_100) c_u_tangent(7)_ -0.15229728682652596
     y(0_30_100) c_u_tangent(8)_ -0.13567366633163369
     y(0_30_100) c_u_tangent(9)_ -0.12086455457892908
     y(0_30_100) c_u_tangent(10)_ -0.10767189351141511
     y(0_30_100) c_u_tangent(11)_ -0.095919243592319681
     y(0_30_100) c_u_tangent(12)_ -18338.138033155545
     y(0_30_100) c_u_tangent(13)_ -9119.751280873721
     y(0_30_100) c_u_tangent(14)_ -4535.3494054099647
     y(0_30_100) c_u_tangent(15)_ -2255.4775449075478
     y(0_30_100) c_u_tangent(16)_ -1121.6729960240698
     y(0_30_100) c_u_tangent(17)_ -557.81992281425448
     y(0_30_100) c_u_tangent(18)_ -277.40978644530355
     y(0_30_100) c_u_tangent(19)_ -137.95884024252413
     y(0_30_100) c_u_tangent(20)_ -68.608400031391611
     y(0_30_100) c_u_tangent(21)_ -34.119687774937866
     y(0_30_100) c_u_tangent(22)_ -16.968083985730445
     y(0_30_100) c_u_tangent(23)_ -8.4384088168088844
     y(0_30_100) c_u_order(0)_ 8
     y(0_40_60) c_e_one_pair(0)_ 1
     y(0_40_60) c_u_only_chosen(0_40_60)_ -505
     y(0_40_60) c_u_only_chosen(8_40_60)_ -61
     y(0_40_60) c_u_tangent(0)_ -1.9073895793181692
     y(0_40_60) c_u_tangent(1)_ -1.6991933522992715
     y(0_40_60) c_u_tangent(2)_ -1.513722251502569
     y(0_40_60) c_u_tangent(3)_ -1.348495773946766
     y(0_40_60) c_u_tangent(4)_ -1.2013041696039319
     y(0_40_60) c_u_tangent(5)_ -1.0701788880539436
     y(0_40_60) c_u_tangent(6)_ -0.95336625095871697
     y(0_40_60) c_u_tangent(7)_ -0.84930399825011771
     y(0_40_60) c_u_tangent(8)_ -0.75660039435869519
     y(0_40_60) c_u_tangent(9)_ -0.67401561504853491
     y(0_40_60) c_u_tangent(10)_ -0.60044516592450792
     y(0_40_60) c_u_tangent(11)_ -0.53490511084991432
     y(0_40_60) c_u_tangent(12)_ -14720.687459357681
     y(0_40_60) c_u_tangent(13)_ -7320.754597336726
     y(0_40_60) c_u_tangent(14)_ -3640.6892016689344
     y(0_40_60) c_u_tangent(15)_ -1810.5535005873278
     y(0_40_60) c_u_tangent(16)_ -900.40753189981342
     y(0_40_60) c_u_tangent(17)_ -447.78225180251127
     y(0_40_60) c_u_tangent(18)_ -222.68688113510584
     y(0_40_60) c_u_tangent(19)_ -110.74455682435473
     y(0_40_60) c_u_tangent(20)_ -55.074447150669187
     y(0_40_60) c_u_tangent(21)_ -27.38910891812607
     y(0_40_60) c_u_tangent(22)_ -13.620895463130545
     y(0_40_60) c_u_tangent(23)_ -6.7738163286775492
     y(0_40_60) c_u_order(0)_ 9
     y(0_40_70) c_e_one_pair(0)_ 1
     y(0_40_70) c_u_only_chosen(0_40_70)_ -505
     y(0_40_70) c_u_only_chosen(8_40_70)_ -61
     y(0_40_70) c_u_tangent(0)_ -1.8195114427326264
     y(0_40_70) c_u_tangent(1)_ -1.6209073287633877
     y(0_40_70) c_u_tangent(2)_ -1.4439813384701778
     y(0_40_70) c_u_tangent(3)_ -1.2863672517545237
     y(0_40_70) c_u_tangent(4)_ -1.1459571272157831
     y(0_40_70) c_u_tangent(5)_ -1.020873110401018
     y(0_40_70) c_u_tangent(6)_ -0.9094423192531943
     y(0_40_70) c_u_tangent(7)_ -0.81017447087398975
     y(0_40_70) c_u_tangent(8)_ -0.72174195038004219
     y(0_40_70) c_u_tangent(9)_ -0.64296205529217043
     y(0_40_70) c_u_tangent(10)_ -0.57278117799284223
     y(0_40_70) c_u_tangent(11)_ -0.51026071470700529
     y(0_40_70) c_u_tangent(12)_ -15116.518365412223
     y(0_40_70) c_u_tangent(13)_ -7517.6055211313678
     y(0_40_70) c_u_tangent(14)_ -3738.5852618453582
     y(0_40_70) c_u_tangent(15)_ -1859.2382535634622
     y(0_40_70) c_u_tangent(16)_ -924.61897787706471
     y(0_40_70) c_u_tangent(17)_ -459.82286165415644
     y(0_40_70) c_u_tangent(18)_ -228.67480460468104
     y(0_40_70) c_u_tangent(19)_ -113.72241491620133
     y(0_40_70) c_u_tangent(20)_ -56.555367683510497
     y(0_40_70) c_u_tangent(21)_ -28.125586465728418
     y(0_40_70) c_u_tangent(22)_ -13.987153588461361
     y(0_40_70) c_u_tangent(23)_ -6.9559603937716732
     y(0_40_70) c_u_order(0)_ 10
     y(0_40_80) c_e_one_pair(0)_ 1
     y(0_40_80) c_u_only_chosen(0_40_80)_ -505
     y(0_40_80) c_u_only_chosen(8_40_80)_ -61
     y(0_40_80) c_u_tangent(0)_ -1.7105058980006225
     y(0_40_80) c_u_tangent(1)_ -1.5238000052355991
     y(0_40_80) c_u_tangent(2)_ -1.3574735162679736
     y(0_40_80) c_u_tangent(3)_ -1.2093019694431784
     y(0_40_80) c_u_tangent(4)_ -1.0773037085244035
     y(0_40_80) c_u_tangent(5)_ -0.9597133798887485
     y(0_40_80) c_u_tangent(6)_ -0.85495832256909154
     y(0_40_80) c_u_tangent(7)_ -0.76163753538049872
     y(0_40_80) c_u_tangent(8)_ -0.67850293983611321
     y(0_40_80) c_u_tangent(9)_ -0.60444268826149494
     y(0_40_80) c_u_tangent(10)_ -0.53846629386901446
     y(0_40_80) c_u_tangent(11)_ -0.47969138392091021
     y(0_40_80) c_u_tangent(12)_ -15512.349271466765
     y(0_40_80) c_u_tangent(13)_ -7714.4564449260088
     y(0_40_80) c_u_tangent(14)_ -3836.4813220217811
     y(0_40_80) c_u_tangent(15)_ -1907.9230065395961
     y(0_40_80) c_u_tangent(16)_ -948.83042385431577
     y(0_40_80) c_u_tangent(17)_ -471.86347150580156
     y(0_40_80) c_u_tangent(18)_ -234.66272807425622
     y(0_40_80) c_u_tangent(19)_ -116.70027300804793
     y(0_40_80) c_u_tangent(20)_ -58.036288216351807
     y(0_40_80) c_u_tangent(21)_ -28.862064013330762
     y(0_40_80) c_u_tangent(22)_ -14.353411713792173
     y(0_40_80) c_u_tangent(23)_ -7.1381044588657954
     y(0_40_80) c_u_order(0)_ 11
     y(0_40_90) c_e_one_pair(0)_ 1
     y(0_40_90) c_u_only_chosen(0_40_90)_ -505
     y(0_40_90) c_u_only_chosen(8_40_90)_ -61
     y(0_40_90) c_u_tangent(0)_ -1.4689555668185759
     y(0_40_90) c_u_tangent(1)_ -1.3086154821362643
     y(0_40_90) c_u_tangent(2)_ -1.1657769089609422
     y(0_40_90) c_u_tangent(3)_ -1.0385295146042097
     y(0_40_90) c_u_tangent(4)_ -0.92517148385222536
     y(0_40_90) c_u_tangent(5)_ -0.82418675877452874
     y(0_40_90) c_u_tangent(6)_ -0.73422476286327398
     y(0_40_90) c_u_tangent(7)_ -0.65408233833213969
     y(0_40_90) c_u_tangent(8)_ -0.58268765500314279
     y(0_40_90) c_u_tangent(9)_ -0.51908587557772035
     y(0_40_90) c_u_tangent(10)_ -0.46242638557845422
     y(0_40_90) c_u_tangent(11)_ -0.41195141717381634
     y(0_40_90) c_u_tangent(12)_ -15908.18017752131
     y(0_40_90) c_u_tangent(13)_ -7911.3073687206506
     y(0_40_90) c_u_tangent(14)_ -3934.3773821982054
     y(0_40_90) c_u_tangent(15)_ -1956.6077595157305
     y(0_40_90) c_u_tangent(16)_ -973.04186983156706
     y(0_40_90) c_u_tangent(17)_ -483.90408135744678
     y(0_40_90) c_u_tangent(18)_ -240.65065154383146
     y(0_40_90) c_u_tangent(19)_ -119.67813109989456
     y(0_40_90) c_u_tangent(20)_ -59.517208749193124
     y(0_40_90) c_u_tangent(21)_ -29.598541560933118
     y(0_40_90) c_u_tangent(22)_ -14.719669839122989
     y(0_40_90) c_u_tangent(23)_ -7.3202485239599193
     y(0_40_90) c_u_order(0)_ 12
     y(0_40_100) c_e_one_pair(0)_ 1
     y(0_40_100) c_u_only_chosen(0_40_100)_ -505
     y(0_40_100) c_u_only_chosen(8_40_100)_ -61
     y(0_40_100) c_u_tangent(0)_ -0.45604441354311309
     y(0_40_100) c_u_tangent(1)_ -0.40626605295950202
     y(0_40_100) c_u_tangent(2)_ -0.36192112190338105
     y(0_40_100) c_u_tangent(3)_ -0.32241654828310057
     y(0_40_100) c_u_tangent(4)_ -0.28722399527303688
     y(0_40_100) c_u_tangent(5)_ -0.25587279530133716
     y(0_40_100) c_u_tangent(6)_ -0.22794365531014565
     y(0_40_100) c_u_tangent(7)_ -0.2030630491020354
     y(0_40_100) c_u_tangent(8)_ -0.18089822177551226
     y(0_40_100) c_u_tangent(9)_ -0.16115273943857272
     y(0_40_100) c_u_tangent(10)_ -0.14356252468188738
     y(0_40_100) c_u_tangent(11)_ -0.12789232478976006
     y(0_40_100) c_u_tangent(12)_ -16304.011083575851
     y(0_40_100) c_u_tangent(13)_ -8108.1582925152925
     y(0_40_100) c_u_tangent(14)_ -4032.2734423746292
     y(0_40_100) c_u_tangent(15)_ -2005.292512491865
     y(0_40_100) c_u_tangent(16)_ -997.25331580881834
     y(0_40_100) c_u_tangent(17)_ -495.94469120909196
     y(0_40_100) c_u_tangent(18)_ -246.63857501340667
     y(0_40_100) c_u_tangent(19)_ -122.65598919174116
     y(0_40_100) c_u_tangent(20)_ -60.998129282034441
     y(0_40_100) c_u_tangent(21)_ -30.335019108535466
     y(0_40_100) c_u_tangent(22)_ -15.085927964453804
     y(0_40_100) c_u_tangent(23)_ -7.5023925890540433
     y(0_40_100) c_u_order(0)_ 13
     y(0_50_50) c_e_one_pair(0)_ 1
     y(0_50_50) c_u_only_chosen(0_50_50)_ -505
     y(0_50_50) c_u_only_chosen(8_50_50)_ -61
     y(0_50_50) c_u_tangent(0)_ -1.94545631022494
     y(0_50_50) c_u_tangent(1)_ -1.7331050066366471
     y(0_50_50) c_u_tangent(2)_ -1.5439323660173698
     y(0_50_50) c_u_tangent(3)_ -1.3754083807431705
     y(0_50_50) c_u_tangent(4)_ -1.2252791996960233
     y(0_50_50) c_u_tangent(5)_ -1.0915369851073096
     y(0_50_50) c_u_tangent(6)_ -0.97239305960040812
     y(0_50_50) c_u_tangent(7)_ -0.8662539842991076
     y(0_50_50) c_u_tangent(8)_ -0.77170024806886628
     y(0_50_50) c_u_tangent(9)_ -0.68746728287938563
     y(0_50_50) c_u_tangent(10)_ -0.61242855138669028
     y(0_50_50) c_u_tangent(11)_ -0.5455804805468899
     y(0_50_50) c_u_tangent(12)_ -13335.969127905804
     y(0_50_50) c_u_tangent(13)_ -6632.1194287020753
     y(0_50_50) c_u_tangent(14)_ -3298.2236007526412
     y(0_50_50) c_u_tangent(15)_ -1640.2417111916557
     y(0_50_50) c_u_tangent(16)_ -815.70966580889012
     y(0_50_50) c_u_tangent(17)_ -405.6611012596689
     y(0_50_50) c_u_tangent(18)_ -201.73958452732359
     y(0_50_50) c_u_tangent(19)_ -100.32724320591254
     y(0_50_50) c_u_tangent(20)_ -49.893806180289069
     y(0_50_50) c_u_tangent(21)_ -24.812721007862258
     y(0_50_50) c_u_tangent(22)_ -12.33963032584262
     y(0_50_50) c_u_tangent(23)_ -6.1366295349150572
     y(0_50_50) c_u_order(0)_ 14
     y(0_50_60) c_e_one_pair(0)_ 1
     y(0_50_60) c_u_only_chosen(0_50_60)_ -505
     y(0_50_60) c_u_only_chosen(8_50_60)_ -61
     y(0_50_60) c_u_tangent(0)_ -1.917280953584515
     y(0_50_60) c_u_tangent(1)_ -1.7080050589273883
     y(0_50_60) c_u_tangent(2)_ -1.5215721388497885
     y(0_50_60) c_u_tangent(3)_ -1.3554888269346415
     y(0_50_60) c_u_tangent(4)_ -1.2075339137936438
     y(0_50_60) c_u_tangent(5)_ -1.0757286404634472
     y(0_50_60) c_u_tangent(6)_ -0.95831023435014695
     y(0_50_60) c_u_tangent(7)_ -0.85370833379000188
     y(0_50_60) c_u_tangent(8)_ -0.76052398592688542
     y(0_50_60) c_u_tangent(9)_ -0.67751093702265908
     y(0_50_60) c_u_tangent(10)_ -0.60355896497582728
     y(0_50_60) c_u_tangent(11)_ -0.53767903113645021
     y(0_50_60) c_u_tangent(12)_ -13493.428265611145
     y(0_50_60) c_u_tangent(13)_ -6710.4255342716415
     y(0_50_60) c_u_tangent(14)_ -3337.1660607383346
     y(0_50_60) c_u_tangent(15)_ -1659.6082111434389
     y(0_50_60) c_u_tangent(16)_ -825.3408324203524
     y(0_50_60) c_u_tangent(17)_ -410.45078295376385
     y(0_50_60) c_u_tangent(18)_ -204.12154422714289
     y(0_50_60) c_u_tangent(19)_ -101.51181712416647
     y(0_50_60) c_u_tangent(20)_ -50.482907401402905
     y(0_50_60) c_u_tangent(21)_ -25.105687316988281
     y(0_50_60) c_u_tangent(22)_ -12.485325590436785
     y(0_50_60) c_u_tangent(23)_ -6.2090853411423605
     y(0_50_60) c_u_order(0)_ 15
     y(0_50_70) c_e_one_pair(0)_ 1
     y(0_50_70) c_u_only_chosen(0_50_70)_ -505
     y(0_50_70) c_u_only_chosen(8_50_70)_ -61
     y(0_50_70) c_u_tangent(0)_ -1.8294028169989729
     y(0_50_70) c_u_tangent(1)_ -1.629719035391505
     y(0_50_70) c_u_tangent(2)_ -1.4518312258173973
     y(0_50_70) c_u_tangent(3)_ -1.2933603047423992
     y(0_50_70) c_u_tangent(4)_ -1.152186871405495
     y(0_50_70) c_u_tangent(5)_ -1.0264228628105221
     y(0_50_70) c_u_tangent(6)_ -0.9143863026446245
     y(0_50_70) c_u_tangent(7)_ -0.81457880641387415
     y(0_50_70) c_u_tangent(8)_ -0.72566554194823263
     y(0_50_70) c_u_tangent(9)_ -0.64645737726629471
     y(0_50_70) c_u_tangent(10)_ -0.5758949770441617
     y(0_50_70) c_u_tangent(11)_ -0.51303463499354129
     y(0_50_70) c_u_tangent(12)_ -13650.887403316483
     y(0_50_70) c_u_tangent(13)_ -6788.7316398412058
     y(0_50_70) c_u_tangent(14)_ -3376.1085207240271
     y(0_50_70) c_u_tangent(15)_ -1678.9747110952219
     y(0_50_70) c_u_tangent(16)_ -834.97199903181468
     y(0_50_70) c_u_tangent(17)_ -415.24046464785874
     y(0_50_70) c_u_tangent(18)_ -206.50350392696217
     y(0_50_70) c_u_tangent(19)_ -102.6963910424204
     y(0_50_70) c_u_tangent(20)_ -51.072008622516726
     y(0_50_70) c_u_tangent(21)_ -25.398653626114303
     y(0_50_70) c_u_tangent(22)_ -12.631020855030947
     y(0_50_70) c_u_tangent(23)_ -6.2815411473696638
     y(0_50_70) c_u_order(0)_ 16
     y(0_50_80) c_e_one_pair(0)_ 1
     y(0_50_80) c_u_only_chosen(0_50_80)_ -505
     y(0_50_80) c_u_only_chosen(8_50_80)_ -61
     y(0_50_80) c_u_tangent(0)_ -1.7236615664771997
     y(0_50_80) c_u_tangent(1)_ -1.5355197003953283
     y(0_50_80) c_u_tangent(2)_ -1.367913978102469
     y(0_50_80) c_u_tangent(3)_ -1.218602829391491
     y(0_50_80) c_u_tangent(4)_ -1.0855893569132811
     y(0_50_80) c_u_tangent(5)_ -0.96709462953723524
     y(0_50_80) c_u_tangent(6)_ -0.86153389080662668
     y(0_50_80) c_u_tangent(7)_ -0.76749536429912157
     y(0_50_80) c_u_tangent(8)_ -0.68372137243391973
     y(0_50_80) c_u_tangent(9)_ -0.60909151620716528
     y(0_50_80) c_u_tangent(10)_ -0.54260769090028582
     y(0_50_80) c_u_tangent(11)_ -0.48338073736032855
     y(0_50_80) c_u_tangent(12)_ -13808.346541021821
     y(0_50_80) c_u_tangent(13)_ -6867.0377454107711
     y(0_50_80) c_u_tangent(14)_ -3415.0509807097201
     y(0_50_80) c_u_tangent(15)_ -1698.3412110470047
     y(0_50_80) c_u_tangent(16)_ -844.60316564327695
     y(0_50_80) c_u_tangent(17)_ -420.0301463419537
     y(0_50_80) c_u_tangent(18)_ -208.88546362678142
     y(0_50_80) c_u_tangent(19)_ -103.88096496067432
     y(0_50_80) c_u_tangent(20)_ -51.661109843630555
     y(0_50_80) c_u_tangent(21)_ -25.691619935240325
     y(0_50_80) c_u_tangent(22)_ -12.77671611962511
     y(0_50_80) c_u_tangent(23)_ -6.3539969535969663
     y(0_50_80) c_u_order(0)_ 17
     y(0_50_90) c_e_one_pair(0)_ 1
     y(0_50_90) c_u_only_chosen(0_50_90)_ -505
     y(0_50_90) c_u_only_chosen(8_50_90)_ -61
     y(0_50_90) c_u_tangent(0)_ -1.582966670204355
     y(0_50_90) c_u_tangent(1)_ -1.4101819953761405
     y(0_50_90) c_u_tangent(2)_ -1.2562571894367882
     y(0_50_90) c_u_tangent(3)_ -1.1191336516749855
     y(0_50_90) c_u_tangent(4)_ -0.99697748267048503
     y(0_50_90) c_u_tangent(5)_ -0.88815495759986351
     y(0_50_90) c_u_tangent(6)_ -0.7912106766908108
     y(0_50_90) c_u_tangent(7)_ -0.70484810060764891
     y(0_50_90) c_u_tangent(8)_ -0.62791221044702117
     y(0_50_90) c_u_tangent(9)_ -0.55937406043736382
     y(0_50_90) c_u_tangent(10)_ -0.49831701674892631
     y(0_50_90) c_u_tangent(11)_ -0.44392449837125653
     y(0_50_90) c_u_tangent(12)_ -13965.805678727162
     y(0_50_90) c_u_tangent(13)_ -6945.3438509803364
     y(0_50_90) c_u_tangent(14)_ -3453.9934406954135
     y(0_50_90) c_u_tangent(15)_ -1717.7077109987879
     y(0_50_90) c_u_tangent(16)_ -854.23433225473923
     y(0_50_90) c_u_tangent(17)_ -424.81982803604865
     y(0_50_90) c_u_tangent(18)_ -211.26742332660072
     y(0_50_90) c_u_tangent(19)_ -105.06553887892827
     y(0_50_90) c_u_tangent(20)_ -52.250211064744384
     y(0_50_90) c_u_tangent(21)_ -25.984586244366348
     y(0_50_90) c_u_tangent(22)_ -12.922411384219274
     y(0_50_90) c_u_tangent(23)_ -6.4264527598242704
     y(0_50_90) c_u_order(0)_ 18
     y(0_50_100) c_e_one_pair(0)_ 1
     y(0_50_100) c_u_only_chosen(0_50_100)_ -505
     y(0_50_100) c_u_only_chosen(8_50_100)_ -61
     y(0_50_100) c_u_tangent(0)_ -0.57005551692889
     y(0_50_100) c_u_tangent(1)_ -0.50783256619937633
     y(0_50_100) c_u_tangent(2)_ -0.45240140237922527
     y(0_50_100) c_u_tangent(3)_ -0.4030206853538747
     y(0_50_100) c_u_tangent(4)_ -0.35902999409129521
     y(0_50_100) c_u_tangent(5)_ -0.31984099412667072
     y(0_50_100) c_u_tangent(6)_ -0.28492956913768136
     y(0_50_100) c_u_tangent(7)_ -0.25382881137754365
     y(0_50_100) c_u_tangent(8)_ -0.22612277721938981
     y(0_50_100) c_u_tangent(9)_ -0.20144092429821542
     y(0_50_100) c_u_tangent(10)_ -0.17945315585235877
     y(0_50_100) c_u_tangent(11)_ -0.1598654059871997
     y(0_50_100) c_u_tangent(12)_ -14269.884133996158
     y(0_50_100) c_u_tangent(13)_ -7096.5653041568639
     y(0_50_100) c_u_tangent(14)_ -3529.1974793392928
     y(0_50_100) c_u_tangent(15)_ -1755.1074800761819
     y(0_50_100) c_u_tangent(16)_ -872.83363559356656
     y(0_50_100) c_u_tangent(17)_ -434.06945960392937
     y(0_50_100) c_u_tangent(18)_ -215.86736358150972
     y(0_50_100) c_u_tangent(19)_ -107.35313814095815
     y(0_50_100) c_u_tangent(20)_ -53.387858532677257
     y(0_50_100) c_u_tangent(21)_ -26.550350442133066
     y(0_50_100) c_u_tangent(22)_ -13.203771943177159
     y(0_50_100) c_u_tangent(23)_ -6.5663763612992012
     y(0_50_100) c_u_order(0)_ 19
     y(0_60_40) c_e_one_pair(0)_ 1
     y(0_60_40) c_u_only_chosen(0_60_40)_ -505
     y(0_60_40) c_u_only_chosen(8_60_40)_ -61
     y(0_60_40) c_u_tangent(0)_ -1.9576683930001808
     y(0_60_40) c_u_tangent(1)_ -1.7439841107768908
     y(0_60_40) c_u_tangent(2)_ -1.5536239893933774
     y(0_60_40) c_u_tangent(3)_ -1.3840421397780642
     y(0_60_40) c_u_tangent(4)_ -1.2329705628640497
     y(0_60_40) c_u_tangent(5)_ -1.0983888172169836
     y(0_60_40) c_u_tangent(6)_ -0.97849699751538333
     y(0_60_40) c_u_tangent(7)_ -0.87169166249575636
     y(0_60_40) c_u_tangent(8)_ -0.77654439042125922
     y(0_60_40) c_u_tangent(9)_ -0.69178267527327719
     y(0_60_40) c_u_tangent(10)_ -0.61627290817031311
     y(0_60_40) c_u_tangent(11)_ -0.54900521640653199
     y(0_60_40) c_u_tangent(12)_ -11802.489504859464
     y(0_60_40) c_u_tangent(13)_ -5869.503685970416
     y(0_60_40) c_u_tangent(14)_ -2918.9666727037279
     y(0_60_40) c_u_tangent(15)_ -1451.6332031140694
     y(0_60_40) c_u_tangent(16)_ -721.91264672143654
     y(0_60_40) c_u_tangent(17)_ -359.01484505752012
     y(0_60_40) c_u_tangent(18)_ -178.54190469863116
     y(0_60_40) c_u_tangent(19)_ -88.790790053006901
     y(0_60_40) c_u_tangent(20)_ -44.15660520450129
     y(0_60_40) c_u_tangent(21)_ -21.959549881493153
     y(0_60_40) c_u_tangent(22)_ -10.920717948413039
     y(0_60_40) c_u_tangent(23)_ -5.4309893031687855
     y(0_60_40) c_u_order(0)_ 20
     y(0_60_50) c_e_one_pair(0)_ 1
     y(0_60_50) c_u_only_chosen(0_60_50)_ -505
     y(0_60_50) c_u_only_chosen(8_60_50)_ -61
     y(0_60_50) c_u_tangent(0)_ -1.9468914740587482
     y(0_60_50) c_u_tangent(1)_ -1.7343835188358903
     y(0_60_50) c_u_tangent(2)_ -1.5450713254902237
     y(0_60_50) c_u_tangent(3)_ -1.376423020010259
     y(0_60_50) c_u_tangent(4)_ -1.2261830886111735
     y(0_60_50) c_u_tangent(5)_ -1.0923422123416899
     y(0_60_50) c_u_tangent(6)_ -0.9731103943172299
     y(0_60_50) c_u_tangent(7)_ -0.86689302018113912
     y(0_60_50) c_u_tangent(8)_ -0.77226953162499057
     y(0_60_50) c_u_tangent(9)_ -0.687974427746186
     y(0_60_50) c_u_tangent(10)_ -0.61288034015373805
     y(0_60_50) c_u_tangent(11)_ -0.5459829554675536
     y(0_60_50) c_u_tangent(12)_ -12283.134683908089
     y(0_60_50) c_u_tangent(13)_ -6108.5336507001666
     y(0_60_50) c_u_tangent(14)_ -3037.838818996338
     y(0_60_50) c_u_tangent(15)_ -1510.7495870376827
     y(0_60_50) c_u_tangent(16)_ -751.31185382922729
     y(0_60_50) c_u_tangent(17)_ -373.6353837508812
     y(0_60_50) c_u_tangent(18)_ -185.81285424840394
     y(0_60_50) c_u_tangent(19)_ -92.406710674272844
     y(0_60_50) c_u_tangent(20)_ -45.954841026355524
     y(0_60_50) c_u_tangent(21)_ -22.85383170061883
     y(0_60_50) c_u_tangent(22)_ -11.365453818035572
     y(0_60_50) c_u_tangent(23)_ -5.6521611860124805
     y(0_60_50) c_u_order(0)_ 21
     y(0_60_60) c_e_one_pair(0)_ 1
     y(0_60_60) c_u_only_chosen(0_60_60)_ -505
     y(0_60_60) c_u_only_chosen(8_60_60)_ -61
     y(0_60_60) c_u_tangent(0)_ -1.9271723278508612
     y(0_60_60) c_u_tangent(1)_ -1.7168167655555056
     y(0_60_60) c_u_tangent(2)_ -1.529422026197008
     y(0_60_60) c_u_tangent(3)_ -1.3624818799225171
     y(0_60_60) c_u_tangent(4)_ -1.2137636579833559
     y(0_60_60) c_u_tangent(5)_ -1.0812783928729512
     y(0_60_60) c_u_tangent(6)_ -0.96325421774157716
     y(0_60_60) c_u_tangent(7)_ -0.85811266932988628
     y(0_60_60) c_u_tangent(8)_ -0.76444757749507586
     y(0_60_60) c_u_tangent(9)_ -0.68100625899678346
     y(0_60_60) c_u_tangent(10)_ -0.60667276402714687
     y(0_60_60) c_u_tangent(11)_ -0.54045295142298611
     y(0_60_60) c_u_tangent(12)_ -12684.264881537551
     y(0_60_60) c_u_tangent(13)_ -6308.0199686139231
     y(0_60_60) c_u_tangent(14)_ -3137.0454887259207
     y(0_60_60) c_u_tangent(15)_ -1560.0861200980075
     y(0_60_60) c_u_tangent(16)_ -775.84743698152306
     y(0_60_60) c_u_tangent(17)_ -385.83719047060248
     y(0_60_60) c_u_tangent(18)_ -191.88094263665582
     y(0_60_60) c_u_tangent(19)_ -95.424435633653175
     y(0_60_60) c_u_tangent(20)_ -47.455587776863958
     y(0_60_60) c_u_tangent(21)_ -23.600169037346866
     y(0_60_60) c_u_tangent(22)_ -11.736615321470834
     y(0_60_60) c_u_tangent(23)_ -5.8367437532417608
     y(0_60_60) c_u_order(0)_ 22
     y(0_60_70) c_e_one_pair(0)_ 1
     y(0_60_70) c_u_only_chosen(0_60_70)_ -505
     y(0_60_70) c_u_only_chosen(8_60_70)_ -61
     y(0_60_70) c_u_tangent(0)_ -1.8392941912653191
     y(0_60_70) c_u_tangent(1)_ -1.6385307420196222
     y(0_60_70) c_u_tangent(2)_ -1.459681113164617
     y(0_60_70) c_u_tangent(3)_ -1.3003533577302748
     y(0_60_70) c_u_tangent(4)_ -1.1584166155952071
     y(0_60_70) c_u_tangent(5)_ -1.0319726152200261
     y(0_60_70) c_u_tangent(6)_ -0.91933028603605471
     y(0_60_70) c_u_tangent(7)_ -0.81898314195375865
     y(0_60_70) c_u_tangent(8)_ -0.72958913351642307
     y(0_60_70) c_u_tangent(9)_ -0.6499526992404191
     y(0_60_70) c_u_tangent(10)_ -0.57900877609548129
     y(0_60_70) c_u_tangent(11)_ -0.51580855528007719
     y(0_60_70) c_u_tangent(12)_ -12841.724019242891
     y(0_60_70) c_u_tangent(13)_ -6386.3260741834883
     y(0_60_70) c_u_tangent(14)_ -3175.9879487116141
     y(0_60_70) c_u_tangent(15)_ -1579.4526200497908
     y(0_60_70) c_u_tangent(16)_ -785.47860359298545
     y(0_60_70) c_u_tangent(17)_ -390.62687216469743
     y(0_60_70) c_u_tangent(18)_ -194.26290233647512
     y(0_60_70) c_u_tangent(19)_ -96.609009551907107
     y(0_60_70) c_u_tangent(20)_ -48.044688997977794
     y(0_60_70) c_u_tangent(21)_ -23.893135346472889
     y(0_60_70) c_u_tangent(22)_ -11.882310586065
     y(0_60_70) c_u_tangent(23)_ -5.9091995594690641
     y(0_60_70) c_u_order(0)_ 23
     y(0_60_80) c_e_one_pair(0)_ 1
     y(0_60_80) c_u_only_chosen(0_60_80)_ -505
     y(0_60_80) c_u_only_chosen(8_60_80)_ -61
     y(0_60_80) c_u_tangent(0)_ -1.7368172349537765
     y(0_60_80) c_u_tangent(1)_ -1.5472393955550572
     y(0_60_80) c_u_tangent(2)_ -1.3783544399369643
     y(0_60_80) c_u_tangent(3)_ -1.2279036893398032
     y(0_60_80) c_u_tangent(4)_ -1.0938750053021582
     y(0_60_80) c_u_tangent(5)_ -0.97447587918572198
     y(0_60_80) c_u_tangent(6)_ -0.8681094590441617
     y(0_60_80) c_u_tangent(7)_ -0.77335319321774443
     y(0_60_80) c_u_tangent(8)_ -0.68893980503172625
     y(0_60_80) c_u_tangent(9)_ -0.61374034415283563
     y(0_60_80) c_u_tangent(10)_ -0.54674908793155708
     y(0_60_80) c_u_tangent(11)_ -0.48707009079974684
     y(0_60_80) c_u_tangent(12)_ -12999.183156948229
     y(0_60_80) c_u_tangent(13)_ -6464.6321797530536
     y(0_60_80) c_u_tangent(14)_ -3214.9304086973066
     y(0_60_80) c_u_tangent(15)_ -1598.8191200015735
     y(0_60_80) c_u_tangent(16)_ -795.10977020444773
     y(0_60_80) c_u_tangent(17)_ -395.41655385879238
     y(0_60_80) c_u_tangent(18)_ -196.6448620362944
     y(0_60_80) c_u_tangent(19)_ -97.793583470161025
     y(0_60_80) c_u_tangent(20)_ -48.633790219091622
     y(0_60_80) c_u_tangent(21)_ -24.186101655598911
     y(0_60_80) c_u_tangent(22)_ -12.028005850659161
     y(0_60_80) c_u_tangent(23)_ -5.9816553656963665
     y(0_60_80) c_u_order(0)_ 24
     y(0_60_90) c_e_one_pair(0)_ 1
     y(0_60_90) c_u_only_chosen(0_60_90)_ -505
     y(0_60_90) c_u_only_chosen(8_60_90)_ -61
     y(0_60_90) c_u_tangent(0)_ -1.6199380632503881
     y(0_60_90) c_u_tangent(1)_ -1.4431178706531356
     y(0_60_90) c_u_tangent(2)_ -1.2855980335567572
     y(0_60_90) c_u_tangent(3)_ -1.1452718710613587
     y(0_60_90) c_u_tangent(4)_ -1.0202626516280202
     y(0_60_90) c_u_tangent(5)_ -0.90889849354491814
     y(0_60_90) c_u_tangent(6)_ -0.80969000506882238
     y(0_60_90) c_u_tangent(7)_ -0.72131036519970826
     y(0_60_90) c_u_tangent(8)_ -0.64257757868742982
     y(0_60_90) c_u_tangent(9)_ -0.5724386679477137
     y(0_60_90) c_u_tangent(10)_ -0.5099555904691
     y(0_60_90) c_u_tangent(11)_ -0.45429269336927758
     y(0_60_90) c_u_tangent(12)_ -13156.642294653569
     y(0_60_90) c_u_tangent(13)_ -6542.9382853226189
     y(0_60_90) c_u_tangent(14)_ -3253.872868683
     y(0_60_90) c_u_tangent(15)_ -1618.1856199533568
     y(0_60_90) c_u_tangent(16)_ -804.74093681591
     y(0_60_90) c_u_tangent(17)_ -400.20623555288734
     y(0_60_90) c_u_tangent(18)_ -199.0268217361137
     y(0_60_90) c_u_tangent(19)_ -98.978157388414971
     y(0_60_90) c_u_tangent(20)_ -49.222891440205451
     y(0_60_90) c_u_tangent(21)_ -24.479067964724937
     y(0_60_90) c_u_tangent(22)_ -12.173701115253326
     y(0_60_90) c_u_tangent(23)_ -6.0541111719236707
     y(0_60_90) c_u_order(0)_ 25
     y(0_60_100) c_e_one_pair(0)_ 1
     y(0_60_100) c_u_only_chosen(0_60_100)_ -505
     y(0_60_100) c_u_only_chosen(8_60_100)_ -61
     y(0_60_100) c_u_tangent(0)_ -0.68406662031466703
     y(0_60_100) c_u_tangent(1)_ -0.60939907943925076
     y(0_60_100) c_u_tangent(2)_ -0.54288168285506955
     y(0_60_100) c_u_tangent(3)_ -0.48362482242464899
     y(0_60_100) c_u_tangent(4)_ -0.43083599290955366
     y(0_60_100) c_u_tangent(5)_ -0.38380919295200427
     y(0_60_100) c_u_tangent(6)_ -0.34191548296521718
     y(0_60_100) c_u_tangent(7)_ -0.30459457365305193
     y(0_60_100) c_u_tangent(8)_ -0.27134733266326738
     y(0_60_100) c_u_tangent(9)_ -0.24172910915785817
     y(0_60_100) c_u_tangent(10)_ -0.21534378702283022
     y(0_60_100) c_u_tangent(11)_ -0.19183848718463936
     y(0_60_100) c_u_tangent(12)_ -13314.101432358906
     y(0_60_100) c_u_tangent(13)_ -6621.2443908921832
     y(0_60_100) c_u_tangent(14)_ -3292.8153286686925
     y(0_60_100) c_u_tangent(15)_ -1637.5521199051395
     y(0_60_100) c_u_tangent(16)_ -814.37210342737217
     y(0_60_100) c_u_tangent(17)_ -404.99591724698217
     y(0_60_100) c_u_tangent(18)_ -201.40878143593295
     y(0_60_100) c_u_tangent(19)_ -100.16273130666887
     y(0_60_100) c_u_tangent(20)_ -49.811992661319273
     y(0_60_100) c_u_tangent(21)_ -24.772034273850952
     y(0_60_100) c_u_tangent(22)_ -12.319396379847486
     y(0_60_100) c_u_tangent(23)_ -6.1265669781509722
     y(0_60_100) c_u_order(0)_ 26
     y(0_70_30) c_e_one_pair(0)_ 1
     y(0_70_30) c_u_only_chosen(0_70_30)_ -505
     y(0_70_30) c_u_only_chosen(8_70_30)_ -61
     y(0_70_30) c_u_tangent(0)_ -1.9649466353917153
     y(0_70_30) c_u_tangent(1)_ -1.7504679152509295
     y(0_70_30) c_u_tangent(2)_ -1.5594000707872127
     y(0_70_30) c_u_tangent(3)_ -1.3891877477928951
     y(0_70_30) c_u_tangent(4)_ -1.2375545152076837
     y(0_70_30) c_u_tangent(5)_ -1.102472419976491
     y(0_70_30) c_u_tangent(6)_ -0.98213486506883108
     y(0_70_30) c_u_tangent(7)_ -0.87493244792857461
     y(0_70_30) c_u_tangent(8)_ -0.77943143621587962
     y(0_70_30) c_u_tangent(9)_ -0.69435459297440882
     y(0_70_30) c_u_tangent(10)_ -0.61856409477833996
     y(0_70_30) c_u_tangent(11)_ -0.55104631440530993
     y(0_70_30) c_u_tangent(12)_ -8851.867128644597
     y(0_70_30) c_u_tangent(13)_ -4402.1277644778111
     y(0_70_30) c_u_tangent(14)_ -2189.2250045277956
     y(0_70_30) c_u_tangent(15)_ -1088.7249023355519
     y(0_70_30) c_u_tangent(16)_ -541.43448504107732
     y(0_70_30) c_u_tangent(17)_ -269.26113379314006
     y(0_70_30) c_u_tangent(18)_ -133.90642852397335
     y(0_70_30) c_u_tangent(19)_ -66.593092539755162
     y(0_70_30) c_u_tangent(20)_ -33.117453903375967
     y(0_70_30) c_u_tangent(21)_ -16.469662411119863
     y(0_70_30) c_u_tangent(22)_ -8.190538461309778
     y(0_70_30) c_u_tangent(23)_ -4.0732419773765889
     y(0_70_30) c_u_order(0)_ 27
     y(0_70_40) c_e_one_pair(0)_ 1
     y(0_70_40) c_u_only_chosen(0_70_40)_ -505
     y(0_70_40) c_u_only_chosen(8_70_40)_ -61
     y(0_70_40) c_u_tangent(0)_ -1.958404735228638
     y(0_70_40) c_u_tangent(1)_ -1.74464007945428
     y(0_70_40) c_u_tangent(2)_ -1.5542083574889267
     y(0_70_40) c_u_tangent(3)_ -1.3845627226700019
     y(0_70_40) c_u_tangent(4)_ -1.2334343228629994
     y(0_70_40) c_u_tangent(5)_ -1.0988019566803748
     y(0_70_40) c_u_tangent(6)_ -0.97886504179819711
     y(0_70_40) c_u_tangent(7)_ -0.87201953384699471
     y(0_70_40) c_u_tangent(8)_ -0.7768364738144341
     y(0_70_40) c_u_tangent(9)_ -0.69204287705134138
     y(0_70_40) c_u_tangent(10)_ -0.616504708289354
     y(0_70_40) c_u_tangent(11)_ -0.54921171497693788
     y(0_70_40) c_u_tangent(12)_ -9332.5123076932232
     y(0_70_40) c_u_tangent(13)_ -4641.1577292075626
     y(0_70_40) c_u_tangent(14)_ -2308.0971508204061
     y(0_70_40) c_u_tangent(15)_ -1147.8412862591654
     y(0_70_40) c_u_tangent(16)_ -570.83369214886818
     y(0_70_40) c_u_tangent(17)_ -283.8816724865012
     y(0_70_40) c_u_tangent(18)_ -141.17737807374615
     y(0_70_40) c_u_tangent(19)_ -70.209013161021119
     y(0_70_40) c_u_tangent(20)_ -34.915689725230209
     y(0_70_40) c_u_tangent(21)_ -17.363944230245547
     y(0_70_40) c_u_tangent(22)_ -8.6352743309323134
     y(0_70_40) c_u_tangent(23)_ -4.2944138602202848
     y(0_70_40) c_u_order(0)_ 28
     y(0_70_50) c_e_one_pair(0)_ 1
     y(0_70_50) c_u_only_chosen(0_70_50)_ -505
     y(0_70_50) c_u_only_chosen(8_70_50)_ -61
     y(0_70_50) c_u_tangent(0)_ -1.9483266378925568
     y(0_70_50) c_u_tangent(1)_ -1.7356620310351334
     y(0_70_50) c_u_tangent(2)_ -1.5462102849630779
     y(0_70_50) c_u_tangent(3)_ -1.3774376592773478
     y(0_70_50) c_u_tangent(4)_ -1.2270869775263238
     y(0_70_50) c_u_tangent(5)_ -1.0931474395760703
     y(0_70_50) c_u_tangent(6)_ -0.97382772903405201
     y(0_70_50) c_u_tangent(7)_ -0.86753205606317074
     y(0_70_50) c_u_tangent(8)_ -0.77283881518111497
     y(0_70_50) c_u_tangent(9)_ -0.68848157261298648
     y(0_70_50) c_u_tangent(10)_ -0.61333212892078581
     y(0_70_50) c_u_tangent(11)_ -0.54638543038821752
     y(0_70_50) c_u_tangent(12)_ -9813.1574867418549
     y(0_70_50) c_u_tangent(13)_ -4880.1876939373169
     y(0_70_50) c_u_tangent(14)_ -2426.969297113018
     y(0_70_50) c_u_tangent(15)_ -1206.9576701827798
     y(0_70_50) c_u_tangent(16)_ -600.23289925665949
     y(0_70_50) c_u_tangent(17)_ -298.50221117986251
     y(0_70_50) c_u_tangent(18)_ -148.44832762351905
     y(0_70_50) c_u_tangent(19)_ -73.824933782287133
     y(0_70_50) c_u_tangent(20)_ -36.713925547084472
     y(0_70_50) c_u_tangent(21)_ -18.258226049371238
     y(0_70_50) c_u_tangent(22)_ -9.0800102005548542
     y(0_70_50) c_u_tangent(23)_ -4.5155857430639834
     y(0_70_50) c_u_order(0)_ 29
     y(0_70_60) c_e_one_pair(0)_ 1
     y(0_70_60) c_u_only_chosen(0_70_60)_ -505
     y(0_70_60) c_u_only_chosen(8_70_60)_ -61
     y(0_70_60) c_u_tangent(0)_ -1.9355761827976414
     y(0_70_60) c_u_tangent(1)_ -1.7243033192276509
     y(0_70_60) c_u_tangent(2)_ -1.536091404267055
     y(0_70_60) c_u_tangent(3)_ -1.3684232791015174
     y(0_70_60) c_u_tangent(4)_ -1.2190565389436905
     y(0_70_60) c_u_tangent(5)_ -1.0859935429607097
     y(0_70_60) c_u_tangent(6)_ -0.96745469769128767
     y(0_70_60) c_u_tangent(7)_ -0.8618546566430213
     y(0_70_60) c_u_tangent(8)_ -0.76778111776173708
     y(0_70_60) c_u_tangent(9)_ -0.6839759352087913
     y(0_70_60) c_u_tangent(10)_ -0.60931829283397232
     y(0_70_60) c_u_tangent(11)_ -0.54280971430489355
     y(0_70_60) c_u_tangent(12)_ -10293.802665790485
     y(0_70_60) c_u_tangent(13)_ -5119.2176586670703
     y(0_70_60) c_u_tangent(14)_ -2545.8414434056294
     y(0_70_60) c_u_tangent(15)_ -1266.0740541063938
     y(0_70_60) c_u_tangent(16)_ -629.63210636445069
     y(0_70_60) c_u_tangent(17)_ -313.12274987322377
     y(0_70_60) c_u_tangent(18)_ -155.71927717329194
     y(0_70_60) c_u_tangent(19)_ -77.440854403553118
     y(0_70_60) c_u_tangent(20)_ -38.51216136893872
     y(0_70_60) c_u_tangent(21)_ -19.152507868496929
     y(0_70_60) c_u_tangent(22)_ -9.5247460701773949
     y(0_70_60) c_u_tangent(23)_ -4.736757625907682
     y(0_70_60) c_u_order(0)_ 30
     y(0_70_70) c_e_one_pair(0)_ 1
     y(0_70_70) c_u_only_chosen(0_70_70)_ -505
     y(0_70_70) c_u_only_chosen(8_70_70)_ -61
     y(0_70_70) c_u_tangent(0)_ -1.8491855655316649
     y(0_70_70) c_u_tangent(1)_ -1.647342448647739
     y(0_70_70) c_u_tangent(2)_ -1.4675310005118363
     y(0_70_70) c_u_tangent(3)_ -1.3073464107181501
     y(0_70_70) c_u_tangent(4)_ -1.164646359784919
     y(0_70_70) c_u_tangent(5)_ -1.0375223676295298
     y(0_70_70) c_u_tangent(6)_ -0.9242742694274847
     y(0_70_70) c_u_tangent(7)_ -0.82338747749364283
     y(0_70_70) c_u_tangent(8)_ -0.73351272508461329
     y(0_70_70) c_u_tangent(9)_ -0.65344802121454337
     y(0_70_70) c_u_tangent(10)_ -0.58212257514680066
     y(0_70_70) c_u_tangent(11)_ -0.51858247556661308
     y(0_70_70) c_u_tangent(12)_ -10774.447844839111
     y(0_70_70) c_u_tangent(13)_ -5358.2476233968218
     y(0_70_70) c_u_tangent(14)_ -2664.71358969824
     y(0_70_70) c_u_tangent(15)_ -1325.1904380300073
     y(0_70_70) c_u_tangent(16)_ -659.03131347224155
     y(0_70_70) c_u_tangent(17)_ -327.74328856658485
     y(0_70_70) c_u_tangent(18)_ -162.99022672306475
     y(0_70_70) c_u_tangent(19)_ -81.056775024819089
     y(0_70_70) c_u_tangent(20)_ -40.310397190792962
     y(0_70_70) c_u_tangent(21)_ -20.046789687622613
     y(0_70_70) c_u_tangent(22)_ -9.9694819397999304
     y(0_70_70) c_u_tangent(23)_ -4.9579295087513779
     y(0_70_70) c_u_order(0)_ 31
     y(0_70_80) c_e_one_pair(0)_ 1
     y(0_70_80) c_u_only_chosen(0_70_80)_ -505
     y(0_70_80) c_u_only_chosen(8_70_80)_ -61
     y(0_70_80) c_u_tangent(0)_ -1.7499729034303537
     y(0_70_80) c_u_tangent(1)_ -1.5589590907147863
     y(0_70_80) c_u_tangent(2)_ -1.3887949017714598
     y(0_70_80) c_u_tangent(3)_ -1.2372045492881156
     y(0_70_80) c_u_tangent(4)_ -1.1021606536910356
     y(0_70_80) c_u_tangent(5)_ -0.98185712883420873
     y(0_70_80) c_u_tangent(6)_ -0.87468502728169684
     y(0_70_80) c_u_tangent(7)_ -0.77921102213636739
     y(0_70_80) c_u_tangent(8)_ -0.69415823762953288
     y(0_70_80) c_u_tangent(9)_ -0.61838917209850597
     y(0_70_80) c_u_tangent(10)_ -0.55089048496282844
     y(0_70_80) c_u_tangent(11)_ -0.49075944423916518
     y(0_70_80) c_u_tangent(12)_ -11255.093023887737
     y(0_70_80) c_u_tangent(13)_ -5597.2775881265743
     y(0_70_80) c_u_tangent(14)_ -2783.5857359908509
     y(0_70_80) c_u_tangent(15)_ -1384.3068219536212
     y(0_70_80) c_u_tangent(16)_ -688.43052058003263
     y(0_70_80) c_u_tangent(17)_ -342.36382725994605
     y(0_70_80) c_u_tangent(18)_ -170.26117627283759
     y(0_70_80) c_u_tangent(19)_ -84.67269564608506
     y(0_70_80) c_u_tangent(20)_ -42.108633012647211
     y(0_70_80) c_u_tangent(21)_ -20.941071506748301
     y(0_70_80) c_u_tangent(22)_ -10.414217809422468
     y(0_70_80) c_u_tangent(23)_ -5.1791013915950748
     y(0_70_80) c_u_order(0)_ 32
     y(0_70_90) c_e_one_pair(0)_ 1
     y(0_70_90) c_u_only_chosen(0_70_90)_ -505
     y(0_70_90) c_u_only_chosen(8_70_90)_ -61
     y(0_70_90) c_u_tangent(0)_ -1.6330937317269645
     y(0_70_90) c_u_tangent(1)_ -1.4548375658128638
     y(0_70_90) c_u_tangent(2)_ -1.296038495391252
     y(0_70_90) c_u_tangent(3)_ -1.1545727310096705
     y(0_70_90) c_u_tangent(4)_ -1.0285483000168971
     y(0_70_90) c_u_tangent(5)_ -0.91627974319340444
     y(0_70_90) c_u_tangent(6)_ -0.81626557330635718
     y(0_70_90) c_u_tangent(7)_ -0.72716819411833089
     y(0_70_90) c_u_tangent(8)_ -0.64779601128523612
     y(0_70_90) c_u_tangent(9)_ -0.57708749589338371
     y(0_70_90) c_u_tangent(10)_ -0.51409698750037114
     y(0_70_90) c_u_tangent(11)_ -0.4579820468086957
     y(0_70_90) c_u_tangent(12)_ -11735.738202936363
     y(0_70_90) c_u_tangent(13)_ -5836.3075528563259
     y(0_70_90) c_u_tangent(14)_ -2902.4578822834615
     y(0_70_90) c_u_tangent(15)_ -1443.4232058772348
     y(0_70_90) c_u_tangent(16)_ -717.82972768782361
     y(0_70_90) c_u_tangent(17)_ -356.98436595330719
     y(0_70_90) c_u_tangent(18)_ -177.5321258226104
     y(0_70_90) c_u_tangent(19)_ -88.288616267351031
     y(0_70_90) c_u_tangent(20)_ -43.906868834501452
     y(0_70_90) c_u_tangent(21)_ -21.835353325873982
     y(0_70_90) c_u_tangent(22)_ -10.858953679045003
     y(0_70_90) c_u_tangent(23)_ -5.4002732744387716
     y(0_70_90) c_u_order(0)_ 33
     y(0_70_100) c_e_one_pair(0)_ 1
     y(0_70_100) c_u_only_chosen(0_70_100)_ -505
     y(0_70_100) c_u_only_chosen(8_70_100)_ -61
     y(0_70_100) c_u_tangent(0)_ -0.7980777237004465
     y(0_70_100) c_u_tangent(1)_ -0.71096559267912729
     y(0_70_100) c_u_tangent(2)_ -0.63336196333091577
     y(0_70_100) c_u_tangent(3)_ -0.56422895949542495
     y(0_70_100) c_u_tangent(4)_ -0.50264199172781365
     y(0_70_100) c_u_tangent(5)_ -0.44777739177733927
     y(0_70_100) c_u_tangent(6)_ -0.39890139679275421
     y(0_70_100) c_u_tangent(7)_ -0.35536033592856137
     y(0_70_100) c_u_tangent(8)_ -0.31657188810714593
     y(0_70_100) c_u_tangent(9)_ -0.28201729401750181
     y(0_70_100) c_u_tangent(10)_ -0.25123441819330244
     y(0_70_100) c_u_tangent(11)_ -0.22381156838207972
     y(0_70_100) c_u_tangent(12)_ -12216.383381984995
     y(0_70_100) c_u_tangent(13)_ -6075.3375175860801
     y(0_70_100) c_u_tangent(14)_ -3021.3300285760733
     y(0_70_100) c_u_tangent(15)_ -1502.5395898008489
     y(0_70_100) c_u_tangent(16)_ -747.2289347956148
     y(0_70_100) c_u_tangent(17)_ -371.6049046466685
     y(0_70_100) c_u_tangent(18)_ -184.80307537238329
     y(0_70_100) c_u_tangent(19)_ -91.904536888617031
     y(0_70_100) c_u_tangent(20)_ -45.705104656355715
     y(0_70_100) c_u_tangent(21)_ -22.729635144999676
     y(0_70_100) c_u_tangent(22)_ -11.303689548667544
     y(0_70_100) c_u_tangent(23)_ -5.6214451572824702
     y(0_70_100) c_u_order(0)_ 34
     y(0_80_20) c_e_one_pair(0)_ 1
     y(0_80_20) c_u_only_chosen(0_80_20)_ -505
     y(0_80_20) c_u_only_chosen(8_80_20)_ -61
     y(0_80_20) c_u_tangent(0)_ -1.9722248777832501
     y(0_80_20) c_u_tangent(1)_ -1.7569517197249687
     y(0_80_20) c_u_tangent(2)_ -1.5651761521810483
     y(0_80_20) c_u_tangent(3)_ -1.3943333558077262
     y(0_80_20) c_u_tangent(4)_ -1.2421384675513178
     y(0_80_20) c_u_tangent(5)_ -1.1065560227359987
     y(0_80_20) c_u_tangent(6)_ -0.98577273262227905
     y(0_80_20) c_u_tangent(7)_ -0.87817323336139308
     y(0_80_20) c_u_tangent(8)_ -0.78231848201050003
     y(0_80_20) c_u_tangent(9)_ -0.69692651067554057
     y(0_80_20) c_u_tangent(10)_ -0.62085528138636692
     y(0_80_20) c_u_tangent(11)_ -0.55308741240408799
     y(0_80_20) c_u_tangent(12)_ -5901.2447524297322
     y(0_80_20) c_u_tangent(13)_ -2934.751842985208
     y(0_80_20) c_u_tangent(14)_ -1459.483336351864
     y(0_80_20) c_u_tangent(15)_ -725.81660155703469
     y(0_80_20) c_u_tangent(16)_ -360.95632336071827
     y(0_80_20) c_u_tangent(17)_ -179.50742252876006
     y(0_80_20) c_u_tangent(18)_ -89.270952349315579
     y(0_80_20) c_u_tangent(19)_ -44.395395026503451
     y(0_80_20) c_u_tangent(20)_ -22.078302602250645
     y(0_80_20) c_u_tangent(21)_ -10.979774940746577
     y(0_80_20) c_u_tangent(22)_ -5.4603589742065193
     y(0_80_20) c_u_tangent(23)_ -2.7154946515843927
     y(0_80_20) c_u_order(0)_ 35
     y(0_80_30) c_e_one_pair(0)_ 1
     y(0_80_30) c_u_only_chosen(0_80_30)_ -505
     y(0_80_30) c_u_only_chosen(8_80_30)_ -61
     y(0_80_30) c_u_tangent(0)_ -1.9656829776201727
     y(0_80_30) c_u_tangent(1)_ -1.7511238839283192
     y(0_80_30) c_u_tangent(2)_ -1.5599844388827622
     y(0_80_30) c_u_tangent(3)_ -1.389708330684833
     y(0_80_30) c_u_tangent(4)_ -1.2380182752066335
     y(0_80_30) c_u_tangent(5)_ -1.1028855594398825
     y(0_80_30) c_u_tangent(6)_ -0.98250290935164519
     y(0_80_30) c_u_tangent(7)_ -0.87526031927981318
     y(0_80_30) c_u_tangent(8)_ -0.77972351960905462
     y(0_80_30) c_u_tangent(9)_ -0.69461479475247312
     y(0_80_30) c_u_tangent(10)_ -0.61879589489738085
     y(0_80_30) c_u_tangent(11)_ -0.55125281297571593
     y(0_80_30) c_u_tangent(12)_ -6381.8899314783566
     y(0_80_30) c_u_tangent(13)_ -3173.7818077149591
     y(0_80_30) c_u_tangent(14)_ -1578.3554826444743
     y(0_80_30) c_u_tangent(15)_ -784.93298548064809
     y(0_80_30) c_u_tangent(16)_ -390.35553046850913
     y(0_80_30) c_u_tangent(17)_ -194.12796122212117
     y(0_80_30) c_u_tangent(18)_ -96.541901899088373
     y(0_80_30) c_u_tangent(19)_ -48.011315647769401
     y(0_80_30) c_u_tangent(20)_ -23.876538424104883
     y(0_80_30) c_u_tangent(21)_ -11.874056759872257
     y(0_80_30) c_u_tangent(22)_ -5.9050948438290538
     y(0_80_30) c_u_tangent(23)_ -2.9366665344280882
     y(0_80_30) c_u_order(0)_ 36
     y(0_80_40) c_e_one_pair(0)_ 1
     y(0_80_40) c_u_only_chosen(0_80_40)_ -505
     y(0_80_40) c_u_only_chosen(8_80_40)_ -61
     y(0_80_40) c_u_tangent(0)_ -1.9591410774570952
     y(0_80_40) c_u_tangent(1)_ -1.7452960481316695
     y(0_80_40) c_u_tangent(2)_ -1.554792725584476
     y(0_80_40) c_u_tangent(3)_ -1.3850833055619394
     y(0_80_40) c_u_tangent(4)_ -1.233898082861949
     y(0_80_40) c_u_tangent(5)_ -1.0992150961437661
     y(0_80_40) c_u_tangent(6)_ -0.97923308608101101
     y(0_80_40) c_u_tangent(7)_ -0.87234740519823317
     y(0_80_40) c_u_tangent(8)_ -0.77712855720760898
     y(0_80_40) c_u_tangent(9)_ -0.69230307882940567
     y(0_80_40) c_u_tangent(10)_ -0.61673650840839478
     y(0_80_40) c_u_tangent(11)_ -0.54941821354734377
     y(0_80_40) c_u_tangent(12)_ -6862.5351105269847
     y(0_80_40) c_u_tangent(13)_ -3412.8117724447111
     y(0_80_40) c_u_tangent(14)_ -1697.2276289370852
     y(0_80_40) c_u_tangent(15)_ -844.04936940426194
     y(0_80_40) c_u_tangent(16)_ -419.75473757630016
     y(0_80_40) c_u_tangent(17)_ -208.74849991548234
     y(0_80_40) c_u_tangent(18)_ -103.81285144886121
     y(0_80_40) c_u_tangent(19)_ -51.627236269035379
     y(0_80_40) c_u_tangent(20)_ -25.674774245959131
     y(0_80_40) c_u_tangent(21)_ -12.768338578997945
     y(0_80_40) c_u_tangent(22)_ -6.3498307134515919
     y(0_80_40) c_u_tangent(23)_ -3.1578384172717855
     y(0_80_40) c_u_order(0)_ 37
     y(0_80_50) c_e_one_pair(0)_ 1
     y(0_80_50) c_u_only_chosen(0_80_50)_ -505
     y(0_80_50) c_u_only_chosen(8_80_50)_ -61
     y(0_80_50) c_u_tangent(0)_ -1.9497618017263649
     y(0_80_50) c_u_tangent(1)_ -1.7369405432343763
     y(0_80_50) c_u_tangent(2)_ -1.5473492444359318
     y(0_80_50) c_u_tangent(3)_ -1.3784522985444361
     y(0_80_50) c_u_tangent(4)_ -1.2279908664414738
     y(0_80_50) c_u_tangent(5)_ -1.0939526668104504
     y(0_80_50) c_u_tangent(6)_ -0.97454506375087391
     y(0_80_50) c_u_tangent(7)_ -0.86817109194520226
     y(0_80_50) c_u_tangent(8)_ -0.77340809873723915
     y(0_80_50) c_u_tangent(9)_ -0.68898871747978674
     y(0_80_50) c_u_tangent(10)_ -0.61378391768783358
     y(0_80_50) c_u_tangent(11)_ -0.54678790530888122
     y(0_80_50) c_u_tangent(12)_ -7343.1802895756136
     y(0_80_50) c_u_tangent(13)_ -3651.841737174464
     y(0_80_50) c_u_tangent(14)_ -1816.0997752296964
     y(0_80_50) c_u_tangent(15)_ -903.1657533278759
     y(0_80_50) c_u_tangent(16)_ -449.15394468409124
     y(0_80_50) c_u_tangent(17)_ -223.36903860884357
     y(0_80_50) c_u_tangent(18)_ -111.08380099863406
     y(0_80_50) c_u_tangent(19)_ -55.243156890301364
     y(0_80_50) c_u_tangent(20)_ -27.47301006781338
     y(0_80_50) c_u_tangent(21)_ -13.662620398123632
     y(0_80_50) c_u_tangent(22)_ -6.79456658307413
     y(0_80_50) c_u_tangent(23)_ -3.3790103001154832
     y(0_80_50) c_u_order(0)_ 38
     y(0_80_60) c_e_one_pair(0)_ 1
     y(0_80_60) c_u_only_chosen(0_80_60)_ -505
     y(0_80_60) c_u_only_chosen(8_80_60)_ -61
     y(0_80_60) c_u_tangent(0)_ -1.93701134663145
     y(0_80_60) c_u_tangent(1)_ -1.7255818314268943
     y(0_80_60) c_u_tangent(2)_ -1.5372303637399092
     y(0_80_60) c_u_tangent(3)_ -1.3694379183686061
     y(0_80_60) c_u_tangent(4)_ -1.2199604278588407
     y(0_80_60) c_u_tangent(5)_ -1.0867987701950903
     y(0_80_60) c_u_tangent(6)_ -0.96817203240810978
     y(0_80_60) c_u_tangent(7)_ -0.86249369252505292
     y(0_80_60) c_u_tangent(8)_ -0.76835040131786148
     y(0_80_60) c_u_tangent(9)_ -0.68448308007559167
     y(0_80_60) c_u_tangent(10)_ -0.60977008160102009
     y(0_80_60) c_u_tangent(11)_ -0.54321218922555736
     y(0_80_60) c_u_tangent(12)_ -7823.8254686242472
     y(0_80_60) c_u_tangent(13)_ -3890.8717019042197
     y(0_80_60) c_u_tangent(14)_ -1934.9719215223088
     y(0_80_60) c_u_tangent(15)_ -962.28213725149044
     y(0_80_60) c_u_tangent(16)_ -478.55315179188267
     y(0_80_60) c_u_tangent(17)_ -237.98957730220494
     y(0_80_60) c_u_tangent(18)_ -118.354750548407
     y(0_80_60) c_u_tangent(19)_ -58.859077511567385
     y(0_80_60) c_u_tangent(20)_ -29.27124588966765
     y(0_80_60) c_u_tangent(21)_ -14.556902217249331
     y(0_80_60) c_u_tangent(22)_ -7.2393024526966734
     y(0_80_60) c_u_tangent(23)_ -3.6001821829591831
     y(0_80_60) c_u_order(0)_ 39
     y(0_80_70) c_e_one_pair(0)_ 1
     y(0_80_70) c_u_only_chosen(0_80_70)_ -505
     y(0_80_70) c_u_only_chosen(8_80_70)_ -61
     y(0_80_70) c_u_tangent(0)_ -1.8590769397980111
     y(0_80_70) c_u_tangent(1)_ -1.6561541552758563
     y(0_80_70) c_u_tangent(2)_ -1.4753808878590557
     y(0_80_70) c_u_tangent(3)_ -1.3143394637060257
     y(0_80_70) c_u_tangent(4)_ -1.1708761039746312
     y(0_80_70) c_u_tangent(5)_ -1.0430721200390338
     y(0_80_70) c_u_tangent(6)_ -0.9292182528189149
     y(0_80_70) c_u_tangent(7)_ -0.82779181303352722
     y(0_80_70) c_u_tangent(8)_ -0.73743631665280374
     y(0_80_70) c_u_tangent(9)_ -0.65694334318866765
     y(0_80_70) c_u_tangent(10)_ -0.58523637419812025
     y(0_80_70) c_u_tangent(11)_ -0.52135639585314897
     y(0_80_70) c_u_tangent(12)_ -8304.4706476728679
     y(0_80_70) c_u_tangent(13)_ -4129.9016666339685
     y(0_80_70) c_u_tangent(14)_ -2053.8440678149182
     y(0_80_70) c_u_tangent(15)_ -1021.3985211751034
     y(0_80_70) c_u_tangent(16)_ -507.95235889967324
     y(0_80_70) c_u_tangent(17)_ -252.61011599556591
     y(0_80_70) c_u_tangent(18)_ -125.62570009817973
     y(0_80_70) c_u_tangent(19)_ -62.474998132833306
     y(0_80_70) c_u_tangent(20)_ -31.069481711521874
     y(0_80_70) c_u_tangent(21)_ -15.451184036375004
     y(0_80_70) c_u_tangent(22)_ -7.6840383223192044
     y(0_80_70) c_u_tangent(23)_ -3.8213540658028768
     y(0_80_70) c_u_order(0)_ 40
     y(0_80_80) c_e_one_pair(0)_ 1
     y(0_80_80) c_u_only_chosen(0_80_80)_ -505
     y(0_80_80) c_u_only_chosen(8_80_80)_ -61
     y(0_80_80) c_u_tangent(0)_ -1.7631285719069303
     y(0_80_80) c_u_tangent(1)_ -1.570678785874515
     y(0_80_80) c_u_tangent(2)_ -1.3992353636059549
     y(0_80_80) c_u_tangent(3)_ -1.2465054092364278
     y(0_80_80) c_u_tangent(4)_ -1.1104463020799127
     y(0_80_80) c_u_tangent(5)_ -0.98923837848269525
     y(0_80_80) c_u_tangent(6)_ -0.88126059551923175
     y(0_80_80) c_u_tangent(7)_ -0.78506885105499002
     y(0_80_80) c_u_tangent(8)_ -0.69937667022733918
     y(0_80_80) c_u_tangent(9)_ -0.62303800004417609
     y(0_80_80) c_u_tangent(10)_ -0.55503188199409959
     y(0_80_80) c_u_tangent(11)_ -0.49444879767858335
     y(0_80_80) c_u_tangent(12)_ -8785.1158267214996
     y(0_80_80) c_u_tangent(13)_ -4368.9316313637228
     y(0_80_80) c_u_tangent(14)_ -2172.71621410753
     y(0_80_80) c_u_tangent(15)_ -1080.5149050987177
     y(0_80_80) c_u_tangent(16)_ -537.3515660074645
     y(0_80_80) c_u_tangent(17)_ -267.23065468892719
     y(0_80_80) c_u_tangent(18)_ -132.89664964795264
     y(0_80_80) c_u_tangent(19)_ -66.09091875409932
     y(0_80_80) c_u_tangent(20)_ -32.867717533376137
     y(0_80_80) c_u_tangent(21)_ -16.345465855500699
     y(0_80_80) c_u_tangent(22)_ -8.128774191941746
     y(0_80_80) c_u_tangent(23)_ -4.0425259486465759
     y(0_80_80) c_u_order(0)_ 41
     y(0_80_90) c_e_one_pair(0)_ 1
     y(0_80_90) c_u_only_chosen(0_80_90)_ -505
     y(0_80_90) c_u_only_chosen(8_80_90)_ -61
     y(0_80_90) c_u_tangent(0)_ -1.6462494002035415
     y(0_80_90) c_u_tangent(1)_ -1.466557260972593
     y(0_80_90) c_u_tangent(2)_ -1.3064789572257474
     y(0_80_90) c_u_tangent(3)_ -1.1638735909579829
     y(0_80_90) c_u_tangent(4)_ -1.0368339484057745
     y(0_80_90) c_u_tangent(5)_ -0.92366099284189129
     y(0_80_90) c_u_tangent(6)_ -0.82284114154389232
     y(0_80_90) c_u_tangent(7)_ -0.73302602303695374
     y(0_80_90) c_u_tangent(8)_ -0.65301444388304264
     y(0_80_90) c_u_tangent(9)_ -0.58173632383905416
     y(0_80_90) c_u_tangent(10)_ -0.51823838453164239
     y(0_80_90) c_u_tangent(11)_ -0.46167140024811404
     y(0_80_90) c_u_tangent(12)_ -9265.7610057701222
     y(0_80_90) c_u_tangent(13)_ -4607.9615960934725
     y(0_80_90) c_u_tangent(14)_ -2291.5883604001397
     y(0_80_90) c_u_tangent(15)_ -1139.6312890223307
     y(0_80_90) c_u_tangent(16)_ -566.75077311525524
     y(0_80_90) c_u_tangent(17)_ -281.85119338228827
     y(0_80_90) c_u_tangent(18)_ -140.16759919772539
     y(0_80_90) c_u_tangent(19)_ -69.706839375365263
     y(0_80_90) c_u_tangent(20)_ -34.665953355230364
     y(0_80_90) c_u_tangent(21)_ -17.239747674626376
     y(0_80_90) c_u_tangent(22)_ -8.5735100615642779
     y(0_80_90) c_u_tangent(23)_ -4.2636978314902709
     y(0_80_90) c_u_order(0)_ 42
     y(0_80_100) c_e_one_pair(0)_ 1
     y(0_80_100) c_u_only_chosen(0_80_100)_ -505
     y(0_80_100) c_u_only_chosen(8_80_100)_ -61
     y(0_80_100) c_u_tangent(0)_ -0.91208882708622352
     y(0_80_100) c_u_tangent(1)_ -0.81253210591900171
     y(0_80_100) c_u_tangent(2)_ -0.7238422438067601
     y(0_80_100) c_u_tangent(3)_ -0.64483309656619925
     y(0_80_100) c_u_tangent(4)_ -0.5744479905460721
     y(0_80_100) c_u_tangent(5)_ -0.51174559060267288
     y(0_80_100) c_u_tangent(6)_ -0.45588731062028998
     y(0_80_100) c_u_tangent(7)_ -0.40612609820406964
     y(0_80_100) c_u_tangent(8)_ -0.36179644355102353
     y(0_80_100) c_u_tangent(9)_ -0.3223054788771445
     y(0_80_100) c_u_tangent(10)_ -0.28712504936377392
     y(0_80_100) c_u_tangent(11)_ -0.25578464957951935
     y(0_80_100) c_u_tangent(12)_ -9746.4061848187539
     y(0_80_100) c_u_tangent(13)_ -4846.9915608232268
     y(0_80_100) c_u_tangent(14)_ -2410.460506692752
     y(0_80_100) c_u_tangent(15)_ -1198.7476729459452
     y(0_80_100) c_u_tangent(16)_ -596.14998022304655
     y(0_80_100) c_u_tangent(17)_ -296.47173207564953
     y(0_80_100) c_u_tangent(18)_ -147.43854874749829
     y(0_80_100) c_u_tangent(19)_ -73.322759996631262
     y(0_80_100) c_u_tangent(20)_ -36.464189177084627
     y(0_80_100) c_u_tangent(21)_ -18.13402949375207
     y(0_80_100) c_u_tangent(22)_ -9.0182459311868204
     y(0_80_100) c_u_tangent(23)_ -4.4848697143339695
     y(0_80_100) c_u_order(0)_ 43
     y(0_90_10) c_e_one_pair(0)_ 1
     y(0_90_10) c_u_only_chosen(0_90_10)_ -505
     y(0_90_10) c_u_only_chosen(8_90_10)_ -61
     y(0_90_10) c_u_tangent(0)_ -1.9795031201747846
     y(0_90_10) c_u_tangent(1)_ -1.7634355241990074
     y(0_90_10) c_u_tangent(2)_ -1.5709522335748836
     y(0_90_10) c_u_tangent(3)_ -1.3994789638225571
     y(0_90_10) c_u_tangent(4)_ -1.2467224198949516
     y(0_90_10) c_u_tangent(5)_ -1.1106396254955062
     y(0_90_10) c_u_tangent(6)_ -0.98941060017572691
     y(0_90_10) c_u_tangent(7)_ -0.88141401879421133
     y(0_90_10) c_u_tangent(8)_ -0.78520552780512032
     y(0_90_10) c_u_tangent(9)_ -0.6994984283766722
     y(0_90_10) c_u_tangent(10)_ -0.62314646799439366
     y(0_90_10) c_u_tangent(11)_ -0.55512851040286593
     y(0_90_10) c_u_tangent(12)_ -2950.6223762148661
     y(0_90_10) c_u_tangent(13)_ -1467.375921492604
     y(0_90_10) c_u_tangent(14)_ -729.74166817593198
     y(0_90_10) c_u_tangent(15)_ -362.90830077851734
     y(0_90_10) c_u_tangent(16)_ -180.47816168035914
     y(0_90_10) c_u_tangent(17)_ -89.75371126438003
     y(0_90_10) c_u_tangent(18)_ -44.635476174657789
     y(0_90_10) c_u_tangent(19)_ -22.197697513251725
     y(0_90_10) c_u_tangent(20)_ -11.039151301125322
     y(0_90_10) c_u_tangent(21)_ -5.4898874703732883
     y(0_90_10) c_u_tangent(22)_ -2.7301794871032596
     y(0_90_10) c_u_tangent(23)_ -1.3577473257921964
     y(0_90_10) c_u_order(0)_ 44
     y(0_90_20) c_e_one_pair(0)_ 1
     y(0_90_20) c_u_only_chosen(0_90_20)_ -505
     y(0_90_20) c_u_only_chosen(8_90_20)_ -61
     y(0_90_20) c_u_tangent(0)_ -1.9729612200117073
     y(0_90_20) c_u_tangent(1)_ -1.7576076884023579
     y(0_90_20) c_u_tangent(2)_ -1.5657605202765976
     y(0_90_20) c_u_tangent(3)_ -1.3948539386996637
     y(0_90_20) c_u_tangent(4)_ -1.2426022275502673
     y(0_90_20) c_u_tangent(5)_ -1.10696916219939
     y(0_90_20) c_u_tangent(6)_ -0.98614077690509294
     y(0_90_20) c_u_tangent(7)_ -0.87850110471263143
     y(0_90_20) c_u_tangent(8)_ -0.78261056540367491
     y(0_90_20) c_u_tangent(9)_ -0.69718671245360475
     y(0_90_20) c_u_tangent(10)_ -0.6210870815054077
     y(0_90_20) c_u_tangent(11)_ -0.55329391097449399
     y(0_90_20) c_u_tangent(12)_ -3431.2675552634923
     y(0_90_20) c_u_tangent(13)_ -1706.4058862223555
     y(0_90_20) c_u_tangent(14)_ -848.61381446854261
     y(0_90_20) c_u_tangent(15)_ -422.02468470213097
     y(0_90_20) c_u_tangent(16)_ -209.87736878815008
     y(0_90_20) c_u_tangent(17)_ -104.37424995774117
     y(0_90_20) c_u_tangent(18)_ -51.906425724430605
     y(0_90_20) c_u_tangent(19)_ -25.813618134517689
     y(0_90_20) c_u_tangent(20)_ -12.837387122979566
     y(0_90_20) c_u_tangent(21)_ -6.3841692894989723
     y(0_90_20) c_u_tangent(22)_ -3.1749153567257959
     y(0_90_20) c_u_tangent(23)_ -1.5789192086358927
     y(0_90_20) c_u_order(0)_ 45
     y(0_90_30) c_e_one_pair(0)_ 1
     y(0_90_30) c_u_only_chosen(0_90_30)_ -505
     y(0_90_30) c_u_only_chosen(8_90_30)_ -61
     y(0_90_30) c_u_tangent(0)_ -1.9664193198486299
     y(0_90_30) c_u_tangent(1)_ -1.7517798526057087
     y(0_90_30) c_u_tangent(2)_ -1.5605688069783115
     y(0_90_30) c_u_tangent(3)_ -1.3902289135767705
     y(0_90_30) c_u_tangent(4)_ -1.238482035205583
     y(0_90_30) c_u_tangent(5)_ -1.1032986989032738
     y(0_90_30) c_u_tangent(6)_ -0.98287095363445898
     y(0_90_30) c_u_tangent(7)_ -0.87558819063105153
     y(0_90_30) c_u_tangent(8)_ -0.7800156030022295
     y(0_90_30) c_u_tangent(9)_ -0.69487499653053741
     y(0_90_30) c_u_tangent(10)_ -0.61902769501642174
     y(0_90_30) c_u_tangent(11)_ -0.55145931154612193
     y(0_90_30) c_u_tangent(12)_ -3911.9127343121236
     y(0_90_30) c_u_tangent(13)_ -1945.4358509521098
     y(0_90_30) c_u_tangent(14)_ -967.48596076115439
     y(0_90_30) c_u_tangent(15)_ -481.14106862574522
     y(0_90_30) c_u_tangent(16)_ -239.27657589594133
     y(0_90_30) c_u_tangent(17)_ -118.99478865110247
     y(0_90_30) c_u_tangent(18)_ -59.177375274203499
     y(0_90_30) c_u_tangent(19)_ -29.429538755783692
     y(0_90_30) c_u_tangent(20)_ -14.635622944833825
     y(0_90_30) c_u_tangent(21)_ -7.2784511086246653
     y(0_90_30) c_u_tangent(22)_ -3.6196512263483367
     y(0_90_30) c_u_tangent(23)_ -1.8000910914795916
     y(0_90_30) c_u_order(0)_ 46
     y(0_90_40) c_e_one_pair(0)_ 1
     y(0_90_40) c_u_only_chosen(0_90_40)_ -505
     y(0_90_40) c_u_only_chosen(8_90_40)_ -61
     y(0_90_40) c_u_tangent(0)_ -1.9598774196855524
     y(0_90_40) c_u_tangent(1)_ -1.745952016809059
     y(0_90_40) c_u_tangent(2)_ -1.5553770936800251
     y(0_90_40) c_u_tangent(3)_ -1.3856038884538771
     y(0_90_40) c_u_tangent(4)_ -1.2343618428608985
     y(0_90_40) c_u_tangent(5)_ -1.0996282356071574
     y(0_90_40) c_u_tangent(6)_ -0.9796011303638249
     y(0_90_40) c_u_tangent(7)_ -0.87267527654947152
     y(0_90_40) c_u_tangent(8)_ -0.77742064060078397
     y(0_90_40) c_u_tangent(9)_ -0.69256328060746986
     y(0_90_40) c_u_tangent(10)_ -0.61696830852743567
     y(0_90_40) c_u_tangent(11)_ -0.54962471211774977
     y(0_90_40) c_u_tangent(12)_ -4392.5579133607498
     y(0_90_40) c_u_tangent(13)_ -2184.4658156818614
     y(0_90_40) c_u_tangent(14)_ -1086.358107053765
     y(0_90_40) c_u_tangent(15)_ -540.25745254935885
     y(0_90_40) c_u_tangent(16)_ -268.67578300373225
     y(0_90_40) c_u_tangent(17)_ -133.61532734446359
     y(0_90_40) c_u_tangent(18)_ -66.448324823976321
     y(0_90_40) c_u_tangent(19)_ -33.04545937704966
     y(0_90_40) c_u_tangent(20)_ -16.433858766688068
     y(0_90_40) c_u_tangent(21)_ -8.1727329277503493
     y(0_90_40) c_u_tangent(22)_ -4.064387095970873
     y(0_90_40) c_u_tangent(23)_ -2.0212629743232879
     y(0_90_40) c_u_order(0)_ 47
     y(0_90_50) c_e_one_pair(0)_ 1
     y(0_90_50) c_u_only_chosen(0_90_50)_ -505
     y(0_90_50) c_u_only_chosen(8_90_50)_ -61
     y(0_90_50) c_u_tangent(0)_ -1.9511969655601733
     y(0_90_50) c_u_tangent(1)_ -1.7382190554336197
     y(0_90_50) c_u_tangent(2)_ -1.5484882039087859
     y(0_90_50) c_u_tangent(3)_ -1.379466937811525
     y(0_90_50) c_u_tangent(4)_ -1.2288947553566243
     y(0_90_50) c_u_tangent(5)_ -1.094757894044831
     y(0_90_50) c_u_tangent(6)_ -0.97526239846769602
     y(0_90_50) c_u_tangent(7)_ -0.86881012782723388
     y(0_90_50) c_u_tangent(8)_ -0.77397738229336355
     y(0_90_50) c_u_tangent(9)_ -0.68949586234658722
     y(0_90_50) c_u_tangent(10)_ -0.61423570645488135
     y(0_90_50) c_u_tangent(11)_ -0.54719038022954514
     y(0_90_50) c_u_tangent(12)_ -4873.2030924093806
     y(0_90_50) c_u_tangent(13)_ -2423.4957804116157
     y(0_90_50) c_u_tangent(14)_ -1205.2302533463769
     y(0_90_50) c_u_tangent(15)_ -599.37383647297304
     y(0_90_50) c_u_tangent(16)_ -298.0749901115235
     y(0_90_50) c_u_tangent(17)_ -148.23586603782491
     y(0_90_50) c_u_tangent(18)_ -73.719274373749201
     y(0_90_50) c_u_tangent(19)_ -36.66137999831566
     y(0_90_50) c_u_tangent(20)_ -18.232094588542328
     y(0_90_50) c_u_tangent(21)_ -9.0670147468760423
     y(0_90_50) c_u_tangent(22)_ -4.5091229655934137
     y(0_90_50) c_u_tangent(23)_ -2.2424348571669865
     y(0_90_50) c_u_order(0)_ 48
     y(0_90_60) c_e_one_pair(0)_ 1
     y(0_90_60) c_u_only_chosen(0_90_60)_ -505
     y(0_90_60) c_u_only_chosen(8_90_60)_ -61
     y(0_90_60) c_u_tangent(0)_ -1.9384465104652582
     y(0_90_60) c_u_tangent(1)_ -1.7268603436261372
     y(0_90_60) c_u_tangent(2)_ -1.5383693232127631
     y(0_90_60) c_u_tangent(3)_ -1.3704525576356945
     y(0_90_60) c_u_tangent(4)_ -1.2208643167739908
     y(0_90_60) c_u_tangent(5)_ -1.0876039974294704
     y(0_90_60) c_u_tangent(6)_ -0.96888936712493168
     y(0_90_60) c_u_tangent(7)_ -0.86313272840708433
     y(0_90_60) c_u_tangent(8)_ -0.76891968487398576
     y(0_90_60) c_u_tangent(9)_ -0.68499022494239203
     y(0_90_60) c_u_tangent(10)_ -0.61022187036806785
     y(0_90_60) c_u_tangent(11)_ -0.54361466414622117
     y(0_90_60) c_u_tangent(12)_ -5353.8482714580059
     y(0_90_60) c_u_tangent(13)_ -2662.5257451413663
     y(0_90_60) c_u_tangent(14)_ -1324.1023996389872
     y(0_90_60) c_u_tangent(15)_ -658.49022039658655
     y(0_90_60) c_u_tangent(16)_ -327.47419721931436
     y(0_90_60) c_u_tangent(17)_ -162.85640473118599
     y(0_90_60) c_u_tangent(18)_ -80.990223923521995
     y(0_90_60) c_u_tangent(19)_ -40.277300619581617
     y(0_90_60) c_u_tangent(20)_ -20.030330410396562
     y(0_90_60) c_u_tangent(21)_ -9.9612965660017228
     y(0_90_60) c_u_tangent(22)_ -4.9538588352159483
     y(0_90_60) c_u_tangent(23)_ -2.4636067400106825
     y(0_90_60) c_u_order(0)_ 49
     y(0_90_70) c_e_one_pair(0)_ 1
     y(0_90_70) c_u_only_chosen(0_90_70)_ -505
     y(0_90_70) c_u_only_chosen(8_90_70)_ -61
     y(0_90_70) c_u_tangent(0)_ -1.8689683140643569
     y(0_90_70) c_u_tangent(1)_ -1.6649658619039731
     y(0_90_70) c_u_tangent(2)_ -1.483230775206275
     y(0_90_70) c_u_tangent(3)_ -1.3213325166939009
     y(0_90_70) c_u_tangent(4)_ -1.177105848164343
     y(0_90_70) c_u_tangent(5)_ -1.0486218724485377
     y(0_90_70) c_u_tangent(6)_ -0.93416223621034489
     y(0_90_70) c_u_tangent(7)_ -0.83219614857341151
     y(0_90_70) c_u_tangent(8)_ -0.74135990822099396
     y(0_90_70) c_u_tangent(9)_ -0.66043866516279193
     y(0_90_70) c_u_tangent(10)_ -0.58835017324943961
     y(0_90_70) c_u_tangent(11)_ -0.52413031613968475
     y(0_90_70) c_u_tangent(12)_ -5834.4934505066312
     y(0_90_70) c_u_tangent(13)_ -2901.5557098711179
     y(0_90_70) c_u_tangent(14)_ -1442.9745459315977
     y(0_90_70) c_u_tangent(15)_ -717.60660432020006
     y(0_90_70) c_u_tangent(16)_ -356.87340432710533
     y(0_90_70) c_u_tangent(17)_ -177.4769434245471
     y(0_90_70) c_u_tangent(18)_ -88.261173473294818
     y(0_90_70) c_u_tangent(19)_ -43.893221240847581
     y(0_90_70) c_u_tangent(20)_ -21.828566232250804
     y(0_90_70) c_u_tangent(21)_ -10.855578385127407
     y(0_90_70) c_u_tangent(22)_ -5.3985947048384837
     y(0_90_70) c_u_tangent(23)_ -2.6847786228543784
     y(0_90_70) c_u_order(0)_ 50
     y(0_90_80) c_e_one_pair(0)_ 1
     y(0_90_80) c_u_only_chosen(0_90_80)_ -505
     y(0_90_80) c_u_only_chosen(8_90_80)_ -61
     y(0_90_80) c_u_tangent(0)_ -1.7762842403835066
     y(0_90_80) c_u_tangent(1)_ -1.5823984810342435
     y(0_90_80) c_u_tangent(2)_ -1.4096758254404498
     y(0_90_80) c_u_tangent(3)_ -1.2558062691847398
     y(0_90_80) c_u_tangent(4)_ -1.1187319504687896
     y(0_90_80) c_u_tangent(5)_ -0.99661962813118166
     y(0_90_80) c_u_tangent(6)_ -0.88783616375676666
     y(0_90_80) c_u_tangent(7)_ -0.79092667997361266
     y(0_90_80) c_u_tangent(8)_ -0.70459510282514548
     y(0_90_80) c_u_tangent(9)_ -0.62768682798984621
     y(0_90_80) c_u_tangent(10)_ -0.55917327902537073
     y(0_90_80) c_u_tangent(11)_ -0.49813815111800158
     y(0_90_80) c_u_tangent(12)_ -6315.1386295552575
     y(0_90_80) c_u_tangent(13)_ -3140.5856746008699
     y(0_90_80) c_u_tangent(14)_ -1561.8466922242085
     y(0_90_80) c_u_tangent(15)_ -776.7229882438138
     y(0_90_80) c_u_tangent(16)_ -386.27261143489631
     y(0_90_80) c_u_tangent(17)_ -192.09748211790827
     y(0_90_80) c_u_tangent(18)_ -95.532123023067641
     y(0_90_80) c_u_tangent(19)_ -47.509141862113545
     y(0_90_80) c_u_tangent(20)_ -23.626802054105049
     y(0_90_80) c_u_tangent(21)_ -11.749860204253091
     y(0_90_80) c_u_tangent(22)_ -5.8433305744610209
     y(0_90_80) c_u_tangent(23)_ -2.9059505056980752
     y(0_90_80) c_u_order(0)_ 51
     y(0_90_90) c_e_one_pair(0)_ 1
     y(0_90_90) c_u_only_chosen(0_90_90)_ -505
     y(0_90_90) c_u_only_chosen(8_90_90)_ -61
     y(0_90_90) c_u_tangent(0)_ -1.6594050686801183
     y(0_90_90) c_u_tangent(1)_ -1.4782769561323219
     y(0_90_90) c_u_tangent(2)_ -1.3169194190602425
     y(0_90_90) c_u_tangent(3)_ -1.1731744509062951
     y(0_90_90) c_u_tangent(4)_ -1.0451195967946516
     y(0_90_90) c_u_tangent(5)_ -0.93104224249037781
     y(0_90_90) c_u_tangent(6)_ -0.82941670978142723
     y(0_90_90) c_u_tangent(7)_ -0.73888385195557649
     y(0_90_90) c_u_tangent(8)_ -0.65823287648084905
     y(0_90_90) c_u_tangent(9)_ -0.58638515178472439
     y(0_90_90) c_u_tangent(10)_ -0.52237978156291365
     y(0_90_90) c_u_tangent(11)_ -0.46536075368753232
     y(0_90_90) c_u_tangent(12)_ -6795.7838086038892
     y(0_90_90) c_u_tangent(13)_ -3379.6156393306242
     y(0_90_90) c_u_tangent(14)_ -1680.7188385168204
     y(0_90_90) c_u_tangent(15)_ -835.839372167428
     y(0_90_90) c_u_tangent(16)_ -415.67181854268756
     y(0_90_90) c_u_tangent(17)_ -206.71802081126958
     y(0_90_90) c_u_tangent(18)_ -102.80307257284053
     y(0_90_90) c_u_tangent(19)_ -51.125062483379551
     y(0_90_90) c_u_tangent(20)_ -25.425037875959308
     y(0_90_90) c_u_tangent(21)_ -12.644142023378786
     y(0_90_90) c_u_tangent(22)_ -6.2880664440835616
     y(0_90_90) c_u_tangent(23)_ -3.1271223885417743
     y(0_90_90) c_u_order(0)_ 52
     y(0_90_100) c_e_one_pair(0)_ 1
     y(0_90_100) c_u_only_chosen(0_90_100)_ -505
     y(0_90_100) c_u_only_chosen(8_90_100)_ -61
     y(0_90_100) c_u_tangent(0)_ -1.0260999304720031
     y(0_90_100) c_u_tangent(1)_ -0.91409861915887847
     y(0_90_100) c_u_tangent(2)_ -0.81432252428260643
     y(0_90_100) c_u_tangent(3)_ -0.72543723363697532
     y(0_90_100) c_u_tangent(4)_ -0.64625398936433209
     y(0_90_100) c_u_tangent(5)_ -0.57571378942800788
     y(0_90_100) c_u_tangent(6)_ -0.51287322444782713
     y(0_90_100) c_u_tangent(7)_ -0.45689186047957908
     y(0_90_100) c_u_tangent(8)_ -0.40702099899490213
     y(0_90_100) c_u_tangent(9)_ -0.3625936637367882
     y(0_90_100) c_u_tangent(10)_ -0.32301568053424617
     y(0_90_100) c_u_tangent(11)_ -0.28775773077695976
     y(0_90_100) c_u_tangent(12)_ -7276.428987652519
     y(0_90_100) c_u_tangent(13)_ -3618.6456040603775
     y(0_90_100) c_u_tangent(14)_ -1799.5909848094318
     y(0_90_100) c_u_tangent(15)_ -894.95575609104208
     y(0_90_100) c_u_tangent(16)_ -445.0710256504787
     y(0_90_100) c_u_tangent(17)_ -221.33855950463081
     y(0_90_100) c_u_tangent(18)_ -110.0740221226134
     y(0_90_100) c_u_tangent(19)_ -54.740983104645544
     y(0_90_100) c_u_tangent(20)_ -27.223273697813564
     y(0_90_100) c_u_tangent(21)_ -13.538423842504475
     y(0_90_100) c_u_tangent(22)_ -6.7328023137061015
     y(0_90_100) c_u_tangent(23)_ -3.3482942713854724
     y(0_90_100) c_u_order(0)_ 53
     y(0_100_10) c_e_one_pair(0)_ 1
     y(0_100_10) c_u_only_chosen(0_100_10)_ -505
     y(0_100_10) c_u_only_chosen(8_100_10)_ -61
     y(0_100_10) c_u_tangent(0)_ -1.9802394624032418
     y(0_100_10) c_u_tangent(1)_ -1.7640914928763967
     y(0_100_10) c_u_tangent(2)_ -1.5715366016704329
     y(0_100_10) c_u_tangent(3)_ -1.3999995467144946
     y(0_100_10) c_u_tangent(4)_ -1.2471861798939012
     y(0_100_10) c_u_tangent(5)_ -1.1110527649588975
     y(0_100_10) c_u_tangent(6)_ -0.98977864445854069
     y(0_100_10) c_u_tangent(7)_ -0.88174189014544968
     y(0_100_10) c_u_tangent(8)_ -0.78549761119829531
     y(0_100_10) c_u_tangent(9)_ -0.69975863015473638
     y(0_100_10) c_u_tangent(10)_ -0.62337826811343455
     y(0_100_10) c_u_tangent(11)_ -0.55533500897327193
     y(0_100_10) c_u_tangent(12)_ -480.64517904862595
     y(0_100_10) c_u_tangent(13)_ -239.02996472975153
     y(0_100_10) c_u_tangent(14)_ -118.87214629261057
     y(0_100_10) c_u_tangent(15)_ -59.116383923613597
     y(0_100_10) c_u_tangent(16)_ -29.399207107790936
     y(0_100_10) c_u_tangent(17)_ -14.620538693361132
     y(0_100_10) c_u_tangent(18)_ -7.2709495497728138
     y(0_100_10) c_u_tangent(19)_ -3.615920621265964
     y(0_100_10) c_u_tangent(20)_ -1.7982358218542409
     y(0_100_10) c_u_tangent(21)_ -0.8942818191256835
     y(0_100_10) c_u_tangent(22)_ -0.44473586962253597
     y(0_100_10) c_u_tangent(23)_ -0.22117188284369635
     y(0_100_10) c_u_order(0)_ 54
     y(0_100_20) c_e_one_pair(0)_ 1
     y(0_100_20) c_u_only_chosen(0_100_20)_ -505
     y(0_100_20) c_u_only_chosen(8_100_20)_ -61
     y(0_100_20) c_u_tangent(0)_ -1.9736975622401645
     y(0_100_20) c_u_tangent(1)_ -1.7582636570797474
     y(0_100_20) c_u_tangent(2)_ -1.5663448883721467
     y(0_100_20) c_u_tangent(3)_ -1.3953745215916014
     y(0_100_20) c_u_tangent(4)_ -1.2430659875492169
     y(0_100_20) c_u_tangent(5)_ -1.1073823016627813
     y(0_100_20) c_u_tangent(6)_ -0.98650882118790684
     y(0_100_20) c_u_tangent(7)_ -0.87882897606386989
     y(0_100_20) c_u_tangent(8)_ -0.78290264879684979
     y(0_100_20) c_u_tangent(9)_ -0.69744691423166905
     y(0_100_20) c_u_tangent(10)_ -0.62131888162444859
     y(0_100_20) c_u_tangent(11)_ -0.55350040954489987
     y(0_100_20) c_u_tangent(12)_ -961.29035809725769
     y(0_100_20) c_u_tangent(13)_ -478.05992945950595
     y(0_100_20) c_u_tangent(14)_ -237.74429258522258
     y(0_100_20) c_u_tangent(15)_ -118.2327678472279
     y(0_100_20) c_u_tangent(16)_ -58.798414215582227
     y(0_100_20) c_u_tangent(17)_ -29.241077386722441
     y(0_100_20) c_u_tangent(18)_ -14.541899099545715
     y(0_100_20) c_u_tangent(19)_ -7.2318412425319716
     y(0_100_20) c_u_tangent(20)_ -3.5964716437085036
     y(0_100_20) c_u_tangent(21)_ -1.7885636382513777
     y(0_100_20) c_u_tangent(22)_ -0.88947173924507728
     y(0_100_20) c_u_tangent(23)_ -0.44234376568739531
     y(0_100_20) c_u_order(0)_ 55
     y(0_100_30) c_e_one_pair(0)_ 1
     y(0_100_30) c_u_only_chosen(0_100_30)_ -505
     y(0_100_30) c_u_only_chosen(8_100_30)_ -61
     y(0_100_30) c_u_tangent(0)_ -1.9671556620770871
     y(0_100_30) c_u_tangent(1)_ -1.7524358212830982
     y(0_100_30) c_u_tangent(2)_ -1.5611531750738608
     y(0_100_30) c_u_tangent(3)_ -1.3907494964687082
     y(0_100_30) c_u_tangent(4)_ -1.2389457952045326
     y(0_100_30) c_u_tangent(5)_ -1.1037118383666649
     y(0_100_30) c_u_tangent(6)_ -0.98323899791727287
     y(0_100_30) c_u_tangent(7)_ -0.87591606198229
     y(0_100_30) c_u_tangent(8)_ -0.78030768639540438
     y(0_100_30) c_u_tangent(9)_ -0.6951351983086016
     y(0_100_30) c_u_tangent(10)_ -0.61925949513546252
     y(0_100_30) c_u_tangent(11)_ -0.55166581011652782
     y(0_100_30) c_u_tangent(12)_ -1441.9355371458826
     y(0_100_30) c_u_tangent(13)_ -717.08989418925694
     y(0_100_30) c_u_tangent(14)_ -356.61643887783288
     y(0_100_30) c_u_tangent(15)_ -177.34915177084136
     y(0_100_30) c_u_tangent(16)_ -88.197621323373099
     y(0_100_30) c_u_tangent(17)_ -43.861616080083536
     y(0_100_30) c_u_tangent(18)_ -21.812848649318511
     y(0_100_30) c_u_tangent(19)_ -10.847761863797928
     y(0_100_30) c_u_tangent(20)_ -5.3947074655627398
     y(0_100_30) c_u_tangent(21)_ -2.6828454573770593
     y(0_100_30) c_u_tangent(22)_ -1.3342076088676122
     y(0_100_30) c_u_tangent(23)_ -0.66351564853109113
     y(0_100_30) c_u_order(0)_ 56
     y(0_100_40) c_e_one_pair(0)_ 1
     y(0_100_40) c_u_only_chosen(0_100_40)_ -505
     y(0_100_40) c_u_only_chosen(8_100_40)_ -61
     y(0_100_40) c_u_tangent(0)_ -1.96061376191401
     y(0_100_40) c_u_tangent(1)_ -1.7466079854864487
     y(0_100_40) c_u_tangent(2)_ -1.5559614617755748
     y(0_100_40) c_u_tangent(3)_ -1.386124471345815
     y(0_100_40) c_u_tangent(4)_ -1.2348256028598483
     y(0_100_40) c_u_tangent(5)_ -1.1000413750705487
     y(0_100_40) c_u_tangent(6)_ -0.97996917464663902
     y(0_100_40) c_u_tangent(7)_ -0.8730031479007101
     y(0_100_40) c_u_tangent(8)_ -0.77771272399395897
     y(0_100_40) c_u_tangent(9)_ -0.69282348238553426
     y(0_100_40) c_u_tangent(10)_ -0.61720010864647656
     y(0_100_40) c_u_tangent(11)_ -0.54983121068815577
     y(0_100_40) c_u_tangent(12)_ -1922.5807161945154
     y(0_100_40) c_u_tangent(13)_ -956.1198589190119
     y(0_100_40) c_u_tangent(14)_ -475.48858517044516
     y(0_100_40) c_u_tangent(15)_ -236.46553569445581
     y(0_100_40) c_u_tangent(16)_ -117.59682843116445
     y(0_100_40) c_u_tangent(17)_ -58.482154773444883
     y(0_100_40) c_u_tangent(18)_ -29.083798199091429
     y(0_100_40) c_u_tangent(19)_ -14.463682485063943
     y(0_100_40) c_u_tangent(20)_ -7.1929432874170072
     y(0_100_40) c_u_tangent(21)_ -3.5771272765027553
     y(0_100_40) c_u_tangent(22)_ -1.7789434784901546
     y(0_100_40) c_u_tangent(23)_ -0.88468753137479061
     y(0_100_40) c_u_order(0)_ 57
     y(0_100_50) c_e_one_pair(0)_ 1
     y(0_100_50) c_u_only_chosen(0_100_50)_ -505
     y(0_100_50) c_u_only_chosen(8_100_50)_ -61
     y(0_100_50) c_u_tangent(0)_ -1.9526321293939819
     y(0_100_50) c_u_tangent(1)_ -1.739497567632863
     y(0_100_50) c_u_tangent(2)_ -1.5496271633816401
     y(0_100_50) c_u_tangent(3)_ -1.3804815770786136
     y(0_100_50) c_u_tangent(4)_ -1.2297986442717745
     y(0_100_50) c_u_tangent(5)_ -1.0955631212792114
     y(0_100_50) c_u_tangent(6)_ -0.97597973318451803
     y(0_100_50) c_u_tangent(7)_ -0.8694491637092655
     y(0_100_50) c_u_tangent(8)_ -0.77454666584948795
     y(0_100_50) c_u_tangent(9)_ -0.69000300721338759
     y(0_100_50) c_u_tangent(10)_ -0.61468749522192923
     y(0_100_50) c_u_tangent(11)_ -0.54759285515020895
     y(0_100_50) c_u_tangent(12)_ -2403.2258952431393
     y(0_100_50) c_u_tangent(13)_ -1195.1498236487625
     y(0_100_50) c_u_tangent(14)_ -594.36073146305523
     y(0_100_50) c_u_tangent(15)_ -295.58191961806915
     y(0_100_50) c_u_tangent(16)_ -146.99603553895525
     y(0_100_50) c_u_tangent(17)_ -73.10269346680596
     y(0_100_50) c_u_tangent(18)_ -36.354747748864213
     y(0_100_50) c_u_tangent(19)_ -18.079603106329891
     y(0_100_50) c_u_tangent(20)_ -8.9911791092712399
     y(0_100_50) c_u_tangent(21)_ -4.4714090956284354
     y(0_100_50) c_u_tangent(22)_ -2.2236793481126886
     y(0_100_50) c_u_tangent(23)_ -1.1058594142184861
     y(0_100_50) c_u_order(0)_ 58
     y(0_100_60) c_e_one_pair(0)_ 1
     y(0_100_60) c_u_only_chosen(0_100_60)_ -505
     y(0_100_60) c_u_only_chosen(8_100_60)_ -61
     y(0_100_60) c_u_tangent(0)_ -1.9398816742990668
     y(0_100_60) c_u_tangent(1)_ -1.7281388558253805
     y(0_100_60) c_u_tangent(2)_ -1.5395082826856172
     y(0_100_60) c_u_tangent(3)_ -1.3714671969027832
     y(0_100_60) c_u_tangent(4)_ -1.2217682056891412
     y(0_100_60) c_u_tangent(5)_ -1.088409224663851
     y(0_100_60) c_u_tangent(6)_ -0.96960670184175368
     y(0_100_60) c_u_tangent(7)_ -0.86377176428911606
     y(0_100_60) c_u_tangent(8)_ -0.76948896843011017
     y(0_100_60) c_u_tangent(9)_ -0.68549736980919251
     y(0_100_60) c_u_tangent(10)_ -0.61067365913511562
     y(0_100_60) c_u_tangent(11)_ -0.54401713906688498
     y(0_100_60) c_u_tangent(12)_ -2883.8710742917651
     y(0_100_60) c_u_tangent(13)_ -1434.1797883785139
     y(0_100_60) c_u_tangent(14)_ -713.23287775566575
     y(0_100_60) c_u_tangent(15)_ -354.69830354168272
     y(0_100_60) c_u_tangent(16)_ -176.3952426467462
     y(0_100_60) c_u_tangent(17)_ -87.723232160167072
     y(0_100_60) c_u_tangent(18)_ -43.625697298637022
     y(0_100_60) c_u_tangent(19)_ -21.695523727595855
     y(0_100_60) c_u_tangent(20)_ -10.78941493112548
     y(0_100_60) c_u_tangent(21)_ -5.3656909147541185
     y(0_100_60) c_u_tangent(22)_ -2.6684152177352245
     y(0_100_60) c_u_tangent(23)_ -1.3270312970621823
     y(0_100_60) c_u_order(0)_ 59
     y(0_100_70) c_e_one_pair(0)_ 1
     y(0_100_70) c_u_only_chosen(0_100_70)_ -505
     y(0_100_70) c_u_only_chosen(8_100_70)_ -61
     y(0_100_70) c_u_tangent(0)_ -1.8788596883307027
     y(0_100_70) c_u_tangent(1)_ -1.6737775685320901
     y(0_100_70) c_u_tangent(2)_ -1.4910806625534945
     y(0_100_70) c_u_tangent(3)_ -1.3283255696817764
     y(0_100_70) c_u_tangent(4)_ -1.1833355923540549
     y(0_100_70) c_u_tangent(5)_ -1.0541716248580413
     y(0_100_70) c_u_tangent(6)_ -0.93910621960177487
     y(0_100_70) c_u_tangent(7)_ -0.83660048411329568
     y(0_100_70) c_u_tangent(8)_ -0.74528349978918418
     y(0_100_70) c_u_tangent(9)_ -0.66393398713691609
     y(0_100_70) c_u_tangent(10)_ -0.59146397230075898
     y(0_100_70) c_u_tangent(11)_ -0.52690423642622064
     y(0_100_70) c_u_tangent(12)_ -3364.5162533403968
     y(0_100_70) c_u_tangent(13)_ -1673.2097531082682
     y(0_100_70) c_u_tangent(14)_ -832.10502404827776
     y(0_100_70) c_u_tangent(15)_ -413.81468746529703
     y(0_100_70) c_u_tangent(16)_ -205.79444975453745
     y(0_100_70) c_u_tangent(17)_ -102.34377085352838
     y(0_100_70) c_u_tangent(18)_ -50.896646848409922
     y(0_100_70) c_u_tangent(19)_ -25.311444348861862
     y(0_100_70) c_u_tangent(20)_ -12.587650752979743
     y(0_100_70) c_u_tangent(21)_ -6.2599727338798123
     y(0_100_70) c_u_tangent(22)_ -3.1131510873577657
     y(0_100_70) c_u_tangent(23)_ -1.5482031799058813
     y(0_100_70) c_u_order(0)_ 60
     y(0_100_80) c_e_one_pair(0)_ 1
     y(0_100_80) c_u_only_chosen(0_100_80)_ -505
     y(0_100_80) c_u_only_chosen(8_100_80)_ -61
     y(0_100_80) c_u_tangent(0)_ -1.7894399088600839
     y(0_100_80) c_u_tangent(1)_ -1.5941181761939727
     y(0_100_80) c_u_tangent(2)_ -1.4201162872749453
     y(0_100_80) c_u_tangent(3)_ -1.2651071291330522
     y(0_100_80) c_u_tangent(4)_ -1.1270175988576669
     y(0_100_80) c_u_tangent(5)_ -1.0040008777796685
     y(0_100_80) c_u_tangent(6)_ -0.8944117319943018
     y(0_100_80) c_u_tangent(7)_ -0.79678450889223562
     y(0_100_80) c_u_tangent(8)_ -0.70981353542295211
     y(0_100_80) c_u_tangent(9)_ -0.63233565593551666
     y(0_100_80) c_u_tangent(10)_ -0.56331467605664209
     y(0_100_80) c_u_tangent(11)_ -0.50182750455741987
     y(0_100_80) c_u_tangent(12)_ -3845.161432389024
     y(0_100_80) c_u_tangent(13)_ -1912.2397178380204
     y(0_100_80) c_u_tangent(14)_ -950.97717034088862
     y(0_100_80) c_u_tangent(15)_ -472.93107138891077
     y(0_100_80) c_u_tangent(16)_ -235.19365686232848
     y(0_100_80) c_u_tangent(17)_ -116.96430954688955
     y(0_100_80) c_u_tangent(18)_ -58.167596398182752
     y(0_100_80) c_u_tangent(19)_ -28.927364970127833
     y(0_100_80) c_u_tangent(20)_ -14.385886574833988
     y(0_100_80) c_u_tangent(21)_ -7.1542545530054982
     y(0_100_80) c_u_tangent(22)_ -3.5578869569803029
     y(0_100_80) c_u_tangent(23)_ -1.7693750627495781
     y(0_100_80) c_u_order(0)_ 61
     y(0_100_90) c_e_one_pair(0)_ 1
     y(0_100_90) c_u_only_chosen(0_100_90)_ -505
     y(0_100_90) c_u_only_chosen(8_100_90)_ -61
     y(0_100_90) c_u_tangent(0)_ -1.6725607371566955
     y(0_100_90) c_u_tangent(1)_ -1.4899966512920511
     y(0_100_90) c_u_tangent(2)_ -1.3273598808947382
     y(0_100_90) c_u_tangent(3)_ -1.1824753108546078
     y(0_100_90) c_u_tangent(4)_ -1.0534052451835292
     y(0_100_90) c_u_tangent(5)_ -0.93842349213886478
     y(0_100_90) c_u_tangent(6)_ -0.83599227801896259
     y(0_100_90) c_u_tangent(7)_ -0.74474168087419956
     y(0_100_90) c_u_tangent(8)_ -0.66345130907865568
     y(0_100_90) c_u_tangent(9)_ -0.59103397973039484
     y(0_100_90) c_u_tangent(10)_ -0.52652117859418512
     y(0_100_90) c_u_tangent(11)_ -0.46905010712695072
     y(0_100_90) c_u_tangent(12)_ -4325.8066114376552
     y(0_100_90) c_u_tangent(13)_ -2151.2696825677745
     y(0_100_90) c_u_tangent(14)_ -1069.8493166335004
     y(0_100_90) c_u_tangent(15)_ -532.04745531252502
     y(0_100_90) c_u_tangent(16)_ -264.59286397011971
     y(0_100_90) c_u_tangent(17)_ -131.58484824025084
     y(0_100_90) c_u_tangent(18)_ -65.438545947955646
     y(0_100_90) c_u_tangent(19)_ -32.54328559139384
     y(0_100_90) c_u_tangent(20)_ -16.184122396688249
     y(0_100_90) c_u_tangent(21)_ -8.0485363721311902
     y(0_100_90) c_u_tangent(22)_ -4.0026228266028436
     y(0_100_90) c_u_tangent(23)_ -1.9905469455932769
     y(0_100_90) c_u_order(0)_ 62
     y(0_100_100) c_e_one_pair(0)_ 1
     y(0_100_100) c_u_only_chosen(0_100_100)_ -505
     y(0_100_100) c_u_only_chosen(8_100_100)_ -61
     y(0_100_100) c_u_tangent(0)_ -1.14011103385778
     y(0_100_100) c_u_tangent(1)_ -1.0156651323987527
     y(0_100_100) c_u_tangent(2)_ -0.90480280475845054
     y(0_100_100) c_u_tangent(3)_ -0.80604137070774939
     y(0_100_100) c_u_tangent(4)_ -0.71805998818259043
     y(0_100_100) c_u_tangent(5)_ -0.63968198825334144
     y(0_100_100) c_u_tangent(6)_ -0.56985913827536272
     y(0_100_100) c_u_tangent(7)_ -0.5076576227550873
     y(0_100_100) c_u_tangent(8)_ -0.45224555443877962
     y(0_100_100) c_u_tangent(9)_ -0.40288184859643084
     y(0_100_100) c_u_tangent(10)_ -0.35890631170471754
     y(0_100_100) c_u_tangent(11)_ -0.3197308119743994
     y(0_100_100) c_u_tangent(12)_ -4806.4517904862787
     y(0_100_100) c_u_tangent(13)_ -2390.2996472975251
     y(0_100_100) c_u_tangent(14)_ -1188.7214629261105
     y(0_100_100) c_u_tangent(15)_ -591.1638392361383
     y(0_100_100) c_u_tangent(16)_ -293.99207107791051
     y(0_100_100) c_u_tangent(17)_ -146.20538693361192
     y(0_100_100) c_u_tangent(18)_ -72.709495497728426
     y(0_100_100) c_u_tangent(19)_ -36.159206212659782
     y(0_100_100) c_u_tangent(20)_ -17.98235821854248
     y(0_100_100) c_u_tangent(21)_ -8.9428181912568707
     y(0_100_100) c_u_tangent(22)_ -4.4473586962253773
     y(0_100_100) c_u_tangent(23)_ -2.2117188284369722
     y(0_100_100) c_u_order(0)_ 63
     y(1_10_90) c_e_one_pair(1)_ 1
     y(1_10_90) c_u_only_chosen(1_10_90)_ -505
     y(1_10_90) c_u_only_chosen(9_10_90)_ -61
     y(1_10_90) c_u_tangent(0)_ -1.1269222566612422
     y(1_10_90) c_u_tangent(1)_ -1.0039159424166388
     y(1_10_90) c_u_tangent(2)_ -0.89433606753340733
     y(1_10_90) c_u_tangent(3)_ -0.79671710339188506
     y(1_10_90) c_u_tangent(4)_ -0.70975348739744848
     y(1_10_90) c_u_tangent(5)_ -0.63228216229852652
     y(1_10_90) c_u_tangent(6)_ -0.56326702138066542
     y(1_10_90) c_u_tangent(7)_ -0.5017850515056137
     y(1_10_90) c_u_tangent(8)_ -0.4470139886715091
     y(1_10_90) c_u_tangent(9)_ -0.39822132099879126
     y(1_10_90) c_u_tangent(10)_ -0.35475449206703907
     y(1_10_90) c_u_tangent(11)_ -0.3160321735814966
     y(1_10_90) c_u_tangent(12)_ -22010.561026260395
     y(1_10_90) c_u_tangent(13)_ -10946.086333795938
     y(1_10_90) c_u_tangent(14)_ -5443.6052713042145
     y(1_10_90) c_u_tangent(15)_ -2707.1628567627799
     y(1_10_90) c_u_tangent(16)_ -1346.3009104773223
     y(1_10_90) c_u_tangent(17)_ -669.52977617293459
     y(1_10_90) c_u_tangent(18)_ -332.96428583952229
     y(1_10_90) c_u_tangent(19)_ -165.58668425224357
     y(1_10_90) c_u_tangent(20)_ -82.348020997264669
     y(1_10_90) c_u_tangent(21)_ -40.952547560140324
     y(1_10_90) c_u_tangent(22)_ -20.366137902952921
     y(1_10_90) c_u_tangent(23)_ -10.128297207224447
     y(1_10_100) c_e_one_pair(1)_ 1
     y(1_10_100) c_u_only_chosen(1_10_100)_ -505
     y(1_10_100) c_u_only_chosen(9_10_100)_ -61
     y(1_10_100) c_u_tangent(0)_ -0.11401110338577716
     y(1_10_100) c_u_tangent(1)_ -0.10156651323987452
     y(1_10_100) c_u_tangent(2)_ -0.090480280475844388
     y(1_10_100) c_u_tangent(3)_ -0.080604137070774351
     y(1_10_100) c_u_tangent(4)_ -0.071805998818258526
     y(1_10_100) c_u_tangent(5)_ -0.063968198825333666
     y(1_10_100) c_u_tangent(6)_ -0.056985913827535858
     y(1_10_100) c_u_tangent(7)_ -0.050765762275508358
     y(1_10_100) c_u_tangent(8)_ -0.045224555443877629
     y(1_10_100) c_u_tangent(9)_ -0.040288184859642792
     y(1_10_100) c_u_tangent(10)_ -0.035890631170471497
     y(1_10_100) c_u_tangent(11)_ -0.031973081197439704
     y(1_10_100) c_u_tangent(12)_ -22406.391932314935
     y(1_10_100) c_u_tangent(13)_ -11142.937257590576
     y(1_10_100) c_u_tangent(14)_ -5541.5013314806374
     y(1_10_100) c_u_tangent(15)_ -2755.8476097389134
     y(1_10_100) c_u_tangent(16)_ -1370.5123564545734
     y(1_10_100) c_u_tangent(17)_ -681.57038602457965
     y(1_10_100) c_u_tangent(18)_ -338.95220930909744
     y(1_10_100) c_u_tangent(19)_ -168.56454234409014
     y(1_10_100) c_u_tangent(20)_ -83.828941530105965
     y(1_10_100) c_u_tangent(21)_ -41.689025107742665
     y(1_10_100) c_u_tangent(22)_ -20.732396028283734
     y(1_10_100) c_u_tangent(23)_ -10.310441272318569
     y(1_10_100) c_u_order(0)_ -1
     y(1_10_100) c_u_order(1)_ 1
     y(1_20_80) c_e_one_pair(1)_ 1
     y(1_20_80) c_u_only_chosen(1_20_80)_ -505
     y(1_20_80) c_u_only_chosen(9_20_80)_ -61
     y(1_20_80) c_u_tangent(0)_ -1.6841945610474689
     y(1_20_80) c_u_tangent(1)_ -1.5003606149161415
     y(1_20_80) c_u_tangent(2)_ -1.3365925925989832
     y(1_20_80) c_u_tangent(3)_ -1.190700249546554
     y(1_20_80) c_u_tangent(4)_ -1.0607324117466492
     y(1_20_80) c_u_tangent(5)_ -0.94495088059177523
     y(1_20_80) c_u_tangent(6)_ -0.8418071860940215
     y(1_20_80) c_u_tangent(7)_ -0.74992187754325312
     y(1_20_80) c_u_tangent(8)_ -0.66806607464050027
     y(1_20_80) c_u_tangent(9)_ -0.59514503237015437
     y(1_20_80) c_u_tangent(10)_ -0.53018349980647195
     y(1_20_80) c_u_tangent(11)_ -0.47231267704207364
     y(1_20_80) c_u_tangent(12)_ -19580.603170626156
     y(1_20_80) c_u_tangent(13)_ -9737.6424216428659
     y(1_20_80) c_u_tangent(14)_ -4842.6332480924539
     y(1_20_80) c_u_tangent(15)_ -2408.2930713709625
     y(1_20_80) c_u_tangent(16)_ -1197.6697842848193
     y(1_20_80) c_u_tangent(17)_ -595.61393471612678
     y(1_20_80) c_u_tangent(18)_ -296.20515093805011
     y(1_20_80) c_u_tangent(19)_ -147.30597510961394
     y(1_20_80) c_u_tangent(20)_ -73.256829715066175
     y(1_20_80) c_u_tangent(21)_ -36.431401346135573
     y(1_20_80) c_u_tangent(22)_ -18.117723756345463
     y(1_20_80) c_u_tangent(23)_ -9.0101369143754813
     y(1_20_80) c_u_order(0)_ -2
     y(1_20_80) c_u_order(1)_ 2
     y(1_20_90) c_e_one_pair(1)_ 1
     y(1_20_90) c_u_only_chosen(1_20_90)_ -505
     y(1_20_90) c_u_only_chosen(9_20_90)_ -61
     y(1_20_90) c_u_tangent(0)_ -1.2409333600470192
     y(1_20_90) c_u_tangent(1)_ -1.1054824556565133
     y(1_20_90) c_u_tangent(2)_ -0.98481634800925166
     y(1_20_90) c_u_tangent(3)_ -0.87732124046265936
     y(1_20_90) c_u_tangent(4)_ -0.78155948621570681
     y(1_20_90) c_u_tangent(5)_ -0.69625036112386018
     y(1_20_90) c_u_tangent(6)_ -0.62025293520820113
     y(1_20_90) c_u_tangent(7)_ -0.55255081378112192
     y(1_20_90) c_u_tangent(8)_ -0.49223854411538664
     y(1_20_90) c_u_tangent(9)_ -0.43850950585843401
     y(1_20_90) c_u_tangent(10)_ -0.39064512323751055
     y(1_20_90) c_u_tangent(11)_ -0.34800525477893623
     y(1_20_90) c_u_tangent(12)_ -19976.4340766807
     y(1_20_90) c_u_tangent(13)_ -9934.4933454375077
     y(1_20_90) c_u_tangent(14)_ -4940.5293082688777
     y(1_20_90) c_u_tangent(15)_ -2456.9778243470964
     y(1_20_90) c_u_tangent(16)_ -1221.8812302620706
     y(1_20_90) c_u_tangent(17)_ -607.65454456777195
     y(1_20_90) c_u_tangent(18)_ -302.19307440762532
     y(1_20_90) c_u_tangent(19)_ -150.28383320146054
     y(1_20_90) c_u_tangent(20)_ -74.737750247907485
     y(1_20_90) c_u_tangent(21)_ -37.167878893737921
     y(1_20_90) c_u_tangent(22)_ -18.483981881676275
     y(1_20_90) c_u_tangent(23)_ -9.1922809794696043
     y(1_20_90) c_u_order(0)_ -3
     y(1_20_90) c_u_order(1)_ 3
     y(1_20_100) c_e_one_pair(1)_ 1
     y(1_20_100) c_u_only_chosen(1_20_100)_ -505
     y(1_20_100) c_u_only_chosen(9_20_100)_ -61
     y(1_20_100) c_u_tangent(0)_ -0.22802220677155655
     y(1_20_100) c_u_tangent(1)_ -0.20313302647975101
     y(1_20_100) c_u_tangent(2)_ -0.18096056095169052
     y(1_20_100) c_u_tangent(3)_ -0.16120827414155028
     y(1_20_100) c_u_tangent(4)_ -0.14361199763651844
     y(1_20_100) c_u_tangent(5)_ -0.12793639765066858
     y(1_20_100) c_u_tangent(6)_ -0.11397182765507283
     y(1_20_100) c_u_tangent(7)_ -0.1015315245510177
     y(1_20_100) c_u_tangent(8)_ -0.090449110887756132
     y(1_20_100) c_u_tangent(9)_ -0.080576369719286361
     y(1_20_100) c_u_tangent(10)_ -0.071781262340943688
     y(1_20_100) c_u_tangent(11)_ -0.063946162394880032
     y(1_20_100) c_u_tangent(12)_ -20372.26498273524
     y(1_20_100) c_u_tangent(13)_ -10131.34426923215
     y(1_20_100) c_u_tangent(14)_ -5038.4253684453015
     y(1_20_100) c_u_tangent(15)_ -2505.6625773232308
     y(1_20_100) c_u_tangent(16)_ -1246.0926762393217
     y(1_20_100) c_u_tangent(17)_ -619.69515441941712
     y(1_20_100) c_u_tangent(18)_ -308.18099787720053
     y(1_20_100) c_u_tangent(19)_ -153.26169129330717
     y(1_20_100) c_u_tangent(20)_ -76.218670780748795
     y(1_20_100) c_u_tangent(21)_ -37.904356441340269
     y(1_20_100) c_u_tangent(22)_ -18.850240007007091
     y(1_20_100) c_u_tangent(23)_ -9.3744250445637274
     y(1_20_100) c_u_order(0)_ -4
     y(1_20_100) c_u_order(1)_ 4
     y(1_30_70) c_e_one_pair(1)_ 1
     y(1_30_70) c_u_only_chosen(1_30_70)_ -505
     y(1_30_70) c_u_only_chosen(9_30_70)_ -61
     y(1_30_70) c_u_tangent(0)_ -1.8096200684662807
     y(1_30_70) c_u_tangent(1)_ -1.6120956221352709
     y(1_30_70) c_u_tangent(2)_ -1.4361314511229586
     y(1_30_70) c_u_tangent(3)_ -1.2793741987666483
     y(1_30_70) c_u_tangent(4)_ -1.1397273830260712
     y(1_30_70) c_u_tangent(5)_ -1.0153233579915144
     y(1_30_70) c_u_tangent(6)_ -0.90449833586176431
     y(1_30_70) c_u_tangent(7)_ -0.80577013533410557
     y(1_30_70) c_u_tangent(8)_ -0.71781835881185196
     y(1_30_70) c_u_tangent(9)_ -0.63946673331804615
     y(1_30_70) c_u_tangent(10)_ -0.56966737894152275
     y(1_30_70) c_u_tangent(11)_ -0.50748679442046951
     y(1_30_70) c_u_tangent(12)_ -17150.645314991918
     y(1_30_70) c_u_tangent(13)_ -8529.1985094897955
     y(1_30_70) c_u_tangent(14)_ -4241.6612248806941
     y(1_30_70) c_u_tangent(15)_ -2109.423285979145
     y(1_30_70) c_u_tangent(16)_ -1049.0386580923164
     y(1_30_70) c_u_tangent(17)_ -521.69809325931908
     y(1_30_70) c_u_tangent(18)_ -259.44601603657799
     y(1_30_70) c_u_tangent(19)_ -129.02526596698434
     y(1_30_70) c_u_tangent(20)_ -64.165638432867681
     y(1_30_70) c_u_tangent(21)_ -31.910255132130821
     y(1_30_70) c_u_tangent(22)_ -15.869309609738004
     y(1_30_70) c_u_tangent(23)_ -7.8919766215265152
     y(1_30_70) c_u_order(0)_ -5
     y(1_30_70) c_u_order(1)_ 5
     y(1_30_80) c_e_one_pair(1)_ 1
     y(1_30_80) c_u_only_chosen(1_30_80)_ -505
     y(1_30_80) c_u_only_chosen(9_30_80)_ -61
     y(1_30_80) c_u_tangent(0)_ -1.6973502295240457
     y(1_30_80) c_u_tangent(1)_ -1.5120803100758704
     y(1_30_80) c_u_tangent(2)_ -1.3470330544334785
     y(1_30_80) c_u_tangent(3)_ -1.2000011094948662
     y(1_30_80) c_u_tangent(4)_ -1.0690180601355264
     y(1_30_80) c_u_tangent(5)_ -0.95233213024026186
     y(1_30_80) c_u_tangent(6)_ -0.84838275433155652
     y(1_30_80) c_u_tangent(7)_ -0.75577970646187598
     y(1_30_80) c_u_tangent(8)_ -0.6732845072383068
     y(1_30_80) c_u_tangent(9)_ -0.59979386031582471
     y(1_30_80) c_u_tangent(10)_ -0.5343248968377432
     y(1_30_80) c_u_tangent(11)_ -0.47600203048149198
     y(1_30_80) c_u_tangent(12)_ -17546.476221046458
     y(1_30_80) c_u_tangent(13)_ -8726.0494332844373
     y(1_30_80) c_u_tangent(14)_ -4339.557285057118
     y(1_30_80) c_u_tangent(15)_ -2158.108038955279
     y(1_30_80) c_u_tangent(16)_ -1073.2501040695674
     y(1_30_80) c_u_tangent(17)_ -533.73870311096414
     y(1_30_80) c_u_tangent(18)_ -265.43393950615314
     y(1_30_80) c_u_tangent(19)_ -132.00312405883093
     y(1_30_80) c_u_tangent(20)_ -65.646558965708977
     y(1_30_80) c_u_tangent(21)_ -32.646732679733162
     y(1_30_80) c_u_tangent(22)_ -16.235567735068816
     y(1_30_80) c_u_tangent(23)_ -8.0741206866206383
     y(1_30_80) c_u_order(0)_ -6
     y(1_30_80) c_u_order(1)_ 6
     y(1_30_90) c_e_one_pair(1)_ 1
     y(1_30_90) c_u_only_chosen(1_30_90)_ -505
     y(1_30_90) c_u_only_chosen(9_30_90)_ -61
     y(1_30_90) c_u_tangent(0)_ -1.3549444634327985
     y(1_30_90) c_u_tangent(1)_ -1.2070489688963897
     y(1_30_90) c_u_tangent(2)_ -1.0752966284850975
     y(1_30_90) c_u_tangent(3)_ -0.95792537753343521
     y(1_30_90) c_u_tangent(4)_ -0.8533654850339667
     y(1_30_90) c_u_tangent(5)_ -0.76021855994919496
     y(1_30_90) c_u_tangent(6)_ -0.67723884903573806
     y(1_30_90) c_u_tangent(7)_ -0.60331657605663125
     y(1_30_90) c_u_tangent(8)_ -0.53746309955926508
     y(1_30_90) c_u_tangent(9)_ -0.47879769071807754
     y(1_30_90) c_u_tangent(10)_ -0.42653575440798269
     y(1_30_90) c_u_tangent(11)_ -0.37997833597637654
     y(1_30_90) c_u_tangent(12)_ -17942.307127101001
     y(1_30_90) c_u_tangent(13)_ -8922.9003570790792
     y(1_30_90) c_u_tangent(14)_ -4437.4533452335409
     y(1_30_90) c_u_tangent(15)_ -2206.7927919314134
     y(1_30_90) c_u_tangent(16)_ -1097.4615500468187
     y(1_30_90) c_u_tangent(17)_ -545.77931296260931
     y(1_30_90) c_u_tangent(18)_ -271.42186297572835
     y(1_30_90) c_u_tangent(19)_ -134.98098215067753
     y(1_30_90) c_u_tangent(20)_ -67.127479498550301
     y(1_30_90) c_u_tangent(21)_ -33.383210227335518
     y(1_30_90) c_u_tangent(22)_ -16.601825860399632
     y(1_30_90) c_u_tangent(23)_ -8.2562647517147614
     y(1_30_90) c_u_order(0)_ -7
     y(1_30_90) c_u_order(1)_ 7
     y(1_30_100) c_e_one_pair(1)_ 1
     y(1_30_100) c_u_only_chosen(1_30_100)_ -505
     y(1_30_100) c_u_only_chosen(9_30_100)_ -61
     y(1_30_100) c_u_tangent(0)_ -0.34203331015733351
     y(1_30_100) c_u_tangent(1)_ -0.30469953971962538
     y(1_30_100) c_u_tangent(2)_ -0.27144084142753477
     y(1_30_100) c_u_tangent(3)_ -0.2418124112123245
     y(1_30_100) c_u_tangent(4)_ -0.21541799645477683
     y(1_30_100) c_u_tangent(5)_ -0.19190459647600214
     y(1_30_100) c_u_tangent(6)_ -0.17095774148260859
     y(1_30_100) c_u_tangent(7)_ -0.15229728682652596
     y(1_30_100) c_u_tangent(8)_ -0.13567366633163369
     y(1_30_100) c_u_tangent(9)_ -0.12086455457892908
     y(1_30_100) c_u_tangent(10)_ -0.10767189351141511
     y(1_30_100) c_u_tangent(11)_ -0.095919243592319681
     y(1_30_100) c_u_tangent(12)_ -18338.138033155545
     y(1_30_100) c_u_tangent(13)_ -9119.751280873721
     y(1_30_100) c_u_tangent(14)_ -4535.3494054099647
     y(1_30_100) c_u_tangent(15)_ -2255.4775449075478
     y(1_30_100) c_u_tangent(16)_ -1121.6729960240698
     y(1_30_100) c_u_tangent(17)_ -557.81992281425448
     y(1_30_100) c_u_tangent(18)_ -277.40978644530355
     y(1_30_100) c_u_tangent(19)_ -137.95884024252413
     y(1_30_100) c_u_tangent(20)_ -68.608400031391611
     y(1_30_100) c_u_tangent(21)_ -34.119687774937866
     y(1_30_100) c_u_tangent(22)_ -16.968083985730445
     y(1_30_100) c_u_tangent(23)_ -8.4384088168088844
     y(1_30_100) c_u_order(0)_ -8
     y(1_30_100) c_u_order(1)_ 8
     y(1_40_60) c_e_one_pair(1)_ 1
     y(1_40_60) c_u_only_chosen(1_40_60)_ -505
     y(1_40_60) c_u_only_chosen(9_40_60)_ -61
     y(1_40_60) c_u_tangent(0)_ -1.9073895793181692
     y(1_40_60) c_u_tangent(1)_ -1.6991933522992715
     y(1_40_60) c_u_tangent(2)_ -1.513722251502569
     y(1_40_60) c_u_tangent(3)_ -1.348495773946766
     y(1_40_60) c_u_tangent(4)_ -1.2013041696039319
     y(1_40_60) c_u_tangent(5)_ -1.0701788880539436
     y(1_40_60) c_u_tangent(6)_ -0.95336625095871697
     y(1_40_60) c_u_tangent(7)_ -0.84930399825011771
     y(1_40_60) c_u_tangent(8)_ -0.75660039435869519
     y(1_40_60) c_u_tangent(9)_ -0.67401561504853491
     y(1_40_60) c_u_tangent(10)_ -0.60044516592450792
     y(1_40_60) c_u_tangent(11)_ -0.53490511084991432
     y(1_40_60) c_u_tangent(12)_ -14720.687459357681
     y(1_40_60) c_u_tangent(13)_ -7320.754597336726
     y(1_40_60) c_u_tangent(14)_ -3640.6892016689344
     y(1_40_60) c_u_tangent(15)_ -1810.5535005873278
     y(1_40_60) c_u_tangent(16)_ -900.40753189981342
     y(1_40_60) c_u_tangent(17)_ -447.78225180251127
     y(1_40_60) c_u_tangent(18)_ -222.68688113510584
     y(1_40_60) c_u_tangent(19)_ -110.74455682435473
     y(1_40_60) c_u_tangent(20)_ -55.074447150669187
     y(1_40_60) c_u_tangent(21)_ -27.38910891812607
     y(1_40_60) c_u_tangent(22)_ -13.620895463130545
     y(1_40_60) c_u_tangent(23)_ -6.7738163286775492
     y(1_40_60) c_u_order(0)_ -9
     y(1_40_60) c_u_order(1)_ 9
     y(1_40_70) c_e_one_pair(1)_ 1
     y(1_40_70) c_u_only_chosen(1_40_70)_ -505
     y(1_40_70) c_u_only_chosen(9_40_70)_ -61
     y(1_40_70) c_u_tangent(0)_ -1.8195114427326264
     y(1_40_70) c_u_tangent(1)_ -1.6209073287633877
     y(1_40_70) c_u_tangent(2)_ -1.4439813384701778
     y(1_40_70) c_u_tangent(3)_ -1.2863672517545237
     y(1_40_70) c_u_tangent(4)_ -1.1459571272157831
     y(1_40_70) c_u_tangent(5)_ -1.020873110401018
     y(1_40_70) c_u_tangent(6)_ -0.9094423192531943
     y(1_40_70) c_u_tangent(7)_ -0.81017447087398975
     y(1_40_70) c_u_tangent(8)_ -0.72174195038004219
     y(1_40_70) c_u_tangent(9)_ -0.64296205529217043
     y(1_40_70) c_u_tangent(10)_ -0.57278117799284223
     y(1_40_70) c_u_tangent(11)_ -0.51026071470700529
     y(1_40_70) c_u_tangent(12)_ -15116.518365412223
     y(1_40_70) c_u_tangent(13)_ -7517.6055211313678
     y(1_40_70) c_u_tangent(14)_ -3738.5852618453582
     y(1_40_70) c_u_tangent(15)_ -1859.2382535634622
     y(1_40_70) c_u_tangent(16)_ -924.61897787706471
     y(1_40_70) c_u_tangent(17)_ -459.82286165415644
     y(1_40_70) c_u_tangent(18)_ -228.67480460468104
     y(1_40_70) c_u_tangent(19)_ -113.72241491620133
     y(1_40_70) c_u_tangent(20)_ -56.555367683510497
     y(1_40_70) c_u_tangent(21)_ -28.125586465728418
     y(1_40_70) c_u_tangent(22)_ -13.987153588461361
     y(1_40_70) c_u_tangent(23)_ -6.9559603937716732
     y(1_40_70) c_u_order(0)_ -10
     y(1_40_70) c_u_order(1)_ 10
     y(1_40_80) c_e_one_pair(1)_ 1
     y(1_40_80) c_u_only_chosen(1_40_80)_ -505
     y(1_40_80) c_u_only_chosen(9_40_80)_ -61
     y(1_40_80) c_u_tangent(0)_ -1.7105058980006225
     y(1_40_80) c_u_tangent(1)_ -1.5238000052355991
     y(1_40_80) c_u_tangent(2)_ -1.3574735162679736
     y(1_40_80) c_u_tangent(3)_ -1.2093019694431784
     y(1_40_80) c_u_tangent(4)_ -1.0773037085244035
     y(1_40_80) c_u_tangent(5)_ -0.9597133798887485
     y(1_40_80) c_u_tangent(6)_ -0.85495832256909154
     y(1_40_80) c_u_tangent(7)_ -0.76163753538049872
     y(1_40_80) c_u_tangent(8)_ -0.67850293983611321
     y(1_40_80) c_u_tangent(9)_ -0.60444268826149494
     y(1_40_80) c_u_tangent(10)_ -0.53846629386901446
     y(1_40_80) c_u_tangent(11)_ -0.47969138392091021
     y(1_40_80) c_u_tangent(12)_ -15512.349271466765
     y(1_40_80) c_u_tangent(13)_ -7714.4564449260088
     y(1_40_80) c_u_tangent(14)_ -3836.4813220217811
     y(1_40_80) c_u_tangent(15)_ -1907.9230065395961
     y(1_40_80) c_u_tangent(16)_ -948.83042385431577
     y(1_40_80) c_u_tangent(17)_ -471.86347150580156
     y(1_40_80) c_u_tangent(18)_ -234.66272807425622
     y(1_40_80) c_u_tangent(19)_ -116.70027300804793
     y(1_40_80) c_u_tangent(20)_ -58.036288216351807
     y(1_40_80) c_u_tangent(21)_ -28.862064013330762
     y(1_40_80) c_u_tangent(22)_ -14.353411713792173
     y(1_40_80) c_u_tangent(23)_ -7.1381044588657954
     y(1_40_80) c_u_order(0)_ -11
     y(1_40_80) c_u_order(1)_ 11
     y(1_40_90) c_e_one_pair(1)_ 1
     y(1_40_90) c_u_only_chosen(1_40_90)_ -505
     y(1_40_90) c_u_only_chosen(9_40_90)_ -61
     y(1_40_90) c_u_tangent(0)_ -1.4689555668185759
     y(1_40_90) c_u_tangent(1)_ -1.3086154821362643
     y(1_40_90) c_u_tangent(2)_ -1.1657769089609422
     y(1_40_90) c_u_tangent(3)_ -1.0385295146042097
     y(1_40_90) c_u_tangent(4)_ -0.92517148385222536
     y(1_40_90) c_u_tangent(5)_ -0.82418675877452874
     y(1_40_90) c_u_tangent(6)_ -0.73422476286327398
     y(1_40_90) c_u_tangent(7)_ -0.65408233833213969
     y(1_40_90) c_u_tangent(8)_ -0.58268765500314279
     y(1_40_90) c_u_tangent(9)_ -0.51908587557772035
     y(1_40_90) c_u_tangent(10)_ -0.46242638557845422
     y(1_40_90) c_u_tangent(11)_ -0.41195141717381634
     y(1_40_90) c_u_tangent(12)_ -15908.18017752131
     y(1_40_90) c_u_tangent(13)_ -7911.3073687206506
     y(1_40_90) c_u_tangent(14)_ -3934.3773821982054
     y(1_40_90) c_u_tangent(15)_ -1956.6077595157305
     y(1_40_90) c_u_tangent(16)_ -973.04186983156706
     y(1_40_90) c_u_tangent(17)_ -483.90408135744678
     y(1_40_90) c_u_tangent(18)_ -240.65065154383146
     y(1_40_90) c_u_tangent(19)_ -119.67813109989456
     y(1_40_90) c_u_tangent(20)_ -59.517208749193124
     y(1_40_90) c_u_tangent(21)_ -29.598541560933118
     y(1_40_90) c_u_tangent(22)_ -14.719669839122989
     y(1_40_90) c_u_tangent(23)_ -7.3202485239599193
     y(1_40_90) c_u_order(0)_ -12
     y(1_40_90) c_u_order(1)_ 12
     y(1_40_100) c_e_one_pair(1)_ 1
     y(1_40_100) c_u_only_chosen(1_40_100)_ -505
     y(1_40_100) c_u_only_chosen(9_40_100)_ -61
     y(1_40_100) c_u_tangent(0)_ -0.45604441354311309
     y(1_40_100) c_u_tangent(1)_ -0.40626605295950202
     y(1_40_100) c_u_tangent(2)_ -0.36192112190338105
     y(1_40_100) c_u_tangent(3)_ -0.32241654828310057
     y(1_40_100) c_u_tangent(4)_ -0.28722399527303688
     y(1_40_100) c_u_tangent(5)_ -0.25587279530133716
     y(1_40_100) c_u_tangent(6)_ -0.22794365531014565
     y(1_40_100) c_u_tangent(7)_ -0.2030630491020354
     y(1_40_100) c_u_tangent(8)_ -0.18089822177551226
     y(1_40_100) c_u_tangent(9)_ -0.16115273943857272
     y(1_40_100) c_u_tangent(10)_ -0.14356252468188738
     y(1_40_100) c_u_tangent(11)_ -0.12789232478976006
     y(1_40_100) c_u_tangent(12)_ -16304.011083575851
     y(1_40_100) c_u_tangent(13)_ -8108.1582925152925
     y(1_40_100) c_u_tangent(14)_ -4032.2734423746292
     y(1_40_100) c_u_tangent(15)_ -2005.292512491865
     y(1_40_100) c_u_tangent(16)_ -997.25331580881834
     y(1_40_100) c_u_tangent(17)_ -495.94469120909196
     y(1_40_100) c_u_tangent(18)_ -246.63857501340667
     y(1_40_100) c_u_tangent(19)_ -122.65598919174116
     y(1_40_100) c_u_tangent(20)_ -60.998129282034441
     y(1_40_100) c_u_tangent(21)_ -30.335019108535466
     y(1_40_100) c_u_tangent(22)_ -15.085927964453804
     y(1_40_100) c_u_tangent(23)_ -7.5023925890540433
     y(1_40_100) c_u_order(0)_ -13
     y(1_40_100) c_u_order(1)_ 13
     y(1_50_50) c_e_one_pair(1)_ 1
     y(1_50_50) c_u_only_chosen(1_50_50)_ -505
     y(1_50_50) c_u_only_chosen(9_50_50)_ -61
     y(1_50_50) c_u_tangent(0)_ -1.94545631022494
     y(1_50_50) c_u_tangent(1)_ -1.7331050066366471
     y(1_50_50) c_u_tangent(2)_ -1.5439323660173698
     y(1_50_50) c_u_tangent(3)_ -1.3754083807431705
     y(1_50_50) c_u_tangent(4)_ -1.2252791996960233
     y(1_50_50) c_u_tangent(5)_ -1.0915369851073096
     y(1_50_50) c_u_tangent(6)_ -0.97239305960040812
     y(1_50_50) c_u_tangent(7)_ -0.8662539842991076
     y(1_50_50) c_u_tangent(8)_ -0.77170024806886628
     y(1_50_50) c_u_tangent(9)_ -0.68746728287938563
     y(1_50_50) c_u_tangent(10)_ -0.61242855138669028
     y(1_50_50) c_u_tangent(11)_ -0.5455804805468899
     y(1_50_50) c_u_tangent(12)_ -13335.969127905804
     y(1_50_50) c_u_tangent(13)_ -6632.1194287020753
     y(1_50_50) c_u_tangent(14)_ -3298.2236007526412
     y(1_50_50) c_u_tangent(15)_ -1640.2417111916557
     y(1_50_50) c_u_tangent(16)_ -815.70966580889012
     y(1_50_50) c_u_tangent(17)_ -405.6611012596689
     y(1_50_50) c_u_tangent(18)_ -201.73958452732359
     y(1_50_50) c_u_tangent(19)_ -100.32724320591254
     y(1_50_50) c_u_tangent(20)_ -49.893806180289069
     y(1_50_50) c_u_tangent(21)_ -24.812721007862258
     y(1_50_50) c_u_tangent(22)_ -12.33963032584262
     y(1_50_50) c_u_tangent(23)_ -6.1366295349150572
     y(1_50_50) c_u_order(0)_ -14
     y(1_50_50) c_u_order(1)_ 14
     y(1_50_60) c_e_one_pair(1)_ 1
     y(1_50_60) c_u_only_chosen(1_50_60)_ -505
     y(1_50_60) c_u_only_chosen(9_50_60)_ -61
     y(1_50_60) c_u_tangent(0)_ -1.917280953584515
     y(1_50_60) c_u_tangent(1)_ -1.7080050589273883
     y(1_50_60) c_u_tangent(2)_ -1.5215721388497885
     y(1_50_60) c_u_tangent(3)_ -1.3554888269346415
     y(1_50_60) c_u_tangent(4)_ -1.2075339137936438
     y(1_50_60) c_u_tangent(5)_ -1.0757286404634472
     y(1_50_60) c_u_tangent(6)_ -0.95831023435014695
     y(1_50_60) c_u_tangent(7)_ -0.85370833379000188
     y(1_50_60) c_u_tangent(8)_ -0.76052398592688542
     y(1_50_60) c_u_tangent(9)_ -0.67751093702265908
     y(1_50_60) c_u_tangent(10)_ -0.60355896497582728
     y(1_50_60) c_u_tangent(11)_ -0.53767903113645021
     y(1_50_60) c_u_tangent(12)_ -13493.428265611145
     y(1_50_60) c_u_tangent(13)_ -6710.4255342716415
     y(1_50_60) c_u_tangent(14)_ -3337.1660607383346
     y(1_50_60) c_u_tangent(15)_ -1659.6082111434389
     y(1_50_60) c_u_tangent(16)_ -825.3408324203524
     y(1_50_60) c_u_tangent(17)_ -410.45078295376385
     y(1_50_60) c_u_tangent(18)_ -204.12154422714289
     y(1_50_60) c_u_tangent(19)_ -101.51181712416647
     y(1_50_60) c_u_tangent(20)_ -50.482907401402905
     y(1_50_60) c_u_tangent(21)_ -25.105687316988281
     y(1_50_60) c_u_tangent(22)_ -12.485325590436785
     y(1_50_60) c_u_tangent(23)_ -6.2090853411423605
     y(1_50_60) c_u_order(0)_ -15
     y(1_50_60) c_u_order(1)_ 15
     y(1_50_70) c_e_one_pair(1)_ 1
     y(1_50_70) c_u_only_chosen(1_50_70)_ -505
     y(1_50_70) c_u_only_chosen(9_50_70)_ -61
     y(1_50_70) c_u_tangent(0)_ -1.8294028169989729
     y(1_50_70) c_u_tangent(1)_ -1.629719035391505
     y(1_50_70) c_u_tangent(2)_ -1.4518312258173973
     y(1_50_70) c_u_tangent(3)_ -1.2933603047423992
     y(1_50_70) c_u_tangent(4)_ -1.152186871405495
     y(1_50_70) c_u_tangent(5)_ -1.0264228628105221
     y(1_50_70) c_u_tangent(6)_ -0.9143863026446245
     y(1_50_70) c_u_tangent(7)_ -0.81457880641387415
     y(1_50_70) c_u_tangent(8)_ -0.72566554194823263
     y(1_50_70) c_u_tangent(9)_ -0.64645737726629471
     y(1_50_70) c_u_tangent(10)_ -0.5758949770441617
     y(1_50_70) c_u_tangent(11)_ -0.51303463499354129
     y(1_50_70) c_u_tangent(12)_ -13650.887403316483
     y(1_50_70) c_u_tangent(13)_ -6788.7316398412058
     y(1_50_70) c_u_tangent(14)_ -3376.1085207240271
     y(1_50_70) c_u_tangent(15)_ -1678.9747110952219
     y(1_50_70) c_u_tangent(16)_ -834.97199903181468
     y(1_50_70) c_u_tangent(17)_ -415.24046464785874
     y(1_50_70) c_u_tangent(18)_ -206.50350392696217
     y(1_50_70) c_u_tangent(19)_ -102.6963910424204
     y(1_50_70) c_u_tangent(20)_ -51.072008622516726
     y(1_50_70) c_u_tangent(21)_ -25.398653626114303
     y(1_50_70) c_u_tangent(22)_ -12.631020855030947
     y(1_50_70) c_u_tangent(23)_ -6.2815411473696638
     y(1_50_70) c_u_order(0)_ -16
     y(1_50_70) c_u_order(1)_ 16
     y(1_50_80) c_e_one_pair(1)_ 1
     y(1_50_80) c_u_only_chosen(1_50_80)_ -505
     y(1_50_80) c_u_only_chosen(9_50_80)_ -61
     y(1_50_80) c_u_tangent(0)_ -1.7236615664771997
     y(1_50_80) c_u_tangent(1)_ -1.5355197003953283
     y(1_50_80) c_u_tangent(2)_ -1.367913978102469
     y(1_50_80) c_u_tangent(3)_ -1.218602829391491
     y(1_50_80) c_u_tangent(4)_ -1.0855893569132811
     y(1_50_80) c_u_tangent(5)_ -0.96709462953723524
     y(1_50_80) c_u_tangent(6)_ -0.86153389080662668
     y(1_50_80) c_u_tangent(7)_ -0.76749536429912157
     y(1_50_80) c_u_tangent(8)_ -0.68372137243391973
     y(1_50_80) c_u_tangent(9)_ -0.60909151620716528
     y(1_50_80) c_u_tangent(10)_ -0.54260769090028582
     y(1_50_80) c_u_tangent(11)_ -0.48338073736032855
     y(1_50_80) c_u_tangent(12)_ -13808.346541021821
     y(1_50_80) c_u_tangent(13)_ -6867.0377454107711
     y(1_50_80) c_u_tangent(14)_ -3415.0509807097201
     y(1_50_80) c_u_tangent(15)_ -1698.3412110470047
     y(1_50_80) c_u_tangent(16)_ -844.60316564327695
     y(1_50_80) c_u_tangent(17)_ -420.0301463419537
     y(1_50_80) c_u_tangent(18)_ -208.88546362678142
     y(1_50_80) c_u_tangent(19)_ -103.88096496067432
     y(1_50_80) c_u_tangent(20)_ -51.661109843630555
     y(1_50_80) c_u_tangent(21)_ -25.691619935240325
     y(1_50_80) c_u_tangent(22)_ -12.77671611962511
     y(1_50_80) c_u_tangent(23)_ -6.3539969535969663
     y(1_50_80) c_u_order(0)_ -17
     y(1_50_80) c_u_order(1)_ 17
     y(1_50_90) c_e_one_pair(1)_ 1
     y(1_50_90) c_u_only_chosen(1_50_90)_ -505
     y(1_50_90) c_u_only_chosen(9_50_90)_ -61
     y(1_50_90) c_u_tangent(0)_ -1.582966670204355
     y(1_50_90) c_u_tangent(1)_ -1.4101819953761405
     y(1_50_90) c_u_tangent(2)_ -1.2562571894367882
     y(1_50_90) c_u_tangent(3)_ -1.1191336516749855
     y(1_50_90) c_u_tangent(4)_ -0.99697748267048503
     y(1_50_90) c_u_tangent(5)_ -0.88815495759986351
     y(1_50_90) c_u_tangent(6)_ -0.7912106766908108
     y(1_50_90) c_u_tangent(7)_ -0.70484810060764891
     y(1_50_90) c_u_tangent(8)_ -0.62791221044702117
     y(1_50_90) c_u_tangent(9)_ -0.55937406043736382
     y(1_50_90) c_u_tangent(10)_ -0.49831701674892631
     y(1_50_90) c_u_tangent(11)_ -0.44392449837125653
     y(1_50_90) c_u_tangent(12)_ -13965.805678727162
     y(1_50_90) c_u_tangent(13)_ -6945.3438509803364
     y(1_50_90) c_u_tangent(14)_ -3453.9934406954135
     y(1_50_90) c_u_tangent(15)_ -1717.7077109987879
     y(1_50_90) c_u_tangent(16)_ -854.23433225473923
     y(1_50_90) c_u_tangent(17)_ -424.81982803604865
     y(1_50_90) c_u_tangent(18)_ -211.26742332660072
     y(1_50_90) c_u_tangent(19)_ -105.06553887892827
     y(1_50_90) c_u_tangent(20)_ -52.250211064744384
     y(1_50_90) c_u_tangent(21)_ -25.984586244366348
     y(1_50_90) c_u_tangent(22)_ -12.922411384219274
     y(1_50_90) c_u_tangent(23)_ -6.4264527598242704
     y(1_50_90) c_u_order(0)_ -18
     y(1_50_90) c_u_order(1)_ 18
     y(1_50_100) c_e_one_pair(1)_ 1
     y(1_50_100) c_u_only_chosen(1_50_100)_ -505
     y(1_50_100) c_u_only_chosen(9_50_100)_ -61
     y(1_50_100) c_u_tangent(0)_ -0.57005551692889
     y(1_50_100) c_u_tangent(1)_ -0.50783256619937633
     y(1_50_100) c_u_tangent(2)_ -0.45240140237922527
     y(1_50_100) c_u_tangent(3)_ -0.4030206853538747
     y(1_50_100) c_u_tangent(4)_ -0.35902999409129521
     y(1_50_100) c_u_tangent(5)_ -0.31984099412667072
     y(1_50_100) c_u_tangent(6)_ -0.28492956913768136
     y(1_50_100) c_u_tangent(7)_ -0.25382881137754365
     y(1_50_100) c_u_tangent(8)_ -0.22612277721938981
     y(1_50_100) c_u_tangent(9)_ -0.20144092429821542
     y(1_50_100) c_u_tangent(10)_ -0.17945315585235877
     y(1_50_100) c_u_tangent(11)_ -0.1598654059871997
     y(1_50_100) c_u_tangent(12)_ -14269.884133996158
     y(1_50_100) c_u_tangent(13)_ -7096.5653041568639
     y(1_50_100) c_u_tangent(14)_ -3529.1974793392928
     y(1_50_100) c_u_tangent(15)_ -1755.1074800761819
     y(1_50_100) c_u_tangent(16)_ -872.83363559356656
     y(1_50_100) c_u_tangent(17)_ -434.06945960392937
     y(1_50_100) c_u_tangent(18)_ -215.86736358150972
     y(1_50_100) c_u_tangent(19)_ -107.35313814095815
     y(1_50_100) c_u_tangent(20)_ -53.387858532677257
     y(1_50_100) c_u_tangent(21)_ -26.550350442133066
     y(1_50_100) c_u_tangent(22)_ -13.203771943177159
     y(1_50_100) c_u_tangent(23)_ -6.5663763612992012
     y(1_50_100) c_u_order(0)_ -19
     y(1_50_100) c_u_order(1)_ 19
     y(1_60_40) c_e_one_pair(1)_ 1
     y(1_60_40) c_u_only_chosen(1_60_40)_ -505
     y(1_60_40) c_u_only_chosen(9_60_40)_ -61
     y(1_60_40) c_u_tangent(0)_ -1.9576683930001808
     y(1_60_40) c_u_tangent(1)_ -1.7439841107768908
     y(1_60_40) c_u_tangent(2)_ -1.5536239893933774
     y(1_60_40) c_u_tangent(3)_ -1.3840421397780642
     y(1_60_40) c_u_tangent(4)_ -1.2329705628640497
     y(1_60_40) c_u_tangent(5)_ -1.0983888172169836
     y(1_60_40) c_u_tangent(6)_ -0.97849699751538333
     y(1_60_40) c_u_tangent(7)_ -0.87169166249575636
     y(1_60_40) c_u_tangent(8)_ -0.77654439042125922
     y(1_60_40) c_u_tangent(9)_ -0.69178267527327719
     y(1_60_40) c_u_tangent(10)_ -0.61627290817031311
     y(1_60_40) c_u_tangent(11)_ -0.54900521640653199
     y(1_60_40) c_u_tangent(12)_ -11802.489504859464
     y(1_60_40) c_u_tangent(13)_ -5869.503685970416
     y(1_60_40) c_u_tangent(14)_ -2918.9666727037279
     y(1_60_40) c_u_tangent(15)_ -1451.6332031140694
     y(1_60_40) c_u_tangent(16)_ -721.91264672143654
     y(1_60_40) c_u_tangent(17)_ -359.01484505752012
     y(1_60_40) c_u_tangent(18)_ -178.54190469863116
     y(1_60_40) c_u_tangent(19)_ -88.790790053006901
     y(1_60_40) c_u_tangent(20)_ -44.15660520450129
     y(1_60_40) c_u_tangent(21)_ -21.959549881493153
     y(1_60_40) c_u_tangent(22)_ -10.920717948413039
     y(1_60_40) c_u_tangent(23)_ -5.4309893031687855
     y(1_60_40) c_u_order(0)_ -20
     y(1_60_40) c_u_order(1)_ 20
     y(1_60_50) c_e_one_pair(1)_ 1
     y(1_60_50) c_u_only_chosen(1_60_50)_ -505
     y(1_60_50) c_u_only_chosen(9_60_50)_ -61
     y(1_60_50) c_u_tangent(0)_ -1.9468914740587482
     y(1_60_50) c_u_tangent(1)_ -1.7343835188358903
     y(1_60_50) c_u_tangent(2)_ -1.5450713254902237
     y(1_60_50) c_u_tangent(3)_ -1.376423020010259
     y(1_60_50) c_u_tangent(4)_ -1.2261830886111735
     y(1_60_50) c_u_tangent(5)_ -1.0923422123416899
     y(1_60_50) c_u_tangent(6)_ -0.9731103943172299
     y(1_60_50) c_u_tangent(7)_ -0.86689302018113912
     y(1_60_50) c_u_tangent(8)_ -0.77226953162499057
     y(1_60_50) c_u_tangent(9)_ -0.687974427746186
     y(1_60_50) c_u_tangent(10)_ -0.61288034015373805
     y(1_60_50) c_u_tangent(11)_ -0.5459829554675536
     y(1_60_50) c_u_tangent(12)_ -12283.134683908089
     y(1_60_50) c_u_tangent(13)_ -6108.5336507001666
     y(1_60_50) c_u_tangent(14)_ -3037.838818996338
     y(1_60_50) c_u_tangent(15)_ -1510.7495870376827
     y(1_60_50) c_u_tangent(16)_ -751.31185382922729
     y(1_60_50) c_u_tangent(17)_ -373.6353837508812
     y(1_60_50) c_u_tangent(18)_ -185.81285424840394
     y(1_60_50) c_u_tangent(19)_ -92.406710674272844
     y(1_60_50) c_u_tangent(20)_ -45.954841026355524
     y(1_60_50) c_u_tangent(21)_ -22.85383170061883
     y(1_60_50) c_u_tangent(22)_ -11.365453818035572
     y(1_60_50) c_u_tangent(23)_ -5.6521611860124805
     y(1_60_50) c_u_order(0)_ -21
     y(1_60_50) c_u_order(1)_ 21
     y(1_60_60) c_e_one_pair(1)_ 1
     y(1_60_60) c_u_only_chosen(1_60_60)_ -505
     y(1_60_60) c_u_only_chosen(9_60_60)_ -61
     y(1_60_60) c_u_tangent(0)_ -1.9271723278508612
     y(1_60_60) c_u_tangent(1)_ -1.7168167655555056
     y(1_60_60) c_u_tangent(2)_ -1.529422026197008
     y(1_60_60) c_u_tangent(3)_ -1.3624818799225171
     y(1_60_60) c_u_tangent(4)_ -1.2137636579833559
     y(1_60_60) c_u_tangent(5)_ -1.0812783928729512
     y(1_60_60) c_u_tangent(6)_ -0.96325421774157716
     y(1_60_60) c_u_tangent(7)_ -0.85811266932988628
     y(1_60_60) c_u_tangent(8)_ -0.76444757749507586
     y(1_60_60) c_u_tangent(9)_ -0.68100625899678346
     y(1_60_60) c_u_tangent(10)_ -0.60667276402714687
     y(1_60_60) c_u_tangent(11)_ -0.54045295142298611
     y(1_60_60) c_u_tangent(12)_ -12684.264881537551
     y(1_60_60) c_u_tangent(13)_ -6308.0199686139231
     y(1_60_60) c_u_tangent(14)_ -3137.0454887259207
     y(1_60_60) c_u_tangent(15)_ -1560.0861200980075
     y(1_60_60) c_u_tangent(16)_ -775.84743698152306
     y(1_60_60) c_u_tangent(17)_ -385.83719047060248
     y(1_60_60) c_u_tangent(18)_ -191.88094263665582
     y(1_60_60) c_u_tangent(19)_ -95.424435633653175
     y(1_60_60) c_u_tangent(20)_ -47.455587776863958
     y(1_60_60) c_u_tangent(21)_ -23.600169037346866
     y(1_60_60) c_u_tangent(22)_ -11.736615321470834
     y(1_60_60) c_u_tangent(23)_ -5.8367437532417608
     y(1_60_60) c_u_order(0)_ -22
     y(1_60_60) c_u_order(1)_ 22
     y(1_60_70) c_e_one_pair(1)_ 1
     y(1_60_70) c_u_only_chosen(1_60_70)_ -505
     y(1_60_70) c_u_only_chosen(9_60_70)_ -61
     y(1_60_70) c_u_tangent(0)_ -1.8392941912653191
     y(1_60_70) c_u_tangent(1)_ -1.6385307420196222
     y(1_60_70) c_u_tangent(2)_ -1.459681113164617
     y(1_60_70) c_u_tangent(3)_ -1.3003533577302748
     y(1_60_70) c_u_tangent(4)_ -1.1584166155952071
     y(1_60_70) c_u_tangent(5)_ -1.0319726152200261
     y(1_60_70) c_u_tangent(6)_ -0.91933028603605471
     y(1_60_70) c_u_tangent(7)_ -0.81898314195375865
     y(1_60_70) c_u_tangent(8)_ -0.72958913351642307
     y(1_60_70) c_u_tangent(9)_ -0.6499526992404191
     y(1_60_70) c_u_tangent(10)_ -0.57900877609548129
     y(1_60_70) c_u_tangent(11)_ -0.51580855528007719
     y(1_60_70) c_u_tangent(12)_ -12841.724019242891
     y(1_60_70) c_u_tangent(13)_ -6386.3260741834883
     y(1_60_70) c_u_tangent(14)_ -3175.9879487116141
     y(1_60_70) c_u_tangent(15)_ -1579.4526200497908
     y(1_60_70) c_u_tangent(16)_ -785.47860359298545
     y(1_60_70) c_u_tangent(17)_ -390.62687216469743
     y(1_60_70) c_u_tangent(18)_ -194.26290233647512
     y(1_60_70) c_u_tangent(19)_ -96.609009551907107
     y(1_60_70) c_u_tangent(20)_ -48.044688997977794
     y(1_60_70) c_u_tangent(21)_ -23.893135346472889
     y(1_60_70) c_u_tangent(22)_ -11.882310586065
     y(1_60_70) c_u_tangent(23)_ -5.9091995594690641
     y(1_60_70) c_u_order(0)_ -23
     y(1_60_70) c_u_order(1)_ 23
     y(1_60_80) c_e_one_pair(1)_ 1
     y(1_60_80) c_u_only_chosen(1_60_80)_ -505
     y(1_60_80) c_u_only_chosen(9_60_80)_ -61
     y(1_60_80) c_u_tangent(0)_ -1.7368172349537765
     y(1_60_80) c_u_tangent(1)_ -1.5472393955550572
     y(1_60_80) c_u_tangent(2)_ -1.3783544399369643
     y(1_60_80) c_u_tangent(3)_ -1.2279036893398032
     y(1_60_80) c_u_tangent(4)_ -1.0938750053021582
     y(1_60_80) c_u_tangent(5)_ -0.97447587918572198
     y(1_60_80) c_u_tangent(6)_ -0.8681094590441617
     y(1_60_80) c_u_tangent(7)_ -0.77335319321774443
     y(1_60_80) c_u_tangent(8)_ -0.68893980503172625
     y(1_60_80) c_u_tangent(9)_ -0.61374034415283563
     y(1_60_80) c_u_tangent(10)_ -0.54674908793155708
     y(1_60_80) c_u_tangent(11)_ -0.48707009079974684
     y(1_60_80) c_u_tangent(12)_ -12999.183156948229
     y(1_60_80) c_u_tangent(13)_ -6464.6321797530536
     y(1_60_80) c_u_tangent(14)_ -3214.9304086973066
     y(1_60_80) c_u_tangent(15)_ -1598.8191200015735
     y(1_60_80) c_u_tangent(16)_ -795.10977020444773
     y(1_60_80) c_u_tangent(17)_ -395.41655385879238
     y(1_60_80) c_u_tangent(18)_ -196.6448620362944
     y(1_60_80) c_u_tangent(19)_ -97.793583470161025
     y(1_60_80) c_u_tangent(20)_ -48.633790219091622
     y(1_60_80) c_u_tangent(21)_ -24.186101655598911
     y(1_60_80) c_u_tangent(22)_ -12.028005850659161
     y(1_60_80) c_u_tangent(23)_ -5.9816553656963665
     y(1_60_80) c_u_order(0)_ -24
     y(1_60_80) c_u_order(1)_ 24
     y(1_60_90) c_e_one_pair(1)_ 1
     y(1_60_90) c_u_only_chosen(1_60_90)_ -505
     y(1_60_90) c_u_only_chosen(9_60_90)_ -61
     y(1_60_90) c_u_tangent(0)_ -1.6199380632503881
     y(1_60_90) c_u_tangent(1)_ -1.4431178706531356
     y(1_60_90) c_u_tangent(2)_ -1.2855980335567572
     y(1_60_90) c_u_tangent(3)_ -1.1452718710613587
     y(1_60_90) c_u_tangent(4)_ -1.0202626516280202
     y(1_60_90) c_u_tangent(5)_ -0.90889849354491814
     y(1_60_90) c_u_tangent(6)_ -0.80969000506882238
     y(1_60_90) c_u_tangent(7)_ -0.72131036519970826
     y(1_60_90) c_u_tangent(8)_ -0.64257757868742982
     y(1_60_90) c_u_tangent(9)_ -0.5724386679477137
     y(1_60_90) c_u_tangent(10)_ -0.5099555904691
     y(1_60_90) c_u_tangent(11)_ -0.45429269336927758
     y(1_60_90) c_u_tangent(12)_ -13156.642294653569
     y(1_60_90) c_u_tangent(13)_ -6542.9382853226189
     y(1_60_90) c_u_tangent(14)_ -3253.872868683
     y(1_60_90) c_u_tangent(15)_ -1618.1856199533568
     y(1_60_90) c_u_tangent(16)_ -804.74093681591
     y(1_60_90) c_u_tangent(17)_ -400.20623555288734
     y(1_60_90) c_u_tangent(18)_ -199.0268217361137
     y(1_60_90) c_u_tangent(19)_ -98.978157388414971
     y(1_60_90) c_u_tangent(20)_ -49.222891440205451
     y(1_60_90) c_u_tangent(21)_ -24.479067964724937
     y(1_60_90) c_u_tangent(22)_ -12.173701115253326
     y(1_60_90) c_u_tangent(23)_ -6.0541111719236707
     y(1_60_90) c_u_order(0)_ -25
     y(1_60_90) c_u_order(1)_ 25
     y(1_60_100) c_e_one_pair(1)_ 1
     y(1_60_100) c_u_only_chosen(1_60_100)_ -505
     y(1_60_100) c_u_only_chosen(9_60_100)_ -61
     y(1_60_100) c_u_tangent(0)_ -0.68406662031466703
     y(1_60_100) c_u_tangent(1)_ -0.60939907943925076
     y(1_60_100) c_u_tangent(2)_ -0.54288168285506955
     y(1_60_100) c_u_tangent(3)_ -0.48362482242464899
     y(1_60_100) c_u_tangent(4)_ -0.43083599290955366
     y(1_60_100) c_u_tangent(5)_ -0.38380919295200427
     y(1_60_100) c_u_tangent(6)_ -0.34191548296521718
     y(1_60_100) c_u_tangent(7)_ -0.30459457365305193
     y(1_60_100) c_u_tangent(8)_ -0.27134733266326738
     y(1_60_100) c_u_tangent(9)_ -0.24172910915785817
     y(1_60_100) c_u_tangent(10)_ -0.21534378702283022
     y(1_60_100) c_u_tangent(11)_ -0.19183848718463936
     y(1_60_100) c_u_tangent(12)_ -13314.101432358906
     y(1_60_100) c_u_tangent(13)_ -6621.2443908921832
     y(1_60_100) c_u_tangent(14)_ -3292.8153286686925
     y(1_60_100) c_u_tangent(15)_ -1637.5521199051395
     y(1_60_100) c_u_tangent(16)_ -814.37210342737217
     y(1_60_100) c_u_tangent(17)_ -404.99591724698217
     y(1_60_100) c_u_tangent(18)_ -201.40878143593295
     y(1_60_100) c_u_tangent(19)_ -100.16273130666887
     y(1_60_100) c_u_tangent(20)_ -49.811992661319273
     y(1_60_100) c_u_tangent(21)_ -24.772034273850952
     y(1_60_100) c_u_tangent(22)_ -12.319396379847486
     y(1_60_100) c_u_tangent(23)_ -6.1265669781509722
     y(1_60_100) c_u_order(0)_ -26
     y(1_60_100) c_u_order(1)_ 26
     y(1_70_30) c_e_one_pair(1)_ 1
     y(1_70_30) c_u_only_chosen(1_70_30)_ -505
     y(1_70_30) c_u_only_chosen(9_70_30)_ -61
     y(1_70_30) c_u_tangent(0)_ -1.9649466353917153
     y(1_70_30) c_u_tangent(1)_ -1.7504679152509295
     y(1_70_30) c_u_tangent(2)_ -1.5594000707872127
     y(1_70_30) c_u_tangent(3)_ -1.3891877477928951
     y(1_70_30) c_u_tangent(4)_ -1.2375545152076837
     y(1_70_30) c_u_tangent(5)_ -1.102472419976491
     y(1_70_30) c_u_tangent(6)_ -0.98213486506883108
     y(1_70_30) c_u_tangent(7)_ -0.87493244792857461
     y(1_70_30) c_u_tangent(8)_ -0.77943143621587962
     y(1_70_30) c_u_tangent(9)_ -0.69435459297440882
     y(1_70_30) c_u_tangent(10)_ -0.61856409477833996
     y(1_70_30) c_u_tangent(11)_ -0.55104631440530993
     y(1_70_30) c_u_tangent(12)_ -8851.867128644597
     y(1_70_30) c_u_tangent(13)_ -4402.1277644778111
     y(1_70_30) c_u_tangent(14)_ -2189.2250045277956
     y(1_70_30) c_u_tangent(15)_ -1088.7249023355519
     y(1_70_30) c_u_tangent(16)_ -541.43448504107732
     y(1_70_30) c_u_tangent(17)_ -269.26113379314006
     y(1_70_30) c_u_tangent(18)_ -133.90642852397335
     y(1_70_30) c_u_tangent(19)_ -66.593092539755162
     y(1_70_30) c_u_tangent(20)_ -33.117453903375967
     y(1_70_30) c_u_tangent(21)_ -16.469662411119863
     y(1_70_30) c_u_tangent(22)_ -8.190538461309778
     y(1_70_30) c_u_tangent(23)_ -4.0732419773765889
     y(1_70_30) c_u_order(0)_ -27
     y(1_70_30) c_u_order(1)_ 27
     y(1_70_40) c_e_one_pair(1)_ 1
     y(1_70_40) c_u_only_chosen(1_70_40)_ -505
     y(1_70_40) c_u_only_chosen(9_70_40)_ -61
     y(1_70_40) c_u_tangent(0)_ -1.958404735228638
     y(1_70_40) c_u_tangent(1)_ -1.74464007945428
     y(1_70_40) c_u_tangent(2)_ -1.5542083574889267
     y(1_70_40) c_u_tangent(3)_ -1.3845627226700019
     y(1_70_40) c_u_tangent(4)_ -1.2334343228629994
     y(1_70_40) c_u_tangent(5)_ -1.0988019566803748
     y(1_70_40) c_u_tangent(6)_ -0.97886504179819711
     y(1_70_40) c_u_tangent(7)_ -0.87201953384699471
     y(1_70_40) c_u_tangent(8)_ -0.7768364738144341
     y(1_70_40) c_u_tangent(9)_ -0.69204287705134138
     y(1_70_40) c_u_tangent(10)_ -0.616504708289354
     y(1_70_40) c_u_tangent(11)_ -0.54921171497693788
     y(1_70_40) c_u_tangent(12)_ -9332.5123076932232
     y(1_70_40) c_u_tangent(13)_ -4641.1577292075626
     y(1_70_40) c_u_tangent(14)_ -2308.0971508204061
     y(1_70_40) c_u_tangent(15)_ -1147.8412862591654
     y(1_70_40) c_u_tangent(16)_ -570.83369214886818
     y(1_70_40) c_u_tangent(17)_ -283.8816724865012
     y(1_70_40) c_u_tangent(18)_ -141.17737807374615
     y(1_70_40) c_u_tangent(19)_ -70.209013161021119
     y(1_70_40) c_u_tangent(20)_ -34.915689725230209
     y(1_70_40) c_u_tangent(21)_ -17.363944230245547
     y(1_70_40) c_u_tangent(22)_ -8.6352743309323134
     y(1_70_40) c_u_tangent(23)_ -4.2944138602202848
     y(1_70_40) c_u_order(0)_ -28
     y(1_70_40) c_u_order(1)_ 28
     y(1_70_50) c_e_one_pair(1)_ 1
     y(1_70_50) c_u_only_chosen(1_70_50)_ -505
     y(1_70_50) c_u_only_chosen(9_70_50)_ -61
     y(1_70_50) c_u_tangent(0)_ -1.9483266378925568
     y(1_70_50) c_u_tangent(1)_ -1.7356620310351334
     y(1_70_50) c_u_tangent(2)_ -1.5462102849630779
     y(1_70_50) c_u_tangent(3)_ -1.3774376592773478
     y(1_70_50) c_u_tangent(4)_ -1.2270869775263238
     y(1_70_50) c_u_tangent(5)_ -1.0931474395760703
     y(1_70_50) c_u_tangent(6)_ -0.97382772903405201
     y(1_70_50) c_u_tangent(7)_ -0.86753205606317074
     y(1_70_50) c_u_tangent(8)_ -0.77283881518111497
     y(1_70_50) c_u_tangent(9)_ -0.68848157261298648
     y(1_70_50) c_u_tangent(10)_ -0.61333212892078581
     y(1_70_50) c_u_tangent(11)_ -0.54638543038821752
     y(1_70_50) c_u_tangent(12)_ -9813.1574867418549
     y(1_70_50) c_u_tangent(13)_ -4880.1876939373169
     y(1_70_50) c_u_tangent(14)_ -2426.969297113018
     y(1_70_50) c_u_tangent(15)_ -1206.9576701827798
     y(1_70_50) c_u_tangent(16)_ -600.23289925665949
     y(1_70_50) c_u_tangent(17)_ -298.50221117986251
     y(1_70_50) c_u_tangent(18)_ -148.44832762351905
     y(1_70_50) c_u_tangent(19)_ -73.824933782287133
     y(1_70_50) c_u_tangent(20)_ -36.713925547084472
     y(1_70_50) c_u_tangent(21)_ -18.258226049371238
     y(1_70_50) c_u_tangent(22)_ -9.0800102005548542
     y(1_70_50) c_u_tangent(23)_ -4.5155857430639834
     y(1_70_50) c_u_order(0)_ -29
     y(1_70_50) c_u_order(1)_ 29
     y(1_70_60) c_e_one_pair(1)_ 1
     y(1_70_60) c_u_only_chosen(1_70_60)_ -505
     y(1_70_60) c_u_only_chosen(9_70_60)_ -61
     y(1_70_60) c_u_tangent(0)_ -1.9355761827976414
     y(1_70_60) c_u_tangent(1)_ -1.7243033192276509
     y(1_70_60) c_u_tangent(2)_ -1.536091404267055
     y(1_70_60) c_u_tangent(3)_ -1.3684232791015174
     y(1_70_60) c_u_tangent(4)_ -1.2190565389436905
     y(1_70_60) c_u_tangent(5)_ -1.0859935429607097
     y(1_70_60) c_u_tangent(6)_ -0.96745469769128767
     y(1_70_60) c_u_tangent(7)_ -0.8618546566430213
     y(1_70_60) c_u_tangent(8)_ -0.76778111776173708
     y(1_70_60) c_u_tangent(9)_ -0.6839759352087913
     y(1_70_60) c_u_tangent(10)_ -0.60931829283397232
     y(1_70_60) c_u_tangent(11)_ -0.54280971430489355
     y(1_70_60) c_u_tangent(12)_ -10293.802665790485
     y(1_70_60) c_u_tangent(13)_ -5119.2176586670703
     y(1_70_60) c_u_tangent(14)_ -2545.8414434056294
     y(1_70_60) c_u_tangent(15)_ -1266.0740541063938
     y(1_70_60) c_u_tangent(16)_ -629.63210636445069
     y(1_70_60) c_u_tangent(17)_ -313.12274987322377
     y(1_70_60) c_u_tangent(18)_ -155.71927717329194
     y(1_70_60) c_u_tangent(19)_ -77.440854403553118
     y(1_70_60) c_u_tangent(20)_ -38.51216136893872
     y(1_70_60) c_u_tangent(21)_ -19.152507868496929
     y(1_70_60) c_u_tangent(22)_ -9.5247460701773949
     y(1_70_60) c_u_tangent(23)_ -4.736757625907682
     y(1_70_60) c_u_order(0)_ -30
     y(1_70_60) c_u_order(1)_ 30
     y(1_70_70) c_e_one_pair(1)_ 1
     y(1_70_70) c_u_only_chosen(1_70_70)_ -505
     y(1_70_70) c_u_only_chosen(9_70_70)_ -61
     y(1_70_70) c_u_tangent(0)_ -1.8491855655316649
     y(1_70_70) c_u_tangent(1)_ -1.647342448647739
     y(1_70_70) c_u_tangent(2)_ -1.4675310005118363
     y(1_70_70) c_u_tangent(3)_ -1.3073464107181501
     y(1_70_70) c_u_tangent(4)_ -1.164646359784919
     y(1_70_70) c_u_tangent(5)_ -1.0375223676295298
     y(1_70_70) c_u_tangent(6)_ -0.9242742694274847
     y(1_70_70) c_u_tangent(7)_ -0.82338747749364283
     y(1_70_70) c_u_tangent(8)_ -0.73351272508461329
     y(1_70_70) c_u_tangent(9)_ -0.65344802121454337
     y(1_70_70) c_u_tangent(10)_ -0.58212257514680066
     y(1_70_70) c_u_tangent(11)_ -0.51858247556661308
     y(1_70_70) c_u_tangent(12)_ -10774.447844839111
     y(1_70_70) c_u_tangent(13)_ -5358.2476233968218
     y(1_70_70) c_u_tangent(14)_ -2664.71358969824
     y(1_70_70) c_u_tangent(15)_ -1325.1904380300073
     y(1_70_70) c_u_tangent(16)_ -659.03131347224155
     y(1_70_70) c_u_tangent(17)_ -327.74328856658485
     y(1_70_70) c_u_tangent(18)_ -162.99022672306475
     y(1_70_70) c_u_tangent(19)_ -81.056775024819089
     y(1_70_70) c_u_tangent(20)_ -40.310397190792962
     y(1_70_70) c_u_tangent(21)_ -20.046789687622613
     y(1_70_70) c_u_tangent(22)_ -9.9694819397999304
     y(1_70_70) c_u_tangent(23)_ -4.9579295087513779
     y(1_70_70) c_u_order(0)_ -31
     y(1_70_70) c_u_order(1)_ 31
     y(1_70_80) c_e_one_pair(1)_ 1
     y(1_70_80) c_u_only_chosen(1_70_80)_ -505
     y(1_70_80) c_u_only_chosen(9_70_80)_ -61
     y(1_70_80) c_u_tangent(0)_ -1.7499729034303537
     y(1_70_80) c_u_tangent(1)_ -1.5589590907147863
     y(1_70_80) c_u_tangent(2)_ -1.3887949017714598
     y(1_70_80) c_u_tangent(3)_ -1.2372045492881156
     y(1_70_80) c_u_tangent(4)_ -1.1021606536910356
     y(1_70_80) c_u_tangent(5)_ -0.98185712883420873
     y(1_70_80) c_u_tangent(6)_ -0.87468502728169684
     y(1_70_80) c_u_tangent(7)_ -0.77921102213636739
     y(1_70_80) c_u_tangent(8)_ -0.69415823762953288
     y(1_70_80) c_u_tangent(9)_ -0.61838917209850597
     y(1_70_80) c_u_tangent(10)_ -0.55089048496282844
     y(1_70_80) c_u_tangent(11)_ -0.49075944423916518
     y(1_70_80) c_u_tangent(12)_ -11255.093023887737
     y(1_70_80) c_u_tangent(13)_ -5597.2775881265743
     y(1_70_80) c_u_tangent(14)_ -2783.5857359908509
     y(1_70_80) c_u_tangent(15)_ -1384.3068219536212
     y(1_70_80) c_u_tangent(16)_ -688.43052058003263
     y(1_70_80) c_u_tangent(17)_ -342.36382725994605
     y(1_70_80) c_u_tangent(18)_ -170.26117627283759
     y(1_70_80) c_u_tangent(19)_ -84.67269564608506
     y(1_70_80) c_u_tangent(20)_ -42.108633012647211
     y(1_70_80) c_u_tangent(21)_ -20.941071506748301
     y(1_70_80) c_u_tangent(22)_ -10.414217809422468
     y(1_70_80) c_u_tangent(23)_ -5.1791013915950748
     y(1_70_80) c_u_order(0)_ -32
     y(1_70_80) c_u_order(1)_ 32
     y(1_70_90) c_e_one_pair(1)_ 1
     y(1_70_90) c_u_only_chosen(1_70_90)_ -505
     y(1_70_90) c_u_only_chosen(9_70_90)_ -61
     y(1_70_90) c_u_tangent(0)_ -1.6330937317269645
     y(1_70_90) c_u_tangent(1)_ -1.4548375658128638
     y(1_70_90) c_u_tangent(2)_ -1.296038495391252
     y(1_70_90) c_u_tangent(3)_ -1.1545727310096705
     y(1_70_90) c_u_tangent(4)_ -1.0285483000168971
     y(1_70_90) c_u_tangent(5)_ -0.91627974319340444
     y(1_70_90) c_u_tangent(6)_ -0.81626557330635718
     y(1_70_90) c_u_tangent(7)_ -0.72716819411833089
     y(1_70_90) c_u_tangent(8)_ -0.64779601128523612
     y(1_70_90) c_u_tangent(9)_ -0.57708749589338371
     y(1_70_90) c_u_tangent(10)_ -0.51409698750037114
     y(1_70_90) c_u_tangent(11)_ -0.4579820468086957
     y(1_70_90) c_u_tangent(12)_ -11735.738202936363
     y(1_70_90) c_u_tangent(13)_ -5836.3075528563259
     y(1_70_90) c_u_tangent(14)_ -2902.4578822834615
     y(1_70_90) c_u_tangent(15)_ -1443.4232058772348
     y(1_70_90) c_u_tangent(16)_ -717.82972768782361
     y(1_70_90) c_u_tangent(17)_ -356.98436595330719
     y(1_70_90) c_u_tangent(18)_ -177.5321258226104
     y(1_70_90) c_u_tangent(19)_ -88.288616267351031
     y(1_70_90) c_u_tangent(20)_ -43.906868834501452
     y(1_70_90) c_u_tangent(21)_ -21.835353325873982
     y(1_70_90) c_u_tangent(22)_ -10.858953679045003
     y(1_70_90) c_u_tangent(23)_ -5.4002732744387716
     y(1_70_90) c_u_order(0)_ -33
     y(1_70_90) c_u_order(1)_ 33
     y(1_70_100) c_e_one_pair(1)_ 1
     y(1_70_100) c_u_only_chosen(1_70_100)_ -505
     y(1_70_100) c_u_only_chosen(9_70_100)_ -61
     y(1_70_100) c_u_tangent(0)_ -0.7980777237004465
     y(1_70_100) c_u_tangent(1)_ -0.71096559267912729
     y(1_70_100) c_u_tangent(2)_ -0.63336196333091577
     y(1_70_100) c_u_tangent(3)_ -0.56422895949542495
     y(1_70_100) c_u_tangent(4)_ -0.50264199172781365
     y(1_70_100) c_u_tangent(5)_ -0.44777739177733927
     y(1_70_100) c_u_tangent(6)_ -0.39890139679275421
     y(1_70_100) c_u_tangent(7)_ -0.35536033592856137
     y(1_70_100) c_u_tangent(8)_ -0.31657188810714593
     y(1_70_100) c_u_tangent(9)_ -0.28201729401750181
     y(1_70_100) c_u_tangent(10)_ -0.25123441819330244
     y(1_70_100) c_u_tangent(11)_ -0.22381156838207972
     y(1_70_100) c_u_tangent(12)_ -12216.383381984995
     y(1_70_100) c_u_tangent(13)_ -6075.3375175860801
     y(1_70_100) c_u_tangent(14)_ -3021.3300285760733
     y(1_70_100) c_u_tangent(15)_ -1502.5395898008489
     y(1_70_100) c_u_tangent(16)_ -747.2289347956148
     y(1_70_100) c_u_tangent(17)_ -371.6049046466685
     y(1_70_100) c_u_tangent(18)_ -184.80307537238329
     y(1_70_100) c_u_tangent(19)_ -91.904536888617031
     y(1_70_100) c_u_tangent(20)_ -45.705104656355715
     y(1_70_100) c_u_tangent(21)_ -22.729635144999676
     y(1_70_100) c_u_tangent(22)_ -11.303689548667544
     y(1_70_100) c_u_tangent(23)_ -5.6214451572824702
     y(1_70_100) c_u_order(0)_ -34
     y(1_70_100) c_u_order(1)_ 34
     y(1_80_20) c_e_one_pair(1)_ 1
     y(1_80_20) c_u_only_chosen(1_80_20)_ -505
     y(1_80_20) c_u_only_chosen(9_80_20)_ -61
     y(1_80_20) c_u_tangent(0)_ -1.9722248777832501
     y(1_80_20) c_u_tangent(1)_ -1.7569517197249687
     y(1_80_20) c_u_tangent(2)_ -1.5651761521810483
     y(1_80_20) c_u_tangent(3)_ -1.3943333558077262
     y(1_80_20) c_u_tangent(4)_ -1.2421384675513178
     y(1_80_20) c_u_tangent(5)_ -1.1065560227359987
     y(1_80_20) c_u_tangent(6)_ -0.98577273262227905
     y(1_80_20) c_u_tangent(7)_ -0.87817323336139308
     y(1_80_20) c_u_tangent(8)_ -0.78231848201050003
     y(1_80_20) c_u_tangent(9)_ -0.69692651067554057
     y(1_80_20) c_u_tangent(10)_ -0.62085528138636692
     y(1_80_20) c_u_tangent(11)_ -0.55308741240408799
     y(1_80_20) c_u_tangent(12)_ -5901.2447524297322
     y(1_80_20) c_u_tangent(13)_ -2934.751842985208
     y(1_80_20) c_u_tangent(14)_ -1459.483336351864
     y(1_80_20) c_u_tangent(15)_ -725.81660155703469
     y(1_80_20) c_u_tangent(16)_ -360.95632336071827
     y(1_80_20) c_u_tangent(17)_ -179.50742252876006
     y(1_80_20) c_u_tangent(18)_ -89.270952349315579
     y(1_80_20) c_u_tangent(19)_ -44.395395026503451
     y(1_80_20) c_u_tangent(20)_ -22.078302602250645
     y(1_80_20) c_u_tangent(21)_ -10.979774940746577
     y(1_80_20) c_u_tangent(22)_ -5.4603589742065193
     y(1_80_20) c_u_tangent(23)_ -2.7154946515843927
     y(1_80_20) c_u_order(0)_ -35
     y(1_80_20) c_u_order(1)_ 35
     y(1_80_30) c_e_one_pair(1)_ 1
     y(1_80_30) c_u_only_chosen(1_80_30)_ -505
     y(1_80_30) c_u_only_chosen(9_80_30)_ -61
     y(1_80_30) c_u_tangent(0)_ -1.9656829776201727
     y(1_80_30) c_u_tangent(1)_ -1.7511238839283192
     y(1_80_30) c_u_tangent(2)_ -1.5599844388827622
     y(1_80_30) c_u_tangent(3)_ -1.389708330684833
     y(1_80_30) c_u_tangent(4)_ -1.2380182752066335
     y(1_80_30) c_u_tangent(5)_ -1.1028855594398825
     y(1_80_30) c_u_tangent(6)_ -0.98250290935164519
     y(1_80_30) c_u_tangent(7)_ -0.87526031927981318
     y(1_80_30) c_u_tangent(8)_ -0.77972351960905462
     y(1_80_30) c_u_tangent(9)_ -0.69461479475247312
     y(1_80_30) c_u_tangent(10)_ -0.61879589489738085
     y(1_80_30) c_u_tangent(11)_ -0.55125281297571593
     y(1_80_30) c_u_tangent(12)_ -6381.8899314783566
     y(1_80_30) c_u_tangent(13)_ -3173.7818077149591
     y(1_80_30) c_u_tangent(14)_ -1578.3554826444743
     y(1_80_30) c_u_tangent(15)_ -784.93298548064809
     y(1_80_30) c_u_tangent(16)_ -390.35553046850913
     y(1_80_30) c_u_tangent(17)_ -194.12796122212117
     y(1_80_30) c_u_tangent(18)_ -96.541901899088373
     y(1_80_30) c_u_tangent(19)_ -48.011315647769401
     y(1_80_30) c_u_tangent(20)_ -23.876538424104883
     y(1_80_30) c_u_tangent(21)_ -11.874056759872257
     y(1_80_30) c_u_tangent(22)_ -5.9050948438290538
     y(1_80_30) c_u_tangent(23)_ -2.9366665344280882
     y(1_80_30) c_u_order(0)_ -36
     y(1_80_30) c_u_order(1)_ 36
     y(1_80_40) c_e_one_pair(1)_ 1
     y(1_80_40) c_u_only_chosen(1_80_40)_ -505
     y(1_80_40) c_u_only_chosen(9_80_40)_ -61
     y(1_80_40) c_u_tangent(0)_ -1.9591410774570952
     y(1_80_40) c_u_tangent(1)_ -1.7452960481316695
     y(1_80_40) c_u_tangent(2)_ -1.554792725584476
     y(1_80_40) c_u_tangent(3)_ -1.3850833055619394
     y(1_80_40) c_u_tangent(4)_ -1.233898082861949
     y(1_80_40) c_u_tangent(5)_ -1.0992150961437661
     y(1_80_40) c_u_tangent(6)_ -0.97923308608101101
     y(1_80_40) c_u_tangent(7)_ -0.87234740519823317
     y(1_80_40) c_u_tangent(8)_ -0.77712855720760898
     y(1_80_40) c_u_tangent(9)_ -0.69230307882940567
     y(1_80_40) c_u_tangent(10)_ -0.61673650840839478
     y(1_80_40) c_u_tangent(11)_ -0.54941821354734377
     y(1_80_40) c_u_tangent(12)_ -6862.5351105269847
     y(1_80_40) c_u_tangent(13)_ -3412.8117724447111
     y(1_80_40) c_u_tangent(14)_ -1697.2276289370852
     y(1_80_40) c_u_tangent(15)_ -844.04936940426194
     y(1_80_40) c_u_tangent(16)_ -419.75473757630016
     y(1_80_40) c_u_tangent(17)_ -208.74849991548234
     y(1_80_40) c_u_tangent(18)_ -103.81285144886121
     y(1_80_40) c_u_tangent(19)_ -51.627236269035379
     y(1_80_40) c_u_tangent(20)_ -25.674774245959131
     y(1_80_40) c_u_tangent(21)_ -12.768338578997945
     y(1_80_40) c_u_tangent(22)_ -6.3498307134515919
     y(1_80_40) c_u_tangent(23)_ -3.1578384172717855
     y(1_80_40) c_u_order(0)_ -37
     y(1_80_40) c_u_order(1)_ 37
     y(1_80_50) c_e_one_pair(1)_ 1
     y(1_80_50) c_u_only_chosen(1_80_50)_ -505
     y(1_80_50) c_u_only_chosen(9_80_50)_ -61
     y(1_80_50) c_u_tangent(0)_ -1.9497618017263649
     y(1_80_50) c_u_tangent(1)_ -1.7369405432343763
     y(1_80_50) c_u_tangent(2)_ -1.5473492444359318
     y(1_80_50) c_u_tangent(3)_ -1.3784522985444361
     y(1_80_50) c_u_tangent(4)_ -1.2279908664414738
     y(1_80_50) c_u_tangent(5)_ -1.0939526668104504
     y(1_80_50) c_u_tangent(6)_ -0.97454506375087391
     y(1_80_50) c_u_tangent(7)_ -0.86817109194520226
     y(1_80_50) c_u_tangent(8)_ -0.77340809873723915
     y(1_80_50) c_u_tangent(9)_ -0.68898871747978674
     y(1_80_50) c_u_tangent(10)_ -0.61378391768783358
     y(1_80_50) c_u_tangent(11)_ -0.54678790530888122
     y(1_80_50) c_u_tangent(12)_ -7343.1802895756136
     y(1_80_50) c_u_tangent(13)_ -3651.841737174464
     y(1_80_50) c_u_tangent(14)_ -1816.0997752296964
     y(1_80_50) c_u_tangent(15)_ -903.1657533278759
     y(1_80_50) c_u_tangent(16)_ -449.15394468409124
     y(1_80_50) c_u_tangent(17)_ -223.36903860884357
     y(1_80_50) c_u_tangent(18)_ -111.08380099863406
     y(1_80_50) c_u_tangent(19)_ -55.243156890301364
     y(1_80_50) c_u_tangent(20)_ -27.47301006781338
     y(1_80_50) c_u_tangent(21)_ -13.662620398123632
     y(1_80_50) c_u_tangent(22)_ -6.79456658307413
     y(1_80_50) c_u_tangent(23)_ -3.3790103001154832
     y(1_80_50) c_u_order(0)_ -38
     y(1_80_50) c_u_order(1)_ 38
     y(1_80_60) c_e_one_pair(1)_ 1
     y(1_80_60) c_u_only_chosen(1_80_60)_ -505
     y(1_80_60) c_u_only_chosen(9_80_60)_ -61
     y(1_80_60) c_u_tangent(0)_ -1.93701134663145
     y(1_80_60) c_u_tangent(1)_ -1.7255818314268943
     y(1_80_60) c_u_tangent(2)_ -1.5372303637399092
     y(1_80_60) c_u_tangent(3)_ -1.3694379183686061
     y(1_80_60) c_u_tangent(4)_ -1.2199604278588407
     y(1_80_60) c_u_tangent(5)_ -1.0867987701950903
     y(1_80_60) c_u_tangent(6)_ -0.96817203240810978
     y(1_80_60) c_u_tangent(7)_ -0.86249369252505292
     y(1_80_60) c_u_tangent(8)_ -0.76835040131786148
     y(1_80_60) c_u_tangent(9)_ -0.68448308007559167
     y(1_80_60) c_u_tangent(10)_ -0.60977008160102009
     y(1_80_60) c_u_tangent(11)_ -0.54321218922555736
     y(1_80_60) c_u_tangent(12)_ -7823.8254686242472
     y(1_80_60) c_u_tangent(13)_ -3890.8717019042197
     y(1_80_60) c_u_tangent(14)_ -1934.9719215223088
     y(1_80_60) c_u_tangent(15)_ -962.28213725149044
     y(1_80_60) c_u_tangent(16)_ -478.55315179188267
     y(1_80_60) c_u_tangent(17)_ -237.98957730220494
     y(1_80_60) c_u_tangent(18)_ -118.354750548407
     y(1_80_60) c_u_tangent(19)_ -58.859077511567385
     y(1_80_60) c_u_tangent(20)_ -29.27124588966765
     y(1_80_60) c_u_tangent(21)_ -14.556902217249331
     y(1_80_60) c_u_tangent(22)_ -7.2393024526966734
     y(1_80_60) c_u_tangent(23)_ -3.6001821829591831
     y(1_80_60) c_u_order(0)_ -39
     y(1_80_60) c_u_order(1)_ 39
     y(1_80_70) c_e_one_pair(1)_ 1
     y(1_80_70) c_u_only_chosen(1_80_70)_ -505
     y(1_80_70) c_u_only_chosen(9_80_70)_ -61
     y(1_80_70) c_u_tangent(0)_ -1.8590769397980111
     y(1_80_70) c_u_tangent(1)_ -1.6561541552758563
     y(1_80_70) c_u_tangent(2)_ -1.4753808878590557
     y(1_80_70) c_u_tangent(3)_ -1.3143394637060257
     y(1_80_70) c_u_tangent(4)_ -1.1708761039746312
     y(1_80_70) c_u_tangent(5)_ -1.0430721200390338
     y(1_80_70) c_u_tangent(6)_ -0.9292182528189149
     y(1_80_70) c_u_tangent(7)_ -0.82779181303352722
     y(1_80_70) c_u_tangent(8)_ -0.73743631665280374
     y(1_80_70) c_u_tangent(9)_ -0.65694334318866765
     y(1_80_70) c_u_tangent(10)_ -0.58523637419812025
     y(1_80_70) c_u_tangent(11)_ -0.52135639585314897
     y(1_80_70) c_u_tangent(12)_ -8304.4706476728679
     y(1_80_70) c_u_tangent(13)_ -4129.9016666339685
     y(1_80_70) c_u_tangent(14)_ -2053.8440678149182
     y(1_80_70) c_u_tangent(15)_ -1021.3985211751034
     y(1_80_70) c_u_tangent(16)_ -507.95235889967324
     y(1_80_70) c_u_tangent(17)_ -252.61011599556591
     y(1_80_70) c_u_tangent(18)_ -125.62570009817973
     y(1_80_70) c_u_tangent(19)_ -62.474998132833306
     y(1_80_70) c_u_tangent(20)_ -31.069481711521874
     y(1_80_70) c_u_tangent(21)_ -15.451184036375004
     y(1_80_70) c_u_tangent(22)_ -7.6840383223192044
     y(1_80_70) c_u_tangent(23)_ -3.8213540658028768
     y(1_80_70) c_u_order(0)_ -40
     y(1_80_70) c_u_order(1)_ 40
     y(1_80_80) c_e_one_pair(1)_ 1
     y(1_80_80) c_u_only_chosen(1_80_80)_ -505
     y(1_80_80) c_u_only_chosen(9_80_80)_ -61
     y(1_80_80) c_u_tangent(0)_ -1.7631285719069303
     y(1_80_80) c_u_tangent(1)_ -1.570678785874515
     y(1_80_80) c_u_tangent(2)_ -1.3992353636059549
     y(1_80_80) c_u_tangent(3)_ -1.2465054092364278
     y(1_80_80) c_u_tangent(4)_ -1.1104463020799127
     y(1_80_80) c_u_tangent(5)_ -0.98923837848269525
     y(1_80_80) c_u_tangent(6)_ -0.88126059551923175
     y(1_80_80) c_u_tangent(7)_ -0.78506885105499002
     y(1_80_80) c_u_tangent(8)_ -0.69937667022733918
     y(1_80_80) c_u_tangent(9)_ -0.62303800004417609
     y(1_80_80) c_u_tangent(10)_ -0.55503188199409959
     y(1_80_80) c_u_tangent(11)_ -0.49444879767858335
     y(1_80_80) c_u_tangent(12)_ -8785.1158267214996
     y(1_80_80) c_u_tangent(13)_ -4368.9316313637228
     y(1_80_80) c_u_tangent(14)_ -2172.71621410753
     y(1_80_80) c_u_tangent(15)_ -1080.5149050987177
     y(1_80_80) c_u_tangent(16)_ -537.3515660074645
     y(1_80_80) c_u_tangent(17)_ -267.23065468892719
     y(1_80_80) c_u_tangent(18)_ -132.89664964795264
     y(1_80_80) c_u_tangent(19)_ -66.09091875409932
     y(1_80_80) c_u_tangent(20)_ -32.867717533376137
     y(1_80_80) c_u_tangent(21)_ -16.345465855500699
     y(1_80_80) c_u_tangent(22)_ -8.128774191941746
     y(1_80_80) c_u_tangent(23)_ -4.0425259486465759
     y(1_80_80) c_u_order(0)_ -41
     y(1_80_80) c_u_order(1)_ 41
     y(1_80_90) c_e_one_pair(1)_ 1
     y(1_80_90) c_u_only_chosen(1_80_90)_ -505
     y(1_80_90) c_u_only_chosen(9_80_90)_ -61
     y(1_80_90) c_u_tangent(0)_ -1.6462494002035415
     y(1_80_90) c_u_tangent(1)_ -1.466557260972593
     y(1_80_90) c_u_tangent(2)_ -1.3064789572257474
     y(1_80_90) c_u_tangent(3)_ -1.1638735909579829
     y(1_80_90) c_u_tangent(4)_ -1.0368339484057745
     y(1_80_90) c_u_tangent(5)_ -0.92366099284189129
     y(1_80_90) c_u_tangent(6)_ -0.82284114154389232
     y(1_80_90) c_u_tangent(7)_ -0.73302602303695374
     y(1_80_90) c_u_tangent(8)_ -0.65301444388304264
     y(1_80_90) c_u_tangent(9)_ -0.58173632383905416
     y(1_80_90) c_u_tangent(10)_ -0.51823838453164239
     y(1_80_90) c_u_tangent(11)_ -0.46167140024811404
     y(1_80_90) c_u_tangent(12)_ -9265.7610057701222
     y(1_80_90) c_u_tangent(13)_ -4607.9615960934725
     y(1_80_90) c_u_tangent(14)_ -2291.5883604001397
     y(1_80_90) c_u_tangent(15)_ -1139.6312890223307
     y(1_80_90) c_u_tangent(16)_ -566.75077311525524
     y(1_80_90) c_u_tangent(17)_ -281.85119338228827
     y(1_80_90) c_u_tangent(18)_ -140.16759919772539
     y(1_80_90) c_u_tangent(19)_ -69.706839375365263
     y(1_80_90) c_u_tangent(20)_ -34.665953355230364
     y(1_80_90) c_u_tangent(21)_ -17.239747674626376
     y(1_80_90) c_u_tangent(22)_ -8.5735100615642779
     y(1_80_90) c_u_tangent(23)_ -4.2636978314902709
     y(1_80_90) c_u_order(0)_ -42
     y(1_80_90) c_u_order(1)_ 42
     y(1_80_100) c_e_one_pair(1)_ 1
     y(1_80_100) c_u_only_chosen(1_80_100)_ -505
     y(1_80_100) c_u_only_chosen(9_80_100)_ -61
     y(1_80_100) c_u_tangent(0)_ -0.91208882708622352
     y(1_80_100) c_u_tangent(1)_ -0.81253210591900171
     y(1_80_100) c_u_tangent(2)_ -0.7238422438067601
     y(1_80_100) c_u_tangent(3)_ -0.64483309656619925
     y(1_80_100) c_u_tangent(4)_ -0.5744479905460721
     y(1_80_100) c_u_tangent(5)_ -0.51174559060267288
     y(1_80_100) c_u_tangent(6)_ -0.45588731062028998
     y(1_80_100) c_u_tangent(7)_ -0.40612609820406964
     y(1_80_100) c_u_tangent(8)_ -0.36179644355102353
     y(1_80_100) c_u_tangent(9)_ -0.3223054788771445
     y(1_80_100) c_u_tangent(10)_ -0.28712504936377392
     y(1_80_100) c_u_tangent(11)_ -0.25578464957951935
     y(1_80_100) c_u_tangent(12)_ -9746.4061848187539
     y(1_80_100) c_u_tangent(13)_ -4846.9915608232268
     y(1_80_100) c_u_tangent(14)_ -2410.460506692752
     y(1_80_100) c_u_tangent(15)_ -1198.7476729459452
     y(1_80_100) c_u_tangent(16)_ -596.14998022304655
     y(1_80_100) c_u_tangent(17)_ -296.47173207564953
     y(1_80_100) c_u_tangent(18)_ -147.43854874749829
     y(1_80_100) c_u_tangent(19)_ -73.322759996631262
     y(1_80_100) c_u_tangent(20)_ -36.464189177084627
     y(1_80_100) c_u_tangent(21)_ -18.13402949375207
     y(1_80_100) c_u_tangent(22)_ -9.0182459311868204
     y(1_80_100) c_u_tangent(23)_ -4.4848697143339695
     y(1_80_100) c_u_order(0)_ -43
     y(1_80_100) c_u_order(1)_ 43
     y(1_90_10) c_e_one_pair(1)_ 1
     y(1_90_10) c_u_only_chosen(1_90_10)_ -505
     y(1_90_10) c_u_only_chosen(9_90_10)_ -61
     y(1_90_10) c_u_tangent(0)_ -1.9795031201747846
     y(1_90_10) c_u_tangent(1)_ -1.7634355241990074
     y(1_90_10) c_u_tangent(2)_ -1.5709522335748836
     y(1_90_10) c_u_tangent(3)_ -1.3994789638225571
     y(1_90_10) c_u_tangent(4)_ -1.2467224198949516
     y(1_90_10) c_u_tangent(5)_ -1.1106396254955062
     y(1_90_10) c_u_tangent(6)_ -0.98941060017572691
     y(1_90_10) c_u_tangent(7)_ -0.88141401879421133
     y(1_90_10) c_u_tangent(8)_ -0.78520552780512032
     y(1_90_10) c_u_tangent(9)_ -0.6994984283766722
     y(1_90_10) c_u_tangent(10)_ -0.62314646799439366
     y(1_90_10) c_u_tangent(11)_ -0.55512851040286593
     y(1_90_10) c_u_tangent(12)_ -2950.6223762148661
     y(1_90_10) c_u_tangent(13)_ -1467.375921492604
     y(1_90_10) c_u_tangent(14)_ -729.74166817593198
     y(1_90_10) c_u_tangent(15)_ -362.90830077851734
     y(1_90_10) c_u_tangent(16)_ -180.47816168035914
     y(1_90_10) c_u_tangent(17)_ -89.75371126438003
     y(1_90_10) c_u_tangent(18)_ -44.635476174657789
     y(1_90_10) c_u_tangent(19)_ -22.197697513251725
     y(1_90_10) c_u_tangent(20)_ -11.039151301125322
     y(1_90_10) c_u_tangent(21)_ -5.4898874703732883
     y(1_90_10) c_u_tangent(22)_ -2.7301794871032596
     y(1_90_10) c_u_tangent(23)_ -1.3577473257921964
     y(1_90_10) c_u_order(0)_ -44
     y(1_90_10) c_u_order(1)_ 44
     y(1_90_20) c_e_one_pair(1)_ 1
     y(1_90_20) c_u_only_chosen(1_90_20)_ -505
     y(1_90_20) c_u_only_chosen(9_90_20)_ -61
     y(1_90_20) c_u_tangent(0)_ -1.9729612200117073
     y(1_90_20) c_u_tangent(1)_ -1.7576076884023579
     y(1_90_20) c_u_tangent(2)_ -1.5657605202765976
     y(1_90_20) c_u_tangent(3)_ -1.3948539386996637
     y(1_90_20) c_u_tangent(4)_ -1.2426022275502673
     y(1_90_20) c_u_tangent(5)_ -1.10696916219939
     y(1_90_20) c_u_tangent(6)_ -0.98614077690509294
     y(1_90_20) c_u_tangent(7)_ -0.87850110471263143
     y(1_90_20) c_u_tangent(8)_ -0.78261056540367491
     y(1_90_20) c_u_tangent(9)_ -0.69718671245360475
     y(1_90_20) c_u_tangent(10)_ -0.6210870815054077
     y(1_90_20) c_u_tangent(11)_ -0.55329391097449399
     y(1_90_20) c_u_tangent(12)_ -3431.2675552634923
     y(1_90_20) c_u_tangent(13)_ -1706.4058862223555
     y(1_90_20) c_u_tangent(14)_ -848.61381446854261
     y(1_90_20) c_u_tangent(15)_ -422.02468470213097
     y(1_90_20) c_u_tangent(16)_ -209.87736878815008
     y(1_90_20) c_u_tangent(17)_ -104.37424995774117
     y(1_90_20) c_u_tangent(18)_ -51.906425724430605
     y(1_90_20) c_u_tangent(19)_ -25.813618134517689
     y(1_90_20) c_u_tangent(20)_ -12.837387122979566
     y(1_90_20) c_u_tangent(21)_ -6.3841692894989723
     y(1_90_20) c_u_tangent(22)_ -3.1749153567257959
     y(1_90_20) c_u_tangent(23)_ -1.5789192086358927
     y(1_90_20) c_u_order(0)_ -45
     y(1_90_20) c_u_order(1)_ 45
     y(1_90_30) c_e_one_pair(1)_ 1
     y(1_90_30) c_u_only_chosen(1_90_30)_ -505
     y(1_90_30) c_u_only_chosen(9_90_30)_ -61
     y(1_90_30) c_u_tangent(0)_ -1.9664193198486299
     y(1_90_30) c_u_tangent(1)_ -1.7517798526057087
     y(1_90_30) c_u_tangent(2)_ -1.5605688069783115
     y(1_90_30) c_u_tangent(3)_ -1.3902289135767705
     y(1_90_30) c_u_tangent(4)_ -1.238482035205583
     y(1_90_30) c_u_tangent(5)_ -1.1032986989032738
     y(1_90_30) c_u_tangent(6)_ -0.98287095363445898
     y(1_90_30) c_u_tangent(7)_ -0.87558819063105153
     y(1_90_30) c_u_tangent(8)_ -0.7800156030022295
     y(1_90_30) c_u_tangent(9)_ -0.69487499653053741
     y(1_90_30) c_u_tangent(10)_ -0.61902769501642174
     y(1_90_30) c_u_tangent(11)_ -0.55145931154612193
     y(1_90_30) c_u_tangent(12)_ -3911.9127343121236
     y(1_90_30) c_u_tangent(13)_ -1945.4358509521098
     y(1_90_30) c_u_tangent(14)_ -967.48596076115439
     y(1_90_30) c_u_tangent(15)_ -481.14106862574522
     y(1_90_30) c_u_tangent(16)_ -239.27657589594133
     y(1_90_30) c_u_tangent(17)_ -118.99478865110247
     y(1_90_30) c_u_tangent(18)_ -59.177375274203499
     y(1_90_30) c_u_tangent(19)_ -29.429538755783692
     y(1_90_30) c_u_tangent(20)_ -14.635622944833825
     y(1_90_30) c_u_tangent(21)_ -7.2784511086246653
     y(1_90_30) c_u_tangent(22)_ -3.6196512263483367
     y(1_90_30) c_u_tangent(23)_ -1.8000910914795916
     y(1_90_30) c_u_order(0)_ -46
     y(1_90_30) c_u_order(1)_ 46
     y(1_90_40) c_e_one_pair(1)_ 1
     y(1_90_40) c_u_only_chosen(1_90_40)_ -505
     y(1_90_40) c_u_only_chosen(9_90_40)_ -61
     y(1_90_40) c_u_tangent(0)_ -1.9598774196855524
     y(1_90_40) c_u_tangent(1)_ -1.745952016809059
     y(1_90_40) c_u_tangent(2)_ -1.5553770936800251
     y(1_90_40) c_u_tangent(3)_ -1.3856038884538771
     y(1_90_40) c_u_tangent(4)_ -1.2343618428608985
     y(1_90_40) c_u_tangent(5)_ -1.0996282356071574
     y(1_90_40) c_u_tangent(6)_ -0.9796011303638249
     y(1_90_40) c_u_tangent(7)_ -0.87267527654947152
     y(1_90_40) c_u_tangent(8)_ -0.77742064060078397
     y(1_90_40) c_u_tangent(9)_ -0.69256328060746986
     y(1_90_40) c_u_tangent(10)_ -0.61696830852743567
     y(1_90_40) c_u_tangent(11)_ -0.54962471211774977
     y(1_90_40) c_u_tangent(12)_ -4392.5579133607498
     y(1_90_40) c_u_tangent(13)_ -2184.4658156818614
     y(1_90_40) c_u_tangent(14)_ -1086.358107053765
     y(1_90_40) c_u_tangent(15)_ -540.25745254935885
     y(1_90_40) c_u_tangent(16)_ -268.67578300373225
     y(1_90_40) c_u_tangent(17)_ -133.61532734446359
     y(1_90_40) c_u_tangent(18)_ -66.448324823976321
     y(1_90_40) c_u_tangent(19)_ -33.04545937704966
     y(1_90_40) c_u_tangent(20)_ -16.433858766688068
     y(1_90_40) c_u_tangent(21)_ -8.1727329277503493
     y(1_90_40) c_u_tangent(22)_ -4.064387095970873
     y(1_90_40) c_u_tangent(23)_ -2.0212629743232879
     y(1_90_40) c_u_order(0)_ -47
     y(1_90_40) c_u_order(1)_ 47
     y(1_90_50) c_e_one_pair(1)_ 1
     y(1_90_50) c_u_only_chosen(1_90_50)_ -505
     y(1_90_50) c_u_only_chosen(9_90_50)_ -61
     y(1_90_50) c_u_tangent(0)_ -1.9511969655601733
     y(1_90_50) c_u_tangent(1)_ -1.7382190554336197
     y(1_90_50) c_u_tangent(2)_ -1.5484882039087859
     y(1_90_50) c_u_tangent(3)_ -1.379466937811525
     y(1_90_50) c_u_tangent(4)_ -1.2288947553566243
     y(1_90_50) c_u_tangent(5)_ -1.094757894044831
     y(1_90_50) c_u_tangent(6)_ -0.97526239846769602
     y(1_90_50) c_u_tangent(7)_ -0.86881012782723388
     y(1_90_50) c_u_tangent(8)_ -0.77397738229336355
     y(1_90_50) c_u_tangent(9)_ -0.68949586234658722
     y(1_90_50) c_u_tangent(10)_ -0.61423570645488135
     y(1_90_50) c_u_tangent(11)_ -0.54719038022954514
     y(1_90_50) c_u_tangent(12)_ -4873.2030924093806
     y(1_90_50) c_u_tangent(13)_ -2423.4957804116157
     y(1_90_50) c_u_tangent(14)_ -1205.2302533463769
     y(1_90_50) c_u_tangent(15)_ -599.37383647297304
     y(1_90_50) c_u_tangent(16)_ -298.0749901115235
     y(1_90_50) c_u_tangent(17)_ -148.23586603782491
     y(1_90_50) c_u_tangent(18)_ -73.719274373749201
     y(1_90_50) c_u_tangent(19)_ -36.66137999831566
     y(1_90_50) c_u_tangent(20)_ -18.232094588542328
     y(1_90_50) c_u_tangent(21)_ -9.0670147468760423
     y(1_90_50) c_u_tangent(22)_ -4.5091229655934137
     y(1_90_50) c_u_tangent(23)_ -2.2424348571669865
     y(1_90_50) c_u_order(0)_ -48
     y(1_90_50) c_u_order(1)_ 48
     y(1_90_60) c_e_one_pair(1)_ 1
     y(1_90_60) c_u_only_chosen(1_90_60)_ -505
     y(1_90_60) c_u_only_chosen(9_90_60)_ -61
     y(1_90_60) c_u_tangent(0)_ -1.9384465104652582
     y(1_90_60) c_u_tangent(1)_ -1.7268603436261372
     y(1_90_60) c_u_tangent(2)_ -1.5383693232127631
     y(1_90_60) c_u_tangent(3)_ -1.3704525576356945
     y(1_90_60) c_u_tangent(4)_ -1.2208643167739908
     y(1_90_60) c_u_tangent(5)_ -1.0876039974294704
     y(1_90_60) c_u_tangent(6)_ -0.96888936712493168
     y(1_90_60) c_u_tangent(7)_ -0.86313272840708433
     y(1_90_60) c_u_tangent(8)_ -0.76891968487398576
     y(1_90_60) c_u_tangent(9)_ -0.68499022494239203
     y(1_90_60) c_u_tangent(10)_ -0.61022187036806785
     y(1_90_60) c_u_tangent(11)_ -0.54361466414622117
     y(1_90_60) c_u_tangent(12)_ -5353.8482714580059
     y(1_90_60) c_u_tangent(13)_ -2662.5257451413663
     y(1_90_60) c_u_tangent(14)_ -1324.1023996389872
     y(1_90_60) c_u_tangent(15)_ -658.49022039658655
     y(1_90_60) c_u_tangent(16)_ -327.47419721931436
     y(1_90_60) c_u_tangent(17)_ -162.85640473118599
     y(1_90_60) c_u_tangent(18)_ -80.990223923521995
     y(1_90_60) c_u_tangent(19)_ -40.277300619581617
     y(1_90_60) c_u_tangent(20)_ -20.030330410396562
     y(1_90_60) c_u_tangent(21)_ -9.9612965660017228
     y(1_90_60) c_u_tangent(22)_ -4.9538588352159483
     y(1_90_60) c_u_tangent(23)_ -2.4636067400106825
     y(1_90_60) c_u_order(0)_ -49
     y(1_90_60) c_u_order(1)_ 49
     y(1_90_70) c_e_one_pair(1)_ 1
     y(1_90_70) c_u_only_chosen(1_90_70)_ -505
     y(1_90_70) c_u_only_chosen(9_90_70)_ -61
     y(1_90_70) c_u_tangent(0)_ -1.8689683140643569
     y(1_90_70) c_u_tangent(1)_ -1.6649658619039731
     y(1_90_70) c_u_tangent(2)_ -1.483230775206275
     y(1_90_70) c_u_tangent(3)_ -1.3213325166939009
     y(1_90_70) c_u_tangent(4)_ -1.177105848164343
     y(1_90_70) c_u_tangent(5)_ -1.0486218724485377
     y(1_90_70) c_u_tangent(6)_ -0.93416223621034489
     y(1_90_70) c_u_tangent(7)_ -0.83219614857341151
     y(1_90_70) c_u_tangent(8)_ -0.74135990822099396
     y(1_90_70) c_u_tangent(9)_ -0.66043866516279193
     y(1_90_70) c_u_tangent(10)_ -0.58835017324943961
     y(1_90_70) c_u_tangent(11)_ -0.52413031613968475
     y(1_90_70) c_u_tangent(12)_ -5834.4934505066312
     y(1_90_70) c_u_tangent(13)_ -2901.5557098711179
     y(1_90_70) c_u_tangent(14)_ -1442.9745459315977
     y(1_90_70) c_u_tangent(15)_ -717.60660432020006
     y(1_90_70) c_u_tangent(16)_ -356.87340432710533
     y(1_90_70) c_u_tangent(17)_ -177.4769434245471
     y(1_90_70) c_u_tangent(18)_ -88.261173473294818
     y(1_90_70) c_u_tangent(19)_ -43.893221240847581
     y(1_90_70) c_u_tangent(20)_ -21.828566232250804
     y(1_90_70) c_u_tangent(21)_ -10.855578385127407
     y(1_90_70) c_u_tangent(22)_ -5.3985947048384837
     y(1_90_70) c_u_tangent(23)_ -2.6847786228543784
     y(1_90_70) c_u_order(0)_ -50
     y(1_90_70) c_u_order(1)_ 50
     y(1_90_80) c_e_one_pair(1)_ 1
     y(1_90_80) c_u_only_chosen(1_90_80)_ -505
     y(1_90_80) c_u_only_chosen(9_90_80)_ -61
     y(1_90_80) c_u_tangent(0)_ -1.7762842403835066
     y(1_90_80) c_u_tangent(1)_ -1.5823984810342435
     y(1_90_80) c_u_tangent(2)_ -1.4096758254404498
     y(1_90_80) c_u_tangent(3)_ -1.2558062691847398
     y(1_90_80) c_u_tangent(4)_ -1.1187319504687896
     y(1_90_80) c_u_tangent(5)_ -0.99661962813118166
     y(1_90_80) c_u_tangent(6)_ -0.88783616375676666
     y(1_90_80) c_u_tangent(7)_ -0.79092667997361266
     y(1_90_80) c_u_tangent(8)_ -0.70459510282514548
     y(1_90_80) c_u_tangent(9)_ -0.62768682798984621
     y(1_90_80) c_u_tangent(10)_ -0.55917327902537073
     y(1_90_80) c_u_tangent(11)_ -0.49813815111800158
     y(1_90_80) c_u_tangent(12)_ -6315.1386295552575
     y(1_90_80) c_u_tangent(13)_ -3140.5856746008699
     y(1_90_80) c_u_tangent(14)_ -1561.8466922242085
     y(1_90_80) c_u_tangent(15)_ -776.7229882438138
     y(1_90_80) c_u_tangent(16)_ -386.27261143489631
     y(1_90_80) c_u_tangent(17)_ -192.09748211790827
     y(1_90_80) c_u_tangent(18)_ -95.532123023067641
     y(1_90_80) c_u_tangent(19)_ -47.509141862113545
     y(1_90_80) c_u_tangent(20)_ -23.626802054105049
     y(1_90_80) c_u_tangent(21)_ -11.749860204253091
     y(1_90_80) c_u_tangent(22)_ -5.8433305744610209
     y(1_90_80) c_u_tangent(23)_ -2.9059505056980752
     y(1_90_80) c_u_order(0)_ -51
     y(1_90_80) c_u_order(1)_ 51
     y(1_90_90) c_e_one_pair(1)_ 1
     y(1_90_90) c_u_only_chosen(1_90_90)_ -505
     y(1_90_90) c_u_only_chosen(9_90_90)_ -61
     y(1_90_90) c_u_tangent(0)_ -1.6594050686801183
     y(1_90_90) c_u_tangent(1)_ -1.4782769561323219
     y(1_90_90) c_u_tangent(2)_ -1.3169194190602425
     y(1_90_90) c_u_tangent(3)_ -1.1731744509062951
     y(1_90_90) c_u_tangent(4)_ -1.0451195967946516
     y(1_90_90) c_u_tangent(5)_ -0.93104224249037781
     y(1_90_90) c_u_tangent(6)_ -0.82941670978142723
     y(1_90_90) c_u_tangent(7)_ -0.73888385195557649
     y(1_90_90) c_u_tangent(8)_ -0.65823287648084905
     y(1_90_90) c_u_tangent(9)_ -0.58638515178472439
     y(1_90_90) c_u_tangent(10)_ -0.52237978156291365
     y(1_90_90) c_u_tangent(11)_ -0.46536075368753232
     y(1_90_90) c_u_tangent(12)_ -6795.7838086038892
     y(1_90_90) c_u_tangent(13)_ -3379.6156393306242
     y(1_90_90) c_u_tangent(14)_ -1680.7188385168204
     y(1_90_90) c_u_tangent(15)_ -835.839372167428
     y(1_90_90) c_u_tangent(16)_ -415.67181854268756
     y(1_90_90) c_u_tangent(17)_ -206.71802081126958
     y(1_90_90) c_u_tangent(18)_ -102.80307257284053
     y(1_90_90) c_u_tangent(19)_ -51.125062483379551
     y(1_90_90) c_u_tangent(20)_ -25.425037875959308
     y(1_90_90) c_u_tangent(21)_ -12.644142023378786
     y(1_90_90) c_u_tangent(22)_ -6.2880664440835616
     y(1_90_90) c_u_tangent(23)_ -3.1271223885417743
     y(1_90_90) c_u_order(0)_ -52
     y(1_90_90) c_u_order(1)_ 52
     y(1_90_100) c_e_one_pair(1)_ 1
     y(1_90_100) c_u_only_chosen(1_90_100)_ -505
     y(1_90_100) c_u_only_chosen(9_90_100)_ -61
     y(1_90_100) c_u_tangent(0)_ -1.0260999304720031
     y(1_90_100) c_u_tangent(1)_ -0.91409861915887847
     y(1_90_100) c_u_tangent(2)_ -0.81432252428260643
     y(1_90_100) c_u_tangent(3)_ -0.72543723363697532
     y(1_90_100) c_u_tangent(4)_ -0.64625398936433209
     y(1_90_100) c_u_tangent(5)_ -0.57571378942800788
     y(1_90_100) c_u_tangent(6)_ -0.51287322444782713
     y(1_90_100) c_u_tangent(7)_ -0.45689186047957908
     y(1_90_100) c_u_tangent(8)_ -0.40702099899490213
     y(1_90_100) c_u_tangent(9)_ -0.3625936637367882
     y(1_90_100) c_u_tangent(10)_ -0.32301568053424617
     y(1_90_100) c_u_tangent(11)_ -0.28775773077695976
     y(1_90_100) c_u_tangent(12)_ -7276.428987652519
     y(1_90_100) c_u_tangent(13)_ -3618.6456040603775
     y(1_90_100) c_u_tangent(14)_ -1799.5909848094318
     y(1_90_100) c_u_tangent(15)_ -894.95575609104208
     y(1_90_100) c_u_tangent(16)_ -445.0710256504787
     y(1_90_100) c_u_tangent(17)_ -221.33855950463081
     y(1_90_100) c_u_tangent(18)_ -110.0740221226134
     y(1_90_100) c_u_tangent(19)_ -54.740983104645544
     y(1_90_100) c_u_tangent(20)_ -27.223273697813564
     y(1_90_100) c_u_tangent(21)_ -13.538423842504475
     y(1_90_100) c_u_tangent(22)_ -6.7328023137061015
     y(1_90_100) c_u_tangent(23)_ -3.3482942713854724
     y(1_90_100) c_u_order(0)_ -53
     y(1_90_100) c_u_order(1)_ 53
     y(1_100_10) c_e_one_pair(1)_ 1
     y(1_100_10) c_u_only_chosen(1_100_10)_ -505
     y(1_100_10) c_u_only_chosen(9_100_10)_ -61
     y(1_100_10) c_u_tangent(0)_ -1.9802394624032418
     y(1_100_10) c_u_tangent(1)_ -1.7640914928763967
     y(1_100_10) c_u_tangent(2)_ -1.5715366016704329
     y(1_100_10) c_u_tangent(3)_ -1.3999995467144946
     y(1_100_10) c_u_tangent(4)_ -1.2471861798939012
     y(1_100_10) c_u_tangent(5)_ -1.1110527649588975
     y(1_100_10) c_u_tangent(6)_ -0.98977864445854069
     y(1_100_10) c_u_tangent(7)_ -0.88174189014544968
     y(1_100_10) c_u_tangent(8)_ -0.78549761119829531
     y(1_100_10) c_u_tangent(9)_ -0.69975863015473638
     y(1_100_10) c_u_tangent(10)_ -0.62337826811343455
     y(1_100_10) c_u_tangent(11)_ -0.55533500897327193
     y(1_100_10) c_u_tangent(12)_ -480.64517904862595
     y(1_100_10) c_u_tangent(13)_ -239.02996472975153
     y(1_100_10) c_u_tangent(14)_ -118.87214629261057
     y(1_100_10) c_u_tangent(15)_ -59.116383923613597
     y(1_100_10) c_u_tangent(16)_ -29.399207107790936
     y(1_100_10) c_u_tangent(17)_ -14.620538693361132
     y(1_100_10) c_u_tangent(18)_ -7.2709495497728138
     y(1_100_10) c_u_tangent(19)_ -3.615920621265964
     y(1_100_10) c_u_tangent(20)_ -1.7982358218542409
     y(1_100_10) c_u_tangent(21)_ -0.8942818191256835
     y(1_100_10) c_u_tangent(22)_ -0.44473586962253597
     y(1_100_10) c_u_tangent(23)_ -0.22117188284369635
     y(1_100_10) c_u_order(0)_ -54
     y(1_100_10) c_u_order(1)_ 54
     y(1_100_20) c_e_one_pair(1)_ 1
     y(1_100_20) c_u_only_chosen(1_100_20)_ -505
     y(1_100_20) c_u_only_chosen(9_100_20)_ -61
     y(1_100_20) c_u_tangent(0)_ -1.9736975622401645
     y(1_100_20) c_u_tangent(1)_ -1.7582636570797474
     y(1_100_20) c_u_tangent(2)_ -1.5663448883721467
     y(1_100_20) c_u_tangent(3)_ -1.3953745215916014
     y(1_100_20) c_u_tangent(4)_ -1.2430659875492169
     y(1_100_20) c_u_tangent(5)_ -1.1073823016627813
     y(1_100_20) c_u_tangent(6)_ -0.98650882118790684
     y(1_100_20) c_u_tangent(7)_ -0.87882897606386989
     y(1_100_20) c_u_tangent(8)_ -0.78290264879684979
     y(1_100_20) c_u_tangent(9)_ -0.69744691423166905
     y(1_100_20) c_u_tangent(10)_ -0.62131888162444859
     y(1_100_20) c_u_tangent(11)_ -0.55350040954489987
     y(1_100_20) c_u_tangent(12)_ -961.29035809725769
     y(1_100_20) c_u_tangent(13)_ -478.05992945950595
     y(1_100_20) c_u_tangent(14)_ -237.74429258522258
     y(1_100_20) c_u_tangent(15)_ -118.2327678472279
     y(1_100_20) c_u_tangent(16)_ -58.798414215582227
     y(1_100_20) c_u_tangent(17)_ -29.241077386722441
     y(1_100_20) c_u_tangent(18)_ -14.541899099545715
     y(1_100_20) c_u_tangent(19)_ -7.2318412425319716
     y(1_100_20) c_u_tangent(20)_ -3.5964716437085036
     y(1_100_20) c_u_tangent(21)_ -1.7885636382513777
     y(1_100_20) c_u_tangent(22)_ -0.88947173924507728
     y(1_100_20) c_u_tangent(23)_ -0.44234376568739531
     y(1_100_20) c_u_order(0)_ -55
     y(1_100_20) c_u_order(1)_ 55
     y(1_100_30) c_e_one_pair(1)_ 1
     y(1_100_30) c_u_only_chosen(1_100_30)_ -505
     y(1_100_30) c_u_only_chosen(9_100_30)_ -61
     y(1_100_30) c_u_tangent(0)_ -1.9671556620770871
     y(1_100_30) c_u_tangent(1)_ -1.7524358212830982
     y(1_100_30) c_u_tangent(2)_ -1.5611531750738608
     y(1_100_30) c_u_tangent(3)_ -1.3907494964687082
     y(1_100_30) c_u_tangent(4)_ -1.2389457952045326
     y(1_100_30) c_u_tangent(5)_ -1.1037118383666649
     y(1_100_30) c_u_tangent(6)_ -0.98323899791727287
     y(1_100_30) c_u_tangent(7)_ -0.87591606198229
     y(1_100_30) c_u_tangent(8)_ -0.78030768639540438
     y(1_100_30) c_u_tangent(9)_ -0.6951351983086016
     y(1_100_30) c_u_tangent(10)_ -0.61925949513546252
     y(1_100_30) c_u_tangent(11)_ -0.55166581011652782
     y(1_100_30) c_u_tangent(12)_ -1441.9355371458826
     y(1_100_30) c_u_tangent(13)_ -717.08989418925694
     y(1_100_30) c_u_tangent(14)_ -356.61643887783288
     y(1_100_30) c_u_tangent(15)_ -177.34915177084136
     y(1_100_30) c_u_tangent(16)_ -88.197621323373099
     y(1_100_30) c_u_tangent(17)_ -43.861616080083536
     y(1_100_30) c_u_tangent(18)_ -21.812848649318511
     y(1_100_30) c_u_tangent(19)_ -10.847761863797928
     y(1_100_30) c_u_tangent(20)_ -5.3947074655627398
     y(1_100_30) c_u_tangent(21)_ -2.6828454573770593
     y(1_100_30) c_u_tangent(22)_ -1.3342076088676122
     y(1_100_30) c_u_tangent(23)_ -0.66351564853109113
     y(1_100_30) c_u_order(0)_ -56
     y(1_100_30) c_u_order(1)_ 56
     y(1_100_40) c_e_one_pair(1)_ 1
     y(1_100_40) c_u_only_chosen(1_100_40)_ -505
     y(1_100_40) c_u_only_chosen(9_100_40)_ -61
     y(1_100_40) c_u_tangent(0)_ -1.96061376191401
     y(1_100_40) c_u_tangent(1)_ -1.7466079854864487
     y(1_100_40) c_u_tangent(2)_ -1.5559614617755748
     y(1_100_40) c_u_tangent(3)_ -1.386124471345815
     y(1_100_40) c_u_tangent(4)_ -1.2348256028598483
     y(1_100_40) c_u_tangent(5)_ -1.1000413750705487
     y(1_100_40) c_u_tangent(6)_ -0.97996917464663902
     y(1_100_40) c_u_tangent(7)_ -0.8730031479007101
     y(1_100_40) c_u_tangent(8)_ -0.77771272399395897
     y(1_100_40) c_u_tangent(9)_ -0.69282348238553426
     y(1_100_40) c_u_tangent(10)_ -0.61720010864647656
     y(1_100_40) c_u_tangent(11)_ -0.54983121068815577
     y(1_100_40) c_u_tangent(12)_ -1922.5807161945154
     y(1_100_40) c_u_tangent(13)_ -956.1198589190119
     y(1_100_40) c_u_tangent(14)_ -475.48858517044516
     y(1_100_40) c_u_tangent(15)_ -236.46553569445581
     y(1_100_40) c_u_tangent(16)_ -117.59682843116445
     y(1_100_40) c_u_tangent(17)_ -58.482154773444883
     y(1_100_40) c_u_tangent(18)_ -29.083798199091429
     y(1_100_40) c_u_tangent(19)_ -14.463682485063943
     y(1_100_40) c_u_tangent(20)_ -7.1929432874170072
     y(1_100_40) c_u_tangent(21)_ -3.5771272765027553
     y(1_100_40) c_u_tangent(22)_ -1.7789434784901546
     y(1_100_40) c_u_tangent(23)_ -0.88468753137479061
     y(1_100_40) c_u_order(0)_ -57
     y(1_100_40) c_u_order(1)_ 57
     y(1_100_50) c_e_one_pair(1)_ 1
     y(1_100_50) c_u_only_chosen(1_100_50)_ -505
     y(1_100_50) c_u_only_chosen(9_100_50)_ -61
     y(1_100_50) c_u_tangent(0)_ -1.9526321293939819
     y(1_100_50) c_u_tangent(1)_ -1.739497567632863
     y(1_100_50) c_u_tangent(2)_ -1.5496271633816401
     y(1_100_50) c_u_tangent(3)_ -1.3804815770786136
     y(1_100_50) c_u_tangent(4)_ -1.2297986442717745
     y(1_100_50) c_u_tangent(5)_ -1.0955631212792114
     y(1_100_50) c_u_tangent(6)_ -0.97597973318451803
     y(1_100_50) c_u_tangent(7)_ -0.8694491637092655
     y(1_100_50) c_u_tangent(8)_ -0.77454666584948795
     y(1_100_50) c_u_tangent(9)_ -0.69000300721338759
     y(1_100_50) c_u_tangent(10)_ -0.61468749522192923
     y(1_100_50) c_u_tangent(11)_ -0.54759285515020895
     y(1_100_50) c_u_tangent(12)_ -2403.2258952431393
     y(1_100_50) c_u_tangent(13)_ -1195.1498236487625
     y(1_100_50) c_u_tangent(14)_ -594.36073146305523
     y(1_100_50) c_u_tangent(15)_ -295.58191961806915
     y(1_100_50) c_u_tangent(16)_ -146.99603553895525
     y(1_100_50) c_u_tangent(17)_ -73.10269346680596
     y(1_100_50) c_u_tangent(18)_ -36.354747748864213
     y(1_100_50) c_u_tangent(19)_ -18.079603106329891
     y(1_100_50) c_u_tangent(20)_ -8.9911791092712399
     y(1_100_50) c_u_tangent(21)_ -4.4714090956284354
     y(1_100_50) c_u_tangent(22)_ -2.2236793481126886
     y(1_100_50) c_u_tangent(23)_ -1.1058594142184861
     y(1_100_50) c_u_order(0)_ -58
     y(1_100_50) c_u_order(1)_ 58
     y(1_100_60) c_e_one_pair(1)_ 1
     y(1_100_60) c_u_only_chosen(1_100_60)_ -505
     y(1_100_60) c_u_only_chosen(9_100_60)_ -61
     y(1_100_60) c_u_tangent(0)_ -1.9398816742990668
     y(1_100_60) c_u_tangent(1)_ -1.7281388558253805
     y(1_100_60) c_u_tangent(2)_ -1.5395082826856172
     y(1_100_60) c_u_tangent(3)_ -1.3714671969027832
     y(1_100_60) c_u_tangent(4)_ -1.2217682056891412
     y(1_100_60) c_u_tangent(5)_ -1.088409224663851
     y(1_100_60) c_u_tangent(6)_ -0.96960670184175368
     y(1_100_60) c_u_tangent(7)_ -0.86377176428911606
     y(1_100_60) c_u_tangent(8)_ -0.76948896843011017
     y(1_100_60) c_u_tangent(9)_ -0.68549736980919251
     y(1_100_60) c_u_tangent(10)_ -0.61067365913511562
     y(1_100_60) c_u_tangent(11)_ -0.54401713906688498
     y(1_100_60) c_u_tangent(12)_ -2883.8710742917651
     y(1_100_60) c_u_tangent(13)_ -1434.1797883785139
     y(1_100_60) c_u_tangent(14)_ -713.23287775566575
     y(1_100_60) c_u_tangent(15)_ -354.69830354168272
     y(1_100_60) c_u_tangent(16)_ -176.3952426467462
     y(1_100_60) c_u_tangent(17)_ -87.723232160167072
     y(1_100_60) c_u_tangent(18)_ -43.625697298637022
     y(1_100_60) c_u_tangent(19)_ -21.695523727595855
     y(1_100_60) c_u_tangent(20)_ -10.78941493112548
     y(1_100_60) c_u_tangent(21)_ -5.3656909147541185
     y(1_100_60) c_u_tangent(22)_ -2.6684152177352245
     y(1_100_60) c_u_tangent(23)_ -1.3270312970621823
     y(1_100_60) c_u_order(0)_ -59
     y(1_100_60) c_u_order(1)_ 59
     y(1_100_70) c_e_one_pair(1)_ 1
     y(1_100_70) c_u_only_chosen(1_100_70)_ -505
     y(1_100_70) c_u_only_chosen(9_100_70)_ -61
     y(1_100_70) c_u_tangent(0)_ -1.8788596883307027
     y(1_100_70) c_u_tangent(1)_ -1.6737775685320901
     y(1_100_70) c_u_tangent(2)_ -1.4910806625534945
     y(1_100_70) c_u_tangent(3)_ -1.3283255696817764
     y(1_100_70) c_u_tangent(4)_ -1.1833355923540549
     y(1_100_70) c_u_tangent(5)_ -1.0541716248580413
     y(1_100_70) c_u_tangent(6)_ -0.93910621960177487
     y(1_100_70) c_u_tangent(7)_ -0.83660048411329568
     y(1_100_70) c_u_tangent(8)_ -0.74528349978918418
     y(1_100_70) c_u_tangent(9)_ -0.66393398713691609
     y(1_100_70) c_u_tangent(10)_ -0.59146397230075898
     y(1_100_70) c_u_tangent(11)_ -0.52690423642622064
     y(1_100_70) c_u_tangent(12)_ -3364.5162533403968
     y(1_100_70) c_u_tangent(13)_ -1673.2097531082682
     y(1_100_70) c_u_tangent(14)_ -832.10502404827776
     y(1_100_70) c_u_tangent(15)_ -413.81468746529703
     y(1_100_70) c_u_tangent(16)_ -205.79444975453745
     y(1_100_70) c_u_tangent(17)_ -102.34377085352838
     y(1_100_70) c_u_tangent(18)_ -50.896646848409922
     y(1_100_70) c_u_tangent(19)_ -25.311444348861862
     y(1_100_70) c_u_tangent(20)_ -12.587650752979743
     y(1_100_70) c_u_tangent(21)_ -6.2599727338798123
     y(1_100_70) c_u_tangent(22)_ -3.1131510873577657
     y(1_100_70) c_u_tangent(23)_ -1.5482031799058813
     y(1_100_70) c_u_order(0)_ -60
     y(1_100_70) c_u_order(1)_ 60
     y(1_100_80) c_e_one_pair(1)_ 1
     y(1_100_80) c_u_only_chosen(1_100_80)_ -505
     y(1_100_80) c_u_only_chosen(9_100_80)_ -61
     y(1_100_80) c_u_tangent(0)_ -1.7894399088600839
     y(1_100_80) c_u_tangent(1)_ -1.5941181761939727
     y(1_100_80) c_u_tangent(2)_ -1.4201162872749453
     y(1_100_80) c_u_tangent(3)_ -1.2651071291330522
     y(1_100_80) c_u_tangent(4)_ -1.1270175988576669
     y(1_100_80) c_u_tangent(5)_ -1.0040008777796685
     y(1_100_80) c_u_tangent(6)_ -0.8944117319943018
     y(1_100_80) c_u_tangent(7)_ -0.79678450889223562
     y(1_100_80) c_u_tangent(8)_ -0.70981353542295211
     y(1_100_80) c_u_tangent(9)_ -0.63233565593551666
     y(1_100_80) c_u_tangent(10)_ -0.56331467605664209
     y(1_100_80) c_u_tangent(11)_ -0.50182750455741987
     y(1_100_80) c_u_tangent(12)_ -3845.161432389024
     y(1_100_80) c_u_tangent(13)_ -1912.2397178380204
     y(1_100_80) c_u_tangent(14)_ -950.97717034088862
     y(1_100_80) c_u_tangent(15)_ -472.93107138891077
     y(1_100_80) c_u_tangent(16)_ -235.19365686232848
     y(1_100_80) c_u_tangent(17)_ -116.96430954688955
     y(1_100_80) c_u_tangent(18)_ -58.167596398182752
     y(1_100_80) c_u_tangent(19)_ -28.927364970127833
     y(1_100_80) c_u_tangent(20)_ -14.385886574833988
     y(1_100_80) c_u_tangent(21)_ -7.1542545530054982
     y(1_100_80) c_u_tangent(22)_ -3.5578869569803029
     y(1_100_80) c_u_tangent(23)_ -1.7693750627495781
     y(1_100_80) c_u_order(0)_ -61
     y(1_100_80) c_u_order(1)_ 61
     y(1_100_90) c_e_one_pair(1)_ 1
     y(1_100_90) c_u_only_chosen(1_100_90)_ -505
     y(1_100_90) c_u_only_chosen(9_100_90)_ -61
     y(1_100_90) c_u_tangent(0)_ -1.6725607371566955
     y(1_100_90) c_u_tangent(1)_ -1.4899966512920511
     y(1_100_90) c_u_tangent(2)_ -1.3273598808947382
     y(1_100_90) c_u_tangent(3)_ -1.1824753108546078
     y(1_100_90) c_u_tangent(4)_ -1.0534052451835292
     y(1_100_90) c_u_tangent(5)_ -0.93842349213886478
     y(1_100_90) c_u_tangent(6)_ -0.83599227801896259
     y(1_100_90) c_u_tangent(7)_ -0.74474168087419956
     y(1_100_90) c_u_tangent(8)_ -0.66345130907865568
     y(1_100_90) c_u_tangent(9)_ -0.59103397973039484
     y(1_100_90) c_u_tangent(10)_ -0.52652117859418512
     y(1_100_90) c_u_tangent(11)_ -0.46905010712695072
     y(1_100_90) c_u_tangent(12)_ -4325.8066114376552
     y(1_100_90) c_u_tangent(13)_ -2151.2696825677745
     y(1_100_90) c_u_tangent(14)_ -1069.8493166335004
     y(1_100_90) c_u_tangent(15)_ -532.04745531252502
     y(1_100_90) c_u_tangent(16)_ -264.59286397011971
     y(1_100_90) c_u_tangent(17)_ -131.58484824025084
     y(1_100_90) c_u_tangent(18)_ -65.438545947955646
     y(1_100_90) c_u_tangent(19)_ -32.54328559139384
     y(1_100_90) c_u_tangent(20)_ -16.184122396688249
     y(1_100_90) c_u_tangent(21)_ -8.0485363721311902
     y(1_100_90) c_u_tangent(22)_ -4.0026228266028436
     y(1_100_90) c_u_tangent(23)_ -1.9905469455932769
     y(1_100_90) c_u_order(0)_ -62
     y(1_100_90) c_u_order(1)_ 62
     y(1_100_100) c_e_one_pair(1)_ 1
     y(1_100_100) c_u_only_chosen(1_100_100)_ -505
     y(1_100_100) c_u_only_chosen(9_100_100)_ -61
     y(1_100_100) c_u_tangent(0)_ -1.14011103385778
     y(1_100_100) c_u_tangent(1)_ -1.0156651323987527
     y(1_100_100) c_u_tangent(2)_ -0.90480280475845054
     y(1_100_100) c_u_tangent(3)_ -0.80604137070774939
     y(1_100_100) c_u_tangent(4)_ -0.71805998818259043
     y(1_100_100) c_u_tangent(5)_ -0.63968198825334144
     y(1_100_100) c_u_tangent(6)_ -0.56985913827536272
     y(1_100_100) c_u_tangent(7)_ -0.5076576227550873
     y(1_100_100) c_u_tangent(8)_ -0.45224555443877962
     y(1_100_100) c_u_tangent(9)_ -0.40288184859643084
     y(1_100_100) c_u_tangent(10)_ -0.35890631170471754
     y(1_100_100) c_u_tangent(11)_ -0.3197308119743994
     y(1_100_100) c_u_tangent(12)_ -4806.4517904862787
     y(1_100_100) c_u_tangent(13)_ -2390.2996472975251
     y(1_100_100) c_u_tangent(14)_ -1188.7214629261105
     y(1_100_100) c_u_tangent(15)_ -591.1638392361383
     y(1_100_100) c_u_tangent(16)_ -293.99207107791051
     y(1_100_100) c_u_tangent(17)_ -146.20538693361192
     y(1_100_100) c_u_tangent(18)_ -72.709495497728426
     y(1_100_100) c_u_tangent(19)_ -36.159206212659782
     y(1_100_100) c_u_tangent(20)_ -17.98235821854248
     y(1_100_100) c_u_tangent(21)_ -8.9428181912568707
     y(1_100_100) c_u_tangent(22)_ -4.4473586962253773
     y(1_100_100) c_u_tangent(23)_ -2.2117188284369722
     y(1_100_100) c_u_order(0)_ -63
     y(1_100_100) c_u_order(1)_ 63
     y(2_10_90) c_e_one_pair(2)_ 1
     y(2_10_90) c_u_only_chosen(2_10_90)_ -505
     y(2_10_90) c_u_only_chosen(10_10_90)_ -61
     y(2_10_90) c_u_tangent(0)_ -1.1269222566612422
     y(2_10_90) c_u_tangent(1)_ -1.0039159424166388
     y(2_10_90) c_u_tangent(2)_ -0.89433606753340733
     y(2_10_90) c_u_tangent(3)_ -0.79671710339188506
     y(2_10_90) c_u_tangent(4)_ -0.70975348739744848
     y(2_10_90) c_u_tangent(5)_ -0.63228216229852652
     y(2_10_90) c_u_tangent(6)_ -0.56326702138066542
     y(2_10_90) c_u_tangent(7)_ -0.5017850515056137
     y(2_10_90) c_u_tangent(8)_ -0.4470139886715091
     y(2_10_90) c_u_tangent(9)_ -0.39822132099879126
     y(2_10_90) c_u_tangent(10)_ -0.35475449206703907
     y(2_10_90) c_u_tangent(11)_ -0.3160321735814966
     y(2_10_90) c_u_tangent(12)_ -22010.561026260395
     y(2_10_90) c_u_tangent(13)_ -10946.086333795938
     y(2_10_90) c_u_tangent(14)_ -5443.6052713042145
     y(2_10_90) c_u_tangent(15)_ -2707.1628567627799
     y(2_10_90) c_u_tangent(16)_ -1346.3009104773223
     y(2_10_90) c_u_tangent(17)_ -669.52977617293459
     y(2_10_90) c_u_tangent(18)_ -332.96428583952229
     y(2_10_90) c_u_tangent(19)_ -165.58668425224357
     y(2_10_90) c_u_tangent(20)_ -82.348020997264669
     y(2_10_90) c_u_tangent(21)_ -40.952547560140324
     y(2_10_90) c_u_tangent(22)_ -20.366137902952921
     y(2_10_90) c_u_tangent(23)_ -10.128297207224447
     y(2_10_100) c_e_one_pair(2)_ 1
     y(2_10_100) c_u_only_chosen(2_10_100)_ -505
     y(2_10_100) c_u_only_chosen(10_10_100)_ -61
     y(2_10_100) c_u_tangent(0)_ -0.11401110338577716
     y(2_10_100) c_u_tangent(1)_ -0.10156651323987452
     y(2_10_100) c_u_tangent(2)_ -0.090480280475844388
     y(2_10_100) c_u_tangent(3)_ -0.080604137070774351
     y(2_10_100) c_u_tangent(4)_ -0.071805998818258526
     y(2_10_100) c_u_tangent(5)_ -0.063968198825333666
     y(2_10_100) c_u_tangent(6)_ -0.056985913827535858
     y(2_10_100) c_u_tangent(7)_ -0.050765762275508358
     y(2_10_100) c_u_tangent(8)_ -0.045224555443877629
     y(2_10_100) c_u_tangent(9)_ -0.040288184859642792
     y(2_10_100) c_u_tangent(10)_ -0.035890631170471497
     y(2_10_100) c_u_tangent(11)_ -0.031973081197439704
     y(2_10_100) c_u_tangent(12)_ -22406.391932314935
     y(2_10_100) c_u_tangent(13)_ -11142.937257590576
     y(2_10_100) c_u_tangent(14)_ -5541.5013314806374
     y(2_10_100) c_u_tangent(15)_ -2755.8476097389134
     y(2_10_100) c_u_tangent(16)_ -1370.5123564545734
     y(2_10_100) c_u_tangent(17)_ -681.57038602457965
     y(2_10_100) c_u_tangent(18)_ -338.95220930909744
     y(2_10_100) c_u_tangent(19)_ -168.56454234409014
     y(2_10_100) c_u_tangent(20)_ -83.828941530105965
     y(2_10_100) c_u_tangent(21)_ -41.689025107742665
     y(2_10_100) c_u_tangent(22)_ -20.732396028283734
     y(2_10_100) c_u_tangent(23)_ -10.310441272318569
     y(2_10_100) c_u_order(1)_ -1
     y(2_10_100) c_u_order(2)_ 1
     y(2_20_80) c_e_one_pair(2)_ 1
     y(2_20_80) c_u_only_chosen(2_20_80)_ -505
     y(2_20_80) c_u_only_chosen(10_20_80)_ -61
     y(2_20_80) c_u_tangent(0)_ -1.6841945610474689
     y(2_20_80) c_u_tangent(1)_ -1.5003606149161415
     y(2_20_80) c_u_tangent(2)_ -1.3365925925989832
     y(2_20_80) c_u_tangent(3)_ -1.190700249546554
     y(2_20_80) c_u_tangent(4)_ -1.0607324117466492
     y(2_20_80) c_u_tangent(5)_ -0.94495088059177523
     y(2_20_80) c_u_tangent(6)_ -0.8418071860940215
     y(2_20_80) c_u_tangent(7)_ -0.74992187754325312
     y(2_20_80) c_u_tangent(8)_ -0.66806607464050027
     y(2_20_80) c_u_tangent(9)_ -0.59514503237015437
     y(2_20_80) c_u_tangent(10)_ -0.53018349980647195
     y(2_20_80) c_u_tangent(11)_ -0.47231267704207364
     y(2_20_80) c_u_tangent(12)_ -19580.603170626156
     y(2_20_80) c_u_tangent(13)_ -9737.6424216428659
     y(2_20_80) c_u_tangent(14)_ -4842.6332480924539
     y(2_20_80) c_u_tangent(15)_ -2408.2930713709625
     y(2_20_80) c_u_tangent(16)_ -1197.6697842848193
     y(2_20_80) c_u_tangent(17)_ -595.61393471612678
     y(2_20_80) c_u_tangent(18)_ -296.20515093805011
     y(2_20_80) c_u_tangent(19)_ -147.30597510961394
     y(2_20_80) c_u_tangent(20)_ -73.256829715066175
     y(2_20_80) c_u_tangent(21)_ -36.431401346135573
     y(2_20_80) c_u_tangent(22)_ -18.117723756345463
     y(2_20_80) c_u_tangent(23)_ -9.0101369143754813
     y(2_20_80) c_u_order(1)_ -2
     y(2_20_80) c_u_order(2)_ 2
     y(2_20_90) c_e_one_pair(2)_ 1
     y(2_20_90) c_u_only_chosen(2_20_90)_ -505
     y(2_20_90) c_u_only_chosen(10_20_90)_ -61
     y(2_20_90) c_u_tangent(0)_ -1.2409333600470192
     y(2_20_90) c_u_tangent(1)_ -1.1054824556565133
     y(2_20_90) c_u_tangent(2)_ -0.98481634800925166
     y(2_20_90) c_u_tangent(3)_ -0.87732124046265936
     y(2_20_90) c_u_tangent(4)_ -0.78155948621570681
     y(2_20_90) c_u_tangent(5)_ -0.69625036112386018
     y(2_20_90) c_u_tangent(6)_ -0.62025293520820113
     y(2_20_90) c_u_tangent(7)_ -0.55255081378112192
     y(2_20_90) c_u_tangent(8)_ -0.49223854411538664
     y(2_20_90) c_u_tangent(9)_ -0.43850950585843401
     y(2_20_90) c_u_tangent(10)_ -0.39064512323751055
     y(2_20_90) c_u_tangent(11)_ -0.34800525477893623
     y(2_20_90) c_u_tangent(12)_ -19976.4340766807
     y(2_20_90) c_u_tangent(13)_ -9934.4933454375077
     y(2_20_90) c_u_tangent(14)_ -4940.5293082688777
     y(2_20_90) c_u_tangent(15)_ -2456.9778243470964
     y(2_20_90) c_u_tangent(16)_ -1221.8812302620706
     y(2_20_90) c_u_tangent(17)_ -607.65454456777195
     y(2_20_90) c_u_tangent(18)_ -302.19307440762532
     y(2_20_90) c_u_tangent(19)_ -150.28383320146054
     y(2_20_90) c_u_tangent(20)_ -74.737750247907485
     y(2_20_90) c_u_tangent(21)_ -37.167878893737921
     y(2_20_90) c_u_tangent(22)_ -18.483981881676275
     y(2_20_90) c_u_tangent(23)_ -9.1922809794696043
     y(2_20_90) c_u_order(1)_ -3
     y(2_20_90) c_u_order(2)_ 3
     y(2_20_100) c_e_one_pair(2)_ 1
     y(2_20_100) c_u_only_chosen(2_20_100)_ -505
     y(2_20_100) c_u_only_chosen(10_20_100)_ -61
     y(2_20_100) c_u_tangent(0)_ -0.22802220677155655
     y(2_20_100) c_u_tangent(1)_ -0.20313302647975101
     y(2_20_100) c_u_tangent(2)_ -0.18096056095169052
     y(2_20_100) c_u_tangent(3)_ -0.16120827414155028
     y(2_20_100) c_u_tangent(4)_ -0.14361199763651844
     y(2_20_100) c_u_tangent(5)_ -0.12793639765066858
     y(2_20_100) c_u_tangent(6)_ -0.11397182765507283
     y(2_20_100) c_u_tangent(7)_ -0.1015315245510177
     y(2_20_100) c_u_tangent(8)_ -0.090449110887756132
     y(2_20_100) c_u_tangent(9)_ -0.080576369719286361
     y(2_20_100) c_u_tangent(10)_ -0.071781262340943688
     y(2_20_100) c_u_tangent(11)_ -0.063946162394880032
     y(2_20_100) c_u_tangent(12)_ -20372.26498273524
     y(2_20_100) c_u_tangent(13)_ -10131.34426923215
     y(2_20_100) c_u_tangent(14)_ -5038.4253684453015
     y(2_20_100) c_u_tangent(15)_ -2505.6625773232308
     y(2_20_100) c_u_tangent(16)_ -1246.0926762393217
     y(2_20_100) c_u_tangent(17)_ -619.69515441941712
     y(2_20_100) c_u_tangent(18)_ -308.18099787720053
     y(2_20_100) c_u_tangent(19)_ -153.26169129330717
     y(2_20_100) c_u_tangent(20)_ -76.218670780748795
     y(2_20_100) c_u_tangent(21)_ -37.904356441340269
     y(2_20_100) c_u_tangent(22)_ -18.850240007007091
     y(2_20_100) c_u_tangent(23)_ -9.3744250445637274
     y(2_20_100) c_u_order(1)_ -4
     y(2_20_100) c_u_order(2)_ 4
     y(2_30_70) c_e_one_pair(2)_ 1
     y(2_30_70) c_u_only_chosen(2_30_70)_ -505
     y(2_30_70) c_u_only_chosen(10_30_70)_ -61
     y(2_30_70) c_u_tangent(0)_ -1.8096200684662807
     y(2_30_70) c_u_tangent(1)_ -1.6120956221352709
     y(2_30_70) c_u_tangent(2)_ -1.4361314511229586
     y(2_30_70) c_u_tangent(3)_ -1.2793741987666483
     y(2_30_70) c_u_tangent(4)_ -1.1397273830260712
     y(2_30_70) c_u_tangent(5)_ -1.0153233579915144
     y(2_30_70) c_u_tangent(6)_ -0.90449833586176431
     y(2_30_70) c_u_tangent(7)_ -0.80577013533410557
     y(2_30_70) c_u_tangent(8)_ -0.71781835881185196
     y(2_30_70) c_u_tangent(9)_ -0.63946673331804615
     y(2_30_70) c_u_tangent(10)_ -0.56966737894152275
     y(2_30_70) c_u_tangent(11)_ -0.50748679442046951
     y(2_30_70) c_u_tangent(12)_ -17150.645314991918
     y(2_30_70) c_u_tangent(13)_ -8529.1985094897955
     y(2_30_70) c_u_tangent(14)_ -4241.6612248806941
     y(2_30_70) c_u_tangent(15)_ -2109.423285979145
     y(2_30_70) c_u_tangent(16)_ -1049.0386580923164
     y(2_30_70) c_u_tangent(17)_ -521.69809325931908
     y(2_30_70) c_u_tangent(18)_ -259.44601603657799
     y(2_30_70) c_u_tangent(19)_ -129.02526596698434
     y(2_30_70) c_u_tangent(20)_ -64.165638432867681
     y(2_30_70) c_u_tangent(21)_ -31.910255132130821
     y(2_30_70) c_u_tangent(22)_ -15.869309609738004
     y(2_30_70) c_u_tangent(23)_ -7.8919766215265152
     y(2_30_70) c_u_order(1)_ -5
     y(2_30_70) c_u_order(2)_ 5
     y(2_30_80) c_e_one_pair(2)_ 1
     y(2_30_80) c_u_only_chosen(2_30_80)_ -505
     y(2_30_80) c_u_only_chosen(10_30_80)_ -61
     y(2_30_80) c_u_tangent(0)_ -1.6973502295240457
     y(2_30_80) c_u_tangent(1)_ -1.5120803100758704
     y(2_30_80) c_u_tangent(2)_ -1.3470330544334785
     y(2_30_80) c_u_tangent(3)_ -1.2000011094948662
     y(2_30_80) c_u_tangent(4)_ -1.0690180601355264
     y(2_30_80) c_u_tangent(5)_ -0.95233213024026186
     y(2_30_80) c_u_tangent(6)_ -0.84838275433155652
     y(2_30_80) c_u_tangent(7)_ -0.75577970646187598
     y(2_30_80) c_u_tangent(8)_ -0.6732845072383068
     y(2_30_80) c_u_tangent(9)_ -0.59979386031582471
     y(2_30_80) c_u_tangent(10)_ -0.5343248968377432
     y(2_30_80) c_u_tangent(11)_ -0.47600203048149198
     y(2_30_80) c_u_tangent(12)_ -17546.476221046458
     y(2_30_80) c_u_tangent(13)_ -8726.0494332844373
     y(2_30_80) c_u_tangent(14)_ -4339.557285057118
     y(2_30_80) c_u_tangent(15)_ -2158.108038955279
     y(2_30_80) c_u_tangent(16)_ -1073.2501040695674
     y(2_30_80) c_u_tangent(17)_ -533.73870311096414
     y(2_30_80) c_u_tangent(18)_ -265.43393950615314
     y(2_30_80) c_u_tangent(19)_ -132.00312405883093
     y(2_30_80) c_u_tangent(20)_ -65.646558965708977
     y(2_30_80) c_u_tangent(21)_ -32.646732679733162
     y(2_30_80) c_u_tangent(22)_ -16.235567735068816
     y(2_30_80) c_u_tangent(23)_ -8.0741206866206383
     y(2_30_80) c_u_order(1)_ -6
     y(2_30_80) c_u_order(2)_ 6
     y(2_30_90) c_e_one_pair(2)_ 1
     y(2_30_90) c_u_only_chosen(2_30_90)_ -505
     y(2_30_90) c_u_only_chosen(10_30_90)_ -61
     y(2_30_90) c_u_tangent(0)_ -1.3549444634327985
     y(2_30_90) c_u_tangent(1)_ -1.2070489688963897
     y(2_30_90) c_u_tangent(2)_ -1.0752966284850975
     y(2_30_90) c_u_tangent(3)_ -0.95792537753343521
     y(2_30_90) c_u_tangent(4)_ -0.8533654850339667
     y(2_30_90) c_u_tangent(5)_ -0.76021855994919496
     y(2_30_90) c_u_tangent(6)_ -0.67723884903573806
     y(2_30_90) c_u_tangent(7)_ -0.60331657605663125
     y(2_30_90) c_u_tangent(8)_ -0.53746309955926508
     y(2_30_90) c_u_tangent(9)_ -0.47879769071807754
     y(2_30_90) c_u_tangent(10)_ -0.42653575440798269
     y(2_30_90) c_u_tangent(11)_ -0.37997833597637654
     y(2_30_90) c_u_tangent(12)_ -17942.307127101001
     y(2_30_90) c_u_tangent(13)_ -8922.9003570790792
     y(2_30_90) c_u_tangent(14)_ -4437.4533452335409
     y(2_30_90) c_u_tangent(15)_ -2206.7927919314134
     y(2_30_90) c_u_tangent(16)_ -1097.4615500468187
     y(2_30_90) c_u_tangent(17)_ -545.77931296260931
     y(2_30_90) c_u_tangent(18)_ -271.42186297572835
     y(2_30_90) c_u_tangent(19)_ -134.98098215067753
     y(2_30_90) c_u_tangent(20)_ -67.127479498550301
     y(2_30_90) c_u_tangent(21)_ -33.383210227335518
     y(2_30_90) c_u_tangent(22)_ -16.601825860399632
     y(2_30_90) c_u_tangent(23)_ -8.2562647517147614
     y(2_30_90) c_u_order(1)_ -7
     y(2_30_90) c_u_order(2)_ 7
     y(2_30_100) c_e_one_pair(2)_ 1
     y(2_30_100) c_u_only_chosen(2_30_100)_ -505
     y(2_30_100) c_u_only_chosen(10_30_100)_ -61
     y(2_30_100) c_u_tangent(0)_ -0.34203331015733351
     y(2_30_100) c_u_tangent(1)_ -0.30469953971962538
     y(2_30_100) c_u_tangent(2)_ -0.27144084142753477
     y(2_30_100) c_u_tangent(3)_ -0.2418124112123245
     y(2_30_100) c_u_tangent(4)_ -0.21541799645477683
     y(2_30_100) c_u_tangent(5)_ -0.19190459647600214
     y(2_30_100) c_u_tangent(6)_ -0.17095774148260859
     y(2_30_100) c_u_tangent(7)_ -0.15229728682652596
     y(2_30_100) c_u_tangent(8)_ -0.13567366633163369
     y(2_30_100) c_u_tangent(9)_ -0.12086455457892908
     y(2_30_100) c_u_tangent(10)_ -0.10767189351141511
     y(2_30_100) c_u_tangent(11)_ -0.095919243592319681
     y(2_30_100) c_u_tangent(12)_ -18338.138033155545
     y(2_30_100) c_u_tangent(13)_ -9119.751280873721
     y(2_30_100) c_u_tangent(14)_ -4535.3494054099647
     y(2_30_100) c_u_tangent(15)_ -2255.4775449075478
     y(2_30_100) c_u_tangent(16)_ -1121.6729960240698
     y(2_30_100) c_u_tangent(17)_ -557.81992281425448
     y(2_30_100) c_u_tangent(18)_ -277.40978644530355
     y(2_30_100) c_u_tangent(19)_ -137.95884024252413
     y(2_30_100) c_u_tangent(20)_ -68.608400031391611
     y(2_30_100) c_u_tangent(21)_ -34.119687774937866
     y(2_30_100) c_u_tangent(22)_ -16.968083985730445
     y(2_30_100) c_u_tangent(23)_ -8.4384088168088844
     y(2_30_100) c_u_order(1)_ -8
     y(2_30_100) c_u_order(2)_ 8
     y(2_40_60) c_e_one_pair(2)_ 1
     y(2_40_60) c_u_only_chosen(2_40_60)_ -505
     y(2_40_60) c_u_only_chosen(10_40_60)_ -61
     y(2_40_60) c_u_tangent(0)_ -1.9073895793181692
     y(2_40_60) c_u_tangent(1)_ -1.6991933522992715
     y(2_40_60) c_u_tangent(2)_ -1.513722251502569
     y(2_40_60) c_u_tangent(3)_ -1.348495773946766
     y(2_40_60) c_u_tangent(4)_ -1.2013041696039319
     y(2_40_60) c_u_tangent(5)_ -1.0701788880539436
     y(2_40_60) c_u_tangent(6)_ -0.95336625095871697
     y(2_40_60) c_u_tangent(7)_ -0.84930399825011771
     y(2_40_60) c_u_tangent(8)_ -0.75660039435869519
     y(2_40_60) c_u_tangent(9)_ -0.67401561504853491
     y(2_40_60) c_u_tangent(10)_ -0.60044516592450792
     y(2_40_60) c_u_tangent(11)_ -0.53490511084991432
     y(2_40_60) c_u_tangent(12)_ -14720.687459357681
     y(2_40_60) c_u_tangent(13)_ -7320.754597336726
     y(2_40_60) c_u_tangent(14)_ -3640.6892016689344
     y(2_40_60) c_u_tangent(15)_ -1810.5535005873278
     y(2_40_60) c_u_tangent(16)_ -900.40753189981342
     y(2_40_60) c_u_tangent(17)_ -447.78225180251127
     y(2_40_60) c_u_tangent(18)_ -222.68688113510584
     y(2_40_60) c_u_tangent(19)_ -110.74455682435473
     y(2_40_60) c_u_tangent(20)_ -55.074447150669187
     y(2_40_60) c_u_tangent(21)_ -27.38910891812607
     y(2_40_60) c_u_tangent(22)_ -13.620895463130545
     y(2_40_60) c_u_tangent(23)_ -6.7738163286775492
     y(2_40_60) c_u_order(1)_ -9
     y(2_40_60) c_u_order(2)_ 9
     y(2_40_70) c_e_one_pair(2)_ 1
     y(2_40_70) c_u_only_chosen(2_40_70)_ -505
     y(2_40_70) c_u_only_chosen(10_40_70)_ -61
     y(2_40_70) c_u_tangent(0)_ -1.8195114427326264
     y(2_40_70) c_u_tangent(1)_ -1.6209073287633877
     y(2_40_70) c_u_tangent(2)_ -1.4439813384701778
     y(2_40_70) c_u_tangent(3)_ -1.2863672517545237
     y(2_40_70) c_u_tangent(4)_ -1.1459571272157831
     y(2_40_70) c_u_tangent(5)_ -1.020873110401018
     y(2_40_70) c_u_tangent(6)_ -0.9094423192531943
     y(2_40_70) c_u_tangent(7)_ -0.81017447087398975
     y(2_40_70) c_u_tangent(8)_ -0.72174195038004219
     y(2_40_70) c_u_tangent(9)_ -0.64296205529217043
     y(2_40_70) c_u_tangent(10)_ -0.57278117799284223
     y(2_40_70) c_u_tangent(11)_ -0.51026071470700529
     y(2_40_70) c_u_tangent(12)_ -15116.518365412223
     y(2_40_70) c_u_tangent(13)_ -7517.6055211313678
     y(2_40_70) c_u_tangent(14)_ -3738.5852618453582
     y(2_40_70) c_u_tangent(15)_ -1859.2382535634622
     y(2_40_70) c_u_tangent(16)_ -924.61897787706471
     y(2_40_70) c_u_tangent(17)_ -459.82286165415644
     y(2_40_70) c_u_tangent(18)_ -228.67480460468104
     y(2_40_70) c_u_tangent(19)_ -113.72241491620133
     y(2_40_70) c_u_tangent(20)_ -56.555367683510497
     y(2_40_70) c_u_tangent(21)_ -28.125586465728418
     y(2_40_70) c_u_tangent(22)_ -13.987153588461361
     y(2_40_70) c_u_tangent(23)_ -6.9559603937716732
     y(2_40_70) c_u_order(1)_ -10
     y(2_40_70) c_u_order(2)_ 10
     y(2_40_80) c_e_one_pair(2)_ 1
     y(2_40_80) c_u_only_chosen(2_40_80)_ -505
     y(2_40_80) c_u_only_chosen(10_40_80)_ -61
     y(2_40_80) c_u_tangent(0)_ -1.7105058980006225
     y(2_40_80) c_u_tangent(1)_ -1.5238000052355991
     y(2_40_80) c_u_tangent(2)_ -1.3574735162679736
     y(2_40_80) c_u_tangent(3)_ -1.2093019694431784
     y(2_40_80) c_u_tangent(4)_ -1.0773037085244035
     y(2_40_80) c_u_tangent(5)_ -0.9597133798887485
     y(2_40_80) c_u_tangent(6)_ -0.85495832256909154
     y(2_40_80) c_u_tangent(7)_ -0.76163753538049872
     y(2_40_80) c_u_tangent(8)_ -0.67850293983611321
     y(2_40_80) c_u_tangent(9)_ -0.60444268826149494
     y(2_40_80) c_u_tangent(10)_ -0.53846629386901446
     y(2_40_80) c_u_tangent(11)_ -0.47969138392091021
     y(2_40_80) c_u_tangent(12)_ -15512.349271466765
     y(2_40_80) c_u_tangent(13)_ -7714.4564449260088
     y(2_40_80) c_u_tangent(14)_ -3836.4813220217811
     y(2_40_80) c_u_tangent(15)_ -1907.9230065395961
     y(2_40_80) c_u_tangent(16)_ -948.83042385431577
     y(2_40_80) c_u_tangent(17)_ -471.86347150580156
     y(2_40_80) c_u_tangent(18)_ -234.66272807425622
     y(2_40_80) c_u_tangent(19)_ -116.70027300804793
     y(2_40_80) c_u_tangent(20)_ -58.036288216351807
     y(2_40_80) c_u_tangent(21)_ -28.862064013330762
     y(2_40_80) c_u_tangent(22)_ -14.353411713792173
     y(2_40_80) c_u_tangent(23)_ -7.1381044588657954
     y(2_40_80) c_u_order(1)_ -11
     y(2_40_80) c_u_order(2)_ 11
     y(2_40_90) c_e_one_pair(2)_ 1
     y(2_40_90) c_u_only_chosen(2_40_90)_ -505
     y(2_40_90) c_u_only_chosen(10_40_90)_ -61
     y(2_40_90) c_u_tangent(0)_ -1.4689555668185759
     y(2_40_90) c_u_tangent(1)_ -1.3086154821362643
     y(2_40_90) c_u_tangent(2)_ -1.1657769089609422
     y(2_40_90) c_u_tangent(3)_ -1.0385295146042097
     y(2_40_90) c_u_tangent(4)_ -0.92517148385222536
     y(2_40_90) c_u_tangent(5)_ -0.82418675877452874
     y(2_40_90) c_u_tangent(6)_ -0.73422476286327398
     y(2_40_90) c_u_tangent(7)_ -0.65408233833213969
     y(2_40_90) c_u_tangent(8)_ -0.58268765500314279
     y(2_40_90) c_u_tangent(9)_ -0.51908587557772035
     y(2_40_90) c_u_tangent(10)_ -0.46242638557845422
     y(2_40_90) c_u_tangent(11)_ -0.41195141717381634
     y(2_40_90) c_u_tangent(12)_ -15908.18017752131
     y(2_40_90) c_u_tangent(13)_ -7911.3073687206506
     y(2_40_90) c_u_tangent(14)_ -3934.3773821982054
     y(2_40_90) c_u_tangent(15)_ -1956.6077595157305
     y(2_40_90) c_u_tangent(16)_ -973.04186983156706
     y(2_40_90) c_u_tangent(17)_ -483.90408135744678
     y(2_40_90) c_u_tangent(18)_ -240.65065154383146
     y(2_40_90) c_u_tangent(19)_ -119.67813109989456
     y(2_40_90) c_u_tangent(20)_ -59.517208749193124
     y(2_40_90) c_u_tangent(21)_ -29.598541560933118
     y(2_40_90) c_u_tangent(22)_ -14.719669839122989
     y(2_40_90) c_u_tangent(23)_ -7.3202485239599193
     y(2_40_90) c_u_order(1)_ -12
     y(2_40_90) c_u_order(2)_ 12
     y(2_40_100) c_e_one_pair(2)_ 1
     y(2_40_100) c_u_only_chosen(2_40_100)_ -505
     y(2_40_100) c_u_only_chosen(10_40_100)_ -61
     y(2_40_100) c_u_tangent(0)_ -0.45604441354311309
     y(2_40_100) c_u_tangent(1)_ -0.40626605295950202
     y(2_40_100) c_u_tangent(2)_ -0.36192112190338105
     y(2_40_100) c_u_tangent(3)_ -0.32241654828310057
     y(2_40_100) c_u_tangent(4)_ -0.28722399527303688
     y(2_40_100) c_u_tangent(5)_ -0.25587279530133716
     y(2_40_100) c_u_tangent(6)_ -0.22794365531014565
     y(2_40_100) c_u_tangent(7)_ -0.2030630491020354
     y(2_40_100) c_u_tangent(8)_ -0.18089822177551226
     y(2_40_100) c_u_tangent(9)_ -0.16115273943857272
     y(2_40_100) c_u_tangent(10)_ -0.14356252468188738
     y(2_40_100) c_u_tangent(11)_ -0.12789232478976006
     y(2_40_100) c_u_tangent(12)_ -16304.011083575851
     y(2_40_100) c_u_tangent(13)_ -8108.1582925152925
     y(2_40_100) c_u_tangent(14)_ -4032.2734423746292
     y(2_40_100) c_u_tangent(15)_ -2005.292512491865
     y(2_40_100) c_u_tangent(16)_ -997.25331580881834
     y(2_40_100) c_u_tangent(17)_ -495.94469120909196
     y(2_40_100) c_u_tangent(18)_ -246.63857501340667
     y(2_40_100) c_u_tangent(19)_ -122.65598919174116
     y(2_40_100) c_u_tangent(20)_ -60.998129282034441
     y(2_40_100) c_u_tangent(21)_ -30.335019108535466
     y(2_40_100) c_u_tangent(22)_ -15.085927964453804
     y(2_40_100) c_u_tangent(23)_ -7.5023925890540433
     y(2_40_100) c_u_order(1)_ -13
     y(2_40_100) c_u_order(2)_ 13
     y(2_50_50) c_e_one_pair(2)_ 1
     y(2_50_50) c_u_only_chosen(2_50_50)_ -505
     y(2_50_50) c_u_only_chosen(10_50_50)_ -61
     y(2_50_50) c_u_tangent(0)_ -1.94545631022494
     y(2_50_50) c_u_tangent(1)_ -1.7331050066366471
     y(2_50_50) c_u_tangent(2)_ -1.5439323660173698
     y(2_50_50) c_u_tangent(3)_ -1.3754083807431705
     y(2_50_50) c_u_tangent(4)_ -1.2252791996960233
     y(2_50_50) c_u_tangent(5)_ -1.0915369851073096
     y(2_50_50) c_u_tangent(6)_ -0.97239305960040812
     y(2_50_50) c_u_tangent(7)_ -0.8662539842991076
     y(2_50_50) c_u_tangent(8)_ -0.77170024806886628
     y(2_50_50) c_u_tangent(9)_ -0.68746728287938563
     y(2_50_50) c_u_tangent(10)_ -0.61242855138669028
     y(2_50_50) c_u_tangent(11)_ -0.5455804805468899
     y(2_50_50) c_u_tangent(12)_ -13335.969127905804
     y(2_50_50) c_u_tangent(13)_ -6632.1194287020753
     y(2_50_50) c_u_tangent(14)_ -3298.2236007526412
     y(2_50_50) c_u_tangent(15)_ -1640.2417111916557
     y(2_50_50) c_u_tangent(16)_ -815.70966580889012
     y(2_50_50) c_u_tangent(17)_ -405.6611012596689
     y(2_50_50) c_u_tangent(18)_ -201.73958452732359
     y(2_50_50) c_u_tangent(19)_ -100.32724320591254
     y(2_50_50) c_u_tangent(20)_ -49.893806180289069
     y(2_50_50) c_u_tangent(21)_ -24.812721007862258
     y(2_50_50) c_u_tangent(22)_ -12.33963032584262
     y(2_50_50) c_u_tangent(23)_ -6.1366295349150572
     y(2_50_50) c_u_order(1)_ -14
     y(2_50_50) c_u_order(2)_ 14
     y(2_50_60) c_e_one_pair(2)_ 1
     y(2_50_60) c_u_only_chosen(2_50_60)_ -505
     y(2_50_60) c_u_only_chosen(10_50_60)_ -61
     y(2_50_60) c_u_tangent(0)_ -1.917280953584515
     y(2_50_60) c_u_tangent(1)_ -1.7080050589273883
     y(2_50_60) c_u_tangent(2)_ -1.5215721388497885
     y(2_50_60) c_u_tangent(3)_ -1.3554888269346415
     y(2_50_60) c_u_tangent(4)_ -1.2075339137936438
     y(2_50_60) c_u_tangent(5)_ -1.0757286404634472
     y(2_50_60) c_u_tangent(6)_ -0.95831023435014695
     y(2_50_60) c_u_tangent(7)_ -0.85370833379000188
     y(2_50_60) c_u_tangent(8)_ -0.76052398592688542
     y(2_50_60) c_u_tangent(9)_ -0.67751093702265908
     y(2_50_60) c_u_tangent(10)_ -0.60355896497582728
     y(2_50_60) c_u_tangent(11)_ -0.53767903113645021
     y(2_50_60) c_u_tangent(12)_ -13493.428265611145
     y(2_50_60) c_u_tangent(13)_ -6710.4255342716415
     y(2_50_60) c_u_tangent(14)_ -3337.1660607383346
     y(2_50_60) c_u_tangent(15)_ -1659.6082111434389
     y(2_50_60) c_u_tangent(16)_ -825.3408324203524
     y(2_50_60) c_u_tangent(17)_ -410.45078295376385
     y(2_50_60) c_u_tangent(18)_ -204.12154422714289
     y(2_50_60) c_u_tangent(19)_ -101.51181712416647
     y(2_50_60) c_u_tangent(20)_ -50.482907401402905
     y(2_50_60) c_u_tangent(21)_ -25.105687316988281
     y(2_50_60) c_u_tangent(22)_ -12.485325590436785
     y(2_50_60) c_u_tangent(23)_ -6.2090853411423605
     y(2_50_60) c_u_order(1)_ -15
     y(2_50_60) c_u_order(2)_ 15
     y(2_50_70) c_e_one_pair(2)_ 1
     y(2_50_70) c_u_only_chosen(2_50_70)_ -505
     y(2_50_70) c_u_only_chosen(10_50_70)_ -61
     y(2_50_70) c_u_tangent(0)_ -1.8294028169989729
     y(2_50_70) c_u_tangent(1)_ -1.629719035391505
     y(2_50_70) c_u_tangent(2)_ -1.4518312258173973
     y(2_50_70) c_u_tangent(3)_ -1.2933603047423992
     y(2_50_70) c_u_tangent(4)_ -1.152186871405495
     y(2_50_70) c_u_tangent(5)_ -1.0264228628105221
     y(2_50_70) c_u_tangent(6)_ -0.9143863026446245
     y(2_50_70) c_u_tangent(7)_ -0.81457880641387415
     y(2_50_70) c_u_tangent(8)_ -0.72566554194823263
     y(2_50_70) c_u_tangent(9)_ -0.64645737726629471
     y(2_50_70) c_u_tangent(10)_ -0.5758949770441617
     y(2_50_70) c_u_tangent(11)_ -0.51303463499354129
     y(2_50_70) c_u_tangent(12)_ -13650.887403316483
     y(2_50_70) c_u_tangent(13)_ -6788.7316398412058
     y(2_50_70) c_u_tangent(14)_ -3376.1085207240271
     y(2_50_70) c_u_tangent(15)_ -1678.9747110952219
     y(2_50_70) c_u_tangent(16)_ -834.97199903181468
     y(2_50_70) c_u_tangent(17)_ -415.24046464785874
     y(2_50_70) c_u_tangent(18)_ -206.50350392696217
     y(2_50_70) c_u_tangent(19)_ -102.6963910424204
     y(2_50_70) c_u_tangent(20)_ -51.072008622516726
     y(2_50_70) c_u_tangent(21)_ -25.398653626114303
     y(2_50_70) c_u_tangent(22)_ -12.631020855030947
     y(2_50_70) c_u_tangent(23)_ -6.2815411473696638
     y(2_50_70) c_u_order(1)_ -16
     y(2_50_70) c_u_order(2)_ 16
     y(2_50_80) c_e_one_pair(2)_ 1
     y(2_50_80) c_u_only_chosen(2_50_80)_ -505
     y(2_50_80) c_u_only_chosen(10_50_80)_ -61
     y(2_50_80) c_u_tangent(0)_ -1.7236615664771997
     y(2_50_80) c_u_tangent(1)_ -1.5355197003953283
     y(2_50_80) c_u_tangent(2)_ -1.367913978102469
     y(2_50_80) c_u_tangent(3)_ -1.218602829391491
     y(2_50_80) c_u_tangent(4)_ -1.0855893569132811
     y(2_50_80) c_u_tangent(5)_ -0.96709462953723524
     y(2_50_80) c_u_tangent(6)_ -0.86153389080662668
     y(2_50_80) c_u_tangent(7)_ -0.76749536429912157
     y(2_50_80) c_u_tangent(8)_ -0.68372137243391973
     y(2_50_80) c_u_tangent(9)_ -0.60909151620716528
     y(2_50_80) c_u_tangent(10)_ -0.54260769090028582
     y(2_50_80) c_u_tangent(11)_ -0.48338073736032855
     y(2_50_80) c_u_tangent(12)_ -13808.346541021821
     y(2_50_80) c_u_tangent(13)_ -6867.0377454107711
     y(2_50_80) c_u_tangent(14)_ -3415.0509807097201
     y(2_50_80) c_u_tangent(15)_ -1698.3412110470047
     y(2_50_80) c_u_tangent(16)_ -844.60316564327695
     y(2_50_80) c_u_tangent(17)_ -420.0301463419537
     y(2_50_80) c_u_tangent(18)_ -208.88546362678142
     y(2_50_80) c_u_tangent(19)_ -103.88096496067432
     y(2_50_80) c_u_tangent(20)_ -51.661109843630555
     y(2_50_80) c_u_tangent(21)_ -25.691619935240325
     y(2_50_80) c_u_tangent(22)_ -12.77671611962511
     y(2_50_80) c_u_tangent(23)_ -6.3539969535969663
     y(2_50_80) c_u_order(1)_ -17
     y(2_50_80) c_u_order(2)_ 17
     y(2_50_90) c_e_one_pair(2)_ 1
     y(2_50_90) c_u_only_chosen(2_50_90)_ -505
     y(2_50_90) c_u_only_chosen(10_50_90)_ -61
     y(2_50_90) c_u_tangent(0)_ -1.582966670204355
     y(2_50_90) c_u_tangent(1)_ -1.4101819953761405
     y(2_50_90) c_u_tangent(2)_ -1.2562571894367882
     y(2_50_90) c_u_tangent(3)_ -1.1191336516749855
     y(2_50_90) c_u_tangent(4)_ -0.99697748267048503
     y(2_50_90) c_u_tangent(5)_ -0.88815495759986351
     y(2_50_90) c_u_tangent(6)_ -0.7912106766908108
     y(2_50_90) c_u_tangent(7)_ -0.70484810060764891
     y(2_50_90) c_u_tangent(8)_ -0.62791221044702117
     y(2_50_90) c_u_tangent(9)_ -0.55937406043736382
     y(2_50_90) c_u_tangent(10)_ -0.49831701674892631
     y(2_50_90) c_u_tangent(11)_ -0.44392449837125653
     y(2_50_90) c_u_tangent(12)_ -13965.805678727162
     y(2_50_90) c_u_tangent(13)_ -6945.3438509803364
     y(2_50_90) c_u_tangent(14)_ -3453.9934406954135
     y(2_50_90) c_u_tangent(15)_ -1717.7077109987879
     y(2_50_90) c_u_tangent(16)_ -854.23433225473923
     y(2_50_90) c_u_tangent(17)_ -424.81982803604865
     y(2_50_90) c_u_tangent(18)_ -211.26742332660072
     y(2_50_90) c_u_tangent(19)_ -105.06553887892827
     y(2_50_90) c_u_tangent(20)_ -52.250211064744384
     y(2_50_90) c_u_tangent(21)_ -25.984586244366348
     y(2_50_90) c_u_tangent(22)_ -12.922411384219274
     y(2_50_90) c_u_tangent(23)_ -6.4264527598242704
     y(2_50_90) c_u_order(1)_ -18
     y(2_50_90) c_u_order(2)_ 18
     y(2_50_100) c_e_one_pair(2)_ 1
     y(2_50_100) c_u_only_chosen(2_50_100)_ -505
     y(2_50_100) c_u_only_chosen(10_50_100)_ -61
     y(2_50_100) c_u_tangent(0)_ -0.57005551692889
     y(2_50_100) c_u_tangent(1)_ -0.50783256619937633
     y(2_50_100) c_u_tangent(2)_ -0.45240140237922527
     y(2_50_100) c_u_tangent(3)_ -0.4030206853538747
     y(2_50_100) c_u_tangent(4)_ -0.35902999409129521
     y(2_50_100) c_u_tangent(5)_ -0.31984099412667072
     y(2_50_100) c_u_tangent(6)_ -0.28492956913768136
     y(2_50_100) c_u_tangent(7)_ -0.25382881137754365
     y(2_50_100) c_u_tangent(8)_ -0.22612277721938981
     y(2_50_100) c_u_tangent(9)_ -0.20144092429821542
     y(2_50_100) c_u_tangent(10)_ -0.17945315585235877
     y(2_50_100) c_u_tangent(11)_ -0.1598654059871997
     y(2_50_100) c_u_tangent(12)_ -14269.884133996158
     y(2_50_100) c_u_tangent(13)_ -7096.5653041568639
     y(2_50_100) c_u_tangent(14)_ -3529.1974793392928
     y(2_50_100) c_u_tangent(15)_ -1755.1074800761819
     y(2_50_100) c_u_tangent(16)_ -872.83363559356656
     y(2_50_100) c_u_tangent(17)_ -434.06945960392937
     y(2_50_100) c_u_tangent(18)_ -215.86736358150972
     y(2_50_100) c_u_tangent(19)_ -107.35313814095815
     y(2_50_100) c_u_tangent(20)_ -53.387858532677257
     y(2_50_100) c_u_tangent(21)_ -26.550350442133066
     y(2_50_100) c_u_tangent(22)_ -13.203771943177159
     y(2_50_100) c_u_tangent(23)_ -6.5663763612992012
     y(2_50_100) c_u_order(1)_ -19
     y(2_50_100) c_u_order(2)_ 19
     y(2_60_40) c_e_one_pair(2)_ 1
     y(2_60_40) c_u_only_chosen(2_60_40)_ -505
     y(2_60_40) c_u_only_chosen(10_60_40)_ -61
     y(2_60_40) c_u_tangent(0)_ -1.9576683930001808
     y(2_60_40) c_u_tangent(1)_ -1.7439841107768908
     y(2_60_40) c_u_tangent(2)_ -1.5536239893933774
     y(2_60_40) c_u_tangent(3)_ -1.3840421397780642
     y(2_60_40) c_u_tangent(4)_ -1.2329705628640497
     y(2_60_40) c_u_tangent(5)_ -1.0983888172169836
     y(2_60_40) c_u_tangent(6)_ -0.97849699751538333
     y(2_60_40) c_u_tangent(7)_ -0.87169166249575636
     y(2_60_40) c_u_tangent(8)_ -0.77654439042125922
     y(2_60_40) c_u_tangent(9)_ -0.69178267527327719
     y(2_60_40) c_u_tangent(10)_ -0.61627290817031311
     y(2_60_40) c_u_tangent(11)_ -0.54900521640653199
     y(2_60_40) c_u_tangent(12)_ -11802.489504859464
     y(2_60_40) c_u_tangent(13)_ -5869.503685970416
     y(2_60_40) c_u_tangent(14)_ -2918.9666727037279
     y(2_60_40) c_u_tangent(15)_ -1451.6332031140694
     y(2_60_40) c_u_tangent(16)_ -721.91264672143654
     y(2_60_40) c_u_tangent(17)_ -359.01484505752012
     y(2_60_40) c_u_tangent(18)_ -178.54190469863116
     y(2_60_40) c_u_tangent(19)_ -88.790790053006901
     y(2_60_40) c_u_tangent(20)_ -44.15660520450129
     y(2_60_40) c_u_tangent(21)_ -21.959549881493153
     y(2_60_40) c_u_tangent(22)_ -10.920717948413039
     y(2_60_40) c_u_tangent(23)_ -5.4309893031687855
     y(2_60_40) c_u_order(1)_ -20
     y(2_60_40) c_u_order(2)_ 20
     y(2_60_50) c_e_one_pair(2)_ 1
     y(2_60_50) c_u_only_chosen(2_60_50)_ -505
     y(2_60_50) c_u_only_chosen(10_60_50)_ -61
     y(2_60_50) c_u_tangent(0)_ -1.9468914740587482
     y(2_60_50) c_u_tangent(1)_ -1.7343835188358903
     y(2_60_50) c_u_tangent(2)_ -1.5450713254902237
     y(2_60_50) c_u_tangent(3)_ -1.376423020010259
     y(2_60_50) c_u_tangent(4)_ -1.2261830886111735
     y(2_60_50) c_u_tangent(5)_ -1.0923422123416899
     y(2_60_50) c_u_tangent(6)_ -0.9731103943172299
     y(2_60_50) c_u_tangent(7)_ -0.86689302018113912
     y(2_60_50) c_u_tangent(8)_ -0.77226953162499057
     y(2_60_50) c_u_tangent(9)_ -0.687974427746186
     y(2_60_50) c_u_tangent(10)_ -0.61288034015373805
     y(2_60_50) c_u_tangent(11)_ -0.5459829554675536
     y(2_60_50) c_u_tangent(12)_ -12283.134683908089
     y(2_60_50) c_u_tangent(13)_ -6108.5336507001666
     y(2_60_50) c_u_tangent(14)_ -3037.838818996338
     y(2_60_50) c_u_tangent(15)_ -1510.7495870376827
     y(2_60_50) c_u_tangent(16)_ -751.31185382922729
     y(2_60_50) c_u_tangent(17)_ -373.6353837508812
     y(2_60_50) c_u_tangent(18)_ -185.81285424840394
     y(2_60_50) c_u_tangent(19)_ -92.406710674272844
     y(2_60_50) c_u_tangent(20)_ -45.954841026355524
     y(2_60_50) c_u_tangent(21)_ -22.85383170061883
     y(2_60_50) c_u_tangent(22)_ -11.365453818035572
     y(2_60_50) c_u_tangent(23)_ -5.6521611860124805
     y(2_60_50) c_u_order(1)_ -21
     y(2_60_50) c_u_order(2)_ 21
     y(2_60_60) c_e_one_pair(2)_ 1
     y(2_60_60) c_u_only_chosen(2_60_60)_ -505
     y(2_60_60) c_u_only_chosen(10_60_60)_ -61
     y(2_60_60) c_u_tangent(0)_ -1.9271723278508612
     y(2_60_60) c_u_tangent(1)_ -1.7168167655555056
     y(2_60_60) c_u_tangent(2)_ -1.529422026197008
     y(2_60_60) c_u_tangent(3)_ -1.3624818799225171
     y(2_60_60) c_u_tangent(4)_ -1.2137636579833559
     y(2_60_60) c_u_tangent(5)_ -1.0812783928729512
     y(2_60_60) c_u_tangent(6)_ -0.96325421774157716
     y(2_60_60) c_u_tangent(7)_ -0.85811266932988628
     y(2_60_60) c_u_tangent(8)_ -0.76444757749507586
     y(2_60_60) c_u_tangent(9)_ -0.68100625899678346
     y(2_60_60) c_u_tangent(10)_ -0.60667276402714687
     y(2_60_60) c_u_tangent(11)_ -0.54045295142298611
     y(2_60_60) c_u_tangent(12)_ -12684.264881537551
     y(2_60_60) c_u_tangent(13)_ -6308.0199686139231
     y(2_60_60) c_u_tangent(14)_ -3137.0454887259207
     y(2_60_60) c_u_tangent(15)_ -1560.0861200980075
     y(2_60_60) c_u_tangent(16)_ -775.84743698152306
     y(2_60_60) c_u_tangent(17)_ -385.83719047060248
     y(2_60_60) c_u_tangent(18)_ -191.88094263665582
     y(2_60_60) c_u_tangent(19)_ -95.424435633653175
     y(2_60_60) c_u_tangent(20)_ -47.455587776863958
     y(2_60_60) c_u_tangent(21)_ -23.600169037346866
     y(2_60_60) c_u_tangent(22)_ -11.736615321470834
     y(2_60_60) c_u_tangent(23)_ -5.8367437532417608
     y(2_60_60) c_u_order(1)_ -22
     y(2_60_60) c_u_order(2)_ 22
     y(2_60_70) c_e_one_pair(2)_ 1
     y(2_60_70) c_u_only_chosen(2_60_70)_ -505
     y(2_60_70) c_u_only_chosen(10_60_70)_ -61
     y(2_60_70) c_u_tangent(0)_ -1.8392941912653191
     y(2_60_70) c_u_tangent(1)_ -1.6385307420196222
     y(2_60_70) c_u_tangent(2)_ -1.459681113164617
     y(2_60_70) c_u_tangent(3)_ -1.3003533577302748
     y(2_60_70) c_u_tangent(4)_ -1.1584166155952071
     y(2_60_70) c_u_tangent(5)_ -1.0319726152200261
     y(2_60_70) c_u_tangent(6)_ -0.91933028603605471
     y(2_60_70) c_u_tangent(7)_ -0.81898314195375865
     y(2_60_70) c_u_tangent(8)_ -0.72958913351642307
     y(2_60_70) c_u_tangent(9)_ -0.6499526992404191
     y(2_60_70) c_u_tangent(10)_ -0.57900877609548129
     y(2_60_70) c_u_tangent(11)_ -0.51580855528007719
     y(2_60_70) c_u_tangent(12)_ -12841.724019242891
     y(2_60_70) c_u_tangent(13)_ -6386.3260741834883
     y(2_60_70) c_u_tangent(14)_ -3175.9879487116141
     y(2_60_70) c_u_tangent(15)_ -1579.4526200497908
     y(2_60_70) c_u_tangent(16)_ -785.47860359298545
     y(2_60_70) c_u_tangent(17)_ -390.62687216469743
     y(2_60_70) c_u_tangent(18)_ -194.26290233647512
     y(2_60_70) c_u_tangent(19)_ -96.609009551907107
     y(2_60_70) c_u_tangent(20)_ -48.044688997977794
     y(2_60_70) c_u_tangent(21)_ -23.893135346472889
     y(2_60_70) c_u_tangent(22)_ -11.882310586065
     y(2_60_70) c_u_tangent(23)_ -5.9091995594690641
     y(2_60_70) c_u_order(1)_ -23
     y(2_60_70) c_u_order(2)_ 23
     y(2_60_80) c_e_one_pair(2)_ 1
     y(2_60_80) c_u_only_chosen(2_60_80)_ -505
     y(2_60_80) c_u_only_chosen(10_60_80)_ -61
     y(2_60_80) c_u_tangent(0)_ -1.7368172349537765
     y(2_60_80) c_u_tangent(1)_ -1.5472393955550572
     y(2_60_80) c_u_tangent(2)_ -1.3783544399369643
     y(2_60_80) c_u_tangent(3)_ -1.2279036893398032
     y(2_60_80) c_u_tangent(4)_ -1.0938750053021582
     y(2_60_80) c_u_tangent(5)_ -0.97447587918572198
     y(2_60_80) c_u_tangent(6)_ -0.8681094590441617
     y(2_60_80) c_u_tangent(7)_ -0.77335319321774443
     y(2_60_80) c_u_tangent(8)_ -0.68893980503172625
     y(2_60_80) c_u_tangent(9)_ -0.61374034415283563
     y(2_60_80) c_u_tangent(10)_ -0.54674908793155708
     y(2_60_80) c_u_tangent(11)_ -0.48707009079974684
     y(2_60_80) c_u_tangent(12)_ -12999.183156948229
     y(2_60_80) c_u_tangent(13)_ -6464.6321797530536
     y(2_60_80) c_u_tangent(14)_ -3214.9304086973066
     y(2_60_80) c_u_tangent(15)_ -1598.8191200015735
     y(2_60_80) c_u_tangent(16)_ -795.10977020444773
     y(2_60_80) c_u_tangent(17)_ -395.41655385879238
     y(2_60_80) c_u_tangent(18)_ -196.6448620362944
     y(2_60_80) c_u_tangent(19)_ -97.793583470161025
     y(2_60_80) c_u_tangent(20)_ -48.633790219091622
     y(2_60_80) c_u_tangent(21)_ -24.186101655598911
     y(2_60_80) c_u_tangent(22)_ -12.028005850659161
     y(2_60_80) c_u_tangent(23)_ -5.9816553656963665
     y(2_60_80) c_u_order(1)_ -24
     y(2_60_80) c_u_order(2)_ 24
     y(2_60_90) c_e_one_pair(2)_ 1
     y(2_60_90) c_u_only_chosen(2_60_90)_ -505
     y(2_60_90) c_u_only_chosen(10_60_90)_ -61
     y(2_60_90) c_u_tangent(0)_ -1.6199380632503881
     y(2_60_90) c_u_tangent(1)_ -1.4431178706531356
     y(2_60_90) c_u_tangent(2)_ -1.2855980335567572
     y(2_60_90) c_u_tangent(3)_ -1.1452718710613587
     y(2_60_90) c_u_tangent(4)_ -1.0202626516280202
     y(2_60_90) c_u_tangent(5)_ -0.90889849354491814
     y(2_60_90) c_u_tangent(6)_ -0.80969000506882238
     y(2_60_90) c_u_tangent(7)_ -0.72131036519970826
     y(2_60_90) c_u_tangent(8)_ -0.64257757868742982
     y(2_60_90) c_u_tangent(9)_ -0.5724386679477137
     y(2_60_90) c_u_tangent(10)_ -0.5099555904691
     y(2_60_90) c_u_tangent(11)_ -0.45429269336927758
     y(2_60_90) c_u_tangent(12)_ -13156.642294653569
     y(2_60_90) c_u_tangent(13)_ -6542.9382853226189
     y(2_60_90) c_u_tangent(14)_ -3253.872868683
     y(2_60_90) c_u_tangent(15)_ -1618.1856199533568
     y(2_60_90) c_u_tangent(16)_ -804.74093681591
     y(2_60_90) c_u_tangent(17)_ -400.20623555288734
     y(2_60_90) c_u_tangent(18)_ -199.0268217361137
     y(2_60_90) c_u_tangent(19)_ -98.978157388414971
     y(2_60_90) c_u_tangent(20)_ -49.222891440205451
     y(2_60_90) c_u_tangent(21)_ -24.479067964724937
     y(2_60_90) c_u_tangent(22)_ -12.173701115253326
     y(2_60_90) c_u_tangent(23)_ -6.0541111719236707
     y(2_60_90) c_u_order(1)_ -25
     y(2_60_90) c_u_order(2)_ 25
     y(2_60_100) c_e_one_pair(2)_ 1
     y(2_60_100) c_u_only_chosen(2_60_100)_ -505
     y(2_60_100) c_u_only_chosen(10_60_100)_ -61
     y(2_60_100) c_u_tangent(0)_ -0.68406662031466703
     y(2_60_100) c_u_tangent(1)_ -0.60939907943925076
     y(2_60_100) c_u_tangent(2)_ -0.54288168285506955
     y(2_60_100) c_u_tangent(3)_ -0.48362482242464899
     y(2_60_100) c_u_tangent(4)_ -0.43083599290955366
     y(2_60_100) c_u_tangent(5)_ -0.38380919295200427
     y(2_60_100) c_u_tangent(6)_ -0.34191548296521718
     y(2_60_100) c_u_tangent(7)_ -0.30459457365305193
     y(2_60_100) c_u_tangent(8)_ -0.27134733266326738
     y(2_60_100) c_u_tangent(9)_ -0.24172910915785817
     y(2_60_100) c_u_tangent(10)_ -0.21534378702283022
     y(2_60_100) c_u_tangent(11)_ -0.19183848718463936
     y(2_60_100) c_u_tangent(12)_ -13314.101432358906
     y(2_60_100) c_u_tangent(13)_ -6621.2443908921832
     y(2_60_100) c_u_tangent(14)_ -3292.8153286686925
     y(2_60_100) c_u_tangent(15)_ -1637.5521199051395
     y(2_60_100) c_u_tangent(16)_ -814.37210342737217
     y(2_60_100) c_u_tangent(17)_ -404.99591724698217
     y(2_60_100) c_u_tangent(18)_ -201.40878143593295
     y(2_60_100) c_u_tangent(19)_ -100.16273130666887
     y(2_60_100) c_u_tangent(20)_ -49.811992661319273
     y(2_60_100) c_u_tangent(21)_ -24.772034273850952
     y(2_60_100) c_u_tangent(22)_ -12.319396379847486
     y(2_60_100) c_u_tangent(23)_ -6.1265669781509722
     y(2_60_100) c_u_order(1)_ -26
     y(2_60_100) c_u_order(2)_ 26
     y(2_70_30) c_e_one_pair(2)_ 1
     y(2_70_30) c_u_only_chosen(2_70_30)_ -505
     y(2_70_30) c_u_only_chosen(10_70_30)_ -61
     y(2_70_30) c_u_tangent(0)_ -1.9649466353917153
     y(2_70_30) c_u_tangent(1)_ -1.7504679152509295
     y(2_70_30) c_u_tangent(2)_ -1.5594000707872127
     y(2_70_30) c_u_tangent(3)_ -1.3891877477928951
     y(2_70_30) c_u_tangent(4)_ -1.2375545152076837
     y(2_70_30) c_u_tangent(5)_ -1.102472419976491
     y(2_70_30) c_u_tangent(6)_ -0.98213486506883108
     y(2_70_30) c_u_tangent(7)_ -0.87493244792857461
     y(2_70_30) c_u_tangent(8)_ -0.77943143621587962
     y(2_70_30) c_u_tangent(9)_ -0.69435459297440882
     y(2_70_30) c_u_tangent(10)_ -0.61856409477833996
     y(2_70_30) c_u_tangent(11)_ -0.55104631440530993
     y(2_70_30) c_u_tangent(12)_ -8851.867128644597
     y(2_70_30) c_u_tangent(13)_ -4402.1277644778111
     y(2_70_30) c_u_tangent(14)_ -2189.2250045277956
     y(2_70_30) c_u_tangent(15)_ -1088.7249023355519
     y(2_70_30) c_u_tangent(16)_ -541.43448504107732
     y(2_70_30) c_u_tangent(17)_ -269.26113379314006
     y(2_70_30) c_u_tangent(18)_ -133.90642852397335
     y(2_70_30) c_u_tangent(19)_ -66.593092539755162
     y(2_70_30) c_u_tangent(20)_ -33.117453903375967
     y(2_70_30) c_u_tangent(21)_ -16.469662411119863
     y(2_70_30) c_u_tangent(22)_ -8.190538461309778
     y(2_70_30) c_u_tangent(23)_ -4.0732419773765889
     y(2_70_30) c_u_order(1)_ -27
     y(2_70_30) c_u_order(2)_ 27
     y(2_70_40) c_e_one_pair(2)_ 1
     y(2_70_40) c_u_only_chosen(2_70_40)_ -505
     y(2_70_40) c_u_only_chosen(10_70_40)_ -61
     y(2_70_40) c_u_tangent(0)_ -1.958404735228638
     y(2_70_40) c_u_tangent(1)_ -1.74464007945428
     y(2_70_40) c_u_tangent(2)_ -1.5542083574889267
     y(2_70_40) c_u_tangent(3)_ -1.3845627226700019
     y(2_70_40) c_u_tangent(4)_ -1.2334343228629994
     y(2_70_40) c_u_tangent(5)_ -1.0988019566803748
     y(2_70_40) c_u_tangent(6)_ -0.97886504179819711
     y(2_70_40) c_u_tangent(7)_ -0.87201953384699471
     y(2_70_40) c_u_tangent(8)_ -0.7768364738144341
     y(2_70_40) c_u_tangent(9)_ -0.69204287705134138
     y(2_70_40) c_u_tangent(10)_ -0.616504708289354
     y(2_70_40) c_u_tangent(11)_ -0.54921171497693788
     y(2_70_40) c_u_tangent(12)_ -9332.5123076932232
     y(2_70_40) c_u_tangent(13)_ -4641.1577292075626
     y(2_70_40) c_u_tangent(14)_ -2308.0971508204061
     y(2_70_40) c_u_tangent(15)_ -1147.8412862591654
     y(2_70_40) c_u_tangent(16)_ -570.83369214886818
     y(2_70_40) c_u_tangent(17)_ -283.8816724865012
     y(2_70_40) c_u_tangent(18)_ -141.17737807374615
     y(2_70_40) c_u_tangent(19)_ -70.209013161021119
     y(2_70_40) c_u_tangent(20)_ -34.915689725230209
     y(2_70_40) c_u_tangent(21)_ -17.363944230245547
     y(2_70_40) c_u_tangent(22)_ -8.6352743309323134
     y(2_70_40) c_u_tangent(23)_ -4.2944138602202848
     y(2_70_40) c_u_order(1)_ -28
     y(2_70_40) c_u_order(2)_ 28
     y(2_70_50) c_e_one_pair(2)_ 1
     y(2_70_50) c_u_only_chosen(2_70_50)_ -505
     y(2_70_50) c_u_only_chosen(10_70_50)_ -61
     y(2_70_50) c_u_tangent(0)_ -1.9483266378925568
     y(2_70_50) c_u_tangent(1)_ -1.7356620310351334
     y(2_70_50) c_u_tangent(2)_ -1.5462102849630779
     y(2_70_50) c_u_tangent(3)_ -1.3774376592773478
     y(2_70_50) c_u_tangent(4)_ -1.2270869775263238
     y(2_70_50) c_u_tangent(5)_ -1.0931474395760703
     y(2_70_50) c_u_tangent(6)_ -0.97382772903405201
     y(2_70_50) c_u_tangent(7)_ -0.86753205606317074
     y(2_70_50) c_u_tangent(8)_ -0.77283881518111497
     y(2_70_50) c_u_tangent(9)_ -0.68848157261298648
     y(2_70_50) c_u_tangent(10)_ -0.61333212892078581
     y(2_70_50) c_u_tangent(11)_ -0.54638543038821752
     y(2_70_50) c_u_tangent(12)_ -9813.1574867418549
     y(2_70_50) c_u_tangent(13)_ -4880.1876939373169
     y(2_70_50) c_u_tangent(14)_ -2426.969297113018
     y(2_70_50) c_u_tangent(15)_ -1206.9576701827798
     y(2_70_50) c_u_tangent(16)_ -600.23289925665949
     y(2_70_50) c_u_tangent(17)_ -298.50221117986251
     y(2_70_50) c_u_tangent(18)_ -148.44832762351905
     y(2_70_50) c_u_tangent(19)_ -73.824933782287133
     y(2_70_50) c_u_tangent(20)_ -36.713925547084472
     y(2_70_50) c_u_tangent(21)_ -18.258226049371238
     y(2_70_50) c_u_tangent(22)_ -9.0800102005548542
     y(2_70_50) c_u_tangent(23)_ -4.5155857430639834
     y(2_70_50) c_u_order(1)_ -29
     y(2_70_50) c_u_order(2)_ 29
     y(2_70_60) c_e_one_pair(2)_ 1
     y(2_70_60) c_u_only_chosen(2_70_60)_ -505
     y(2_70_60) c_u_only_chosen(10_70_60)_ -61
     y(2_70_60) c_u_tangent(0)_ -1.9355761827976414
     y(2_70_60) c_u_tangent(1)_ -1.7243033192276509
     y(2_70_60) c_u_tangent(2)_ -1.536091404267055
     y(2_70_60) c_u_tangent(3)_ -1.3684232791015174
     y(2_70_60) c_u_tangent(4)_ -1.2190565389436905
     y(2_70_60) c_u_tangent(5)_ -1.0859935429607097
     y(2_70_60) c_u_tangent(6)_ -0.96745469769128767
     y(2_70_60) c_u_tangent(7)_ -0.8618546566430213
     y(2_70_60) c_u_tangent(8)_ -0.76778111776173708
     y(2_70_60) c_u_tangent(9)_ -0.6839759352087913
     y(2_70_60) c_u_tangent(10)_ -0.60931829283397232
     y(2_70_60) c_u_tangent(11)_ -0.54280971430489355
     y(2_70_60) c_u_tangent(12)_ -10293.802665790485
     y(2_70_60) c_u_tangent(13)_ -5119.2176586670703
     y(2_70_60) c_u_tangent(14)_ -2545.8414434056294
     y(2_70_60) c_u_tangent(15)_ -1266.0740541063938
     y(2_70_60) c_u_tangent(16)_ -629.63210636445069
     y(2_70_60) c_u_tangent(17)_ -313.12274987322377
     y(2_70_60) c_u_tangent(18)_ -155.71927717329194
     y(2_70_60) c_u_tangent(19)_ -77.440854403553118
     y(2_70_60) c_u_tangent(20)_ -38.51216136893872
     y(2_70_60) c_u_tangent(21)_ -19.152507868496929
     y(2_70_60) c_u_tangent(22)_ -9.5247460701773949
     y(2_70_60) c_u_tangent(23)_ -4.736757625907682
     y(2_70_60) c_u_order(1)_ -30
     y(2_70_60) c_u_order(2)_ 30
     y(2_70_70) c_e_one_pair(2)_ 1
     y(2_70_70) c_u_only_chosen(2_70_70)_ -505
     y(2_70_70) c_u_only_chosen(10_70_70)_ -61
     y(2_70_70) c_u_tangent(0)_ -1.8491855655316649
     y(2_70_70) c_u_tangent(1)_ -1.647342448647739
     y(2_70_70) c_u_tangent(2)_ -1.4675310005118363
     y(2_70_70) c_u_tangent(3)_ -1.3073464107181501
     y(2_70_70) c_u_tangent(4)_ -1.164646359784919
     y(2_70_70) c_u_tangent(5)_ -1.0375223676295298
     y(2_70_70) c_u_tangent(6)_ -0.9242742694274847
     y(2_70_70) c_u_tangent(7)_ -0.82338747749364283
     y(2_70_70) c_u_tangent(8)_ -0.73351272508461329
     y(2_70_70) c_u_tangent(9)_ -0.65344802121454337
     y(2_70_70) c_u_tangent(10)_ -0.58212257514680066
     y(2_70_70) c_u_tangent(11)_ -0.51858247556661308
     y(2_70_70) c_u_tangent(12)_ -10774.447844839111
     y(2_70_70) c_u_tangent(13)_ -5358.2476233968218
     y(2_70_70) c_u_tangent(14)_ -2664.71358969824
     y(2_70_70) c_u_tangent(15)_ -1325.1904380300073
     y(2_70_70) c_u_tangent(16)_ -659.03131347224155
     y(2_70_70) c_u_tangent(17)_ -327.74328856658485
     y(2_70_70) c_u_tangent(18)_ -162.99022672306475
     y(2_70_70) c_u_tangent(19)_ -81.056775024819089
     y(2_70_70) c_u_tangent(20)_ -40.310397190792962
     y(2_70_70) c_u_tangent(21)_ -20.046789687622613
     y(2_70_70) c_u_tangent(22)_ -9.9694819397999304
     y(2_70_70) c_u_tangent(23)_ -4.9579295087513779
     y(2_70_70) c_u_order(1)_ -31
     y(2_70_70) c_u_order(2)_ 31
     y(2_70_80) c_e_one_pair(2)_ 1
     y(2_70_80) c_u_only_chosen(2_70_80)_ -505
     y(2_70_80) c_u_only_chosen(10_70_80)_ -61
     y(2_70_80) c_u_tangent(0)_ -1.7499729034303537
     y(2_70_80) c_u_tangent(1)_ -1.5589590907147863
     y(2_70_80) c_u_tangent(2)_ -1.3887949017714598
     y(2_70_80) c_u_tangent(3)_ -1.2372045492881156
     y(2_70_80) c_u_tangent(4)_ -1.1021606536910356
     y(2_70_80) c_u_tangent(5)_ -0.98185712883420873
     y(2_70_80) c_u_tangent(6)_ -0.87468502728169684
     y(2_70_80) c_u_tangent(7)_ -0.77921102213636739
     y(2_70_80) c_u_tangent(8)_ -0.69415823762953288
     y(2_70_80) c_u_tangent(9)_ -0.61838917209850597
     y(2_70_80) c_u_tangent(10)_ -0.55089048496282844
     y(2_70_80) c_u_tangent(11)_ -0.49075944423916518
     y(2_70_80) c_u_tangent(12)_ -11255.093023887737
     y(2_70_80) c_u_tangent(13)_ -5597.2775881265743
     y(2_70_80) c_u_tangent(14)_ -2783.5857359908509
     y(2_70_80) c_u_tangent(15)_ -1384.3068219536212
     y(2_70_80) c_u_tangent(16)_ -688.43052058003263
     y(2_70_80) c_u_tangent(17)_ -342.36382725994605
     y(2_70_80) c_u_tangent(18)_ -170.26117627283759
     y(2_70_80) c_u_tangent(19)_ -84.67269564608506
     y(2_70_80) c_u_tangent(20)_ -42.108633012647211
     y(2_70_80) c_u_tangent(21)_ -20.941071506748301
     y(2_70_80) c_u_tangent(22)_ -10.414217809422468
     y(2_70_80) c_u_tangent(23)_ -5.1791013915950748
     y(2_70_80) c_u_order(1)_ -32
     y(2_70_80) c_u_order(2)_ 32
     y(2_70_90) c_e_one_pair(2)_ 1
     y(2_70_90) c_u_only_chosen(2_70_90)_ -505
     y(2_70_90) c_u_only_chosen(10_70_90)_ -61
     y(2_70_90) c_u_tangent(0)_ -1.6330937317269645
     y(2_70_90) c_u_tangent(1)_ -1.4548375658128638
     y(2_70_90) c_u_tangent(2)_ -1.296038495391252
     y(2_70_90) c_u_tangent(3)_ -1.1545727310096705
     y(2_70_90) c_u_tangent(4)_ -1.0285483000168971
     y(2_70_90) c_u_tangent(5)_ -0.91627974319340444
     y(2_70_90) c_u_tangent(6)_ -0.81626557330635718
     y(2_70_90) c_u_tangent(7)_ -0.72716819411833089
     y(2_70_90) c_u_tangent(8)_ -0.64779601128523612
     y(2_70_90) c_u_tangent(9)_ -0.57708749589338371
     y(2_70_90) c_u_tangent(10)_ -0.51409698750037114
     y(2_70_90) c_u_tangent(11)_ -0.4579820468086957
     y(2_70_90) c_u_tangent(12)_ -11735.738202936363
     y(2_70_90) c_u_tangent(13)_ -5836.3075528563259
     y(2_70_90) c_u_tangent(14)_ -2902.4578822834615
     y(2_70_90) c_u_tangent(15)_ -1443.4232058772348
     y(2_70_90) c_u_tangent(16)_ -717.82972768782361
     y(2_70_90) c_u_tangent(17)_ -356.98436595330719
     y(2_70_90) c_u_tangent(18)_ -177.5321258226104
     y(2_70_90) c_u_tangent(19)_ -88.288616267351031
     y(2_70_90) c_u_tangent(20)_ -43.906868834501452
     y(2_70_90) c_u_tangent(21)_ -21.835353325873982
     y(2_70_90) c_u_tangent(22)_ -10.858953679045003
     y(2_70_90) c_u_tangent(23)_ -5.4002732744387716
     y(2_70_90) c_u_order(1)_ -33
     y(2_70_90) c_u_order(2)_ 33
     y(2_70_100) c_e_one_pair(2)_ 1
     y(2_70_100) c_u_only_chosen(2_70_100)_ -505
     y(2_70_100) c_u_only_chosen(10_70_100)_ -61
     y(2_70_100) c_u_tangent(0)_ -0.7980777237004465
     y(2_70_100) c_u_tangent(1)_ -0.71096559267912729
     y(2_70_100) c_u_tangent(2)_ -0.63336196333091577
     y(2_70_100) c_u_tangent(3)_ -0.56422895949542495
     y(2_70_100) c_u_tangent(4)_ -0.50264199172781365
     y(2_70_100) c_u_tangent(5)_ -0.44777739177733927
     y(2_70_100) c_u_tangent(6)_ -0.39890139679275421
     y(2_70_100) c_u_tangent(7)_ -0.35536033592856137
     y(2_70_100) c_u_tangent(8)_ -0.31657188810714593
     y(2_70_100) c_u_tangent(9)_ -0.28201729401750181
     y(2_70_100) c_u_tangent(10)_ -0.25123441819330244
     y(2_70_100) c_u_tangent(11)_ -0.22381156838207972
     y(2_70_100) c_u_tangent(12)_ -12216.383381984995
     y(2_70_100) c_u_tangent(13)_ -6075.3375175860801
     y(2_70_100) c_u_tangent(14)_ -3021.3300285760733
     y(2_70_100) c_u_tangent(15)_ -1502.5395898008489
     y(2_70_100) c_u_tangent(16)_ -747.2289347956148
     y(2_70_100) c_u_tangent(17)_ -371.6049046466685
     y(2_70_100) c_u_tangent(18)_ -184.80307537238329
     y(2_70_100) c_u_tangent(19)_ -91.904536888617031
     y(2_70_100) c_u_tangent(20)_ -45.705104656355715
     y(2_70_100) c_u_tangent(21)_ -22.729635144999676
     y(2_70_100) c_u_tangent(22)_ -11.303689548667544
     y(2_70_100) c_u_tangent(23)_ -5.6214451572824702
     y(2_70_100) c_u_order(1)_ -34
     y(2_70_100) c_u_order(2)_ 34
     y(2_80_20) c_e_one_pair(2)_ 1
     y(2_80_20) c_u_only_chosen(2_80_20)_ -505
     y(2_80_20) c_u_only_chosen(10_80_20)_ -61
     y(2_80_20) c_u_tangent(0)_ -1.9722248777832501
     y(2_80_20) c_u_tangent(1)_ -1.7569517197249687
     y(2_80_20) c_u_tangent(2)_ -1.5651761521810483
     y(2_80_20) c_u_tangent(3)_ -1.3943333558077262
     y(2_80_20) c_u_tangent(4)_ -1.2421384675513178
     y(2_80_20) c_u_tangent(5)_ -1.1065560227359987
     y(2_80_20) c_u_tangent(6)_ -0.98577273262227905
     y(2_80_20) c_u_tangent(7)_ -0.87817323336139308
     y(2_80_20) c_u_tangent(8)_ -0.78231848201050003
     y(2_80_20) c_u_tangent(9)_ -0.69692651067554057
     y(2_80_20) c_u_tangent(10)_ -0.62085528138636692
     y(2_80_20) c_u_tangent(11)_ -0.55308741240408799
     y(2_80_20) c_u_tangent(12)_ -5901.2447524297322
     y(2_80_20) c_u_tangent(13)_ -2934.751842985208
     y(2_80_20) c_u_tangent(14)_ -1459.483336351864
     y(2_80_20) c_u_tangent(15)_ -725.81660155703469
     y(2_80_20) c_u_tangent(16)_ -360.95632336071827
     y(2_80_20) c_u_tangent(17)_ -179.50742252876006
     y(2_80_20) c_u_tangent(18)_ -89.270952349315579
     y(2_80_20) c_u_tangent(19)_ -44.395395026503451
     y(2_80_20) c_u_tangent(20)_ -22.078302602250645
     y(2_80_20) c_u_tangent(21)_ -10.979774940746577
     y(2_80_20) c_u_tangent(22)_ -5.4603589742065193
     y(2_80_20) c_u_tangent(23)_ -2.7154946515843927
     y(2_80_20) c_u_order(1)_ -35
     y(2_80_20) c_u_order(2)_ 35
     y(2_80_30) c_e_one_pair(2)_ 1
     y(2_80_30) c_u_only_chosen(2_80_30)_ -505
     y(2_80_30) c_u_only_chosen(10_80_30)_ -61
     y(2_80_30) c_u_tangent(0)_ -1.9656829776201727
     y(2_80_30) c_u_tangent(1)_ -1.7511238839283192
     y(2_80_30) c_u_tangent(2)_ -1.5599844388827622
     y(2_80_30) c_u_tangent(3)_ -1.389708330684833
     y(2_80_30) c_u_tangent(4)_ -1.2380182752066335
     y(2_80_30) c_u_tangent(5)_ -1.1028855594398825
     y(2_80_30) c_u_tangent(6)_ -0.98250290935164519
     y(2_80_30) c_u_tangent(7)_ -0.87526031927981318
     y(2_80_30) c_u_tangent(8)_ -0.77972351960905462
     y(2_80_30) c_u_tangent(9)_ -0.69461479475247312
     y(2_80_30) c_u_tangent(10)_ -0.61879589489738085
     y(2_80_30) c_u_tangent(11)_ -0.55125281297571593
     y(2_80_30) c_u_tangent(12)_ -6381.8899314783566
     y(2_80_30) c_u_tangent(13)_ -3173.7818077149591
     y(2_80_30) c_u_tangent(14)_ -1578.3554826444743
     y(2_80_30) c_u_tangent(15)_ -784.93298548064809
     y(2_80_30) c_u_tangent(16)_ -390.35553046850913
     y(2_80_30) c_u_tangent(17)_ -194.12796122212117
     y(2_80_30) c_u_tangent(18)_ -96.541901899088373
     y(2_80_30) c_u_tangent(19)_ -48.011315647769401
     y(2_80_30) c_u_tangent(20)_ -23.876538424104883
     y(2_80_30) c_u_tangent(21)_ -11.874056759872257
     y(2_80_30) c_u_tangent(22)_ -5.9050948438290538
     y(2_80_30) c_u_tangent(23)_ -2.9366665344280882
     y(2_80_30) c_u_order(1)_ -36
     y(2_80_30) c_u_order(2)_ 36
     y(2_80_40) c_e_one_pair(2)_ 1
     y(2_80_40) c_u_only_chosen(2_80_40)_ -505
     y(2_80_40) c_u_only_chosen(10_80_40)_ -61
     y(2_80_40) c_u_tangent(0)_ -1.9591410774570952
     y(2_80_40) c_u_tangent(1)_ -1.7452960481316695
     y(2_80_40) c_u_tangent(2)_ -1.554792725584476
     y(2_80_40) c_u_tangent(3)_ -1.3850833055619394
     y(2_80_40) c_u_tangent(4)_ -1.233898082861949
     y(2_80_40) c_u_tangent(5)_ -1.0992150961437661
     y(2_80_40) c_u_tangent(6)_ -0.97923308608101101
     y(2_80_40) c_u_tangent(7)_ -0.87234740519823317
     y(2_80_40) c_u_tangent(8)_ -0.77712855720760898
     y(2_80_40) c_u_tangent(9)_ -0.69230307882940567
     y(2_80_40) c_u_tangent(10)_ -0.61673650840839478
     y(2_80_40) c_u_tangent(11)_ -0.54941821354734377
     y(2_80_40) c_u_tangent(12)_ -6862.5351105269847
     y(2_80_40) c_u_tangent(13)_ -3412.8117724447111
     y(2_80_40) c_u_tangent(14)_ -1697.2276289370852
     y(2_80_40) c_u_tangent(15)_ -844.04936940426194
     y(2_80_40) c_u_tangent(16)_ -419.75473757630016
     y(2_80_40) c_u_tangent(17)_ -208.74849991548234
     y(2_80_40) c_u_tangent(18)_ -103.81285144886121
     y(2_80_40) c_u_tangent(19)_ -51.627236269035379
     y(2_80_40) c_u_tangent(20)_ -25.674774245959131
     y(2_80_40) c_u_tangent(21)_ -12.768338578997945
     y(2_80_40) c_u_tangent(22)_ -6.3498307134515919
     y(2_80_40) c_u_tangent(23)_ -3.1578384172717855
     y(2_80_40) c_u_order(1)_ -37
     y(2_80_40) c_u_order(2)_ 37
     y(2_80_50) c_e_one_pair(2)_ 1
     y(2_80_50) c_u_only_chosen(2_80_50)_ -505
     y(2_80_50) c_u_only_chosen(10_80_50)_ -61
     y(2_80_50) c_u_tangent(0)_ -1.9497618017263649
     y(2_80_50) c_u_tangent(1)_ -1.7369405432343763
     y(2_80_50) c_u_tangent(2)_ -1.5473492444359318
     y(2_80_50) c_u_tangent(3)_ -1.3784522985444361
     y(2_80_50) c_u_tangent(4)_ -1.2279908664414738
     y(2_80_50) c_u_tangent(5)_ -1.0939526668104504
     y(2_80_50) c_u_tangent(6)_ -0.97454506375087391
     y(2_80_50) c_u_tangent(7)_ -0.86817109194520226
     y(2_80_50) c_u_tangent(8)_ -0.77340809873723915
     y(2_80_50) c_u_tangent(9)_ -0.68898871747978674
     y(2_80_50) c_u_tangent(10)_ -0.61378391768783358
     y(2_80_50) c_u_tangent(11)_ -0.54678790530888122
     y(2_80_50) c_u_tangent(12)_ -7343.1802895756136
     y(2_80_50) c_u_tangent(13)_ -3651.841737174464
     y(2_80_50) c_u_tangent(14)_ -1816.0997752296964
     y(2_80_50) c_u_tangent(15)_ -903.1657533278759
     y(2_80_50) c_u_tangent(16)_ -449.15394468409124
     y(2_80_50) c_u_tangent(17)_ -223.36903860884357
     y(2_80_50) c_u_tangent(18)_ -111.08380099863406
     y(2_80_50) c_u_tangent(19)_ -55.243156890301364
     y(2_80_50) c_u_tangent(20)_ -27.47301006781338
     y(2_80_50) c_u_tangent(21)_ -13.662620398123632
     y(2_80_50) c_u_tangent(22)_ -6.79456658307413
     y(2_80_50) c_u_tangent(23)_ -3.3790103001154832
     y(2_80_50) c_u_order(1)_ -38
     y(2_80_50) c_u_order(2)_ 38
     y(2_80_60) c_e_one_pair(2)_ 1
     y(2_80_60) c_u_only_chosen(2_80_60)_ -505
     y(2_80_60) c_u_only_chosen(10_80_60)_ -61
     y(2_80_60) c_u_tangent(0)_ -1.93701134663145
     y(2_80_60) c_u_tangent(1)_ -1.7255818314268943
     y(2_80_60) c_u_tangent(2)_ -1.5372303637399092
     y(2_80_60) c_u_tangent(3)_ -1.3694379183686061
     y(2_80_60) c_u_tangent(4)_ -1.2199604278588407
     y(2_80_60) c_u_tangent(5)_ -1.0867987701950903
     y(2_80_60) c_u_tangent(6)_ -0.96817203240810978
     y(2_80_60) c_u_tangent(7)_ -0.86249369252505292
     y(2_80_60) c_u_tangent(8)_ -0.76835040131786148
     y(2_80_60) c_u_tangent(9)_ -0.68448308007559167
     y(2_80_60) c_u_tangent(10)_ -0.60977008160102009
     y(2_80_60) c_u_tangent(11)_ -0.54321218922555736
     y(2_80_60) c_u_tangent(12)_ -7823.8254686242472
     y(2_80_60) c_u_tangent(13)_ -3890.8717019042197
     y(2_80_60) c_u_tangent(14)_ -1934.9719215223088
     y(2_80_60) c_u_tangent(15)_ -962.28213725149044
     y(2_80_60) c_u_tangent(16)_ -478.55315179188267
     y(2_80_60) c_u_tangent(17)_ -237.98957730220494
     y(2_80_60) c_u_tangent(18)_ -118.354750548407
     y(2_80_60) c_u_tangent(19)_ -58.859077511567385
     y(2_80_60) c_u_tangent(20)_ -29.27124588966765
     y(2_80_60) c_u_tangent(21)_ -14.556902217249331
     y(2_80_60) c_u_tangent(22)_ -7.2393024526966734
     y(2_80_60) c_u_tangent(23)_ -3.6001821829591831
     y(2_80_60) c_u_order(1)_ -39
     y(2_80_60) c_u_order(2)_ 39
     y(2_80_70) c_e_one_pair(2)_ 1
     y(2_80_70) c_u_only_chosen(2_80_70)_ -505
     y(2_80_70) c_u_only_chosen(10_80_70)_ -61
     y(2_80_70) c_u_tangent(0)_ -1.8590769397980111
     y(2_80_70) c_u_tangent(1)_ -1.6561541552758563
     y(2_80_70) c_u_tangent(2)_ -1.4753808878590557
     y(2_80_70) c_u_tangent(3)_ -1.3143394637060257
     y(2_80_70) c_u_tangent(4)_ -1.1708761039746312
     y(2_80_70) c_u_tangent(5)_ -1.0430721200390338
     y(2_80_70) c_u_tangent(6)_ -0.9292182528189149
     y(2_80_70) c_u_tangent(7)_ -0.82779181303352722
     y(2_80_70) c_u_tangent(8)_ -0.73743631665280374
     y(2_80_70) c_u_tangent(9)_ -0.65694334318866765
     y(2_80_70) c_u_tangent(10)_ -0.58523637419812025
     y(2_80_70) c_u_tangent(11)_ -0.52135639585314897
     y(2_80_70) c_u_tangent(12)_ -8304.4706476728679
     y(2_80_70) c_u_tangent(13)_ -4129.9016666339685
     y(2_80_70) c_u_tangent(14)_ -2053.8440678149182
     y(2_80_70) c_u_tangent(15)_ -1021.3985211751034
     y(2_80_70) c_u_tangent(16)_ -507.95235889967324
     y(2_80_70) c_u_tangent(17)_ -252.61011599556591
     y(2_80_70) c_u_tangent(18)_ -125.62570009817973
     y(2_80_70) c_u_tangent(19)_ -62.474998132833306
     y(2_80_70) c_u_tangent(20)_ -31.069481711521874
     y(2_80_70) c_u_tangent(21)_ -15.451184036375004
     y(2_80_70) c_u_tangent(22)_ -7.6840383223192044
     y(2_80_70) c_u_tangent(23)_ -3.8213540658028768
     y(2_80_70) c_u_order(1)_ -40
     y(2_80_70) c_u_order(2)_ 40
     y(2_80_80) c_e_one_pair(2)_ 1
     y(2_80_80) c_u_only_chosen(2_80_80)_ -505
     y(2_80_80) c_u_only_chosen(10_80_80)_ -61
     y(2_80_80) c_u_tangent(0)_ -1.7631285719069303
     y(2_80_80) c_u_tangent(1)_ -1.570678785874515
     y(2_80_80) c_u_tangent(2)_ -1.3992353636059549
     y(2_80_80) c_u_tangent(3)_ -1.2465054092364278
     y(2_80_80) c_u_tangent(4)_ -1.1104463020799127
     y(2_80_80) c_u_tangent(5)_ -0.98923837848269525
     y(2_80_80) c_u_tangent(6)_ -0.88126059551923175
     y(2_80_80) c_u_tangent(7)_ -0.78506885105499002
     y(2_80_80) c_u_tangent(8)_ -0.69937667022733918
     y(2_80_80) c_u_tangent(9)_ -0.62303800004417609
     y(2_80_80) c_u_tangent(10)_ -0.55503188199409959
     y(2_80_80) c_u_tangent(11)_ -0.49444879767858335
     y(2_80_80) c_u_tangent(12)_ -8785.1158267214996
     y(2_80_80) c_u_tangent(13)_ -4368.9316313637228
     y(2_80_80) c_u_tangent(14)_ -2172.71621410753
     y(2_80_80) c_u_tangent(15)_ -1080.5149050987177
     y(2_80_80) c_u_tangent(16)_ -537.3515660074645
     y(2_80_80) c_u_tangent(17)_ -267.23065468892719
     y(2_80_80) c_u_tangent(18)_ -132.89664964795264
     y(2_80_80) c_u_tangent(19)_ -66.09091875409932
     y(2_80_80) c_u_tangent(20)_ -32.867717533376137
     y(2_80_80) c_u_tangent(21)_ -16.345465855500699
     y(2_80_80) c_u_tangent(22)_ -8.128774191941746
     y(2_80_80) c_u_tangent(23)_ -4.0425259486465759
     y(2_80_80) c_u_order(1)_ -41
     y(2_80_80) c_u_order(2)_ 41
     y(2_80_90) c_e_one_pair(2)_ 1
     y(2_80_90) c_u_only_chosen(2_80_90)_ -505
     y(2_80_90) c_u_only_chosen(10_80_90)_ -61
     y(2_80_90) c_u_tangent(0)_ -1.6462494002035415
     y(2_80_90) c_u_tangent(1)_ -1.466557260972593
     y(2_80_90) c_u_tangent(2)_ -1.3064789572257474
     y(2_80_90) c_u_tangent(3)_ -1.1638735909579829
     y(2_80_90) c_u_tangent(4)_ -1.0368339484057745
     y(2_80_90) c_u_tangent(5)_ -0.92366099284189129
     y(2_80_90) c_u_tangent(6)_ -0.82284114154389232
     y(2_80_90) c_u_tangent(7)_ -0.73302602303695374
     y(2_80_90) c_u_tangent(8)_ -0.65301444388304264
     y(2_80_90) c_u_tangent(9)_ -0.58173632383905416
     y(2_80_90) c_u_tangent(10)_ -0.51823838453164239
     y(2_80_90) c_u_tangent(11)_ -0.46167140024811404
     y(2_80_90) c_u_tangent(12)_ -9265.7610057701222
     y(2_80_90) c_u_tangent(13)_ -4607.9615960934725
     y(2_80_90) c_u_tangent(14)_ -2291.5883604001397
     y(2_80_90) c_u_tangent(15)_ -1139.6312890223307
     y(2_80_90) c_u_tangent(16)_ -566.75077311525524
     y(2_80_90) c_u_tangent(17)_ -281.85119338228827
     y(2_80_90) c_u_tangent(18)_ -140.16759919772539
     y(2_80_90) c_u_tangent(19)_ -69.706839375365263
     y(2_80_90) c_u_tangent(20)_ -34.665953355230364
     y(2_80_90) c_u_tangent(21)_ -17.239747674626376
     y(2_80_90) c_u_tangent(22)_ -8.5735100615642779
     y(2_80_90) c_u_tangent(23)_ -4.2636978314902709
     y(2_80_90) c_u_order(1)_ -42
     y(2_80_90) c_u_order(2)_ 42
     y(2_80_100) c_e_one_pair(2)_ 1
     y(2_80_100) c_u_only_chosen(2_80_100)_ -505
     y(2_80_100) c_u_only_chosen(10_80_100)_ -61
     y(2_80_100) c_u_tangent(0)_ -0.91208882708622352
     y(2_80_100) c_u_tangent(1)_ -0.81253210591900171
     y(2_80_100) c_u_tangent(2)_ -0.7238422438067601
     y(2_80_100) c_u_tangent(3)_ -0.64483309656619925
     y(2_80_100) c_u_tangent(4)_ -0.5744479905460721
     y(2_80_100) c_u_tangent(5)_ -0.51174559060267288
     y(2_80_100) c_u_tangent(6)_ -0.45588731062028998
     y(2_80_100) c_u_tangent(7)_ -0.40612609820406964
     y(2_80_100) c_u_tangent(8)_ -0.36179644355102353
     y(2_80_100) c_u_tangent(9)_ -0.3223054788771445
     y(2_80_100) c_u_tangent(10)_ -0.28712504936377392
     y(2_80_100) c_u_tangent(11)_ -0.25578464957951935
     y(2_80_100) c_u_tangent(12)_ -9746.4061848187539
     y(2_80_100) c_u_tangent(13)_ -4846.9915608232268
     y(2_80_100) c_u_tangent(14)_ -2410.460506692752
     y(2_80_100) c_u_tangent(15)_ -1198.7476729459452
     y(2_80_100) c_u_tangent(16)_ -596.14998022304655
     y(2_80_100) c_u_tangent(17)_ -296.47173207564953
     y(2_80_100) c_u_tangent(18)_ -147.43854874749829
     y(2_80_100) c_u_tangent(19)_ -73.322759996631262
     y(2_80_100) c_u_tangent(20)_ -36.464189177084627
     y(2_80_100) c_u_tangent(21)_ -18.13402949375207
     y(2_80_100) c_u_tangent(22)_ -9.0182459311868204
     y(2_80_100) c_u_tangent(23)_ -4.4848697143339695
     y(2_80_100) c_u_order(1)_ -43
     y(2_80_100) c_u_order(2)_ 43
     y(2_90_10) c_e_one_pair(2)_ 1
     y(2_90_10) c_u_only_chosen(2_90_10)_ -505
     y(2_90_10) c_u_only_chosen(10_90_10)_ -61
     y(2_90_10) c_u_tangent(0)_ -1.9795031201747846
     y(2_90_10) c_u_tangent(1)_ -1.7634355241990074
     y(2_90_10) c_u_tangent(2)_ -1.5709522335748836
     y(2_90_10) c_u_tangent(3)_ -1.3994789638225571
     y(2_90_10) c_u_tangent(4)_ -1.2467224198949516
     y(2_90_10) c_u_tangent(5)_ -1.1106396254955062
     y(2_90_10) c_u_tangent(6)_ -0.98941060017572691
     y(2_90_10) c_u_tangent(7)_ -0.88141401879421133
     y(2_90_10) c_u_tangent(8)_ -0.78520552780512032
     y(2_90_10) c_u_tangent(9)_ -0.6994984283766722
     y(2_90_10) c_u_tangent(10)_ -0.62314646799439366
     y(2_90_10) c_u_tangent(11)_ -0.55512851040286593
     y(2_90_10) c_u_tangent(12)_ -2950.6223762148661
     y(2_90_10) c_u_tangent(13)_ -1467.375921492604
     y(2_90_10) c_u_tangent(14)_ -729.74166817593198
     y(2_90_10) c_u_tangent(15)_ -362.90830077851734
     y(2_90_10) c_u_tangent(16)_ -180.47816168035914
     y(2_90_10) c_u_tangent(17)_ -89.75371126438003
     y(2_90_10) c_u_tangent(18)_ -44.635476174657789
     y(2_90_10) c_u_tangent(19)_ -22.197697513251725
     y(2_90_10) c_u_tangent(20)_ -11.039151301125322
     y(2_90_10) c_u_tangent(21)_ -5.4898874703732883
     y(2_90_10) c_u_tangent(22)_ -2.7301794871032596
     y(2_90_10) c_u_tangent(23)_ -1.3577473257921964
     y(2_90_10) c_u_order(1)_ -44
     y(2_90_10) c_u_order(2)_ 44
     y(2_90_20) c_e_one_pair(2)_ 1
     y(2_90_20) c_u_only_chosen(2_90_20)_ -505
     y(2_90_20) c_u_only_chosen(10_90_20)_ -61
     y(2_90_20) c_u_tangent(0)_ -1.9729612200117073
     y(2_90_20) c_u_tangent(1)_ -1.7576076884023579
     y(2_90_20) c_u_tangent(2)_ -1.5657605202765976
     y(2_90_20) c_u_tangent(3)_ -1.3948539386996637
     y(2_90_20) c_u_tangent(4)_ -1.2426022275502673
     y(2_90_20) c_u_tangent(5)_ -1.10696916219939
     y(2_90_20) c_u_tangent(6)_ -0.98614077690509294
     y(2_90_20) c_u_tangent(7)_ -0.87850110471263143
     y(2_90_20) c_u_tangent(8)_ -0.78261056540367491
     y(2_90_20) c_u_tangent(9)_ -0.69718671245360475
     y(2_90_20) c_u_tangent(10)_ -0.6210870815054077
     y(2_90_20) c_u_tangent(11)_ -0.55329391097449399
     y(2_90_20) c_u_tangent(12)_ -3431.2675552634923
     y(2_90_20) c_u_tangent(13)_ -1706.4058862223555
     y(2_90_20) c_u_tangent(14)_ -848.61381446854261
     y(2_90_20) c_u_tangent(15)_ -422.02468470213097
     y(2_90_20) c_u_tangent(16)_ -209.87736878815008
     y(2_90_20) c_u_tangent(17)_ -104.37424995774117
     y(2_90_20) c_u_tangent(18)_ -51.906425724430605
     y(2_90_20) c_u_tangent(19)_ -25.813618134517689
     y(2_90_20) c_u_tangent(20)_ -12.837387122979566
     y(2_90_20) c_u_tangent(21)_ -6.3841692894989723
     y(2_90_20) c_u_tangent(22)_ -3.1749153567257959
     y(2_90_20) c_u_tangent(23)_ -1.5789192086358927
     y(2_90_20) c_u_order(1)_ -45
     y(2_90_20) c_u_order(2)_ 45
     y(2_90_30) c_e_one_pair(2)_ 1
     y(2_90_30) c_u_only_chosen(2_90_30)_ -505
     y(2_90_30) c_u_only_chosen(10_90_30)_ -61
     y(2_90_30) c_u_tangent(0)_ -1.9664193198486299
     y(2_90_30) c_u_tangent(1)_ -1.7517798526057087
     y(2_90_30) c_u_tangent(2)_ -1.5605688069783115
     y(2_90_30) c_u_tangent(3)_ -1.3902289135767705
     y(2_90_30) c_u_tangent(4)_ -1.238482035205583
     y(2_90_30) c_u_tangent(5)_ -1.1032986989032738
     y(2_90_30) c_u_tangent(6)_ -0.98287095363445898
     y(2_90_30) c_u_tangent(7)_ -0.87558819063105153
     y(2_90_30) c_u_tangent(8)_ -0.7800156030022295
     y(2_90_30) c_u_tangent(9)_ -0.69487499653053741
     y(2_90_30) c_u_tangent(10)_ -0.61902769501642174
     y(2_90_30) c_u_tangent(11)_ -0.55145931154612193
     y(2_90_30) c_u_tangent(12)_ -3911.9127343121236
     y(2_90_30) c_u_tangent(13)_ -1945.4358509521098
     y(2_90_30) c_u_tangent(14)_ -967.48596076115439
     y(2_90_30) c_u_tangent(15)_ -481.14106862574522
     y(2_90_30) c_u_tangent(16)_ -239.27657589594133
     y(2_90_30) c_u_tangent(17)_ -118.99478865110247
     y(2_90_30) c_u_tangent(18)_ -59.177375274203499
     y(2_90_30) c_u_tangent(19)_ -29.429538755783692
     y(2_90_30) c_u_tangent(20)_ -14.635622944833825
     y(2_90_30) c_u_tangent(21)_ -7.2784511086246653
     y(2_90_30) c_u_tangent(22)_ -3.6196512263483367
     y(2_90_30) c_u_tangent(23)_ -1.8000910914795916
     y(2_90_30) c_u_order(1)_ -46
     y(2_90_30) c_u_order(2)_ 46
     y(2_90_40) c_e_one_pair(2)_ 1
     y(2_90_40) c_u_only_chosen(2_90_40)_ -505
     y(2_90_40) c_u_only_chosen(10_90_40)_ -61
     y(2_90_40) c_u_tangent(0)_ -1.9598774196855524
     y(2_90_40) c_u_tangent(1)_ -1.745952016809059
     y(2_90_40) c_u_tangent(2)_ -1.5553770936800251
     y(2_90_40) c_u_tangent(3)_ -1.3856038884538771
     y(2_90_40) c_u_tangent(4)_ -1.2343618428608985
     y(2_90_40) c_u_tangent(5)_ -1.0996282356071574
     y(2_90_40) c_u_tangent(6)_ -0.9796011303638249
     y(2_90_40) c_u_tangent(7)_ -0.87267527654947152
     y(2_90_40) c_u_tangent(8)_ -0.77742064060078397
     y(2_90_40) c_u_tangent(9)_ -0.69256328060746986
     y(2_90_40) c_u_tangent(10)_ -0.61696830852743567
     y(2_90_40) c_u_tangent(11)_ -0.54962471211774977
     y(2_90_40) c_u_tangent(12)_ -4392.5579133607498
     y(2_90_40) c_u_tangent(13)_ -2184.4658156818614
     y(2_90_40) c_u_tangent(14)_ -1086.358107053765
     y(2_90_40) c_u_tangent(15)_ -540.25745254935885
     y(2_90_40) c_u_tangent(16)_ -268.67578300373225
     y(2_90_40) c_u_tangent(17)_ -133.61532734446359
     y(2_90_40) c_u_tangent(18)_ -66.448324823976321
     y(2_90_40) c_u_tangent(19)_ -33.04545937704966
     y(2_90_40) c_u_tangent(20)_ -16.433858766688068
     y(2_90_40) c_u_tangent(21)_ -8.1727329277503493
     y(2_90_40) c_u_tangent(22)_ -4.064387095970873
     y(2_90_40) c_u_tangent(23)_ -2.0212629743232879
     y(2_90_40) c_u_order(1)_ -47
     y(2_90_40) c_u_order(2)_ 47
     y(2_90_50) c_e_one_pair(2)_ 1
     y(2_90_50) c_u_only_chosen(2_90_50)_ -505
     y(2_90_50) c_u_only_chosen(10_90_50)_ -61
     y(2_90_50) c_u_tangent(0)_ -1.9511969655601733
     y(2_90_50) c_u_tangent(1)_ -1.7382190554336197
     y(2_90_50) c_u_tangent(2)_ -1.5484882039087859
     y(2_90_50) c_u_tangent(3)_ -1.379466937811525
     y(2_90_50) c_u_tangent(4)_ -1.2288947553566243
     y(2_90_50) c_u_tangent(5)_ -1.094757894044831
     y(2_90_50) c_u_tangent(6)_ -0.97526239846769602
     y(2_90_50) c_u_tangent(7)_ -0.86881012782723388
     y(2_90_50) c_u_tangent(8)_ -0.77397738229336355
     y(2_90_50) c_u_tangent(9)_ -0.68949586234658722
     y(2_90_50) c_u_tangent(10)_ -0.61423570645488135
     y(2_90_50) c_u_tangent(11)_ -0.54719038022954514
     y(2_90_50) c_u_tangent(12)_ -4873.2030924093806
     y(2_90_50) c_u_tangent(13)_ -2423.4957804116157
     y(2_90_50) c_u_tangent(14)_ -1205.2302533463769
     y(2_90_50) c_u_tangent(15)_ -599.37383647297304
     y(2_90_50) c_u_tangent(16)_ -298.0749901115235
     y(2_90_50) c_u_tangent(17)_ -148.23586603782491
     y(2_90_50) c_u_tangent(18)_ -73.719274373749201
     y(2_90_50) c_u_tangent(19)_ -36.66137999831566
     y(2_90_50) c_u_tangent(20)_ -18.232094588542328
     y(2_90_50) c_u_tangent(21)_ -9.0670147468760423
     y(2_90_50) c_u_tangent(22)_ -4.5091229655934137
     y(2_90_50) c_u_tangent(23)_ -2.2424348571669865
     y(2_90_50) c_u_order(1)_ -48
     y(2_90_50) c_u_order(2)_ 48
     y(2_90_60) c_e_one_pair(2)_ 1
     y(2_90_60) c_u_only_chosen(2_90_60)_ -505
     y(2_90_60) c_u_only_chosen(10_90_60)_ -61
     y(2_90_60) c_u_tangent(0)_ -1.9384465104652582
     y(2_90_60) c_u_tangent(1)_ -1.7268603436261372
     y(2_90_60) c_u_tangent(2)_ -1.5383693232127631
     y(2_90_60) c_u_tangent(3)_ -1.3704525576356945
     y(2_90_60) c_u_tangent(4)_ -1.2208643167739908
     y(2_90_60) c_u_tangent(5)_ -1.0876039974294704
     y(2_90_60) c_u_tangent(6)_ -0.96888936712493168
     y(2_90_60) c_u_tangent(7)_ -0.86313272840708433
     y(2_90_60) c_u_tangent(8)_ -0.76891968487398576
     y(2_90_60) c_u_tangent(9)_ -0.68499022494239203
     y(2_90_60) c_u_tangent(10)_ -0.61022187036806785
     y(2_90_60) c_u_tangent(11)_ -0.54361466414622117
     y(2_90_60) c_u_tangent(12)_ -5353.8482714580059
     y(2_90_60) c_u_tangent(13)_ -2662.5257451413663
     y(2_90_60) c_u_tangent(14)_ -1324.1023996389872
     y(2_90_60) c_u_tangent(15)_ -658.49022039658655
     y(2_90_60) c_u_tangent(16)_ -327.47419721931436
     y(2_90_60) c_u_tangent(17)_ -162.85640473118599
     y(2_90_60) c_u_tangent(18)_ -80.990223923521995
     y(2_90_60) c_u_tangent(19)_ -40.277300619581617
     y(2_90_60) c_u_tangent(20)_ -20.030330410396562
     y(2_90_60) c_u_tangent(21)_ -9.9612965660017228
     y(2_90_60) c_u_tangent(22)_ -4.9538588352159483
     y(2_90_60) c_u_tangent(23)_ -2.4636067400106825
     y(2_90_60) c_u_order(1)_ -49
     y(2_90_60) c_u_order(2)_ 49
     y(2_90_70) c_e_one_pair(2)_ 1
     y(2_90_70) c_u_only_chosen(2_90_70)_ -505
     y(2_90_70) c_u_only_chosen(10_90_70)_ -61
     y(2_90_70) c_u_tangent(0)_ -1.8689683140643569
     y(2_90_70) c_u_tangent(1)_ -1.6649658619039731
     y(2_90_70) c_u_tangent(2)_ -1.483230775206275
     y(2_90_70) c_u_tangent(3)_ -1.3213325166939009
     y(2_90_70) c_u_tangent(4)_ -1.177105848164343
     y(2_90_70) c_u_tangent(5)_ -1.0486218724485377
     y(2_90_70) c_u_tangent(6)_ -0.93416223621034489
     y(2_90_70) c_u_tangent(7)_ -0.83219614857341151
     y(2_90_70) c_u_tangent(8)_ -0.74135990822099396
     y(2_90_70) c_u_tangent(9)_ -0.66043866516279193
     y(2_90_70) c_u_tangent(10)_ -0.58835017324943961
     y(2_90_70) c_u_tangent(11)_ -0.52413031613968475
     y(2_90_70) c_u_tangent(12)_ -5834.4934505066312
     y(2_90_70) c_u_tangent(13)_ -2901.5557098711179
     y(2_90_70) c_u_tangent(14)_ -1442.9745459315977
     y(2_90_70) c_u_tangent(15)_ -717.60660432020006
     y(2_90_70) c_u_tangent(16)_ -356.87340432710533
     y(2_90_70) c_u_tangent(17)_ -177.4769434245471
     y(2_90_70) c_u_tangent(18)_ -88.261173473294818
     y(2_90_70) c_u_tangent(19)_ -43.893221240847581
     y(2_90_70) c_u_tangent(20)_ -21.828566232250804
     y(2_90_70) c_u_tangent(21)_ -10.855578385127407
     y(2_90_70) c_u_tangent(22)_ -5.3985947048384837
     y(2_90_70) c_u_tangent(23)_ -2.6847786228543784
     y(2_90_70) c_u_order(1)_ -50
     y(2_90_70) c_u_order(2)_ 50
     y(2_90_80) c_e_one_pair(2)_ 1
     y(2_90_80) c_u_only_chosen(2_90_80)_ -505
     y(2_90_80) c_u_only_chosen(10_90_80)_ -61
     y(2_90_80) c_u_tangent(0)_ -1.7762842403835066
     y(2_90_80) c_u_tangent(1)_ -1.5823984810342435
     y(2_90_80) c_u_tangent(2)_ -1.4096758254404498
     y(2_90_80) c_u_tangent(3)_ -1.2558062691847398
     y(2_90_80) c_u_tangent(4)_ -1.1187319504687896
     y(2_90_80) c_u_tangent(5)_ -0.99661962813118166
     y(2_90_80) c_u_tangent(6)_ -0.88783616375676666
     y(2_90_80) c_u_tangent(7)_ -0.79092667997361266
     y(2_90_80) c_u_tangent(8)_ -0.70459510282514548
     y(2_90_80) c_u_tangent(9)_ -0.62768682798984621
     y(2_90_80) c_u_tangent(10)_ -0.55917327902537073
     y(2_90_80) c_u_tangent(11)_ -0.49813815111800158
     y(2_90_80) c_u_tangent(12)_ -6315.1386295552575
     y(2_90_80) c_u_tangent(13)_ -3140.5856746008699
     y(2_90_80) c_u_tangent(14)_ -1561.8466922242085
     y(2_90_80) c_u_tangent(15)_ -776.7229882438138
     y(2_90_80) c_u_tangent(16)_ -386.27261143489631
     y(2_90_80) c_u_tangent(17)_ -192.09748211790827
     y(2_90_80) c_u_tangent(18)_ -95.532123023067641
     y(2_90_80) c_u_tangent(19)_ -47.509141862113545
     y(2_90_80) c_u_tangent(20)_ -23.626802054105049
     y(2_90_80) c_u_tangent(21)_ -11.749860204253091
     y(2_90_80) c_u_tangent(22)_ -5.8433305744610209
     y(2_90_80) c_u_tangent(23)_ -2.9059505056980752
     y(2_90_80) c_u_order(1)_ -51
     y(2_90_80) c_u_order(2)_ 51
     y(2_90_90) c_e_one_pair(2)_ 1
     y(2_90_90) c_u_only_chosen(2_90_90)_ -505
     y(2_90_90) c_u_only_chosen(10_90_90)_ -61
     y(2_90_90) c_u_tangent(0)_ -1.6594050686801183
     y(2_90_90) c_u_tangent(1)_ -1.4782769561323219
     y(2_90_90) c_u_tangent(2)_ -1.3169194190602425
     y(2_90_90) c_u_tangent(3)_ -1.1731744509062951
     y(2_90_90) c_u_tangent(4)_ -1.0451195967946516
     y(2_90_90) c_u_tangent(5)_ -0.93104224249037781
     y(2_90_90) c_u_tangent(6)_ -0.82941670978142723
     y(2_90_90) c_u_tangent(7)_ -0.73888385195557649
     y(2_90_90) c_u_tangent(8)_ -0.65823287648084905
     y(2_90_90) c_u_tangent(9)_ -0.58638515178472439
     y(2_90_90) c_u_tangent(10)_ -0.52237978156291365
     y(2_90_90) c_u_tangent(11)_ -0.46536075368753232
     y(2_90_90) c_u_tangent(12)_ -6795.7838086038892
     y(2_90_90) c_u_tangent(13)_ -3379.6156393306242
     y(2_90_90) c_u_tangent(14)_ -1680.7188385168204
     y(2_90_90) c_u_tangent(15)_ -835.839372167428
     y(2_90_90) c_u_tangent(16)_ -415.67181854268756
     y(2_90_90) c_u_tangent(17)_ -206.71802081126958
     y(2_90_90) c_u_tangent(18)_ -102.80307257284053
     y(2_90_90) c_u_tangent(19)_ -51.125062483379551
     y(2_90_90) c_u_tangent(20)_ -25.425037875959308
     y(2_90_90) c_u_tangent(21)_ -12.644142023378786
     y(2_90_90) c_u_tangent(22)_ -6.2880664440835616
     y(2_90_90) c_u_tangent(23)_ -3.1271223885417743
     y(2_90_90) c_u_order(1)_ -52
     y(2_90_90) c_u_order(2)_ 52
     y(2_90_100) c_e_one_pair(2)_ 1
     y(2_90_100) c_u_only_chosen(2_90_100)_ -505
     y(2_90_100) c_u_only_chosen(10_90_100)_ -61
     y(2_90_100) c_u_tangent(0)_ -1.0260999304720031
     y(2_90_100) c_u_tangent(1)_ -0.91409861915887847
     y(2_90_100) c_u_tangent(2)_ -0.81432252428260643
     y(2_90_100) c_u_tangent(3)_ -0.72543723363697532
     y(2_90_100) c_u_tangent(4)_ -0.64625398936433209
     y(2_90_100) c_u_tangent(5)_ -0.57571378942800788
     y(2_90_100) c_u_tangent(6)_ -0.51287322444782713
     y(2_90_100) c_u_tangent(7)_ -0.45689186047957908
     y(2_90_100) c_u_tangent(8)_ -0.40702099899490213
     y(2_90_100) c_u_tangent(9)_ -0.3625936637367882
     y(2_90_100) c_u_tangent(10)_ -0.32301568053424617
     y(2_90_100) c_u_tangent(11)_ -0.28775773077695976
     y(2_90_100) c_u_tangent(12)_ -7276.428987652519
     y(2_90_100) c_u_tangent(13)_ -3618.6456040603775
     y(2_90_100) c_u_tangent(14)_ -1799.5909848094318
     y(2_90_100) c_u_tangent(15)_ -894.95575609104208
     y(2_90_100) c_u_tangent(16)_ -445.0710256504787
     y(2_90_100) c_u_tangent(17)_ -221.33855950463081
     y(2_90_100) c_u_tangent(18)_ -110.0740221226134
     y(2_90_100) c_u_tangent(19)_ -54.740983104645544
     y(2_90_100) c_u_tangent(20)_ -27.223273697813564
     y(2_90_100) c_u_tangent(21)_ -13.538423842504475
     y(2_90_100) c_u_tangent(22)_ -6.7328023137061015
     y(2_90_100) c_u_tangent(23)_ -3.3482942713854724
     y(2_90_100) c_u_order(1)_ -53
     y(2_90_100) c_u_order(2)_ 53
     y(2_100_10) c_e_one_pair(2)_ 1
     y(2_100_10) c_u_only_chosen(2_100_10)_ -505
     y(2_100_10) c_u_only_chosen(10_100_10)_ -61
     y(2_100_10) c_u_tangent(0)_ -1.9802394624032418
     y(2_100_10) c_u_tangent(1)_ -1.7640914928763967
     y(2_100_10) c_u_tangent(2)_ -1.5715366016704329
     y(2_100_10) c_u_tangent(3)_ -1.3999995467144946
     y(2_100_10) c_u_tangent(4)_ -1.2471861798939012
     y(2_100_10) c_u_tangent(5)_ -1.1110527649588975
     y(2_100_10) c_u_tangent(6)_ -0.98977864445854069
     y(2_100_10) c_u_tangent(7)_ -0.88174189014544968
     y(2_100_10) c_u_tangent(8)_ -0.78549761119829531
     y(2_100_10) c_u_tangent(9)_ -0.69975863015473638
     y(2_100_10) c_u_tangent(10)_ -0.62337826811343455
     y(2_100_10) c_u_tangent(11)_ -0.55533500897327193
     y(2_100_10) c_u_tangent(12)_ -480.64517904862595
     y(2_100_10) c_u_tangent(13)_ -239.02996472975153
     y(2_100_10) c_u_tangent(14)_ -118.87214629261057
     y(2_100_10) c_u_tangent(15)_ -59.116383923613597
     y(2_100_10) c_u_tangent(16)_ -29.399207107790936
     y(2_100_10) c_u_tangent(17)_ -14.620538693361132
     y(2_100_10) c_u_tangent(18)_ -7.2709495497728138
     y(2_100_10) c_u_tangent(19)_ -3.615920621265964
     y(2_100_10) c_u_tangent(20)_ -1.7982358218542409
     y(2_100_10) c_u_tangent(21)_ -0.8942818191256835
     y(2_100_10) c_u_tangent(22)_ -0.44473586962253597
     y(2_100_10) c_u_tangent(23)_ -0.22117188284369635
     y(2_100_10) c_u_order(1)_ -54
     y(2_100_10) c_u_order(2)_ 54
     y(2_100_20) c_e_one_pair(2)_ 1
     y(2_100_20) c_u_only_chosen(2_100_20)_ -505
     y(2_100_20) c_u_only_chosen(10_100_20)_ -61
     y(2_100_20) c_u_tangent(0)_ -1.9736975622401645
     y(2_100_20) c_u_tangent(1)_ -1.7582636570797474
     y(2_100_20) c_u_tangent(2)_ -1.5663448883721467
     y(2_100_20) c_u_tangent(3)_ -1.3953745215916014
     y(2_100_20) c_u_tangent(4)_ -1.2430659875492169
     y(2_100_20) c_u_tangent(5)_ -1.1073823016627813
     y(2_100_20) c_u_tangent(6)_ -0.98650882118790684
     y(2_100_20) c_u_tangent(7)_ -0.87882897606386989
     y(2_100_20) c_u_tangent(8)_ -0.78290264879684979
     y(2_100_20) c_u_tangent(9)_ -0.69744691423166905
     y(2_100_20) c_u_tangent(10)_ -0.62131888162444859
     y(2_100_20) c_u_tangent(11)_ -0.55350040954489987
     y(2_100_20) c_u_tangent(12)_ -961.29035809725769
     y(2_100_20) c_u_tangent(13)_ -478.05992945950595
     y(2_100_20) c_u_tangent(14)_ -237.74429258522258
     y(2_100_20) c_u_tangent(15)_ -118.2327678472279
     y(2_100_20) c_u_tangent(16)_ -58.798414215582227
     y(2_100_20) c_u_tangent(17)_ -29.241077386722441
     y(2_100_20) c_u_tangent(18)_ -14.541899099545715
     y(2_100_20) c_u_tangent(19)_ -7.2318412425319716
     y(2_100_20) c_u_tangent(20)_ -3.5964716437085036
     y(2_100_20) c_u_tangent(21)_ -1.7885636382513777
     y(2_100_20) c_u_tangent(22)_ -0.88947173924507728
     y(2_100_20) c_u_tangent(23)_ -0.44234376568739531
     y(2_100_20) c_u_order(1)_ -55
     y(2_100_20) c_u_order(2)_ 55
     y(2_100_30) c_e_one_pair(2)_ 1
     y(2_100_30) c_u_only_chosen(2_100_30)_ -505
     y(2_100_30) c_u_only_chosen(10_100_30)_ -61
     y(2_100_30) c_u_tangent(0)_ -1.9671556620770871
     y(2_100_30) c_u_tangent(1)_ -1.7524358212830982
     y(2_100_30) c_u_tangent(2)_ -1.5611531750738608
     y(2_100_30) c_u_tangent(3)_ -1.3907494964687082
     y(2_100_30) c_u_tangent(4)_ -1.2389457952045326
     y(2_100_30) c_u_tangent(5)_ -1.1037118383666649
     y(2_100_30) c_u_tangent(6)_ -0.98323899791727287
     y(2_100_30) c_u_tangent(7)_ -0.87591606198229
     y(2_100_30) c_u_tangent(8)_ -0.78030768639540438
     y(2_100_30) c_u_tangent(9)_ -0.6951351983086016
     y(2_100_30) c_u_tangent(10)_ -0.61925949513546252
     y(2_100_30) c_u_tangent(11)_ -0.55166581011652782
     y(2_100_30) c_u_tangent(12)_ -1441.9355371458826
     y(2_100_30) c_u_tangent(13)_ -717.08989418925694
     y(2_100_30) c_u_tangent(14)_ -356.61643887783288
     y(2_100_30) c_u_tangent(15)_ -177.34915177084136
     y(2_100_30) c_u_tangent(16)_ -88.197621323373099
     y(2_100_30) c_u_tangent(17)_ -43.861616080083536
     y(2_100_30) c_u_tangent(18)_ -21.812848649318511
     y(2_100_30) c_u_tangent(19)_ -10.847761863797928
     y(2_100_30) c_u_tangent(20)_ -5.3947074655627398
     y(2_100_30) c_u_tangent(21)_ -2.6828454573770593
     y(2_100_30) c_u_tangent(22)_ -1.3342076088676122
     y(2_100_30) c_u_tangent(23)_ -0.66351564853109113
     y(2_100_30) c_u_order(1)_ -56
     y(2_100_30) c_u_order(2)_ 56
     y(2_100_40) c_e_one_pair(2)_ 1
     y(2_100_40) c_u_only_chosen(2_100_40)_ -505
     y(2_100_40) c_u_only_chosen(10_100_40)_ -61
     y(2_100_40) c_u_tangent(0)_ -1.96061376191401
     y(2_100_40) c_u_tangent(1)_ -1.7466079854864487
     y(2_100_40) c_u_tangent(2)_ -1.5559614617755748
     y(2_100_40) c_u_tangent(3)_ -1.386124471345815
     y(2_100_40) c_u_tangent(4)_ -1.2348256028598483
     y(2_100_40) c_u_tangent(5)_ -1.1000413750705487
     y(2_100_40) c_u_tangent(6)_ -0.97996917464663902
     y(2_100_40) c_u_tangent(7)_ -0.8730031479007101
     y(2_100_40) c_u_tangent(8)_ -0.77771272399395897
     y(2_100_40) c_u_tangent(9)_ -0.69282348238553426
     y(2_100_40) c_u_tangent(10)_ -0.61720010864647656
     y(2_100_40) c_u_tangent(11)_ -0.54983121068815577
     y(2_100_40) c_u_tangent(12)_ -1922.5807161945154
     y(2_100_40) c_u_tangent(13)_ -956.1198589190119
     y(2_100_40) c_u_tangent(14)_ -475.48858517044516
     y(2_100_40) c_u_tangent(15)_ -236.46553569445581
     y(2_100_40) c_u_tangent(16)_ -117.59682843116445
     y(2_100_40) c_u_tangent(17)_ -58.482154773444883
     y(2_100_40) c_u_tangent(18)_ -29.083798199091429
     y(2_100_40) c_u_tangent(19)_ -14.463682485063943
     y(2_100_40) c_u_tangent(20)_ -7.1929432874170072
     y(2_100_40) c_u_tangent(21)_ -3.5771272765027553
     y(2_100_40) c_u_tangent(22)_ -1.7789434784901546
     y(2_100_40) c_u_tangent(23)_ -0.88468753137479061
     y(2_100_40) c_u_order(1)_ -57
     y(2_100_40) c_u_order(2)_ 57
     y(2_100_50) c_e_one_pair(2)_ 1
     y(2_100_50) c_u_only_chosen(2_100_50)_ -505
     y(2_100_50) c_u_only_chosen(10_100_50)_ -61
     y(2_100_50) c_u_tangent(0)_ -1.9526321293939819
     y(2_100_50) c_u_tangent(1)_ -1.739497567632863
     y(2_100_50) c_u_tangent(2)_ -1.5496271633816401
     y(2_100_50) c_u_tangent(3)_ -1.3804815770786136
     y(2_100_50) c_u_tangent(4)_ -1.2297986442717745
     y(2_100_50) c_u_tangent(5)_ -1.0955631212792114
     y(2_100_50) c_u_tangent(6)_ -0.97597973318451803
     y(2_100_50) c_u_tangent(7)_ -0.8694491637092655
     y(2_100_50) c_u_tangent(8)_ -0.77454666584948795
     y(2_100_50) c_u_tangent(9)_ -0.69000300721338759
     y(2_100_50) c_u_tangent(10)_ -0.61468749522192923
     y(2_100_50) c_u_tangent(11)_ -0.54759285515020895
     y(2_100_50) c_u_tangent(12)_ -2403.2258952431393
     y(2_100_50) c_u_tangent(13)_ -1195.1498236487625
     y(2_100_50) c_u_tangent(14)_ -594.36073146305523
     y(2_100_50) c_u_tangent(15)_ -295.58191961806915
     y(2_100_50) c_u_tangent(16)_ -146.99603553895525
     y(2_100_50) c_u_tangent(17)_ -73.10269346680596
     y(2_100_50) c_u_tangent(18)_ -36.354747748864213
     y(2_100_50) c_u_tangent(19)_ -18.079603106329891
     y(2_100_50) c_u_tangent(20)_ -8.9911791092712399
     y(2_100_50) c_u_tangent(21)_ -4.4714090956284354
     y(2_100_50) c_u_tangent(22)_ -2.2236793481126886
     y(2_100_50) c_u_tangent(23)_ -1.1058594142184861
     y(2_100_50) c_u_order(1)_ -58
     y(2_100_50) c_u_order(2)_ 58
     y(2_100_60) c_e_one_pair(2)_ 1
     y(2_100_60) c_u_only_chosen(2_100_60)_ -505
     y(2_100_60) c_u_only_chosen(10_100_60)_ -61
     y(2_100_60) c_u_tangent(0)_ -1.9398816742990668
     y(2_100_60) c_u_tangent(1)_ -1.7281388558253805
     y(2_100_60) c_u_tangent(2)_ -1.5395082826856172
     y(2_100_60) c_u_tangent(3)_ -1.3714671969027832
     y(2_100_60) c_u_tangent(4)_ -1.2217682056891412
     y(2_100_60) c_u_tangent(5)_ -1.088409224663851
     y(2_100_60) c_u_tangent(6)_ -0.96960670184175368
     y(2_100_60) c_u_tangent(7)_ -0.86377176428911606
     y(2_100_60) c_u_tangent(8)_ -0.76948896843011017
     y(2_100_60) c_u_tangent(9)_ -0.68549736980919251
     y(2_100_60) c_u_tangent(10)_ -0.61067365913511562
     y(2_100_60) c_u_tangent(11)_ -0.54401713906688498
     y(2_100_60) c_u_tangent(12)_ -2883.8710742917651
     y(2_100_60) c_u_tangent(13)_ -1434.1797883785139
     y(2_100_60) c_u_tangent(14)_ -713.23287775566575
     y(2_100_60) c_u_tangent(15)_ -354.69830354168272
     y(2_100_60) c_u_tangent(16)_ -176.3952426467462
     y(2_100_60) c_u_tangent(17)_ -87.723232160167072
     y(2_100_60) c_u_tangent(18)_ -43.625697298637022
     y(2_100_60) c_u_tangent(19)_ -21.695523727595855
     y(2_100_60) c_u_tangent(20)_ -10.78941493112548
     y(2_100_60) c_u_tangent(21)_ -5.3656909147541185
     y(2_100_60) c_u_tangent(22)_ -2.6684152177352245
     y(2_100_60) c_u_tangent(23)_ -1.3270312970621823
     y(2_100_60) c_u_order(1)_ -59
     y(2_100_60) c_u_order(2)_ 59
     y(2_100_70) c_e_one_pair(2)_ 1
     y(2_100_70) c_u_only_chosen(2_100_70)_ -505
     y(2_100_70) c_u_only_chosen(10_100_70)_ -61
     y(2_100_70) c_u_tangent(0)_ -1.8788596883307027
     y(2_100_70) c_u_tangent(1)_ -1.6737775685320901
     y(2_100_70) c_u_tangent(2)_ -1.4910806625534945
     y(2_100_70) c_u_tangent(3)_ -1.3283255696817764
     y(2_100_70) c_u_tangent(4)_ -1.1833355923540549
     y(2_100_70) c_u_tangent(5)_ -1.0541716248580413
     y(2_100_70) c_u_tangent(6)_ -0.93910621960177487
     y(2_100_70) c_u_tangent(7)_ -0.83660048411329568
     y(2_100_70) c_u_tangent(8)_ -0.74528349978918418
     y(2_100_70) c_u_tangent(9)_ -0.66393398713691609
     y(2_100_70) c_u_tangent(10)_ -0.59146397230075898
     y(2_100_70) c_u_tangent(11)_ -0.52690423642622064
     y(2_100_70) c_u_tangent(12)_ -3364.5162533403968
     y(2_100_70) c_u_tangent(13)_ -1673.2097531082682
     y(2_100_70) c_u_tangent(14)_ -832.10502404827776
     y(2_100_70) c_u_tangent(15)_ -413.81468746529703
     y(2_100_70) c_u_tangent(16)_ -205.79444975453745
     y(2_100_70) c_u_tangent(17)_ -102.34377085352838
     y(2_100_70) c_u_tangent(18)_ -50.896646848409922
     y(2_100_70) c_u_tangent(19)_ -25.311444348861862
     y(2_100_70) c_u_tangent(20)_ -12.587650752979743
     y(2_100_70) c_u_tangent(21)_ -6.2599727338798123
     y(2_100_70) c_u_tangent(22)_ -3.1131510873577657
     y(2_100_70) c_u_tangent(23)_ -1.5482031799058813
     y(2_100_70) c_u_order(1)_ -60
     y(2_100_70) c_u_order(2)_ 60
     y(2_100_80) c_e_one_pair(2)_ 1
     y(2_100_80) c_u_only_chosen(2_100_80)_ -505
     y(2_100_80) c_u_only_chosen(10_100_80)_ -61
     y(2_100_80) c_u_tangent(0)_ -1.7894399088600839
     y(2_100_80) c_u_tangent(1)_ -1.5941181761939727
     y(2_100_80) c_u_tangent(2)_ -1.4201162872749453
     y(2_100_80) c_u_tangent(3)_ -1.2651071291330522
     y(2_100_80) c_u_tangent(4)_ -1.1270175988576669
     y(2_100_80) c_u_tangent(5)_ -1.0040008777796685
     y(2_100_80) c_u_tangent(6)_ -0.8944117319943018
     y(2_100_80) c_u_tangent(7)_ -0.79678450889223562
     y(2_100_80) c_u_tangent(8)_ -0.70981353542295211
     y(2_100_80) c_u_tangent(9)_ -0.63233565593551666
     y(2_100_80) c_u_tangent(10)_ -0.56331467605664209
     y(2_100_80) c_u_tangent(11)_ -0.50182750455741987
     y(2_100_80) c_u_tangent(12)_ -3845.161432389024
     y(2_100_80) c_u_tangent(13)_ -1912.2397178380204
     y(2_100_80) c_u_tangent(14)_ -950.97717034088862
     y(2_100_80) c_u_tangent(15)_ -472.93107138891077
     y(2_100_80) c_u_tangent(16)_ -235.19365686232848
     y(2_100_80) c_u_tangent(17)_ -116.96430954688955
     y(2_100_80) c_u_tangent(18)_ -58.167596398182752
     y(2_100_80) c_u_tangent(19)_ -28.927364970127833
     y(2_100_80) c_u_tangent(20)_ -14.385886574833988
     y(2_100_80) c_u_tangent(21)_ -7.1542545530054982
     y(2_100_80) c_u_tangent(22)_ -3.5578869569803029
     y(2_100_80) c_u_tangent(23)_ -1.7693750627495781
     y(2_100_80) c_u_order(1)_ -61
     y(2_100_80) c_u_order(2)_ 61
     y(2_100_90) c_e_one_pair(2)_ 1
     y(2_100_90) c_u_only_chosen(2_100_90)_ -505
     y(2_100_90) c_u_only_chosen(10_100_90)_ -61
     y(2_100_90) c_u_tangent(0)_ -1.6725607371566955
     y(2_100_90) c_u_tangent(1)_ -1.4899966512920511
     y(2_100_90) c_u_tangent(2)_ -1.3273598808947382
     y(2_100_90) c_u_tangent(3)_ -1.1824753108546078
     y(2_100_90) c_u_tangent(4)_ -1.0534052451835292
     y(2_100_90) c_u_tangent(5)_ -0.93842349213886478
     y(2_100_90) c_u_tangent(6)_ -0.83599227801896259
     y(2_100_90) c_u_tangent(7)_ -0.74474168087419956
     y(2_100_90) c_u_tangent(8)_ -0.66345130907865568
     y(2_100_90) c_u_tangent(9)_ -0.59103397973039484
     y(2_100_90) c_u_tangent(10)_ -0.52652117859418512
     y(2_100_90) c_u_tangent(11)_ -0.46905010712695072
     y(2_100_90) c_u_tangent(12)_ -4325.8066114376552
     y(2_100_90) c_u_tangent(13)_ -2151.2696825677745
     y(2_100_90) c_u_tangent(14)_ -1069.8493166335004
     y(2_100_90) c_u_tangent(15)_ -532.04745531252502
     y(2_100_90) c_u_tangent(16)_ -264.59286397011971
     y(2_100_90) c_u_tangent(17)_ -131.58484824025084
     y(2_100_90) c_u_tangent(18)_ -65.438545947955646
     y(2_100_90) c_u_tangent(19)_ -32.54328559139384
     y(2_100_90) c_u_tangent(20)_ -16.184122396688249
     y(2_100_90) c_u_tangent(21)_ -8.0485363721311902
     y(2_100_90) c_u_tangent(22)_ -4.0026228266028436
     y(2_100_90) c_u_tangent(23)_ -1.9905469455932769
     y(2_100_90) c_u_order(1)_ -62
     y(2_100_90) c_u_order(2)_ 62
     y(2_100_100) c_e_one_pair(2)_ 1
     y(2_100_100) c_u_only_chosen(2_100_100)_ -505
     y(2_100_100) c_u_only_chosen(10_100_100)_ -61
     y(2_100_100) c_u_tangent(0)_ -1.14011103385778
     y(2_100_100) c_u_tangent(1)_ -1.0156651323987527
     y(2_100_100) c_u_tangent(2)_ -0.90480280475845054
     y(2_100_100) c_u_tangent(3)_ -0.80604137070774939
     y(2_100_100) c_u_tangent(4)_ -0.71805998818259043
     y(2_100_100) c_u_tangent(5)_ -0.63968198825334144
     y(2_100_100) c_u_tangent(6)_ -0.56985913827536272
     y(2_100_100) c_u_tangent(7)_ -0.5076576227550873
     y(2_100_100) c_u_tangent(8)_ -0.45224555443877962
     y(2_100_100) c_u_tangent(9)_ -0.40288184859643084
     y(2_100_100) c_u_tangent(10)_ -0.35890631170471754
     y(2_100_100) c_u_tangent(11)_ -0.3197308119743994
     y(2_100_100) c_u_tangent(12)_ -4806.4517904862787
     y(2_100_100) c_u_tangent(13)_ -2390.2996472975251
     y(2_100_100) c_u_tangent(14)_ -1188.7214629261105
     y(2_100_100) c_u_tangent(15)_ -591.1638392361383
     y(2_100_100) c_u_tangent(16)_ -293.99207107791051
     y(2_100_100) c_u_tangent(17)_ -146.20538693361192
     y(2_100_100) c_u_tangent(18)_ -72.709495497728426
     y(2_100_100) c_u_tangent(19)_ -36.159206212659782
     y(2_100_100) c_u_tangent(20)_ -17.98235821854248
     y(2_100_100) c_u_tangent(21)_ -8.9428181912568707
     y(2_100_100) c_u_tangent(22)_ -4.4473586962253773
     y(2_100_100) c_u_tangent(23)_ -2.2117188284369722
     y(2_100_100) c_u_order(1)_ -63
     y(2_100_100) c_u_order(2)_ 63
     y(3_10_90) c_e_one_pair(3)_ 1
     y(3_10_90) c_u_only_chosen(3_10_90)_ -505
     y(3_10_90) c_u_only_chosen(11_10_90)_ -61
     y(3_10_90) c_u_tangent(0)_ -1.1269222566612422
     y(3_10_90) c_u_tangent(1)_ -1.0039159424166388
     y(3_10_90) c_u_tangent(2)_ -0.89433606753340733
     y(3_10_90) c_u_tangent(3)_ -0.79671710339188506
     y(3_10_90) c_u_tangent(4)_ -0.70975348739744848
     y(3_10_90) c_u_tangent(5)_ -0.63228216229852652
     y(3_10_90) c_u_tangent(6)_ -0.56326702138066542
     y(3_10_90) c_u_tangent(7)_ -0.5017850515056137
     y(3_10_90) c_u_tangent(8)_ -0.4470139886715091
     y(3_10_90) c_u_tangent(9)_ -0.39822132099879126
     y(3_10_90) c_u_tangent(10)_ -0.35475449206703907
     y(3_10_90) c_u_tangent(11)_ -0.3160321735814966
     y(3_10_90) c_u_tangent(12)_ -22010.561026260395
     y(3_10_90) c_u_tangent(13)_ -10946.086333795938
     y(3_10_90) c_u_tangent(14)_ -5443.6052713042145
     y(3_10_90) c_u_tangent(15)_ -2707.1628567627799
     y(3_10_90) c_u_tangent(16)_ -1346.3009104773223
     y(3_10_90) c_u_tangent(17)_ -669.52977617293459
     y(3_10_90) c_u_tangent(18)_ -332.96428583952229
     y(3_10_90) c_u_tangent(19)_ -165.58668425224357
     y(3_10_90) c_u_tangent(20)_ -82.348020997264669
     y(3_10_90) c_u_tangent(21)_ -40.952547560140324
     y(3_10_90) c_u_tangent(22)_ -20.366137902952921
     y(3_10_90) c_u_tangent(23)_ -10.128297207224447
     y(3_10_100) c_e_one_pair(3)_ 1
     y(3_10_100) c_u_only_chosen(3_10_100)_ -505
     y(3_10_100) c_u_only_chosen(11_10_100)_ -61
     y(3_10_100) c_u_tangent(0)_ -0.11401110338577716
     y(3_10_100) c_u_tangent(1)_ -0.10156651323987452
     y(3_10_100) c_u_tangent(2)_ -0.090480280475844388
     y(3_10_100) c_u_tangent(3)_ -0.080604137070774351
     y(3_10_100) c_u_tangent(4)_ -0.071805998818258526
     y(3_10_100) c_u_tangent(5)_ -0.063968198825333666
     y(3_10_100) c_u_tangent(6)_ -0.056985913827535858
     y(3_10_100) c_u_tangent(7)_ -0.050765762275508358
     y(3_10_100) c_u_tangent(8)_ -0.045224555443877629
     y(3_10_100) c_u_tangent(9)_ -0.040288184859642792
     y(3_10_100) c_u_tangent(10)_ -0.035890631170471497
     y(3_10_100) c_u_tangent(11)_ -0.031973081197439704
     y(3_10_100) c_u_tangent(12)_ -22406.391932314935
     y(3_10_100) c_u_tangent(13)_ -11142.937257590576
     y(3_10_100) c_u_tangent(14)_ -5541.5013314806374
     y(3_10_100) c_u_tangent(15)_ -2755.8476097389134
     y(3_10_100) c_u_tangent(16)_ -1370.5123564545734
     y(3_10_100) c_u_tangent(17)_ -681.57038602457965
     y(3_10_100) c_u_tangent(18)_ -338.95220930909744
     y(3_10_100) c_u_tangent(19)_ -168.56454234409014
     y(3_10_100) c_u_tangent(20)_ -83.828941530105965
     y(3_10_100) c_u_tangent(21)_ -41.689025107742665
     y(3_10_100) c_u_tangent(22)_ -20.732396028283734
     y(3_10_100) c_u_tangent(23)_ -10.310441272318569
     y(3_10_100) c_u_order(2)_ -1
     y(3_20_80) c_e_one_pair(3)_ 1
     y(3_20_80) c_u_only_chosen(3_20_80)_ -505
     y(3_20_80) c_u_only_chosen(11_20_80)_ -61
     y(3_20_80) c_u_tangent(0)_ -1.6841945610474689
     y(3_20_80) c_u_tangent(1)_ -1.5003606149161415
     y(3_20_80) c_u_tangent(2)_ -1.3365925925989832
     y(3_20_80) c_u_tangent(3)_ -1.190700249546554
     y(3_20_80) c_u_tangent(4)_ -1.0607324117466492
     y(3_20_80) c_u_tangent(5)_ -0.94495088059177523
     y(3_20_80) c_u_tangent(6)_ -0.8418071860940215
     y(3_20_80) c_u_tangent(7)_ -0.74992187754325312
     y(3_20_80) c_u_tangent(8)_ -0.66806607464050027
     y(3_20_80) c_u_tangent(9)_ -0.59514503237015437
     y(3_20_80) c_u_tangent(10)_ -0.53018349980647195
     y(3_20_80) c_u_tangent(11)_ -0.47231267704207364
     y(3_20_80) c_u_tangent(12)_ -19580.603170626156
     y(3_20_80) c_u_tangent(13)_ -9737.6424216428659
     y(3_20_80) c_u_tangent(14)_ -4842.6332480924539
     y(3_20_80) c_u_tangent(15)_ -2408.2930713709625
     y(3_20_80) c_u_tangent(16)_ -1197.6697842848193
     y(3_20_80) c_u_tangent(17)_ -595.61393471612678
     y(3_20_80) c_u_tangent(18)_ -296.20515093805011
     y(3_20_80) c_u_tangent(19)_ -147.30597510961394
     y(3_20_80) c_u_tangent(20)_ -73.256829715066175
     y(3_20_80) c_u_tangent(21)_ -36.431401346135573
     y(3_20_80) c_u_tangent(22)_ -18.117723756345463
     y(3_20_80) c_u_tangent(23)_ -9.0101369143754813
     y(3_20_80) c_u_order(2)_ -2
     y(3_20_90) c_e_one_pair(3)_ 1
     y(3_20_90) c_u_only_chosen(3_20_90)_ -505
     y(3_20_90) c_u_only_chosen(11_20_90)_ -61
     y(3_20_90) c_u_tangent(0)_ -1.2409333600470192
     y(3_20_90) c_u_tangent(1)_ -1.1054824556565133
     y(3_20_90) c_u_tangent(2)_ -0.98481634800925166
     y(3_20_90) c_u_tangent(3)_ -0.87732124046265936
     y(3_20_90) c_u_tangent(4)_ -0.78155948621570681
     y(3_20_90) c_u_tangent(5)_ -0.69625036112386018
     y(3_20_90) c_u_tangent(6)_ -0.62025293520820113
     y(3_20_90) c_u_tangent(7)_ -0.55255081378112192
     y(3_20_90) c_u_tangent(8)_ -0.49223854411538664
     y(3_20_90) c_u_tangent(9)_ -0.43850950585843401
     y(3_20_90) c_u_tangent(10)_ -0.39064512323751055
     y(3_20_90) c_u_tangent(11)_ -0.34800525477893623
     y(3_20_90) c_u_tangent(12)_ -19976.4340766807
     y(3_20_90) c_u_tangent(13)_ -9934.4933454375077
     y(3_20_90) c_u_tangent(14)_ -4940.5293082688777
     y(3_20_90) c_u_tangent(15)_ -2456.9778243470964
     y(3_20_90) c_u_tangent(16)_ -1221.8812302620706
     y(3_20_90) c_u_tangent(17)_ -607.65454456777195
     y(3_20_90) c_u_tangent(18)_ -302.19307440762532
     y(3_20_90) c_u_tangent(19)_ -150.28383320146054
     y(3_20_90) c_u_tangent(20)_ -74.737750247907485
     y(3_20_90) c_u_tangent(21)_ -37.167878893737921
     y(3_20_90) c_u_tangent(22)_ -18.483981881676275
     y(3_20_90) c_u_tangent(23)_ -9.1922809794696043
     y(3_20_90) c_u_order(2)_ -3
     y(3_20_100) c_e_one_pair(3)_ 1
     y(3_20_100) c_u_only_chosen(3_20_100)_ -505
     y(3_20_100) c_u_only_chosen(11_20_100)_ -61
     y(3_20_100) c_u_tangent(0)_ -0.22802220677155655
     y(3_20_100) c_u_tangent(1)_ -0.20313302647975101
     y(3_20_100) c_u_tangent(2)_ -0.18096056095169052
     y(3_20_100) c_u_tangent(3)_ -0.16120827414155028
     y(3_20_100) c_u_tangent(4)_ -0.14361199763651844
     y(3_20_100) c_u_tangent(5)_ -0.12793639765066858
     y(3_20_100) c_u_tangent(6)_ -0.11397182765507283
     y(3_20_100) c_u_tangent(7)_ -0.1015315245510177
     y(3_20_100) c_u_tangent(8)_ -0.090449110887756132
     y(3_20_100) c_u_tangent(9)_ -0.080576369719286361
     y(3_20_100) c_u_tangent(10)_ -0.071781262340943688
     y(3_20_100) c_u_tangent(11)_ -0.063946162394880032
     y(3_20_100) c_u_tangent(12)_ -20372.26498273524
     y(3_20_100) c_u_tangent(13)_ -10131.34426923215
     y(3_20_100) c_u_tangent(14)_ -5038.4253684453015
     y(3_20_100) c_u_tangent(15)_ -2505.6625773232308
     y(3_20_100) c_u_tangent(16)_ -1246.0926762393217
     y(3_20_100) c_u_tangent(17)_ -619.69515441941712
     y(3_20_100) c_u_tangent(18)_ -308.18099787720053
     y(3_20_100) c_u_tangent(19)_ -153.26169129330717
     y(3_20_100) c_u_tangent(20)_ -76.218670780748795
     y(3_20_100) c_u_tangent(21)_ -37.904356441340269
     y(3_20_100) c_u_tangent(22)_ -18.850240007007091
     y(3_20_100) c_u_tangent(23)_ -9.3744250445637274
     y(3_20_100) c_u_order(2)_ -4
     y(3_30_70) c_e_one_pair(3)_ 1
     y(3_30_70) c_u_only_chosen(3_30_70)_ -505
     y(3_30_70) c_u_only_chosen(11_30_70)_ -61
     y(3_30_70) c_u_tangent(0)_ -1.8096200684662807
     y(3_30_70) c_u_tangent(1)_ -1.6120956221352709
     y(3_30_70) c_u_tangent(2)_ -1.4361314511229586
     y(3_30_70) c_u_tangent(3)_ -1.2793741987666483
     y(3_30_70) c_u_tangent(4)_ -1.1397273830260712
     y(3_30_70) c_u_tangent(5)_ -1.0153233579915144
     y(3_30_70) c_u_tangent(6)_ -0.90449833586176431
     y(3_30_70) c_u_tangent(7)_ -0.80577013533410557
     y(3_30_70) c_u_tangent(8)_ -0.71781835881185196
     y(3_30_70) c_u_tangent(9)_ -0.63946673331804615
     y(3_30_70) c_u_tangent(10)_ -0.56966737894152275
     y(3_30_70) c_u_tangent(11)_ -0.50748679442046951
     y(3_30_70) c_u_tangent(12)_ -17150.645314991918
     y(3_30_70) c_u_tangent(13)_ -8529.1985094897955
     y(3_30_70) c_u_tangent(14)_ -4241.6612248806941
     y(3_30_70) c_u_tangent(15)_ -2109.423285979145
     y(3_30_70) c_u_tangent(16)_ -1049.0386580923164
     y(3_30_70) c_u_tangent(17)_ -521.69809325931908
     y(3_30_70) c_u_tangent(18)_ -259.44601603657799
     y(3_30_70) c_u_tangent(19)_ -129.02526596698434
     y(3_30_70) c_u_tangent(20)_ -64.165638432867681
     y(3_30_70) c_u_tangent(21)_ -31.910255132130821
     y(3_30_70) c_u_tangent(22)_ -15.869309609738004
     y(3_30_70) c_u_tangent(23)_ -7.8919766215265152
     y(3_30_70) c_u_order(2)_ -5
     y(3_30_80) c_e_one_pair(3)_ 1
     y(3_30_80) c_u_only_chosen(3_30_80)_ -505
     y(3_30_80) c_u_only_chosen(11_30_80)_ -61
     y(3_30_80) c_u_tangent(0)_ -1.6973502295240457
     y(3_30_80) c_u_tangent(1)_ -1.5120803100758704
     y(3_30_80) c_u_tangent(2)_ -1.3470330544334785
     y(3_30_80) c_u_tangent(3)_ -1.2000011094948662
     y(3_30_80) c_u_tangent(4)_ -1.0690180601355264
     y(3_30_80) c_u_tangent(5)_ -0.95233213024026186
     y(3_30_80) c_u_tangent(6)_ -0.84838275433155652
     y(3_30_80) c_u_tangent(7)_ -0.75577970646187598
     y(3_30_80) c_u_tangent(8)_ -0.6732845072383068
     y(3_30_80) c_u_tangent(9)_ -0.59979386031582471
     y(3_30_80) c_u_tangent(10)_ -0.5343248968377432
     y(3_30_80) c_u_tangent(11)_ -0.47600203048149198
     y(3_30_80) c_u_tangent(12)_ -17546.476221046458
     y(3_30_80) c_u_tangent(13)_ -8726.0494332844373
     y(3_30_80) c_u_tangent(14)_ -4339.557285057118
     y(3_30_80) c_u_tangent(15)_ -2158.108038955279
     y(3_30_80) c_u_tangent(16)_ -1073.2501040695674
     y(3_30_80) c_u_tangent(17)_ -533.73870311096414
     y(3_30_80) c_u_tangent(18)_ -265.43393950615314
     y(3_30_80) c_u_tangent(19)_ -132.00312405883093
     y(3_30_80) c_u_tangent(20)_ -65.646558965708977
     y(3_30_80) c_u_tangent(21)_ -32.646732679733162
     y(3_30_80) c_u_tangent(22)_ -16.235567735068816
     y(3_30_80) c_u_tangent(23)_ -8.0741206866206383
     y(3_30_80) c_u_order(2)_ -6
     y(3_30_90) c_e_one_pair(3)_ 1
     y(3_30_90) c_u_only_chosen(3_30_90)_ -505
     y(3_30_90) c_u_only_chosen(11_30_90)_ -61
     y(3_30_90) c_u_tangent(0)_ -1.3549444634327985
     y(3_30_90) c_u_tangent(1)_ -1.2070489688963897
     y(3_30_90) c_u_tangent(2)_ -1.0752966284850975
     y(3_30_90) c_u_tangent(3)_ -0.95792537753343521
     y(3_30_90) c_u_tangent(4)_ -0.8533654850339667
     y(3_30_90) c_u_tangent(5)_ -0.76021855994919496
     y(3_30_90) c_u_tangent(6)_ -0.67723884903573806
     y(3_30_90) c_u_tangent(7)_ -0.60331657605663125
     y(3_30_90) c_u_tangent(8)_ -0.53746309955926508
     y(3_30_90) c_u_tangent(9)_ -0.47879769071807754
     y(3_30_90) c_u_tangent(10)_ -0.42653575440798269
     y(3_30_90) c_u_tangent(11)_ -0.37997833597637654
     y(3_30_90) c_u_tangent(12)_ -17942.307127101001
     y(3_30_90) c_u_tangent(13)_ -8922.9003570790792
     y(3_30_90) c_u_tangent(14)_ -4437.4533452335409
     y(3_30_90) c_u_tangent(15)_ -2206.7927919314134
     y(3_30_90) c_u_tangent(16)_ -1097.4615500468187
     y(3_30_90) c_u_tangent(17)_ -545.77931296260931
     y(3_30_90) c_u_tangent(18)_ -271.42186297572835
     y(3_30_90) c_u_tangent(19)_ -134.98098215067753
     y(3_30_90) c_u_tangent(20)_ -67.127479498550301
     y(3_30_90) c_u_tangent(21)_ -33.383210227335518
     y(3_30_90) c_u_tangent(22)_ -16.601825860399632
     y(3_30_90) c_u_tangent(23)_ -8.2562647517147614
     y(3_30_90) c_u_order(2)_ -7
     y(3_30_100) c_e_one_pair(3)_ 1
     y(3_30_100) c_u_only_chosen(3_30_100)_ -505
     y(3_30_100) c_u_only_chosen(11_30_100)_ -61
     y(3_30_100) c_u_tangent(0)_ -0.34203331015733351
     y(3_30_100) c_u_tangent(1)_ -0.30469953971962538
     y(3_30_100) c_u_tangent(2)_ -0.27144084142753477
     y(3_30_100) c_u_tangent(3)_ -0.2418124112123245
     y(3_30_100) c_u_tangent(4)_ -0.21541799645477683
     y(3_30_100) c_u_tangent(5)_ -0.19190459647600214
     y(3_30_100) c_u_tangent(6)_ -0.17095774148260859
     y(3_30_100) c_u_tangent(7)_ -0.15229728682652596
     y(3_30_100) c_u_tangent(8)_ -0.13567366633163369
     y(3_30_100) c_u_tangent(9)_ -0.12086455457892908
     y(3_30_100) c_u_tangent(10)_ -0.10767189351141511
     y(3_30_100) c_u_tangent(11)_ -0.095919243592319681
     y(3_30_100) c_u_tangent(12)_ -18338.138033155545
     y(3_30_100) c_u_tangent(13)_ -9119.751280873721
     y(3_30_100) c_u_tangent(14)_ -4535.3494054099647
     y(3_30_100) c_u_tangent(15)_ -2255.4775449075478
     y(3_30_100) c_u_tangent(16)_ -1121.6729960240698
     y(3_30_100) c_u_tangent(17)_ -557.81992281425448
     y(3_30_100) c_u_tangent(18)_ -277.40978644530355
     y(3_30_100) c_u_tangent(19)_ -137.95884024252413
     y(3_30_100) c_u_tangent(20)_ -68.608400031391611
     y(3_30_100) c_u_tangent(21)_ -34.119687774937866
     y(3_30_100) c_u_tangent(22)_ -16.968083985730445
     y(3_30_100) c_u_tangent(23)_ -8.4384088168088844
     y(3_30_100) c_u_order(2)_ -8
     y(3_40_60) c_e_one_pair(3)_ 1
     y(3_40_60) c_u_only_chosen(3_40_60)_ -505
     y(3_40_60) c_u_only_chosen(11_40_60)_ -61
     y(3_40_60) c_u_tangent(0)_ -1.9073895793181692
     y(3_40_60) c_u_tangent(1)_ -1.6991933522992715
     y(3_40_60) c_u_tangent(2)_ -1.513722251502569
     y(3_40_60) c_u_tangent(3)_ -1.348495773946766
     y(3_40_60) c_u_tangent(4)_ -1.2013041696039319
     y(3_40_60) c_u_tangent(5)_ -1.0701788880539436
     y(3_40_60) c_u_tangent(6)_ -0.95336625095871697
     y(3_40_60) c_u_tangent(7)_ -0.84930399825011771
     y(3_40_60) c_u_tangent(8)_ -0.75660039435869519
     y(3_40_60) c_u_tangent(9)_ -0.67401561504853491
     y(3_40_60) c_u_tangent(10)_ -0.60044516592450792
     y(3_40_60) c_u_tangent(11)_ -0.53490511084991432
     y(3_40_60) c_u_tangent(12)_ -14720.687459357681
     y(3_40_60) c_u_tangent(13)_ -7320.754597336726
     y(3_40_60) c_u_tangent(14)_ -3640.6892016689344
     y(3_40_60) c_u_tangent(15)_ -1810.5535005873278
     y(3_40_60) c_u_tangent(16)_ -900.40753189981342
     y(3_40_60) c_u_tangent(17)_ -447.78225180251127
     y(3_40_60) c_u_tangent(18)_ -222.68688113510584
     y(3_40_60) c_u_tangent(19)_ -110.74455682435473
     y(3_40_60) c_u_tangent(20)_ -55.074447150669187
     y(3_40_60) c_u_tangent(21)_ -27.38910891812607
     y(3_40_60) c_u_tangent(22)_ -13.620895463130545
     y(3_40_60) c_u_tangent(23)_ -6.7738163286775492
     y(3_40_60) c_u_order(2)_ -9
     y(3_40_70) c_e_one_pair(3)_ 1
     y(3_40_70) c_u_only_chosen(3_40_70)_ -505
     y(3_40_70) c_u_only_chosen(11_40_70)_ -61
     y(3_40_70) c_u_tangent(0)_ -1.8195114427326264
     y(3_40_70) c_u_tangent(1)_ -1.6209073287633877
     y(3_40_70) c_u_tangent(2)_ -1.4439813384701778
     y(3_40_70) c_u_tangent(3)_ -1.2863672517545237
     y(3_40_70) c_u_tangent(4)_ -1.1459571272157831
     y(3_40_70) c_u_tangent(5)_ -1.020873110401018
     y(3_40_70) c_u_tangent(6)_ -0.9094423192531943
     y(3_40_70) c_u_tangent(7)_ -0.81017447087398975
     y(3_40_70) c_u_tangent(8)_ -0.72174195038004219
     y(3_40_70) c_u_tangent(9)_ -0.64296205529217043
     y(3_40_70) c_u_tangent(10)_ -0.57278117799284223
     y(3_40_70) c_u_tangent(11)_ -0.51026071470700529
     y(3_40_70) c_u_tangent(12)_ -15116.518365412223
     y(3_40_70) c_u_tangent(13)_ -7517.6055211313678
     y(3_40_70) c_u_tangent(14)_ -3738.5852618453582
     y(3_40_70) c_u_tangent(15)_ -1859.2382535634622
     y(3_40_70) c_u_tangent(16)_ -924.61897787706471
     y(3_40_70) c_u_tangent(17)_ -459.82286165415644
     y(3_40_70) c_u_tangent(18)_ -228.67480460468104
     y(3_40_70) c_u_tangent(19)_ -113.72241491620133
     y(3_40_70) c_u_tangent(20)_ -56.555367683510497
     y(3_40_70) c_u_tangent(21)_ -28.125586465728418
     y(3_40_70) c_u_tangent(22)_ -13.987153588461361
     y(3_40_70) c_u_tangent(23)_ -6.9559603937716732
     y(3_40_70) c_u_order(2)_ -10
     y(3_40_80) c_e_one_pair(3)_ 1
     y(3_40_80) c_u_only_chosen(3_40_80)_ -505
     y(3_40_80) c_u_only_chosen(11_40_80)_ -61
     y(3_40_80) c_u_tangent(0)_ -1.7105058980006225
     y(3_40_80) c_u_tangent(1)_ -1.5238000052355991
     y(3_40_80) c_u_tangent(2)_ -1.3574735162679736
     y(3_40_80) c_u_tangent(3)_ -1.2093019694431784
     y(3_40_80) c_u_tangent(4)_ -1.0773037085244035
     y(3_40_80) c_u_tangent(5)_ -0.9597133798887485
     y(3_40_80) c_u_tangent(6)_ -0.85495832256909154
     y(3_40_80) c_u_tangent(7)_ -0.76163753538049872
     y(3_40_80) c_u_tangent(8)_ -0.67850293983611321
     y(3_40_80) c_u_tangent(9)_ -0.60444268826149494
     y(3_40_80) c_u_tangent(10)_ -0.53846629386901446
     y(3_40_80) c_u_tangent(11)_ -0.47969138392091021
     y(3_40_80) c_u_tangent(12)_ -15512.349271466765
     y(3_40_80) c_u_tangent(13)_ -7714.4564449260088
     y(3_40_80) c_u_tangent(14)_ -3836.4813220217811
     y(3_40_80) c_u_tangent(15)_ -1907.9230065395961
     y(3_40_80) c_u_tangent(16)_ -948.83042385431577
     y(3_40_80) c_u_tangent(17)_ -471.86347150580156
     y(3_40_80) c_u_tangent(18)_ -234.66272807425622
     y(3_40_80) c_u_tangent(19)_ -116.70027300804793
     y(3_40_80) c_u_tangent(20)_ -58.036288216351807
     y(3_40_80) c_u_tangent(21)_ -28.862064013330762
     y(3_40_80) c_u_tangent(22)_ -14.353411713792173
     y(3_40_80) c_u_tangent(23)_ -7.1381044588657954
     y(3_40_80) c_u_order(2)_ -11
     y(3_40_90) c_e_one_pair(3)_ 1
     y(3_40_90) c_u_only_chosen(3_40_90)_ -505
     y(3_40_90) c_u_only_chosen(11_40_90)_ -61
     y(3_40_90) c_u_tangent(0)_ -1.4689555668185759
     y(3_40_90) c_u_tangent(1)_ -1.3086154821362643
     y(3_40_90) c_u_tangent(2)_ -1.1657769089609422
     y(3_40_90) c_u_tangent(3)_ -1.0385295146042097
     y(3_40_90) c_u_tangent(4)_ -0.92517148385222536
     y(3_40_90) c_u_tangent(5)_ -0.82418675877452874
     y(3_40_90) c_u_tangent(6)_ -0.73422476286327398
     y(3_40_90) c_u_tangent(7)_ -0.65408233833213969
     y(3_40_90) c_u_tangent(8)_ -0.58268765500314279
     y(3_40_90) c_u_tangent(9)_ -0.51908587557772035
     y(3_40_90) c_u_tangent(10)_ -0.46242638557845422
     y(3_40_90) c_u_tangent(11)_ -0.41195141717381634
     y(3_40_90) c_u_tangent(12)_ -15908.18017752131
     y(3_40_90) c_u_tangent(13)_ -7911.3073687206506
     y(3_40_90) c_u_tangent(14)_ -3934.3773821982054
     y(3_40_90) c_u_tangent(15)_ -1956.6077595157305
     y(3_40_90) c_u_tangent(16)_ -973.04186983156706
     y(3_40_90) c_u_tangent(17)_ -483.90408135744678
     y(3_40_90) c_u_tangent(18)_ -240.65065154383146
     y(3_40_90) c_u_tangent(19)_ -119.67813109989456
     y(3_40_90) c_u_tangent(20)_ -59.517208749193124
     y(3_40_90) c_u_tangent(21)_ -29.598541560933118
     y(3_40_90) c_u_tangent(22)_ -14.719669839122989
     y(3_40_90) c_u_tangent(23)_ -7.3202485239599193
     y(3_40_90) c_u_order(2)_ -12
     y(3_40_100) c_e_one_pair(3)_ 1
     y(3_40_100) c_u_only_chosen(3_40_100)_ -505
     y(3_40_100) c_u_only_chosen(11_40_100)_ -61
     y(3_40_100) c_u_tangent(0)_ -0.45604441354311309
     y(3_40_100) c_u_tangent(1)_ -0.40626605295950202
     y(3_40_100) c_u_tangent(2)_ -0.36192112190338105
     y(3_40_100) c_u_tangent(3)_ -0.32241654828310057
     y(3_40_100) c_u_tangent(4)_ -0.28722399527303688
     y(3_40_100) c_u_tangent(5)_ -0.25587279530133716
     y(3_40_100) c_u_tangent(6)_ -0.22794365531014565
     y(3_40_100) c_u_tangent(7)_ -0.2030630491020354
     y(3_40_100) c_u_tangent(8)_ -0.18089822177551226
     y(3_40_100) c_u_tangent(9)_ -0.16115273943857272
     y(3_40_100) c_u_tangent(10)_ -0.14356252468188738
     y(3_40_100) c_u_tangent(11)_ -0.12789232478976006
     y(3_40_100) c_u_tangent(12)_ -16304.011083575851
     y(3_40_100) c_u_tangent(13)_ -8108.1582925152925
     y(3_40_100) c_u_tangent(14)_ -4032.2734423746292
     y(3_40_100) c_u_tangent(15)_ -2005.292512491865
     y(3_40_100) c_u_tangent(16)_ -997.25331580881834
     y(3_40_100) c_u_tangent(17)_ -495.94469120909196
     y(3_40_100) c_u_tangent(18)_ -246.63857501340667
     y(3_40_100) c_u_tangent(19)_ -122.65598919174116
     y(3_40_100) c_u_tangent(20)_ -60.998129282034441
     y(3_40_100) c_u_tangent(21)_ -30.335019108535466
     y(3_40_100) c_u_tangent(22)_ -15.085927964453804
     y(3_40_100) c_u_tangent(23)_ -7.5023925890540433
     y(3_40_100) c_u_order(2)_ -13
     y(3_50_50) c_e_one_pair(3)_ 1
     y(3_50_50) c_u_only_chosen(3_50_50)_ -505
     y(3_50_50) c_u_only_chosen(11_50_50)_ -61
     y(3_50_50) c_u_tangent(0)_ -1.94545631022494
     y(3_50_50) c_u_tangent(1)_ -1.7331050066366471
     y(3_50_50) c_u_tangent(2)_ -1.5439323660173698
     y(3_50_50) c_u_tangent(3)_ -1.3754083807431705
     y(3_50_50) c_u_tangent(4)_ -1.2252791996960233
     y(3_50_50) c_u_tangent(5)_ -1.0915369851073096
     y(3_50_50) c_u_tangent(6)_ -0.97239305960040812
     y(3_50_50) c_u_tangent(7)_ -0.8662539842991076
     y(3_50_50) c_u_tangent(8)_ -0.77170024806886628
     y(3_50_50) c_u_tangent(9)_ -0.68746728287938563
     y(3_50_50) c_u_tangent(10)_ -0.61242855138669028
     y(3_50_50) c_u_tangent(11)_ -0.5455804805468899
     y(3_50_50) c_u_tangent(12)_ -13335.969127905804
     y(3_50_50) c_u_tangent(13)_ -6632.1194287020753
     y(3_50_50) c_u_tangent(14)_ -3298.2236007526412
     y(3_50_50) c_u_tangent(15)_ -1640.2417111916557
     y(3_50_50) c_u_tangent(16)_ -815.70966580889012
     y(3_50_50) c_u_tangent(17)_ -405.6611012596689
     y(3_50_50) c_u_tangent(18)_ -201.73958452732359
     y(3_50_50) c_u_tangent(19)_ -100.32724320591254
     y(3_50_50) c_u_tangent(20)_ -49.893806180289069
     y(3_50_50) c_u_tangent(21)_ -24.812721007862258
     y(3_50_50) c_u_tangent(22)_ -12.33963032584262
     y(3_50_50) c_u_tangent(23)_ -6.1366295349150572
     y(3_50_50) c_u_order(2)_ -14
     y(3_50_60) c_e_one_pair(3)_ 1
     y(3_50_60) c_u_only_chosen(3_50_60)_ -505
     y(3_50_60) c_u_only_chosen(11_50_60)_ -61
     y(3_50_60) c_u_tangent(0)_ -1.917280953584515
     y(3_50_60) c_u_tangent(1)_ -1.7080050589273883
     y(3_50_60) c_u_tangent(2)_ -1.5215721388497885
     y(3_50_60) c_u_tangent(3)_ -1.3554888269346415
     y(3_50_60) c_u_tangent(4)_ -1.2075339137936438
     y(3_50_60) c_u_tangent(5)_ -1.0757286404634472
     y(3_50_60) c_u_tangent(6)_ -0.95831023435014695
     y(3_50_60) c_u_tangent(7)_ -0.85370833379000188
     y(3_50_60) c_u_tangent(8)_ -0.76052398592688542
     y(3_50_60) c_u_tangent(9)_ -0.67751093702265908
     y(3_50_60) c_u_tangent(10)_ -0.60355896497582728
     y(3_50_60) c_u_tangent(11)_ -0.53767903113645021
     y(3_50_60) c_u_tangent(12)_ -13493.428265611145
     y(3_50_60) c_u_tangent(13)_ -6710.4255342716415
     y(3_50_60) c_u_tangent(14)_ -3337.1660607383346
     y(3_50_60) c_u_tangent(15)_ -1659.6082111434389
     y(3_50_60) c_u_tangent(16)_ -825.3408324203524
     y(3_50_60) c_u_tangent(17)_ -410.45078295376385
     y(3_50_60) c_u_tangent(18)_ -204.12154422714289
     y(3_50_60) c_u_tangent(19)_ -101.51181712416647
     y(3_50_60) c_u_tangent(20)_ -50.482907401402905
     y(3_50_60) c_u_tangent(21)_ -25.105687316988281
     y(3_50_60) c_u_tangent(22)_ -12.485325590436785
     y(3_50_60) c_u_tangent(23)_ -6.2090853411423605
     y(3_50_60) c_u_order(2)_ -15
     y(3_50_70) c_e_one_pair(3)_ 1
     y(3_50_70) c_u_only_chosen(3_50_70)_ -505
     y(3_50_70) c_u_only_chosen(11_50_70)_ -61
     y(3_50_70) c_u_tangent(0)_ -1.8294028169989729
     y(3_50_70) c_u_tangent(1)_ -1.629719035391505
     y(3_50_70) c_u_tangent(2)_ -1.4518312258173973
     y(3_50_70) c_u_tangent(3)_ -1.2933603047423992
     y(3_50_70) c_u_tangent(4)_ -1.152186871405495
     y(3_50_70) c_u_tangent(5)_ -1.0264228628105221
     y(3_50_70) c_u_tangent(6)_ -0.9143863026446245
     y(3_50_70) c_u_tangent(7)_ -0.81457880641387415
     y(3_50_70) c_u_tangent(8)_ -0.72566554194823263
     y(3_50_70) c_u_tangent(9)_ -0.64645737726629471
     y(3_50_70) c_u_tangent(10)_ -0.5758949770441617
     y(3_50_70) c_u_tangent(11)_ -0.51303463499354129
     y(3_50_70) c_u_tangent(12)_ -13650.887403316483
     y(3_50_70) c_u_tangent(13)_ -6788.7316398412058
     y(3_50_70) c_u_tangent(14)_ -3376.1085207240271
     y(3_50_70) c_u_tangent(15)_ -1678.9747110952219
     y(3_50_70) c_u_tangent(16)_ -834.97199903181468
     y(3_50_70) c_u_tangent(17)_ -415.24046464785874
     y(3_50_70) c_u_tangent(18)_ -206.50350392696217
     y(3_50_70) c_u_tangent(19)_ -102.6963910424204
     y(3_50_70) c_u_tangent(20)_ -51.072008622516726
     y(3_50_70) c_u_tangent(21)_ -25.398653626114303
     y(3_50_70) c_u_tangent(22)_ -12.631020855030947
     y(3_50_70) c_u_tangent(23)_ -6.2815411473696638
     y(3_50_70) c_u_order(2)_ -16
     y(3_50_80) c_e_one_pair(3)_ 1
     y(3_50_80) c_u_only_chosen(3_50_80)_ -505
     y(3_50_80) c_u_only_chosen(11_50_80)_ -61
     y(3_50_80) c_u_tangent(0)_ -1.7236615664771997
     y(3_50_80) c_u_tangent(1)_ -1.5355197003953283
     y(3_50_80) c_u_tangent(2)_ -1.367913978102469
     y(3_50_80) c_u_tangent(3)_ -1.218602829391491
     y(3_50_80) c_u_tangent(4)_ -1.0855893569132811
     y(3_50_80) c_u_tangent(5)_ -0.96709462953723524
     y(3_50_80) c_u_tangent(6)_ -0.86153389080662668
     y(3_50_80) c_u_tangent(7)_ -0.76749536429912157
     y(3_50_80) c_u_tangent(8)_ -0.68372137243391973
     y(3_50_80) c_u_tangent(9)_ -0.60909151620716528
     y(3_50_80) c_u_tangent(10)_ -0.54260769090028582
     y(3_50_80) c_u_tangent(11)_ -0.48338073736032855
     y(3_50_80) c_u_tangent(12)_ -13808.346541021821
     y(3_50_80) c_u_tangent(13)_ -6867.0377454107711
     y(3_50_80) c_u_tangent(14)_ -3415.0509807097201
     y(3_50_80) c_u_tangent(15)_ -1698.3412110470047
     y(3_50_80) c_u_tangent(16)_ -844.60316564327695
     y(3_50_80) c_u_tangent(17)_ -420.0301463419537
     y(3_50_80) c_u_tangent(18)_ -208.88546362678142
     y(3_50_80) c_u_tangent(19)_ -103.88096496067432
     y(3_50_80) c_u_tangent(20)_ -51.661109843630555
     y(3_50_80) c_u_tangent(21)_ -25.691619935240325
     y(3_50_80) c_u_tangent(22)_ -12.77671611962511
     y(3_50_80) c_u_tangent(23)_ -6.3539969535969663
     y(3_50_80) c_u_order(2)_ -17
     y(3_50_90) c_e_one_pair(3)_ 1
     y(3_50_90) c_u_only_chosen(3_50_90)_ -505
     y(3_50_90) c_u_only_chosen(11_50_90)_ -61
     y(3_50_90) c_u_tangent(0)_ -1.582966670204355
     y(3_50_90) c_u_tangent(1)_ -1.4101819953761405
     y(3_50_90) c_u_tangent(2)_ -1.2562571894367882
     y(3_50_90) c_u_tangent(3)_ -1.1191336516749855
     y(3_50_90) c_u_tangent(4)_ -0.99697748267048503
     y(3_50_90) c_u_tangent(5)_ -0.88815495759986351
     y(3_50_90) c_u_tangent(6)_ -0.7912106766908108
     y(3_50_90) c_u_tangent(7)_ -0.70484810060764891
     y(3_50_90) c_u_tangent(8)_ -0.62791221044702117
     y(3_50_90) c_u_tangent(9)_ -0.55937406043736382
     y(3_50_90) c_u_tangent(10)_ -0.49831701674892631
     y(3_50_90) c_u_tangent(11)_ -0.44392449837125653
     y(3_50_90) c_u_tangent(12)_ -13965.805678727162
     y(3_50_90) c_u_tangent(13)_ -6945.3438509803364
     y(3_50_90) c_u_tangent(14)_ -3453.9934406954135
     y(3_50_90) c_u_tangent(15)_ -1717.7077109987879
     y(3_50_90) c_u_tangent(16)_ -854.23433225473923
     y(3_50_90) c_u_tangent(17)_ -424.81982803604865
     y(3_50_90) c_u_tangent(18)_ -211.26742332660072
     y(3_50_90) c_u_tangent(19)_ -105.06553887892827
     y(3_50_90) c_u_tangent(20)_ -52.250211064744384
     y(3_50_90) c_u_tangent(21)_ -25.984586244366348
     y(3_50_90) c_u_tangent(22)_ -12.922411384219274
     y(3_50_90) c_u_tangent(23)_ -6.4264527598242704
     y(3_50_90) c_u_order(2)_ -18
     y(3_50_100) c_e_one_pair(3)_ 1
     y(3_50_100) c_u_only_chosen(3_50_100)_ -505
     y(3_50_100) c_u_only_chosen(11_50_100)_ -61
     y(3_50_100) c_u_tangent(0)_ -0.57005551692889
     y(3_50_100) c_u_tangent(1)_ -0.50783256619937633
     y(3_50_100) c_u_tangent(2)_ -0.45240140237922527
     y(3_50_100) c_u_tangent(3)_ -0.4030206853538747
     y(3_50_100) c_u_tangent(4)_ -0.35902999409129521
     y(3_50_100) c_u_tangent(5)_ -0.31984099412667072
     y(3_50_100) c_u_tangent(6)_ -0.28492956913768136
     y(3_50_100) c_u_tangent(7)_ -0.25382881137754365
     y(3_50_100) c_u_tangent(8)_ -0.22612277721938981
     y(3_50_100) c_u_tangent(9)_ -0.20144092429821542
     y(3_50_100) c_u_tangent(10)_ -0.17945315585235877
     y(3_50_100) c_u_tangent(11)_ -0.1598654059871997
     y(3_50_100) c_u_tangent(12)_ -14269.884133996158
     y(3_50_100) c_u_tangent(13)_ -7096.5653041568639
     y(3_50_100) c_u_tangent(14)_ -3529.1974793392928
     y(3_50_100) c_u_tangent(15)_ -1755.1074800761819
     y(3_50_100) c_u_tangent(16)_ -872.83363559356656
     y(3_50_100) c_u_tangent(17)_ -434.06945960392937
     y(3_50_100) c_u_tangent(18)_ -215.86736358150972
     y(3_50_100) c_u_tangent(19)_ -107.35313814095815
     y(3_50_100) c_u_tangent(20)_ -53.387858532677257
     y(3_50_100) c_u_tangent(21)_ -26.550350442133066
     y(3_50_100) c_u_tangent(22)_ -13.203771943177159
     y(3_50_100) c_u_tangent(23)_ -6.5663763612992012
     y(3_50_100) c_u_order(2)_ -19
     y(3_60_40) c_e_one_pair(3)_ 1
     y(3_60_40) c_u_only_chosen(3_60_40)_ -505
     y(3_60_40) c_u_only_chosen(11_60_40)_ -61
     y(3_60_40) c_u_tangent(0)_ -1.9576683930001808
     y(3_60_40) c_u_tangent(1)_ -1.7439841107768908
     y(3_60_40) c_u_tangent(2)_ -1.5536239893933774
     y(3_60_40) c_u_tangent(3)_ -1.3840421397780642
     y(3_60_40) c_u_tangent(4)_ -1.2329705628640497
     y(3_60_40) c_u_tangent(5)_ -1.0983888172169836
     y(3_60_40) c_u_tangent(6)_ -0.97849699751538333
     y(3_60_40) c_u_tangent(7)_ -0.87169166249575636
     y(3_60_40) c_u_tangent(8)_ -0.77654439042125922
     y(3_60_40) c_u_tangent(9)_ -0.69178267527327719
     y(3_60_40) c_u_tangent(10)_ -0.61627290817031311
     y(3_60_40) c_u_tangent(11)_ -0.54900521640653199
     y(3_60_40) c_u_tangent(12)_ -11802.489504859464
     y(3_60_40) c_u_tangent(13)_ -5869.503685970416
     y(3_60_40) c_u_tangent(14)_ -2918.9666727037279
     y(3_60_40) c_u_tangent(15)_ -1451.6332031140694
     y(3_60_40) c_u_tangent(16)_ -721.91264672143654
     y(3_60_40) c_u_tangent(17)_ -359.01484505752012
     y(3_60_40) c_u_tangent(18)_ -178.54190469863116
     y(3_60_40) c_u_tangent(19)_ -88.790790053006901
     y(3_60_40) c_u_tangent(20)_ -44.15660520450129
     y(3_60_40) c_u_tangent(21)_ -21.959549881493153
     y(3_60_40) c_u_tangent(22)_ -10.920717948413039
     y(3_60_40) c_u_tangent(23)_ -5.4309893031687855
     y(3_60_40) c_u_order(2)_ -20
     y(3_60_50) c_e_one_pair(3)_ 1
     y(3_60_50) c_u_only_chosen(3_60_50)_ -505
     y(3_60_50) c_u_only_chosen(11_60_50)_ -61
     y(3_60_50) c_u_tangent(0)_ -1.9468914740587482
     y(3_60_50) c_u_tangent(1)_ -1.7343835188358903
     y(3_60_50) c_u_tangent(2)_ -1.5450713254902237
     y(3_60_50) c_u_tangent(3)_ -1.376423020010259
     y(3_60_50) c_u_tangent(4)_ -1.2261830886111735
     y(3_60_50) c_u_tangent(5)_ -1.0923422123416899
     y(3_60_50) c_u_tangent(6)_ -0.9731103943172299
     y(3_60_50) c_u_tangent(7)_ -0.86689302018113912
     y(3_60_50) c_u_tangent(8)_ -0.77226953162499057
     y(3_60_50) c_u_tangent(9)_ -0.687974427746186
     y(3_60_50) c_u_tangent(10)_ -0.61288034015373805
     y(3_60_50) c_u_tangent(11)_ -0.5459829554675536
     y(3_60_50) c_u_tangent(12)_ -12283.134683908089
     y(3_60_50) c_u_tangent(13)_ -6108.5336507001666
     y(3_60_50) c_u_tangent(14)_ -3037.838818996338
     y(3_60_50) c_u_tangent(15)_ -1510.7495870376827
     y(3_60_50) c_u_tangent(16)_ -751.31185382922729
     y(3_60_50) c_u_tangent(17)_ -373.6353837508812
     y(3_60_50) c_u_tangent(18)_ -185.81285424840394
     y(3_60_50) c_u_tangent(19)_ -92.406710674272844
     y(3_60_50) c_u_tangent(20)_ -45.954841026355524
     y(3_60_50) c_u_tangent(21)_ -22.85383170061883
     y(3_60_50) c_u_tangent(22)_ -11.365453818035572
     y(3_60_50) c_u_tangent(23)_ -5.6521611860124805
     y(3_60_50) c_u_order(2)_ -21
     y(3_60_60) c_e_one_pair(3)_ 1
     y(3_60_60) c_u_only_chosen(3_60_60)_ -505
     y(3_60_60) c_u_only_chosen(11_60_60)_ -61
     y(3_60_60) c_u_tangent(0)_ -1.9271723278508612
     y(3_60_60) c_u_tangent(1)_ -1.7168167655555056
     y(3_60_60) c_u_tangent(2)_ -1.529422026197008
     y(3_60_60) c_u_tangent(3)_ -1.3624818799225171
     y(3_60_60) c_u_tangent(4)_ -1.2137636579833559
     y(3_60_60) c_u_tangent(5)_ -1.0812783928729512
     y(3_60_60) c_u_tangent(6)_ -0.96325421774157716
     y(3_60_60) c_u_tangent(7)_ -0.85811266932988628
     y(3_60_60) c_u_tangent(8)_ -0.76444757749507586
     y(3_60_60) c_u_tangent(9)_ -0.68100625899678346
     y(3_60_60) c_u_tangent(10)_ -0.60667276402714687
     y(3_60_60) c_u_tangent(11)_ -0.54045295142298611
     y(3_60_60) c_u_tangent(12)_ -12684.264881537551
     y(3_60_60) c_u_tangent(13)_ -6308.0199686139231
     y(3_60_60) c_u_tangent(14)_ -3137.0454887259207
     y(3_60_60) c_u_tangent(15)_ -1560.0861200980075
     y(3_60_60) c_u_tangent(16)_ -775.84743698152306
     y(3_60_60) c_u_tangent(17)_ -385.83719047060248
     y(3_60_60) c_u_tangent(18)_ -191.88094263665582
     y(3_60_60) c_u_tangent(19)_ -95.424435633653175
     y(3_60_60) c_u_tangent(20)_ -47.455587776863958
     y(3_60_60) c_u_tangent(21)_ -23.600169037346866
     y(3_60_60) c_u_tangent(22)_ -11.736615321470834
     y(3_60_60) c_u_tangent(23)_ -5.8367437532417608
     y(3_60_60) c_u_order(2)_ -22
     y(3_60_70) c_e_one_pair(3)_ 1
     y(3_60_70) c_u_only_chosen(3_60_70)_ -505
     y(3_60_70) c_u_only_chosen(11_60_70)_ -61
     y(3_60_70) c_u_tangent(0)_ -1.8392941912653191
     y(3_60_70) c_u_tangent(1)_ -1.6385307420196222
     y(3_60_70) c_u_tangent(2)_ -1.459681113164617
     y(3_60_70) c_u_tangent(3)_ -1.3003533577302748
     y(3_60_70) c_u_tangent(4)_ -1.1584166155952071
     y(3_60_70) c_u_tangent(5)_ -1.0319726152200261
     y(3_60_70) c_u_tangent(6)_ -0.91933028603605471
     y(3_60_70) c_u_tangent(7)_ -0.81898314195375865
     y(3_60_70) c_u_tangent(8)_ -0.72958913351642307
     y(3_60_70) c_u_tangent(9)_ -0.6499526992404191
     y(3_60_70) c_u_tangent(10)_ -0.57900877609548129
     y(3_60_70) c_u_tangent(11)_ -0.51580855528007719
     y(3_60_70) c_u_tangent(12)_ -12841.724019242891
     y(3_60_70) c_u_tangent(13)_ -6386.3260741834883
     y(3_60_70) c_u_tangent(14)_ -3175.9879487116141
     y(3_60_70) c_u_tangent(15)_ -1579.4526200497908
     y(3_60_70) c_u_tangent(16)_ -785.47860359298545
     y(3_60_70) c_u_tangent(17)_ -390.62687216469743
     y(3_60_70) c_u_tangent(18)_ -194.26290233647512
     y(3_60_70) c_u_tangent(19)_ -96.609009551907107
     y(3_60_70) c_u_tangent(20)_ -48.044688997977794
     y(3_60_70) c_u_tangent(21)_ -23.893135346472889
     y(3_60_70) c_u_tangent(22)_ -11.882310586065
     y(3_60_70) c_u_tangent(23)_ -5.9091995594690641
     y(3_60_70) c_u_order(2)_ -23
     y(3_60_80) c_e_one_pair(3)_ 1
     y(3_60_80) c_u_only_chosen(3_60_80)_ -505
     y(3_60_80) c_u_only_chosen(11_60_80)_ -61
     y(3_60_80) c_u_tangent(0)_ -1.7368172349537765
     y(3_60_80) c_u_tangent(1)_ -1.5472393955550572
     y(3_60_80) c_u_tangent(2)_ -1.3783544399369643
     y(3_60_80) c_u_tangent(3)_ -1.2279036893398032
     y(3_60_80) c_u_tangent(4)_ -1.0938750053021582
     y(3_60_80) c_u_tangent(5)_ -0.97447587918572198
     y(3_60_80) c_u_tangent(6)_ -0.8681094590441617
     y(3_60_80) c_u_tangent(7)_ -0.77335319321774443
     y(3_60_80) c_u_tangent(8)_ -0.68893980503172625
     y(3_60_80) c_u_tangent(9)_ -0.61374034415283563
     y(3_60_80) c_u_tangent(10)_ -0.54674908793155708
     y(3_60_80) c_u_tangent(11)_ -0.48707009079974684
     y(3_60_80) c_u_tangent(12)_ -12999.183156948229
     y(3_60_80) c_u_tangent(13)_ -6464.6321797530536
     y(3_60_80) c_u_tangent(14)_ -3214.9304086973066
     y(3_60_80) c_u_tangent(15)_ -1598.8191200015735
     y(3_60_80) c_u_tangent(16)_ -795.10977020444773
     y(3_60_80) c_u_tangent(17)_ -395.41655385879238
     y(3_60_80) c_u_tangent(18)_ -196.6448620362944
     y(3_60_80) c_u_tangent(19)_ -97.793583470161025
     y(3_60_80) c_u_tangent(20)_ -48.633790219091622
     y(3_60_80) c_u_tangent(21)_ -24.186101655598911
     y(3_60_80) c_u_tangent(22)_ -12.028005850659161
     y(3_60_80) c_u_tangent(23)_ -5.9816553656963665
     y(3_60_80) c_u_order(2)_ -24
     y(3_60_90) c_e_one_pair(3)_ 1
     y(3_60_90) c_u_only_chosen(3_60_90)_ -505
     y(3_60_90) c_u_only_chosen(11_60_90)_ -61
     y(3_60_90) c_u_tangent(0)_ -1.6199380632503881
     y(3_60_90) c_u_tangent(1)_ -1.4431178706531356
     y(3_60_90) c_u_tangent(2)_ -1.2855980335567572
     y(3_60_90) c_u_tangent(3)_ -1.1452718710613587
     y(3_60_90) c_u_tangent(4)_ -1.0202626516280202
     y(3_60_90) c_u_tangent(5)_ -0.90889849354491814
     y(3_60_90) c_u_tangent(6)_ -0.80969000506882238
     y(3_60_90) c_u_tangent(7)_ -0.72131036519970826
     y(3_60_90) c_u_tangent(8)_ -0.64257757868742982
     y(3_60_90) c_u_tangent(9)_ -0.5724386679477137
     y(3_60_90) c_u_tangent(10)_ -0.5099555904691
     y(3_60_90) c_u_tangent(11)_ -0.45429269336927758
     y(3_60_90) c_u_tangent(12)_ -13156.642294653569
     y(3_60_90) c_u_tangent(13)_ -6542.9382853226189
     y(3_60_90) c_u_tangent(14)_ -3253.872868683
     y(3_60_90) c_u_tangent(15)_ -1618.1856199533568
     y(3_60_90) c_u_tangent(16)_ -804.74093681591
     y(3_60_90) c_u_tangent(17)_ -400.20623555288734
     y(3_60_90) c_u_tangent(18)_ -199.0268217361137
     y(3_60_90) c_u_tangent(19)_ -98.978157388414971
     y(3_60_90) c_u_tangent(20)_ -49.222891440205451
     y(3_60_90) c_u_tangent(21)_ -24.479067964724937
     y(3_60_90) c_u_tangent(22)_ -12.173701115253326
     y(3_60_90) c_u_tangent(23)_ -6.0541111719236707
     y(3_60_90) c_u_order(2)_ -25
     y(3_60_100) c_e_one_pair(3)_ 1
     y(3_60_100) c_u_only_chosen(3_60_100)_ -505
     y(3_60_100) c_u_only_chosen(11_60_100)_ -61
     y(3_60_100) c_u_tangent(0)_ -0.68406662031466703
     y(3_60_100) c_u_tangent(1)_ -0.60939907943925076
     y(3_60_100) c_u_tangent(2)_ -0.54288168285506955
     y(3_60_100) c_u_tangent(3)_ -0.48362482242464899
     y(3_60_100) c_u_tangent(4)_ -0.43083599290955366
     y(3_60_100) c_u_tangent(5)_ -0.38380919295200427
     y(3_60_100) c_u_tangent(6)_ -0.34191548296521718
     y(3_60_100) c_u_tangent(7)_ -0.30459457365305193
     y(3_60_100) c_u_tangent(8)_ -0.27134733266326738
     y(3_60_100) c_u_tangent(9)_ -0.24172910915785817
     y(3_60_100) c_u_tangent(10)_ -0.21534378702283022
     y(3_60_100) c_u_tangent(11)_ -0.19183848718463936
     y(3_60_100) c_u_tangent(12)_ -13314.101432358906
     y(3_60_100) c_u_tangent(13)_ -6621.2443908921832
     y(3_60_100) c_u_tangent(14)_ -3292.8153286686925
     y(3_60_100) c_u_tangent(15)_ -1637.5521199051395
     y(3_60_100) c_u_tangent(16)_ -814.37210342737217
     y(3_60_100) c_u_tangent(17)_ -404.99591724698217
     y(3_60_100) c_u_tangent(18)_ -201.40878143593295
     y(3_60_100) c_u_tangent(19)_ -100.16273130666887
     y(3_60_100) c_u_tangent(20)_ -49.811992661319273
     y(3_60_100) c_u_tangent(21)_ -24.772034273850952
     y(3_60_100) c_u_tangent(22)_ -12.319396379847486
     y(3_60_100) c_u_tangent(23)_ -6.1265669781509722
     y(3_60_100) c_u_order(2)_ -26
     y(3_70_30) c_e_one_pair(3)_ 1
     y(3_70_30) c_u_only_chosen(3_70_30)_ -505
     y(3_70_30) c_u_only_chosen(11_70_30)_ -61
     y(3_70_30) c_u_tangent(0)_ -1.9649466353917153
     y(3_70_30) c_u_tangent(1)_ -1.7504679152509295
     y(3_70_30) c_u_tangent(2)_ -1.5594000707872127
     y(3_70_30) c_u_tangent(3)_ -1.3891877477928951
     y(3_70_30) c_u_tangent(4)_ -1.2375545152076837
     y(3_70_30) c_u_tangent(5)_ -1.102472419976491
     y(3_70_30) c_u_tangent(6)_ -0.98213486506883108
     y(3_70_30) c_u_tangent(7)_ -0.87493244792857461
     y(3_70_30) c_u_tangent(8)_ -0.77943143621587962
     y(3_70_30) c_u_tangent(9)_ -0.69435459297440882
     y(3_70_30) c_u_tangent(10)_ -0.61856409477833996
     y(3_70_30) c_u_tangent(11)_ -0.55104631440530993
     y(3_70_30) c_u_tangent(12)_ -8851.867128644597
     y(3_70_30) c_u_tangent(13)_ -4402.1277644778111
     y(3_70_30) c_u_tangent(14)_ -2189.2250045277956
     y(3_70_30) c_u_tangent(15)_ -1088.7249023355519
     y(3_70_30) c_u_tangent(16)_ -541.43448504107732
     y(3_70_30) c_u_tangent(17)_ -269.26113379314006
     y(3_70_30) c_u_tangent(18)_ -133.90642852397335
     y(3_70_30) c_u_tangent(19)_ -66.593092539755162
     y(3_70_30) c_u_tangent(20)_ -33.117453903375967
     y(3_70_30) c_u_tangent(21)_ -16.469662411119863
     y(3_70_30) c_u_tangent(22)_ -8.190538461309778
     y(3_70_30) c_u_tangent(23)_ -4.0732419773765889
     y(3_70_30) c_u_order(2)_ -27
     y(3_70_40) c_e_one_pair(3)_ 1
     y(3_70_40) c_u_only_chosen(3_70_40)_ -505
     y(3_70_40) c_u_only_chosen(11_70_40)_ -61
     y(3_70_40) c_u_tangent(0)_ -1.958404735228638
     y(3_70_40) c_u_tangent(1)_ -1.74464007945428
     y(3_70_40) c_u_tangent(2)_ -1.5542083574889267
     y(3_70_40) c_u_tangent(3)_ -1.3845627226700019
     y(3_70_40) c_u_tangent(4)_ -1.2334343228629994
     y(3_70_40) c_u_tangent(5)_ -1.0988019566803748
     y(3_70_40) c_u_tangent(6)_ -0.97886504179819711
     y(3_70_40) c_u_tangent(7)_ -0.87201953384699471
     y(3_70_40) c_u_tangent(8)_ -0.7768364738144341
     y(3_70_40) c_u_tangent(9)_ -0.69204287705134138
     y(3_70_40) c_u_tangent(10)_ -0.616504708289354
     y(3_70_40) c_u_tangent(11)_ -0.54921171497693788
     y(3_70_40) c_u_tangent(12)_ -9332.5123076932232
     y(3_70_40) c_u_tangent(13)_ -4641.1577292075626
     y(3_70_40) c_u_tangent(14)_ -2308.0971508204061
     y(3_70_40) c_u_tangent(15)_ -1147.8412862591654
     y(3_70_40) c_u_tangent(16)_ -570.83369214886818
     y(3_70_40) c_u_tangent(17)_ -283.8816724865012
     y(3_70_40) c_u_tangent(18)_ -141.17737807374615
     y(3_70_40) c_u_tangent(19)_ -70.209013161021119
     y(3_70_40) c_u_tangent(20)_ -34.915689725230209
     y(3_70_40) c_u_tangent(21)_ -17.363944230245547
     y(3_70_40) c_u_tangent(22)_ -8.6352743309323134
     y(3_70_40) c_u_tangent(23)_ -4.2944138602202848
     y(3_70_40) c_u_order(2)_ -28
     y(3_70_50) c_e_one_pair(3)_ 1
     y(3_70_50) c_u_only_chosen(3_70_50)_ -505
     y(3_70_50) c_u_only_chosen(11_70_50)_ -61
     y(3_70_50) c_u_tangent(0)_ -1.9483266378925568
     y(3_70_50) c_u_tangent(1)_ -1.7356620310351334
     y(3_70_50) c_u_tangent(2)_ -1.5462102849630779
     y(3_70_50) c_u_tangent(3)_ -1.3774376592773478
     y(3_70_50) c_u_tangent(4)_ -1.2270869775263238
     y(3_70_50) c_u_tangent(5)_ -1.0931474395760703
     y(3_70_50) c_u_tangent(6)_ -0.97382772903405201
     y(3_70_50) c_u_tangent(7)_ -0.86753205606317074
     y(3_70_50) c_u_tangent(8)_ -0.77283881518111497
     y(3_70_50) c_u_tangent(9)_ -0.68848157261298648
     y(3_70_50) c_u_tangent(10)_ -0.61333212892078581
     y(3_70_50) c_u_tangent(11)_ -0.54638543038821752
     y(3_70_50) c_u_tangent(12)_ -9813.1574867418549
     y(3_70_50) c_u_tangent(13)_ -4880.1876939373169
     y(3_70_50) c_u_tangent(14)_ -2426.969297113018
     y(3_70_50) c_u_tangent(15)_ -1206.9576701827798
     y(3_70_50) c_u_tangent(16)_ -600.23289925665949
     y(3_70_50) c_u_tangent(17)_ -298.50221117986251
     y(3_70_50) c_u_tangent(18)_ -148.44832762351905
     y(3_70_50) c_u_tangent(19)_ -73.824933782287133
     y(3_70_50) c_u_tangent(20)_ -36.713925547084472
     y(3_70_50) c_u_tangent(21)_ -18.258226049371238
     y(3_70_50) c_u_tangent(22)_ -9.0800102005548542
     y(3_70_50) c_u_tangent(23)_ -4.5155857430639834
     y(3_70_50) c_u_order(2)_ -29
     y(3_70_60) c_e_one_pair(3)_ 1
     y(3_70_60) c_u_only_chosen(3_70_60)_ -505
     y(3_70_60) c_u_only_chosen(11_70_60)_ -61
     y(3_70_60) c_u_tangent(0)_ -1.9355761827976414
     y(3_70_60) c_u_tangent(1)_ -1.7243033192276509
     y(3_70_60) c_u_tangent(2)_ -1.536091404267055
     y(3_70_60) c_u_tangent(3)_ -1.3684232791015174
     y(3_70_60) c_u_tangent(4)_ -1.2190565389436905
     y(3_70_60) c_u_tangent(5)_ -1.0859935429607097
     y(3_70_60) c_u_tangent(6)_ -0.96745469769128767
     y(3_70_60) c_u_tangent(7)_ -0.8618546566430213
     y(3_70_60) c_u_tangent(8)_ -0.76778111776173708
     y(3_70_60) c_u_tangent(9)_ -0.6839759352087913
     y(3_70_60) c_u_tangent(10)_ -0.60931829283397232
     y(3_70_60) c_u_tangent(11)_ -0.54280971430489355
     y(3_70_60) c_u_tangent(12)_ -10293.802665790485
     y(3_70_60) c_u_tangent(13)_ -5119.2176586670703
     y(3_70_60) c_u_tangent(14)_ -2545.8414434056294
     y(3_70_60) c_u_tangent(15)_ -1266.0740541063938
     y(3_70_60) c_u_tangent(16)_ -629.63210636445069
     y(3_70_60) c_u_tangent(17)_ -313.12274987322377
     y(3_70_60) c_u_tangent(18)_ -155.71927717329194
     y(3_70_60) c_u_tangent(19)_ -77.440854403553118
     y(3_70_60) c_u_tangent(20)_ -38.51216136893872
     y(3_70_60) c_u_tangent(21)_ -19.152507868496929
     y(3_70_60) c_u_tangent(22)_ -9.5247460701773949
     y(3_70_60) c_u_tangent(23)_ -4.736757625907682
     y(3_70_60) c_u_order(2)_ -30
     y(3_70_70) c_e_one_pair(3)_ 1
     y(3_70_70) c_u_only_chosen(3_70_70)_ -505
     y(3_70_70) c_u_only_chosen(11_70_70)_ -61
     y(3_70_70) c_u_tangent(0)_ -1.8491855655316649
     y(3_70_70) c_u_tangent(1)_ -1.647342448647739
     y(3_70_70) c_u_tangent(2)_ -1.4675310005118363
     y(3_70_70) c_u_tangent(3)_ -1.3073464107181501
     y(3_70_70) c_u_tangent(4)_ -1.164646359784919
     y(3_70_70) c_u_tangent(5)_ -1.0375223676295298
     y(3_70_70) c_u_tangent(6)_ -0.9242742694274847
     y(3_70_70) c_u_tangent(7)_ -0.82338747749364283
     y(3_70_70) c_u_tangent(8)_ -0.73351272508461329
     y(3_70_70) c_u_tangent(9)_ -0.65344802121454337
     y(3_70_70) c_u_tangent(10)_ -0.58212257514680066
     y(3_70_70) c_u_tangent(11)_ -0.51858247556661308
     y(3_70_70) c_u_tangent(12)_ -10774.447844839111
     y(3_70_70) c_u_tangent(13)_ -5358.2476233968218
     y(3_70_70) c_u_tangent(14)_ -2664.71358969824
     y(3_70_70) c_u_tangent(15)_ -1325.1904380300073
     y(3_70_70) c_u_tangent(16)_ -659.03131347224155
     y(3_70_70) c_u_tangent(17)_ -327.74328856658485
     y(3_70_70) c_u_tangent(18)_ -162.99022672306475
     y(3_70_70) c_u_tangent(19)_ -81.056775024819089
     y(3_70_70) c_u_tangent(20)_ -40.310397190792962
     y(3_70_70) c_u_tangent(21)_ -20.046789687622613
     y(3_70_70) c_u_tangent(22)_ -9.9694819397999304
     y(3_70_70) c_u_tangent(23)_ -4.9579295087513779
     y(3_70_70) c_u_order(2)_ -31
     y(3_70_80) c_e_one_pair(3)_ 1
     y(3_70_80) c_u_only_chosen(3_70_80)_ -505
     y(3_70_80) c_u_only_chosen(11_70_80)_ -61
     y(3_70_80) c_u_tangent(0)_ -1.7499729034303537
     y(3_70_80) c_u_tangent(1)_ -1.5589590907147863
     y(3_70_80) c_u_tangent(2)_ -1.3887949017714598
     y(3_70_80) c_u_tangent(3)_ -1.2372045492881156
     y(3_70_80) c_u_tangent(4)_ -1.1021606536910356
     y(3_70_80) c_u_tangent(5)_ -0.98185712883420873
     y(3_70_80) c_u_tangent(6)_ -0.87468502728169684
     y(3_70_80) c_u_tangent(7)_ -0.77921102213636739
     y(3_70_80) c_u_tangent(8)_ -0.69415823762953288
     y(3_70_80) c_u_tangent(9)_ -0.61838917209850597
     y(3_70_80) c_u_tangent(10)_ -0.55089048496282844
     y(3_70_80) c_u_tangent(11)_ -0.49075944423916518
     y(3_70_80) c_u_tangent(12)_ -11255.093023887737
     y(3_70_80) c_u_tangent(13)_ -5597.2775881265743
     y(3_70_80) c_u_tangent(14)_ -2783.5857359908509
     y(3_70_80) c_u_tangent(15)_ -1384.3068219536212
     y(3_70_80) c_u_tangent(16)_ -688.43052058003263
     y(3_70_80) c_u_tangent(17)_ -342.36382725994605
     y(3_70_80) c_u_tangent(18)_ -170.26117627283759
     y(3_70_80) c_u_tangent(19)_ -84.67269564608506
     y(3_70_80) c_u_tangent(20)_ -42.108633012647211
     y(3_70_80) c_u_tangent(21)_ -20.941071506748301
     y(3_70_80) c_u_tangent(22)_ -10.414217809422468
     y(3_70_80) c_u_tangent(23)_ -5.1791013915950748
     y(3_70_80) c_u_order(2)_ -32
     y(3_70_90) c_e_one_pair(3)_ 1
     y(3_70_90) c_u_only_chosen(3_70_90)_ -505
     y(3_70_90) c_u_only_chosen(11_70_90)_ -61
     y(3_70_90) c_u_tangent(0)_ -1.6330937317269645
     y(3_70_90) c_u_tangent(1)_ -1.4548375658128638
     y(3_70_90) c_u_tangent(2)_ -1.296038495391252
     y(3_70_90) c_u_tangent(3)_ -1.1545727310096705
     y(3_70_90) c_u_tangent(4)_ -1.0285483000168971
     y(3_70_90) c_u_tangent(5)_ -0.91627974319340444
     y(3_70_90) c_u_tangent(6)_ -0.81626557330635718
     y(3_70_90) c_u_tangent(7)_ -0.72716819411833089
     y(3_70_90) c_u_tangent(8)_ -0.64779601128523612
     y(3_70_90) c_u_tangent(9)_ -0.57708749589338371
     y(3_70_90) c_u_tangent(10)_ -0.51409698750037114
     y(3_70_90) c_u_tangent(11)_ -0.4579820468086957
     y(3_70_90) c_u_tangent(12)_ -11735.738202936363
     y(3_70_90) c_u_tangent(13)_ -5836.3075528563259
     y(3_70_90) c_u_tangent(14)_ -2902.4578822834615
     y(3_70_90) c_u_tangent(15)_ -1443.4232058772348
     y(3_70_90) c_u_tangent(16)_ -717.82972768782361
     y(3_70_90) c_u_tangent(17)_ -356.98436595330719
     y(3_70_90) c_u_tangent(18)_ -177.5321258226104
     y(3_70_90) c_u_tangent(19)_ -88.288616267351031
     y(3_70_90) c_u_tangent(20)_ -43.906868834501452
     y(3_70_90) c_u_tangent(21)_ -21.835353325873982
     y(3_70_90) c_u_tangent(22)_ -10.858953679045003
     y(3_70_90) c_u_tangent(23)_ -5.4002732744387716
     y(3_70_90) c_u_order(2)_ -33
     y(3_70_100) c_e_one_pair(3)_ 1
     y(3_70_100) c_u_only_chosen(3_70_100)_ -505
     y(3_70_100) c_u_only_chosen(11_70_100)_ -61
     y(3_70_100) c_u_tangent(0)_ -0.7980777237004465
     y(3_70_100) c_u_tangent(1)_ -0.71096559267912729
     y(3_70_100) c_u_tangent(2)_ -0.63336196333091577
     y(3_70_100) c_u_tangent(3)_ -0.56422895949542495
     y(3_70_100) c_u_tangent(4)_ -0.50264199172781365
     y(3_70_100) c_u_tangent(5)_ -0.44777739177733927
     y(3_70_100) c_u_tangent(6)_ -0.39890139679275421
     y(3_70_100) c_u_tangent(7)_ -0.35536033592856137
     y(3_70_100) c_u_tangent(8)_ -0.31657188810714593
     y(3_70_100) c_u_tangent(9)_ -0.28201729401750181
     y(3_70_100) c_u_tangent(10)_ -0.25123441819330244
     y(3_70_100) c_u_tangent(11)_ -0.22381156838207972
     y(3_70_100) c_u_tangent(12)_ -12216.383381984995
     y(3_70_100) c_u_tangent(13)_ -6075.3375175860801
     y(3_70_100) c_u_tangent(14)_ -3021.3300285760733
     y(3_70_100) c_u_tangent(15)_ -1502.5395898008489
     y(3_70_100) c_u_tangent(16)_ -747.2289347956148
     y(3_70_100) c_u_tangent(17)_ -371.6049046466685
     y(3_70_100) c_u_tangent(18)_ -184.80307537238329
     y(3_70_100) c_u_tangent(19)_ -91.904536888617031
     y(3_70_100) c_u_tangent(20)_ -45.705104656355715
     y(3_70_100) c_u_tangent(21)_ -22.729635144999676
     y(3_70_100) c_u_tangent(22)_ -11.303689548667544
     y(3_70_100) c_u_tangent(23)_ -5.6214451572824702
     y(3_70_100) c_u_order(2)_ -34
     y(3_80_20) c_e_one_pair(3)_ 1
     y(3_80_20) c_u_only_chosen(3_80_20)_ -505
     y(3_80_20) c_u_only_chosen(11_80_20)_ -61
     y(3_80_20) c_u_tangent(0)_ -1.9722248777832501
     y(3_80_20) c_u_tangent(1)_ -1.7569517197249687
     y(3_80_20) c_u_tangent(2)_ -1.5651761521810483
     y(3_80_20) c_u_tangent(3)_ -1.3943333558077262
     y(3_80_20) c_u_tangent(4)_ -1.2421384675513178
     y(3_80_20) c_u_tangent(5)_ -1.1065560227359987
     y(3_80_20) c_u_tangent(6)_ -0.98577273262227905
     y(3_80_20) c_u_tangent(7)_ -0.87817323336139308
     y(3_80_20) c_u_tangent(8)_ -0.78231848201050003
     y(3_80_20) c_u_tangent(9)_ -0.69692651067554057
     y(3_80_20) c_u_tangent(10)_ -0.62085528138636692
     y(3_80_20) c_u_tangent(11)_ -0.55308741240408799
     y(3_80_20) c_u_tangent(12)_ -5901.2447524297322
     y(3_80_20) c_u_tangent(13)_ -2934.751842985208
     y(3_80_20) c_u_tangent(14)_ -1459.483336351864
     y(3_80_20) c_u_tangent(15)_ -725.81660155703469
     y(3_80_20) c_u_tangent(16)_ -360.95632336071827
     y(3_80_20) c_u_tangent(17)_ -179.50742252876006
     y(3_80_20) c_u_tangent(18)_ -89.270952349315579
     y(3_80_20) c_u_tangent(19)_ -44.395395026503451
     y(3_80_20) c_u_tangent(20)_ -22.078302602250645
     y(3_80_20) c_u_tangent(21)_ -10.979774940746577
     y(3_80_20) c_u_tangent(22)_ -5.4603589742065193
     y(3_80_20) c_u_tangent(23)_ -2.7154946515843927
     y(3_80_20) c_u_order(2)_ -35
     y(3_80_30) c_e_one_pair(3)_ 1
     y(3_80_30) c_u_only_chosen(3_80_30)_ -505
     y(3_80_30) c_u_only_chosen(11_80_30)_ -61
     y(3_80_30) c_u_tangent(0)_ -1.9656829776201727
     y(3_80_30) c_u_tangent(1)_ -1.7511238839283192
     y(3_80_30) c_u_tangent(2)_ -1.5599844388827622
     y(3_80_30) c_u_tangent(3)_ -1.389708330684833
     y(3_80_30) c_u_tangent(4)_ -1.2380182752066335
     y(3_80_30) c_u_tangent(5)_ -1.1028855594398825
     y(3_80_30) c_u_tangent(6)_ -0.98250290935164519
     y(3_80_30) c_u_tangent(7)_ -0.87526031927981318
     y(3_80_30) c_u_tangent(8)_ -0.77972351960905462
     y(3_80_30) c_u_tangent(9)_ -0.69461479475247312
     y(3_80_30) c_u_tangent(10)_ -0.61879589489738085
     y(3_80_30) c_u_tangent(11)_ -0.55125281297571593
     y(3_80_30) c_u_tangent(12)_ -6381.8899314783566
     y(3_80_30) c_u_tangent(13)_ -3173.7818077149591
     y(3_80_30) c_u_tangent(14)_ -1578.3554826444743
     y(3_80_30) c_u_tangent(15)_ -784.93298548064809
     y(3_80_30) c_u_tangent(16)_ -390.35553046850913
     y(3_80_30) c_u_tangent(17)_ -194.12796122212117
     y(3_80_30) c_u_tangent(18)_ -96.541901899088373
     y(3_80_30) c_u_tangent(19)_ -48.011315647769401
     y(3_80_30) c_u_tangent(20)_ -23.876538424104883
     y(3_80_30) c_u_tangent(21)_ -11.874056759872257
     y(3_80_30) c_u_tangent(22)_ -5.9050948438290538
     y(3_80_30) c_u_tangent(23)_ -2.9366665344280882
     y(3_80_30) c_u_order(2)_ -36
     y(3_80_40) c_e_one_pair(3)_ 1
     y(3_80_40) c_u_only_chosen(3_80_40)_ -505
     y(3_80_40) c_u_only_chosen(11_80_40)_ -61
     y(3_80_40) c_u_tangent(0)_ -1.9591410774570952
     y(3_80_40) c_u_tangent(1)_ -1.7452960481316695
     y(3_80_40) c_u_tangent(2)_ -1.554792725584476
     y(3_80_40) c_u_tangent(3)_ -1.3850833055619394
     y(3_80_40) c_u_tangent(4)_ -1.233898082861949
     y(3_80_40) c_u_tangent(5)_ -1.0992150961437661
     y(3_80_40) c_u_tangent(6)_ -0.97923308608101101
     y(3_80_40) c_u_tangent(7)_ -0.87234740519823317
     y(3_80_40) c_u_tangent(8)_ -0.77712855720760898
     y(3_80_40) c_u_tangent(9)_ -0.69230307882940567
     y(3_80_40) c_u_tangent(10)_ -0.61673650840839478
     y(3_80_40) c_u_tangent(11)_ -0.54941821354734377
     y(3_80_40) c_u_tangent(12)_ -6862.5351105269847
     y(3_80_40) c_u_tangent(13)_ -3412.8117724447111
     y(3_80_40) c_u_tangent(14)_ -1697.2276289370852
     y(3_80_40) c_u_tangent(15)_ -844.04936940426194
     y(3_80_40) c_u_tangent(16)_ -419.75473757630016
     y(3_80_40) c_u_tangent(17)_ -208.74849991548234
     y(3_80_40) c_u_tangent(18)_ -103.81285144886121
     y(3_80_40) c_u_tangent(19)_ -51.627236269035379
     y(3_80_40) c_u_tangent(20)_ -25.674774245959131
     y(3_80_40) c_u_tangent(21)_ -12.768338578997945
     y(3_80_40) c_u_tangent(22)_ -6.3498307134515919
     y(3_80_40) c_u_tangent(23)_ -3.1578384172717855
     y(3_80_40) c_u_order(2)_ -37
     y(3_80_50) c_e_one_pair(3)_ 1
     y(3_80_50) c_u_only_chosen(3_80_50)_ -505
     y(3_80_50) c_u_only_chosen(11_80_50)_ -61
     y(3_80_50) c_u_tangent(0)_ -1.9497618017263649
     y(3_80_50) c_u_tangent(1)_ -1.7369405432343763
     y(3_80_50) c_u_tangent(2)_ -1.5473492444359318
     y(3_80_50) c_u_tangent(3)_ -1.3784522985444361
     y(3_80_50) c_u_tangent(4)_ -1.2279908664414738
     y(3_80_50) c_u_tangent(5)_ -1.0939526668104504
     y(3_80_50) c_u_tangent(6)_ -0.97454506375087391
     y(3_80_50) c_u_tangent(7)_ -0.86817109194520226
     y(3_80_50) c_u_tangent(8)_ -0.77340809873723915
     y(3_80_50) c_u_tangent(9)_ -0.68898871747978674
     y(3_80_50) c_u_tangent(10)_ -0.61378391768783358
     y(3_80_50) c_u_tangent(11)_ -0.54678790530888122
     y(3_80_50) c_u_tangent(12)_ -7343.1802895756136
     y(3_80_50) c_u_tangent(13)_ -3651.841737174464
     y(3_80_50) c_u_tangent(14)_ -1816.0997752296964
     y(3_80_50) c_u_tangent(15)_ -903.1657533278759
     y(3_80_50) c_u_tangent(16)_ -449.15394468409124
     y(3_80_50) c_u_tangent(17)_ -223.36903860884357
     y(3_80_50) c_u_tangent(18)_ -111.08380099863406
     y(3_80_50) c_u_tangent(19)_ -55.243156890301364
     y(3_80_50) c_u_tangent(20)_ -27.47301006781338
     y(3_80_50) c_u_tangent(21)_ -13.662620398123632
     y(3_80_50) c_u_tangent(22)_ -6.79456658307413
     y(3_80_50) c_u_tangent(23)_ -3.3790103001154832
     y(3_80_50) c_u_order(2)_ -38
     y(3_80_60) c_e_one_pair(3)_ 1
     y(3_80_60) c_u_only_chosen(3_80_60)_ -505
     y(3_80_60) c_u_only_chosen(11_80_60)_ -61
     y(3_80_60) c_u_tangent(0)_ -1.93701134663145
     y(3_80_60) c_u_tangent(1)_ -1.7255818314268943
     y(3_80_60) c_u_tangent(2)_ -1.5372303637399092
     y(3_80_60) c_u_tangent(3)_ -1.3694379183686061
     y(3_80_60) c_u_tangent(4)_ -1.2199604278588407
     y(3_80_60) c_u_tangent(5)_ -1.0867987701950903
     y(3_80_60) c_u_tangent(6)_ -0.96817203240810978
     y(3_80_60) c_u_tangent(7)_ -0.86249369252505292
     y(3_80_60) c_u_tangent(8)_ -0.76835040131786148
     y(3_80_60) c_u_tangent(9)_ -0.68448308007559167
     y(3_80_60) c_u_tangent(10)_ -0.60977008160102009
     y(3_80_60) c_u_tangent(11)_ -0.54321218922555736
     y(3_80_60) c_u_tangent(12)_ -7823.8254686242472
     y(3_80_60) c_u_tangent(13)_ -3890.8717019042197
     y(3_80_60) c_u_tangent(14)_ -1934.9719215223088
     y(3_80_60) c_u_tangent(15)_ -962.28213725149044
     y(3_80_60) c_u_tangent(16)_ -478.55315179188267
     y(3_80_60) c_u_tangent(17)_ -237.98957730220494
     y(3_80_60) c_u_tangent(18)_ -118.354750548407
     y(3_80_60) c_u_tangent(19)_ -58.859077511567385
     y(3_80_60) c_u_tangent(20)_ -29.27124588966765
     y(3_80_60) c_u_tangent(21)_ -14.556902217249331
     y(3_80_60) c_u_tangent(22)_ -7.2393024526966734
     y(3_80_60) c_u_tangent(23)_ -3.6001821829591831
     y(3_80_60) c_u_order(2)_ -39
     y(3_80_70) c_e_one_pair(3)_ 1
     y(3_80_70) c_u_only_chosen(3_80_70)_ -505
     y(3_80_70) c_u_only_chosen(11_80_70)_ -61
     y(3_80_70) c_u_tangent(0)_ -1.8590769397980111
     y(3_80_70) c_u_tangent(1)_ -1.6561541552758563
     y(3_80_70) c_u_tangent(2)_ -1.4753808878590557
     y(3_80_70) c_u_tangent(3)_ -1.3143394637060257
     y(3_80_70) c_u_tangent(4)_ -1.1708761039746312
     y(3_80_70) c_u_tangent(5)_ -1.0430721200390338
     y(3_80_70) c_u_tangent(6)_ -0.9292182528189149
     y(3_80_70) c_u_tangent(7)_ -0.82779181303352722
     y(3_80_70) c_u_tangent(8)_ -0.73743631665280374
     y(3_80_70) c_u_tangent(9)_ -0.65694334318866765
     y(3_80_70) c_u_tangent(10)_ -0.58523637419812025
     y(3_80_70) c_u_tangent(11)_ -0.52135639585314897
     y(3_80_70) c_u_tangent(12)_ -8304.4706476728679
     y(3_80_70) c_u_tangent(13)_ -4129.9016666339685
     y(3_80_70) c_u_tangent(14)_ -2053.8440678149182
     y(3_80_70) c_u_tangent(15)_ -1021.3985211751034
     y(3_80_70) c_u_tangent(16)_ -507.95235889967324
     y(3_80_70) c_u_tangent(17)_ -252.61011599556591
     y(3_80_70) c_u_tangent(18)_ -125.62570009817973
     y(3_80_70) c_u_tangent(19)_ -62.474998132833306
     y(3_80_70) c_u_tangent(20)_ -31.069481711521874
     y(3_80_70) c_u_tangent(21)_ -15.451184036375004
     y(3_80_70) c_u_tangent(22)_ -7.6840383223192044
     y(3_80_70) c_u_tangent(23)_ -3.8213540658028768
     y(3_80_70) c_u_order(2)_ -40
     y(3_80_80) c_e_one_pair(3)_ 1
     y(3_80_80) c_u_only_chosen(3_80_80)_ -505
     y(3_80_80) c_u_only_chosen(11_80_80)_ -61
     y(3_80_80) c_u_tangent(0)_ -1.7631285719069303
     y(3_80_80) c_u_tangent(1)_ -1.570678785874515
     y(3_80_80) c_u_tangent(2)_ -1.3992353636059549
     y(3_80_80) c_u_tangent(3)_ -1.2465054092364278
     y(3_80_80) c_u_tangent(4)_ -1.1104463020799127
     y(3_80_80) c_u_tangent(5)_ -0.98923837848269525
     y(3_80_80) c_u_tangent(6)_ -0.88126059551923175
     y(3_80_80) c_u_tangent(7)_ -0.78506885105499002
     y(3_80_80) c_u_tangent(8)_ -0.69937667022733918
     y(3_80_80) c_u_tangent(9)_ -0.62303800004417609
     y(3_80_80) c_u_tangent(10)_ -0.55503188199409959
     y(3_80_80) c_u_tangent(11)_ -0.49444879767858335
     y(3_80_80) c_u_tangent(12)_ -8785.1158267214996
     y(3_80_80) c_u_tangent(13)_ -4368.9316313637228
     y(3_80_80) c_u_tangent(14)_ -2172.71621410753
     y(3_80_80) c_u_tangent(15)_ -1080.5149050987177
     y(3_80_80) c_u_tangent(16)_ -537.3515660074645
     y(3_80_80) c_u_tangent(17)_ -267.23065468892719
     y(3_80_80) c_u_tangent(18)_ -132.89664964795264
     y(3_80_80) c_u_tangent(19)_ -66.09091875409932
     y(3_80_80) c_u_tangent(20)_ -32.867717533376137
     y(3_80_80) c_u_tangent(21)_ -16.345465855500699
     y(3_80_80) c_u_tangent(22)_ -8.128774191941746
     y(3_80_80) c_u_tangent(23)_ -4.0425259486465759
     y(3_80_80) c_u_order(2)_ -41
     y(3_80_90) c_e_one_pair(3)_ 1
     y(3_80_90) c_u_only_chosen(3_80_90)_ -505
     y(3_80_90) c_u_only_chosen(11_80_90)_ -61
     y(3_80_90) c_u_tangent(0)_ -1.6462494002035415
     y(3_80_90) c_u_tangent(1)_ -1.466557260972593
     y(3_80_90) c_u_tangent(2)_ -1.3064789572257474
     y(3_80_90) c_u_tangent(3)_ -1.1638735909579829
     y(3_80_90) c_u_tangent(4)_ -1.0368339484057745
     y(3_80_90) c_u_tangent(5)_ -0.92366099284189129
     y(3_80_90) c_u_tangent(6)_ -0.82284114154389232
     y(3_80_90) c_u_tangent(7)_ -0.73302602303695374
     y(3_80_90) c_u_tangent(8)_ -0.65301444388304264
     y(3_80_90) c_u_tangent(9)_ -0.58173632383905416
     y(3_80_90) c_u_tangent(10)_ -0.51823838453164239
     y(3_80_90) c_u_tangent(11)_ -0.46167140024811404
     y(3_80_90) c_u_tangent(12)_ -9265.7610057701222
     y(3_80_90) c_u_tangent(13)_ -4607.9615960934725
     y(3_80_90) c_u_tangent(14)_ -2291.5883604001397
     y(3_80_90) c_u_tangent(15)_ -1139.6312890223307
     y(3_80_90) c_u_tangent(16)_ -566.75077311525524
     y(3_80_90) c_u_tangent(17)_ -281.85119338228827
     y(3_80_90) c_u_tangent(18)_ -140.16759919772539
     y(3_80_90) c_u_tangent(19)_ -69.706839375365263
     y(3_80_90) c_u_tangent(20)_ -34.665953355230364
     y(3_80_90) c_u_tangent(21)_ -17.239747674626376
     y(3_80_90) c_u_tangent(22)_ -8.5735100615642779
     y(3_80_90) c_u_tangent(23)_ -4.2636978314902709
     y(3_80_90) c_u_order(2)_ -42
     y(3_80_100) c_e_one_pair(3)_ 1
     y(3_80_100) c_u_only_chosen(3_80_100)_ -505
     y(3_80_100) c_u_only_chosen(11_80_100)_ -61
     y(3_80_100) c_u_tangent(0)_ -0.91208882708622352
     y(3_80_100) c_u_tangent(1)_ -0.81253210591900171
     y(3_80_100) c_u_tangent(2)_ -0.7238422438067601
     y(3_80_100) c_u_tangent(3)_ -0.64483309656619925
     y(3_80_100) c_u_tangent(4)_ -0.5744479905460721
     y(3_80_100) c_u_tangent(5)_ -0.51174559060267288
     y(3_80_100) c_u_tangent(6)_ -0.45588731062028998
     y(3_80_100) c_u_tangent(7)_ -0.40612609820406964
     y(3_80_100) c_u_tangent(8)_ -0.36179644355102353
     y(3_80_100) c_u_tangent(9)_ -0.3223054788771445
     y(3_80_100) c_u_tangent(10)_ -0.28712504936377392
     y(3_80_100) c_u_tangent(11)_ -0.25578464957951935
     y(3_80_100) c_u_tangent(12)_ -9746.4061848187539
     y(3_80_100) c_u_tangent(13)_ -4846.9915608232268
     y(3_80_100) c_u_tangent(14)_ -2410.460506692752
     y(3_80_100) c_u_tangent(15)_ -1198.7476729459452
     y(3_80_100) c_u_tangent(16)_ -596.14998022304655
     y(3_80_100) c_u_tangent(17)_ -296.47173207564953
     y(3_80_100) c_u_tangent(18)_ -147.43854874749829
     y(3_80_100) c_u_tangent(19)_ -73.322759996631262
     y(3_80_100) c_u_tangent(20)_ -36.464189177084627
     y(3_80_100) c_u_tangent(21)_ -18.13402949375207
     y(3_80_100) c_u_tangent(22)_ -9.0182459311868204
     y(3_80_100) c_u_tangent(23)_ -4.4848697143339695
     y(3_80_100) c_u_order(2)_ -43
     y(3_90_10) c_e_one_pair(3)_ 1
     y(3_90_10) c_u_only_chosen(3_90_10)_ -505
     y(3_90_10) c_u_only_chosen(11_90_10)_ -61
     y(3_90_10) c_u_tangent(0)_ -1.9795031201747846
     y(3_90_10) c_u_tangent(1)_ -1.7634355241990074
     y(3_90_10) c_u_tangent(2)_ -1.5709522335748836
     y(3_90_10) c_u_tangent(3)_ -1.3994789638225571
     y(3_90_10) c_u_tangent(4)_ -1.2467224198949516
     y(3_90_10) c_u_tangent(5)_ -1.1106396254955062
     y(3_90_10) c_u_tangent(6)_ -0.98941060017572691
     y(3_90_10) c_u_tangent(7)_ -0.88141401879421133
     y(3_90_10) c_u_tangent(8)_ -0.78520552780512032
     y(3_90_10) c_u_tangent(9)_ -0.6994984283766722
     y(3_90_10) c_u_tangent(10)_ -0.62314646799439366
     y(3_90_10) c_u_tangent(11)_ -0.55512851040286593
     y(3_90_10) c_u_tangent(12)_ -2950.6223762148661
     y(3_90_10) c_u_tangent(13)_ -1467.375921492604
     y(3_90_10) c_u_tangent(14)_ -729.74166817593198
     y(3_90_10) c_u_tangent(15)_ -362.90830077851734
     y(3_90_10) c_u_tangent(16)_ -180.47816168035914
     y(3_90_10) c_u_tangent(17)_ -89.75371126438003
     y(3_90_10) c_u_tangent(18)_ -44.635476174657789
     y(3_90_10) c_u_tangent(19)_ -22.197697513251725
     y(3_90_10) c_u_tangent(20)_ -11.039151301125322
     y(3_90_10) c_u_tangent(21)_ -5.4898874703732883
     y(3_90_10) c_u_tangent(22)_ -2.7301794871032596
     y(3_90_10) c_u_tangent(23)_ -1.3577473257921964
     y(3_90_10) c_u_order(2)_ -44
     y(3_90_20) c_e_one_pair(3)_ 1
     y(3_90_20) c_u_only_chosen(3_90_20)_ -505
     y(3_90_20) c_u_only_chosen(11_90_20)_ -61
     y(3_90_20) c_u_tangent(0)_ -1.9729612200117073
     y(3_90_20) c_u_tangent(1)_ -1.7576076884023579
     y(3_90_20) c_u_tangent(2)_ -1.5657605202765976
     y(3_90_20) c_u_tangent(3)_ -1.3948539386996637
     y(3_90_20) c_u_tangent(4)_ -1.2426022275502673
     y(3_90_20) c_u_tangent(5)_ -1.10696916219939
     y(3_90_20) c_u_tangent(6)_ -0.98614077690509294
     y(3_90_20) c_u_tangent(7)_ -0.87850110471263143
     y(3_90_20) c_u_tangent(8)_ -0.78261056540367491
     y(3_90_20) c_u_tangent(9)_ -0.69718671245360475
     y(3_90_20) c_u_tangent(10)_ -0.6210870815054077
     y(3_90_20) c_u_tangent(11)_ -0.55329391097449399
     y(3_90_20) c_u_tangent(12)_ -3431.2675552634923
     y(3_90_20) c_u_tangent(13)_ -1706.4058862223555
     y(3_90_20) c_u_tangent(14)_ -848.61381446854261
     y(3_90_20) c_u_tangent(15)_ -422.02468470213097
     y(3_90_20) c_u_tangent(16)_ -209.87736878815008
     y(3_90_20) c_u_tangent(17)_ -104.37424995774117
     y(3_90_20) c_u_tangent(18)_ -51.906425724430605
     y(3_90_20) c_u_tangent(19)_ -25.813618134517689
     y(3_90_20) c_u_tangent(20)_ -12.837387122979566
     y(3_90_20) c_u_tangent(21)_ -6.3841692894989723
     y(3_90_20) c_u_tangent(22)_ -3.1749153567257959
     y(3_90_20) c_u_tangent(23)_ -1.5789192086358927
     y(3_90_20) c_u_order(2)_ -45
     y(3_90_30) c_e_one_pair(3)_ 1
     y(3_90_30) c_u_only_chosen(3_90_30)_ -505
     y(3_90_30) c_u_only_chosen(11_90_30)_ -61
     y(3_90_30) c_u_tangent(0)_ -1.9664193198486299
     y(3_90_30) c_u_tangent(1)_ -1.7517798526057087
     y(3_90_30) c_u_tangent(2)_ -1.5605688069783115
     y(3_90_30) c_u_tangent(3)_ -1.3902289135767705
     y(3_90_30) c_u_tangent(4)_ -1.238482035205583
     y(3_90_30) c_u_tangent(5)_ -1.1032986989032738
     y(3_90_30) c_u_tangent(6)_ -0.98287095363445898
     y(3_90_30) c_u_tangent(7)_ -0.87558819063105153
     y(3_90_30) c_u_tangent(8)_ -0.7800156030022295
     y(3_90_30) c_u_tangent(9)_ -0.69487499653053741
     y(3_90_30) c_u_tangent(10)_ -0.61902769501642174
     y(3_90_30) c_u_tangent(11)_ -0.55145931154612193
     y(3_90_30) c_u_tangent(12)_ -3911.9127343121236
     y(3_90_30) c_u_tangent(13)_ -1945.4358509521098
     y(3_90_30) c_u_tangent(14)_ -967.48596076115439
     y(3_90_30) c_u_tangent(15)_ -481.14106862574522
     y(3_90_30) c_u_tangent(16)_ -239.27657589594133
     y(3_90_30) c_u_tangent(17)_ -118.99478865110247
     y(3_90_30) c_u_tangent(18)_ -59.177375274203499
     y(3_90_30) c_u_tangent(19)_ -29.429538755783692
     y(3_90_30) c_u_tangent(20)_ -14.635622944833825
     y(3_90_30) c_u_tangent(21)_ -7.2784511086246653
     y(3_90_30) c_u_tangent(22)_ -3.6196512263483367
     y(3_90_30) c_u_tangent(23)_ -1.8000910914795916
     y(3_90_30) c_u_order(2)_ -46
     y(3_90_40) c_e_one_pair(3)_ 1
     y(3_90_40) c_u_only_chosen(3_90_40)_ -505
     y(3_90_40) c_u_only_chosen(11_90_40)_ -61
     y(3_90_40) c_u_tangent(0)_ -1.9598774196855524
     y(3_90_40) c_u_tangent(1)_ -1.745952016809059
     y(3_90_40) c_u_tangent(2)_ -1.5553770936800251
     y(3_90_40) c_u_tangent(3)_ -1.3856038884538771
     y(3_90_40) c_u_tangent(4)_ -1.2343618428608985
     y(3_90_40) c_u_tangent(5)_ -1.0996282356071574
     y(3_90_40) c_u_tangent(6)_ -0.9796011303638249
     y(3_90_40) c_u_tangent(7)_ -0.87267527654947152
     y(3_90_40) c_u_tangent(8)_ -0.77742064060078397
     y(3_90_40) c_u_tangent(9)_ -0.69256328060746986
     y(3_90_40) c_u_tangent(10)_ -0.61696830852743567
     y(3_90_40) c_u_tangent(11)_ -0.54962471211774977
     y(3_90_40) c_u_tangent(12)_ -4392.5579133607498
     y(3_90_40) c_u_tangent(13)_ -2184.4658156818614
     y(3_90_40) c_u_tangent(14)_ -1086.358107053765
     y(3_90_40) c_u_tangent(15)_ -540.25745254935885
     y(3_90_40) c_u_tangent(16)_ -268.67578300373225
     y(3_90_40) c_u_tangent(17)_ -133.61532734446359
     y(3_90_40) c_u_tangent(18)_ -66.448324823976321
     y(3_90_40) c_u_tangent(19)_ -33.04545937704966
     y(3_90_40) c_u_tangent(20)_ -16.433858766688068
     y(3_90_40) c_u_tangent(21)_ -8.1727329277503493
     y(3_90_40) c_u_tangent(22)_ -4.064387095970873
     y(3_90_40) c_u_tangent(23)_ -2.0212629743232879
     y(3_90_40) c_u_order(2)_ -47
     y(3_90_50) c_e_one_pair(3)_ 1
     y(3_90_50) c_u_only_chosen(3_90_50)_ -505
     y(3_90_50) c_u_only_chosen(11_90_50)_ -61
     y(3_90_50) c_u_tangent(0)_ -1.9511969655601733
     y(3_90_50) c_u_tangent(1)_ -1.7382190554336197
     y(3_90_50) c_u_tangent(2)_ -1.5484882039087859
     y(3_90_50) c_u_tangent(3)_ -1.379466937811525
     y(3_90_50) c_u_tangent(4)_ -1.2288947553566243
     y(3_90_50) c_u_tangent(5)_ -1.094757894044831
     y(3_90_50) c_u_tangent(6)_ -0.97526239846769602
     y(3_90_50) c_u_tangent(7)_ -0.86881012782723388
     y(3_90_50) c_u_tangent(8)_ -0.77397738229336355
     y(3_90_50) c_u_tangent(9)_ -0.68949586234658722
     y(3_90_50) c_u_tangent(10)_ -0.61423570645488135
     y(3_90_50) c_u_tangent(11)_ -0.54719038022954514
     y(3_90_50) c_u_tangent(12)_ -4873.2030924093806
     y(3_90_50) c_u_tangent(13)_ -2423.4957804116157
     y(3_90_50) c_u_tangent(14)_ -1205.2302533463769
     y(3_90_50) c_u_tangent(15)_ -599.37383647297304
     y(3_90_50) c_u_tangent(16)_ -298.0749901115235
     y(3_90_50) c_u_tangent(17)_ -148.23586603782491
     y(3_90_50) c_u_tangent(18)_ -73.719274373749201
     y(3_90_50) c_u_tangent(19)_ -36.66137999831566
     y(3_90_50) c_u_tangent(20)_ -18.232094588542328
     y(3_90_50) c_u_tangent(21)_ -9.0670147468760423
     y(3_90_50) c_u_tangent(22)_ -4.5091229655934137
     y(3_90_50) c_u_tangent(23)_ -2.2424348571669865
     y(3_90_50) c_u_order(2)_ -48
     y(3_90_60) c_e_one_pair(3)_ 1
     y(3_90_60) c_u_only_chosen(3_90_60)_ -505
     y(3_90_60) c_u_only_chosen(11_90_60)_ -61
     y(3_90_60) c_u_tangent(0)_ -1.9384465104652582
     y(3_90_60) c_u_tangent(1)_ -1.7268603436261372
     y(3_90_60) c_u_tangent(2)_ -1.5383693232127631
     y(3_90_60) c_u_tangent(3)_ -1.3704525576356945
     y(3_90_60) c_u_tangent(4)_ -1.2208643167739908
     y(3_90_60) c_u_tangent(5)_ -1.0876039974294704
     y(3_90_60) c_u_tangent(6)_ -0.96888936712493168
     y(3_90_60) c_u_tangent(7)_ -0.86313272840708433
     y(3_90_60) c_u_tangent(8)_ -0.76891968487398576
     y(3_90_60) c_u_tangent(9)_ -0.68499022494239203
     y(3_90_60) c_u_tangent(10)_ -0.61022187036806785
     y(3_90_60) c_u_tangent(11)_ -0.54361466414622117
     y(3_90_60) c_u_tangent(12)_ -5353.8482714580059
     y(3_90_60) c_u_tangent(13)_ -2662.5257451413663
     y(3_90_60) c_u_tangent(14)_ -1324.1023996389872
     y(3_90_60) c_u_tangent(15)_ -658.49022039658655
     y(3_90_60) c_u_tangent(16)_ -327.47419721931436
     y(3_90_60) c_u_tangent(17)_ -162.85640473118599
     y(3_90_60) c_u_tangent(18)_ -80.990223923521995
     y(3_90_60) c_u_tangent(19)_ -40.277300619581617
     y(3_90_60) c_u_tangent(20)_ -20.030330410396562
     y(3_90_60) c_u_tangent(21)_ -9.9612965660017228
     y(3_90_60) c_u_tangent(22)_ -4.9538588352159483
     y(3_90_60) c_u_tangent(23)_ -2.4636067400106825
     y(3_90_60) c_u_order(2)_ -49
     y(3_90_70) c_e_one_pair(3)_ 1
     y(3_90_70) c_u_only_chosen(3_90_70)_ -505
     y(3_90_70) c_u_only_chosen(11_90_70)_ -61
     y(3_90_70) c_u_tangent(0)_ -1.8689683140643569
     y(3_90_70) c_u_tangent(1)_ -1.6649658619039731
     y(3_90_70) c_u_tangent(2)_ -1.483230775206275
     y(3_90_70) c_u_tangent(3)_ -1.3213325166939009
     y(3_90_70) c_u_tangent(4)_ -1.177105848164343
     y(3_90_70) c_u_tangent(5)_ -1.0486218724485377
     y(3_90_70) c_u_tangent(6)_ -0.93416223621034489
     y(3_90_70) c_u_tangent(7)_ -0.83219614857341151
     y(3_90_70) c_u_tangent(8)_ -0.74135990822099396
     y(3_90_70) c_u_tangent(9)_ -0.66043866516279193
     y(3_90_70) c_u_tangent(10)_ -0.58835017324943961
     y(3_90_70) c_u_tangent(11)_ -0.52413031613968475
     y(3_90_70) c_u_tangent(12)_ -5834.4934505066312
     y(3_90_70) c_u_tangent(13)_ -2901.5557098711179
     y(3_90_70) c_u_tangent(14)_ -1442.9745459315977
     y(3_90_70) c_u_tangent(15)_ -717.60660432020006
     y(3_90_70) c_u_tangent(16)_ -356.87340432710533
     y(3_90_70) c_u_tangent(17)_ -177.4769434245471
     y(3_90_70) c_u_tangent(18)_ -88.261173473294818
     y(3_90_70) c_u_tangent(19)_ -43.893221240847581
     y(3_90_70) c_u_tangent(20)_ -21.828566232250804
     y(3_90_70) c_u_tangent(21)_ -10.855578385127407
     y(3_90_70) c_u_tangent(22)_ -5.3985947048384837
     y(3_90_70) c_u_tangent(23)_ -2.6847786228543784
     y(3_90_70) c_u_order(2)_ -50
     y(3_90_80) c_e_one_pair(3)_ 1
     y(3_90_80) c_u_only_chosen(3_90_80)_ -505
     y(3_90_80) c_u_only_chosen(11_90_80)_ -61
     y(3_90_80) c_u_tangent(0)_ -1.7762842403835066
     y(3_90_80) c_u_tangent(1)_ -1.5823984810342435
     y(3_90_80) c_u_tangent(2)_ -1.4096758254404498
     y(3_90_80) c_u_tangent(3)_ -1.2558062691847398
     y(3_90_80) c_u_tangent(4)_ -1.1187319504687896
     y(3_90_80) c_u_tangent(5)_ -0.99661962813118166
     y(3_90_80) c_u_tangent(6)_ -0.88783616375676666
     y(3_90_80) c_u_tangent(7)_ -0.79092667997361266
     y(3_90_80) c_u_tangent(8)_ -0.70459510282514548
     y(3_90_80) c_u_tangent(9)_ -0.62768682798984621
     y(3_90_80) c_u_tangent(10)_ -0.55917327902537073
     y(3_90_80) c_u_tangent(11)_ -0.49813815111800158
     y(3_90_80) c_u_tangent(12)_ -6315.1386295552575
     y(3_90_80) c_u_tangent(13)_ -3140.5856746008699
     y(3_90_80) c_u_tangent(14)_ -1561.8466922242085
     y(3_90_80) c_u_tangent(15)_ -776.7229882438138
     y(3_90_80) c_u_tangent(16)_ -386.27261143489631
     y(3_90_80) c_u_tangent(17)_ -192.09748211790827
     y(3_90_80) c_u_tangent(18)_ -95.532123023067641
     y(3_90_80) c_u_tangent(19)_ -47.509141862113545
     y(3_90_80) c_u_tangent(20)_ -23.626802054105049
     y(3_90_80) c_u_tangent(21)_ -11.749860204253091
     y(3_90_80) c_u_tangent(22)_ -5.8433305744610209
     y(3_90_80) c_u_tangent(23)_ -2.9059505056980752
     y(3_90_80) c_u_order(2)_ -51
     y(3_90_90) c_e_one_pair(3)_ 1
     y(3_90_90) c_u_only_chosen(3_90_90)_ -505
     y(3_90_90) c_u_only_chosen(11_90_90)_ -61
     y(3_90_90) c_u_tangent(0)_ -1.6594050686801183
     y(3_90_90) c_u_tangent(1)_ -1.4782769561323219
     y(3_90_90) c_u_tangent(2)_ -1.3169194190602425
     y(3_90_90) c_u_tangent(3)_ -1.1731744509062951
     y(3_90_90) c_u_tangent(4)_ -1.0451195967946516
     y(3_90_90) c_u_tangent(5)_ -0.93104224249037781
     y(3_90_90) c_u_tangent(6)_ -0.82941670978142723
     y(3_90_90) c_u_tangent(7)_ -0.73888385195557649
     y(3_90_90) c_u_tangent(8)_ -0.65823287648084905
     y(3_90_90) c_u_tangent(9)_ -0.58638515178472439
     y(3_90_90) c_u_tangent(10)_ -0.52237978156291365
     y(3_90_90) c_u_tangent(11)_ -0.46536075368753232
     y(3_90_90) c_u_tangent(12)_ -6795.7838086038892
     y(3_90_90) c_u_tangent(13)_ -3379.6156393306242
     y(3_90_90) c_u_tangent(14)_ -1680.7188385168204
     y(3_90_90) c_u_tangent(15)_ -835.839372167428
     y(3_90_90) c_u_tangent(16)_ -415.67181854268756
     y(3_90_90) c_u_tangent(17)_ -206.71802081126958
     y(3_90_90) c_u_tangent(18)_ -102.80307257284053
     y(3_90_90) c_u_tangent(19)_ -51.125062483379551
     y(3_90_90) c_u_tangent(20)_ -25.425037875959308
     y(3_90_90) c_u_tangent(21)_ -12.644142023378786
     y(3_90_90) c_u_tangent(22)_ -6.2880664440835616
     y(3_90_90) c_u_tangent(23)_ -3.1271223885417743
     y(3_90_90) c_u_order(2)_ -52
     y(3_90_100) c_e_one_pair(3)_ 1
     y(3_90_100) c_u_only_chosen(3_90_100)_ -505
     y(3_90_100) c_u_only_chosen(11_90_100)_ -61
     y(3_90_100) c_u_tangent(0)_ -1.0260999304720031
     y(3_90_100) c_u_tangent(1)_ -0.91409861915887847
     y(3_90_100) c_u_tangent(2)_ -0.81432252428260643
     y(3_90_100) c_u_tangent(3)_ -0.72543723363697532
     y(3_90_100) c_u_tangent(4)_ -0.64625398936433209
     y(3_90_100) c_u_tangent(5)_ -0.57571378942800788
     y(3_90_100) c_u_tangent(6)_ -0.51287322444782713
     y(3_90_100) c_u_tangent(7)_ -0.45689186047957908
     y(3_90_100) c_u_tangent(8)_ -0.40702099899490213
     y(3_90_100) c_u_tangent(9)_ -0.3625936637367882
     y(3_90_100) c_u_tangent(10)_ -0.32301568053424617
     y(3_90_100) c_u_tangent(11)_ -0.28775773077695976
     y(3_90_100) c_u_tangent(12)_ -7276.428987652519
     y(3_90_100) c_u_tangent(13)_ -3618.6456040603775
     y(3_90_100) c_u_tangent(14)_ -1799.5909848094318
     y(3_90_100) c_u_tangent(15)_ -894.95575609104208
     y(3_90_100) c_u_tangent(16)_ -445.0710256504787
     y(3_90_100) c_u_tangent(17)_ -221.33855950463081
     y(3_90_100) c_u_tangent(18)_ -110.0740221226134
     y(3_90_100) c_u_tangent(19)_ -54.740983104645544
     y(3_90_100) c_u_tangent(20)_ -27.223273697813564
     y(3_90_100) c_u_tangent(21)_ -13.538423842504475
     y(3_90_100) c_u_tangent(22)_ -6.7328023137061015
     y(3_90_100) c_u_tangent(23)_ -3.3482942713854724
     y(3_90_100) c_u_order(2)_ -53
     y(3_100_10) c_e_one_pair(3)_ 1
     y(3_100_10) c_u_only_chosen(3_100_10)_ -505
     y(3_100_10) c_u_only_chosen(11_100_10)_ -61
     y(3_100_10) c_u_tangent(0)_ -1.9802394624032418
     y(3_100_10) c_u_tangent(1)_ -1.7640914928763967
     y(3_100_10) c_u_tangent(2)_ -1.5715366016704329
     y(3_100_10) c_u_tangent(3)_ -1.3999995467144946
     y(3_100_10) c_u_tangent(4)_ -1.2471861798939012
     y(3_100_10) c_u_tangent(5)_ -1.1110527649588975
     y(3_100_10) c_u_tangent(6)_ -0.98977864445854069
     y(3_100_10) c_u_tangent(7)_ -0.88174189014544968
     y(3_100_10) c_u_tangent(8)_ -0.78549761119829531
     y(3_100_10) c_u_tangent(9)_ -0.69975863015473638
     y(3_100_10) c_u_tangent(10)_ -0.62337826811343455
     y(3_100_10) c_u_tangent(11)_ -0.55533500897327193
     y(3_100_10) c_u_tangent(12)_ -480.64517904862595
     y(3_100_10) c_u_tangent(13)_ -239.02996472975153
     y(3_100_10) c_u_tangent(14)_ -118.87214629261057
     y(3_100_10) c_u_tangent(15)_ -59.116383923613597
     y(3_100_10) c_u_tangent(16)_ -29.399207107790936
     y(3_100_10) c_u_tangent(17)_ -14.620538693361132
     y(3_100_10) c_u_tangent(18)_ -7.2709495497728138
     y(3_100_10) c_u_tangent(19)_ -3.615920621265964
     y(3_100_10) c_u_tangent(20)_ -1.7982358218542409
     y(3_100_10) c_u_tangent(21)_ -0.8942818191256835
     y(3_100_10) c_u_tangent(22)_ -0.44473586962253597
     y(3_100_10) c_u_tangent(23)_ -0.22117188284369635
     y(3_100_10) c_u_order(2)_ -54
     y(3_100_20) c_e_one_pair(3)_ 1
     y(3_100_20) c_u_only_chosen(3_100_20)_ -505
     y(3_100_20) c_u_only_chosen(11_100_20)_ -61
     y(3_100_20) c_u_tangent(0)_ -1.9736975622401645
     y(3_100_20) c_u_tangent(1)_ -1.7582636570797474
     y(3_100_20) c_u_tangent(2)_ -1.5663448883721467
     y(3_100_20) c_u_tangent(3)_ -1.3953745215916014
     y(3_100_20) c_u_tangent(4)_ -1.2430659875492169
     y(3_100_20) c_u_tangent(5)_ -1.1073823016627813
     y(3_100_20) c_u_tangent(6)_ -0.98650882118790684
     y(3_100_20) c_u_tangent(7)_ -0.87882897606386989
     y(3_100_20) c_u_tangent(8)_ -0.78290264879684979
     y(3_100_20) c_u_tangent(9)_ -0.69744691423166905
     y(3_100_20) c_u_tangent(10)_ -0.62131888162444859
     y(3_100_20) c_u_tangent(11)_ -0.55350040954489987
     y(3_100_20) c_u_tangent(12)_ -961.29035809725769
     y(3_100_20) c_u_tangent(13)_ -478.05992945950595
     y(3_100_20) c_u_tangent(14)_ -237.74429258522258
     y(3_100_20) c_u_tangent(15)_ -118.2327678472279
     y(3_100_20) c_u_tangent(16)_ -58.798414215582227
     y(3_100_20) c_u_tangent(17)_ -29.241077386722441
     y(3_100_20) c_u_tangent(18)_ -14.541899099545715
     y(3_100_20) c_u_tangent(19)_ -7.2318412425319716
     y(3_100_20) c_u_tangent(20)_ -3.5964716437085036
     y(3_100_20) c_u_tangent(21)_ -1.7885636382513777
     y(3_100_20) c_u_tangent(22)_ -0.88947173924507728
     y(3_100_20) c_u_tangent(23)_ -0.44234376568739531
     y(3_100_20) c_u_order(2)_ -55
     y(3_100_30) c_e_one_pair(3)_ 1
     y(3_100_30) c_u_only_chosen(3_100_30)_ -505
     y(3_100_30) c_u_only_chosen(11_100_30)_ -61
     y(3_100_30) c_u_tangent(0)_ -1.9671556620770871
     y(3_100_30) c_u_tangent(1)_ -1.7524358212830982
     y(3_100_30) c_u_tangent(2)_ -1.5611531750738608
     y(3_100_30) c_u_tangent(3)_ -1.3907494964687082
     y(3_100_30) c_u_tangent(4)_ -1.2389457952045326
     y(3_100_30) c_u_tangent(5)_ -1.1037118383666649
     y(3_100_30) c_u_tangent(6)_ -0.98323899791727287
     y(3_100_30) c_u_tangent(7)_ -0.87591606198229
     y(3_100_30) c_u_tangent(8)_ -0.78030768639540438
     y(3_100_30) c_u_tangent(9)_ -0.6951351983086016
     y(3_100_30) c_u_tangent(10)_ -0.61925949513546252
     y(3_100_30) c_u_tangent(11)_ -0.55166581011652782
     y(3_100_30) c_u_tangent(12)_ -1441.9355371458826
     y(3_100_30) c_u_tangent(13)_ -717.08989418925694
     y(3_100_30) c_u_tangent(14)_ -356.61643887783288
     y(3_100_30) c_u_tangent(15)_ -177.34915177084136
     y(3_100_30) c_u_tangent(16)_ -88.197621323373099
     y(3_100_30) c_u_tangent(17)_ -43.861616080083536
     y(3_100_30) c_u_tangent(18)_ -21.812848649318511
     y(3_100_30) c_u_tangent(19)_ -10.847761863797928
     y(3_100_30) c_u_tangent(20)_ -5.3947074655627398
     y(3_100_30) c_u_tangent(21)_ -2.6828454573770593
     y(3_100_30) c_u_tangent(22)_ -1.3342076088676122
     y(3_100_30) c_u_tangent(23)_ -0.66351564853109113
     y(3_100_30) c_u_order(2)_ -56
     y(3_100_40) c_e_one_pair(3)_ 1
     y(3_100_40) c_u_only_chosen(3_100_40)_ -505
     y(3_100_40) c_u_only_chosen(11_100_40)_ -61
     y(3_100_40) c_u_tangent(0)_ -1.96061376191401
     y(3_100_40) c_u_tangent(1)_ -1.7466079854864487
     y(3_100_40) c_u_tangent(2)_ -1.5559614617755748
     y(3_100_40) c_u_tangent(3)_ -1.386124471345815
     y(3_100_40) c_u_tangent(4)_ -1.2348256028598483
     y(3_100_40) c_u_tangent(5)_ -1.1000413750705487
     y(3_100_40) c_u_tangent(6)_ -0.97996917464663902
     y(3_100_40) c_u_tangent(7)_ -0.8730031479007101
     y(3_100_40) c_u_tangent(8)_ -0.77771272399395897
     y(3_100_40) c_u_tangent(9)_ -0.69282348238553426
     y(3_100_40) c_u_tangent(10)_ -0.61720010864647656
     y(3_100_40) c_u_tangent(11)_ -0.54983121068815577
     y(3_100_40) c_u_tangent(12)_ -1922.5807161945154
     y(3_100_40) c_u_tangent(13)_ -956.1198589190119
     y(3_100_40) c_u_tangent(14)_ -475.48858517044516
     y(3_100_40) c_u_tangent(15)_ -236.46553569445581
     y(3_100_40) c_u_tangent(16)_ -117.59682843116445
     y(3_100_40) c_u_tangent(17)_ -58.482154773444883
     y(3_100_40) c_u_tangent(18)_ -29.083798199091429
     y(3_100_40) c_u_tangent(19)_ -14.463682485063943
     y(3_100_40) c_u_tangent(20)_ -7.1929432874170072
     y(3_100_40) c_u_tangent(21)_ -3.5771272765027553
     y(3_100_40) c_u_tangent(22)_ -1.7789434784901546
     y(3_100_40) c_u_tangent(23)_ -0.88468753137479061
     y(3_100_40) c_u_order(2)_ -57
     y(3_100_50) c_e_one_pair(3)_ 1
     y(3_100_50) c_u_only_chosen(3_100_50)_ -505
     y(3_100_50) c_u_only_chosen(11_100_50)_ -61
     y(3_100_50) c_u_tangent(0)_ -1.9526321293939819
     y(3_100_50) c_u_tangent(1)_ -1.739497567632863
     y(3_100_50) c_u_tangent(2)_ -1.5496271633816401
     y(3_100_50) c_u_tangent(3)_ -1.3804815770786136
     y(3_100_50) c_u_tangent(4)_ -1.2297986442717745
     y(3_100_50) c_u_tangent(5)_ -1.0955631212792114
     y(3_100_50) c_u_tangent(6)_ -0.97597973318451803
     y(3_100_50) c_u_tangent(7)_ -0.8694491637092655
     y(3_100_50) c_u_tangent(8)_ -0.77454666584948795
     y(3_100_50) c_u_tangent(9)_ -0.69000300721338759
     y(3_100_50) c_u_tangent(10)_ -0.61468749522192923
     y(3_100_50) c_u_tangent(11)_ -0.54759285515020895
     y(3_100_50) c_u_tangent(12)_ -2403.2258952431393
     y(3_100_50) c_u_tangent(13)_ -1195.1498236487625
     y(3_100_50) c_u_tangent(14)_ -594.36073146305523
     y(3_100_50) c_u_tangent(15)_ -295.58191961806915
     y(3_100_50) c_u_tangent(16)_ -146.99603553895525
     y(3_100_50) c_u_tangent(17)_ -73.10269346680596
     y(3_100_50) c_u_tangent(18)_ -36.354747748864213
     y(3_100_50) c_u_tangent(19)_ -18.079603106329891
     y(3_100_50) c_u_tangent(20)_ -8.9911791092712399
     y(3_100_50) c_u_tangent(21)_ -4.4714090956284354
     y(3_100_50) c_u_tangent(22)_ -2.2236793481126886
     y(3_100_50) c_u_tangent(23)_ -1.1058594142184861
     y(3_100_50) c_u_order(2)_ -58
     y(3_100_60) c_e_one_pair(3)_ 1
     y(3_100_60) c_u_only_chosen(3_100_60)_ -505
     y(3_100_60) c_u_only_chosen(11_100_60)_ -61
     y(3_100_60) c_u_tangent(0)_ -1.9398816742990668
     y(3_100_60) c_u_tangent(1)_ -1.7281388558253805
     y(3_100_60) c_u_tangent(2)_ -1.5395082826856172
     y(3_100_60) c_u_tangent(3)_ -1.3714671969027832
     y(3_100_60) c_u_tangent(4)_ -1.2217682056891412
     y(3_100_60) c_u_tangent(5)_ -1.088409224663851
     y(3_100_60) c_u_tangent(6)_ -0.96960670184175368
     y(3_100_60) c_u_tangent(7)_ -0.86377176428911606
     y(3_100_60) c_u_tangent(8)_ -0.76948896843011017
     y(3_100_60) c_u_tangent(9)_ -0.68549736980919251
     y(3_100_60) c_u_tangent(10)_ -0.61067365913511562
     y(3_100_60) c_u_tangent(11)_ -0.54401713906688498
     y(3_100_60) c_u_tangent(12)_ -2883.8710742917651
     y(3_100_60) c_u_tangent(13)_ -1434.1797883785139
     y(3_100_60) c_u_tangent(14)_ -713.23287775566575
     y(3_100_60) c_u_tangent(15)_ -354.69830354168272
     y(3_100_60) c_u_tangent(16)_ -176.3952426467462
     y(3_100_60) c_u_tangent(17)_ -87.723232160167072
     y(3_100_60) c_u_tangent(18)_ -43.625697298637022
     y(3_100_60) c_u_tangent(19)_ -21.695523727595855
     y(3_100_60) c_u_tangent(20)_ -10.78941493112548
     y(3_100_60) c_u_tangent(21)_ -5.3656909147541185
     y(3_100_60) c_u_tangent(22)_ -2.6684152177352245
     y(3_100_60) c_u_tangent(23)_ -1.3270312970621823
     y(3_100_60) c_u_order(2)_ -59
     y(3_100_70) c_e_one_pair(3)_ 1
     y(3_100_70) c_u_only_chosen(3_100_70)_ -505
     y(3_100_70) c_u_only_chosen(11_100_70)_ -61
     y(3_100_70) c_u_tangent(0)_ -1.8788596883307027
     y(3_100_70) c_u_tangent(1)_ -1.6737775685320901
     y(3_100_70) c_u_tangent(2)_ -1.4910806625534945
     y(3_100_70) c_u_tangent(3)_ -1.3283255696817764
     y(3_100_70) c_u_tangent(4)_ -1.1833355923540549
     y(3_100_70) c_u_tangent(5)_ -1.0541716248580413
     y(3_100_70) c_u_tangent(6)_ -0.93910621960177487
     y(3_100_70) c_u_tangent(7)_ -0.83660048411329568
     y(3_100_70) c_u_tangent(8)_ -0.74528349978918418
     y(3_100_70) c_u_tangent(9)_ -0.66393398713691609
     y(3_100_70) c_u_tangent(10)_ -0.59146397230075898
     y(3_100_70) c_u_tangent(11)_ -0.52690423642622064
     y(3_100_70) c_u_tangent(12)_ -3364.5162533403968
     y(3_100_70) c_u_tangent(13)_ -1673.2097531082682
     y(3_100_70) c_u_tangent(14)_ -832.10502404827776
     y(3_100_70) c_u_tangent(15)_ -413.81468746529703
     y(3_100_70) c_u_tangent(16)_ -205.79444975453745
     y(3_100_70) c_u_tangent(17)_ -102.34377085352838
     y(3_100_70) c_u_tangent(18)_ -50.896646848409922
     y(3_100_70) c_u_tangent(19)_ -25.311444348861862
     y(3_100_70) c_u_tangent(20)_ -12.587650752979743
     y(3_100_70) c_u_tangent(21)_ -6.2599727338798123
     y(3_100_70) c_u_tangent(22)_ -3.1131510873577657
     y(3_100_70) c_u_tangent(23)_ -1.5482031799058813
     y(3_100_70) c_u_order(2)_ -60
     y(3_100_80) c_e_one_pair(3)_ 1
     y(3_100_80) c_u_only_chosen(3_100_80)_ -505
     y(3_100_80) c_u_only_chosen(11_100_80)_ -61
     y(3_100_80) c_u_tangent(0)_ -1.7894399088600839
     y(3_100_80) c_u_tangent(1)_ -1.5941181761939727
     y(3_100_80) c_u_tangent(2)_ -1.4201162872749453
     y(3_100_80) c_u_tangent(3)_ -1.2651071291330522
     y(3_100_80) c_u_tangent(4)_ -1.1270175988576669
     y(3_100_80) c_u_tangent(5)_ -1.0040008777796685
     y(3_100_80) c_u_tangent(6)_ -0.8944117319943018
     y(3_100_80) c_u_tangent(7)_ -0.79678450889223562
     y(3_100_80) c_u_tangent(8)_ -0.70981353542295211
     y(3_100_80) c_u_tangent(9)_ -0.63233565593551666
     y(3_100_80) c_u_tangent(10)_ -0.56331467605664209
     y(3_100_80) c_u_tangent(11)_ -0.50182750455741987
     y(3_100_80) c_u_tangent(12)_ -3845.161432389024
     y(3_100_80) c_u_tangent(13)_ -1912.2397178380204
     y(3_100_80) c_u_tangent(14)_ -950.97717034088862
     y(3_100_80) c_u_tangent(15)_ -472.93107138891077
     y(3_100_80) c_u_tangent(16)_ -235.19365686232848
     y(3_100_80) c_u_tangent(17)_ -116.96430954688955
     y(3_100_80) c_u_tangent(18)_ -58.167596398182752
     y(3_100_80) c_u_tangent(19)_ -28.927364970127833
     y(3_100_80) c_u_tangent(20)_ -14.385886574833988
     y(3_100_80) c_u_tangent(21)_ -7.1542545530054982
     y(3_100_80) c_u_tangent(22)_ -3.5578869569803029
     y(3_100_80) c_u_tangent(23)_ -1.7693750627495781
     y(3_100_80) c_u_order(2)_ -61
     y(3_100_90) c_e_one_pair(3)_ 1
     y(3_100_90) c_u_only_chosen(3_100_90)_ -505
     y(3_100_90) c_u_only_chosen(11_100_90)_ -61
     y(3_100_90) c_u_tangent(0)_ -1.6725607371566955
     y(3_100_90) c_u_tangent(1)_ -1.4899966512920511
     y(3_100_90) c_u_tangent(2)_ -1.3273598808947382
     y(3_100_90) c_u_tangent(3)_ -1.1824753108546078
     y(3_100_90) c_u_tangent(4)_ -1.0534052451835292
     y(3_100_90) c_u_tangent(5)_ -0.93842349213886478
     y(3_100_90) c_u_tangent(6)_ -0.83599227801896259
     y(3_100_90) c_u_tangent(7)_ -0.74474168087419956
     y(3_100_90) c_u_tangent(8)_ -0.66345130907865568
     y(3_100_90) c_u_tangent(9)_ -0.59103397973039484
     y(3_100_90) c_u_tangent(10)_ -0.52652117859418512
     y(3_100_90) c_u_tangent(11)_ -0.46905010712695072
     y(3_100_90) c_u_tangent(12)_ -4325.8066114376552
     y(3_100_90) c_u_tangent(13)_ -2151.2696825677745
     y(3_100_90) c_u_tangent(14)_ -1069.8493166335004
     y(3_100_90) c_u_tangent(15)_ -532.04745531252502
     y(3_100_90) c_u_tangent(16)_ -264.59286397011971
     y(3_100_90) c_u_tangent(17)_ -131.58484824025084
     y(3_100_90) c_u_tangent(18)_ -65.438545947955646
     y(3_100_90) c_u_tangent(19)_ -32.54328559139384
     y(3_100_90) c_u_tangent(20)_ -16.184122396688249
     y(3_100_90) c_u_tangent(21)_ -8.0485363721311902
     y(3_100_90) c_u_tangent(22)_ -4.0026228266028436
     y(3_100_90) c_u_tangent(23)_ -1.9905469455932769
     y(3_100_90) c_u_order(2)_ -62
     y(3_100_100) c_e_one_pair(3)_ 1
     y(3_100_100) c_u_only_chosen(3_100_100)_ -505
     y(3_100_100) c_u_only_chosen(11_100_100)_ -61
     y(3_100_100) c_u_tangent(0)_ -1.14011103385778
     y(3_100_100) c_u_tangent(1)_ -1.0156651323987527
     y(3_100_100) c_u_tangent(2)_ -0.90480280475845054
     y(3_100_100) c_u_tangent(3)_ -0.80604137070774939
     y(3_100_100) c_u_tangent(4)_ -0.71805998818259043
     y(3_100_100) c_u_tangent(5)_ -0.63968198825334144
     y(3_100_100) c_u_tangent(6)_ -0.56985913827536272
     y(3_100_100) c_u_tangent(7)_ -0.5076576227550873
     y(3_100_100) c_u_tangent(8)_ -0.45224555443877962
     y(3_100_100) c_u_tangent(9)_ -0.40288184859643084
     y(3_100_100) c_u_tangent(10)_ -0.35890631170471754
     y(3_100_100) c_u_tangent(11)_ -0.3197308119743994
     y(3_100_100) c_u_tangent(12)_ -4806.4517904862787
     y(3_100_100) c_u_tangent(13)_ -2390.2996472975251
     y(3_100_100) c_u_tangent(14)_ -1188.7214629261105
     y(3_100_100) c_u_tangent(15)_ -591.1638392361383
     y(3_100_100) c_u_tangent(16)_ -293.99207107791051
     y(3_100_100) c_u_tangent(17)_ -146.20538693361192
     y(3_100_100) c_u_tangent(18)_ -72.709495497728426
     y(3_100_100) c_u_tangent(19)_ -36.159206212659782
     y(3_100_100) c_u_tangent(20)_ -17.98235821854248
     y(3_100_100) c_u_tangent(21)_ -8.9428181912568707
     y(3_100_100) c_u_tangent(22)_ -4.4473586962253773
     y(3_100_100) c_u_tangent(23)_ -2.2117188284369722
     y(3_100_100) c_u_order(2)_ -63
     n(0) c_e_split(0)_ 1
     n(0) c_e_global_batch(0)_ 1
     n(0) c_u_no_liss_up(0)_ 1
     n(0) c_u_no_liss_down(0)_ -1
     n(1) c_e_split(1)_ 1
     n(1) c_e_global_batch(0)_ 1
     n(1) c_u_no_liss_up(1)_ 1
     n(1) c_u_no_liss_down(1)_ -1
     n(2) c_e_split(2)_ 1
     n(2) c_e_global_batch(0)_ 1
     n(2) c_u_no_liss_up(2)_ 1
     n(2) c_u_no_liss_down(2)_ -1
     n(3) c_e_split(3)_ 1
     n(3) c_e_global_batch(0)_ 1
     n(3) c_u_no_liss_up(3)_ 1
     n(3) c_u_no_liss_down(3)_ -1
     n(4) c_e_global_batch(0)_ 1
     n(4) c_u_no_liss_up(4)_ 1
     n(4) c_u_no_liss_down(4)_ -1
     n(4) c_u_step(4)_ 0.069417064896933445
     n(5) c_e_global_batch(0)_ 1
     n(5) c_u_no_liss_up(5)_ 1
     n(5) c_u_no_liss_down(5)_ -1
     n(5) c_u_step(5)_ 0.069417064896933445
     n(6) c_e_global_batch(0)_ 1
     n(6) c_u_no_liss_up(6)_ 1
     n(6) c_u_no_liss_down(6)_ -1
     n(6) c_u_step(6)_ 0.069417064896933445
     n(7) c_e_global_batch(0)_ 1
     n(7) c_u_no_liss_up(7)_ 1
     n(7) c_u_no_liss_down(7)_ -1
     n(7) c_u_step(7)_ 0.069417064896933445
     n(8) c_e_split(8)_ 1
     n(8) c_e_global_batch(1)_ 1
     n(8) c_u_no_liss_up(8)_ 1
     n(8) c_u_no_liss_down(8)_ -1
     n(9) c_e_split(9)_ 1
     n(9) c_e_global_batch(1)_ 1
     n(9) c_u_no_liss_up(9)_ 1
     n(9) c_u_no_liss_down(9)_ -1
     n(10) c_e_split(10)_ 1
     n(10) c_e_global_batch(1)_ 1
     n(10) c_u_no_liss_up(10)_ 1
     n(10) c_u_no_liss_down(10)_ -1
     n(11) c_e_split(11)_ 1
     n(11) c_e_global_batch(1)_ 1
     n(11) c_u_no_liss_up(11)_ 1
     n(11) c_u_no_liss_down(11)_ -1
     mm(0_10_90) c_u_only_chosen(0_10_90)_ 1
     mm(0_10_90) c_e_split(0)_ -1
     mm(0_10_90) c_u_step(0)_ 0.12238335871534958
     mm(0_10_100) c_u_only_chosen(0_10_100)_ 1
     mm(0_10_100) c_e_split(0)_ -1
     mm(0_10_100) c_u_step(0)_ 1.2096763094610055
     mm(0_20_80) c_u_only_chosen(0_20_80)_ 1
     mm(0_20_80) c_e_split(0)_ -1
     mm(0_20_80) c_u_step(0)_ 0.081888716405489503
     mm(0_20_90) c_u_only_chosen(0_20_90)_ 1
     mm(0_20_90) c_e_split(0)_ -1
     mm(0_20_90) c_u_step(0)_ 0.11113935302380651
     mm(0_20_100) c_u_only_chosen(0_20_100)_ 1
     mm(0_20_100) c_e_split(0)_ -1
     mm(0_20_100) c_u_step(0)_ 0.60483815473049685
     mm(0_30_70) c_u_only_chosen(0_30_70)_ 1
     mm(0_30_70) c_e_split(0)_ -1
     mm(0_30_70) c_u_step(0)_ 0.076212975963608418
     mm(0_30_80) c_u_only_chosen(0_30_80)_ 1
     mm(0_30_80) c_e_split(0)_ -1
     mm(0_30_80) c_u_step(0)_ 0.081254020756787032
     mm(0_30_90) c_u_only_chosen(0_30_90)_ 1
     mm(0_30_90) c_e_split(0)_ -1
     mm(0_30_90) c_u_step(0)_ 0.10178758945725921
     mm(0_30_100) c_u_only_chosen(0_30_100)_ 1
     mm(0_30_100) c_e_split(0)_ -1
     mm(0_30_100) c_u_step(0)_ 0.40322543648699943
     mm(0_40_60) c_u_only_chosen(0_40_60)_ 1
     mm(0_40_60) c_e_split(0)_ -1
     mm(0_40_60) c_u_step(0)_ 0.072306429833062638
     mm(0_40_70) c_u_only_chosen(0_40_70)_ 1
     mm(0_40_70) c_e_split(0)_ -1
     mm(0_40_70) c_u_step(0)_ 0.075798660861486331
     mm(0_40_80) c_u_only_chosen(0_40_80)_ 1
     mm(0_40_80) c_e_split(0)_ -1
     mm(0_40_80) c_u_step(0)_ 0.080629088120942494
     mm(0_40_90) c_u_only_chosen(0_40_90)_ 1
     mm(0_40_90) c_e_split(0)_ -1
     mm(0_40_90) c_u_step(0)_ 0.093887476174640147
     mm(0_40_100) c_u_only_chosen(0_40_100)_ 1
     mm(0_40_100) c_e_split(0)_ -1
     mm(0_40_100) c_u_step(0)_ 0.30241907736524842
     mm(0_50_50) c_u_only_chosen(0_50_50)_ 1
     mm(0_50_50) c_e_split(0)_ -1
     mm(0_50_50) c_u_step(0)_ 0.070891610393110135
     mm(0_50_60) c_u_only_chosen(0_50_60)_ 1
     mm(0_50_60) c_e_split(0)_ -1
     mm(0_50_60) c_u_step(0)_ 0.071933396367098792
     mm(0_50_70) c_u_only_chosen(0_50_70)_ 1
     mm(0_50_70) c_e_split(0)_ -1
     mm(0_50_70) c_u_step(0)_ 0.075388826069224049
     mm(0_50_80) c_u_only_chosen(0_50_80)_ 1
     mm(0_50_80) c_e_split(0)_ -1
     mm(0_50_80) c_u_step(0)_ 0.080013694952400849
     mm(0_50_90) c_u_only_chosen(0_50_90)_ 1
     mm(0_50_90) c_e_split(0)_ -1
     mm(0_50_90) c_u_step(0)_ 0.087125353538542644
     mm(0_50_100) c_u_only_chosen(0_50_100)_ 1
     mm(0_50_100) c_e_split(0)_ -1
     mm(0_50_100) c_u_step(0)_ 0.2419352618921993
     mm(0_60_40) c_u_only_chosen(0_60_40)_ 1
     mm(0_60_40) c_e_split(0)_ -1
     mm(0_60_40) c_u_step(0)_ 0.070449383191973164
     mm(0_60_50) c_u_only_chosen(0_60_50)_ 1
     mm(0_60_50) c_e_split(0)_ -1
     mm(0_60_50) c_u_step(0)_ 0.07083935217701938
     mm(0_60_60) c_u_only_chosen(0_60_60)_ 1
     mm(0_60_60) c_e_split(0)_ -1
     mm(0_60_60) c_u_step(0)_ 0.071564192152491851
     mm(0_60_70) c_u_only_chosen(0_60_70)_ 1
     mm(0_60_70) c_e_split(0)_ -1
     mm(0_60_70) c_u_step(0)_ 0.074983399304059201
     mm(0_60_80) c_u_only_chosen(0_60_80)_ 1
     mm(0_60_80) c_e_split(0)_ -1
     mm(0_60_80) c_u_step(0)_ 0.079407624478665742
     mm(0_60_90) c_u_only_chosen(0_60_90)_ 1
     mm(0_60_90) c_e_split(0)_ -1
     mm(0_60_90) c_u_step(0)_ 0.085136915978476391
     mm(0_60_100) c_u_only_chosen(0_60_100)_ 1
     mm(0_60_100) c_e_split(0)_ -1
     mm(0_60_100) c_u_step(0)_ 0.20161271824349972
     mm(0_70_30) c_u_only_chosen(0_70_30)_ 1
     mm(0_70_30) c_e_split(0)_ -1
     mm(0_70_30) c_u_step(0)_ 0.070188435806446306
     mm(0_70_40) c_u_only_chosen(0_70_40)_ 1
     mm(0_70_40) c_e_split(0)_ -1
     mm(0_70_40) c_u_step(0)_ 0.070422894869677038
     mm(0_70_50) c_u_only_chosen(0_70_50)_ 1
     mm(0_70_50) c_e_split(0)_ -1
     mm(0_70_50) c_u_step(0)_ 0.070787170949150505
     mm(0_70_60) c_u_only_chosen(0_70_60)_ 1
     mm(0_70_60) c_e_split(0)_ -1
     mm(0_70_60) c_u_step(0)_ 0.071253475841980232
     mm(0_70_70) c_u_only_chosen(0_70_70)_ 1
     mm(0_70_70) c_e_split(0)_ -1
     mm(0_70_70) c_u_step(0)_ 0.074582309829804044
     mm(0_70_80) c_u_only_chosen(0_70_80)_ 1
     mm(0_70_80) c_e_split(0)_ -1
     mm(0_70_80) c_u_step(0)_ 0.078810666445712163
     mm(0_70_90) c_u_only_chosen(0_70_90)_ 1
     mm(0_70_90) c_e_split(0)_ -1
     mm(0_70_90) c_u_step(0)_ 0.084451080854642716
     mm(0_70_100) c_u_only_chosen(0_70_100)_ 1
     mm(0_70_100) c_e_split(0)_ -1
     mm(0_70_100) c_u_step(0)_ 0.17281090135157082
     mm(0_80_20) c_u_only_chosen(0_80_20)_ 1
     mm(0_80_20) c_e_split(0)_ -1
     mm(0_80_20) c_u_step(0)_ 0.069929414406484966
     mm(0_80_30) c_u_only_chosen(0_80_30)_ 1
     mm(0_80_30) c_e_split(0)_ -1
     mm(0_80_30) c_u_step(0)_ 0.070162143311765277
     mm(0_80_40) c_u_only_chosen(0_80_40)_ 1
     mm(0_80_40) c_e_split(0)_ -1
     mm(0_80_40) c_u_step(0)_ 0.070396426458627204
     mm(0_80_50) c_u_only_chosen(0_80_50)_ 1
     mm(0_80_50) c_e_split(0)_ -1
     mm(0_80_50) c_u_step(0)_ 0.070735066539497043
     mm(0_80_60) c_u_only_chosen(0_80_60)_ 1
     mm(0_80_60) c_e_split(0)_ -1
     mm(0_80_60) c_u_step(0)_ 0.071200682959925418
     mm(0_80_70) c_u_only_chosen(0_80_70)_ 1
     mm(0_80_70) c_e_split(0)_ -1
     mm(0_80_70) c_u_step(0)_ 0.074185488415701994
     mm(0_80_80) c_u_only_chosen(0_80_80)_ 1
     mm(0_80_80) c_e_split(0)_ -1
     mm(0_80_80) c_u_step(0)_ 0.07822261687479716
     mm(0_80_90) c_u_only_chosen(0_80_90)_ 1
     mm(0_80_90) c_e_split(0)_ -1
     mm(0_80_90) c_u_step(0)_ 0.08377620715563032
     mm(0_80_100) c_u_only_chosen(0_80_100)_ 1
     mm(0_80_100) c_e_split(0)_ -1
     mm(0_80_100) c_u_step(0)_ 0.15120953868262463
     mm(0_90_10) c_u_only_chosen(0_90_10)_ 1
     mm(0_90_10) c_e_split(0)_ -1
     mm(0_90_10) c_u_step(0)_ 0.069672297747682466
     mm(0_90_20) c_u_only_chosen(0_90_20)_ 1
     mm(0_90_20) c_e_split(0)_ -1
     mm(0_90_20) c_u_step(0)_ 0.069903315575795086
     mm(0_90_30) c_u_only_chosen(0_90_30)_ 1
     mm(0_90_30) c_e_split(0)_ -1
     mm(0_90_30) c_u_step(0)_ 0.070135870507975137
     mm(0_90_40) c_u_only_chosen(0_90_40)_ 1
     mm(0_90_40) c_e_split(0)_ -1
     mm(0_90_40) c_u_step(0)_ 0.070369977936381209
     mm(0_90_50) c_u_only_chosen(0_90_50)_ 1
     mm(0_90_50) c_e_split(0)_ -1
     mm(0_90_50) c_u_step(0)_ 0.070683038778552684
     mm(0_90_60) c_u_only_chosen(0_90_60)_ 1
     mm(0_90_60) c_e_split(0)_ -1
     mm(0_90_60) c_u_step(0)_ 0.071147968250195301
     mm(0_90_70) c_u_only_chosen(0_90_70)_ 1
     mm(0_90_70) c_e_split(0)_ -1
     mm(0_90_70) c_u_step(0)_ 0.073792867296590764
     mm(0_90_80) c_u_only_chosen(0_90_80)_ 1
     mm(0_90_80) c_e_split(0)_ -1
     mm(0_90_80) c_u_step(0)_ 0.077643277830077087
     mm(0_90_90) c_u_only_chosen(0_90_90)_ 1
     mm(0_90_90) c_e_split(0)_ -1
     mm(0_90_90) c_u_step(0)_ 0.08311203417679211
     mm(0_90_100) c_u_only_chosen(0_90_100)_ 1
     mm(0_90_100) c_e_split(0)_ -1
     mm(0_90_100) c_u_step(0)_ 0.13440847882899948
     mm(0_100_10) c_u_only_chosen(0_100_10)_ 1
     mm(0_100_10) c_e_split(0)_ -1
     mm(0_100_10) c_u_step(0)_ 0.069646390449116163
     mm(0_100_20) c_u_only_chosen(0_100_20)_ 1
     mm(0_100_20) c_e_split(0)_ -1
     mm(0_100_20) c_u_step(0)_ 0.069877236218880243
     mm(0_100_30) c_u_only_chosen(0_100_30)_ 1
     mm(0_100_30) c_e_split(0)_ -1
     mm(0_100_30) c_u_step(0)_ 0.070109617372963895
     mm(0_100_40) c_u_only_chosen(0_100_40)_ 1
     mm(0_100_40) c_e_split(0)_ -1
     mm(0_100_40) c_u_step(0)_ 0.070343549280530299
     mm(0_100_50) c_u_only_chosen(0_100_50)_ 1
     mm(0_100_50) c_e_split(0)_ -1
     mm(0_100_50) c_u_step(0)_ 0.07063108749730948
     mm(0_100_60) c_u_only_chosen(0_100_60)_ 1
     mm(0_100_60) c_e_split(0)_ -1
     mm(0_100_60) c_u_step(0)_ 0.071095331539289458
     mm(0_100_70) c_u_only_chosen(0_100_70)_ 1
     mm(0_100_70) c_e_split(0)_ -1
     mm(0_100_70) c_u_step(0)_ 0.073404380134323807
     mm(0_100_80) c_u_only_chosen(0_100_80)_ 1
     mm(0_100_80) c_e_split(0)_ -1
     mm(0_100_80) c_u_step(0)_ 0.077072457196475624
     mm(0_100_90) c_u_only_chosen(0_100_90)_ 1
     mm(0_100_90) c_e_split(0)_ -1
     mm(0_100_90) c_u_step(0)_ 0.082458309415859021
     mm(0_100_100) c_u_only_chosen(0_100_100)_ 1
     mm(0_100_100) c_e_split(0)_ -1
     mm(0_100_100) c_u_step(0)_ 0.12096763094609965
     mm(1_10_90) c_u_only_chosen(1_10_90)_ 1
     mm(1_10_90) c_e_split(1)_ -1
     mm(1_10_90) c_u_step(1)_ 0.12238335871534958
     mm(1_10_100) c_u_only_chosen(1_10_100)_ 1
     mm(1_10_100) c_e_split(1)_ -1
     mm(1_10_100) c_u_step(1)_ 1.2096763094610055
     mm(1_20_80) c_u_only_chosen(1_20_80)_ 1
     mm(1_20_80) c_e_split(1)_ -1
     mm(1_20_80) c_u_step(1)_ 0.081888716405489503
     mm(1_20_90) c_u_only_chosen(1_20_90)_ 1
     mm(1_20_90) c_e_split(1)_ -1
     mm(1_20_90) c_u_step(1)_ 0.11113935302380651
     mm(1_20_100) c_u_only_chosen(1_20_100)_ 1
     mm(1_20_100) c_e_split(1)_ -1
     mm(1_20_100) c_u_step(1)_ 0.60483815473049685
     mm(1_30_70) c_u_only_chosen(1_30_70)_ 1
     mm(1_30_70) c_e_split(1)_ -1
     mm(1_30_70) c_u_step(1)_ 0.076212975963608418
     mm(1_30_80) c_u_only_chosen(1_30_80)_ 1
     mm(1_30_80) c_e_split(1)_ -1
     mm(1_30_80) c_u_step(1)_ 0.081254020756787032
     mm(1_30_90) c_u_only_chosen(1_30_90)_ 1
     mm(1_30_90) c_e_split(1)_ -1
     mm(1_30_90) c_u_step(1)_ 0.10178758945725921
     mm(1_30_100) c_u_only_chosen(1_30_100)_ 1
     mm(1_30_100) c_e_split(1)_ -1
     mm(1_30_100) c_u_step(1)_ 0.40322543648699943
     mm(1_40_60) c_u_only_chosen(1_40_60)_ 1
     mm(1_40_60) c_e_split(1)_ -1
     mm(1_40_60) c_u_step(1)_ 0.072306429833062638
     mm(1_40_70) c_u_only_chosen(1_40_70)_ 1
     mm(1_40_70) c_e_split(1)_ -1
     mm(1_40_70) c_u_step(1)_ 0.075798660861486331
     mm(1_40_80) c_u_only_chosen(1_40_80)_ 1
     mm(1_40_80) c_e_split(1)_ -1
     mm(1_40_80) c_u_step(1)_ 0.080629088120942494
     mm(1_40_90) c_u_only_chosen(1_40_90)_ 1
     mm(1_40_90) c_e_split(1)_ -1
     mm(1_40_90) c_u_step(1)_ 0.093887476174640147
     mm(1_40_100) c_u_only_chosen(1_40_100)_ 1
     mm(1_40_100) c_e_split(1)_ -1
     mm(1_40_100) c_u_step(1)_ 0.30241907736524842
     mm(1_50_50) c_u_only_chosen(1_50_50)_ 1
     mm(1_50_50) c_e_split(1)_ -1
     mm(1_50_50) c_u_step(1)_ 0.070891610393110135
     mm(1_50_60) c_u_only_chosen(1_50_60)_ 1
     mm(1_50_60) c_e_split(1)_ -1
     mm(1_50_60) c_u_step(1)_ 0.071933396367098792
     mm(1_50_70) c_u_only_chosen(1_50_70)_ 1
     mm(1_50_70) c_e_split(1)_ -1
     mm(1_50_70) c_u_step(1)_ 0.075388826069224049
     mm(1_50_80) c_u_only_chosen(1_50_80)_ 1
     mm(1_50_80) c_e_split(1)_ -1
     mm(1_50_80) c_u_step(1)_ 0.080013694952400849
     mm(1_50_90) c_u_only_chosen(1_50_90)_ 1
     mm(1_50_90) c_e_split(1)_ -1
     mm(1_50_90) c_u_step(1)_ 0.087125353538542644
     mm(1_50_100) c_u_only_chosen(1_50_100)_ 1
     mm(1_50_100) c_e_split(1)_ -1
     mm(1_50_100) c_u_step(1)_ 0.2419352618921993
     mm(1_60_40) c_u_only_chosen(1_60_40)_ 1
     mm(1_60_40) c_e_split(1)_ -1
     mm(1_60_40) c_u_step(1)_ 0.070449383191973164
     mm(1_60_50) c_u_only_chosen(1_60_50)_ 1
     mm(1_60_50) c_e_split(1)_ -1
     mm(1_60_50) c_u_step(1)_ 0.07083935217701938
     mm(1_60_60) c_u_only_chosen(1_60_60)_ 1
     mm(1_60_60) c_e_split(1)_ -1
     mm(1_60_60) c_u_step(1)_ 0.071564192152491851
     mm(1_60_70) c_u_only_chosen(1_60_70)_ 1
     mm(1_60_70) c_e_split(1)_ -1
     mm(1_60_70) c_u_step(1)_ 0.074983399304059201
     mm(1_60_80) c_u_only_chosen(1_60_80)_ 1
     mm(1_60_80) c_e_split(1)_ -1
     mm(1_60_80) c_u_step(1)_ 0.079407624478665742
     mm(1_60_90) c_u_only_chosen(1_60_90)_ 1
     mm(1_60_90) c_e_split(1)_ -1
     mm(1_60_90) c_u_step(1)_ 0.085136915978476391
     mm(1_60_100) c_u_only_chosen(1_60_100)_ 1
     mm(1_60_100) c_e_split(1)_ -1
     mm(1_60_100) c_u_step(1)_ 0.20161271824349972
     mm(1_70_30) c_u_only_chosen(1_70_30)_ 1
     mm(1_70_30) c_e_split(1)_ -1
     mm(1_70_30) c_u_step(1)_ 0.070188435806446306
     mm(1_70_40) c_u_only_chosen(1_70_40)_ 1
     mm(1_70_40) c_e_split(1)_ -1
     mm(1_70_40) c_u_step(1)_ 0.070422894869677038
     mm(1_70_50) c_u_only_chosen(1_70_50)_ 1
     mm(1_70_50) c_e_split(1)_ -1
     mm(1_70_50) c_u_step(1)_ 0.070787170949150505
     mm(1_70_60) c_u_only_chosen(1_70_60)_ 1
     mm(1_70_60) c_e_split(1)_ -1
     mm(1_70_60) c_u_step(1)_ 0.071253475841980232
     mm(1_70_70) c_u_only_chosen(1_70_70)_ 1
     mm(1_70_70) c_e_split(1)_ -1
     mm(1_70_70) c_u_step(1)_ 0.074582309829804044
     mm(1_70_80) c_u_only_chosen(1_70_80)_ 1
     mm(1_70_80) c_e_split(1)_ -1
     mm(1_70_80) c_u_step(1)_ 0.078810666445712163
     mm(1_70_90) c_u_only_chosen(1_70_90)_ 1
     mm(1_70_90) c_e_split(1)_ -1
     mm(1_70_90) c_u_step(1)_ 0.084451080854642716
     mm(1_70_100) c_u_only_chosen(1_70_100)_ 1
     mm(1_70_100) c_e_split(1)_ -1
     mm(1_70_100) c_u_step(1)_ 0.17281090135157082
     mm(1_80_20) c_u_only_chosen(1_80_20)_ 1
     mm(1_80_20) c_e_split(1)_ -1
     mm(1_80_20) c_u_step(1)_ 0.069929414406484966
     mm(1_80_30) c_u_only_chosen(1_80_30)_ 1
     mm(1_80_30) c_e_split(1)_ -1
     mm(1_80_30) c_u_step(1)_ 0.070162143311765277
     mm(1_80_40) c_u_only_chosen(1_80_40)_ 1
     mm(1_80_40) c_e_split(1)_ -1
     mm(1_80_40) c_u_step(1)_ 0.070396426458627204
     mm(1_80_50) c_u_only_chosen(1_80_50)_ 1
     mm(1_80_50) c_e_split(1)_ -1
     mm(1_80_50) c_u_step(1)_ 0.070735066539497043
     mm(1_80_60) c_u_only_chosen(1_80_60)_ 1
     mm(1_80_60) c_e_split(1)_ -1
     mm(1_80_60) c_u_step(1)_ 0.071200682959925418
     mm(1_80_70) c_u_only_chosen(1_80_70)_ 1
     mm(1_80_70) c_e_split(1)_ -1
     mm(1_80_70) c_u_step(1)_ 0.074185488415701994
     mm(1_80_80) c_u_only_chosen(1_80_80)_ 1
     mm(1_80_80) c_e_split(1)_ -1
     mm(1_80_80) c_u_step(1)_ 0.07822261687479716
     mm(1_80_90) c_u_only_chosen(1_80_90)_ 1
     mm(1_80_90) c_e_split(1)_ -1
     mm(1_80_90) c_u_step(1)_ 0.08377620715563032
     mm(1_80_100) c_u_only_chosen(1_80_100)_ 1
     mm(1_80_100) c_e_split(1)_ -1
     mm(1_80_100) c_u_step(1)_ 0.15120953868262463
     mm(1_90_10) c_u_only_chosen(1_90_10)_ 1
     mm(1_90_10) c_e_split(1)_ -1
     mm(1_90_10) c_u_step(1)_ 0.069672297747682466
     mm(1_90_20) c_u_only_chosen(1_90_20)_ 1
     mm(1_90_20) c_e_split(1)_ -1
     mm(1_90_20) c_u_step(1)_ 0.069903315575795086
     mm(1_90_30) c_u_only_chosen(1_90_30)_ 1
     mm(1_90_30) c_e_split(1)_ -1
     mm(1_90_30) c_u_step(1)_ 0.070135870507975137
     mm(1_90_40) c_u_only_chosen(1_90_40)_ 1
     mm(1_90_40) c_e_split(1)_ -1
     mm(1_90_40) c_u_step(1)_ 0.070369977936381209
     mm(1_90_50) c_u_only_chosen(1_90_50)_ 1
     mm(1_90_50) c_e_split(1)_ -1
     mm(1_90_50) c_u_step(1)_ 0.070683038778552684
     mm(1_90_60) c_u_only_chosen(1_90_60)_ 1
     mm(1_90_60) c_e_split(1)_ -1
     mm(1_90_60) c_u_step(1)_ 0.071147968250195301
     mm(1_90_70) c_u_only_chosen(1_90_70)_ 1
     mm(1_90_70) c_e_split(1)_ -1
     mm(1_90_70) c_u_step(1)_ 0.073792867296590764
     mm(1_90_80) c_u_only_chosen(1_90_80)_ 1
     mm(1_90_80) c_e_split(1)_ -1
     mm(1_90_80) c_u_step(1)_ 0.077643277830077087
     mm(1_90_90) c_u_only_chosen(1_90_90)_ 1
     mm(1_90_90) c_e_split(1)_ -1
     mm(1_90_90) c_u_step(1)_ 0.08311203417679211
     mm(1_90_100) c_u_only_chosen(1_90_100)_ 1
     mm(1_90_100) c_e_split(1)_ -1
     mm(1_90_100) c_u_step(1)_ 0.13440847882899948
     mm(1_100_10) c_u_only_chosen(1_100_10)_ 1
     mm(1_100_10) c_e_split(1)_ -1
     mm(1_100_10) c_u_step(1)_ 0.069646390449116163
     mm(1_100_20) c_u_only_chosen(1_100_20)_ 1
     mm(1_100_20) c_e_split(1)_ -1
     mm(1_100_20) c_u_step(1)_ 0.069877236218880243
     mm(1_100_30) c_u_only_chosen(1_100_30)_ 1
     mm(1_100_30) c_e_split(1)_ -1
     mm(1_100_30) c_u_step(1)_ 0.070109617372963895
     mm(1_100_40) c_u_only_chosen(1_100_40)_ 1
     mm(1_100_40) c_e_split(1)_ -1
     mm(1_100_40) c_u_step(1)_ 0.070343549280530299
     mm(1_100_50) c_u_only_chosen(1_100_50)_ 1
     mm(1_100_50) c_e_split(1)_ -1
     mm(1_100_50) c_u_step(1)_ 0.07063108749730948
     mm(1_100_60) c_u_only_chosen(1_100_60)_ 1
     mm(1_100_60) c_e_split(1)_ -1
     mm(1_100_60) c_u_step(1)_ 0.071095331539289458
     mm(1_100_70) c_u_only_chosen(1_100_70)_ 1
     mm(1_100_70) c_e_split(1)_ -1
     mm(1_100_70) c_u_step(1)_ 0.073404380134323807
     mm(1_100_80) c_u_only_chosen(1_100_80)_ 1
     mm(1_100_80) c_e_split(1)_ -1
     mm(1_100_80) c_u_step(1)_ 0.077072457196475624
     mm(1_100_90) c_u_only_chosen(1_100_90)_ 1
     mm(1_100_90) c_e_split(1)_ -1
     mm(1_100_90) c_u_step(1)_ 0.082458309415859021
     mm(1_100_100) c_u_only_chosen(1_100_100)_ 1
     mm(1_100_100) c_e_split(1)_ -1
     mm(1_100_100) c_u_step(1)_ 0.12096763094609965
     mm(2_10_90) c_u_only_chosen(2_10_90)_ 1
     mm(2_10_90) c_e_split(2)_ -1
     mm(2_10_90) c_u_step(2)_ 0.12238335871534958
     mm(2_10_100) c_u_only_chosen(2_10_100)_ 1
     mm(2_10_100) c_e_split(2)_ -1
     mm(2_10_100) c_u_step(2)_ 1.2096763094610055
     mm(2_20_80) c_u_only_chosen(2_20_80)_ 1
     mm(2_20_80) c_e_split(2)_ -1
     mm(2_20_80) c_u_step(2)_ 0.081888716405489503
     mm(2_20_90) c_u_only_chosen(2_20_90)_ 1
     mm(2_20_90) c_e_split(2)_ -1
     mm(2_20_90) c_u_step(2)_ 0.11113935302380651
     mm(2_20_100) c_u_only_chosen(2_20_100)_ 1
     mm(2_20_100) c_e_split(2)_ -1
     mm(2_20_100) c_u_step(2)_ 0.60483815473049685
     mm(2_30_70) c_u_only_chosen(2_30_70)_ 1
     mm(2_30_70) c_e_split(2)_ -1
     mm(2_30_70) c_u_step(2)_ 0.076212975963608418
     mm(2_30_80) c_u_only_chosen(2_30_80)_ 1
     mm(2_30_80) c_e_split(2)_ -1
     mm(2_30_80) c_u_step(2)_ 0.081254020756787032
     mm(2_30_90) c_u_only_chosen(2_30_90)_ 1
     mm(2_30_90) c_e_split(2)_ -1
     mm(2_30_90) c_u_step(2)_ 0.10178758945725921
     mm(2_30_100) c_u_only_chosen(2_30_100)_ 1
     mm(2_30_100) c_e_split(2)_ -1
     mm(2_30_100) c_u_step(2)_ 0.40322543648699943
     mm(2_40_60) c_u_only_chosen(2_40_60)_ 1
     mm(2_40_60) c_e_split(2)_ -1
     mm(2_40_60) c_u_step(2)_ 0.072306429833062638
     mm(2_40_70) c_u_only_chosen(2_40_70)_ 1
     mm(2_40_70) c_e_split(2)_ -1
     mm(2_40_70) c_u_step(2)_ 0.075798660861486331
     mm(2_40_80) c_u_only_chosen(2_40_80)_ 1
     mm(2_40_80) c_e_split(2)_ -1
     mm(2_40_80) c_u_step(2)_ 0.080629088120942494
     mm(2_40_90) c_u_only_chosen(2_40_90)_ 1
     mm(2_40_90) c_e_split(2)_ -1
     mm(2_40_90) c_u_step(2)_ 0.093887476174640147
     mm(2_40_100) c_u_only_chosen(2_40_100)_ 1
     mm(2_40_100) c_e_split(2)_ -1
     mm(2_40_100) c_u_step(2)_ 0.30241907736524842
     mm(2_50_50) c_u_only_chosen(2_50_50)_ 1
     mm(2_50_50) c_e_split(2)_ -1
     mm(2_50_50) c_u_step(2)_ 0.070891610393110135
     mm(2_50_60) c_u_only_chosen(2_50_60)_ 1
     mm(2_50_60) c_e_split(2)_ -1
     mm(2_50_60) c_u_step(2)_ 0.071933396367098792
     mm(2_50_70) c_u_only_chosen(2_50_70)_ 1
     mm(2_50_70) c_e_split(2)_ -1
     mm(2_50_70) c_u_step(2)_ 0.075388826069224049
     mm(2_50_80) c_u_only_chosen(2_50_80)_ 1
     mm(2_50_80) c_e_split(2)_ -1
     mm(2_50_80) c_u_step(2)_ 0.080013694952400849
     mm(2_50_90) c_u_only_chosen(2_50_90)_ 1
     mm(2_50_90) c_e_split(2)_ -1
     mm(2_50_90) c_u_step(2)_ 0.087125353538542644
     mm(2_50_100) c_u_only_chosen(2_50_100)_ 1
     mm(2_50_100) c_e_split(2)_ -1
     mm(2_50_100) c_u_step(2)_ 0.2419352618921993
     mm(2_60_40) c_u_only_chosen(2_60_40)_ 1
     mm(2_60_40) c_e_split(2)_ -1
     mm(2_60_40) c_u_step(2)_ 0.070449383191973164
     mm(2_60_50) c_u_only_chosen(2_60_50)_ 1
     mm(2_60_50) c_e_split(2)_ -1
     mm(2_60_50) c_u_step(2)_ 0.07083935217701938
     mm(2_60_60) c_u_only_chosen(2_60_60)_ 1
     mm(2_60_60) c_e_split(2)_ -1
     mm(2_60_60) c_u_step(2)_ 0.071564192152491851
     mm(2_60_70) c_u_only_chosen(2_60_70)_ 1
     mm(2_60_70) c_e_split(2)_ -1
     mm(2_60_70) c_u_step(2)_ 0.074983399304059201
     mm(2_60_80) c_u_only_chosen(2_60_80)_ 1
     mm(2_60_80) c_e_split(2)_ -1
     mm(2_60_80) c_u_step(2)_ 0.079407624478665742
     mm(2_60_90) c_u_only_chosen(2_60_90)_ 1
     mm(2_60_90) c_e_split(2)_ -1
     mm(2_60_90) c_u_step(2)_ 0.085136915978476391
     mm(2_60_100) c_u_only_chosen(2_60_100)_ 1
     mm(2_60_100) c_e_split(2)_ -1
     mm(2_60_100) c_u_step(2)_ 0.20161271824349972
     mm(2_70_30) c_u_only_chosen(2_70_30)_ 1
     mm(2_70_30) c_e_split(2)_ -1
     mm(2_70_30) c_u_step(2)_ 0.070188435806446306
     mm(2_70_40) c_u_only_chosen(2_70_40)_ 1
     mm(2_70_40) c_e_split(2)_ -1
     mm(2_70_40) c_u_step(2)_ 0.070422894869677038
     mm(2_70_50) c_u_only_chosen(2_70_50)_ 1
     mm(2_70_50) c_e_split(2)_ -1
     mm(2_70_50) c_u_step(2)_ 0.070787170949150505
     mm(2_70_60) c_u_only_chosen(2_70_60)_ 1
     mm(2_70_60) c_e_split(2)_ -1
     mm(2_70_60) c_u_step(2)_ 0.071253475841980232
     mm(2_70_70) c_u_only_chosen(2_70_70)_ 1
     mm(2_70_70) c_e_split(2)_ -1
     mm(2_70_70) c_u_step(2)_ 0.074582309829804044
     mm(2_70_80) c_u_only_chosen(2_70_80)_ 1
     mm(2_70_80) c_e_split(2)_ -1
     mm(2_70_80) c_u_step(2)_ 0.078810666445712163
     mm(2_70_90) c_u_only_chosen(2_70_90)_ 1
     mm(2_70_90) c_e_split(2)_ -1
     mm(2_70_90) c_u_step(2)_ 0.084451080854642716
     mm(2_70_100) c_u_only_chosen(2_70_100)_ 1
     mm(2_70_100) c_e_split(2)_ -1
     mm(2_70_100) c_u_step(2)_ 0.17281090135157082
     mm(2_80_20) c_u_only_chosen(2_80_20)_ 1
     mm(2_80_20) c_e_split(2)_ -1
     mm(2_80_20) c_u_step(2)_ 0.069929414406484966
     mm(2_80_30) c_u_only_chosen(2_80_30)_ 1
     mm(2_80_30) c_e_split(2)_ -1
     mm(2_80_30) c_u_step(2)_ 0.070162143311765277
     mm(2_80_40) c_u_only_chosen(2_80_40)_ 1
     mm(2_80_40) c_e_split(2)_ -1
     mm(2_80_40) c_u_step(2)_ 0.070396426458627204
     mm(2_80_50) c_u_only_chosen(2_80_50)_ 1
     mm(2_80_50) c_e_split(2)_ -1
     mm(2_80_50) c_u_step(2)_ 0.070735066539497043
     mm(2_80_60) c_u_only_chosen(2_80_60)_ 1
     mm(2_80_60) c_e_split(2)_ -1
     mm(2_80_60) c_u_step(2)_ 0.071200682959925418
     mm(2_80_70) c_u_only_chosen(2_80_70)_ 1
     mm(2_80_70) c_e_split(2)_ -1
     mm(2_80_70) c_u_step(2)_ 0.074185488415701994
     mm(2_80_80) c_u_only_chosen(2_80_80)_ 1
     mm(2_80_80) c_e_split(2)_ -1
     mm(2_80_80) c_u_step(2)_ 0.07822261687479716
     mm(2_80_90) c_u_only_chosen(2_80_90)_ 1
     mm(2_80_90) c_e_split(2)_ -1
     mm(2_80_90) c_u_step(2)_ 0.08377620715563032
     mm(2_80_100) c_u_only_chosen(2_80_100)_ 1
     mm(2_80_100) c_e_split(2)_ -1
     mm(2_80_100) c_u_step(2)_ 0.15120953868262463
     mm(2_90_10) c_u_only_chosen(2_90_10)_ 1
     mm(2_90_10) c_e_split(2)_ -1
     mm(2_90_10) c_u_step(2)_ 0.069672297747682466
     mm(2_90_20) c_u_only_chosen(2_90_20)_ 1
     mm(2_90_20) c_e_split(2)_ -1
     mm(2_90_20) c_u_step(2)_ 0.069903315575795086
     mm(2_90_30) c_u_only_chosen(2_90_30)_ 1
     mm(2_90_30) c_e_split(2)_ -1
     mm(2_90_30) c_u_step(2)_ 0.070135870507975137
     mm(2_90_40) c_u_only_chosen(2_90_40)_ 1
     mm(2_90_40) c_e_split(2)_ -1
     mm(2_90_40) c_u_step(2)_ 0.070369977936381209
     mm(2_90_50) c_u_only_chosen(2_90_50)_ 1
     mm(2_90_50) c_e_split(2)_ -1
     mm(2_90_50) c_u_step(2)_ 0.070683038778552684
     mm(2_90_60) c_u_only_chosen(2_90_60)_ 1
     mm(2_90_60) c_e_split(2)_ -1
     mm(2_90_60) c_u_step(2)_ 0.071147968250195301
     mm(2_90_70) c_u_only_chosen(2_90_70)_ 1
     mm(2_90_70) c_e_split(2)_ -1
     mm(2_90_70) c_u_step(2)_ 0.073792867296590764
     mm(2_90_80) c_u_only_chosen(2_90_80)_ 1
     mm(2_90_80) c_e_split(2)_ -1
     mm(2_90_80) c_u_step(2)_ 0.077643277830077087
     mm(2_90_90) c_u_only_chosen(2_90_90)_ 1
     mm(2_90_90) c_e_split(2)_ -1
     mm(2_90_90) c_u_step(2)_ 0.08311203417679211
     mm(2_90_100) c_u_only_chosen(2_90_100)_ 1
     mm(2_90_100) c_e_split(2)_ -1
     mm(2_90_100) c_u_step(2)_ 0.13440847882899948
     mm(2_100_10) c_u_only_chosen(2_100_10)_ 1
     mm(2_100_10) c_e_split(2)_ -1
     mm(2_100_10) c_u_step(2)_ 0.069646390449116163
     mm(2_100_20) c_u_only_chosen(2_100_20)_ 1
     mm(2_100_20) c_e_split(2)_ -1
     mm(2_100_20) c_u_step(2)_ 0.069877236218880243
     mm(2_100_30) c_u_only_chosen(2_100_30)_ 1
     mm(2_100_30) c_e_split(2)_ -1
     mm(2_100_30) c_u_step(2)_ 0.070109617372963895
     mm(2_100_40) c_u_only_chosen(2_100_40)_ 1
     mm(2_100_40) c_e_split(2)_ -1
     mm(2_100_40) c_u_step(2)_ 0.070343549280530299
     mm(2_100_50) c_u_only_chosen(2_100_50)_ 1
     mm(2_100_50) c_e_split(2)_ -1
     mm(2_100_50) c_u_step(2)_ 0.07063108749730948
     mm(2_100_60) c_u_only_chosen(2_100_60)_ 1
     mm(2_100_60) c_e_split(2)_ -1
     mm(2_100_60) c_u_step(2)_ 0.071095331539289458
     mm(2_100_70) c_u_only_chosen(2_100_70)_ 1
     mm(2_100_70) c_e_split(2)_ -1
     mm(2_100_70) c_u_step(2)_ 0.073404380134323807
     mm(2_100_80) c_u_only_chosen(2_100_80)_ 1
     mm(2_100_80) c_e_split(2)_ -1
     mm(2_100_80) c_u_step(2)_ 0.077072457196475624
     mm(2_100_90) c_u_only_chosen(2_100_90)_ 1
     mm(2_100_90) c_e_split(2)_ -1
     mm(2_100_90) c_u_step(2)_ 0.082458309415859021
     mm(2_100_100) c_u_only_chosen(2_100_100)_ 1
     mm(2_100_100) c_e_split(2)_ -1
     mm(2_100_100) c_u_step(2)_ 0.12096763094609965
     mm(3_10_90) c_u_only_chosen(3_10_90)_ 1
     mm(3_10_90) c_e_split(3)_ -1
     mm(3_10_90) c_u_step(3)_ 0.12238335871534958
     mm(3_10_100) c_u_only_chosen(3_10_100)_ 1
     mm(3_10_100) c_e_split(3)_ -1
     mm(3_10_100) c_u_step(3)_ 1.2096763094610055
     mm(3_20_80) c_u_only_chosen(3_20_80)_ 1
     mm(3_20_80) c_e_split(3)_ -1
     mm(3_20_80) c_u_step(3)_ 0.081888716405489503
     mm(3_20_90) c_u_only_chosen(3_20_90)_ 1
     mm(3_20_90) c_e_split(3)_ -1
     mm(3_20_90) c_u_step(3)_ 0.11113935302380651
     mm(3_20_100) c_u_only_chosen(3_20_100)_ 1
     mm(3_20_100) c_e_split(3)_ -1
     mm(3_20_100) c_u_step(3)_ 0.60483815473049685
     mm(3_30_70) c_u_only_chosen(3_30_70)_ 1
     mm(3_30_70) c_e_split(3)_ -1
     mm(3_30_70) c_u_step(3)_ 0.076212975963608418
     mm(3_30_80) c_u_only_chosen(3_30_80)_ 1
     mm(3_30_80) c_e_split(3)_ -1
     mm(3_30_80) c_u_step(3)_ 0.081254020756787032
     mm(3_30_90) c_u_only_chosen(3_30_90)_ 1
     mm(3_30_90) c_e_split(3)_ -1
     mm(3_30_90) c_u_step(3)_ 0.10178758945725921
     mm(3_30_100) c_u_only_chosen(3_30_100)_ 1
     mm(3_30_100) c_e_split(3)_ -1
     mm(3_30_100) c_u_step(3)_ 0.40322543648699943
     mm(3_40_60) c_u_only_chosen(3_40_60)_ 1
     mm(3_40_60) c_e_split(3)_ -1
     mm(3_40_60) c_u_step(3)_ 0.072306429833062638
     mm(3_40_70) c_u_only_chosen(3_40_70)_ 1
     mm(3_40_70) c_e_split(3)_ -1
     mm(3_40_70) c_u_step(3)_ 0.075798660861486331
     mm(3_40_80) c_u_only_chosen(3_40_80)_ 1
     mm(3_40_80) c_e_split(3)_ -1
     mm(3_40_80) c_u_step(3)_ 0.080629088120942494
     mm(3_40_90) c_u_only_chosen(3_40_90)_ 1
     mm(3_40_90) c_e_split(3)_ -1
     mm(3_40_90) c_u_step(3)_ 0.093887476174640147
     mm(3_40_100) c_u_only_chosen(3_40_100)_ 1
     mm(3_40_100) c_e_split(3)_ -1
     mm(3_40_100) c_u_step(3)_ 0.30241907736524842
     mm(3_50_50) c_u_only_chosen(3_50_50)_ 1
     mm(3_50_50) c_e_split(3)_ -1
     mm(3_50_50) c_u_step(3)_ 0.070891610393110135
     mm(3_50_60) c_u_only_chosen(3_50_60)_ 1
     mm(3_50_60) c_e_split(3)_ -1
     mm(3_50_60) c_u_step(3)_ 0.071933396367098792
     mm(3_50_70) c_u_only_chosen(3_50_70)_ 1
     mm(3_50_70) c_e_split(3)_ -1
     mm(3_50_70) c_u_step(3)_ 0.075388826069224049
     mm(3_50_80) c_u_only_chosen(3_50_80)_ 1
     mm(3_50_80) c_e_split(3)_ -1
     mm(3_50_80) c_u_step(3)_ 0.080013694952400849
     mm(3_50_90) c_u_only_chosen(3_50_90)_ 1
     mm(3_50_90) c_e_split(3)_ -1
     mm(3_50_90) c_u_step(3)_ 0.087125353538542644
     mm(3_50_100) c_u_only_chosen(3_50_100)_ 1
     mm(3_50_100) c_e_split(3)_ -1
     mm(3_50_100) c_u_step(3)_ 0.2419352618921993
     mm(3_60_40) c_u_only_chosen(3_60_40)_ 1
     mm(3_60_40) c_e_split(3)_ -1
     mm(3_60_40) c_u_step(3)_ 0.070449383191973164
     mm(3_60_50) c_u_only_chosen(3_60_50)_ 1
     mm(3_60_50) c_e_split(3)_ -1
     mm(3_60_50) c_u_step(3)_ 0.07083935217701938
     mm(3_60_60) c_u_only_chosen(3_60_60)_ 1
     mm(3_60_60) c_e_split(3)_ -1
     mm(3_60_60) c_u_step(3)_ 0.071564192152491851
     mm(3_60_70) c_u_only_chosen(3_60_70)_ 1
     mm(3_60_70) c_e_split(3)_ -1
     mm(3_60_70) c_u_step(3)_ 0.074983399304059201
     mm(3_60_80) c_u_only_chosen(3_60_80)_ 1
     mm(3_60_80) c_e_split(3)_ -1
     mm(3_60_80) c_u_step(3)_ 0.079407624478665742
     mm(3_60_90) c_u_only_chosen(3_60_90)_ 1
     mm(3_60_90) c_e_split(3)_ -1
     mm(3_60_90) c_u_step(3)_ 0.085136915978476391
     mm(3_60_100) c_u_only_chosen(3_60_100)_ 1
     mm(3_60_100) c_e_split(3)_ -1
     mm(3_60_100) c_u_step(3)_ 0.20161271824349972
     mm(3_70_30) c_u_only_chosen(3_70_30)_ 1
     mm(3_70_30) c_e_split(3)_ -1
     mm(3_70_30) c_u_step(3)_ 0.070188435806446306
     mm(3_70_40) c_u_only_chosen(3_70_40)_ 1
     mm(3_70_40) c_e_split(3)_ -1
     mm(3_70_40) c_u_step(3)_ 0.070422894869677038
     mm(3_70_50) c_u_only_chosen(3_70_50)_ 1
     mm(3_70_50) c_e_split(3)_ -1
     mm(3_70_50) c_u_step(3)_ 0.070787170949150505
     mm(3_70_60) c_u_only_chosen(3_70_60)_ 1
     mm(3_70_60) c_e_split(3)_ -1
     mm(3_70_60) c_u_step(3)_ 0.071253475841980232
     mm(3_70_70) c_u_only_chosen(3_70_70)_ 1
     mm(3_70_70) c_e_split(3)_ -1
     mm(3_70_70) c_u_step(3)_ 0.074582309829804044
     mm(3_70_80) c_u_only_chosen(3_70_80)_ 1
     mm(3_70_80) c_e_split(3)_ -1
     mm(3_70_80) c_u_step(3)_ 0.078810666445712163
     mm(3_70_90) c_u_only_chosen(3_70_90)_ 1
     mm(3_70_90) c_e_split(3)_ -1
     mm(3_70_90) c_u_step(3)_ 0.084451080854642716
     mm(3_70_100) c_u_only_chosen(3_70_100)_ 1
     mm(3_70_100) c_e_split(3)_ -1
     mm(3_70_100) c_u_step(3)_ 0.17281090135157082
     mm(3_80_20) c_u_only_chosen(3_80_20)_ 1
     mm(3_80_20) c_e_split(3)_ -1
     mm(3_80_20) c_u_step(3)_ 0.069929414406484966
     mm(3_80_30) c_u_only_chosen(3_80_30)_ 1
     mm(3_80_30) c_e_split(3)_ -1
     mm(3_80_30) c_u_step(3)_ 0.070162143311765277
     mm(3_80_40) c_u_only_chosen(3_80_40)_ 1
     mm(3_80_40) c_e_split(3)_ -1
     mm(3_80_40) c_u_step(3)_ 0.070396426458627204
     mm(3_80_50) c_u_only_chosen(3_80_50)_ 1
     mm(3_80_50) c_e_split(3)_ -1
     mm(3_80_50) c_u_step(3)_ 0.070735066539497043
     mm(3_80_60) c_u_only_chosen(3_80_60)_ 1
     mm(3_80_60) c_e_split(3)_ -1
     mm(3_80_60) c_u_step(3)_ 0.071200682959925418
     mm(3_80_70) c_u_only_chosen(3_80_70)_ 1
     mm(3_80_70) c_e_split(3)_ -1
     mm(3_80_70) c_u_step(3)_ 0.074185488415701994
     mm(3_80_80) c_u_only_chosen(3_80_80)_ 1
     mm(3_80_80) c_e_split(3)_ -1
     mm(3_80_80) c_u_step(3)_ 0.07822261687479716
     mm(3_80_90) c_u_only_chosen(3_80_90)_ 1
     mm(3_80_90) c_e_split(3)_ -1
     mm(3_80_90) c_u_step(3)_ 0.08377620715563032
     mm(3_80_100) c_u_only_chosen(3_80_100)_ 1
     mm(3_80_100) c_e_split(3)_ -1
     mm(3_80_100) c_u_step(3)_ 0.15120953868262463
     mm(3_90_10) c_u_only_chosen(3_90_10)_ 1
     mm(3_90_10) c_e_split(3)_ -1
     mm(3_90_10) c_u_step(3)_ 0.069672297747682466
     mm(3_90_20) c_u_only_chosen(3_90_20)_ 1
     mm(3_90_20) c_e_split(3)_ -1
     mm(3_90_20) c_u_step(3)_ 0.069903315575795086
     mm(3_90_30) c_u_only_chosen(3_90_30)_ 1
     mm(3_90_30) c_e_split(3)_ -1
     mm(3_90_30) c_u_step(3)_ 0.070135870507975137
     mm(3_90_40) c_u_only_chosen(3_90_40)_ 1
     mm(3_90_40) c_e_split(3)_ -1
     mm(3_90_40) c_u_step(3)_ 0.070369977936381209
     mm(3_90_50) c_u_only_chosen(3_90_50)_ 1
     mm(3_90_50) c_e_split(3)_ -1
     mm(3_90_50) c_u_step(3)_ 0.070683038778552684
     mm(3_90_60) c_u_only_chosen(3_90_60)_ 1
     mm(3_90_60) c_e_split(3)_ -1
     mm(3_90_60) c_u_step(3)_ 0.071147968250195301
     mm(3_90_70) c_u_only_chosen(3_90_70)_ 1
     mm(3_90_70) c_e_split(3)_ -1
     mm(3_90_70) c_u_step(3)_ 0.073792867296590764
     mm(3_90_80) c_u_only_chosen(3_90_80)_ 1
     mm(3_90_80) c_e_split(3)_ -1
     mm(3_90_80) c_u_step(3)_ 0.077643277830077087
     mm(3_90_90) c_u_only_chosen(3_90_90)_ 1
     mm(3_90_90) c_e_split(3)_ -1
     mm(3_90_90) c_u_step(3)_ 0.08311203417679211
     mm(3_90_100) c_u_only_chosen(3_90_100)_ 1
     mm(3_90_100) c_e_split(3)_ -1
     mm(3_90_100) c_u_step(3)_ 0.13440847882899948
     mm(3_100_10) c_u_only_chosen(3_100_10)_ 1
     mm(3_100_10) c_e_split(3)_ -1
     mm(3_100_10) c_u_step(3)_ 0.069646390449116163
     mm(3_100_20) c_u_only_chosen(3_100_20)_ 1
     mm(3_100_20) c_e_split(3)_ -1
     mm(3_100_20) c_u_step(3)_ 0.069877236218880243
     mm(3_100_30) c_u_only_chosen(3_100_30)_ 1
     mm(3_100_30) c_e_split(3)_ -1
     mm(3_100_30) c_u_step(3)_ 0.070109617372963895
     mm(3_100_40) c_u_only_chosen(3_100_40)_ 1
     mm(3_100_40) c_e_split(3)_ -1
     mm(3_100_40) c_u_step(3)_ 0.070343549280530299
     mm(3_100_50) c_u_only_chosen(3_100_50)_ 1
     mm(3_100_50) c_e_split(3)_ -1
     mm(3_100_50) c_u_step(3)_ 0.07063108749730948
     mm(3_100_60) c_u_only_chosen(3_100_60)_ 1
     mm(3_100_60) c_e_split(3)_ -1
     mm(3_100_60) c_u_step(3)_ 0.071095331539289458
     mm(3_100_70) c_u_only_chosen(3_100_70)_ 1
     mm(3_100_70) c_e_split(3)_ -1
     mm(3_100_70) c_u_step(3)_ 0.073404380134323807
     mm(3_100_80) c_u_only_chosen(3_100_80)_ 1
     mm(3_100_80) c_e_split(3)_ -1
     mm(3_100_80) c_u_step(3)_ 0.077072457196475624
     mm(3_100_90) c_u_only_chosen(3_100_90)_ 1
     mm(3_100_90) c_e_split(3)_ -1
     mm(3_100_90) c_u_step(3)_ 0.082458309415859021
     mm(3_100_100) c_u_only_chosen(3_100_100)_ 1
     mm(3_100_100) c_e_split(3)_ -1
     mm(3_100_100) c_u_step(3)_ 0.12096763094609965
     mm(8_10_90) c_u_only_chosen(8_10_90)_ 1
     mm(8_10_90) c_e_split(8)_ -1
     mm(8_10_90) c_u_step(8)_ 2.6239652395395585
     mm(8_10_100) c_u_only_chosen(8_10_100)_ 1
     mm(8_10_100) c_e_split(8)_ -1
     mm(8_10_100) c_u_step(8)_ 2.5776103180796421
     mm(8_20_80) c_u_only_chosen(8_20_80)_ 1
     mm(8_20_80) c_e_split(8)_ -1
     mm(8_20_80) c_u_step(8)_ 2.9495999960977972
     mm(8_20_90) c_u_only_chosen(8_20_90)_ 1
     mm(8_20_90) c_e_split(8)_ -1
     mm(8_20_90) c_u_step(8)_ 2.891153987442189
     mm(8_20_100) c_u_only_chosen(8_20_100)_ 1
     mm(8_20_100) c_e_split(8)_ -1
     mm(8_20_100) c_u_step(8)_ 2.8349791780450855
     mm(8_30_70) c_u_only_chosen(8_30_70)_ 1
     mm(8_30_70) c_e_split(8)_ -1
     mm(8_30_70) c_u_step(8)_ 3.3675086840718471
     mm(8_30_80) c_u_only_chosen(8_30_80)_ 1
     mm(8_30_80) c_e_split(8)_ -1
     mm(8_30_80) c_u_step(8)_ 3.291541065458838
     mm(8_30_90) c_u_only_chosen(8_30_90)_ 1
     mm(8_30_90) c_e_split(8)_ -1
     mm(8_30_90) c_u_step(8)_ 3.2189253381152594
     mm(8_30_100) c_u_only_chosen(8_30_100)_ 1
     mm(8_30_100) c_e_split(8)_ -1
     mm(8_30_100) c_u_step(8)_ 3.1494444491174556
     mm(8_40_60) c_u_only_chosen(8_40_60)_ 1
     mm(8_40_60) c_e_split(8)_ -1
     mm(8_40_60) c_u_step(8)_ 3.9233865398696195
     mm(8_40_70) c_u_only_chosen(8_40_70)_ 1
     mm(8_40_70) c_e_split(8)_ -1
     mm(8_40_70) c_u_step(8)_ 3.8206513986593147
     mm(8_40_80) c_u_only_chosen(8_40_80)_ 1
     mm(8_40_80) c_e_split(8)_ -1
     mm(8_40_80) c_u_step(8)_ 3.7231592729739011
     mm(8_40_90) c_u_only_chosen(8_40_90)_ 1
     mm(8_40_90) c_e_split(8)_ -1
     mm(8_40_90) c_u_step(8)_ 3.6305187891497943
     mm(8_40_100) c_u_only_chosen(8_40_100)_ 1
     mm(8_40_100) c_e_split(8)_ -1
     mm(8_40_100) c_u_step(8)_ 3.5423765808066667
     mm(8_50_50) c_u_only_chosen(8_50_50)_ 1
     mm(8_50_50) c_e_split(8)_ -1
     mm(8_50_50) c_u_step(8)_ 4.3307649021785704
     mm(8_50_60) c_u_only_chosen(8_50_60)_ 1
     mm(8_50_60) c_e_split(8)_ -1
     mm(8_50_60) c_u_step(8)_ 4.2802278189645522
     mm(8_50_70) c_u_only_chosen(8_50_70)_ 1
     mm(8_50_70) c_e_split(8)_ -1
     mm(8_50_70) c_u_step(8)_ 4.230856597765202
     mm(8_50_80) c_u_only_chosen(8_50_80)_ 1
     mm(8_50_80) c_e_split(8)_ -1
     mm(8_50_80) c_u_step(8)_ 4.1826113549578938
     mm(8_50_90) c_u_only_chosen(8_50_90)_ 1
     mm(8_50_90) c_e_split(8)_ -1
     mm(8_50_90) c_u_step(8)_ 4.1354540056105948
     mm(8_50_100) c_u_only_chosen(8_50_100)_ 1
     mm(8_50_100) c_e_split(8)_ -1
     mm(8_50_100) c_u_step(8)_ 4.0473311831648102
     mm(8_60_40) c_u_only_chosen(8_60_40)_ 1
     mm(8_60_40) c_e_split(8)_ -1
     mm(8_60_40) c_u_step(8)_ 4.8934546403868318
     mm(8_60_50) c_u_only_chosen(8_60_50)_ 1
     mm(8_60_50) c_e_split(8)_ -1
     mm(8_60_50) c_u_step(8)_ 4.7019713226246012
     mm(8_60_60) c_u_only_chosen(8_60_60)_ 1
     mm(8_60_60) c_e_split(8)_ -1
     mm(8_60_60) c_u_step(8)_ 4.5532750675788893
     mm(8_60_70) c_u_only_chosen(8_60_70)_ 1
     mm(8_60_70) c_e_split(8)_ -1
     mm(8_60_70) c_u_step(8)_ 4.4974449652653785
     mm(8_60_80) c_u_only_chosen(8_60_80)_ 1
     mm(8_60_80) c_e_split(8)_ -1
     mm(8_60_80) c_u_step(8)_ 4.442967403286465
     mm(8_60_90) c_u_only_chosen(8_60_90)_ 1
     mm(8_60_90) c_e_split(8)_ -1
     mm(8_60_90) c_u_step(8)_ 4.3897938198974336
     mm(8_60_100) c_u_only_chosen(8_60_100)_ 1
     mm(8_60_100) c_e_split(8)_ -1
     mm(8_60_100) c_u_step(8)_ 4.3378779506142591
     mm(8_70_30) c_u_only_chosen(8_70_30)_ 1
     mm(8_70_30) c_e_split(8)_ -1
     mm(8_70_30) c_u_step(8)_ 6.5246061871824432
     mm(8_70_40) c_u_only_chosen(8_70_40)_ 1
     mm(8_70_40) c_e_split(8)_ -1
     mm(8_70_40) c_u_step(8)_ 6.1885744300665255
     mm(8_70_50) c_u_only_chosen(8_70_50)_ 1
     mm(8_70_50) c_e_split(8)_ -1
     mm(8_70_50) c_u_step(8)_ 5.885460119609994
     mm(8_70_60) c_u_only_chosen(8_70_60)_ 1
     mm(8_70_60) c_e_split(8)_ -1
     mm(8_70_60) c_u_step(8)_ 5.6106522449287981
     mm(8_70_70) c_u_only_chosen(8_70_70)_ 1
     mm(8_70_70) c_e_split(8)_ -1
     mm(8_70_70) c_u_step(8)_ 5.3603625788894291
     mm(8_70_80) c_u_only_chosen(8_70_80)_ 1
     mm(8_70_80) c_e_split(8)_ -1
     mm(8_70_80) c_u_step(8)_ 5.1314499945129457
     mm(8_70_90) c_u_only_chosen(8_70_90)_ 1
     mm(8_70_90) c_e_split(8)_ -1
     mm(8_70_90) c_u_step(8)_ 4.9212879528294806
     mm(8_70_100) c_u_only_chosen(8_70_100)_ 1
     mm(8_70_100) c_e_split(8)_ -1
     mm(8_70_100) c_u_step(8)_ 4.7276632723265957
     mm(8_80_20) c_u_only_chosen(8_80_20)_ 1
     mm(8_80_20) c_e_split(8)_ -1
     mm(8_80_20) c_u_step(8)_ 9.7869092807736635
     mm(8_80_30) c_u_only_chosen(8_80_30)_ 1
     mm(8_80_30) c_e_split(8)_ -1
     mm(8_80_30) c_u_step(8)_ 9.0498187301535875
     mm(8_80_40) c_u_only_chosen(8_80_40)_ 1
     mm(8_80_40) c_e_split(8)_ -1
     mm(8_80_40) c_u_step(8)_ 8.4159783673932029
     mm(8_80_50) c_u_only_chosen(8_80_50)_ 1
     mm(8_80_50) c_e_split(8)_ -1
     mm(8_80_50) c_u_step(8)_ 7.8651135826884717
     mm(8_80_60) c_u_only_chosen(8_80_60)_ 1
     mm(8_80_60) c_e_split(8)_ -1
     mm(8_80_60) c_u_step(8)_ 7.3819319292442174
     mm(8_80_70) c_u_only_chosen(8_80_70)_ 1
     mm(8_80_70) c_e_split(8)_ -1
     mm(8_80_70) c_u_step(8)_ 6.9546813380399968
     mm(8_80_80) c_u_only_chosen(8_80_80)_ 1
     mm(8_80_80) c_e_split(8)_ -1
     mm(8_80_80) c_u_step(8)_ 6.5741816243332201
     mm(8_80_90) c_u_only_chosen(8_80_90)_ 1
     mm(8_80_90) c_e_split(8)_ -1
     mm(8_80_90) c_u_step(8)_ 6.2331574276203918
     mm(8_80_100) c_u_only_chosen(8_80_100)_ 1
     mm(8_80_100) c_e_split(8)_ -1
     mm(8_80_100) c_u_step(8)_ 5.9257685284686756
     mm(8_90_10) c_u_only_chosen(8_90_10)_ 1
     mm(8_90_10) c_e_split(8)_ -1
     mm(8_90_10) c_u_step(8)_ 19.573818561547327
     mm(8_90_20) c_u_only_chosen(8_90_20)_ 1
     mm(8_90_20) c_e_split(8)_ -1
     mm(8_90_20) c_u_step(8)_ 16.831956734786406
     mm(8_90_30) c_u_only_chosen(8_90_30)_ 1
     mm(8_90_30) c_e_split(8)_ -1
     mm(8_90_30) c_u_step(8)_ 14.763863858488435
     mm(8_90_40) c_u_only_chosen(8_90_40)_ 1
     mm(8_90_40) c_e_split(8)_ -1
     mm(8_90_40) c_u_step(8)_ 13.14836324866644
     mm(8_90_50) c_u_only_chosen(8_90_50)_ 1
     mm(8_90_50) c_e_split(8)_ -1
     mm(8_90_50) c_u_step(8)_ 11.851537056937341
     mm(8_90_60) c_u_only_chosen(8_90_60)_ 1
     mm(8_90_60) c_e_split(8)_ -1
     mm(8_90_60) c_u_step(8)_ 10.787557679505008
     mm(8_90_70) c_u_only_chosen(8_90_70)_ 1
     mm(8_90_70) c_e_split(8)_ -1
     mm(8_90_70) c_u_step(8)_ 9.8988794015453632
     mm(8_90_80) c_u_only_chosen(8_90_80)_ 1
     mm(8_90_80) c_e_split(8)_ -1
     mm(8_90_80) c_u_step(8)_ 9.1454757248517922
     mm(8_90_90) c_u_only_chosen(8_90_90)_ 1
     mm(8_90_90) c_e_split(8)_ -1
     mm(8_90_90) c_u_step(8)_ 8.4986439625330679
     mm(8_90_100) c_u_only_chosen(8_90_100)_ 1
     mm(8_90_100) c_e_split(8)_ -1
     mm(8_90_100) c_u_step(8)_ 7.9372652620779585
     mm(8_100_10) c_u_only_chosen(8_100_10)_ 1
     mm(8_100_10) c_e_split(8)_ -1
     mm(8_100_10) c_u_step(8)_ 120.16129476215649
     mm(8_100_20) c_u_only_chosen(8_100_20)_ 1
     mm(8_100_20) c_e_split(8)_ -1
     mm(8_100_20) c_u_step(8)_ 60.080647381077881
     mm(8_100_30) c_u_only_chosen(8_100_30)_ 1
     mm(8_100_30) c_e_split(8)_ -1
     mm(8_100_30) c_u_step(8)_ 40.053764920718699
     mm(8_100_40) c_u_only_chosen(8_100_40)_ 1
     mm(8_100_40) c_e_split(8)_ -1
     mm(8_100_40) c_u_step(8)_ 30.040323690538941
     mm(8_100_50) c_u_only_chosen(8_100_50)_ 1
     mm(8_100_50) c_e_split(8)_ -1
     mm(8_100_50) c_u_step(8)_ 24.032258952431199
     mm(8_100_60) c_u_only_chosen(8_100_60)_ 1
     mm(8_100_60) c_e_split(8)_ -1
     mm(8_100_60) c_u_step(8)_ 20.026882460359349
     mm(8_100_70) c_u_only_chosen(8_100_70)_ 1
     mm(8_100_70) c_e_split(8)_ -1
     mm(8_100_70) c_u_step(8)_ 17.165899251736565
     mm(8_100_80) c_u_only_chosen(8_100_80)_ 1
     mm(8_100_80) c_e_split(8)_ -1
     mm(8_100_80) c_u_step(8)_ 15.020161845269497
     mm(8_100_90) c_u_only_chosen(8_100_90)_ 1
     mm(8_100_90) c_e_split(8)_ -1
     mm(8_100_90) c_u_step(8)_ 13.351254973572878
     mm(8_100_100) c_u_only_chosen(8_100_100)_ 1
     mm(8_100_100) c_e_split(8)_ -1
     mm(8_100_100) c_u_step(8)_ 12.0161294762156
     mm(9_10_90) c_u_only_chosen(9_10_90)_ 1
     mm(9_10_90) c_e_split(9)_ -1
     mm(9_10_90) c_u_step(9)_ 2.6239652395395585
     mm(9_10_100) c_u_only_chosen(9_10_100)_ 1
     mm(9_10_100) c_e_split(9)_ -1
     mm(9_10_100) c_u_step(9)_ 2.5776103180796421
     mm(9_20_80) c_u_only_chosen(9_20_80)_ 1
     mm(9_20_80) c_e_split(9)_ -1
     mm(9_20_80) c_u_step(9)_ 2.9495999960977972
     mm(9_20_90) c_u_only_chosen(9_20_90)_ 1
     mm(9_20_90) c_e_split(9)_ -1
     mm(9_20_90) c_u_step(9)_ 2.891153987442189
     mm(9_20_100) c_u_only_chosen(9_20_100)_ 1
     mm(9_20_100) c_e_split(9)_ -1
     mm(9_20_100) c_u_step(9)_ 2.8349791780450855
     mm(9_30_70) c_u_only_chosen(9_30_70)_ 1
     mm(9_30_70) c_e_split(9)_ -1
     mm(9_30_70) c_u_step(9)_ 3.3675086840718471
     mm(9_30_80) c_u_only_chosen(9_30_80)_ 1
     mm(9_30_80) c_e_split(9)_ -1
     mm(9_30_80) c_u_step(9)_ 3.291541065458838
     mm(9_30_90) c_u_only_chosen(9_30_90)_ 1
     mm(9_30_90) c_e_split(9)_ -1
     mm(9_30_90) c_u_step(9)_ 3.2189253381152594
     mm(9_30_100) c_u_only_chosen(9_30_100)_ 1
     mm(9_30_100) c_e_split(9)_ -1
     mm(9_30_100) c_u_step(9)_ 3.1494444491174556
     mm(9_40_60) c_u_only_chosen(9_40_60)_ 1
     mm(9_40_60) c_e_split(9)_ -1
     mm(9_40_60) c_u_step(9)_ 3.9233865398696195
     mm(9_40_70) c_u_only_chosen(9_40_70)_ 1
     mm(9_40_70) c_e_split(9)_ -1
     mm(9_40_70) c_u_step(9)_ 3.8206513986593147
     mm(9_40_80) c_u_only_chosen(9_40_80)_ 1
     mm(9_40_80) c_e_split(9)_ -1
     mm(9_40_80) c_u_step(9)_ 3.7231592729739011
     mm(9_40_90) c_u_only_chosen(9_40_90)_ 1
     mm(9_40_90) c_e_split(9)_ -1
     mm(9_40_90) c_u_step(9)_ 3.6305187891497943
     mm(9_40_100) c_u_only_chosen(9_40_100)_ 1
     mm(9_40_100) c_e_split(9)_ -1
     mm(9_40_100) c_u_step(9)_ 3.5423765808066667
     mm(9_50_50) c_u_only_chosen(9_50_50)_ 1
     mm(9_50_50) c_e_split(9)_ -1
     mm(9_50_50) c_u_step(9)_ 4.3307649021785704
     mm(9_50_60) c_u_only_chosen(9_50_60)_ 1
     mm(9_50_60) c_e_split(9)_ -1
     mm(9_50_60) c_u_step(9)_ 4.2802278189645522
     mm(9_50_70) c_u_only_chosen(9_50_70)_ 1
     mm(9_50_70) c_e_split(9)_ -1
     mm(9_50_70) c_u_step(9)_ 4.230856597765202
     mm(9_50_80) c_u_only_chosen(9_50_80)_ 1
     mm(9_50_80) c_e_split(9)_ -1
     mm(9_50_80) c_u_step(9)_ 4.1826113549578938
     mm(9_50_90) c_u_only_chosen(9_50_90)_ 1
     mm(9_50_90) c_e_split(9)_ -1
     mm(9_50_90) c_u_step(9)_ 4.1354540056105948
     mm(9_50_100) c_u_only_chosen(9_50_100)_ 1
     mm(9_50_100) c_e_split(9)_ -1
     mm(9_50_100) c_u_step(9)_ 4.0473311831648102
     mm(9_60_40) c_u_only_chosen(9_60_40)_ 1
     mm(9_60_40) c_e_split(9)_ -1
     mm(9_60_40) c_u_step(9)_ 4.8934546403868318
     mm(9_60_50) c_u_only_chosen(9_60_50)_ 1
     mm(9_60_50) c_e_split(9)_ -1
     mm(9_60_50) c_u_step(9)_ 4.7019713226246012
     mm(9_60_60) c_u_only_chosen(9_60_60)_ 1
     mm(9_60_60) c_e_split(9)_ -1
     mm(9_60_60) c_u_step(9)_ 4.5532750675788893
     mm(9_60_70) c_u_only_chosen(9_60_70)_ 1
     mm(9_60_70) c_e_split(9)_ -1
     mm(9_60_70) c_u_step(9)_ 4.4974449652653785
     mm(9_60_80) c_u_only_chosen(9_60_80)_ 1
     mm(9_60_80) c_e_split(9)_ -1
     mm(9_60_80) c_u_step(9)_ 4.442967403286465
     mm(9_60_90) c_u_only_chosen(9_60_90)_ 1
     mm(9_60_90) c_e_split(9)_ -1
     mm(9_60_90) c_u_step(9)_ 4.3897938198974336
     mm(9_60_100) c_u_only_chosen(9_60_100)_ 1
     mm(9_60_100) c_e_split(9)_ -1
     mm(9_60_100) c_u_step(9)_ 4.3378779506142591
     mm(9_70_30) c_u_only_chosen(9_70_30)_ 1
     mm(9_70_30) c_e_split(9)_ -1
     mm(9_70_30) c_u_step(9)_ 6.5246061871824432
     mm(9_70_40) c_u_only_chosen(9_70_40)_ 1
     mm(9_70_40) c_e_split(9)_ -1
     mm(9_70_40) c_u_step(9)_ 6.1885744300665255
     mm(9_70_50) c_u_only_chosen(9_70_50)_ 1
     mm(9_70_50) c_e_split(9)_ -1
     mm(9_70_50) c_u_step(9)_ 5.885460119609994
     mm(9_70_60) c_u_only_chosen(9_70_60)_ 1
     mm(9_70_60) c_e_split(9)_ -1
     mm(9_70_60) c_u_step(9)_ 5.6106522449287981
     mm(9_70_70) c_u_only_chosen(9_70_70)_ 1
     mm(9_70_70) c_e_split(9)_ -1
     mm(9_70_70) c_u_step(9)_ 5.3603625788894291
     mm(9_70_80) c_u_only_chosen(9_70_80)_ 1
     mm(9_70_80) c_e_split(9)_ -1
     mm(9_70_80) c_u_step(9)_ 5.1314499945129457
     mm(9_70_90) c_u_only_chosen(9_70_90)_ 1
     mm(9_70_90) c_e_split(9)_ -1
     mm(9_70_90) c_u_step(9)_ 4.9212879528294806
     mm(9_70_100) c_u_only_chosen(9_70_100)_ 1
     mm(9_70_100) c_e_split(9)_ -1
     mm(9_70_100) c_u_step(9)_ 4.7276632723265957
     mm(9_80_20) c_u_only_chosen(9_80_20)_ 1
     mm(9_80_20) c_e_split(9)_ -1
     mm(9_80_20) c_u_step(9)_ 9.7869092807736635
     mm(9_80_30) c_u_only_chosen(9_80_30)_ 1
     mm(9_80_30) c_e_split(9)_ -1
     mm(9_80_30) c_u_step(9)_ 9.0498187301535875
     mm(9_80_40) c_u_only_chosen(9_80_40)_ 1
     mm(9_80_40) c_e_split(9)_ -1
     mm(9_80_40) c_u_step(9)_ 8.4159783673932029
     mm(9_80_50) c_u_only_chosen(9_80_50)_ 1
     mm(9_80_50) c_e_split(9)_ -1
     mm(9_80_50) c_u_step(9)_ 7.8651135826884717
     mm(9_80_60) c_u_only_chosen(9_80_60)_ 1
     mm(9_80_60) c_e_split(9)_ -1
     mm(9_80_60) c_u_step(9)_ 7.3819319292442174
     mm(9_80_70) c_u_only_chosen(9_80_70)_ 1
     mm(9_80_70) c_e_split(9)_ -1
     mm(9_80_70) c_u_step(9)_ 6.9546813380399968
     mm(9_80_80) c_u_only_chosen(9_80_80)_ 1
     mm(9_80_80) c_e_split(9)_ -1
     mm(9_80_80) c_u_step(9)_ 6.5741816243332201
     mm(9_80_90) c_u_only_chosen(9_80_90)_ 1
     mm(9_80_90) c_e_split(9)_ -1
     mm(9_80_90) c_u_step(9)_ 6.2331574276203918
     mm(9_80_100) c_u_only_chosen(9_80_100)_ 1
     mm(9_80_100) c_e_split(9)_ -1
     mm(9_80_100) c_u_step(9)_ 5.9257685284686756
     mm(9_90_10) c_u_only_chosen(9_90_10)_ 1
     mm(9_90_10) c_e_split(9)_ -1
     mm(9_90_10) c_u_step(9)_ 19.573818561547327
     mm(9_90_20) c_u_only_chosen(9_90_20)_ 1
     mm(9_90_20) c_e_split(9)_ -1
     mm(9_90_20) c_u_step(9)_ 16.831956734786406
     mm(9_90_30) c_u_only_chosen(9_90_30)_ 1
     mm(9_90_30) c_e_split(9)_ -1
     mm(9_90_30) c_u_step(9)_ 14.763863858488435
     mm(9_90_40) c_u_only_chosen(9_90_40)_ 1
     mm(9_90_40) c_e_split(9)_ -1
     mm(9_90_40) c_u_step(9)_ 13.14836324866644
     mm(9_90_50) c_u_only_chosen(9_90_50)_ 1
     mm(9_90_50) c_e_split(9)_ -1
     mm(9_90_50) c_u_step(9)_ 11.851537056937341
     mm(9_90_60) c_u_only_chosen(9_90_60)_ 1
     mm(9_90_60) c_e_split(9)_ -1
     mm(9_90_60) c_u_step(9)_ 10.787557679505008
     mm(9_90_70) c_u_only_chosen(9_90_70)_ 1
     mm(9_90_70) c_e_split(9)_ -1
     mm(9_90_70) c_u_step(9)_ 9.8988794015453632
     mm(9_90_80) c_u_only_chosen(9_90_80)_ 1
     mm(9_90_80) c_e_split(9)_ -1
     mm(9_90_80) c_u_step(9)_ 9.1454757248517922
     mm(9_90_90) c_u_only_chosen(9_90_90)_ 1
     mm(9_90_90) c_e_split(9)_ -1
     mm(9_90_90) c_u_step(9)_ 8.4986439625330679
     mm(9_90_100) c_u_only_chosen(9_90_100)_ 1
     mm(9_90_100) c_e_split(9)_ -1
     mm(9_90_100) c_u_step(9)_ 7.9372652620779585
     mm(9_100_10) c_u_only_chosen(9_100_10)_ 1
     mm(9_100_10) c_e_split(9)_ -1
     mm(9_100_10) c_u_step(9)_ 120.16129476215649
     mm(9_100_20) c_u_only_chosen(9_100_20)_ 1
     mm(9_100_20) c_e_split(9)_ -1
     mm(9_100_20) c_u_step(9)_ 60.080647381077881
     mm(9_100_30) c_u_only_chosen(9_100_30)_ 1
     mm(9_100_30) c_e_split(9)_ -1
     mm(9_100_30) c_u_step(9)_ 40.053764920718699
     mm(9_100_40) c_u_only_chosen(9_100_40)_ 1
     mm(9_100_40) c_e_split(9)_ -1
     mm(9_100_40) c_u_step(9)_ 30.040323690538941
     mm(9_100_50) c_u_only_chosen(9_100_50)_ 1
     mm(9_100_50) c_e_split(9)_ -1
     mm(9_100_50) c_u_step(9)_ 24.032258952431199
     mm(9_100_60) c_u_only_chosen(9_100_60)_ 1
     mm(9_100_60) c_e_split(9)_ -1
     mm(9_100_60) c_u_step(9)_ 20.026882460359349
     mm(9_100_70) c_u_only_chosen(9_100_70)_ 1
     mm(9_100_70) c_e_split(9)_ -1
     mm(9_100_70) c_u_step(9)_ 17.165899251736565
     mm(9_100_80) c_u_only_chosen(9_100_80)_ 1
     mm(9_100_80) c_e_split(9)_ -1
     mm(9_100_80) c_u_step(9)_ 15.020161845269497
     mm(9_100_90) c_u_only_chosen(9_100_90)_ 1
     mm(9_100_90) c_e_split(9)_ -1
     mm(9_100_90) c_u_step(9)_ 13.351254973572878
     mm(9_100_100) c_u_only_chosen(9_100_100)_ 1
     mm(9_100_100) c_e_split(9)_ -1
     mm(9_100_100) c_u_step(9)_ 12.0161294762156
     mm(10_10_90) c_u_only_chosen(10_10_90)_ 1
     mm(10_10_90) c_e_split(10)_ -1
     mm(10_10_90) c_u_step(10)_ 2.6239652395395585
     mm(10_10_100) c_u_only_chosen(10_10_100)_ 1
     mm(10_10_100) c_e_split(10)_ -1
     mm(10_10_100) c_u_step(10)_ 2.5776103180796421
     mm(10_20_80) c_u_only_chosen(10_20_80)_ 1
     mm(10_20_80) c_e_split(10)_ -1
     mm(10_20_80) c_u_step(10)_ 2.9495999960977972
     mm(10_20_90) c_u_only_chosen(10_20_90)_ 1
     mm(10_20_90) c_e_split(10)_ -1
     mm(10_20_90) c_u_step(10)_ 2.891153987442189
     mm(10_20_100) c_u_only_chosen(10_20_100)_ 1
     mm(10_20_100) c_e_split(10)_ -1
     mm(10_20_100) c_u_step(10)_ 2.8349791780450855
     mm(10_30_70) c_u_only_chosen(10_30_70)_ 1
     mm(10_30_70) c_e_split(10)_ -1
     mm(10_30_70) c_u_step(10)_ 3.3675086840718471
     mm(10_30_80) c_u_only_chosen(10_30_80)_ 1
     mm(10_30_80) c_e_split(10)_ -1
     mm(10_30_80) c_u_step(10)_ 3.291541065458838
     mm(10_30_90) c_u_only_chosen(10_30_90)_ 1
     mm(10_30_90) c_e_split(10)_ -1
     mm(10_30_90) c_u_step(10)_ 3.2189253381152594
     mm(10_30_100) c_u_only_chosen(10_30_100)_ 1
     mm(10_30_100) c_e_split(10)_ -1
     mm(10_30_100) c_u_step(10)_ 3.1494444491174556
     mm(10_40_60) c_u_only_chosen(10_40_60)_ 1
     mm(10_40_60) c_e_split(10)_ -1
     mm(10_40_60) c_u_step(10)_ 3.9233865398696195
     mm(10_40_70) c_u_only_chosen(10_40_70)_ 1
     mm(10_40_70) c_e_split(10)_ -1
     mm(10_40_70) c_u_step(10)_ 3.8206513986593147
     mm(10_40_80) c_u_only_chosen(10_40_80)_ 1
     mm(10_40_80) c_e_split(10)_ -1
     mm(10_40_80) c_u_step(10)_ 3.7231592729739011
     mm(10_40_90) c_u_only_chosen(10_40_90)_ 1
     mm(10_40_90) c_e_split(10)_ -1
     mm(10_40_90) c_u_step(10)_ 3.6305187891497943
     mm(10_40_100) c_u_only_chosen(10_40_100)_ 1
     mm(10_40_100) c_e_split(10)_ -1
     mm(10_40_100) c_u_step(10)_ 3.5423765808066667
     mm(10_50_50) c_u_only_chosen(10_50_50)_ 1
     mm(10_50_50) c_e_split(10)_ -1
     mm(10_50_50) c_u_step(10)_ 4.3307649021785704
     mm(10_50_60) c_u_only_chosen(10_50_60)_ 1
     mm(10_50_60) c_e_split(10)_ -1
     mm(10_50_60) c_u_step(10)_ 4.2802278189645522
     mm(10_50_70) c_u_only_chosen(10_50_70)_ 1
     mm(10_50_70) c_e_split(10)_ -1
     mm(10_50_70) c_u_step(10)_ 4.230856597765202
     mm(10_50_80) c_u_only_chosen(10_50_80)_ 1
     mm(10_50_80) c_e_split(10)_ -1
     mm(10_50_80) c_u_step(10)_ 4.1826113549578938
     mm(10_50_90) c_u_only_chosen(10_50_90)_ 1
     mm(10_50_90) c_e_split(10)_ -1
     mm(10_50_90) c_u_step(10)_ 4.1354540056105948
     mm(10_50_100) c_u_only_chosen(10_50_100)_ 1
     mm(10_50_100) c_e_split(10)_ -1
     mm(10_50_100) c_u_step(10)_ 4.0473311831648102
     mm(10_60_40) c_u_only_chosen(10_60_40)_ 1
     mm(10_60_40) c_e_split(10)_ -1
     mm(10_60_40) c_u_step(10)_ 4.8934546403868318
     mm(10_60_50) c_u_only_chosen(10_60_50)_ 1
     mm(10_60_50) c_e_split(10)_ -1
     mm(10_60_50) c_u_step(10)_ 4.7019713226246012
     mm(10_60_60) c_u_only_chosen(10_60_60)_ 1
     mm(10_60_60) c_e_split(10)_ -1
     mm(10_60_60) c_u_step(10)_ 4.5532750675788893
     mm(10_60_70) c_u_only_chosen(10_60_70)_ 1
     mm(10_60_70) c_e_split(10)_ -1
     mm(10_60_70) c_u_step(10)_ 4.4974449652653785
     mm(10_60_80) c_u_only_chosen(10_60_80)_ 1
     mm(10_60_80) c_e_split(10)_ -1
     mm(10_60_80) c_u_step(10)_ 4.442967403286465
     mm(10_60_90) c_u_only_chosen(10_60_90)_ 1
     mm(10_60_90) c_e_split(10)_ -1
     mm(10_60_90) c_u_step(10)_ 4.3897938198974336
     mm(10_60_100) c_u_only_chosen(10_60_100)_ 1
     mm(10_60_100) c_e_split(10)_ -1
     mm(10_60_100) c_u_step(10)_ 4.3378779506142591
     mm(10_70_30) c_u_only_chosen(10_70_30)_ 1
     mm(10_70_30) c_e_split(10)_ -1
     mm(10_70_30) c_u_step(10)_ 6.5246061871824432
     mm(10_70_40) c_u_only_chosen(10_70_40)_ 1
     mm(10_70_40) c_e_split(10)_ -1
     mm(10_70_40) c_u_step(10)_ 6.1885744300665255
     mm(10_70_50) c_u_only_chosen(10_70_50)_ 1
     mm(10_70_50) c_e_split(10)_ -1
     mm(10_70_50) c_u_step(10)_ 5.885460119609994
     mm(10_70_60) c_u_only_chosen(10_70_60)_ 1
     mm(10_70_60) c_e_split(10)_ -1
     mm(10_70_60) c_u_step(10)_ 5.6106522449287981
     mm(10_70_70) c_u_only_chosen(10_70_70)_ 1
     mm(10_70_70) c_e_split(10)_ -1
     mm(10_70_70) c_u_step(10)_ 5.3603625788894291
     mm(10_70_80) c_u_only_chosen(10_70_80)_ 1
     mm(10_70_80) c_e_split(10)_ -1
     mm(10_70_80) c_u_step(10)_ 5.1314499945129457
     mm(10_70_90) c_u_only_chosen(10_70_90)_ 1
     mm(10_70_90) c_e_split(10)_ -1
     mm(10_70_90) c_u_step(10)_ 4.9212879528294806
     mm(10_70_100) c_u_only_chosen(10_70_100)_ 1
     mm(10_70_100) c_e_split(10)_ -1
     mm(10_70_100) c_u_step(10)_ 4.7276632723265957
     mm(10_80_20) c_u_only_chosen(10_80_20)_ 1
     mm(10_80_20) c_e_split(10)_ -1
     mm(10_80_20) c_u_step(10)_ 9.7869092807736635
     mm(10_80_30) c_u_only_chosen(10_80_30)_ 1
     mm(10_80_30) c_e_split(10)_ -1
     mm(10_80_30) c_u_step(10)_ 9.0498187301535875
     mm(10_80_40) c_u_only_chosen(10_80_40)_ 1
     mm(10_80_40) c_e_split(10)_ -1
     mm(10_80_40) c_u_step(10)_ 8.4159783673932029
     mm(10_80_50) c_u_only_chosen(10_80_50)_ 1
     mm(10_80_50) c_e_split(10)_ -1
     mm(10_80_50) c_u_step(10)_ 7.8651135826884717
     mm(10_80_60) c_u_only_chosen(10_80_60)_ 1
     mm(10_80_60) c_e_split(10)_ -1
     mm(10_80_60) c_u_step(10)_ 7.3819319292442174
     mm(10_80_70) c_u_only_chosen(10_80_70)_ 1
     mm(10_80_70) c_e_split(10)_ -1
     mm(10_80_70) c_u_step(10)_ 6.9546813380399968
     mm(10_80_80) c_u_only_chosen(10_80_80)_ 1
     mm(10_80_80) c_e_split(10)_ -1
     mm(10_80_80) c_u_step(10)_ 6.5741816243332201
     mm(10_80_90) c_u_only_chosen(10_80_90)_ 1
     mm(10_80_90) c_e_split(10)_ -1
     mm(10_80_90) c_u_step(10)_ 6.2331574276203918
     mm(10_80_100) c_u_only_chosen(10_80_100)_ 1
     mm(10_80_100) c_e_split(10)_ -1
     mm(10_80_100) c_u_step(10)_ 5.9257685284686756
     mm(10_90_10) c_u_only_chosen(10_90_10)_ 1
     mm(10_90_10) c_e_split(10)_ -1
     mm(10_90_10) c_u_step(10)_ 19.573818561547327
     mm(10_90_20) c_u_only_chosen(10_90_20)_ 1
     mm(10_90_20) c_e_split(10)_ -1
     mm(10_90_20) c_u_step(10)_ 16.831956734786406
     mm(10_90_30) c_u_only_chosen(10_90_30)_ 1
     mm(10_90_30) c_e_split(10)_ -1
     mm(10_90_30) c_u_step(10)_ 14.763863858488435
     mm(10_90_40) c_u_only_chosen(10_90_40)_ 1
     mm(10_90_40) c_e_split(10)_ -1
     mm(10_90_40) c_u_step(10)_ 13.14836324866644
     mm(10_90_50) c_u_only_chosen(10_90_50)_ 1
     mm(10_90_50) c_e_split(10)_ -1
     mm(10_90_50) c_u_step(10)_ 11.851537056937341
     mm(10_90_60) c_u_only_chosen(10_90_60)_ 1
     mm(10_90_60) c_e_split(10)_ -1
     mm(10_90_60) c_u_step(10)_ 10.787557679505008
     mm(10_90_70) c_u_only_chosen(10_90_70)_ 1
     mm(10_90_70) c_e_split(10)_ -1
     mm(10_90_70) c_u_step(10)_ 9.8988794015453632
     mm(10_90_80) c_u_only_chosen(10_90_80)_ 1
     mm(10_90_80) c_e_split(10)_ -1
     mm(10_90_80) c_u_step(10)_ 9.1454757248517922
     mm(10_90_90) c_u_only_chosen(10_90_90)_ 1
     mm(10_90_90) c_e_split(10)_ -1
     mm(10_90_90) c_u_step(10)_ 8.4986439625330679
     mm(10_90_100) c_u_only_chosen(10_90_100)_ 1
     mm(10_90_100) c_e_split(10)_ -1
     mm(10_90_100) c_u_step(10)_ 7.9372652620779585
     mm(10_100_10) c_u_only_chosen(10_100_10)_ 1
     mm(10_100_10) c_e_split(10)_ -1
     mm(10_100_10) c_u_step(10)_ 120.16129476215649
     mm(10_100_20) c_u_only_chosen(10_100_20)_ 1
     mm(10_100_20) c_e_split(10)_ -1
     mm(10_100_20) c_u_step(10)_ 60.080647381077881
     mm(10_100_30) c_u_only_chosen(10_100_30)_ 1
     mm(10_100_30) c_e_split(10)_ -1
     mm(10_100_30) c_u_step(10)_ 40.053764920718699
     mm(10_100_40) c_u_only_chosen(10_100_40)_ 1
     mm(10_100_40) c_e_split(10)_ -1
     mm(10_100_40) c_u_step(10)_ 30.040323690538941
     mm(10_100_50) c_u_only_chosen(10_100_50)_ 1
     mm(10_100_50) c_e_split(10)_ -1
     mm(10_100_50) c_u_step(10)_ 24.032258952431199
     mm(10_100_60) c_u_only_chosen(10_100_60)_ 1
     mm(10_100_60) c_e_split(10)_ -1
     mm(10_100_60) c_u_step(10)_ 20.026882460359349
     mm(10_100_70) c_u_only_chosen(10_100_70)_ 1
     mm(10_100_70) c_e_split(10)_ -1
     mm(10_100_70) c_u_step(10)_ 17.165899251736565
     mm(10_100_80) c_u_only_chosen(10_100_80)_ 1
     mm(10_100_80) c_e_split(10)_ -1
     mm(10_100_80) c_u_step(10)_ 15.020161845269497
     mm(10_100_90) c_u_only_chosen(10_100_90)_ 1
     mm(10_100_90) c_e_split(10)_ -1
     mm(10_100_90) c_u_step(10)_ 13.351254973572878
     mm(10_100_100) c_u_only_chosen(10_100_100)_ 1
     mm(10_100_100) c_e_split(10)_ -1
     mm(10_100_100) c_u_step(10)_ 12.0161294762156
     mm(11_10_90) c_u_only_chosen(11_10_90)_ 1
     mm(11_10_90) c_e_split(11)_ -1
     mm(11_10_90) c_u_step(11)_ 2.6239652395395585
     mm(11_10_100) c_u_only_chosen(11_10_100)_ 1
     mm(11_10_100) c_e_split(11)_ -1
     mm(11_10_100) c_u_step(11)_ 2.5776103180796421
     mm(11_20_80) c_u_only_chosen(11_20_80)_ 1
     mm(11_20_80) c_e_split(11)_ -1
     mm(11_20_80) c_u_step(11)_ 2.9495999960977972
     mm(11_20_90) c_u_only_chosen(11_20_90)_ 1
     mm(11_20_90) c_e_split(11)_ -1
     mm(11_20_90) c_u_step(11)_ 2.891153987442189
     mm(11_20_100) c_u_only_chosen(11_20_100)_ 1
     mm(11_20_100) c_e_split(11)_ -1
     mm(11_20_100) c_u_step(11)_ 2.8349791780450855
     mm(11_30_70) c_u_only_chosen(11_30_70)_ 1
     mm(11_30_70) c_e_split(11)_ -1
     mm(11_30_70) c_u_step(11)_ 3.3675086840718471
     mm(11_30_80) c_u_only_chosen(11_30_80)_ 1
     mm(11_30_80) c_e_split(11)_ -1
     mm(11_30_80) c_u_step(11)_ 3.291541065458838
     mm(11_30_90) c_u_only_chosen(11_30_90)_ 1
     mm(11_30_90) c_e_split(11)_ -1
     mm(11_30_90) c_u_step(11)_ 3.2189253381152594
     mm(11_30_100) c_u_only_chosen(11_30_100)_ 1
     mm(11_30_100) c_e_split(11)_ -1
     mm(11_30_100) c_u_step(11)_ 3.1494444491174556
     mm(11_40_60) c_u_only_chosen(11_40_60)_ 1
     mm(11_40_60) c_e_split(11)_ -1
     mm(11_40_60) c_u_step(11)_ 3.9233865398696195
     mm(11_40_70) c_u_only_chosen(11_40_70)_ 1
     mm(11_40_70) c_e_split(11)_ -1
     mm(11_40_70) c_u_step(11)_ 3.8206513986593147
     mm(11_40_80) c_u_only_chosen(11_40_80)_ 1
     mm(11_40_80) c_e_split(11)_ -1
     mm(11_40_80) c_u_step(11)_ 3.7231592729739011
     mm(11_40_90) c_u_only_chosen(11_40_90)_ 1
     mm(11_40_90) c_e_split(11)_ -1
     mm(11_40_90) c_u_step(11)_ 3.6305187891497943
     mm(11_40_100) c_u_only_chosen(11_40_100)_ 1
     mm(11_40_100) c_e_split(11)_ -1
     mm(11_40_100) c_u_step(11)_ 3.5423765808066667
     mm(11_50_50) c_u_only_chosen(11_50_50)_ 1
     mm(11_50_50) c_e_split(11)_ -1
     mm(11_50_50) c_u_step(11)_ 4.3307649021785704
     mm(11_50_60) c_u_only_chosen(11_50_60)_ 1
     mm(11_50_60) c_e_split(11)_ -1
     mm(11_50_60) c_u_step(11)_ 4.2802278189645522
     mm(11_50_70) c_u_only_chosen(11_50_70)_ 1
     mm(11_50_70) c_e_split(11)_ -1
     mm(11_50_70) c_u_step(11)_ 4.230856597765202
     mm(11_50_80) c_u_only_chosen(11_50_80)_ 1
     mm(11_50_80) c_e_split(11)_ -1
     mm(11_50_80) c_u_step(11)_ 4.1826113549578938
     mm(11_50_90) c_u_only_chosen(11_50_90)_ 1
     mm(11_50_90) c_e_split(11)_ -1
     mm(11_50_90) c_u_step(11)_ 4.1354540056105948
     mm(11_50_100) c_u_only_chosen(11_50_100)_ 1
     mm(11_50_100) c_e_split(11)_ -1
     mm(11_50_100) c_u_step(11)_ 4.0473311831648102
     mm(11_60_40) c_u_only_chosen(11_60_40)_ 1
     mm(11_60_40) c_e_split(11)_ -1
     mm(11_60_40) c_u_step(11)_ 4.8934546403868318
     mm(11_60_50) c_u_only_chosen(11_60_50)_ 1
     mm(11_60_50) c_e_split(11)_ -1
     mm(11_60_50) c_u_step(11)_ 4.7019713226246012
     mm(11_60_60) c_u_only_chosen(11_60_60)_ 1
     mm(11_60_60) c_e_split(11)_ -1
     mm(11_60_60) c_u_step(11)_ 4.5532750675788893
     mm(11_60_70) c_u_only_chosen(11_60_70)_ 1
     mm(11_60_70) c_e_split(11)_ -1
     mm(11_60_70) c_u_step(11)_ 4.4974449652653785
     mm(11_60_80) c_u_only_chosen(11_60_80)_ 1
     mm(11_60_80) c_e_split(11)_ -1
     mm(11_60_80) c_u_step(11)_ 4.442967403286465
     mm(11_60_90) c_u_only_chosen(11_60_90)_ 1
     mm(11_60_90) c_e_split(11)_ -1
     mm(11_60_90) c_u_step(11)_ 4.3897938198974336
     mm(11_60_100) c_u_only_chosen(11_60_100)_ 1
     mm(11_60_100) c_e_split(11)_ -1
     mm(11_60_100) c_u_step(11)_ 4.3378779506142591
     mm(11_70_30) c_u_only_chosen(11_70_30)_ 1
     mm(11_70_30) c_e_split(11)_ -1
     mm(11_70_30) c_u_step(11)_ 6.5246061871824432
     mm(11_70_40) c_u_only_chosen(11_70_40)_ 1
     mm(11_70_40) c_e_split(11)_ -1
     mm(11_70_40) c_u_step(11)_ 6.1885744300665255
     mm(11_70_50) c_u_only_chosen(11_70_50)_ 1
     mm(11_70_50) c_e_split(11)_ -1
     mm(11_70_50) c_u_step(11)_ 5.885460119609994
     mm(11_70_60) c_u_only_chosen(11_70_60)_ 1
     mm(11_70_60) c_e_split(11)_ -1
     mm(11_70_60) c_u_step(11)_ 5.6106522449287981
     mm(11_70_70) c_u_only_chosen(11_70_70)_ 1
     mm(11_70_70) c_e_split(11)_ -1
     mm(11_70_70) c_u_step(11)_ 5.3603625788894291
     mm(11_70_80) c_u_only_chosen(11_70_80)_ 1
     mm(11_70_80) c_e_split(11)_ -1
     mm(11_70_80) c_u_step(11)_ 5.1314499945129457
     mm(11_70_90) c_u_only_chosen(11_70_90)_ 1
     mm(11_70_90) c_e_split(11)_ -1
     mm(11_70_90) c_u_step(11)_ 4.9212879528294806
     mm(11_70_100) c_u_only_chosen(11_70_100)_ 1
     mm(11_70_100) c_e_split(11)_ -1
     mm(11_70_100) c_u_step(11)_ 4.7276632723265957
     mm(11_80_20) c_u_only_chosen(11_80_20)_ 1
     mm(11_80_20) c_e_split(11)_ -1
     mm(11_80_20) c_u_step(11)_ 9.7869092807736635
     mm(11_80_30) c_u_only_chosen(11_80_30)_ 1
     mm(11_80_30) c_e_split(11)_ -1
     mm(11_80_30) c_u_step(11)_ 9.0498187301535875
     mm(11_80_40) c_u_only_chosen(11_80_40)_ 1
     mm(11_80_40) c_e_split(11)_ -1
     mm(11_80_40) c_u_step(11)_ 8.4159783673932029
     mm(11_80_50) c_u_only_chosen(11_80_50)_ 1
     mm(11_80_50) c_e_split(11)_ -1
     mm(11_80_50) c_u_step(11)_ 7.8651135826884717
     mm(11_80_60) c_u_only_chosen(11_80_60)_ 1
     mm(11_80_60) c_e_split(11)_ -1
     mm(11_80_60) c_u_step(11)_ 7.3819319292442174
     mm(11_80_70) c_u_only_chosen(11_80_70)_ 1
     mm(11_80_70) c_e_split(11)_ -1
     mm(11_80_70) c_u_step(11)_ 6.9546813380399968
     mm(11_80_80) c_u_only_chosen(11_80_80)_ 1
     mm(11_80_80) c_e_split(11)_ -1
     mm(11_80_80) c_u_step(11)_ 6.5741816243332201
     mm(11_80_90) c_u_only_chosen(11_80_90)_ 1
     mm(11_80_90) c_e_split(11)_ -1
     mm(11_80_90) c_u_step(11)_ 6.2331574276203918
     mm(11_80_100) c_u_only_chosen(11_80_100)_ 1
     mm(11_80_100) c_e_split(11)_ -1
     mm(11_80_100) c_u_step(11)_ 5.9257685284686756
     mm(11_90_10) c_u_only_chosen(11_90_10)_ 1
     mm(11_90_10) c_e_split(11)_ -1
     mm(11_90_10) c_u_step(11)_ 19.573818561547327
     mm(11_90_20) c_u_only_chosen(11_90_20)_ 1
     mm(11_90_20) c_e_split(11)_ -1
     mm(11_90_20) c_u_step(11)_ 16.831956734786406
     mm(11_90_30) c_u_only_chosen(11_90_30)_ 1
     mm(11_90_30) c_e_split(11)_ -1
     mm(11_90_30) c_u_step(11)_ 14.763863858488435
     mm(11_90_40) c_u_only_chosen(11_90_40)_ 1
     mm(11_90_40) c_e_split(11)_ -1
     mm(11_90_40) c_u_step(11)_ 13.14836324866644
     mm(11_90_50) c_u_only_chosen(11_90_50)_ 1
     mm(11_90_50) c_e_split(11)_ -1
     mm(11_90_50) c_u_step(11)_ 11.851537056937341
     mm(11_90_60) c_u_only_chosen(11_90_60)_ 1
     mm(11_90_60) c_e_split(11)_ -1
     mm(11_90_60) c_u_step(11)_ 10.787557679505008
     mm(11_90_70) c_u_only_chosen(11_90_70)_ 1
     mm(11_90_70) c_e_split(11)_ -1
     mm(11_90_70) c_u_step(11)_ 9.8988794015453632
     mm(11_90_80) c_u_only_chosen(11_90_80)_ 1
     mm(11_90_80) c_e_split(11)_ -1
     mm(11_90_80) c_u_step(11)_ 9.1454757248517922
     mm(11_90_90) c_u_only_chosen(11_90_90)_ 1
     mm(11_90_90) c_e_split(11)_ -1
     mm(11_90_90) c_u_step(11)_ 8.4986439625330679
     mm(11_90_100) c_u_only_chosen(11_90_100)_ 1
     mm(11_90_100) c_e_split(11)_ -1
     mm(11_90_100) c_u_step(11)_ 7.9372652620779585
     mm(11_100_10) c_u_only_chosen(11_100_10)_ 1
     mm(11_100_10) c_e_split(11)_ -1
     mm(11_100_10) c_u_step(11)_ 120.16129476215649
     mm(11_100_20) c_u_only_chosen(11_100_20)_ 1
     mm(11_100_20) c_e_split(11)_ -1
     mm(11_100_20) c_u_step(11)_ 60.080647381077881
     mm(11_100_30) c_u_only_chosen(11_100_30)_ 1
     mm(11_100_30) c_e_split(11)_ -1
     mm(11_100_30) c_u_step(11)_ 40.053764920718699
     mm(11_100_40) c_u_only_chosen(11_100_40)_ 1
     mm(11_100_40) c_e_split(11)_ -1
     mm(11_100_40) c_u_step(11)_ 30.040323690538941
     mm(11_100_50) c_u_only_chosen(11_100_50)_ 1
     mm(11_100_50) c_e_split(11)_ -1
     mm(11_100_50) c_u_step(11)_ 24.032258952431199
     mm(11_100_60) c_u_only_chosen(11_100_60)_ 1
     mm(11_100_60) c_e_split(11)_ -1
     mm(11_100_60) c_u_step(11)_ 20.026882460359349
     mm(11_100_70) c_u_only_chosen(11_100_70)_ 1
     mm(11_100_70) c_e_split(11)_ -1
     mm(11_100_70) c_u_step(11)_ 17.165899251736565
     mm(11_100_80) c_u_only_chosen(11_100_80)_ 1
     mm(11_100_80) c_e_split(11)_ -1
     mm(11_100_80) c_u_step(11)_ 15.020161845269497
     mm(11_100_90) c_u_only_chosen(11_100_90)_ 1
     mm(11_100_90) c_e_split(11)_ -1
     mm(11_100_90) c_u_step(11)_ 13.351254973572878
     mm(11_100_100) c_u_only_chosen(11_100_100)_ 1
     mm(11_100_100) c_e_split(11)_ -1
     mm(11_100_100) c_u_step(11)_ 12.0161294762156
     tau(0) obj 9.7623162042374627
     tau(0) c_u_step(0)_ -19.524632408474925
     tau(0) c_u_step(1)_ -19.524632408474925
     tau(0) c_u_step(2)_ -19.524632408474925
     tau(0) c_u_step(3)_ -19.524632408474925
     tau(0) c_u_step(4)_ -19.524632408474925
     tau(0) c_u_step(5)_ -19.524632408474925
     tau(0) c_u_step(6)_ -19.524632408474925
     tau(0) c_u_step(7)_ -19.524632408474925
     tau(0) c_u_tangent(0)_ -19.524632408474925
     tau(0) c_u_tangent(1)_ -19.524632408474925
     tau(0) c_u_tangent(2)_ -19.524632408474925
     tau(0) c_u_tangent(3)_ -19.524632408474925
     tau(0) c_u_tangent(4)_ -19.524632408474925
     tau(0) c_u_tangent(5)_ -19.524632408474925
     tau(0) c_u_tangent(6)_ -19.524632408474925
     tau(0) c_u_tangent(7)_ -19.524632408474925
     tau(0) c_u_tangent(8)_ -19.524632408474925
     tau(0) c_u_tangent(9)_ -19.524632408474925
     tau(0) c_u_tangent(10)_ -19.524632408474925
     tau(0) c_u_tangent(11)_ -19.524632408474925
     tau(1) obj 209.16274708273298
     tau(1) c_u_step(8)_ -418.32549416546595
     tau(1) c_u_step(9)_ -418.32549416546595
     tau(1) c_u_step(10)_ -418.32549416546595
     tau(1) c_u_step(11)_ -418.32549416546595
     tau(1) c_u_tangent(12)_ -418.32549416546595
     tau(1) c_u_tangent(13)_ -418.32549416546595
     tau(1) c_u_tangent(14)_ -418.32549416546595
     tau(1) c_u_tangent(15)_ -418.32549416546595
     tau(1) c_u_tangent(16)_ -418.32549416546595
     tau(1) c_u_tangent(17)_ -418.32549416546595
     tau(1) c_u_tangent(18)_ -418.32549416546595
     tau(1) c_u_tangent(19)_ -418.32549416546595
     tau(1) c_u_tangent(20)_ -418.32549416546595
     tau(1) c_u_tangent(21)_ -418.32549416546595
     tau(1) c_u_tangent(22)_ -418.32549416546595
     tau(1) c_u_tangent(23)_ -418.32549416546595
RHS
     RHS c_e_one_pair(0)_ 1
     RHS c_e_one_pair(1)_ 1
     RHS c_e_one_pair(2)_ 1
     RHS c_e_one_pair(3)_ 1
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
     RHS c_u_only_chosen(2_10_90)_ 0
     RHS c_u_only_chosen(2_10_100)_ 0
     RHS c_u_only_chosen(2_20_80)_ 0
     RHS c_u_only_chosen(2_20_90)_ 0
     RHS c_u_only_chosen(2_20_100)_ 0
     RHS c_u_only_chosen(2_30_70)_ 0
     RHS c_u_only_chosen(2_30_80)_ 0
     RHS c_u_only_chosen(2_30_90)_ 0
     RHS c_u_only_chosen(2_30_100)_ 0
     RHS c_u_only_chosen(2_40_60)_ 0
     RHS c_u_only_chosen(2_40_70)_ 0
     RHS c_u_only_chosen(2_40_80)_ 0
     RHS c_u_only_chosen(2_40_90)_ 0
     RHS c_u_only_chosen(2_40_100)_ 0
     RHS c_u_only_chosen(2_50_50)_ 0
     RHS c_u_only_chosen(2_50_60)_ 0
     RHS c_u_only_chosen(2_50_70)_ 0
     RHS c_u_only_chosen(2_50_80)_ 0
     RHS c_u_only_chosen(2_50_90)_ 0
     RHS c_u_only_chosen(2_50_100)_ 0
     RHS c_u_only_chosen(2_60_40)_ 0
     RHS c_u_only_chosen(2_60_50)_ 0
     RHS c_u_only_chosen(2_60_60)_ 0
     RHS c_u_only_chosen(2_60_70)_ 0
     RHS c_u_only_chosen(2_60_80)_ 0
     RHS c_u_only_chosen(2_60_90)_ 0
     RHS c_u_only_chosen(2_60_100)_ 0
     RHS c_u_only_chosen(2_70_30)_ 0
     RHS c_u_only_chosen(2_70_40)_ 0
     RHS c_u_only_chosen(2_70_50)_ 0
     RHS c_u_only_chosen(2_70_60)_ 0
     RHS c_u_only_chosen(2_70_70)_ 0
     RHS c_u_only_chosen(2_70_80)_ 0
     RHS c_u_only_chosen(2_70_90)_ 0
     RHS c_u_only_chosen(2_70_100)_ 0
     RHS c_u_only_chosen(2_80_20)_ 0
     RHS c_u_only_chosen(2_80_30)_ 0
     RHS c_u_only_chosen(2_80_40)_ 0
     RHS c_u_only_chosen(2_80_50)_ 0
     RHS c_u_only_chosen(2_80_60)_ 0
     RHS c_u_only_chosen(2_80_70)_ 0
     RHS c_u_only_chosen(2_80_80)_ 0
     RHS c_u_only_chosen(2_80_90)_ 0
     RHS c_u_only_chosen(2_80_100)_ 0
     RHS c_u_only_chosen(2_90_10)_ 0
     RHS c_u_only_chosen(2_90_20)_ 0
     RHS c_u_only_chosen(2_90_30)_ 0
     RHS c_u_only_chosen(2_90_40)_ 0
     RHS c_u_only_chosen(2_90_50)_ 0
     RHS c_u_only_chosen(2_90_60)_ 0
     RHS c_u_only_chosen(2_90_70)_ 0
     RHS c_u_only_chosen(2_90_80)_ 0
     RHS c_u_only_chosen(2_90_90)_ 0
     RHS c_u_only_chosen(2_90_100)_ 0
     RHS c_u_only_chosen(2_100_10)_ 0
     RHS c_u_only_chosen(2_100_20)_ 0
     RHS c_u_only_chosen(2_100_30)_ 0
     RHS c_u_only_chosen(2_100_40)_ 0
     RHS c_u_only_chosen(2_100_50)_ 0
     RHS c_u_only_chosen(2_100_60)_ 0
     RHS c_u_only_chosen(2_100_70)_ 0
     RHS c_u_only_chosen(2_100_80)_ 0
     RHS c_u_only_chosen(2_100_90)_ 0
     RHS c_u_only_chosen(2_100_100)_ 0
     RHS c_u_only_chosen(3_10_90)_ 0
     RHS c_u_only_chosen(3_10_100)_ 0
     RHS c_u_only_chosen(3_20_80)_ 0
     RHS c_u_only_chosen(3_20_90)_ 0
     RHS c_u_only_chosen(3_20_100)_ 0
     RHS c_u_only_chosen(3_30_70)_ 0
     RHS c_u_only_chosen(3_30_80)_ 0
     RHS c_u_only_chosen(3_30_90)_ 0
     RHS c_u_only_chosen(3_30_100)_ 0
     RHS c_u_only_chosen(3_40_60)_ 0
     RHS c_u_only_chosen(3_40_70)_ 0
     RHS c_u_only_chosen(3_40_80)_ 0
     RHS c_u_only_chosen(3_40_90)_ 0
     RHS c_u_only_chosen(3_40_100)_ 0
     RHS c_u_only_chosen(3_50_50)_ 0
     RHS c_u_only_chosen(3_50_60)_ 0
     RHS c_u_only_chosen(3_50_70)_ 0
     RHS c_u_only_chosen(3_50_80)_ 0
     RHS c_u_only_chosen(3_50_90)_ 0
     RHS c_u_only_chosen(3_50_100)_ 0
     RHS c_u_only_chosen(3_60_40)_ 0
     RHS c_u_only_chosen(3_60_50)_ 0
     RHS c_u_only_chosen(3_60_60)_ 0
     RHS c_u_only_chosen(3_60_70)_ 0
     RHS c_u_only_chosen(3_60_80)_ 0
     RHS c_u_only_chosen(3_60_90)_ 0
     RHS c_u_only_chosen(3_60_100)_ 0
     RHS c_u_only_chosen(3_70_30)_ 0
     RHS c_u_only_chosen(3_70_40)_ 0
     RHS c_u_only_chosen(3_70_50)_ 0
     RHS c_u_only_chosen(3_70_60)_ 0
     RHS c_u_only_chosen(3_70_70)_ 0
     RHS c_u_only_chosen(3_70_80)_ 0
     RHS c_u_only_chosen(3_70_90)_ 0
     RHS c_u_only_chosen(3_70_100)_ 0
     RHS c_u_only_chosen(3_80_20)_ 0
     RHS c_u_only_chosen(3_80_30)_ 0
     RHS c_u_only_chosen(3_80_40)_ 0
     RHS c_u_only_chosen(3_80_50)_ 0
     RHS c_u_only_chosen(3_80_60)_ 0
     RHS c_u_only_chosen(3_80_70)_ 0
     RHS c_u_only_chosen(3_80_80)_ 0
     RHS c_u_only_chosen(3_80_90)_ 0
     RHS c_u_only_chosen(3_80_100)_ 0
     RHS c_u_only_chosen(3_90_10)_ 0
     RHS c_u_only_chosen(3_90_20)_ 0
     RHS c_u_only_chosen(3_90_30)_ 0
     RHS c_u_only_chosen(3_90_40)_ 0
     RHS c_u_only_chosen(3_90_50)_ 0
     RHS c_u_only_chosen(3_90_60)_ 0
     RHS c_u_only_chosen(3_90_70)_ 0
     RHS c_u_only_chosen(3_90_80)_ 0
     RHS c_u_only_chosen(3_90_90)_ 0
     RHS c_u_only_chosen(3_90_100)_ 0
     RHS c_u_only_chosen(3_100_10)_ 0
     RHS c_u_only_chosen(3_100_20)_ 0
     RHS c_u_only_chosen(3_100_30)_ 0
     RHS c_u_only_chosen(3_100_40)_ 0
     RHS c_u_only_chosen(3_100_50)_ 0
     RHS c_u_only_chosen(3_100_60)_ 0
     RHS c_u_only_chosen(3_100_70)_ 0
     RHS c_u_only_chosen(3_100_80)_ 0
     RHS c_u_only_chosen(3_100_90)_ 0
     RHS c_u_only_chosen(3_100_100)_ 0
     RHS c_u_only_chosen(8_10_90)_ 0
     RHS c_u_only_chosen(8_10_100)_ 0
     RHS c_u_only_chosen(8_20_80)_ 0
     RHS c_u_only_chosen(8_20_90)_ 0
     RHS c_u_only_chosen(8_20_100)_ 0
     RHS c_u_only_chosen(8_30_70)_ 0
     RHS c_u_only_chosen(8_30_80)_ 0
     RHS c_u_only_chosen(8_30_90)_ 0
     RHS c_u_only_chosen(8_30_100)_ 0
     RHS c_u_only_chosen(8_40_60)_ 0
     RHS c_u_only_chosen(8_40_70)_ 0
     RHS c_u_only_chosen(8_40_80)_ 0
     RHS c_u_only_chosen(8_40_90)_ 0
     RHS c_u_only_chosen(8_40_100)_ 0
     RHS c_u_only_chosen(8_50_50)_ 0
     RHS c_u_only_chosen(8_50_60)_ 0
     RHS c_u_only_chosen(8_50_70)_ 0
     RHS c_u_only_chosen(8_50_80)_ 0
     RHS c_u_only_chosen(8_50_90)_ 0
     RHS c_u_only_chosen(8_50_100)_ 0
     RHS c_u_only_chosen(8_60_40)_ 0
     RHS c_u_only_chosen(8_60_50)_ 0
     RHS c_u_only_chosen(8_60_60)_ 0
     RHS c_u_only_chosen(8_60_70)_ 0
     RHS c_u_only_chosen(8_60_80)_ 0
     RHS c_u_only_chosen(8_60_90)_ 0
     RHS c_u_only_chosen(8_60_100)_ 0
     RHS c_u_only_chosen(8_70_30)_ 0
     RHS c_u_only_chosen(8_70_40)_ 0
     RHS c_u_only_chosen(8_70_50)_ 0
     RHS c_u_only_chosen(8_70_60)_ 0
     RHS c_u_only_chosen(8_70_70)_ 0
     RHS c_u_only_chosen(8_70_80)_ 0
     RHS c_u_only_chosen(8_70_90)_ 0
     RHS c_u_only_chosen(8_70_100)_ 0
     RHS c_u_only_chosen(8_80_20)_ 0
     RHS c_u_only_chosen(8_80_30)_ 0
     RHS c_u_only_chosen(8_80_40)_ 0
     RHS c_u_only_chosen(8_80_50)_ 0
     RHS c_u_only_chosen(8_80_60)_ 0
     RHS c_u_only_chosen(8_80_70)_ 0
     RHS c_u_only_chosen(8_80_80)_ 0
     RHS c_u_only_chosen(8_80_90)_ 0
     RHS c_u_only_chosen(8_80_100)_ 0
     RHS c_u_only_chosen(8_90_10)_ 0
     RHS c_u_only_chosen(8_90_20)_ 0
     RHS c_u_only_chosen(8_90_30)_ 0
     RHS c_u_only_chosen(8_90_40)_ 0
     RHS c_u_only_chosen(8_90_50)_ 0
     RHS c_u_only_chosen(8_90_60)_ 0
     RHS c_u_only_chosen(8_90_70)_ 0
     RHS c_u_only_chosen(8_90_80)_ 0
     RHS c_u_only_chosen(8_90_90)_ 0
     RHS c_u_only_chosen(8_90_100)_ 0
     RHS c_u_only_chosen(8_100_10)_ 0
     RHS c_u_only_chosen(8_100_20)_ 0
     RHS c_u_only_chosen(8_100_30)_ 0
     RHS c_u_only_chosen(8_100_40)_ 0
     RHS c_u_only_chosen(8_100_50)_ 0
     RHS c_u_only_chosen(8_100_60)_ 0
     RHS c_u_only_chosen(8_100_70)_ 0
     RHS c_u_only_chosen(8_100_80)_ 0
     RHS c_u_only_chosen(8_100_90)_ 0
     RHS c_u_only_chosen(8_100_100)_ 0
     RHS c_u_only_chosen(9_10_90)_ 0
     RHS c_u_only_chosen(9_10_100)_ 0
     RHS c_u_only_chosen(9_20_80)_ 0
     RHS c_u_only_chosen(9_20_90)_ 0
     RHS c_u_only_chosen(9_20_100)_ 0
     RHS c_u_only_chosen(9_30_70)_ 0
     RHS c_u_only_chosen(9_30_80)_ 0
     RHS c_u_only_chosen(9_30_90)_ 0
     RHS c_u_only_chosen(9_30_100)_ 0
     RHS c_u_only_chosen(9_40_60)_ 0
     RHS c_u_only_chosen(9_40_70)_ 0
     RHS c_u_only_chosen(9_40_80)_ 0
     RHS c_u_only_chosen(9_40_90)_ 0
     RHS c_u_only_chosen(9_40_100)_ 0
     RHS c_u_only_chosen(9_50_50)_ 0
     RHS c_u_only_chosen(9_50_60)_ 0
     RHS c_u_only_chosen(9_50_70)_ 0
     RHS c_u_only_chosen(9_50_80)_ 0
     RHS c_u_only_chosen(9_50_90)_ 0
     RHS c_u_only_chosen(9_50_100)_ 0
     RHS c_u_only_chosen(9_60_40)_ 0
     RHS c_u_only_chosen(9_60_50)_ 0
     RHS c_u_only_chosen(9_60_60)_ 0
     RHS c_u_only_chosen(9_60_70)_ 0
     RHS c_u_only_chosen(9_60_80)_ 0
     RHS c_u_only_chosen(9_60_90)_ 0
     RHS c_u_only_chosen(9_60_100)_ 0
     RHS c_u_only_chosen(9_70_30)_ 0
     RHS c_u_only_chosen(9_70_40)_ 0
     RHS c_u_only_chosen(9_70_50)_ 0
     RHS c_u_only_chosen(9_70_60)_ 0
     RHS c_u_only_chosen(9_70_70)_ 0
     RHS c_u_only_chosen(9_70_80)_ 0
     RHS c_u_only_chosen(9_70_90)_ 0
     RHS c_u_only_chosen(9_70_100)_ 0
     RHS c_u_only_chosen(9_80_20)_ 0
     RHS c_u_only_chosen(9_80_30)_ 0
     RHS c_u_only_chosen(9_80_40)_ 0
     RHS c_u_only_chosen(9_80_50)_ 0
     RHS c_u_only_chosen(9_80_60)_ 0
     RHS c_u_only_chosen(9_80_70)_ 0
     RHS c_u_only_chosen(9_80_80)_ 0
     RHS c_u_only_chosen(9_80_90)_ 0
     RHS c_u_only_chosen(9_80_100)_ 0
     RHS c_u_only_chosen(9_90_10)_ 0
     RHS c_u_only_chosen(9_90_20)_ 0
     RHS c_u_only_chosen(9_90_30)_ 0
     RHS c_u_only_chosen(9_90_40)_ 0
     RHS c_u_only_chosen(9_90_50)_ 0
     RHS c_u_only_chosen(9_90_60)_ 0
     RHS c_u_only_chosen(9_90_70)_ 0
     RHS c_u_only_chosen(9_90_80)_ 0
     RHS c_u_only_chosen(9_90_90)_ 0
     RHS c_u_only_chosen(9_90_100)_ 0
     RHS c_u_only_chosen(9_100_10)_ 0
     RHS c_u_only_chosen(9_100_20)_ 0
     RHS c_u_only_chosen(9_100_30)_ 0
     RHS c_u_only_chosen(9_100_40)_ 0
     RHS c_u_only_chosen(9_100_50)_ 0
     RHS c_u_only_chosen(9_100_60)_ 0
     RHS c_u_only_chosen(9_100_70)_ 0
     RHS c_u_only_chosen(9_100_80)_ 0
     RHS c_u_only_chosen(9_100_90)_ 0
     RHS c_u_only_chosen(9_100_100)_ 0
     RHS c_u_only_chosen(10_10_90)_ 0
     RHS c_u_only_chosen(10_10_100)_ 0
     RHS c_u_only_chosen(10_20_80)_ 0
     RHS c_u_only_chosen(10_20_90)_ 0
     RHS c_u_only_chosen(10_20_100)_ 0
     RHS c_u_only_chosen(10_30_70)_ 0
     RHS c_u_only_chosen(10_30_80)_ 0
     RHS c_u_only_chosen(10_30_90)_ 0
     RHS c_u_only_chosen(10_30_100)_ 0
     RHS c_u_only_chosen(10_40_60)_ 0
     RHS c_u_only_chosen(10_40_70)_ 0
     RHS c_u_only_chosen(10_40_80)_ 0
     RHS c_u_only_chosen(10_40_90)_ 0
     RHS c_u_only_chosen(10_40_100)_ 0
     RHS c_u_only_chosen(10_50_50)_ 0
     RHS c_u_only_chosen(10_50_60)_ 0
     RHS c_u_only_chosen(10_50_70)_ 0
     RHS c_u_only_chosen(10_50_80)_ 0
     RHS c_u_only_chosen(10_50_90)_ 0
     RHS c_u_only_chosen(10_50_100)_ 0
     RHS c_u_only_chosen(10_60_40)_ 0
     RHS c_u_only_chosen(10_60_50)_ 0
     RHS c_u_only_chosen(10_60_60)_ 0
     RHS c_u_only_chosen(10_60_70)_ 0
     RHS c_u_only_chosen(10_60_80)_ 0
     RHS c_u_only_chosen(10_60_90)_ 0
     RHS c_u_only_chosen(10_60_100)_ 0
     RHS c_u_only_chosen(10_70_30)_ 0
     RHS c_u_only_chosen(10_70_40)_ 0
     RHS c_u_only_chosen(10_70_50)_ 0
     RHS c_u_only_chosen(10_70_60)_ 0
     RHS c_u_only_chosen(10_70_70)_ 0
     RHS c_u_only_chosen(10_70_80)_ 0
     RHS c_u_only_chosen(10_70_90)_ 0
     RHS c_u_only_chosen(10_70_100)_ 0
     RHS c_u_only_chosen(10_80_20)_ 0
     RHS c_u_only_chosen(10_80_30)_ 0
     RHS c_u_only_chosen(10_80_40)_ 0
     RHS c_u_only_chosen(10_80_50)_ 0
     RHS c_u_only_chosen(10_80_60)_ 0
     RHS c_u_only_chosen(10_80_70)_ 0
     RHS c_u_only_chosen(10_80_80)_ 0
     RHS c_u_only_chosen(10_80_90)_ 0
     RHS c_u_only_chosen(10_80_100)_ 0
     RHS c_u_only_chosen(10_90_10)_ 0
     RHS c_u_only_chosen(10_90_20)_ 0
     RHS c_u_only_chosen(10_90_30)_ 0
     RHS c_u_only_chosen(10_90_40)_ 0
     RHS c_u_only_chosen(10_90_50)_ 0
     RHS c_u_only_chosen(10_90_60)_ 0
     RHS c_u_only_chosen(10_90_70)_ 0
     RHS c_u_only_chosen(10_90_80)_ 0
     RHS c_u_only_chosen(10_90_90)_ 0
     RHS c_u_only_chosen(10_90_100)_ 0
     RHS c_u_only_chosen(10_100_10)_ 0
     RHS c_u_only_chosen(10_100_20)_ 0
     RHS c_u_only_chosen(10_100_30)_ 0
     RHS c_u_only_chosen(10_100_40)_ 0
     RHS c_u_only_chosen(10_100_50)_ 0
     RHS c_u_only_chosen(10_100_60)_ 0
     RHS c_u_only_chosen(10_100_70)_ 0
     RHS c_u_only_chosen(10_100_80)_ 0
     RHS c_u_only_chosen(10_100_90)_ 0
     RHS c_u_only_chosen(10_100_100)_ 0
     RHS c_u_only_chosen(11_10_90)_ 0
     RHS c_u_only_chosen(11_10_100)_ 0
     RHS c_u_only_chosen(11_20_80)_ 0
     RHS c_u_only_chosen(11_20_90)_ 0
     RHS c_u_only_chosen(11_20_100)_ 0
     RHS c_u_only_chosen(11_30_70)_ 0
     RHS c_u_only_chosen(11_30_80)_ 0
     RHS c_u_only_chosen(11_30_90)_ 0
     RHS c_u_only_chosen(11_30_100)_ 0
     RHS c_u_only_chosen(11_40_60)_ 0
     RHS c_u_only_chosen(11_40_70)_ 0
     RHS c_u_only_chosen(11_40_80)_ 0
     RHS c_u_only_chosen(11_40_90)_ 0
     RHS c_u_only_chosen(11_40_100)_ 0
     RHS c_u_only_chosen(11_50_50)_ 0
     RHS c_u_only_chosen(11_50_60)_ 0
     RHS c_u_only_chosen(11_50_70)_ 0
     RHS c_u_only_chosen(11_50_80)_ 0
     RHS c_u_only_chosen(11_50_90)_ 0
     RHS c_u_only_chosen(11_50_100)_ 0
     RHS c_u_only_chosen(11_60_40)_ 0
     RHS c_u_only_chosen(11_60_50)_ 0
     RHS c_u_only_chosen(11_60_60)_ 0
     RHS c_u_only_chosen(11_60_70)_ 0
     RHS c_u_only_chosen(11_60_80)_ 0
     RHS c_u_only_chosen(11_60_90)_ 0
     RHS c_u_only_chosen(11_60_100)_ 0
     RHS c_u_only_chosen(11_70_30)_ 0
     RHS c_u_only_chosen(11_70_40)_ 0
     RHS c_u_only_chosen(11_70_50)_ 0
     RHS c_u_only_chosen(11_70_60)_ 0
     RHS c_u_only_chosen(11_70_70)_ 0
     RHS c_u_only_chosen(11_70_80)_ 0
     RHS c_u_only_chosen(11_70_90)_ 0
     RHS c_u_only_chosen(11_70_100)_ 0
     RHS c_u_only_chosen(11_80_20)_ 0
     RHS c_u_only_chosen(11_80_30)_ 0
     RHS c_u_only_chosen(11_80_40)_ 0
     RHS c_u_only_chosen(11_80_50)_ 0
     RHS c_u_only_chosen(11_80_60)_ 0
     RHS c_u_only_chosen(11_80_70)_ 0
     RHS c_u_only_chosen(11_80_80)_ 0
     RHS c_u_only_chosen(11_80_90)_ 0
     RHS c_u_only_chosen(11_80_100)_ 0
     RHS c_u_only_chosen(11_90_10)_ 0
     RHS c_u_only_chosen(11_90_20)_ 0
     RHS c_u_only_chosen(11_90_30)_ 0
     RHS c_u_only_chosen(11_90_40)_ 0
     RHS c_u_only_chosen(11_90_50)_ 0
     RHS c_u_only_chosen(11_90_60)_ 0
     RHS c_u_only_chosen(11_90_70)_ 0
     RHS c_u_only_chosen(11_90_80)_ 0
     RHS c_u_only_chosen(11_90_90)_ 0
     RHS c_u_only_chosen(11_90_100)_ 0
     RHS c_u_only_chosen(11_100_10)_ 0
     RHS c_u_only_chosen(11_100_20)_ 0
     RHS c_u_only_chosen(11_100_30)_ 0
     RHS c_u_only_chosen(11_100_40)_ 0
     RHS c_u_only_chosen(11_100_50)_ 0
     RHS c_u_only_chosen(11_100_60)_ 0
     RHS c_u_only_chosen(11_100_70)_ 0
     RHS c_u_only_chosen(11_100_80)_ 0
     RHS c_u_only_chosen(11_100_90)_ 0
     RHS c_u_only_chosen(11_100_100)_ 0
     RHS c_e_split(0)_ 0
     RHS c_e_split(1)_ 0
     RHS c_e_split(2)_ 0
     RHS c_e_split(3)_ 0
     RHS c_e_split(8)_ 0
     RHS c_e_split(9)_ 0
     RHS c_e_split(10)_ 0
     RHS c_e_split(11)_ 0
     RHS c_e_global_batch(0)_ 512
     RHS c_e_global_batch(1)_ 64
     RHS c_u_no_liss_up(0)_ 505
     RHS c_u_no_liss_up(1)_ 505
     RHS c_u_no_liss_up(2)_ 505
     RHS c_u_no_liss_up(3)_ 505
     RHS c_u_no_liss_up(4)_ 505
     RHS c_u_no_liss_up(5)_ 505
     RHS c_u_no_liss_up(6)_ 505
     RHS c_u_no_liss_up(7)_ 505
     RHS c_u_no_liss_up(8)_ 61
     RHS c_u_no_liss_up(9)_ 61
     RHS c_u_no_liss_up(10)_ 61
     RHS c_u_no_liss_up(11)_ 61
     RHS c_u_no_liss_down(0)_ -1
     RHS c_u_no_liss_down(1)_ -1
     RHS c_u_no_liss_down(2)_ -1
     RHS c_u_no_liss_down(3)_ -1
     RHS c_u_no_liss_down(4)_ -1
     RHS c_u_no_liss_down(5)_ -1
     RHS c_u_no_liss_down(6)_ -1
     RHS c_u_no_liss_down(7)_ -1
     RHS c_u_no_liss_down(8)_ -1
     RHS c_u_no_liss_down(9)_ -1
     RHS c_u_no_liss_down(10)_ -1
     RHS c_u_no_liss_down(11)_ -1
     RHS c_u_step(0)_ 0
     RHS c_u_step(1)_ 0
     RHS c_u_step(2)_ 0
     RHS c_u_step(3)_ 0
     RHS c_u_step(4)_ 0
     RHS c_u_step(5)_ 0
     RHS c_u_step(6)_ 0
     RHS c_u_step(7)_ 0
     RHS c_u_step(8)_ 0
     RHS c_u_step(9)_ 0
     RHS c_u_step(10)_ 0
     RHS c_u_step(11)_ 0
     RHS c_u_tangent(0)_ -8.8592142773514926
     RHS c_u_tangent(1)_ -8.7829395828095471
     RHS c_u_tangent(2)_ -8.6649734754284911
     RHS c_u_tangent(3)_ -8.5126752676302928
     RHS c_u_tangent(4)_ -8.3324432746021628
     RHS c_u_tangent(5)_ -8.1298285653642388
     RHS c_u_tangent(6)_ -7.9096358003485978
     RHS c_u_tangent(7)_ -7.6760125929522083
     RHS c_u_tangent(8)_ -7.4325286740557903
     RHS c_u_tangent(9)_ -7.1822459974156301
     RHS c_u_tangent(10)_ -6.9277807982330994
     RHS c_u_tangent(11)_ -6.6713585053927567
     RHS c_u_tangent(12)_ -3845.1614323890076
     RHS c_u_tangent(13)_ -2711.6176744727795
     RHS c_u_tangent(14)_ -1912.2397178380122
     RHS c_u_tangent(15)_ -1348.5163387527214
     RHS c_u_tangent(16)_ -950.97717034088453
     RHS c_u_tangent(17)_ -670.63153224084783
     RHS c_u_tangent(18)_ -472.93107138890883
     RHS c_u_tangent(19)_ -333.51220086194132
     RHS c_u_tangent(20)_ -235.1936568623274
     RHS c_u_tangent(21)_ -165.85916822626984
     RHS c_u_tangent(22)_ -116.9643095468891
     RHS c_u_tangent(23)_ -82.483530178548548
     RHS c_u_order(0)_ 0
     RHS c_u_order(1)_ 0
     RHS c_u_order(2)_ 0
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
 BV BOUND y(2_10_90)
 BV BOUND y(2_10_100)
 BV BOUND y(2_20_80)
 BV BOUND y(2_20_90)
 BV BOUND y(2_20_100)
 BV BOUND y(2_30_70)
 BV BOUND y(2_30_80)
 BV BOUND y(2_30_90)
 BV BOUND y(2_30_100)
 BV BOUND y(2_40_60)
 BV BOUND y(2_40_70)
 BV BOUND y(2_40_80)
 BV BOUND y(2_40_90)
 BV BOUND y(2_40_100)
 BV BOUND y(2_50_50)
 BV BOUND y(2_50_60)
 BV BOUND y(2_50_70)
 BV BOUND y(2_50_80)
 BV BOUND y(2_50_90)
 BV BOUND y(2_50_100)
 BV BOUND y(2_60_40)
 BV BOUND y(2_60_50)
 BV BOUND y(2_60_60)
 BV BOUND y(2_60_70)
 BV BOUND y(2_60_80)
 BV BOUND y(2_60_90)
 BV BOUND y(2_60_100)
 BV BOUND y(2_70_30)
 BV BOUND y(2_70_40)
 BV BOUND y(2_70_50)
 BV BOUND y(2_70_60)
 BV BOUND y(2_70_70)
 BV BOUND y(2_70_80)
 BV BOUND y(2_70_90)
 BV BOUND y(2_70_100)
 BV BOUND y(2_80_20)
 BV BOUND y(2_80_30)
 BV BOUND y(2_80_40)
 BV BOUND y(2_80_50)
 BV BOUND y(2_80_60)
 BV BOUND y(2_80_70)
 BV BOUND y(2_80_80)
 BV BOUND y(2_80_90)
 BV BOUND y(2_80_100)
 BV BOUND y(2_90_10)
 BV BOUND y(2_90_20)
 BV BOUND y(2_90_30)
 BV BOUND y(2_90_40)
 BV BOUND y(2_90_50)
 BV BOUND y(2_90_60)
 BV BOUND y(2_90_70)
 BV BOUND y(2_90_80)
 BV BOUND y(2_90_90)
 BV BOUND y(2_90_100)
 BV BOUND y(2_100_10)
 BV BOUND y(2_100_20)
 BV BOUND y(2_100_30)
 BV BOUND y(2_100_40)
 BV BOUND y(2_100_50)
 BV BOUND y(2_100_60)
 BV BOUND y(2_100_70)
 BV BOUND y(2_100_80)
 BV BOUND y(2_100_90)
 BV BOUND y(2_100_100)
 BV BOUND y(3_10_90)
 BV BOUND y(3_10_100)
 BV BOUND y(3_20_80)
 BV BOUND y(3_20_90)
 BV BOUND y(3_20_100)
 BV BOUND y(3_30_70)
 BV BOUND y(3_30_80)
 BV BOUND y(3_30_90)
 BV BOUND y(3_30_100)
 BV BOUND y(3_40_60)
 BV BOUND y(3_40_70)
 BV BOUND y(3_40_80)
 BV BOUND y(3_40_90)
 BV BOUND y(3_40_100)
 BV BOUND y(3_50_50)
 BV BOUND y(3_50_60)
 BV BOUND y(3_50_70)
 BV BOUND y(3_50_80)
 BV BOUND y(3_50_90)
 BV BOUND y(3_50_100)
 BV BOUND y(3_60_40)
 BV BOUND y(3_60_50)
 BV BOUND y(3_60_60)
 BV BOUND y(3_60_70)
 BV BOUND y(3_60_80)
 BV BOUND y(3_60_90)
 BV BOUND y(3_60_100)
 BV BOUND y(3_70_30)
 BV BOUND y(3_70_40)
 BV BOUND y(3_70_50)
 BV BOUND y(3_70_60)
 BV BOUND y(3_70_70)
 BV BOUND y(3_70_80)
 BV BOUND y(3_70_90)
 BV BOUND y(3_70_100)
 BV BOUND y(3_80_20)
 BV BOUND y(3_80_30)
 BV BOUND y(3_80_40)
 BV BOUND y(3_80_50)
 BV BOUND y(3_80_60)
 BV BOUND y(3_80_70)
 BV BOUND y(3_80_80)
 BV BOUND y(3_80_90)
 BV BOUND y(3_80_100)
 BV BOUND y(3_90_10)
 BV BOUND y(3_90_20)
 BV BOUND y(3_90_30)
 BV BOUND y(3_90_40)
 BV BOUND y(3_90_50)
 BV BOUND y(3_90_60)
 BV BOUND y(3_90_70)
 BV BOUND y(3_90_80)
 BV BOUND y(3_90_90)
 BV BOUND y(3_90_100)
 BV BOUND y(3_100_10)
 BV BOUND y(3_100_20)
 BV BOUND y(3_100_30)
 BV BOUND y(3_100_40)
 BV BOUND y(3_100_50)
 BV BOUND y(3_100_60)
 BV BOUND y(3_100_70)
 BV BOUND y(3_100_80)
 BV BOUND y(3_100_90)
 BV BOUND y(3_100_100)
 LI BOUND n(0) 1
 UI BOUND n(0) 505
 LI BOUND n(1) 1
 UI BOUND n(1) 505
 LI BOUND n(2) 1
 UI BOUND n(2) 505
 LI BOUND n(3) 1
 UI BOUND n(3) 505
 LI BOUND n(4) 1
 UI BOUND n(4) 505
 LI BOUND n(5) 1
 UI BOUND n(5) 505
 LI BOUND n(6) 1
 UI BOUND n(6) 505
 LI BOUND n(7) 1
 UI BOUND n(7) 505
 LI BOUND n(8) 1
 UI BOUND n(8) 61
 LI BOUND n(9) 1
 UI BOUND n(9) 61
 LI BOUND n(10) 1
 UI BOUND n(10) 61
 LI BOUND n(11) 1
 UI BOUND n(11) 61
 LI BOUND mm(0_10_90) 0
 UI BOUND mm(0_10_90) 505
 LI BOUND mm(0_10_100) 0
 UI BOUND mm(0_10_100) 505
 LI BOUND mm(0_20_80) 0
 UI BOUND mm(0_20_80) 505
 LI BOUND mm(0_20_90) 0
 UI BOUND mm(0_20_90) 505
 LI BOUND mm(0_20_100) 0
 UI BOUND mm(0_20_100) 505
 LI BOUND mm(0_30_70) 0
 UI BOUND mm(0_30_70) 505
 LI BOUND mm(0_30_80) 0
 UI BOUND mm(0_30_80) 505
 LI BOUND mm(0_30_90) 0
 UI BOUND mm(0_30_90) 505
 LI BOUND mm(0_30_100) 0
 UI BOUND mm(0_30_100) 505
 LI BOUND mm(0_40_60) 0
 UI BOUND mm(0_40_60) 505
 LI BOUND mm(0_40_70) 0
 UI BOUND mm(0_40_70) 505
 LI BOUND mm(0_40_80) 0
 UI BOUND mm(0_40_80) 505
 LI BOUND mm(0_40_90) 0
 UI BOUND mm(0_40_90) 505
 LI BOUND mm(0_40_100) 0
 UI BOUND mm(0_40_100) 505
 LI BOUND mm(0_50_50) 0
 UI BOUND mm(0_50_50) 505
 LI BOUND mm(0_50_60) 0
 UI BOUND mm(0_50_60) 505
 LI BOUND mm(0_50_70) 0
 UI BOUND mm(0_50_70) 505
 LI BOUND mm(0_50_80) 0
 UI BOUND mm(0_50_80) 505
 LI BOUND mm(0_50_90) 0
 UI BOUND mm(0_50_90) 505
 LI BOUND mm(0_50_100) 0
 UI BOUND mm(0_50_100) 505
 LI BOUND mm(0_60_40) 0
 UI BOUND mm(0_60_40) 505
 LI BOUND mm(0_60_50) 0
 UI BOUND mm(0_60_50) 505
 LI BOUND mm(0_60_60) 0
 UI BOUND mm(0_60_60) 505
 LI BOUND mm(0_60_70) 0
 UI BOUND mm(0_60_70) 505
 LI BOUND mm(0_60_80) 0
 UI BOUND mm(0_60_80) 505
 LI BOUND mm(0_60_90) 0
 UI BOUND mm(0_60_90) 505
 LI BOUND mm(0_60_100) 0
 UI BOUND mm(0_60_100) 505
 LI BOUND mm(0_70_30) 0
 UI BOUND mm(0_70_30) 505
 LI BOUND mm(0_70_40) 0
 UI BOUND mm(0_70_40) 505
 LI BOUND mm(0_70_50) 0
 UI BOUND mm(0_70_50) 505
 LI BOUND mm(0_70_60) 0
 UI BOUND mm(0_70_60) 505
 LI BOUND mm(0_70_70) 0
 UI BOUND mm(0_70_70) 505
 LI BOUND mm(0_70_80) 0
 UI BOUND mm(0_70_80) 505
 LI BOUND mm(0_70_90) 0
 UI BOUND mm(0_70_90) 505
 LI BOUND mm(0_70_100) 0
 UI BOUND mm(0_70_100) 505
 LI BOUND mm(0_80_20) 0
 UI BOUND mm(0_80_20) 505
 LI BOUND mm(0_80_30) 0
 UI BOUND mm(0_80_30) 505
 LI BOUND mm(0_80_40) 0
 UI BOUND mm(0_80_40) 505
 LI BOUND mm(0_80_50) 0
 UI BOUND mm(0_80_50) 505
 LI BOUND mm(0_80_60) 0
 UI BOUND mm(0_80_60) 505
 LI BOUND mm(0_80_70) 0
 UI BOUND mm(0_80_70) 505
 LI BOUND mm(0_80_80) 0
 UI BOUND mm(0_80_80) 505
 LI BOUND mm(0_80_90) 0
 UI BOUND mm(0_80_90) 505
 LI BOUND mm(0_80_100) 0
 UI BOUND mm(0_80_100) 505
 LI BOUND mm(0_90_10) 0
 UI BOUND mm(0_90_10) 505
 LI BOUND mm(0_90_20) 0
 UI BOUND mm(0_90_20) 505
 LI BOUND mm(0_90_30) 0
 UI BOUND mm(0_90_30) 505
 LI BOUND mm(0_90_40) 0
 UI BOUND mm(0_90_40) 505
 LI BOUND mm(0_90_50) 0
 UI BOUND mm(0_90_50) 505
 LI BOUND mm(0_90_60) 0
 UI BOUND mm(0_90_60) 505
 LI BOUND mm(0_90_70) 0
 UI BOUND mm(0_90_70) 505
 LI BOUND mm(0_90_80) 0
 UI BOUND mm(0_90_80) 505
 LI BOUND mm(0_90_90) 0
 UI BOUND mm(0_90_90) 505
 LI BOUND mm(0_90_100) 0
 UI BOUND mm(0_90_100) 505
 LI BOUND mm(0_100_10) 0
 UI BOUND mm(0_100_10) 505
 LI BOUND mm(0_100_20) 0
 UI BOUND mm(0_100_20) 505
 LI BOUND mm(0_100_30) 0
 UI BOUND mm(0_100_30) 505
 LI BOUND mm(0_100_40) 0
 UI BOUND mm(0_100_40) 505
 LI BOUND mm(0_100_50) 0
 UI BOUND mm(0_100_50) 505
 LI BOUND mm(0_100_60) 0
 UI BOUND mm(0_100_60) 505
 LI BOUND mm(0_100_70) 0
 UI BOUND mm(0_100_70) 505
 LI BOUND mm(0_100_80) 0
 UI BOUND mm(0_100_80) 505
 LI BOUND mm(0_100_90) 0
 UI BOUND mm(0_100_90) 505
 LI BOUND mm(0_100_100) 0
 UI BOUND mm(0_100_100) 505
 LI BOUND mm(1_10_90) 0
 UI BOUND mm(1_10_90) 505
 LI BOUND mm(1_10_100) 0
 UI BOUND mm(1_10_100) 505
 LI BOUND mm(1_20_80) 0
 UI BOUND mm(1_20_80) 505
 LI BOUND mm(1_20_90) 0
 UI BOUND mm(1_20_90) 505
 LI BOUND mm(1_20_100) 0
 UI BOUND mm(1_20_100) 505
 LI BOUND mm(1_30_70) 0
 UI BOUND mm(1_30_70) 505
 LI BOUND mm(1_30_80) 0
 UI BOUND mm(1_30_80) 505
 LI BOUND mm(1_30_90) 0
 UI BOUND mm(1_30_90) 505
 LI BOUND mm(1_30_100) 0
 UI BOUND mm(1_30_100) 505
 LI BOUND mm(1_40_60) 0
 UI BOUND mm(1_40_60) 505
 LI BOUND mm(1_40_70) 0
 UI BOUND mm(1_40_70) 505
 LI BOUND mm(1_40_80) 0
 UI BOUND mm(1_40_80) 505
 LI BOUND mm(1_40_90) 0
 UI BOUND mm(1_40_90) 505
 LI BOUND mm(1_40_100) 0
 UI BOUND mm(1_40_100) 505
 LI BOUND mm(1_50_50) 0
 UI BOUND mm(1_50_50) 505
 LI BOUND mm(1_50_60) 0
 UI BOUND mm(1_50_60) 505
 LI BOUND mm(1_50_70) 0
 UI BOUND mm(1_50_70) 505
 LI BOUND mm(1_50_80) 0
 UI BOUND mm(1_50_80) 505
 LI BOUND mm(1_50_90) 0
 UI BOUND mm(1_50_90) 505
 LI BOUND mm(1_50_100) 0
 UI BOUND mm(1_50_100) 505
 LI BOUND mm(1_60_40) 0
 UI BOUND mm(1_60_40) 505
 LI BOUND mm(1_60_50) 0
 UI BOUND mm(1_60_50) 505
 LI BOUND mm(1_60_60) 0
 UI BOUND mm(1_60_60) 505
 LI BOUND mm(1_60_70) 0
 UI BOUND mm(1_60_70) 505
 LI BOUND mm(1_60_80) 0
 UI BOUND mm(1_60_80) 505
 LI BOUND mm(1_60_90) 0
 UI BOUND mm(1_60_90) 505
 LI BOUND mm(1_60_100) 0
 UI BOUND mm(1_60_100) 505
 LI BOUND mm(1_70_30) 0
 UI BOUND mm(1_70_30) 505
 LI BOUND mm(1_70_40) 0
 UI BOUND mm(1_70_40) 505
 LI BOUND mm(1_70_50) 0
 UI BOUND mm(1_70_50) 505
 LI BOUND mm(1_70_60) 0
 UI BOUND mm(1_70_60) 505
 LI BOUND mm(1_70_70) 0
 UI BOUND mm(1_70_70) 505
 LI BOUND mm(1_70_80) 0
 UI BOUND mm(1_70_80) 505
 LI BOUND mm(1_70_90) 0
 UI BOUND mm(1_70_90) 505
 LI BOUND mm(1_70_100) 0
 UI BOUND mm(1_70_100) 505
 LI BOUND mm(1_80_20) 0
 UI BOUND mm(1_80_20) 505
 LI BOUND mm(1_80_30) 0
 UI BOUND mm(1_80_30) 505
 LI BOUND mm(1_80_40) 0
 UI BOUND mm(1_80_40) 505
 LI BOUND mm(1_80_50) 0
 UI BOUND mm(1_80_50) 505
 LI BOUND mm(1_80_60) 0
 UI BOUND mm(1_80_60) 505
 LI BOUND mm(1_80_70) 0
 UI BOUND mm(1_80_70) 505
 LI BOUND mm(1_80_80) 0
 UI BOUND mm(1_80_80) 505
 LI BOUND mm(1_80_90) 0
 UI BOUND mm(1_80_90) 505
 LI BOUND mm(1_80_100) 0
 UI BOUND mm(1_80_100) 505
 LI BOUND mm(1_90_10) 0
 UI BOUND mm(1_90_10) 505
 LI BOUND mm(1_90_20) 0
 UI BOUND mm(1_90_20) 505
 LI BOUND mm(1_90_30) 0
 UI BOUND mm(1_90_30) 505
 LI BOUND mm(1_90_40) 0
 UI BOUND mm(1_90_40) 505
 LI BOUND mm(1_90_50) 0
 UI BOUND mm(1_90_50) 505
 LI BOUND mm(1_90_60) 0
 UI BOUND mm(1_90_60) 505
 LI BOUND mm(1_90_70) 0
 UI BOUND mm(1_90_70) 505
 LI BOUND mm(1_90_80) 0
 UI BOUND mm(1_90_80) 505
 LI BOUND mm(1_90_90) 0
 UI BOUND mm(1_90_90) 505
 LI BOUND mm(1_90_100) 0
 UI BOUND mm(1_90_100) 505
 LI BOUND mm(1_100_10) 0
 UI BOUND mm(1_100_10) 505
 LI BOUND mm(1_100_20) 0
 UI BOUND mm(1_100_20) 505
 LI BOUND mm(1_100_30) 0
 UI BOUND mm(1_100_30) 505
 LI BOUND mm(1_100_40) 0
 UI BOUND mm(1_100_40) 505
 LI BOUND mm(1_100_50) 0
 UI BOUND mm(1_100_50) 505
 LI BOUND mm(1_100_60) 0
 UI BOUND mm(1_100_60) 505
 LI BOUND mm(1_100_70) 0
 UI BOUND mm(1_100_70) 505
 LI BOUND mm(1_100_80) 0
 UI BOUND mm(1_100_80) 505
 LI BOUND mm(1_100_90) 0
 UI BOUND mm(1_100_90) 505
 LI BOUND mm(1_100_100) 0
 UI BOUND mm(1_100_100) 505
 LI BOUND mm(2_10_90) 0
 UI BOUND mm(2_10_90) 505
 LI BOUND mm(2_10_100) 0
 UI BOUND mm(2_10_100) 505
 LI BOUND mm(2_20_80) 0
 UI BOUND mm(2_20_80) 505
 LI BOUND mm(2_20_90) 0
 UI BOUND mm(2_20_90) 505
 LI BOUND mm(2_20_100) 0
 UI BOUND mm(2_20_100) 505
 LI BOUND mm(2_30_70) 0
 UI BOUND mm(2_30_70) 505
 LI BOUND mm(2_30_80) 0
 UI BOUND mm(2_30_80) 505
 LI BOUND mm(2_30_90) 0
 UI BOUND mm(2_30_90) 505
 LI BOUND mm(2_30_100) 0
 UI BOUND mm(2_30_100) 505
 LI BOUND mm(2_40_60) 0
 UI BOUND mm(2_40_60) 505
 LI BOUND mm(2_40_70) 0
 UI BOUND mm(2_40_70) 505
 LI BOUND mm(2_40_80) 0
 UI BOUND mm(2_40_80) 505
 LI BOUND mm(2_40_90) 0
 UI BOUND mm(2_40_90) 505
 LI BOUND mm(2_40_100) 0
 UI BOUND mm(2_40_100) 505
 LI BOUND mm(2_50_50) 0
 UI BOUND mm(2_50_50) 505
 LI BOUND mm(2_50_60) 0
 UI BOUND mm(2_50_60) 505
 LI BOUND mm(2_50_70) 0
 UI BOUND mm(2_50_70) 505
 LI BOUND mm(2_50_80) 0
 UI BOUND mm(2_50_80) 505
 LI BOUND mm(2_50_90) 0
 UI BOUND mm(2_50_90) 505
 LI BOUND mm(2_50_100) 0
 UI BOUND mm(2_50_100) 505
 LI BOUND mm(2_60_40) 0
 UI BOUND mm(2_60_40) 505
 LI BOUND mm(2_60_50) 0
 UI BOUND mm(2_60_50) 505
 LI BOUND mm(2_60_60) 0
 UI BOUND mm(2_60_60) 505
 LI BOUND mm(2_60_70) 0
 UI BOUND mm(2_60_70) 505
 LI BOUND mm(2_60_80) 0
 UI BOUND mm(2_60_80) 505
 LI BOUND mm(2_60_90) 0
 UI BOUND mm(2_60_90) 505
 LI BOUND mm(2_60_100) 0
 UI BOUND mm(2_60_100) 505
 LI BOUND mm(2_70_30) 0
 UI BOUND mm(2_70_30) 505
 LI BOUND mm(2_70_40) 0
 UI BOUND mm(2_70_40) 505
 LI BOUND mm(2_70_50) 0
 UI BOUND mm(2_70_50) 505
 LI BOUND mm(2_70_60) 0
 UI BOUND mm(2_70_60) 505
 LI BOUND mm(2_70_70) 0
 UI BOUND mm(2_70_70) 505
 LI BOUND mm(2_70_80) 0
 UI BOUND mm(2_70_80) 505
 LI BOUND mm(2_70_90) 0
 UI BOUND mm(2_70_90) 505
 LI BOUND mm(2_70_100) 0
 UI BOUND mm(2_70_100) 505
 LI BOUND mm(2_80_20) 0
 UI BOUND mm(2_80_20) 505
 LI BOUND mm(2_80_30) 0
 UI BOUND mm(2_80_30) 505
 LI BOUND mm(2_80_40) 0
 UI BOUND mm(2_80_40) 505
 LI BOUND mm(2_80_50) 0
 UI BOUND mm(2_80_50) 505
 LI BOUND mm(2_80_60) 0
 UI BOUND mm(2_80_60) 505
 LI BOUND mm(2_80_70) 0
 UI BOUND mm(2_80_70) 505
 LI BOUND mm(2_80_80) 0
 UI BOUND mm(2_80_80) 505
 LI BOUND mm(2_80_90) 0
 UI BOUND mm(2_80_90) 505
 LI BOUND mm(2_80_100) 0
 UI BOUND mm(2_80_100) 505
 LI BOUND mm(2_90_10) 0
 UI BOUND mm(2_90_10) 505
 LI BOUND mm(2_90_20) 0
 UI BOUND mm(2_90_20) 505
 LI BOUND mm(2_90_30) 0
 UI BOUND mm(2_90_30) 505
 LI BOUND mm(2_90_40) 0
 UI BOUND mm(2_90_40) 505
 LI BOUND mm(2_90_50) 0
 UI BOUND mm(2_90_50) 505
 LI BOUND mm(2_90_60) 0
 UI BOUND mm(2_90_60) 505
 LI BOUND mm(2_90_70) 0
 UI BOUND mm(2_90_70) 505
 LI BOUND mm(2_90_80) 0
 UI BOUND mm(2_90_80) 505
 LI BOUND mm(2_90_90) 0
 UI BOUND mm(2_90_90) 505
 LI BOUND mm(2_90_100) 0
 UI BOUND mm(2_90_100) 505
 LI BOUND mm(2_100_10) 0
 UI BOUND mm(2_100_10) 505
 LI BOUND mm(2_100_20) 0
 UI BOUND mm(2_100_20) 505
 LI BOUND mm(2_100_30) 0
 UI BOUND mm(2_100_30) 505
 LI BOUND mm(2_100_40) 0
 UI BOUND mm(2_100_40) 505
 LI BOUND mm(2_100_50) 0
 UI BOUND mm(2_100_50) 505
 LI BOUND mm(2_100_60) 0
 UI BOUND mm(2_100_60) 505
 LI BOUND mm(2_100_70) 0
 UI BOUND mm(2_100_70) 505
 LI BOUND mm(2_100_80) 0
 UI BOUND mm(2_100_80) 505
 LI BOUND mm(2_100_90) 0
 UI BOUND mm(2_100_90) 505
 LI BOUND mm(2_100_100) 0
 UI BOUND mm(2_100_100) 505
 LI BOUND mm(3_10_90) 0
 UI BOUND mm(3_10_90) 505
 LI BOUND mm(3_10_100) 0
 UI BOUND mm(3_10_100) 505
 LI BOUND mm(3_20_80) 0
 UI BOUND mm(3_20_80) 505
 LI BOUND mm(3_20_90) 0
 UI BOUND mm(3_20_90) 505
 LI BOUND mm(3_20_100) 0
 UI BOUND mm(3_20_100) 505
 LI BOUND mm(3_30_70) 0
 UI BOUND mm(3_30_70) 505
 LI BOUND mm(3_30_80) 0
 UI BOUND mm(3_30_80) 505
 LI BOUND mm(3_30_90) 0
 UI BOUND mm(3_30_90) 505
 LI BOUND mm(3_30_100) 0
 UI BOUND mm(3_30_100) 505
 LI BOUND mm(3_40_60) 0
 UI BOUND mm(3_40_60) 505
 LI BOUND mm(3_40_70) 0
 UI BOUND mm(3_40_70) 505
 LI BOUND mm(3_40_80) 0
 UI BOUND mm(3_40_80) 505
 LI BOUND mm(3_40_90) 0
 UI BOUND mm(3_40_90) 505
 LI BOUND mm(3_40_100) 0
 UI BOUND mm(3_40_100) 505
 LI BOUND mm(3_50_50) 0
 UI BOUND mm(3_50_50) 505
 LI BOUND mm(3_50_60) 0
 UI BOUND mm(3_50_60) 505
 LI BOUND mm(3_50_70) 0
 UI BOUND mm(3_50_70) 505
 LI BOUND mm(3_50_80) 0
 UI BOUND mm(3_50_80) 505
 LI BOUND mm(3_50_90) 0
 UI BOUND mm(3_50_90) 505
 LI BOUND mm(3_50_100) 0
 UI BOUND mm(3_50_100) 505
 LI BOUND mm(3_60_40) 0
 UI BOUND mm(3_60_40) 505
 LI BOUND mm(3_60_50) 0
 UI BOUND mm(3_60_50) 505
 LI BOUND mm(3_60_60) 0
 UI BOUND mm(3_60_60) 505
 LI BOUND mm(3_60_70) 0
 UI BOUND mm(3_60_70) 505
 LI BOUND mm(3_60_80) 0
 UI BOUND mm(3_60_80) 505
 LI BOUND mm(3_60_90) 0
 UI BOUND mm(3_60_90) 505
 LI BOUND mm(3_60_100) 0
 UI BOUND mm(3_60_100) 505
 LI BOUND mm(3_70_30) 0
 UI BOUND mm(3_70_30) 505
 LI BOUND mm(3_70_40) 0
 UI BOUND mm(3_70_40) 505
 LI BOUND mm(3_70_50) 0
 UI BOUND mm(3_70_50) 505
 LI BOUND mm(3_70_60) 0
 UI BOUND mm(3_70_60) 505
 LI BOUND mm(3_70_70) 0
 UI BOUND mm(3_70_70) 505
 LI BOUND mm(3_70_80) 0
 UI BOUND mm(3_70_80) 505
 LI BOUND mm(3_70_90) 0
 UI BOUND mm(3_70_90) 505
 LI BOUND mm(3_70_100) 0
 UI BOUND mm(3_70_100) 505
 LI BOUND mm(3_80_20) 0
 UI BOUND mm(3_80_20) 505
 LI BOUND mm(3_80_30) 0
 UI BOUND mm(3_80_30) 505
 LI BOUND mm(3_80_40) 0
 UI BOUND mm(3_80_40) 505
 LI BOUND mm(3_80_50) 0
 UI BOUND mm(3_80_50) 505
 LI BOUND mm(3_80_60) 0
 UI BOUND mm(3_80_60) 505
 LI BOUND mm(3_80_70) 0
 UI BOUND mm(3_80_70) 505
 LI BOUND mm(3_80_80) 0
 UI BOUND mm(3_80_80) 505
 LI BOUND mm(3_80_90) 0
 UI BOUND mm(3_80_90) 505
 LI BOUND mm(3_80_100) 0
 UI BOUND mm(3_80_100) 505
 LI BOUND mm(3_90_10) 0
 UI BOUND mm(3_90_10) 505
 LI BOUND mm(3_90_20) 0
 UI BOUND mm(3_90_20) 505
 LI BOUND mm(3_90_30) 0
 UI BOUND mm(3_90_30) 505
 LI BOUND mm(3_90_40) 0
 UI BOUND mm(3_90_40) 505
 LI BOUND mm(3_90_50) 0
 UI BOUND mm(3_90_50) 505
 LI BOUND mm(3_90_60) 0
 UI BOUND mm(3_90_60) 505
 LI BOUND mm(3_90_70) 0
 UI BOUND mm(3_90_70) 505
 LI BOUND mm(3_90_80) 0
 UI BOUND mm(3_90_80) 505
 LI BOUND mm(3_90_90) 0
 UI BOUND mm(3_90_90) 505
 LI BOUND mm(3_90_100) 0
 UI BOUND mm(3_90_100) 505
 LI BOUND mm(3_100_10) 0
 UI BOUND mm(3_100_10) 505
 LI BOUND mm(3_100_20) 0
 UI BOUND mm(3_100_20) 505
 LI BOUND mm(3_100_30) 0
 UI BOUND mm(3_100_30) 505
 LI BOUND mm(3_100_40) 0
 UI BOUND mm(3_100_40) 505
 LI BOUND mm(3_100_50) 0
 UI BOUND mm(3_100_50) 505
 LI BOUND mm(3_100_60) 0
 UI BOUND mm(3_100_60) 505
 LI BOUND mm(3_100_70) 0
 UI BOUND mm(3_100_70) 505
 LI BOUND mm(3_100_80) 0
 UI BOUND mm(3_100_80) 505
 LI BOUND mm(3_100_90) 0
 UI BOUND mm(3_100_90) 505
 LI BOUND mm(3_100_100) 0
 UI BOUND mm(3_100_100) 505
 LI BOUND mm(8_10_90) 0
 UI BOUND mm(8_10_90) 61
 LI BOUND mm(8_10_100) 0
 UI BOUND mm(8_10_100) 61
 LI BOUND mm(8_20_80) 0
 UI BOUND mm(8_20_80) 61
 LI BOUND mm(8_20_90) 0
 UI BOUND mm(8_20_90) 61
 LI BOUND mm(8_20_100) 0
 UI BOUND mm(8_20_100) 61
 LI BOUND mm(8_30_70) 0
 UI BOUND mm(8_30_70) 61
 LI BOUND mm(8_30_80) 0
 UI BOUND mm(8_30_80) 61
 LI BOUND mm(8_30_90) 0
 UI BOUND mm(8_30_90) 61
 LI BOUND mm(8_30_100) 0
 UI BOUND mm(8_30_100) 61
 LI BOUND mm(8_40_60) 0
 UI BOUND mm(8_40_60) 61
 LI BOUND mm(8_40_70) 0
 UI BOUND mm(8_40_70) 61
 LI BOUND mm(8_40_80) 0
 UI BOUND mm(8_40_80) 61
 LI BOUND mm(8_40_90) 0
 UI BOUND mm(8_40_90) 61
 LI BOUND mm(8_40_100) 0
 UI BOUND mm(8_40_100) 61
 LI BOUND mm(8_50_50) 0
 UI BOUND mm(8_50_50) 61
 LI BOUND mm(8_50_60) 0
 UI BOUND mm(8_50_60) 61
 LI BOUND mm(8_50_70) 0
 UI BOUND mm(8_50_70) 61
 LI BOUND mm(8_50_80) 0
 UI BOUND mm(8_50_80) 61
 LI BOUND mm(8_50_90) 0
 UI BOUND mm(8_50_90) 61
 LI BOUND mm(8_50_100) 0
 UI BOUND mm(8_50_100) 61
 LI BOUND mm(8_60_40) 0
 UI BOUND mm(8_60_40) 61
 LI BOUND mm(8_60_50) 0
 UI BOUND mm(8_60_50) 61
 LI BOUND mm(8_60_60) 0
 UI BOUND mm(8_60_60) 61
 LI BOUND mm(8_60_70) 0
 UI BOUND mm(8_60_70) 61
 LI BOUND mm(8_60_80) 0
 UI BOUND mm(8_60_80) 61
 LI BOUND mm(8_60_90) 0
 UI BOUND mm(8_60_90) 61
 LI BOUND mm(8_60_100) 0
 UI BOUND mm(8_60_100) 61
 LI BOUND mm(8_70_30) 0
 UI BOUND mm(8_70_30) 61
 LI BOUND mm(8_70_40) 0
 UI BOUND mm(8_70_40) 61
 LI BOUND mm(8_70_50) 0
 UI BOUND mm(8_70_50) 61
 LI BOUND mm(8_70_60) 0
 UI BOUND mm(8_70_60) 61
 LI BOUND mm(8_70_70) 0
 UI BOUND mm(8_70_70) 61
 LI BOUND mm(8_70_80) 0
 UI BOUND mm(8_70_80) 61
 LI BOUND mm(8_70_90) 0
 UI BOUND mm(8_70_90) 61
 LI BOUND mm(8_70_100) 0
 UI BOUND mm(8_70_100) 61
 LI BOUND mm(8_80_20) 0
 UI BOUND mm(8_80_20) 61
 LI BOUND mm(8_80_30) 0
 UI BOUND mm(8_80_30) 61
 LI BOUND mm(8_80_40) 0
 UI BOUND mm(8_80_40) 61
 LI BOUND mm(8_80_50) 0
 UI BOUND mm(8_80_50) 61
 LI BOUND mm(8_80_60) 0
 UI BOUND mm(8_80_60) 61
 LI BOUND mm(8_80_70) 0
 UI BOUND mm(8_80_70) 61
 LI BOUND mm(8_80_80) 0
 UI BOUND mm(8_80_80) 61
 LI BOUND mm(8_80_90) 0
 UI BOUND mm(8_80_90) 61
 LI BOUND mm(8_80_100) 0
 UI BOUND mm(8_80_100) 61
 LI BOUND mm(8_90_10) 0
 UI BOUND mm(8_90_10) 61
 LI BOUND mm(8_90_20) 0
 UI BOUND mm(8_90_20) 61
 LI BOUND mm(8_90_30) 0
 UI BOUND mm(8_90_30) 61
 LI BOUND mm(8_90_40) 0
 UI BOUND mm(8_90_40) 61
 LI BOUND mm(8_90_50) 0
 UI BOUND mm(8_90_50) 61
 LI BOUND mm(8_90_60) 0
 UI BOUND mm(8_90_60) 61
 LI BOUND mm(8_90_70) 0
 UI BOUND mm(8_90_70) 61
 LI BOUND mm(8_90_80) 0
 UI BOUND mm(8_90_80) 61
 LI BOUND mm(8_90_90) 0
 UI BOUND mm(8_90_90) 61
 LI BOUND mm(8_90_100) 0
 UI BOUND mm(8_90_100) 61
 LI BOUND mm(8_100_10) 0
 UI BOUND mm(8_100_10) 61
 LI BOUND mm(8_100_20) 0
 UI BOUND mm(8_100_20) 61
 LI BOUND mm(8_100_30) 0
 UI BOUND mm(8_100_30) 61
 LI BOUND mm(8_100_40) 0
 UI BOUND mm(8_100_40) 61
 LI BOUND mm(8_100_50) 0
 UI BOUND mm(8_100_50) 61
 LI BOUND mm(8_100_60) 0
 UI BOUND mm(8_100_60) 61
 LI BOUND mm(8_100_70) 0
 UI BOUND mm(8_100_70) 61
 LI BOUND mm(8_100_80) 0
 UI BOUND mm(8_100_80) 61
 LI BOUND mm(8_100_90) 0
 UI BOUND mm(8_100_90) 61
 LI BOUND mm(8_100_100) 0
 UI BOUND mm(8_100_100) 61
 LI BOUND mm(9_10_90) 0
 UI BOUND mm(9_10_90) 61
 LI BOUND mm(9_10_100) 0
 UI BOUND mm(9_10_100) 61
 LI BOUND mm(9_20_80) 0
 UI BOUND mm(9_20_80) 61
 LI BOUND mm(9_20_90) 0
 UI BOUND mm(9_20_90) 61
 LI BOUND mm(9_20_100) 0
 UI BOUND mm(9_20_100) 61
 LI BOUND mm(9_30_70) 0
 UI BOUND mm(9_30_70) 61
 LI BOUND mm(9_30_80) 0
 UI BOUND mm(9_30_80) 61
 LI BOUND mm(9_30_90) 0
 UI BOUND mm(9_30_90) 61
 LI BOUND mm(9_30_100) 0
 UI BOUND mm(9_30_100) 61
 LI BOUND mm(9_40_60) 0
 UI BOUND mm(9_40_60) 61
 LI BOUND mm(9_40_70) 0
 UI BOUND mm(9_40_70) 61
 LI BOUND mm(9_40_80) 0
 UI BOUND mm(9_40_80) 61
 LI BOUND mm(9_40_90) 0
 UI BOUND mm(9_40_90) 61
 LI BOUND mm(9_40_100) 0
 UI BOUND mm(9_40_100) 61
 LI BOUND mm(9_50_50) 0
 UI BOUND mm(9_50_50) 61
 LI BOUND mm(9_50_60) 0
 UI BOUND mm(9_50_60) 61
 LI BOUND mm(9_50_70) 0
 UI BOUND mm(9_50_70) 61
 LI BOUND mm(9_50_80) 0
 UI BOUND mm(9_50_80) 61
 LI BOUND mm(9_50_90) 0
 UI BOUND mm(9_50_90) 61
 LI BOUND mm(9_50_100) 0
 UI BOUND mm(9_50_100) 61
 LI BOUND mm(9_60_40) 0
 UI BOUND mm(9_60_40) 61
 LI BOUND mm(9_60_50) 0
 UI BOUND mm(9_60_50) 61
 LI BOUND mm(9_60_60) 0
 UI BOUND mm(9_60_60) 61
 LI BOUND mm(9_60_70) 0
 UI BOUND mm(9_60_70) 61
 LI BOUND mm(9_60_80) 0
 UI BOUND mm(9_60_80) 61
 LI BOUND mm(9_60_90) 0
 UI BOUND mm(9_60_90) 61
 LI BOUND mm(9_60_100) 0
 UI BOUND mm(9_60_100) 61
 LI BOUND mm(9_70_30) 0
 UI BOUND mm(9_70_30) 61
 LI BOUND mm(9_70_40) 0
 UI BOUND mm(9_70_40) 61
 LI BOUND mm(9_70_50) 0
 UI BOUND mm(9_70_50) 61
 LI BOUND mm(9_70_60) 0
 UI BOUND mm(9_70_60) 61
 LI BOUND mm(9_70_70) 0
 UI BOUND mm(9_70_70) 61
 LI BOUND mm(9_70_80) 0
 UI BOUND mm(9_70_80) 61
 LI BOUND mm(9_70_90) 0
 UI BOUND mm(9_70_90) 61
 LI BOUND mm(9_70_100) 0
 UI BOUND mm(9_70_100) 61
 LI BOUND mm(9_80_20) 0
 UI BOUND mm(9_80_20) 61
 LI BOUND mm(9_80_30) 0
 UI BOUND mm(9_80_30) 61
 LI BOUND mm(9_80_40) 0
 UI BOUND mm(9_80_40) 61
 LI BOUND mm(9_80_50) 0
 UI BOUND mm(9_80_50) 61
 LI BOUND mm(9_80_60) 0
 UI BOUND mm(9_80_60) 61
 LI BOUND mm(9_80_70) 0
 UI BOUND mm(9_80_70) 61
 LI BOUND mm(9_80_80) 0
 UI BOUND mm(9_80_80) 61
 LI BOUND mm(9_80_90) 0
 UI BOUND mm(9_80_90) 61
 LI BOUND mm(9_80_100) 0
 UI BOUND mm(9_80_100) 61
 LI BOUND mm(9_90_10) 0
 UI BOUND mm(9_90_10) 61
 LI BOUND mm(9_90_20) 0
 UI BOUND mm(9_90_20) 61
 LI BOUND mm(9_90_30) 0
 UI BOUND mm(9_90_30) 61
 LI BOUND mm(9_90_40) 0
 UI BOUND mm(9_90_40) 61
 LI BOUND mm(9_90_50) 0
 UI BOUND mm(9_90_50) 61
 LI BOUND mm(9_90_60) 0
 UI BOUND mm(9_90_60) 61
 LI BOUND mm(9_90_70) 0
 UI BOUND mm(9_90_70) 61
 LI BOUND mm(9_90_80) 0
 UI BOUND mm(9_90_80) 61
 LI BOUND mm(9_90_90) 0
 UI BOUND mm(9_90_90) 61
 LI BOUND mm(9_90_100) 0
 UI BOUND mm(9_90_100) 61
 LI BOUND mm(9_100_10) 0
 UI BOUND mm(9_100_10) 61
 LI BOUND mm(9_100_20) 0
 UI BOUND mm(9_100_20) 61
 LI BOUND mm(9_100_30) 0
 UI BOUND mm(9_100_30) 61
 LI BOUND mm(9_100_40) 0
 UI BOUND mm(9_100_40) 61
 LI BOUND mm(9_100_50) 0
 UI BOUND mm(9_100_50) 61
 LI BOUND mm(9_100_60) 0
 UI BOUND mm(9_100_60) 61
 LI BOUND mm(9_100_70) 0
 UI BOUND mm(9_100_70) 61
 LI BOUND mm(9_100_80) 0
 UI BOUND mm(9_100_80) 61
 LI BOUND mm(9_100_90) 0
 UI BOUND mm(9_100_90) 61
 LI BOUND mm(9_100_100) 0
 UI BOUND mm(9_100_100) 61
 LI BOUND mm(10_10_90) 0
 UI BOUND mm(10_10_90) 61
 LI BOUND mm(10_10_100) 0
 UI BOUND mm(10_10_100) 61
 LI BOUND mm(10_20_80) 0
 UI BOUND mm(10_20_80) 61
 LI BOUND mm(10_20_90) 0
 UI BOUND mm(10_20_90) 61
 LI BOUND mm(10_20_100) 0
 UI BOUND mm(10_20_100) 61
 LI BOUND mm(10_30_70) 0
 UI BOUND mm(10_30_70) 61
 LI BOUND mm(10_30_80) 0
 UI BOUND mm(10_30_80) 61
 LI BOUND mm(10_30_90) 0
 UI BOUND mm(10_30_90) 61
 LI BOUND mm(10_30_100) 0
 UI BOUND mm(10_30_100) 61
 LI BOUND mm(10_40_60) 0
 UI BOUND mm(10_40_60) 61
 LI BOUND mm(10_40_70) 0
 UI BOUND mm(10_40_70) 61
 LI BOUND mm(10_40_80) 0
 UI BOUND mm(10_40_80) 61
 LI BOUND mm(10_40_90) 0
 UI BOUND mm(10_40_90) 61
 LI BOUND mm(10_40_100) 0
 UI BOUND mm(10_40_100) 61
 LI BOUND mm(10_50_50) 0
 UI BOUND mm(10_50_50) 61
 LI BOUND mm(10_50_60) 0
 UI BOUND mm(10_50_60) 61
 LI BOUND mm(10_50_70) 0
 UI BOUND mm(10_50_70) 61
 LI BOUND mm(10_50_80) 0
 UI BOUND mm(10_50_80) 61
 LI BOUND mm(10_50_90) 0
 UI BOUND mm(10_50_90) 61
 LI BOUND mm(10_50_100) 0
 UI BOUND mm(10_50_100) 61
 LI BOUND mm(10_60_40) 0
 UI BOUND mm(10_60_40) 61
 LI BOUND mm(10_60_50) 0
 UI BOUND mm(10_60_50) 61
 LI BOUND mm(10_60_60) 0
 UI BOUND mm(10_60_60) 61
 LI BOUND mm(10_60_70) 0
 UI BOUND mm(10_60_70) 61
 LI BOUND mm(10_60_80) 0
 UI BOUND mm(10_60_80) 61
 LI BOUND mm(10_60_90) 0
 UI BOUND mm(10_60_90) 61
 LI BOUND mm(10_60_100) 0
 UI BOUND mm(10_60_100) 61
 LI BOUND mm(10_70_30) 0
 UI BOUND mm(10_70_30) 61
 LI BOUND mm(10_70_40) 0
 UI BOUND mm(10_70_40) 61
 LI BOUND mm(10_70_50) 0
 UI BOUND mm(10_70_50) 61
 LI BOUND mm(10_70_60) 0
 UI BOUND mm(10_70_60) 61
 LI BOUND mm(10_70_70) 0
 UI BOUND mm(10_70_70) 61
 LI BOUND mm(10_70_80) 0
 UI BOUND mm(10_70_80) 61
 LI BOUND mm(10_70_90) 0
 UI BOUND mm(10_70_90) 61
 LI BOUND mm(10_70_100) 0
 UI BOUND mm(10_70_100) 61
 LI BOUND mm(10_80_20) 0
 UI BOUND mm(10_80_20) 61
 LI BOUND mm(10_80_30) 0
 UI BOUND mm(10_80_30) 61
 LI BOUND mm(10_80_40) 0
 UI BOUND mm(10_80_40) 61
 LI BOUND mm(10_80_50) 0
 UI BOUND mm(10_80_50) 61
 LI BOUND mm(10_80_60) 0
 UI BOUND mm(10_80_60) 61
 LI BOUND mm(10_80_70) 0
 UI BOUND mm(10_80_70) 61
 LI BOUND mm(10_80_80) 0
 UI BOUND mm(10_80_80) 61
 LI BOUND mm(10_80_90) 0
 UI BOUND mm(10_80_90) 61
 LI BOUND mm(10_80_100) 0
 UI BOUND mm(10_80_100) 61
 LI BOUND mm(10_90_10) 0
 UI BOUND mm(10_90_10) 61
 LI BOUND mm(10_90_20) 0
 UI BOUND mm(10_90_20) 61
 LI BOUND mm(10_90_30) 0
 UI BOUND mm(10_90_30) 61
 LI BOUND mm(10_90_40) 0
 UI BOUND mm(10_90_40) 61
 LI BOUND mm(10_90_50) 0
 UI BOUND mm(10_90_50) 61
 LI BOUND mm(10_90_60) 0
 UI BOUND mm(10_90_60) 61
 LI BOUND mm(10_90_70) 0
 UI BOUND mm(10_90_70) 61
 LI BOUND mm(10_90_80) 0
 UI BOUND mm(10_90_80) 61
 LI BOUND mm(10_90_90) 0
 UI BOUND mm(10_90_90) 61
 LI BOUND mm(10_90_100) 0
 UI BOUND mm(10_90_100) 61
 LI BOUND mm(10_100_10) 0
 UI BOUND mm(10_100_10) 61
 LI BOUND mm(10_100_20) 0
 UI BOUND mm(10_100_20) 61
 LI BOUND mm(10_100_30) 0
 UI BOUND mm(10_100_30) 61
 LI BOUND mm(10_100_40) 0
 UI BOUND mm(10_100_40) 61
 LI BOUND mm(10_100_50) 0
 UI BOUND mm(10_100_50) 61
 LI BOUND mm(10_100_60) 0
 UI BOUND mm(10_100_60) 61
 LI BOUND mm(10_100_70) 0
 UI BOUND mm(10_100_70) 61
 LI BOUND mm(10_100_80) 0
 UI BOUND mm(10_100_80) 61
 LI BOUND mm(10_100_90) 0
 UI BOUND mm(10_100_90) 61
 LI BOUND mm(10_100_100) 0
 UI BOUND mm(10_100_100) 61
 LI BOUND mm(11_10_90) 0
 UI BOUND mm(11_10_90) 61
 LI BOUND mm(11_10_100) 0
 UI BOUND mm(11_10_100) 61
 LI BOUND mm(11_20_80) 0
 UI BOUND mm(11_20_80) 61
 LI BOUND mm(11_20_90) 0
 UI BOUND mm(11_20_90) 61
 LI BOUND mm(11_20_100) 0
 UI BOUND mm(11_20_100) 61
 LI BOUND mm(11_30_70) 0
 UI BOUND mm(11_30_70) 61
 LI BOUND mm(11_30_80) 0
 UI BOUND mm(11_30_80) 61
 LI BOUND mm(11_30_90) 0
 UI BOUND mm(11_30_90) 61
 LI BOUND mm(11_30_100) 0
 UI BOUND mm(11_30_100) 61
 LI BOUND mm(11_40_60) 0
 UI BOUND mm(11_40_60) 61
 LI BOUND mm(11_40_70) 0
 UI BOUND mm(11_40_70) 61
 LI BOUND mm(11_40_80) 0
 UI BOUND mm(11_40_80) 61
 LI BOUND mm(11_40_90) 0
 UI BOUND mm(11_40_90) 61
 LI BOUND mm(11_40_100) 0
 UI BOUND mm(11_40_100) 61
 LI BOUND mm(11_50_50) 0
 UI BOUND mm(11_50_50) 61
 LI BOUND mm(11_50_60) 0
 UI BOUND mm(11_50_60) 61
 LI BOUND mm(11_50_70) 0
 UI BOUND mm(11_50_70) 61
 LI BOUND mm(11_50_80) 0
 UI BOUND mm(11_50_80) 61
 LI BOUND mm(11_50_90) 0
 UI BOUND mm(11_50_90) 61
 LI BOUND mm(11_50_100) 0
 UI BOUND mm(11_50_100) 61
 LI BOUND mm(11_60_40) 0
 UI BOUND mm(11_60_40) 61
 LI BOUND mm(11_60_50) 0
 UI BOUND mm(11_60_50) 61
 LI BOUND mm(11_60_60) 0
 UI BOUND mm(11_60_60) 61
 LI BOUND mm(11_60_70) 0
 UI BOUND mm(11_60_70) 61
 LI BOUND mm(11_60_80) 0
 UI BOUND mm(11_60_80) 61
 LI BOUND mm(11_60_90) 0
 UI BOUND mm(11_60_90) 61
 LI BOUND mm(11_60_100) 0
 UI BOUND mm(11_60_100) 61
 LI BOUND mm(11_70_30) 0
 UI BOUND mm(11_70_30) 61
 LI BOUND mm(11_70_40) 0
 UI BOUND mm(11_70_40) 61
 LI BOUND mm(11_70_50) 0
 UI BOUND mm(11_70_50) 61
 LI BOUND mm(11_70_60) 0
 UI BOUND mm(11_70_60) 61
 LI BOUND mm(11_70_70) 0
 UI BOUND mm(11_70_70) 61
 LI BOUND mm(11_70_80) 0
 UI BOUND mm(11_70_80) 61
 LI BOUND mm(11_70_90) 0
 UI BOUND mm(11_70_90) 61
 LI BOUND mm(11_70_100) 0
 UI BOUND mm(11_70_100) 61
 LI BOUND mm(11_80_20) 0
 UI BOUND mm(11_80_20) 61
 LI BOUND mm(11_80_30) 0
 UI BOUND mm(11_80_30) 61
 LI BOUND mm(11_80_40) 0
 UI BOUND mm(11_80_40) 61
 LI BOUND mm(11_80_50) 0
 UI BOUND mm(11_80_50) 61
 LI BOUND mm(11_80_60) 0
 UI BOUND mm(11_80_60) 61
 LI BOUND mm(11_80_70) 0
 UI BOUND mm(11_80_70) 61
 LI BOUND mm(11_80_80) 0
 UI BOUND mm(11_80_80) 61
 LI BOUND mm(11_80_90) 0
 UI BOUND mm(11_80_90) 61
 LI BOUND mm(11_80_100) 0
 UI BOUND mm(11_80_100) 61
 LI BOUND mm(11_90_10) 0
 UI BOUND mm(11_90_10) 61
 LI BOUND mm(11_90_20) 0
 UI BOUND mm(11_90_20) 61
 LI BOUND mm(11_90_30) 0
 UI BOUND mm(11_90_30) 61
 LI BOUND mm(11_90_40) 0
 UI BOUND mm(11_90_40) 61
 LI BOUND mm(11_90_50) 0
 UI BOUND mm(11_90_50) 61
 LI BOUND mm(11_90_60) 0
 UI BOUND mm(11_90_60) 61
 LI BOUND mm(11_90_70) 0
 UI BOUND mm(11_90_70) 61
 LI BOUND mm(11_90_80) 0
 UI BOUND mm(11_90_80) 61
 LI BOUND mm(11_90_90) 0
 UI BOUND mm(11_90_90) 61
 LI BOUND mm(11_90_100) 0
 UI BOUND mm(11_90_100) 61
 LI BOUND mm(11_100_10) 0
 UI BOUND mm(11_100_10) 61
 LI BOUND mm(11_100_20) 0
 UI BOUND mm(11_100_20) 61
 LI BOUND mm(11_100_30) 0
 UI BOUND mm(11_100_30) 61
 LI BOUND mm(11_100_40) 0
 UI BOUND mm(11_100_40) 61
 LI BOUND mm(11_100_50) 0
 UI BOUND mm(11_100_50) 61
 LI BOUND mm(11_100_60) 0
 UI BOUND mm(11_100_60) 61
 LI BOUND mm(11_100_70) 0
 UI BOUND mm(11_100_70) 61
 LI BOUND mm(11_100_80) 0
 UI BOUND mm(11_100_80) 61
 LI BOUND mm(11_100_90) 0
 UI BOUND mm(11_100_90) 61
 LI BOUND mm(11_100_100) 0
 UI BOUND mm(11_100_100) 61
 LO BOUND tau(0) 0
 LO BOUND tau(1) 0
ENDATA
