* schedbench instance library: asrpt-schedule-n8-s0-9a2bb405e06a0115
* problem asrpt-schedule: A-SRPT (Luo et al.), Problem (8), Eq. 1-3; Alg. 1; Sec. V baselines
* instance 9a2bb405e06a0115 (instances/asrpt-schedule-n8-s0-9a2bb405e06a0115.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt-schedule-9a2bb405e06a0115
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
 L  c_u_capacity(0_21)_
 L  c_u_capacity(0_22)_
 L  c_u_capacity(0_23)_
 L  c_u_capacity(0_24)_
 L  c_u_capacity(0_26)_
 L  c_u_capacity(0_27)_
 L  c_u_capacity(0_28)_
 L  c_u_capacity(0_29)_
 L  c_u_capacity(0_30)_
 L  c_u_capacity(0_31)_
 L  c_u_capacity(0_32)_
 L  c_u_capacity(0_33)_
 L  c_u_capacity(0_34)_
 L  c_u_capacity(0_35)_
 L  c_u_capacity(0_36)_
 L  c_u_capacity(0_37)_
 L  c_u_capacity(0_38)_
 L  c_u_capacity(0_39)_
 L  c_u_capacity(0_40)_
 L  c_u_capacity(0_41)_
 L  c_u_capacity(0_42)_
 L  c_u_capacity(0_43)_
 L  c_u_capacity(0_44)_
 L  c_u_capacity(0_45)_
 L  c_u_capacity(0_46)_
 L  c_u_capacity(0_47)_
 L  c_u_capacity(0_48)_
 L  c_u_capacity(0_49)_
 L  c_u_capacity(0_50)_
 L  c_u_capacity(0_51)_
 L  c_u_capacity(0_52)_
 L  c_u_capacity(0_53)_
 L  c_u_capacity(0_54)_
 L  c_u_capacity(0_55)_
 L  c_u_capacity(0_56)_
 L  c_u_capacity(0_57)_
 L  c_u_capacity(0_58)_
 L  c_u_capacity(0_59)_
 L  c_u_capacity(0_60)_
 L  c_u_capacity(0_61)_
 L  c_u_capacity(0_62)_
 L  c_u_capacity(0_63)_
 L  c_u_capacity(0_64)_
 L  c_u_capacity(0_65)_
 L  c_u_capacity(0_66)_
 L  c_u_capacity(0_67)_
 L  c_u_capacity(0_68)_
 L  c_u_capacity(0_69)_
 L  c_u_capacity(0_70)_
 L  c_u_capacity(0_71)_
 L  c_u_capacity(0_72)_
 L  c_u_capacity(1_21)_
 L  c_u_capacity(1_22)_
 L  c_u_capacity(1_23)_
 L  c_u_capacity(1_24)_
 L  c_u_capacity(1_26)_
 L  c_u_capacity(1_27)_
 L  c_u_capacity(1_28)_
 L  c_u_capacity(1_29)_
 L  c_u_capacity(1_30)_
 L  c_u_capacity(1_31)_
 L  c_u_capacity(1_32)_
 L  c_u_capacity(1_33)_
 L  c_u_capacity(1_34)_
 L  c_u_capacity(1_35)_
 L  c_u_capacity(1_36)_
 L  c_u_capacity(1_37)_
 L  c_u_capacity(1_38)_
 L  c_u_capacity(1_39)_
 L  c_u_capacity(1_40)_
 L  c_u_capacity(1_41)_
 L  c_u_capacity(1_42)_
 L  c_u_capacity(1_43)_
 L  c_u_capacity(1_44)_
 L  c_u_capacity(1_45)_
 L  c_u_capacity(1_46)_
 L  c_u_capacity(1_47)_
 L  c_u_capacity(1_48)_
 L  c_u_capacity(1_49)_
 L  c_u_capacity(1_50)_
 L  c_u_capacity(1_51)_
 L  c_u_capacity(1_52)_
 L  c_u_capacity(1_53)_
 L  c_u_capacity(1_54)_
 L  c_u_capacity(1_55)_
 L  c_u_capacity(1_56)_
 L  c_u_capacity(1_57)_
 L  c_u_capacity(1_58)_
 L  c_u_capacity(1_59)_
 L  c_u_capacity(1_60)_
 L  c_u_capacity(1_61)_
 L  c_u_capacity(1_62)_
 L  c_u_capacity(1_63)_
 L  c_u_capacity(1_64)_
 L  c_u_capacity(1_65)_
 L  c_u_capacity(1_66)_
 L  c_u_capacity(1_67)_
 L  c_u_capacity(1_68)_
 L  c_u_capacity(1_69)_
 L  c_u_capacity(1_70)_
 L  c_u_capacity(1_71)_
 L  c_u_capacity(1_72)_
 L  c_u_capacity(2_21)_
 L  c_u_capacity(2_22)_
 L  c_u_capacity(2_23)_
 L  c_u_capacity(2_24)_
 L  c_u_capacity(2_26)_
 L  c_u_capacity(2_27)_
 L  c_u_capacity(2_28)_
 L  c_u_capacity(2_29)_
 L  c_u_capacity(2_30)_
 L  c_u_capacity(2_31)_
 L  c_u_capacity(2_32)_
 L  c_u_capacity(2_33)_
 L  c_u_capacity(2_34)_
 L  c_u_capacity(2_35)_
 L  c_u_capacity(2_36)_
 L  c_u_capacity(2_37)_
 L  c_u_capacity(2_38)_
 L  c_u_capacity(2_39)_
 L  c_u_capacity(2_40)_
 L  c_u_capacity(2_41)_
 L  c_u_capacity(2_42)_
 L  c_u_capacity(2_43)_
 L  c_u_capacity(2_44)_
 L  c_u_capacity(2_45)_
 L  c_u_capacity(2_46)_
 L  c_u_capacity(2_47)_
 L  c_u_capacity(2_48)_
 L  c_u_capacity(2_49)_
 L  c_u_capacity(2_50)_
 L  c_u_capacity(2_51)_
 L  c_u_capacity(2_52)_
 L  c_u_capacity(2_53)_
 L  c_u_capacity(2_54)_
 L  c_u_capacity(2_55)_
 L  c_u_capacity(2_56)_
 L  c_u_capacity(2_57)_
 L  c_u_capacity(2_58)_
 L  c_u_capacity(2_59)_
 L  c_u_capacity(2_60)_
 L  c_u_capacity(2_61)_
 L  c_u_capacity(2_62)_
 L  c_u_capacity(2_63)_
 L  c_u_capacity(2_64)_
 L  c_u_capacity(2_65)_
 L  c_u_capacity(2_66)_
 L  c_u_capacity(2_67)_
 L  c_u_capacity(2_68)_
 L  c_u_capacity(2_69)_
 L  c_u_capacity(2_70)_
 L  c_u_capacity(2_71)_
 L  c_u_capacity(2_72)_
 L  c_u_capacity(3_21)_
 L  c_u_capacity(3_22)_
 L  c_u_capacity(3_23)_
 L  c_u_capacity(3_24)_
 L  c_u_capacity(3_26)_
 L  c_u_capacity(3_27)_
 L  c_u_capacity(3_28)_
 L  c_u_capacity(3_29)_
 L  c_u_capacity(3_30)_
 L  c_u_capacity(3_31)_
 L  c_u_capacity(3_32)_
 L  c_u_capacity(3_33)_
 L  c_u_capacity(3_34)_
 L  c_u_capacity(3_35)_
 L  c_u_capacity(3_36)_
 L  c_u_capacity(3_37)_
 L  c_u_capacity(3_38)_
 L  c_u_capacity(3_39)_
 L  c_u_capacity(3_40)_
 L  c_u_capacity(3_41)_
 L  c_u_capacity(3_42)_
 L  c_u_capacity(3_43)_
 L  c_u_capacity(3_44)_
 L  c_u_capacity(3_45)_
 L  c_u_capacity(3_46)_
 L  c_u_capacity(3_47)_
 L  c_u_capacity(3_48)_
 L  c_u_capacity(3_49)_
 L  c_u_capacity(3_50)_
 L  c_u_capacity(3_51)_
 L  c_u_capacity(3_52)_
 L  c_u_capacity(3_53)_
 L  c_u_capacity(3_54)_
 L  c_u_capacity(3_55)_
 L  c_u_capacity(3_56)_
 L  c_u_capacity(3_57)_
 L  c_u_capacity(3_58)_
 L  c_u_capacity(3_59)_
 L  c_u_capacity(3_60)_
 L  c_u_capacity(3_61)_
 L  c_u_capacity(3_62)_
 L  c_u_capacity(3_63)_
 L  c_u_capacity(3_64)_
 L  c_u_capacity(3_65)_
 L  c_u_capacity(3_66)_
 L  c_u_capacity(3_67)_
 L  c_u_capacity(3_68)_
 L  c_u_capacity(3_69)_
 L  c_u_capacity(3_70)_
 L  c_u_capacity(3_71)_
 L  c_u_capacity(3_72)_
COLUMNS
     y(0_0_0) obj 244.15972226800002
     y(0_0_0) c_e_one_start(0)_ 1
     y(0_1_0) obj 244.15972226800002
     y(0_1_0) c_e_one_start(0)_ 1
     y(0_2_0) obj 244.15972226800002
     y(0_2_0) c_e_one_start(0)_ 1
     y(0_3_0) obj 244.15972226800002
     y(0_3_0) c_e_one_start(0)_ 1
     y(1_0_2) obj 309.91978396600001
     y(1_0_2) c_e_one_start(1)_ 1
     y(1_1_2) obj 309.91978396600001
     y(1_1_2) c_e_one_start(1)_ 1
     y(1_2_2) obj 309.91978396600001
     y(1_2_2) c_e_one_start(1)_ 1
     y(1_3_2) obj 309.91978396600001
     y(1_3_2) c_e_one_start(1)_ 1
     y(2_0_5) obj 479.99979525000003
     y(2_0_5) c_e_one_start(2)_ 1
     y(2_1_5) obj 479.99979525000003
     y(2_1_5) c_e_one_start(2)_ 1
     y(2_2_5) obj 479.99979525000003
     y(2_2_5) c_e_one_start(2)_ 1
     y(2_3_5) obj 479.99979525000003
     y(2_3_5) c_e_one_start(2)_ 1
     y(3_0_8) obj 656.34267113289332
     y(3_0_8) c_e_one_start(3)_ 1
     y(3_2_8) obj 656.34267113289332
     y(3_2_8) c_e_one_start(3)_ 1
     y(3_5_8) obj 656.34267113289332
     y(3_5_8) c_e_one_start(3)_ 1
     y(3_9_8) obj 656.34267113289332
     y(3_9_8) c_e_one_start(3)_ 1
     y(4_0_12) obj 5209.8617813404762
     y(4_0_12) c_e_one_start(4)_ 1
     y(4_0_12) c_u_capacity(3_21)_ 4
     y(4_0_12) c_u_capacity(3_22)_ 4
     y(4_0_12) c_u_capacity(3_23)_ 4
     y(4_0_12) c_u_capacity(3_24)_ 4
     y(4_0_12) c_u_capacity(3_26)_ 4
     y(4_0_12) c_u_capacity(3_27)_ 4
     y(4_0_12) c_u_capacity(3_28)_ 4
     y(4_0_12) c_u_capacity(3_29)_ 4
     y(4_0_12) c_u_capacity(3_30)_ 4
     y(4_0_12) c_u_capacity(3_31)_ 4
     y(4_0_12) c_u_capacity(3_32)_ 4
     y(4_0_12) c_u_capacity(3_33)_ 4
     y(4_0_12) c_u_capacity(3_34)_ 4
     y(4_0_12) c_u_capacity(3_35)_ 4
     y(4_0_12) c_u_capacity(3_36)_ 4
     y(4_0_12) c_u_capacity(3_37)_ 4
     y(4_0_12) c_u_capacity(3_38)_ 4
     y(4_0_12) c_u_capacity(3_39)_ 4
     y(4_0_12) c_u_capacity(3_40)_ 4
     y(4_0_12) c_u_capacity(3_41)_ 4
     y(4_0_12) c_u_capacity(3_42)_ 4
     y(4_0_12) c_u_capacity(3_43)_ 4
     y(4_0_12) c_u_capacity(3_44)_ 4
     y(4_0_12) c_u_capacity(3_45)_ 4
     y(4_0_12) c_u_capacity(3_46)_ 4
     y(4_0_12) c_u_capacity(3_47)_ 4
     y(4_0_12) c_u_capacity(3_48)_ 4
     y(4_0_12) c_u_capacity(3_49)_ 4
     y(4_0_12) c_u_capacity(3_50)_ 4
     y(4_0_12) c_u_capacity(3_51)_ 4
     y(4_0_12) c_u_capacity(3_52)_ 4
     y(4_0_12) c_u_capacity(3_53)_ 4
     y(4_0_12) c_u_capacity(3_54)_ 4
     y(4_0_12) c_u_capacity(3_55)_ 4
     y(4_0_12) c_u_capacity(3_56)_ 4
     y(4_0_12) c_u_capacity(3_57)_ 4
     y(4_0_12) c_u_capacity(3_58)_ 4
     y(4_0_12) c_u_capacity(3_59)_ 4
     y(4_0_12) c_u_capacity(3_60)_ 4
     y(4_0_12) c_u_capacity(3_61)_ 4
     y(4_0_12) c_u_capacity(3_62)_ 4
     y(4_0_12) c_u_capacity(3_63)_ 4
     y(4_0_12) c_u_capacity(3_64)_ 4
     y(4_0_12) c_u_capacity(3_65)_ 4
     y(4_0_12) c_u_capacity(3_66)_ 4
     y(4_0_12) c_u_capacity(3_67)_ 4
     y(4_0_12) c_u_capacity(3_68)_ 4
     y(4_0_12) c_u_capacity(3_69)_ 4
     y(4_0_12) c_u_capacity(3_70)_ 4
     y(4_0_12) c_u_capacity(3_71)_ 4
     y(4_0_12) c_u_capacity(3_72)_ 4
     y(4_4_12) obj 5209.8617813404762
     y(4_4_12) c_e_one_start(4)_ 1
     y(4_4_12) c_u_capacity(2_21)_ 4
     y(4_4_12) c_u_capacity(2_22)_ 4
     y(4_4_12) c_u_capacity(2_23)_ 4
     y(4_4_12) c_u_capacity(2_24)_ 4
     y(4_4_12) c_u_capacity(2_26)_ 4
     y(4_4_12) c_u_capacity(2_27)_ 4
     y(4_4_12) c_u_capacity(2_28)_ 4
     y(4_4_12) c_u_capacity(2_29)_ 4
     y(4_4_12) c_u_capacity(2_30)_ 4
     y(4_4_12) c_u_capacity(2_31)_ 4
     y(4_4_12) c_u_capacity(2_32)_ 4
     y(4_4_12) c_u_capacity(2_33)_ 4
     y(4_4_12) c_u_capacity(2_34)_ 4
     y(4_4_12) c_u_capacity(2_35)_ 4
     y(4_4_12) c_u_capacity(2_36)_ 4
     y(4_4_12) c_u_capacity(2_37)_ 4
     y(4_4_12) c_u_capacity(2_38)_ 4
     y(4_4_12) c_u_capacity(2_39)_ 4
     y(4_4_12) c_u_capacity(2_40)_ 4
     y(4_4_12) c_u_capacity(2_41)_ 4
     y(4_4_12) c_u_capacity(2_42)_ 4
     y(4_4_12) c_u_capacity(2_43)_ 4
     y(4_4_12) c_u_capacity(2_44)_ 4
     y(4_4_12) c_u_capacity(2_45)_ 4
     y(4_4_12) c_u_capacity(2_46)_ 4
     y(4_4_12) c_u_capacity(2_47)_ 4
     y(4_4_12) c_u_capacity(2_48)_ 4
     y(4_4_12) c_u_capacity(2_49)_ 4
     y(4_4_12) c_u_capacity(2_50)_ 4
     y(4_4_12) c_u_capacity(2_51)_ 4
     y(4_4_12) c_u_capacity(2_52)_ 4
     y(4_4_12) c_u_capacity(2_53)_ 4
     y(4_4_12) c_u_capacity(2_54)_ 4
     y(4_4_12) c_u_capacity(2_55)_ 4
     y(4_4_12) c_u_capacity(2_56)_ 4
     y(4_4_12) c_u_capacity(2_57)_ 4
     y(4_4_12) c_u_capacity(2_58)_ 4
     y(4_4_12) c_u_capacity(2_59)_ 4
     y(4_4_12) c_u_capacity(2_60)_ 4
     y(4_4_12) c_u_capacity(2_61)_ 4
     y(4_4_12) c_u_capacity(2_62)_ 4
     y(4_4_12) c_u_capacity(2_63)_ 4
     y(4_4_12) c_u_capacity(2_64)_ 4
     y(4_4_12) c_u_capacity(2_65)_ 4
     y(4_4_12) c_u_capacity(2_66)_ 4
     y(4_4_12) c_u_capacity(2_67)_ 4
     y(4_4_12) c_u_capacity(2_68)_ 4
     y(4_4_12) c_u_capacity(2_69)_ 4
     y(4_4_12) c_u_capacity(2_70)_ 4
     y(4_4_12) c_u_capacity(2_71)_ 4
     y(4_4_12) c_u_capacity(2_72)_ 4
     y(4_14_12) obj 5209.8617813404762
     y(4_14_12) c_e_one_start(4)_ 1
     y(4_14_12) c_u_capacity(1_21)_ 4
     y(4_14_12) c_u_capacity(1_22)_ 4
     y(4_14_12) c_u_capacity(1_23)_ 4
     y(4_14_12) c_u_capacity(1_24)_ 4
     y(4_14_12) c_u_capacity(1_26)_ 4
     y(4_14_12) c_u_capacity(1_27)_ 4
     y(4_14_12) c_u_capacity(1_28)_ 4
     y(4_14_12) c_u_capacity(1_29)_ 4
     y(4_14_12) c_u_capacity(1_30)_ 4
     y(4_14_12) c_u_capacity(1_31)_ 4
     y(4_14_12) c_u_capacity(1_32)_ 4
     y(4_14_12) c_u_capacity(1_33)_ 4
     y(4_14_12) c_u_capacity(1_34)_ 4
     y(4_14_12) c_u_capacity(1_35)_ 4
     y(4_14_12) c_u_capacity(1_36)_ 4
     y(4_14_12) c_u_capacity(1_37)_ 4
     y(4_14_12) c_u_capacity(1_38)_ 4
     y(4_14_12) c_u_capacity(1_39)_ 4
     y(4_14_12) c_u_capacity(1_40)_ 4
     y(4_14_12) c_u_capacity(1_41)_ 4
     y(4_14_12) c_u_capacity(1_42)_ 4
     y(4_14_12) c_u_capacity(1_43)_ 4
     y(4_14_12) c_u_capacity(1_44)_ 4
     y(4_14_12) c_u_capacity(1_45)_ 4
     y(4_14_12) c_u_capacity(1_46)_ 4
     y(4_14_12) c_u_capacity(1_47)_ 4
     y(4_14_12) c_u_capacity(1_48)_ 4
     y(4_14_12) c_u_capacity(1_49)_ 4
     y(4_14_12) c_u_capacity(1_50)_ 4
     y(4_14_12) c_u_capacity(1_51)_ 4
     y(4_14_12) c_u_capacity(1_52)_ 4
     y(4_14_12) c_u_capacity(1_53)_ 4
     y(4_14_12) c_u_capacity(1_54)_ 4
     y(4_14_12) c_u_capacity(1_55)_ 4
     y(4_14_12) c_u_capacity(1_56)_ 4
     y(4_14_12) c_u_capacity(1_57)_ 4
     y(4_14_12) c_u_capacity(1_58)_ 4
     y(4_14_12) c_u_capacity(1_59)_ 4
     y(4_14_12) c_u_capacity(1_60)_ 4
     y(4_14_12) c_u_capacity(1_61)_ 4
     y(4_14_12) c_u_capacity(1_62)_ 4
     y(4_14_12) c_u_capacity(1_63)_ 4
     y(4_14_12) c_u_capacity(1_64)_ 4
     y(4_14_12) c_u_capacity(1_65)_ 4
     y(4_14_12) c_u_capacity(1_66)_ 4
     y(4_14_12) c_u_capacity(1_67)_ 4
     y(4_14_12) c_u_capacity(1_68)_ 4
     y(4_14_12) c_u_capacity(1_69)_ 4
     y(4_14_12) c_u_capacity(1_70)_ 4
     y(4_14_12) c_u_capacity(1_71)_ 4
     y(4_14_12) c_u_capacity(1_72)_ 4
     y(4_34_12) obj 5209.8617813404762
     y(4_34_12) c_e_one_start(4)_ 1
     y(4_34_12) c_u_capacity(0_21)_ 4
     y(4_34_12) c_u_capacity(0_22)_ 4
     y(4_34_12) c_u_capacity(0_23)_ 4
     y(4_34_12) c_u_capacity(0_24)_ 4
     y(4_34_12) c_u_capacity(0_26)_ 4
     y(4_34_12) c_u_capacity(0_27)_ 4
     y(4_34_12) c_u_capacity(0_28)_ 4
     y(4_34_12) c_u_capacity(0_29)_ 4
     y(4_34_12) c_u_capacity(0_30)_ 4
     y(4_34_12) c_u_capacity(0_31)_ 4
     y(4_34_12) c_u_capacity(0_32)_ 4
     y(4_34_12) c_u_capacity(0_33)_ 4
     y(4_34_12) c_u_capacity(0_34)_ 4
     y(4_34_12) c_u_capacity(0_35)_ 4
     y(4_34_12) c_u_capacity(0_36)_ 4
     y(4_34_12) c_u_capacity(0_37)_ 4
     y(4_34_12) c_u_capacity(0_38)_ 4
     y(4_34_12) c_u_capacity(0_39)_ 4
     y(4_34_12) c_u_capacity(0_40)_ 4
     y(4_34_12) c_u_capacity(0_41)_ 4
     y(4_34_12) c_u_capacity(0_42)_ 4
     y(4_34_12) c_u_capacity(0_43)_ 4
     y(4_34_12) c_u_capacity(0_44)_ 4
     y(4_34_12) c_u_capacity(0_45)_ 4
     y(4_34_12) c_u_capacity(0_46)_ 4
     y(4_34_12) c_u_capacity(0_47)_ 4
     y(4_34_12) c_u_capacity(0_48)_ 4
     y(4_34_12) c_u_capacity(0_49)_ 4
     y(4_34_12) c_u_capacity(0_50)_ 4
     y(4_34_12) c_u_capacity(0_51)_ 4
     y(4_34_12) c_u_capacity(0_52)_ 4
     y(4_34_12) c_u_capacity(0_53)_ 4
     y(4_34_12) c_u_capacity(0_54)_ 4
     y(4_34_12) c_u_capacity(0_55)_ 4
     y(4_34_12) c_u_capacity(0_56)_ 4
     y(4_34_12) c_u_capacity(0_57)_ 4
     y(4_34_12) c_u_capacity(0_58)_ 4
     y(4_34_12) c_u_capacity(0_59)_ 4
     y(4_34_12) c_u_capacity(0_60)_ 4
     y(4_34_12) c_u_capacity(0_61)_ 4
     y(4_34_12) c_u_capacity(0_62)_ 4
     y(4_34_12) c_u_capacity(0_63)_ 4
     y(4_34_12) c_u_capacity(0_64)_ 4
     y(4_34_12) c_u_capacity(0_65)_ 4
     y(4_34_12) c_u_capacity(0_66)_ 4
     y(4_34_12) c_u_capacity(0_67)_ 4
     y(4_34_12) c_u_capacity(0_68)_ 4
     y(4_34_12) c_u_capacity(0_69)_ 4
     y(4_34_12) c_u_capacity(0_70)_ 4
     y(4_34_12) c_u_capacity(0_71)_ 4
     y(4_34_12) c_u_capacity(0_72)_ 4
     y(5_0_21) obj 4364.5778526350377
     y(5_0_21) c_e_one_start(5)_ 1
     y(5_0_21) c_u_capacity(3_21)_ 4
     y(5_0_21) c_u_capacity(3_22)_ 4
     y(5_0_21) c_u_capacity(3_23)_ 4
     y(5_0_21) c_u_capacity(3_24)_ 4
     y(5_0_21) c_u_capacity(3_26)_ 4
     y(5_0_21) c_u_capacity(3_27)_ 4
     y(5_0_21) c_u_capacity(3_28)_ 4
     y(5_0_21) c_u_capacity(3_29)_ 4
     y(5_0_21) c_u_capacity(3_30)_ 4
     y(5_0_21) c_u_capacity(3_31)_ 4
     y(5_0_21) c_u_capacity(3_32)_ 4
     y(5_0_21) c_u_capacity(3_33)_ 4
     y(5_0_21) c_u_capacity(3_34)_ 4
     y(5_0_21) c_u_capacity(3_35)_ 4
     y(5_0_21) c_u_capacity(3_36)_ 4
     y(5_0_21) c_u_capacity(3_37)_ 4
     y(5_0_21) c_u_capacity(3_38)_ 4
     y(5_0_21) c_u_capacity(3_39)_ 4
     y(5_0_21) c_u_capacity(3_40)_ 4
     y(5_0_21) c_u_capacity(3_41)_ 4
     y(5_0_21) c_u_capacity(3_42)_ 4
     y(5_0_21) c_u_capacity(3_43)_ 4
     y(5_0_21) c_u_capacity(3_44)_ 4
     y(5_0_21) c_u_capacity(3_45)_ 4
     y(5_0_21) c_u_capacity(3_46)_ 4
     y(5_0_21) c_u_capacity(3_47)_ 4
     y(5_0_21) c_u_capacity(3_48)_ 4
     y(5_0_21) c_u_capacity(3_49)_ 4
     y(5_0_21) c_u_capacity(3_50)_ 4
     y(5_0_21) c_u_capacity(3_51)_ 4
     y(5_0_21) c_u_capacity(3_52)_ 4
     y(5_0_21) c_u_capacity(3_53)_ 4
     y(5_0_21) c_u_capacity(3_54)_ 4
     y(5_0_21) c_u_capacity(3_55)_ 4
     y(5_0_21) c_u_capacity(3_56)_ 4
     y(5_0_21) c_u_capacity(3_57)_ 4
     y(5_0_21) c_u_capacity(3_58)_ 4
     y(5_0_21) c_u_capacity(3_59)_ 4
     y(5_0_21) c_u_capacity(3_60)_ 4
     y(5_0_21) c_u_capacity(3_61)_ 4
     y(5_0_21) c_u_capacity(3_62)_ 4
     y(5_0_21) c_u_capacity(3_63)_ 4
     y(5_0_21) c_u_capacity(3_64)_ 4
     y(5_0_21) c_u_capacity(3_65)_ 4
     y(5_0_21) c_u_capacity(3_66)_ 4
     y(5_0_21) c_u_capacity(3_67)_ 4
     y(5_0_21) c_u_capacity(3_68)_ 4
     y(5_0_21) c_u_capacity(3_69)_ 4
     y(5_0_21) c_u_capacity(3_70)_ 4
     y(5_0_21) c_u_capacity(3_71)_ 4
     y(5_0_21) c_u_capacity(3_72)_ 4
     y(5_4_21) obj 4364.5778526350377
     y(5_4_21) c_e_one_start(5)_ 1
     y(5_4_21) c_u_capacity(2_21)_ 4
     y(5_4_21) c_u_capacity(2_22)_ 4
     y(5_4_21) c_u_capacity(2_23)_ 4
     y(5_4_21) c_u_capacity(2_24)_ 4
     y(5_4_21) c_u_capacity(2_26)_ 4
     y(5_4_21) c_u_capacity(2_27)_ 4
     y(5_4_21) c_u_capacity(2_28)_ 4
     y(5_4_21) c_u_capacity(2_29)_ 4
     y(5_4_21) c_u_capacity(2_30)_ 4
     y(5_4_21) c_u_capacity(2_31)_ 4
     y(5_4_21) c_u_capacity(2_32)_ 4
     y(5_4_21) c_u_capacity(2_33)_ 4
     y(5_4_21) c_u_capacity(2_34)_ 4
     y(5_4_21) c_u_capacity(2_35)_ 4
     y(5_4_21) c_u_capacity(2_36)_ 4
     y(5_4_21) c_u_capacity(2_37)_ 4
     y(5_4_21) c_u_capacity(2_38)_ 4
     y(5_4_21) c_u_capacity(2_39)_ 4
     y(5_4_21) c_u_capacity(2_40)_ 4
     y(5_4_21) c_u_capacity(2_41)_ 4
     y(5_4_21) c_u_capacity(2_42)_ 4
     y(5_4_21) c_u_capacity(2_43)_ 4
     y(5_4_21) c_u_capacity(2_44)_ 4
     y(5_4_21) c_u_capacity(2_45)_ 4
     y(5_4_21) c_u_capacity(2_46)_ 4
     y(5_4_21) c_u_capacity(2_47)_ 4
     y(5_4_21) c_u_capacity(2_48)_ 4
     y(5_4_21) c_u_capacity(2_49)_ 4
     y(5_4_21) c_u_capacity(2_50)_ 4
     y(5_4_21) c_u_capacity(2_51)_ 4
     y(5_4_21) c_u_capacity(2_52)_ 4
     y(5_4_21) c_u_capacity(2_53)_ 4
     y(5_4_21) c_u_capacity(2_54)_ 4
     y(5_4_21) c_u_capacity(2_55)_ 4
     y(5_4_21) c_u_capacity(2_56)_ 4
     y(5_4_21) c_u_capacity(2_57)_ 4
     y(5_4_21) c_u_capacity(2_58)_ 4
     y(5_4_21) c_u_capacity(2_59)_ 4
     y(5_4_21) c_u_capacity(2_60)_ 4
     y(5_4_21) c_u_capacity(2_61)_ 4
     y(5_4_21) c_u_capacity(2_62)_ 4
     y(5_4_21) c_u_capacity(2_63)_ 4
     y(5_4_21) c_u_capacity(2_64)_ 4
     y(5_4_21) c_u_capacity(2_65)_ 4
     y(5_4_21) c_u_capacity(2_66)_ 4
     y(5_4_21) c_u_capacity(2_67)_ 4
     y(5_4_21) c_u_capacity(2_68)_ 4
     y(5_4_21) c_u_capacity(2_69)_ 4
     y(5_4_21) c_u_capacity(2_70)_ 4
     y(5_4_21) c_u_capacity(2_71)_ 4
     y(5_4_21) c_u_capacity(2_72)_ 4
     y(5_14_21) obj 4364.5778526350377
     y(5_14_21) c_e_one_start(5)_ 1
     y(5_14_21) c_u_capacity(1_21)_ 4
     y(5_14_21) c_u_capacity(1_22)_ 4
     y(5_14_21) c_u_capacity(1_23)_ 4
     y(5_14_21) c_u_capacity(1_24)_ 4
     y(5_14_21) c_u_capacity(1_26)_ 4
     y(5_14_21) c_u_capacity(1_27)_ 4
     y(5_14_21) c_u_capacity(1_28)_ 4
     y(5_14_21) c_u_capacity(1_29)_ 4
     y(5_14_21) c_u_capacity(1_30)_ 4
     y(5_14_21) c_u_capacity(1_31)_ 4
     y(5_14_21) c_u_capacity(1_32)_ 4
     y(5_14_21) c_u_capacity(1_33)_ 4
     y(5_14_21) c_u_capacity(1_34)_ 4
     y(5_14_21) c_u_capacity(1_35)_ 4
     y(5_14_21) c_u_capacity(1_36)_ 4
     y(5_14_21) c_u_capacity(1_37)_ 4
     y(5_14_21) c_u_capacity(1_38)_ 4
     y(5_14_21) c_u_capacity(1_39)_ 4
     y(5_14_21) c_u_capacity(1_40)_ 4
     y(5_14_21) c_u_capacity(1_41)_ 4
     y(5_14_21) c_u_capacity(1_42)_ 4
     y(5_14_21) c_u_capacity(1_43)_ 4
     y(5_14_21) c_u_capacity(1_44)_ 4
     y(5_14_21) c_u_capacity(1_45)_ 4
     y(5_14_21) c_u_capacity(1_46)_ 4
     y(5_14_21) c_u_capacity(1_47)_ 4
     y(5_14_21) c_u_capacity(1_48)_ 4
     y(5_14_21) c_u_capacity(1_49)_ 4
     y(5_14_21) c_u_capacity(1_50)_ 4
     y(5_14_21) c_u_capacity(1_51)_ 4
     y(5_14_21) c_u_capacity(1_52)_ 4
     y(5_14_21) c_u_capacity(1_53)_ 4
     y(5_14_21) c_u_capacity(1_54)_ 4
     y(5_14_21) c_u_capacity(1_55)_ 4
     y(5_14_21) c_u_capacity(1_56)_ 4
     y(5_14_21) c_u_capacity(1_57)_ 4
     y(5_14_21) c_u_capacity(1_58)_ 4
     y(5_14_21) c_u_capacity(1_59)_ 4
     y(5_14_21) c_u_capacity(1_60)_ 4
     y(5_14_21) c_u_capacity(1_61)_ 4
     y(5_14_21) c_u_capacity(1_62)_ 4
     y(5_14_21) c_u_capacity(1_63)_ 4
     y(5_14_21) c_u_capacity(1_64)_ 4
     y(5_14_21) c_u_capacity(1_65)_ 4
     y(5_14_21) c_u_capacity(1_66)_ 4
     y(5_14_21) c_u_capacity(1_67)_ 4
     y(5_14_21) c_u_capacity(1_68)_ 4
     y(5_14_21) c_u_capacity(1_69)_ 4
     y(5_14_21) c_u_capacity(1_70)_ 4
     y(5_14_21) c_u_capacity(1_71)_ 4
     y(5_14_21) c_u_capacity(1_72)_ 4
     y(5_34_21) obj 4364.5778526350377
     y(5_34_21) c_e_one_start(5)_ 1
     y(5_34_21) c_u_capacity(0_21)_ 4
     y(5_34_21) c_u_capacity(0_22)_ 4
     y(5_34_21) c_u_capacity(0_23)_ 4
     y(5_34_21) c_u_capacity(0_24)_ 4
     y(5_34_21) c_u_capacity(0_26)_ 4
     y(5_34_21) c_u_capacity(0_27)_ 4
     y(5_34_21) c_u_capacity(0_28)_ 4
     y(5_34_21) c_u_capacity(0_29)_ 4
     y(5_34_21) c_u_capacity(0_30)_ 4
     y(5_34_21) c_u_capacity(0_31)_ 4
     y(5_34_21) c_u_capacity(0_32)_ 4
     y(5_34_21) c_u_capacity(0_33)_ 4
     y(5_34_21) c_u_capacity(0_34)_ 4
     y(5_34_21) c_u_capacity(0_35)_ 4
     y(5_34_21) c_u_capacity(0_36)_ 4
     y(5_34_21) c_u_capacity(0_37)_ 4
     y(5_34_21) c_u_capacity(0_38)_ 4
     y(5_34_21) c_u_capacity(0_39)_ 4
     y(5_34_21) c_u_capacity(0_40)_ 4
     y(5_34_21) c_u_capacity(0_41)_ 4
     y(5_34_21) c_u_capacity(0_42)_ 4
     y(5_34_21) c_u_capacity(0_43)_ 4
     y(5_34_21) c_u_capacity(0_44)_ 4
     y(5_34_21) c_u_capacity(0_45)_ 4
     y(5_34_21) c_u_capacity(0_46)_ 4
     y(5_34_21) c_u_capacity(0_47)_ 4
     y(5_34_21) c_u_capacity(0_48)_ 4
     y(5_34_21) c_u_capacity(0_49)_ 4
     y(5_34_21) c_u_capacity(0_50)_ 4
     y(5_34_21) c_u_capacity(0_51)_ 4
     y(5_34_21) c_u_capacity(0_52)_ 4
     y(5_34_21) c_u_capacity(0_53)_ 4
     y(5_34_21) c_u_capacity(0_54)_ 4
     y(5_34_21) c_u_capacity(0_55)_ 4
     y(5_34_21) c_u_capacity(0_56)_ 4
     y(5_34_21) c_u_capacity(0_57)_ 4
     y(5_34_21) c_u_capacity(0_58)_ 4
     y(5_34_21) c_u_capacity(0_59)_ 4
     y(5_34_21) c_u_capacity(0_60)_ 4
     y(5_34_21) c_u_capacity(0_61)_ 4
     y(5_34_21) c_u_capacity(0_62)_ 4
     y(5_34_21) c_u_capacity(0_63)_ 4
     y(5_34_21) c_u_capacity(0_64)_ 4
     y(5_34_21) c_u_capacity(0_65)_ 4
     y(5_34_21) c_u_capacity(0_66)_ 4
     y(5_34_21) c_u_capacity(0_67)_ 4
     y(5_34_21) c_u_capacity(0_68)_ 4
     y(5_34_21) c_u_capacity(0_69)_ 4
     y(5_34_21) c_u_capacity(0_70)_ 4
     y(5_34_21) c_u_capacity(0_71)_ 4
     y(5_34_21) c_u_capacity(0_72)_ 4
     y(6_0_21) obj 1482.8797464740001
     y(6_0_21) c_e_one_start(6)_ 1
     y(6_0_21) c_u_capacity(3_21)_ 1
     y(6_0_21) c_u_capacity(3_22)_ 1
     y(6_0_21) c_u_capacity(3_23)_ 1
     y(6_0_21) c_u_capacity(3_24)_ 1
     y(6_1_21) obj 1482.8797464740001
     y(6_1_21) c_e_one_start(6)_ 1
     y(6_1_21) c_u_capacity(2_21)_ 1
     y(6_1_21) c_u_capacity(2_22)_ 1
     y(6_1_21) c_u_capacity(2_23)_ 1
     y(6_1_21) c_u_capacity(2_24)_ 1
     y(6_2_21) obj 1482.8797464740001
     y(6_2_21) c_e_one_start(6)_ 1
     y(6_2_21) c_u_capacity(1_21)_ 1
     y(6_2_21) c_u_capacity(1_22)_ 1
     y(6_2_21) c_u_capacity(1_23)_ 1
     y(6_2_21) c_u_capacity(1_24)_ 1
     y(6_3_21) obj 1482.8797464740001
     y(6_3_21) c_e_one_start(6)_ 1
     y(6_3_21) c_u_capacity(0_21)_ 1
     y(6_3_21) c_u_capacity(0_22)_ 1
     y(6_3_21) c_u_capacity(0_23)_ 1
     y(6_3_21) c_u_capacity(0_24)_ 1
     y(7_0_26) obj 5566.8129269817564
     y(7_0_26) c_e_one_start(7)_ 1
     y(7_0_26) c_u_capacity(3_26)_ 4
     y(7_0_26) c_u_capacity(3_27)_ 4
     y(7_0_26) c_u_capacity(3_28)_ 4
     y(7_0_26) c_u_capacity(3_29)_ 4
     y(7_0_26) c_u_capacity(3_30)_ 4
     y(7_0_26) c_u_capacity(3_31)_ 4
     y(7_0_26) c_u_capacity(3_32)_ 4
     y(7_0_26) c_u_capacity(3_33)_ 4
     y(7_0_26) c_u_capacity(3_34)_ 4
     y(7_0_26) c_u_capacity(3_35)_ 4
     y(7_0_26) c_u_capacity(3_36)_ 4
     y(7_0_26) c_u_capacity(3_37)_ 4
     y(7_0_26) c_u_capacity(3_38)_ 4
     y(7_0_26) c_u_capacity(3_39)_ 4
     y(7_0_26) c_u_capacity(3_40)_ 4
     y(7_0_26) c_u_capacity(3_41)_ 4
     y(7_0_26) c_u_capacity(3_42)_ 4
     y(7_0_26) c_u_capacity(3_43)_ 4
     y(7_0_26) c_u_capacity(3_44)_ 4
     y(7_0_26) c_u_capacity(3_45)_ 4
     y(7_0_26) c_u_capacity(3_46)_ 4
     y(7_0_26) c_u_capacity(3_47)_ 4
     y(7_0_26) c_u_capacity(3_48)_ 4
     y(7_0_26) c_u_capacity(3_49)_ 4
     y(7_0_26) c_u_capacity(3_50)_ 4
     y(7_0_26) c_u_capacity(3_51)_ 4
     y(7_0_26) c_u_capacity(3_52)_ 4
     y(7_0_26) c_u_capacity(3_53)_ 4
     y(7_0_26) c_u_capacity(3_54)_ 4
     y(7_0_26) c_u_capacity(3_55)_ 4
     y(7_0_26) c_u_capacity(3_56)_ 4
     y(7_0_26) c_u_capacity(3_57)_ 4
     y(7_0_26) c_u_capacity(3_58)_ 4
     y(7_0_26) c_u_capacity(3_59)_ 4
     y(7_0_26) c_u_capacity(3_60)_ 4
     y(7_0_26) c_u_capacity(3_61)_ 4
     y(7_0_26) c_u_capacity(3_62)_ 4
     y(7_0_26) c_u_capacity(3_63)_ 4
     y(7_0_26) c_u_capacity(3_64)_ 4
     y(7_0_26) c_u_capacity(3_65)_ 4
     y(7_0_26) c_u_capacity(3_66)_ 4
     y(7_0_26) c_u_capacity(3_67)_ 4
     y(7_0_26) c_u_capacity(3_68)_ 4
     y(7_0_26) c_u_capacity(3_69)_ 4
     y(7_0_26) c_u_capacity(3_70)_ 4
     y(7_0_26) c_u_capacity(3_71)_ 4
     y(7_0_26) c_u_capacity(3_72)_ 4
     y(7_4_26) obj 5566.8129269817564
     y(7_4_26) c_e_one_start(7)_ 1
     y(7_4_26) c_u_capacity(2_26)_ 4
     y(7_4_26) c_u_capacity(2_27)_ 4
     y(7_4_26) c_u_capacity(2_28)_ 4
     y(7_4_26) c_u_capacity(2_29)_ 4
     y(7_4_26) c_u_capacity(2_30)_ 4
     y(7_4_26) c_u_capacity(2_31)_ 4
     y(7_4_26) c_u_capacity(2_32)_ 4
     y(7_4_26) c_u_capacity(2_33)_ 4
     y(7_4_26) c_u_capacity(2_34)_ 4
     y(7_4_26) c_u_capacity(2_35)_ 4
     y(7_4_26) c_u_capacity(2_36)_ 4
     y(7_4_26) c_u_capacity(2_37)_ 4
     y(7_4_26) c_u_capacity(2_38)_ 4
     y(7_4_26) c_u_capacity(2_39)_ 4
     y(7_4_26) c_u_capacity(2_40)_ 4
     y(7_4_26) c_u_capacity(2_41)_ 4
     y(7_4_26) c_u_capacity(2_42)_ 4
     y(7_4_26) c_u_capacity(2_43)_ 4
     y(7_4_26) c_u_capacity(2_44)_ 4
     y(7_4_26) c_u_capacity(2_45)_ 4
     y(7_4_26) c_u_capacity(2_46)_ 4
     y(7_4_26) c_u_capacity(2_47)_ 4
     y(7_4_26) c_u_capacity(2_48)_ 4
     y(7_4_26) c_u_capacity(2_49)_ 4
     y(7_4_26) c_u_capacity(2_50)_ 4
     y(7_4_26) c_u_capacity(2_51)_ 4
     y(7_4_26) c_u_capacity(2_52)_ 4
     y(7_4_26) c_u_capacity(2_53)_ 4
     y(7_4_26) c_u_capacity(2_54)_ 4
     y(7_4_26) c_u_capacity(2_55)_ 4
     y(7_4_26) c_u_capacity(2_56)_ 4
     y(7_4_26) c_u_capacity(2_57)_ 4
     y(7_4_26) c_u_capacity(2_58)_ 4
     y(7_4_26) c_u_capacity(2_59)_ 4
     y(7_4_26) c_u_capacity(2_60)_ 4
     y(7_4_26) c_u_capacity(2_61)_ 4
     y(7_4_26) c_u_capacity(2_62)_ 4
     y(7_4_26) c_u_capacity(2_63)_ 4
     y(7_4_26) c_u_capacity(2_64)_ 4
     y(7_4_26) c_u_capacity(2_65)_ 4
     y(7_4_26) c_u_capacity(2_66)_ 4
     y(7_4_26) c_u_capacity(2_67)_ 4
     y(7_4_26) c_u_capacity(2_68)_ 4
     y(7_4_26) c_u_capacity(2_69)_ 4
     y(7_4_26) c_u_capacity(2_70)_ 4
     y(7_4_26) c_u_capacity(2_71)_ 4
     y(7_4_26) c_u_capacity(2_72)_ 4
     y(7_14_26) obj 5566.8129269817564
     y(7_14_26) c_e_one_start(7)_ 1
     y(7_14_26) c_u_capacity(1_26)_ 4
     y(7_14_26) c_u_capacity(1_27)_ 4
     y(7_14_26) c_u_capacity(1_28)_ 4
     y(7_14_26) c_u_capacity(1_29)_ 4
     y(7_14_26) c_u_capacity(1_30)_ 4
     y(7_14_26) c_u_capacity(1_31)_ 4
     y(7_14_26) c_u_capacity(1_32)_ 4
     y(7_14_26) c_u_capacity(1_33)_ 4
     y(7_14_26) c_u_capacity(1_34)_ 4
     y(7_14_26) c_u_capacity(1_35)_ 4
     y(7_14_26) c_u_capacity(1_36)_ 4
     y(7_14_26) c_u_capacity(1_37)_ 4
     y(7_14_26) c_u_capacity(1_38)_ 4
     y(7_14_26) c_u_capacity(1_39)_ 4
     y(7_14_26) c_u_capacity(1_40)_ 4
     y(7_14_26) c_u_capacity(1_41)_ 4
     y(7_14_26) c_u_capacity(1_42)_ 4
     y(7_14_26) c_u_capacity(1_43)_ 4
     y(7_14_26) c_u_capacity(1_44)_ 4
     y(7_14_26) c_u_capacity(1_45)_ 4
     y(7_14_26) c_u_capacity(1_46)_ 4
     y(7_14_26) c_u_capacity(1_47)_ 4
     y(7_14_26) c_u_capacity(1_48)_ 4
     y(7_14_26) c_u_capacity(1_49)_ 4
     y(7_14_26) c_u_capacity(1_50)_ 4
     y(7_14_26) c_u_capacity(1_51)_ 4
     y(7_14_26) c_u_capacity(1_52)_ 4
     y(7_14_26) c_u_capacity(1_53)_ 4
     y(7_14_26) c_u_capacity(1_54)_ 4
     y(7_14_26) c_u_capacity(1_55)_ 4
     y(7_14_26) c_u_capacity(1_56)_ 4
     y(7_14_26) c_u_capacity(1_57)_ 4
     y(7_14_26) c_u_capacity(1_58)_ 4
     y(7_14_26) c_u_capacity(1_59)_ 4
     y(7_14_26) c_u_capacity(1_60)_ 4
     y(7_14_26) c_u_capacity(1_61)_ 4
     y(7_14_26) c_u_capacity(1_62)_ 4
     y(7_14_26) c_u_capacity(1_63)_ 4
     y(7_14_26) c_u_capacity(1_64)_ 4
     y(7_14_26) c_u_capacity(1_65)_ 4
     y(7_14_26) c_u_capacity(1_66)_ 4
     y(7_14_26) c_u_capacity(1_67)_ 4
     y(7_14_26) c_u_capacity(1_68)_ 4
     y(7_14_26) c_u_capacity(1_69)_ 4
     y(7_14_26) c_u_capacity(1_70)_ 4
     y(7_14_26) c_u_capacity(1_71)_ 4
     y(7_14_26) c_u_capacity(1_72)_ 4
     y(7_34_26) obj 5566.8129269817564
     y(7_34_26) c_e_one_start(7)_ 1
     y(7_34_26) c_u_capacity(0_26)_ 4
     y(7_34_26) c_u_capacity(0_27)_ 4
     y(7_34_26) c_u_capacity(0_28)_ 4
     y(7_34_26) c_u_capacity(0_29)_ 4
     y(7_34_26) c_u_capacity(0_30)_ 4
     y(7_34_26) c_u_capacity(0_31)_ 4
     y(7_34_26) c_u_capacity(0_32)_ 4
     y(7_34_26) c_u_capacity(0_33)_ 4
     y(7_34_26) c_u_capacity(0_34)_ 4
     y(7_34_26) c_u_capacity(0_35)_ 4
     y(7_34_26) c_u_capacity(0_36)_ 4
     y(7_34_26) c_u_capacity(0_37)_ 4
     y(7_34_26) c_u_capacity(0_38)_ 4
     y(7_34_26) c_u_capacity(0_39)_ 4
     y(7_34_26) c_u_capacity(0_40)_ 4
     y(7_34_26) c_u_capacity(0_41)_ 4
     y(7_34_26) c_u_capacity(0_42)_ 4
     y(7_34_26) c_u_capacity(0_43)_ 4
     y(7_34_26) c_u_capacity(0_44)_ 4
     y(7_34_26) c_u_capacity(0_45)_ 4
     y(7_34_26) c_u_capacity(0_46)_ 4
     y(7_34_26) c_u_capacity(0_47)_ 4
     y(7_34_26) c_u_capacity(0_48)_ 4
     y(7_34_26) c_u_capacity(0_49)_ 4
     y(7_34_26) c_u_capacity(0_50)_ 4
     y(7_34_26) c_u_capacity(0_51)_ 4
     y(7_34_26) c_u_capacity(0_52)_ 4
     y(7_34_26) c_u_capacity(0_53)_ 4
     y(7_34_26) c_u_capacity(0_54)_ 4
     y(7_34_26) c_u_capacity(0_55)_ 4
     y(7_34_26) c_u_capacity(0_56)_ 4
     y(7_34_26) c_u_capacity(0_57)_ 4
     y(7_34_26) c_u_capacity(0_58)_ 4
     y(7_34_26) c_u_capacity(0_59)_ 4
     y(7_34_26) c_u_capacity(0_60)_ 4
     y(7_34_26) c_u_capacity(0_61)_ 4
     y(7_34_26) c_u_capacity(0_62)_ 4
     y(7_34_26) c_u_capacity(0_63)_ 4
     y(7_34_26) c_u_capacity(0_64)_ 4
     y(7_34_26) c_u_capacity(0_65)_ 4
     y(7_34_26) c_u_capacity(0_66)_ 4
     y(7_34_26) c_u_capacity(0_67)_ 4
     y(7_34_26) c_u_capacity(0_68)_ 4
     y(7_34_26) c_u_capacity(0_69)_ 4
     y(7_34_26) c_u_capacity(0_70)_ 4
     y(7_34_26) c_u_capacity(0_71)_ 4
     y(7_34_26) c_u_capacity(0_72)_ 4
RHS
     RHS c_e_one_start(0)_ 1
     RHS c_e_one_start(1)_ 1
     RHS c_e_one_start(2)_ 1
     RHS c_e_one_start(3)_ 1
     RHS c_e_one_start(4)_ 1
     RHS c_e_one_start(5)_ 1
     RHS c_e_one_start(6)_ 1
     RHS c_e_one_start(7)_ 1
     RHS c_u_capacity(0_21)_ 8
     RHS c_u_capacity(0_22)_ 8
     RHS c_u_capacity(0_23)_ 8
     RHS c_u_capacity(0_24)_ 8
     RHS c_u_capacity(0_26)_ 8
     RHS c_u_capacity(0_27)_ 8
     RHS c_u_capacity(0_28)_ 8
     RHS c_u_capacity(0_29)_ 8
     RHS c_u_capacity(0_30)_ 8
     RHS c_u_capacity(0_31)_ 8
     RHS c_u_capacity(0_32)_ 8
     RHS c_u_capacity(0_33)_ 8
     RHS c_u_capacity(0_34)_ 8
     RHS c_u_capacity(0_35)_ 8
     RHS c_u_capacity(0_36)_ 8
     RHS c_u_capacity(0_37)_ 8
     RHS c_u_capacity(0_38)_ 8
     RHS c_u_capacity(0_39)_ 8
     RHS c_u_capacity(0_40)_ 8
     RHS c_u_capacity(0_41)_ 8
     RHS c_u_capacity(0_42)_ 8
     RHS c_u_capacity(0_43)_ 8
     RHS c_u_capacity(0_44)_ 8
     RHS c_u_capacity(0_45)_ 8
     RHS c_u_capacity(0_46)_ 8
     RHS c_u_capacity(0_47)_ 8
     RHS c_u_capacity(0_48)_ 8
     RHS c_u_capacity(0_49)_ 8
     RHS c_u_capacity(0_50)_ 8
     RHS c_u_capacity(0_51)_ 8
     RHS c_u_capacity(0_52)_ 8
     RHS c_u_capacity(0_53)_ 8
     RHS c_u_capacity(0_54)_ 8
     RHS c_u_capacity(0_55)_ 8
     RHS c_u_capacity(0_56)_ 8
     RHS c_u_capacity(0_57)_ 8
     RHS c_u_capacity(0_58)_ 8
     RHS c_u_capacity(0_59)_ 8
     RHS c_u_capacity(0_60)_ 8
     RHS c_u_capacity(0_61)_ 8
     RHS c_u_capacity(0_62)_ 8
     RHS c_u_capacity(0_63)_ 8
     RHS c_u_capacity(0_64)_ 8
     RHS c_u_capacity(0_65)_ 8
     RHS c_u_capacity(0_66)_ 8
     RHS c_u_capacity(0_67)_ 8
     RHS c_u_capacity(0_68)_ 8
     RHS c_u_capacity(0_69)_ 8
     RHS c_u_capacity(0_70)_ 8
     RHS c_u_capacity(0_71)_ 8
     RHS c_u_capacity(0_72)_ 8
     RHS c_u_capacity(1_21)_ 8
     RHS c_u_capacity(1_22)_ 8
     RHS c_u_capacity(1_23)_ 8
     RHS c_u_capacity(1_24)_ 8
     RHS c_u_capacity(1_26)_ 8
     RHS c_u_capacity(1_27)_ 8
     RHS c_u_capacity(1_28)_ 8
     RHS c_u_capacity(1_29)_ 8
     RHS c_u_capacity(1_30)_ 8
     RHS c_u_capacity(1_31)_ 8
     RHS c_u_capacity(1_32)_ 8
     RHS c_u_capacity(1_33)_ 8
     RHS c_u_capacity(1_34)_ 8
     RHS c_u_capacity(1_35)_ 8
     RHS c_u_capacity(1_36)_ 8
     RHS c_u_capacity(1_37)_ 8
     RHS c_u_capacity(1_38)_ 8
     RHS c_u_capacity(1_39)_ 8
     RHS c_u_capacity(1_40)_ 8
     RHS c_u_capacity(1_41)_ 8
     RHS c_u_capacity(1_42)_ 8
     RHS c_u_capacity(1_43)_ 8
     RHS c_u_capacity(1_44)_ 8
     RHS c_u_capacity(1_45)_ 8
     RHS c_u_capacity(1_46)_ 8
     RHS c_u_capacity(1_47)_ 8
     RHS c_u_capacity(1_48)_ 8
     RHS c_u_capacity(1_49)_ 8
     RHS c_u_capacity(1_50)_ 8
     RHS c_u_capacity(1_51)_ 8
     RHS c_u_capacity(1_52)_ 8
     RHS c_u_capacity(1_53)_ 8
     RHS c_u_capacity(1_54)_ 8
     RHS c_u_capacity(1_55)_ 8
     RHS c_u_capacity(1_56)_ 8
     RHS c_u_capacity(1_57)_ 8
     RHS c_u_capacity(1_58)_ 8
     RHS c_u_capacity(1_59)_ 8
     RHS c_u_capacity(1_60)_ 8
     RHS c_u_capacity(1_61)_ 8
     RHS c_u_capacity(1_62)_ 8
     RHS c_u_capacity(1_63)_ 8
     RHS c_u_capacity(1_64)_ 8
     RHS c_u_capacity(1_65)_ 8
     RHS c_u_capacity(1_66)_ 8
     RHS c_u_capacity(1_67)_ 8
     RHS c_u_capacity(1_68)_ 8
     RHS c_u_capacity(1_69)_ 8
     RHS c_u_capacity(1_70)_ 8
     RHS c_u_capacity(1_71)_ 8
     RHS c_u_capacity(1_72)_ 8
     RHS c_u_capacity(2_21)_ 8
     RHS c_u_capacity(2_22)_ 8
     RHS c_u_capacity(2_23)_ 8
     RHS c_u_capacity(2_24)_ 8
     RHS c_u_capacity(2_26)_ 8
     RHS c_u_capacity(2_27)_ 8
     RHS c_u_capacity(2_28)_ 8
     RHS c_u_capacity(2_29)_ 8
     RHS c_u_capacity(2_30)_ 8
     RHS c_u_capacity(2_31)_ 8
     RHS c_u_capacity(2_32)_ 8
     RHS c_u_capacity(2_33)_ 8
     RHS c_u_capacity(2_34)_ 8
     RHS c_u_capacity(2_35)_ 8
     RHS c_u_capacity(2_36)_ 8
     RHS c_u_capacity(2_37)_ 8
     RHS c_u_capacity(2_38)_ 8
     RHS c_u_capacity(2_39)_ 8
     RHS c_u_capacity(2_40)_ 8
     RHS c_u_capacity(2_41)_ 8
     RHS c_u_capacity(2_42)_ 8
     RHS c_u_capacity(2_43)_ 8
     RHS c_u_capacity(2_44)_ 8
     RHS c_u_capacity(2_45)_ 8
     RHS c_u_capacity(2_46)_ 8
     RHS c_u_capacity(2_47)_ 8
     RHS c_u_capacity(2_48)_ 8
     RHS c_u_capacity(2_49)_ 8
     RHS c_u_capacity(2_50)_ 8
     RHS c_u_capacity(2_51)_ 8
     RHS c_u_capacity(2_52)_ 8
     RHS c_u_capacity(2_53)_ 8
     RHS c_u_capacity(2_54)_ 8
     RHS c_u_capacity(2_55)_ 8
     RHS c_u_capacity(2_56)_ 8
     RHS c_u_capacity(2_57)_ 8
     RHS c_u_capacity(2_58)_ 8
     RHS c_u_capacity(2_59)_ 8
     RHS c_u_capacity(2_60)_ 8
     RHS c_u_capacity(2_61)_ 8
     RHS c_u_capacity(2_62)_ 8
     RHS c_u_capacity(2_63)_ 8
     RHS c_u_capacity(2_64)_ 8
     RHS c_u_capacity(2_65)_ 8
     RHS c_u_capacity(2_66)_ 8
     RHS c_u_capacity(2_67)_ 8
     RHS c_u_capacity(2_68)_ 8
     RHS c_u_capacity(2_69)_ 8
     RHS c_u_capacity(2_70)_ 8
     RHS c_u_capacity(2_71)_ 8
     RHS c_u_capacity(2_72)_ 8
     RHS c_u_capacity(3_21)_ 8
     RHS c_u_capacity(3_22)_ 8
     RHS c_u_capacity(3_23)_ 8
     RHS c_u_capacity(3_24)_ 8
     RHS c_u_capacity(3_26)_ 8
     RHS c_u_capacity(3_27)_ 8
     RHS c_u_capacity(3_28)_ 8
     RHS c_u_capacity(3_29)_ 8
     RHS c_u_capacity(3_30)_ 8
     RHS c_u_capacity(3_31)_ 8
     RHS c_u_capacity(3_32)_ 8
     RHS c_u_capacity(3_33)_ 8
     RHS c_u_capacity(3_34)_ 8
     RHS c_u_capacity(3_35)_ 8
     RHS c_u_capacity(3_36)_ 8
     RHS c_u_capacity(3_37)_ 8
     RHS c_u_capacity(3_38)_ 8
     RHS c_u_capacity(3_39)_ 8
     RHS c_u_capacity(3_40)_ 8
     RHS c_u_capacity(3_41)_ 8
     RHS c_u_capacity(3_42)_ 8
     RHS c_u_capacity(3_43)_ 8
     RHS c_u_capacity(3_44)_ 8
     RHS c_u_capacity(3_45)_ 8
     RHS c_u_capacity(3_46)_ 8
     RHS c_u_capacity(3_47)_ 8
     RHS c_u_capacity(3_48)_ 8
     RHS c_u_capacity(3_49)_ 8
     RHS c_u_capacity(3_50)_ 8
     RHS c_u_capacity(3_51)_ 8
     RHS c_u_capacity(3_52)_ 8
     RHS c_u_capacity(3_53)_ 8
     RHS c_u_capacity(3_54)_ 8
     RHS c_u_capacity(3_55)_ 8
     RHS c_u_capacity(3_56)_ 8
     RHS c_u_capacity(3_57)_ 8
     RHS c_u_capacity(3_58)_ 8
     RHS c_u_capacity(3_59)_ 8
     RHS c_u_capacity(3_60)_ 8
     RHS c_u_capacity(3_61)_ 8
     RHS c_u_capacity(3_62)_ 8
     RHS c_u_capacity(3_63)_ 8
     RHS c_u_capacity(3_64)_ 8
     RHS c_u_capacity(3_65)_ 8
     RHS c_u_capacity(3_66)_ 8
     RHS c_u_capacity(3_67)_ 8
     RHS c_u_capacity(3_68)_ 8
     RHS c_u_capacity(3_69)_ 8
     RHS c_u_capacity(3_70)_ 8
     RHS c_u_capacity(3_71)_ 8
     RHS c_u_capacity(3_72)_ 8
BOUNDS
 BV BOUND y(0_0_0)
 BV BOUND y(0_1_0)
 BV BOUND y(0_2_0)
 BV BOUND y(0_3_0)
 BV BOUND y(1_0_2)
 BV BOUND y(1_1_2)
 BV BOUND y(1_2_2)
 BV BOUND y(1_3_2)
 BV BOUND y(2_0_5)
 BV BOUND y(2_1_5)
 BV BOUND y(2_2_5)
 BV BOUND y(2_3_5)
 BV BOUND y(3_0_8)
 BV BOUND y(3_2_8)
 BV BOUND y(3_5_8)
 BV BOUND y(3_9_8)
 BV BOUND y(4_0_12)
 BV BOUND y(4_4_12)
 BV BOUND y(4_14_12)
 BV BOUND y(4_34_12)
 BV BOUND y(5_0_21)
 BV BOUND y(5_4_21)
 BV BOUND y(5_14_21)
 BV BOUND y(5_34_21)
 BV BOUND y(6_0_21)
 BV BOUND y(6_1_21)
 BV BOUND y(6_2_21)
 BV BOUND y(6_3_21)
 BV BOUND y(7_0_26)
 BV BOUND y(7_4_26)
 BV BOUND y(7_14_26)
 BV BOUND y(7_34_26)
ENDATA
