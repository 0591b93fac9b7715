* schedbench instance library: castor-schedule-n3-s6-9f453bb92477b089
* problem castor-schedule: CASTOR (Luo et al.), Sec. 3.3 (Eq. 6-13, Problem 13), Sec. 5.2 (Alg. 1-2), Sec. 9
* instance 9f453bb92477b089 (instances/castor-schedule-n3-s6-9f453bb92477b089.json)
* objective_scale = 1.0: the problem's objective = this file's objective x 1.0
* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME unknown
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_cons(1)_
 E  c_e_cons(2)_
 E  c_e_cons(3)_
 E  c_e_cons(4)_
 G  c_l_cons(5)_
 G  c_l_cons(6)_
 G  c_l_cons(7)_
 L  c_u_cons(8)_
 L  c_u_cons(9)_
 L  c_u_cons(10)_
 L  c_u_cons(11)_
 G  c_l_cons(12)_
 L  c_u_cons(13)_
 L  c_u_cons(14)_
 L  c_u_cons(15)_
 L  c_u_cons(16)_
 G  c_l_cons(17)_
 L  c_u_cons(18)_
 L  c_u_cons(19)_
 L  c_u_cons(20)_
 L  c_u_cons(21)_
 G  c_l_cons(22)_
 L  c_u_cons(23)_
 L  c_u_cons(24)_
 L  c_u_cons(25)_
 L  c_u_cons(26)_
 L  c_u_cons(27)_
 L  c_u_cons(28)_
 L  c_u_cons(29)_
 L  c_u_cons(30)_
 L  c_u_cons(31)_
 L  c_u_cons(32)_
 L  c_u_cons(33)_
 L  c_u_cons(34)_
 L  c_u_cons(35)_
 L  c_u_cons(36)_
 L  c_u_cons(37)_
 L  c_u_cons(38)_
 L  c_u_cons(39)_
 L  c_u_cons(40)_
 L  c_u_cons(41)_
 E  c_e_cons(42)_
 E  c_e_cons(43)_
 E  c_e_cons(44)_
 E  c_e_cons(45)_
 G  c_l_cons(46)_
 G  c_l_cons(47)_
 G  c_l_cons(48)_
 L  c_u_cons(49)_
 L  c_u_cons(50)_
 L  c_u_cons(51)_
 L  c_u_cons(52)_
 G  c_l_cons(53)_
 L  c_u_cons(54)_
 L  c_u_cons(55)_
 L  c_u_cons(56)_
 L  c_u_cons(57)_
 G  c_l_cons(58)_
 L  c_u_cons(59)_
 L  c_u_cons(60)_
 L  c_u_cons(61)_
 L  c_u_cons(62)_
 G  c_l_cons(63)_
 L  c_u_cons(64)_
 L  c_u_cons(65)_
 L  c_u_cons(66)_
 L  c_u_cons(67)_
 G  c_l_cons(68)_
 L  c_u_cons(69)_
 L  c_u_cons(70)_
 L  c_u_cons(71)_
 L  c_u_cons(72)_
 L  c_u_cons(73)_
 L  c_u_cons(74)_
 L  c_u_cons(75)_
 L  c_u_cons(76)_
 L  c_u_cons(77)_
 L  c_u_cons(78)_
 L  c_u_cons(79)_
 L  c_u_cons(80)_
 L  c_u_cons(81)_
 L  c_u_cons(82)_
 L  c_u_cons(83)_
 L  c_u_cons(84)_
 L  c_u_cons(85)_
 L  c_u_cons(86)_
 L  c_u_cons(87)_
 E  c_e_cons(88)_
 E  c_e_cons(89)_
 E  c_e_cons(90)_
 E  c_e_cons(91)_
 G  c_l_cons(92)_
 G  c_l_cons(93)_
 G  c_l_cons(94)_
 L  c_u_cons(95)_
 L  c_u_cons(96)_
 L  c_u_cons(97)_
 L  c_u_cons(98)_
 G  c_l_cons(99)_
 L  c_u_cons(100)_
 L  c_u_cons(101)_
 L  c_u_cons(102)_
 L  c_u_cons(103)_
 G  c_l_cons(104)_
 L  c_u_cons(105)_
 L  c_u_cons(106)_
 L  c_u_cons(107)_
 L  c_u_cons(108)_
 G  c_l_cons(109)_
 L  c_u_cons(110)_
 L  c_u_cons(111)_
 L  c_u_cons(112)_
 L  c_u_cons(113)_
 G  c_l_cons(114)_
 L  c_u_cons(115)_
 L  c_u_cons(116)_
 L  c_u_cons(117)_
 L  c_u_cons(118)_
 G  c_l_cons(119)_
 L  c_u_cons(120)_
 L  c_u_cons(121)_
 L  c_u_cons(122)_
 L  c_u_cons(123)_
 L  c_u_cons(124)_
 L  c_u_cons(125)_
 L  c_u_cons(126)_
 L  c_u_cons(127)_
 L  c_u_cons(128)_
 L  c_u_cons(129)_
 L  c_u_cons(130)_
 L  c_u_cons(131)_
 L  c_u_cons(132)_
 L  c_u_cons(133)_
 L  c_u_cons(134)_
 L  c_u_cons(135)_
 L  c_u_cons(136)_
 L  c_u_cons(137)_
 L  c_u_cons(138)_
 L  c_u_cons(139)_
 L  c_u_cons(140)_
 L  c_u_cons(141)_
 L  c_u_cons(142)_
 L  c_u_cons(143)_
 L  c_u_cons(144)_
 L  c_u_cons(145)_
 L  c_u_cons(146)_
 L  c_u_cons(147)_
 L  c_u_cons(148)_
 L  c_u_cons(149)_
 L  c_u_cons(150)_
 L  c_u_cons(151)_
 L  c_u_cons(152)_
 L  c_u_cons(153)_
 L  c_u_cons(154)_
 L  c_u_cons(155)_
 L  c_u_cons(156)_
 L  c_u_cons(157)_
 L  c_u_cons(158)_
 L  c_u_cons(159)_
 L  c_u_cons(160)_
 L  c_u_cons(161)_
 L  c_u_cons(162)_
 L  c_u_cons(163)_
 L  c_u_cons(164)_
 L  c_u_cons(165)_
 L  c_u_cons(166)_
 L  c_u_cons(167)_
 L  c_u_cons(168)_
 L  c_u_cons(169)_
 L  c_u_cons(170)_
 L  c_u_cons(171)_
 L  c_u_cons(172)_
 L  c_u_cons(173)_
 L  c_u_cons(174)_
 L  c_u_cons(175)_
 L  c_u_cons(176)_
 L  c_u_cons(177)_
 L  c_u_cons(178)_
 L  c_u_cons(179)_
 L  c_u_cons(180)_
 L  c_u_cons(181)_
 L  c_u_cons(182)_
 L  c_u_cons(183)_
 L  c_u_cons(184)_
 L  c_u_cons(185)_
 L  c_u_cons(186)_
 L  c_u_cons(187)_
 L  c_u_cons(188)_
 L  c_u_cons(189)_
 L  c_u_cons(190)_
 L  c_u_cons(191)_
 L  c_u_cons(192)_
 L  c_u_cons(193)_
 L  c_u_cons(194)_
 L  c_u_cons(195)_
 L  c_u_cons(196)_
 L  c_u_cons(197)_
 L  c_u_cons(198)_
 L  c_u_cons(199)_
 L  c_u_cons(200)_
 L  c_u_cons(201)_
 L  c_u_cons(202)_
 L  c_u_cons(203)_
 L  c_u_cons(204)_
 L  c_u_cons(205)_
 L  c_u_cons(206)_
 L  c_u_cons(207)_
 L  c_u_cons(208)_
 L  c_u_cons(209)_
 L  c_u_cons(210)_
 L  c_u_cons(211)_
 L  c_u_cons(212)_
 L  c_u_cons(213)_
 L  c_u_cons(214)_
 L  c_u_cons(215)_
 L  c_u_cons(216)_
 L  c_u_cons(217)_
 L  c_u_cons(218)_
 L  c_u_cons(219)_
 L  c_u_cons(220)_
 L  c_u_cons(221)_
 L  c_u_cons(222)_
 L  c_u_cons(223)_
 L  c_u_cons(224)_
 L  c_u_cons(225)_
 L  c_u_cons(226)_
 L  c_u_cons(227)_
 L  c_u_cons(228)_
 L  c_u_cons(229)_
 L  c_u_cons(230)_
 L  c_u_cons(231)_
 L  c_u_cons(232)_
 L  c_u_cons(233)_
 L  c_u_cons(234)_
 L  c_u_cons(235)_
 L  c_u_cons(236)_
 L  c_u_cons(237)_
 L  c_u_cons(238)_
 L  c_u_cons(239)_
 L  c_u_cons(240)_
 L  c_u_cons(241)_
 L  c_u_cons(242)_
 L  c_u_cons(243)_
 L  c_u_cons(244)_
 L  c_u_cons(245)_
 L  c_u_cons(246)_
 L  c_u_cons(247)_
 L  c_u_cons(248)_
 L  c_u_cons(249)_
 L  c_u_cons(250)_
 L  c_u_cons(251)_
 L  c_u_cons(252)_
 L  c_u_cons(253)_
 L  c_u_cons(254)_
 L  c_u_cons(255)_
 L  c_u_cons(256)_
 L  c_u_cons(257)_
 L  c_u_cons(258)_
 L  c_u_cons(259)_
 L  c_u_cons(260)_
 L  c_u_cons(261)_
 L  c_u_cons(262)_
 L  c_u_cons(263)_
 L  c_u_cons(264)_
 L  c_u_cons(265)_
 L  c_u_cons(266)_
 L  c_u_cons(267)_
 L  c_u_cons(268)_
 L  c_u_cons(269)_
 L  c_u_cons(270)_
 L  c_u_cons(271)_
 L  c_u_cons(272)_
 L  c_u_cons(273)_
 L  c_u_cons(274)_
 L  c_u_cons(275)_
 L  c_u_cons(276)_
 L  c_u_cons(277)_
 L  c_u_cons(278)_
 L  c_u_cons(279)_
 L  c_u_cons(280)_
 L  c_u_cons(281)_
 L  c_u_cons(282)_
 L  c_u_cons(283)_
 L  c_u_cons(284)_
 L  c_u_cons(285)_
 L  c_u_cons(286)_
 L  c_u_cons(287)_
 L  c_u_cons(288)_
 L  c_u_cons(289)_
 L  c_u_cons(290)_
 L  c_u_cons(291)_
 L  c_u_cons(292)_
 L  c_u_cons(293)_
 L  c_u_cons(294)_
 L  c_u_cons(295)_
 L  c_u_cons(296)_
 L  c_u_cons(297)_
 L  c_u_cons(298)_
 L  c_u_cons(299)_
 L  c_u_cons(300)_
 L  c_u_cons(301)_
 L  c_u_cons(302)_
 L  c_u_cons(303)_
 L  c_u_cons(304)_
 L  c_u_cons(305)_
 L  c_u_cons(306)_
 L  c_u_cons(307)_
 L  c_u_cons(308)_
 L  c_u_cons(309)_
 L  c_u_cons(310)_
 L  c_u_cons(311)_
 L  c_u_cons(312)_
 L  c_u_cons(313)_
 L  c_u_cons(314)_
 L  c_u_cons(315)_
 L  c_u_cons(316)_
 L  c_u_cons(317)_
 L  c_u_cons(318)_
 L  c_u_cons(319)_
 L  c_u_cons(320)_
 L  c_u_cons(321)_
 L  c_u_cons(322)_
 L  c_u_cons(323)_
 L  c_u_cons(324)_
 L  c_u_cons(325)_
 L  c_u_cons(326)_
 L  c_u_cons(327)_
 L  c_u_cons(328)_
 L  c_u_cons(329)_
 L  c_u_cons(330)_
 L  c_u_cons(331)_
 L  c_u_cons(332)_
 L  c_u_cons(333)_
 L  c_u_cons(334)_
 L  c_u_cons(335)_
 L  c_u_cons(336)_
 L  c_u_cons(337)_
 L  c_u_cons(338)_
 L  c_u_cons(339)_
 L  c_u_cons(340)_
 L  c_u_cons(341)_
 L  c_u_cons(342)_
 L  c_u_cons(343)_
 L  c_u_cons(344)_
 L  c_u_cons(345)_
 L  c_u_cons(346)_
 L  c_u_cons(347)_
 L  c_u_cons(348)_
 L  c_u_cons(349)_
 L  c_u_cons(350)_
 L  c_u_cons(351)_
 L  c_u_cons(352)_
 L  c_u_cons(353)_
 L  c_u_cons(354)_
 L  c_u_cons(355)_
 L  c_u_cons(356)_
 L  c_u_cons(357)_
 L  c_u_cons(358)_
 L  c_u_cons(359)_
 L  c_u_cons(360)_
 L  c_u_cons(361)_
 L  c_u_cons(362)_
 L  c_u_cons(363)_
 L  c_u_cons(364)_
 L  c_u_cons(365)_
 L  c_u_cons(366)_
 L  c_u_cons(367)_
 L  c_u_cons(368)_
 L  c_u_cons(369)_
 L  c_u_cons(370)_
 L  c_u_cons(371)_
 L  c_u_cons(372)_
 L  c_u_cons(373)_
 L  c_u_cons(374)_
 L  c_u_cons(375)_
 L  c_u_cons(376)_
 L  c_u_cons(377)_
 L  c_u_cons(378)_
 L  c_u_cons(379)_
 L  c_u_cons(380)_
 L  c_u_cons(381)_
 L  c_u_cons(382)_
 L  c_u_cons(383)_
 L  c_u_cons(384)_
 L  c_u_cons(385)_
 L  c_u_cons(386)_
 L  c_u_cons(387)_
 L  c_u_cons(388)_
 L  c_u_cons(389)_
 L  c_u_cons(390)_
 L  c_u_cons(391)_
 L  c_u_cons(392)_
 L  c_u_cons(393)_
 L  c_u_cons(394)_
 L  c_u_cons(395)_
 L  c_u_cons(396)_
 L  c_u_cons(397)_
 L  c_u_cons(398)_
 L  c_u_cons(399)_
 L  c_u_cons(400)_
 L  c_u_cons(401)_
 L  c_u_cons(402)_
 L  c_u_cons(403)_
 L  c_u_cons(404)_
 L  c_u_cons(405)_
 L  c_u_cons(406)_
 L  c_u_cons(407)_
 L  c_u_cons(408)_
 L  c_u_cons(409)_
 L  c_u_cons(410)_
 L  c_u_cons(411)_
 L  c_u_cons(412)_
 L  c_u_cons(413)_
 L  c_u_cons(414)_
 L  c_u_cons(415)_
 L  c_u_cons(416)_
 L  c_u_cons(417)_
 L  c_u_cons(418)_
 L  c_u_cons(419)_
 L  c_u_cons(420)_
 L  c_u_cons(421)_
 L  c_u_cons(422)_
 L  c_u_cons(423)_
 L  c_u_cons(424)_
 L  c_u_cons(425)_
 L  c_u_cons(426)_
 L  c_u_cons(427)_
 L  c_u_cons(428)_
 L  c_u_cons(429)_
 L  c_u_cons(430)_
 L  c_u_cons(431)_
 L  c_u_cons(432)_
 L  c_u_cons(433)_
 L  c_u_cons(434)_
 L  c_u_cons(435)_
 L  c_u_cons(436)_
 L  c_u_cons(437)_
 L  c_u_cons(438)_
 L  c_u_cons(439)_
 L  c_u_cons(440)_
 L  c_u_cons(441)_
 L  c_u_cons(442)_
 L  c_u_cons(443)_
 L  c_u_cons(444)_
 L  c_u_cons(445)_
 L  c_u_cons(446)_
 L  c_u_cons(447)_
 L  c_u_cons(448)_
 L  c_u_cons(449)_
 L  c_u_cons(450)_
 L  c_u_cons(451)_
 L  c_u_cons(452)_
 L  c_u_cons(453)_
 L  c_u_cons(454)_
 L  c_u_cons(455)_
 L  c_u_cons(456)_
 L  c_u_cons(457)_
 L  c_u_cons(458)_
 L  c_u_cons(459)_
 L  c_u_cons(460)_
 L  c_u_cons(461)_
 L  c_u_cons(462)_
 L  c_u_cons(463)_
 L  c_u_cons(464)_
 L  c_u_cons(465)_
 L  c_u_cons(466)_
 L  c_u_cons(467)_
 L  c_u_cons(468)_
 L  c_u_cons(469)_
 L  c_u_cons(470)_
 L  c_u_cons(471)_
 L  c_u_cons(472)_
 L  c_u_cons(473)_
 L  c_u_cons(474)_
 L  c_u_cons(475)_
 L  c_u_cons(476)_
 L  c_u_cons(477)_
 L  c_u_cons(478)_
 L  c_u_cons(479)_
 L  c_u_cons(480)_
 L  c_u_cons(481)_
 L  c_u_cons(482)_
 L  c_u_cons(483)_
 L  c_u_cons(484)_
 L  c_u_cons(485)_
 L  c_u_cons(486)_
 L  c_u_cons(487)_
 L  c_u_cons(488)_
 L  c_u_cons(489)_
 L  c_u_cons(490)_
 L  c_u_cons(491)_
 L  c_u_cons(492)_
 L  c_u_cons(493)_
 L  c_u_cons(494)_
 L  c_u_cons(495)_
 L  c_u_cons(496)_
 L  c_u_cons(497)_
 L  c_u_cons(498)_
 L  c_u_cons(499)_
 L  c_u_cons(500)_
 L  c_u_cons(501)_
 L  c_u_cons(502)_
 L  c_u_cons(503)_
 L  c_u_cons(504)_
 L  c_u_cons(505)_
 L  c_u_cons(506)_
 L  c_u_cons(507)_
 L  c_u_cons(508)_
 L  c_u_cons(509)_
 L  c_u_cons(510)_
 L  c_u_cons(511)_
 L  c_u_cons(512)_
 L  c_u_cons(513)_
 L  c_u_cons(514)_
 L  c_u_cons(515)_
 L  c_u_cons(516)_
 L  c_u_cons(517)_
 L  c_u_cons(518)_
 L  c_u_cons(519)_
 L  c_u_cons(520)_
 L  c_u_cons(521)_
 L  c_u_cons(522)_
 L  c_u_cons(523)_
 L  c_u_cons(524)_
 L  c_u_cons(525)_
 L  c_u_cons(526)_
 L  c_u_cons(527)_
 L  c_u_cons(528)_
 L  c_u_cons(529)_
 L  c_u_cons(530)_
 L  c_u_cons(531)_
 L  c_u_cons(532)_
 L  c_u_cons(533)_
 L  c_u_cons(534)_
 L  c_u_cons(535)_
 L  c_u_cons(536)_
 L  c_u_cons(537)_
 L  c_u_cons(538)_
 L  c_u_cons(539)_
 L  c_u_cons(540)_
 L  c_u_cons(541)_
 L  c_u_cons(542)_
 L  c_u_cons(543)_
 L  c_u_cons(544)_
 L  c_u_cons(545)_
 L  c_u_cons(546)_
 L  c_u_cons(547)_
 L  c_u_cons(548)_
 L  c_u_cons(549)_
 L  c_u_cons(550)_
 L  c_u_cons(551)_
 L  c_u_cons(552)_
 L  c_u_cons(553)_
 L  c_u_cons(554)_
 L  c_u_cons(555)_
 L  c_u_cons(556)_
 L  c_u_cons(557)_
 L  c_u_cons(558)_
 L  c_u_cons(559)_
 L  c_u_cons(560)_
 L  c_u_cons(561)_
 L  c_u_cons(562)_
 L  c_u_cons(563)_
 L  c_u_cons(564)_
 L  c_u_cons(565)_
 L  c_u_cons(566)_
 L  c_u_cons(567)_
 L  c_u_cons(568)_
 L  c_u_cons(569)_
 L  c_u_cons(570)_
 L  c_u_cons(571)_
 L  c_u_cons(572)_
 L  c_u_cons(573)_
 L  c_u_cons(574)_
 L  c_u_cons(575)_
 L  c_u_cons(576)_
 L  c_u_cons(577)_
 L  c_u_cons(578)_
 L  c_u_cons(579)_
 L  c_u_cons(580)_
 L  c_u_cons(581)_
 L  c_u_cons(582)_
 L  c_u_cons(583)_
 L  c_u_cons(584)_
 L  c_u_cons(585)_
 L  c_u_cons(586)_
 L  c_u_cons(587)_
 L  c_u_cons(588)_
 L  c_u_cons(589)_
 L  c_u_cons(590)_
 L  c_u_cons(591)_
 L  c_u_cons(592)_
 L  c_u_cons(593)_
 L  c_u_cons(594)_
 L  c_u_cons(595)_
 L  c_u_cons(596)_
 L  c_u_cons(597)_
 L  c_u_cons(598)_
 L  c_u_cons(599)_
 L  c_u_cons(600)_
 L  c_u_cons(601)_
 L  c_u_cons(602)_
 L  c_u_cons(603)_
 L  c_u_cons(604)_
 L  c_u_cons(605)_
 L  c_u_cons(606)_
 L  c_u_cons(607)_
 L  c_u_cons(608)_
 L  c_u_cons(609)_
 L  c_u_cons(610)_
 L  c_u_cons(611)_
 L  c_u_cons(612)_
 L  c_u_cons(613)_
 L  c_u_cons(614)_
 L  c_u_cons(615)_
 L  c_u_cons(616)_
 L  c_u_cons(617)_
 L  c_u_cons(618)_
 L  c_u_cons(619)_
 L  c_u_cons(620)_
 L  c_u_cons(621)_
 L  c_u_cons(622)_
 L  c_u_cons(623)_
 L  c_u_cons(624)_
 L  c_u_cons(625)_
 L  c_u_cons(626)_
 L  c_u_cons(627)_
 L  c_u_cons(628)_
 L  c_u_cons(629)_
 L  c_u_cons(630)_
 L  c_u_cons(631)_
 L  c_u_cons(632)_
 L  c_u_cons(633)_
 L  c_u_cons(634)_
 L  c_u_cons(635)_
 L  c_u_cons(636)_
 L  c_u_cons(637)_
 L  c_u_cons(638)_
 L  c_u_cons(639)_
 L  c_u_cons(640)_
 L  c_u_cons(641)_
 L  c_u_cons(642)_
 L  c_u_cons(643)_
 L  c_u_cons(644)_
 L  c_u_cons(645)_
 L  c_u_cons(646)_
 L  c_u_cons(647)_
 L  c_u_cons(648)_
 L  c_u_cons(649)_
 L  c_u_cons(650)_
 L  c_u_cons(651)_
 L  c_u_cons(652)_
 L  c_u_cons(653)_
 L  c_u_cons(654)_
 L  c_u_cons(655)_
 L  c_u_cons(656)_
 L  c_u_cons(657)_
 L  c_u_cons(658)_
 L  c_u_cons(659)_
 L  c_u_cons(660)_
 L  c_u_cons(661)_
 L  c_u_cons(662)_
 L  c_u_cons(663)_
 L  c_u_cons(664)_
 L  c_u_cons(665)_
 L  c_u_cons(666)_
 L  c_u_cons(667)_
 L  c_u_cons(668)_
 L  c_u_cons(669)_
 L  c_u_cons(670)_
 L  c_u_cons(671)_
 L  c_u_cons(672)_
 L  c_u_cons(673)_
 L  c_u_cons(674)_
 L  c_u_cons(675)_
 L  c_u_cons(676)_
 L  c_u_cons(677)_
 L  c_u_cons(678)_
 L  c_u_cons(679)_
 L  c_u_cons(680)_
 L  c_u_cons(681)_
 L  c_u_cons(682)_
 L  c_u_cons(683)_
 L  c_u_cons(684)_
 L  c_u_cons(685)_
 L  c_u_cons(686)_
 L  c_u_cons(687)_
 L  c_u_cons(688)_
 L  c_u_cons(689)_
 L  c_u_cons(690)_
 L  c_u_cons(691)_
 L  c_u_cons(692)_
 L  c_u_cons(693)_
 L  c_u_cons(694)_
 L  c_u_cons(695)_
 L  c_u_cons(696)_
 L  c_u_cons(697)_
 L  c_u_cons(698)_
 L  c_u_cons(699)_
 L  c_u_cons(700)_
 L  c_u_cons(701)_
 L  c_u_cons(702)_
 L  c_u_cons(703)_
 L  c_u_cons(704)_
 L  c_u_cons(705)_
 L  c_u_cons(706)_
 L  c_u_cons(707)_
 L  c_u_cons(708)_
 L  c_u_cons(709)_
 L  c_u_cons(710)_
 L  c_u_cons(711)_
 L  c_u_cons(712)_
 L  c_u_cons(713)_
 L  c_u_cons(714)_
 L  c_u_cons(715)_
 L  c_u_cons(716)_
 L  c_u_cons(717)_
 L  c_u_cons(718)_
 L  c_u_cons(719)_
 L  c_u_cons(720)_
 L  c_u_cons(721)_
 L  c_u_cons(722)_
 L  c_u_cons(723)_
 L  c_u_cons(724)_
 L  c_u_cons(725)_
 L  c_u_cons(726)_
 L  c_u_cons(727)_
 L  c_u_cons(728)_
 L  c_u_cons(729)_
 L  c_u_cons(730)_
 L  c_u_cons(731)_
 L  c_u_cons(732)_
 L  c_u_cons(733)_
 L  c_u_cons(734)_
 L  c_u_cons(735)_
 L  c_u_cons(736)_
 L  c_u_cons(737)_
 L  c_u_cons(738)_
 L  c_u_cons(739)_
 L  c_u_cons(740)_
 L  c_u_cons(741)_
 L  c_u_cons(742)_
 L  c_u_cons(743)_
 L  c_u_cons(744)_
 L  c_u_cons(745)_
 L  c_u_cons(746)_
 L  c_u_cons(747)_
 L  c_u_cons(748)_
 L  c_u_cons(749)_
 L  c_u_cons(750)_
 L  c_u_cons(751)_
 L  c_u_cons(752)_
 L  c_u_cons(753)_
 L  c_u_cons(754)_
 L  c_u_cons(755)_
 L  c_u_cons(756)_
 L  c_u_cons(757)_
 L  c_u_cons(758)_
 L  c_u_cons(759)_
 L  c_u_cons(760)_
 L  c_u_cons(761)_
 L  c_u_cons(762)_
 L  c_u_cons(763)_
 L  c_u_cons(764)_
 L  c_u_cons(765)_
 L  c_u_cons(766)_
 L  c_u_cons(767)_
 L  c_u_cons(768)_
 L  c_u_cons(769)_
 L  c_u_cons(770)_
 L  c_u_cons(771)_
 L  c_u_cons(772)_
 L  c_u_cons(773)_
 L  c_u_cons(774)_
 L  c_u_cons(775)_
 L  c_u_cons(776)_
 L  c_u_cons(777)_
 L  c_u_cons(778)_
 L  c_u_cons(779)_
 L  c_u_cons(780)_
 L  c_u_cons(781)_
 L  c_u_cons(782)_
 L  c_u_cons(783)_
 L  c_u_cons(784)_
 L  c_u_cons(785)_
 L  c_u_cons(786)_
 L  c_u_cons(787)_
 L  c_u_cons(788)_
 L  c_u_cons(789)_
 L  c_u_cons(790)_
 L  c_u_cons(791)_
 L  c_u_cons(792)_
 L  c_u_cons(793)_
 L  c_u_cons(794)_
 L  c_u_cons(795)_
 L  c_u_cons(796)_
 L  c_u_cons(797)_
 L  c_u_cons(798)_
 L  c_u_cons(799)_
 L  c_u_cons(800)_
 L  c_u_cons(801)_
 L  c_u_cons(802)_
 L  c_u_cons(803)_
 L  c_u_cons(804)_
 L  c_u_cons(805)_
 L  c_u_cons(806)_
 L  c_u_cons(807)_
 L  c_u_cons(808)_
 L  c_u_cons(809)_
 L  c_u_cons(810)_
 L  c_u_cons(811)_
 L  c_u_cons(812)_
 L  c_u_cons(813)_
 L  c_u_cons(814)_
 L  c_u_cons(815)_
 L  c_u_cons(816)_
 L  c_u_cons(817)_
 L  c_u_cons(818)_
 L  c_u_cons(819)_
 L  c_u_cons(820)_
 L  c_u_cons(821)_
 L  c_u_cons(822)_
 L  c_u_cons(823)_
 L  c_u_cons(824)_
 L  c_u_cons(825)_
 L  c_u_cons(826)_
 L  c_u_cons(827)_
 L  c_u_cons(828)_
 L  c_u_cons(829)_
 L  c_u_cons(830)_
 L  c_u_cons(831)_
 L  c_u_cons(832)_
 L  c_u_cons(833)_
 L  c_u_cons(834)_
 L  c_u_cons(835)_
 L  c_u_cons(836)_
 L  c_u_cons(837)_
 L  c_u_cons(838)_
 L  c_u_cons(839)_
 L  c_u_cons(840)_
 L  c_u_cons(841)_
 L  c_u_cons(842)_
 L  c_u_cons(843)_
 L  c_u_cons(844)_
 L  c_u_cons(845)_
 L  c_u_cons(846)_
 L  c_u_cons(847)_
 L  c_u_cons(848)_
 L  c_u_cons(849)_
 L  c_u_cons(850)_
 L  c_u_cons(851)_
 L  c_u_cons(852)_
 L  c_u_cons(853)_
 L  c_u_cons(854)_
 L  c_u_cons(855)_
 L  c_u_cons(856)_
 L  c_u_cons(857)_
 L  c_u_cons(858)_
 L  c_u_cons(859)_
 L  c_u_cons(860)_
 L  c_u_cons(861)_
 L  c_u_cons(862)_
 L  c_u_cons(863)_
 L  c_u_cons(864)_
 L  c_u_cons(865)_
 L  c_u_cons(866)_
 L  c_u_cons(867)_
 L  c_u_cons(868)_
 L  c_u_cons(869)_
 L  c_u_cons(870)_
 L  c_u_cons(871)_
 L  c_u_cons(872)_
 L  c_u_cons(873)_
 L  c_u_cons(874)_
 L  c_u_cons(875)_
 L  c_u_cons(876)_
 L  c_u_cons(877)_
 L  c_u_cons(878)_
 L  c_u_cons(879)_
 L  c_u_cons(880)_
 L  c_u_cons(881)_
 L  c_u_cons(882)_
 L  c_u_cons(883)_
 L  c_u_cons(884)_
 L  c_u_cons(885)_
 L  c_u_cons(886)_
 L  c_u_cons(887)_
 L  c_u_cons(888)_
 L  c_u_cons(889)_
 L  c_u_cons(890)_
 L  c_u_cons(891)_
 L  c_u_cons(892)_
 L  c_u_cons(893)_
 L  c_u_cons(894)_
 L  c_u_cons(895)_
 L  c_u_cons(896)_
 L  c_u_cons(897)_
 L  c_u_cons(898)_
 L  c_u_cons(899)_
 L  c_u_cons(900)_
 L  c_u_cons(901)_
 L  c_u_cons(902)_
 L  c_u_cons(903)_
 L  c_u_cons(904)_
 L  c_u_cons(905)_
 L  c_u_cons(906)_
 L  c_u_cons(907)_
 L  c_u_cons(908)_
 L  c_u_cons(909)_
 L  c_u_cons(910)_
 L  c_u_cons(911)_
 L  c_u_cons(912)_
 L  c_u_cons(913)_
 L  c_u_cons(914)_
 L  c_u_cons(915)_
 L  c_u_cons(916)_
 L  c_u_cons(917)_
 L  c_u_cons(918)_
 L  c_u_cons(919)_
 L  c_u_cons(920)_
 L  c_u_cons(921)_
 L  c_u_cons(922)_
 L  c_u_cons(923)_
 L  c_u_cons(924)_
 L  c_u_cons(925)_
 L  c_u_cons(926)_
 L  c_u_cons(927)_
 L  c_u_cons(928)_
 L  c_u_cons(929)_
 L  c_u_cons(930)_
 L  c_u_cons(931)_
 L  c_u_cons(932)_
 L  c_u_cons(933)_
 L  c_u_cons(934)_
 L  c_u_cons(935)_
 L  c_u_cons(936)_
 L  c_u_cons(937)_
 L  c_u_cons(938)_
 L  c_u_cons(939)_
 L  c_u_cons(940)_
 L  c_u_cons(941)_
 L  c_u_cons(942)_
 L  c_u_cons(943)_
 L  c_u_cons(944)_
 L  c_u_cons(945)_
 L  c_u_cons(946)_
 L  c_u_cons(947)_
 L  c_u_cons(948)_
 L  c_u_cons(949)_
 L  c_u_cons(950)_
 L  c_u_cons(951)_
 L  c_u_cons(952)_
 L  c_u_cons(953)_
 L  c_u_cons(954)_
 L  c_u_cons(955)_
 L  c_u_cons(956)_
 L  c_u_cons(957)_
 L  c_u_cons(958)_
 L  c_u_cons(959)_
 L  c_u_cons(960)_
 L  c_u_cons(961)_
 L  c_u_cons(962)_
 L  c_u_cons(963)_
 L  c_u_cons(964)_
 L  c_u_cons(965)_
 L  c_u_cons(966)_
 L  c_u_cons(967)_
 L  c_u_cons(968)_
 L  c_u_cons(969)_
 L  c_u_cons(970)_
 L  c_u_cons(971)_
 L  c_u_cons(972)_
 L  c_u_cons(973)_
 L  c_u_cons(974)_
 L  c_u_cons(975)_
 L  c_u_cons(976)_
 L  c_u_cons(977)_
 L  c_u_cons(978)_
 L  c_u_cons(979)_
 L  c_u_cons(980)_
 L  c_u_cons(981)_
 L  c_u_cons(982)_
 L  c_u_cons(983)_
 L  c_u_cons(984)_
 L  c_u_cons(985)_
 L  c_u_cons(986)_
 L  c_u_cons(987)_
 L  c_u_cons(988)_
 L  c_u_cons(989)_
 L  c_u_cons(990)_
 L  c_u_cons(991)_
 L  c_u_cons(992)_
 L  c_u_cons(993)_
 L  c_u_cons(994)_
 L  c_u_cons(995)_
 L  c_u_cons(996)_
 L  c_u_cons(997)_
 L  c_u_cons(998)_
 L  c_u_cons(999)_
 L  c_u_cons(1000)_
 L  c_u_cons(1001)_
 L  c_u_cons(1002)_
 L  c_u_cons(1003)_
 L  c_u_cons(1004)_
 L  c_u_cons(1005)_
 L  c_u_cons(1006)_
 L  c_u_cons(1007)_
 L  c_u_cons(1008)_
 L  c_u_cons(1009)_
 L  c_u_cons(1010)_
 L  c_u_cons(1011)_
 L  c_u_cons(1012)_
 L  c_u_cons(1013)_
 L  c_u_cons(1014)_
 L  c_u_cons(1015)_
 L  c_u_cons(1016)_
 L  c_u_cons(1017)_
 L  c_u_cons(1018)_
 L  c_u_cons(1019)_
 L  c_u_cons(1020)_
 L  c_u_cons(1021)_
 L  c_u_cons(1022)_
 L  c_u_cons(1023)_
 L  c_u_cons(1024)_
 L  c_u_cons(1025)_
 L  c_u_cons(1026)_
 L  c_u_cons(1027)_
 L  c_u_cons(1028)_
 L  c_u_cons(1029)_
 L  c_u_cons(1030)_
 L  c_u_cons(1031)_
 L  c_u_cons(1032)_
 L  c_u_cons(1033)_
 L  c_u_cons(1034)_
 L  c_u_cons(1035)_
 L  c_u_cons(1036)_
 L  c_u_cons(1037)_
 L  c_u_cons(1038)_
 L  c_u_cons(1039)_
 L  c_u_cons(1040)_
 L  c_u_cons(1041)_
 L  c_u_cons(1042)_
 L  c_u_cons(1043)_
 L  c_u_cons(1044)_
 L  c_u_cons(1045)_
 L  c_u_cons(1046)_
 L  c_u_cons(1047)_
 L  c_u_cons(1048)_
 L  c_u_cons(1049)_
 L  c_u_cons(1050)_
 L  c_u_cons(1051)_
 L  c_u_cons(1052)_
 L  c_u_cons(1053)_
 L  c_u_cons(1054)_
 L  c_u_cons(1055)_
 L  c_u_cons(1056)_
 L  c_u_cons(1057)_
 L  c_u_cons(1058)_
 L  c_u_cons(1059)_
 L  c_u_cons(1060)_
 L  c_u_cons(1061)_
 L  c_u_cons(1062)_
 L  c_u_cons(1063)_
 L  c_u_cons(1064)_
 L  c_u_cons(1065)_
 L  c_u_cons(1066)_
 L  c_u_cons(1067)_
 L  c_u_cons(1068)_
 L  c_u_cons(1069)_
 L  c_u_cons(1070)_
 L  c_u_cons(1071)_
 L  c_u_cons(1072)_
 L  c_u_cons(1073)_
 L  c_u_cons(1074)_
 L  c_u_cons(1075)_
 L  c_u_cons(1076)_
 L  c_u_cons(1077)_
 L  c_u_cons(1078)_
 L  c_u_cons(1079)_
 L  c_u_cons(1080)_
 L  c_u_cons(1081)_
 L  c_u_cons(1082)_
 L  c_u_cons(1083)_
 L  c_u_cons(1084)_
 L  c_u_cons(1085)_
 L  c_u_cons(1086)_
 L  c_u_cons(1087)_
 L  c_u_cons(1088)_
 L  c_u_cons(1089)_
 L  c_u_cons(1090)_
 L  c_u_cons(1091)_
 L  c_u_cons(1092)_
 L  c_u_cons(1093)_
 L  c_u_cons(1094)_
 L  c_u_cons(1095)_
 L  c_u_cons(1096)_
 L  c_u_cons(1097)_
 L  c_u_cons(1098)_
 L  c_u_cons(1099)_
 L  c_u_cons(1100)_
 L  c_u_cons(1101)_
 L  c_u_cons(1102)_
 L  c_u_cons(1103)_
 L  c_u_cons(1104)_
 L  c_u_cons(1105)_
 L  c_u_cons(1106)_
 L  c_u_cons(1107)_
 L  c_u_cons(1108)_
 L  c_u_cons(1109)_
 L  c_u_cons(1110)_
 L  c_u_cons(1111)_
 L  c_u_cons(1112)_
 L  c_u_cons(1113)_
 L  c_u_cons(1114)_
 L  c_u_cons(1115)_
 L  c_u_cons(1116)_
 L  c_u_cons(1117)_
 L  c_u_cons(1118)_
 L  c_u_cons(1119)_
 L  c_u_cons(1120)_
 L  c_u_cons(1121)_
 L  c_u_cons(1122)_
 L  c_u_cons(1123)_
 L  c_u_cons(1124)_
 L  c_u_cons(1125)_
 L  c_u_cons(1126)_
 L  c_u_cons(1127)_
 L  c_u_cons(1128)_
 L  c_u_cons(1129)_
 L  c_u_cons(1130)_
 L  c_u_cons(1131)_
 L  c_u_cons(1132)_
 L  c_u_cons(1133)_
 L  c_u_cons(1134)_
 L  c_u_cons(1135)_
 L  c_u_cons(1136)_
 L  c_u_cons(1137)_
 L  c_u_cons(1138)_
 L  c_u_cons(1139)_
 L  c_u_cons(1140)_
 L  c_u_cons(1141)_
 L  c_u_cons(1142)_
 L  c_u_cons(1143)_
 L  c_u_cons(1144)_
 L  c_u_cons(1145)_
 L  c_u_cons(1146)_
 L  c_u_cons(1147)_
 L  c_u_cons(1148)_
 L  c_u_cons(1149)_
 L  c_u_cons(1150)_
 L  c_u_cons(1151)_
 L  c_u_cons(1152)_
 L  c_u_cons(1153)_
 L  c_u_cons(1154)_
 L  c_u_cons(1155)_
 L  c_u_cons(1156)_
 L  c_u_cons(1157)_
 L  c_u_cons(1158)_
 L  c_u_cons(1159)_
 L  c_u_cons(1160)_
 L  c_u_cons(1161)_
 L  c_u_cons(1162)_
 L  c_u_cons(1163)_
 L  c_u_cons(1164)_
 L  c_u_cons(1165)_
 L  c_u_cons(1166)_
 L  c_u_cons(1167)_
 L  c_u_cons(1168)_
 L  c_u_cons(1169)_
 L  c_u_cons(1170)_
 L  c_u_cons(1171)_
 L  c_u_cons(1172)_
 L  c_u_cons(1173)_
 L  c_u_cons(1174)_
 L  c_u_cons(1175)_
 L  c_u_cons(1176)_
 L  c_u_cons(1177)_
 L  c_u_cons(1178)_
 L  c_u_cons(1179)_
 L  c_u_cons(1180)_
 L  c_u_cons(1181)_
 L  c_u_cons(1182)_
 L  c_u_cons(1183)_
 L  c_u_cons(1184)_
 L  c_u_cons(1185)_
 L  c_u_cons(1186)_
 L  c_u_cons(1187)_
 L  c_u_cons(1188)_
 L  c_u_cons(1189)_
 L  c_u_cons(1190)_
 L  c_u_cons(1191)_
 L  c_u_cons(1192)_
 L  c_u_cons(1193)_
 L  c_u_cons(1194)_
 L  c_u_cons(1195)_
 L  c_u_cons(1196)_
 L  c_u_cons(1197)_
 L  c_u_cons(1198)_
 L  c_u_cons(1199)_
 L  c_u_cons(1200)_
 L  c_u_cons(1201)_
 L  c_u_cons(1202)_
 L  c_u_cons(1203)_
 L  c_u_cons(1204)_
 L  c_u_cons(1205)_
 L  c_u_cons(1206)_
 L  c_u_cons(1207)_
 L  c_u_cons(1208)_
 L  c_u_cons(1209)_
 L  c_u_cons(1210)_
 L  c_u_cons(1211)_
 L  c_u_cons(1212)_
 L  c_u_cons(1213)_
 L  c_u_cons(1214)_
 L  c_u_cons(1215)_
 L  c_u_cons(1216)_
 L  c_u_cons(1217)_
 L  c_u_cons(1218)_
 L  c_u_cons(1219)_
 L  c_u_cons(1220)_
 L  c_u_cons(1221)_
 L  c_u_cons(1222)_
 L  c_u_cons(1223)_
 L  c_u_cons(1224)_
 L  c_u_cons(1225)_
 L  c_u_cons(1226)_
 L  c_u_cons(1227)_
 L  c_u_cons(1228)_
 L  c_u_cons(1229)_
 L  c_u_cons(1230)_
 L  c_u_cons(1231)_
 L  c_u_cons(1232)_
 L  c_u_cons(1233)_
 L  c_u_cons(1234)_
 L  c_u_cons(1235)_
 L  c_u_cons(1236)_
 L  c_u_cons(1237)_
 L  c_u_cons(1238)_
 L  c_u_cons(1239)_
 L  c_u_cons(1240)_
 L  c_u_cons(1241)_
 L  c_u_cons(1242)_
 L  c_u_cons(1243)_
 L  c_u_cons(1244)_
 L  c_u_cons(1245)_
 L  c_u_cons(1246)_
 L  c_u_cons(1247)_
 L  c_u_cons(1248)_
 L  c_u_cons(1249)_
 L  c_u_cons(1250)_
 L  c_u_cons(1251)_
 L  c_u_cons(1252)_
 L  c_u_cons(1253)_
 L  c_u_cons(1254)_
 L  c_u_cons(1255)_
 L  c_u_cons(1256)_
 L  c_u_cons(1257)_
 L  c_u_cons(1258)_
 L  c_u_cons(1259)_
 L  c_u_cons(1260)_
 L  c_u_cons(1261)_
 L  c_u_cons(1262)_
 L  c_u_cons(1263)_
 L  c_u_cons(1264)_
 L  c_u_cons(1265)_
 L  c_u_cons(1266)_
 L  c_u_cons(1267)_
 L  c_u_cons(1268)_
 L  c_u_cons(1269)_
 L  c_u_cons(1270)_
 L  c_u_cons(1271)_
 L  c_u_cons(1272)_
 L  c_u_cons(1273)_
 L  c_u_cons(1274)_
 L  c_u_cons(1275)_
 L  c_u_cons(1276)_
 L  c_u_cons(1277)_
 L  c_u_cons(1278)_
 L  c_u_cons(1279)_
 L  c_u_cons(1280)_
 L  c_u_cons(1281)_
 L  c_u_cons(1282)_
 L  c_u_cons(1283)_
 L  c_u_cons(1284)_
 L  c_u_cons(1285)_
 L  c_u_cons(1286)_
 L  c_u_cons(1287)_
 L  c_u_cons(1288)_
 L  c_u_cons(1289)_
 L  c_u_cons(1290)_
 L  c_u_cons(1291)_
 L  c_u_cons(1292)_
 L  c_u_cons(1293)_
 L  c_u_cons(1294)_
 L  c_u_cons(1295)_
 L  c_u_cons(1296)_
 L  c_u_cons(1297)_
 L  c_u_cons(1298)_
 L  c_u_cons(1299)_
 L  c_u_cons(1300)_
 L  c_u_cons(1301)_
 L  c_u_cons(1302)_
 L  c_u_cons(1303)_
 L  c_u_cons(1304)_
 L  c_u_cons(1305)_
 L  c_u_cons(1306)_
 L  c_u_cons(1307)_
 L  c_u_cons(1308)_
 L  c_u_cons(1309)_
 L  c_u_cons(1310)_
 L  c_u_cons(1311)_
 L  c_u_cons(1312)_
 L  c_u_cons(1313)_
 L  c_u_cons(1314)_
 L  c_u_cons(1315)_
 L  c_u_cons(1316)_
 L  c_u_cons(1317)_
 L  c_u_cons(1318)_
 L  c_u_cons(1319)_
 L  c_u_cons(1320)_
 L  c_u_cons(1321)_
 L  c_u_cons(1322)_
 L  c_u_cons(1323)_
 L  c_u_cons(1324)_
 L  c_u_cons(1325)_
 L  c_u_cons(1326)_
 L  c_u_cons(1327)_
 L  c_u_cons(1328)_
 L  c_u_cons(1329)_
 L  c_u_cons(1330)_
 L  c_u_cons(1331)_
 L  c_u_cons(1332)_
 L  c_u_cons(1333)_
 L  c_u_cons(1334)_
 L  c_u_cons(1335)_
 L  c_u_cons(1336)_
 L  c_u_cons(1337)_
 L  c_u_cons(1338)_
 L  c_u_cons(1339)_
 L  c_u_cons(1340)_
 L  c_u_cons(1341)_
 L  c_u_cons(1342)_
 L  c_u_cons(1343)_
 L  c_u_cons(1344)_
 L  c_u_cons(1345)_
 L  c_u_cons(1346)_
 L  c_u_cons(1347)_
 L  c_u_cons(1348)_
 L  c_u_cons(1349)_
 L  c_u_cons(1350)_
 L  c_u_cons(1351)_
 L  c_u_cons(1352)_
 L  c_u_cons(1353)_
 L  c_u_cons(1354)_
 L  c_u_cons(1355)_
 L  c_u_cons(1356)_
 L  c_u_cons(1357)_
 L  c_u_cons(1358)_
 L  c_u_cons(1359)_
 L  c_u_cons(1360)_
 L  c_u_cons(1361)_
 L  c_u_cons(1362)_
 L  c_u_cons(1363)_
 L  c_u_cons(1364)_
 L  c_u_cons(1365)_
 L  c_u_cons(1366)_
 L  c_u_cons(1367)_
 L  c_u_cons(1368)_
 L  c_u_cons(1369)_
 L  c_u_cons(1370)_
 L  c_u_cons(1371)_
 L  c_u_cons(1372)_
 L  c_u_cons(1373)_
 L  c_u_cons(1374)_
 L  c_u_cons(1375)_
 L  c_u_cons(1376)_
 L  c_u_cons(1377)_
 L  c_u_cons(1378)_
 L  c_u_cons(1379)_
 L  c_u_cons(1380)_
 L  c_u_cons(1381)_
 L  c_u_cons(1382)_
 L  c_u_cons(1383)_
 L  c_u_cons(1384)_
 L  c_u_cons(1385)_
 L  c_u_cons(1386)_
 L  c_u_cons(1387)_
 L  c_u_cons(1388)_
 L  c_u_cons(1389)_
 L  c_u_cons(1390)_
 L  c_u_cons(1391)_
 L  c_u_cons(1392)_
 L  c_u_cons(1393)_
 L  c_u_cons(1394)_
 L  c_u_cons(1395)_
 L  c_u_cons(1396)_
 L  c_u_cons(1397)_
 L  c_u_cons(1398)_
 L  c_u_cons(1399)_
 L  c_u_cons(1400)_
 L  c_u_cons(1401)_
 L  c_u_cons(1402)_
 L  c_u_cons(1403)_
 L  c_u_cons(1404)_
 L  c_u_cons(1405)_
 L  c_u_cons(1406)_
 L  c_u_cons(1407)_
 L  c_u_cons(1408)_
 L  c_u_cons(1409)_
 L  c_u_cons(1410)_
 L  c_u_cons(1411)_
 L  c_u_cons(1412)_
 L  c_u_cons(1413)_
 L  c_u_cons(1414)_
 L  c_u_cons(1415)_
 L  c_u_cons(1416)_
 L  c_u_cons(1417)_
 L  c_u_cons(1418)_
 L  c_u_cons(1419)_
 L  c_u_cons(1420)_
 L  c_u_cons(1421)_
 L  c_u_cons(1422)_
 L  c_u_cons(1423)_
 L  c_u_cons(1424)_
 L  c_u_cons(1425)_
 L  c_u_cons(1426)_
 L  c_u_cons(1427)_
 L  c_u_cons(1428)_
 L  c_u_cons(1429)_
 L  c_u_cons(1430)_
 L  c_u_cons(1431)_
 L  c_u_cons(1432)_
 L  c_u_cons(1433)_
 L  c_u_cons(1434)_
 L  c_u_cons(1435)_
 L  c_u_cons(1436)_
 L  c_u_cons(1437)_
 L  c_u_cons(1438)_
 L  c_u_cons(1439)_
 L  c_u_cons(1440)_
 L  c_u_cons(1441)_
 L  c_u_cons(1442)_
 L  c_u_cons(1443)_
 L  c_u_cons(1444)_
 L  c_u_cons(1445)_
 L  c_u_cons(1446)_
 L  c_u_cons(1447)_
 L  c_u_cons(1448)_
 L  c_u_cons(1449)_
 L  c_u_cons(1450)_
 L  c_u_cons(1451)_
 L  c_u_cons(1452)_
 L  c_u_cons(1453)_
 L  c_u_cons(1454)_
 L  c_u_cons(1455)_
 L  c_u_cons(1456)_
 L  c_u_cons(1457)_
 L  c_u_cons(1458)_
 L  c_u_cons(1459)_
 L  c_u_cons(1460)_
 L  c_u_cons(1461)_
 L  c_u_cons(1462)_
 L  c_u_cons(1463)_
 L  c_u_cons(1464)_
 L  c_u_cons(1465)_
 L  c_u_cons(1466)_
 L  c_u_cons(1467)_
 L  c_u_cons(1468)_
 L  c_u_cons(1469)_
 L  c_u_cons(1470)_
 L  c_u_cons(1471)_
 L  c_u_cons(1472)_
 L  c_u_cons(1473)_
 L  c_u_cons(1474)_
 L  c_u_cons(1475)_
 L  c_u_cons(1476)_
 L  c_u_cons(1477)_
 L  c_u_cons(1478)_
 L  c_u_cons(1479)_
 L  c_u_cons(1480)_
 L  c_u_cons(1481)_
 L  c_u_cons(1482)_
 L  c_u_cons(1483)_
 L  c_u_cons(1484)_
 L  c_u_cons(1485)_
 L  c_u_cons(1486)_
 L  c_u_cons(1487)_
 L  c_u_cons(1488)_
 L  c_u_cons(1489)_
 L  c_u_cons(1490)_
 L  c_u_cons(1491)_
 L  c_u_cons(1492)_
 L  c_u_cons(1493)_
 L  c_u_cons(1494)_
 L  c_u_cons(1495)_
 L  c_u_cons(1496)_
 L  c_u_cons(1497)_
 L  c_u_cons(1498)_
 L  c_u_cons(1499)_
 L  c_u_cons(1500)_
 L  c_u_cons(1501)_
 L  c_u_cons(1502)_
 L  c_u_cons(1503)_
 L  c_u_cons(1504)_
 L  c_u_cons(1505)_
 L  c_u_cons(1506)_
 L  c_u_cons(1507)_
 L  c_u_cons(1508)_
 L  c_u_cons(1509)_
 L  c_u_cons(1510)_
 L  c_u_cons(1511)_
 L  c_u_cons(1512)_
 L  c_u_cons(1513)_
 L  c_u_cons(1514)_
 L  c_u_cons(1515)_
 L  c_u_cons(1516)_
 L  c_u_cons(1517)_
 L  c_u_cons(1518)_
 L  c_u_cons(1519)_
 L  c_u_cons(1520)_
 L  c_u_cons(1521)_
 L  c_u_cons(1522)_
 L  c_u_cons(1523)_
 L  c_u_cons(1524)_
 L  c_u_cons(1525)_
 L  c_u_cons(1526)_
 L  c_u_cons(1527)_
 L  c_u_cons(1528)_
 L  c_u_cons(1529)_
 L  c_u_cons(1530)_
 L  c_u_cons(1531)_
 L  c_u_cons(1532)_
 L  c_u_cons(1533)_
 L  c_u_cons(1534)_
 L  c_u_cons(1535)_
 L  c_u_cons(1536)_
 L  c_u_cons(1537)_
 L  c_u_cons(1538)_
 L  c_u_cons(1539)_
 L  c_u_cons(1540)_
 L  c_u_cons(1541)_
 L  c_u_cons(1542)_
 L  c_u_cons(1543)_
 L  c_u_cons(1544)_
 L  c_u_cons(1545)_
 L  c_u_cons(1546)_
 L  c_u_cons(1547)_
 L  c_u_cons(1548)_
 L  c_u_cons(1549)_
 L  c_u_cons(1550)_
 L  c_u_cons(1551)_
 L  c_u_cons(1552)_
 L  c_u_cons(1553)_
 L  c_u_cons(1554)_
 L  c_u_cons(1555)_
 L  c_u_cons(1556)_
 L  c_u_cons(1557)_
 L  c_u_cons(1558)_
 L  c_u_cons(1559)_
 L  c_u_cons(1560)_
 L  c_u_cons(1561)_
 L  c_u_cons(1562)_
 L  c_u_cons(1563)_
 L  c_u_cons(1564)_
 L  c_u_cons(1565)_
 L  c_u_cons(1566)_
 L  c_u_cons(1567)_
 L  c_u_cons(1568)_
 L  c_u_cons(1569)_
 L  c_u_cons(1570)_
 L  c_u_cons(1571)_
 L  c_u_cons(1572)_
 L  c_u_cons(1573)_
 L  c_u_cons(1574)_
 L  c_u_cons(1575)_
 L  c_u_cons(1576)_
 L  c_u_cons(1577)_
 L  c_u_cons(1578)_
 L  c_u_cons(1579)_
 L  c_u_cons(1580)_
 L  c_u_cons(1581)_
 L  c_u_cons(1582)_
 L  c_u_cons(1583)_
 L  c_u_cons(1584)_
 L  c_u_cons(1585)_
 L  c_u_cons(1586)_
 L  c_u_cons(1587)_
 L  c_u_cons(1588)_
 L  c_u_cons(1589)_
 L  c_u_cons(1590)_
 L  c_u_cons(1591)_
 L  c_u_cons(1592)_
 L  c_u_cons(1593)_
 L  c_u_cons(1594)_
 L  c_u_cons(1595)_
 L  c_u_cons(1596)_
 L  c_u_cons(1597)_
 L  c_u_cons(1598)_
 L  c_u_cons(1599)_
 L  c_u_cons(1600)_
 L  c_u_cons(1601)_
 L  c_u_cons(1602)_
 L  c_u_cons(1603)_
 L  c_u_cons(1604)_
 L  c_u_cons(1605)_
 L  c_u_cons(1606)_
 L  c_u_cons(1607)_
 L  c_u_cons(1608)_
 L  c_u_cons(1609)_
 L  c_u_cons(1610)_
 L  c_u_cons(1611)_
 L  c_u_cons(1612)_
 L  c_u_cons(1613)_
 L  c_u_cons(1614)_
 L  c_u_cons(1615)_
 L  c_u_cons(1616)_
 L  c_u_cons(1617)_
 L  c_u_cons(1618)_
 L  c_u_cons(1619)_
 L  c_u_cons(1620)_
 L  c_u_cons(1621)_
 L  c_u_cons(1622)_
 L  c_u_cons(1623)_
 L  c_u_cons(1624)_
 L  c_u_cons(1625)_
 L  c_u_cons(1626)_
 L  c_u_cons(1627)_
 L  c_u_cons(1628)_
 L  c_u_cons(1629)_
 L  c_u_cons(1630)_
 L  c_u_cons(1631)_
 L  c_u_cons(1632)_
 L  c_u_cons(1633)_
 L  c_u_cons(1634)_
 L  c_u_cons(1635)_
 L  c_u_cons(1636)_
 L  c_u_cons(1637)_
 L  c_u_cons(1638)_
 L  c_u_cons(1639)_
 L  c_u_cons(1640)_
 L  c_u_cons(1641)_
 L  c_u_cons(1642)_
 L  c_u_cons(1643)_
 L  c_u_cons(1644)_
 L  c_u_cons(1645)_
 L  c_u_cons(1646)_
 L  c_u_cons(1647)_
 L  c_u_cons(1648)_
 L  c_u_cons(1649)_
 L  c_u_cons(1650)_
 L  c_u_cons(1651)_
 L  c_u_cons(1652)_
 L  c_u_cons(1653)_
 L  c_u_cons(1654)_
 L  c_u_cons(1655)_
 L  c_u_cons(1656)_
 L  c_u_cons(1657)_
 L  c_u_cons(1658)_
 L  c_u_cons(1659)_
 L  c_u_cons(1660)_
 L  c_u_cons(1661)_
 L  c_u_cons(1662)_
 L  c_u_cons(1663)_
 L  c_u_cons(1664)_
 L  c_u_cons(1665)_
 L  c_u_cons(1666)_
 L  c_u_cons(1667)_
 L  c_u_cons(1668)_
 L  c_u_cons(1669)_
 L  c_u_cons(1670)_
 L  c_u_cons(1671)_
 L  c_u_cons(1672)_
 L  c_u_cons(1673)_
 L  c_u_cons(1674)_
 L  c_u_cons(1675)_
 L  c_u_cons(1676)_
 L  c_u_cons(1677)_
 L  c_u_cons(1678)_
 L  c_u_cons(1679)_
 L  c_u_cons(1680)_
 L  c_u_cons(1681)_
 L  c_u_cons(1682)_
 L  c_u_cons(1683)_
 L  c_u_cons(1684)_
 L  c_u_cons(1685)_
 L  c_u_cons(1686)_
 L  c_u_cons(1687)_
 L  c_u_cons(1688)_
 L  c_u_cons(1689)_
 L  c_u_cons(1690)_
 L  c_u_cons(1691)_
 L  c_u_cons(1692)_
 L  c_u_cons(1693)_
 L  c_u_cons(1694)_
 L  c_u_cons(1695)_
 L  c_u_cons(1696)_
 L  c_u_cons(1697)_
 L  c_u_cons(1698)_
 L  c_u_cons(1699)_
 L  c_u_cons(1700)_
 L  c_u_cons(1701)_
 L  c_u_cons(1702)_
 L  c_u_cons(1703)_
 L  c_u_cons(1704)_
 L  c_u_cons(1705)_
 L  c_u_cons(1706)_
 L  c_u_cons(1707)_
 L  c_u_cons(1708)_
 L  c_u_cons(1709)_
 L  c_u_cons(1710)_
 L  c_u_cons(1711)_
 L  c_u_cons(1712)_
 L  c_u_cons(1713)_
 L  c_u_cons(1714)_
 L  c_u_cons(1715)_
 L  c_u_cons(1716)_
 L  c_u_cons(1717)_
 L  c_u_cons(1718)_
 L  c_u_cons(1719)_
 L  c_u_cons(1720)_
 L  c_u_cons(1721)_
 L  c_u_cons(1722)_
 L  c_u_cons(1723)_
 L  c_u_cons(1724)_
 L  c_u_cons(1725)_
 L  c_u_cons(1726)_
 L  c_u_cons(1727)_
 L  c_u_cons(1728)_
 L  c_u_cons(1729)_
 L  c_u_cons(1730)_
 L  c_u_cons(1731)_
 L  c_u_cons(1732)_
 L  c_u_cons(1733)_
 L  c_u_cons(1734)_
 L  c_u_cons(1735)_
 L  c_u_cons(1736)_
 L  c_u_cons(1737)_
 L  c_u_cons(1738)_
 L  c_u_cons(1739)_
 L  c_u_cons(1740)_
 L  c_u_cons(1741)_
 L  c_u_cons(1742)_
 L  c_u_cons(1743)_
 L  c_u_cons(1744)_
 L  c_u_cons(1745)_
 L  c_u_cons(1746)_
 L  c_u_cons(1747)_
 L  c_u_cons(1748)_
 L  c_u_cons(1749)_
 L  c_u_cons(1750)_
 L  c_u_cons(1751)_
 L  c_u_cons(1752)_
 L  c_u_cons(1753)_
 L  c_u_cons(1754)_
 L  c_u_cons(1755)_
 L  c_u_cons(1756)_
 L  c_u_cons(1757)_
 L  c_u_cons(1758)_
 L  c_u_cons(1759)_
 L  c_u_cons(1760)_
 L  c_u_cons(1761)_
 L  c_u_cons(1762)_
 L  c_u_cons(1763)_
 L  c_u_cons(1764)_
 L  c_u_cons(1765)_
 L  c_u_cons(1766)_
 L  c_u_cons(1767)_
 L  c_u_cons(1768)_
 L  c_u_cons(1769)_
 L  c_u_cons(1770)_
 L  c_u_cons(1771)_
 L  c_u_cons(1772)_
 L  c_u_cons(1773)_
 L  c_u_cons(1774)_
 L  c_u_cons(1775)_
 L  c_u_cons(1776)_
 L  c_u_cons(1777)_
 L  c_u_cons(1778)_
 L  c_u_cons(1779)_
 L  c_u_cons(1780)_
 L  c_u_cons(1781)_
 L  c_u_cons(1782)_
 L  c_u_cons(1783)_
 L  c_u_cons(1784)_
 L  c_u_cons(1785)_
 L  c_u_cons(1786)_
 L  c_u_cons(1787)_
 L  c_u_cons(1788)_
 L  c_u_cons(1789)_
 L  c_u_cons(1790)_
 L  c_u_cons(1791)_
 L  c_u_cons(1792)_
 L  c_u_cons(1793)_
 L  c_u_cons(1794)_
 L  c_u_cons(1795)_
 L  c_u_cons(1796)_
 L  c_u_cons(1797)_
 L  c_u_cons(1798)_
 L  c_u_cons(1799)_
 L  c_u_cons(1800)_
 L  c_u_cons(1801)_
 L  c_u_cons(1802)_
 L  c_u_cons(1803)_
 L  c_u_cons(1804)_
 L  c_u_cons(1805)_
 L  c_u_cons(1806)_
 L  c_u_cons(1807)_
 L  c_u_cons(1808)_
 L  c_u_cons(1809)_
 L  c_u_cons(1810)_
 L  c_u_cons(1811)_
 L  c_u_cons(1812)_
 L  c_u_cons(1813)_
 L  c_u_cons(1814)_
 L  c_u_cons(1815)_
 L  c_u_cons(1816)_
 L  c_u_cons(1817)_
 L  c_u_cons(1818)_
 L  c_u_cons(1819)_
 L  c_u_cons(1820)_
 L  c_u_cons(1821)_
 L  c_u_cons(1822)_
 L  c_u_cons(1823)_
 L  c_u_cons(1824)_
 L  c_u_cons(1825)_
 L  c_u_cons(1826)_
 L  c_u_cons(1827)_
 L  c_u_cons(1828)_
 L  c_u_cons(1829)_
 L  c_u_cons(1830)_
 L  c_u_cons(1831)_
 L  c_u_cons(1832)_
 L  c_u_cons(1833)_
 L  c_u_cons(1834)_
 L  c_u_cons(1835)_
 L  c_u_cons(1836)_
 L  c_u_cons(1837)_
 L  c_u_cons(1838)_
 L  c_u_cons(1839)_
 L  c_u_cons(1840)_
 L  c_u_cons(1841)_
 L  c_u_cons(1842)_
 L  c_u_cons(1843)_
 L  c_u_cons(1844)_
 L  c_u_cons(1845)_
 L  c_u_cons(1846)_
 L  c_u_cons(1847)_
 L  c_u_cons(1848)_
 L  c_u_cons(1849)_
 L  c_u_cons(1850)_
 L  c_u_cons(1851)_
 L  c_u_cons(1852)_
 L  c_u_cons(1853)_
 L  c_u_cons(1854)_
 L  c_u_cons(1855)_
 L  c_u_cons(1856)_
 L  c_u_cons(1857)_
 L  c_u_cons(1858)_
 L  c_u_cons(1859)_
 L  c_u_cons(1860)_
 L  c_u_cons(1861)_
 L  c_u_cons(1862)_
 L  c_u_cons(1863)_
 L  c_u_cons(1864)_
 L  c_u_cons(1865)_
 L  c_u_cons(1866)_
 L  c_u_cons(1867)_
 L  c_u_cons(1868)_
 L  c_u_cons(1869)_
 L  c_u_cons(1870)_
 L  c_u_cons(1871)_
 L  c_u_cons(1872)_
 L  c_u_cons(1873)_
 L  c_u_cons(1874)_
 L  c_u_cons(1875)_
 L  c_u_cons(1876)_
 L  c_u_cons(1877)_
 L  c_u_cons(1878)_
 L  c_u_cons(1879)_
 L  c_u_cons(1880)_
 L  c_u_cons(1881)_
 L  c_u_cons(1882)_
 L  c_u_cons(1883)_
 L  c_u_cons(1884)_
 L  c_u_cons(1885)_
 L  c_u_cons(1886)_
 L  c_u_cons(1887)_
 L  c_u_cons(1888)_
 L  c_u_cons(1889)_
 L  c_u_cons(1890)_
 L  c_u_cons(1891)_
 L  c_u_cons(1892)_
 L  c_u_cons(1893)_
 L  c_u_cons(1894)_
 L  c_u_cons(1895)_
 L  c_u_cons(1896)_
 L  c_u_cons(1897)_
 L  c_u_cons(1898)_
 L  c_u_cons(1899)_
 L  c_u_cons(1900)_
 L  c_u_cons(1901)_
 L  c_u_cons(1902)_
 E  c_e_ONE_VAR_CONSTANT
COLUMNS
     sigma(0_1) c_e_cons(1)_ 1
     sigma(0_1) c_u_cons(9)_ -52.472072681332961
     sigma(0_1) c_u_cons(14)_ -52.472072681332961
     sigma(0_1) c_u_cons(19)_ -52.472072681332961
     sigma(0_1) c_u_cons(24)_ -52.472072681332961
     sigma(0_1) c_u_cons(29)_ -52.472072681332961
     sigma(0_1) c_u_cons(34)_ -52.472072681332961
     sigma(0_1) c_u_cons(39)_ -52.472072681332961
     sigma(0_1) c_u_cons(211)_ 207.11111111111111
     sigma(0_1) c_u_cons(212)_ 207.11111111111111
     sigma(0_1) c_u_cons(213)_ 207.11111111111111
     sigma(0_1) c_u_cons(214)_ 207.11111111111111
     sigma(0_1) c_u_cons(215)_ 207.11111111111111
     sigma(0_1) c_u_cons(216)_ 207.11111111111111
     sigma(0_1) c_u_cons(217)_ 207.11111111111111
     sigma(0_1) c_u_cons(218)_ 207.11111111111111
     sigma(0_1) c_u_cons(219)_ 207.11111111111111
     sigma(0_1) c_u_cons(220)_ 207.11111111111111
     sigma(0_1) c_u_cons(221)_ 207.11111111111111
     sigma(0_1) c_u_cons(228)_ 579.29155470378009
     sigma(0_1) c_u_cons(235)_ 579.29155470378009
     sigma(0_1) c_u_cons(242)_ 579.29155470378009
     sigma(0_1) c_u_cons(249)_ 579.29155470378009
     sigma(0_1) c_u_cons(256)_ 579.29155470378009
     sigma(0_1) c_u_cons(263)_ 579.29155470378009
     sigma(0_1) c_u_cons(270)_ 579.29155470378009
     sigma(0_1) c_u_cons(277)_ 579.29155470378009
     sigma(0_1) c_u_cons(284)_ 579.29155470378009
     sigma(0_1) c_u_cons(291)_ 579.29155470378009
     sigma(0_1) c_u_cons(298)_ 579.29155470378009
     sigma(0_1) c_u_cons(367)_ 207.11111111111111
     sigma(0_1) c_u_cons(368)_ 207.11111111111111
     sigma(0_1) c_u_cons(369)_ 207.11111111111111
     sigma(0_1) c_u_cons(370)_ 207.11111111111111
     sigma(0_1) c_u_cons(371)_ 207.11111111111111
     sigma(0_1) c_u_cons(372)_ 207.11111111111111
     sigma(0_1) c_u_cons(373)_ 207.11111111111111
     sigma(0_1) c_u_cons(374)_ 207.11111111111111
     sigma(0_1) c_u_cons(375)_ 207.11111111111111
     sigma(0_1) c_u_cons(376)_ 207.11111111111111
     sigma(0_1) c_u_cons(377)_ 207.11111111111111
     sigma(0_1) c_u_cons(384)_ 579.29155470378009
     sigma(0_1) c_u_cons(391)_ 579.29155470378009
     sigma(0_1) c_u_cons(398)_ 579.29155470378009
     sigma(0_1) c_u_cons(405)_ 579.29155470378009
     sigma(0_1) c_u_cons(412)_ 579.29155470378009
     sigma(0_1) c_u_cons(419)_ 579.29155470378009
     sigma(0_1) c_u_cons(426)_ 579.29155470378009
     sigma(0_1) c_u_cons(433)_ 579.29155470378009
     sigma(0_1) c_u_cons(440)_ 579.29155470378009
     sigma(0_1) c_u_cons(447)_ 579.29155470378009
     sigma(0_1) c_u_cons(454)_ 579.29155470378009
     sigma(0_1) c_u_cons(523)_ 207.11111111111111
     sigma(0_1) c_u_cons(524)_ 207.11111111111111
     sigma(0_1) c_u_cons(525)_ 207.11111111111111
     sigma(0_1) c_u_cons(526)_ 207.11111111111111
     sigma(0_1) c_u_cons(527)_ 207.11111111111111
     sigma(0_1) c_u_cons(528)_ 207.11111111111111
     sigma(0_1) c_u_cons(529)_ 207.11111111111111
     sigma(0_1) c_u_cons(530)_ 207.11111111111111
     sigma(0_1) c_u_cons(531)_ 207.11111111111111
     sigma(0_1) c_u_cons(532)_ 207.11111111111111
     sigma(0_1) c_u_cons(533)_ 207.11111111111111
     sigma(0_1) c_u_cons(540)_ 579.29155470378009
     sigma(0_1) c_u_cons(547)_ 579.29155470378009
     sigma(0_1) c_u_cons(554)_ 579.29155470378009
     sigma(0_1) c_u_cons(561)_ 579.29155470378009
     sigma(0_1) c_u_cons(568)_ 579.29155470378009
     sigma(0_1) c_u_cons(575)_ 579.29155470378009
     sigma(0_1) c_u_cons(582)_ 579.29155470378009
     sigma(0_1) c_u_cons(589)_ 579.29155470378009
     sigma(0_1) c_u_cons(596)_ 579.29155470378009
     sigma(0_1) c_u_cons(603)_ 579.29155470378009
     sigma(0_1) c_u_cons(610)_ 579.29155470378009
     sigma(0_1) c_u_cons(679)_ 207.11111111111111
     sigma(0_1) c_u_cons(680)_ 207.11111111111111
     sigma(0_1) c_u_cons(681)_ 207.11111111111111
     sigma(0_1) c_u_cons(682)_ 207.11111111111111
     sigma(0_1) c_u_cons(683)_ 207.11111111111111
     sigma(0_1) c_u_cons(684)_ 207.11111111111111
     sigma(0_1) c_u_cons(685)_ 207.11111111111111
     sigma(0_1) c_u_cons(686)_ 207.11111111111111
     sigma(0_1) c_u_cons(687)_ 207.11111111111111
     sigma(0_1) c_u_cons(688)_ 207.11111111111111
     sigma(0_1) c_u_cons(689)_ 207.11111111111111
     sigma(0_1) c_u_cons(696)_ 579.29155470378009
     sigma(0_1) c_u_cons(703)_ 579.29155470378009
     sigma(0_1) c_u_cons(710)_ 579.29155470378009
     sigma(0_1) c_u_cons(717)_ 579.29155470378009
     sigma(0_1) c_u_cons(724)_ 579.29155470378009
     sigma(0_1) c_u_cons(731)_ 579.29155470378009
     sigma(0_1) c_u_cons(738)_ 579.29155470378009
     sigma(0_1) c_u_cons(745)_ 579.29155470378009
     sigma(0_1) c_u_cons(752)_ 579.29155470378009
     sigma(0_1) c_u_cons(759)_ 579.29155470378009
     sigma(0_1) c_u_cons(766)_ 579.29155470378009
     sigma(0_1) c_u_cons(835)_ 207.11111111111111
     sigma(0_1) c_u_cons(836)_ 207.11111111111111
     sigma(0_1) c_u_cons(837)_ 207.11111111111111
     sigma(0_1) c_u_cons(838)_ 207.11111111111111
     sigma(0_1) c_u_cons(839)_ 207.11111111111111
     sigma(0_1) c_u_cons(840)_ 207.11111111111111
     sigma(0_1) c_u_cons(841)_ 207.11111111111111
     sigma(0_1) c_u_cons(842)_ 207.11111111111111
     sigma(0_1) c_u_cons(843)_ 207.11111111111111
     sigma(0_1) c_u_cons(844)_ 207.11111111111111
     sigma(0_1) c_u_cons(845)_ 207.11111111111111
     sigma(0_1) c_u_cons(852)_ 579.29155470378009
     sigma(0_1) c_u_cons(859)_ 579.29155470378009
     sigma(0_1) c_u_cons(866)_ 579.29155470378009
     sigma(0_1) c_u_cons(873)_ 579.29155470378009
     sigma(0_1) c_u_cons(880)_ 579.29155470378009
     sigma(0_1) c_u_cons(887)_ 579.29155470378009
     sigma(0_1) c_u_cons(894)_ 579.29155470378009
     sigma(0_1) c_u_cons(901)_ 579.29155470378009
     sigma(0_1) c_u_cons(908)_ 579.29155470378009
     sigma(0_1) c_u_cons(915)_ 579.29155470378009
     sigma(0_1) c_u_cons(922)_ 579.29155470378009
     sigma(0_1) c_u_cons(991)_ 207.11111111111111
     sigma(0_1) c_u_cons(992)_ 207.11111111111111
     sigma(0_1) c_u_cons(993)_ 207.11111111111111
     sigma(0_1) c_u_cons(994)_ 207.11111111111111
     sigma(0_1) c_u_cons(995)_ 207.11111111111111
     sigma(0_1) c_u_cons(996)_ 207.11111111111111
     sigma(0_1) c_u_cons(997)_ 207.11111111111111
     sigma(0_1) c_u_cons(998)_ 207.11111111111111
     sigma(0_1) c_u_cons(999)_ 207.11111111111111
     sigma(0_1) c_u_cons(1000)_ 207.11111111111111
     sigma(0_1) c_u_cons(1001)_ 207.11111111111111
     sigma(0_1) c_u_cons(1008)_ 579.29155470378009
     sigma(0_1) c_u_cons(1015)_ 579.29155470378009
     sigma(0_1) c_u_cons(1022)_ 579.29155470378009
     sigma(0_1) c_u_cons(1029)_ 579.29155470378009
     sigma(0_1) c_u_cons(1036)_ 579.29155470378009
     sigma(0_1) c_u_cons(1043)_ 579.29155470378009
     sigma(0_1) c_u_cons(1050)_ 579.29155470378009
     sigma(0_1) c_u_cons(1057)_ 579.29155470378009
     sigma(0_1) c_u_cons(1064)_ 579.29155470378009
     sigma(0_1) c_u_cons(1071)_ 579.29155470378009
     sigma(0_1) c_u_cons(1078)_ 579.29155470378009
     sigma(0_1) c_u_cons(1123)_ 207.11111111111111
     sigma(0_1) c_u_cons(1124)_ 207.11111111111111
     sigma(0_1) c_u_cons(1125)_ 207.11111111111111
     sigma(0_1) c_u_cons(1126)_ 207.11111111111111
     sigma(0_1) c_u_cons(1127)_ 207.11111111111111
     sigma(0_1) c_u_cons(1128)_ 207.11111111111111
     sigma(0_1) c_u_cons(1129)_ 207.11111111111111
     sigma(0_1) c_u_cons(1136)_ 204.79466031735311
     sigma(0_1) c_u_cons(1143)_ 204.79466031735311
     sigma(0_1) c_u_cons(1150)_ 204.79466031735311
     sigma(0_1) c_u_cons(1157)_ 204.79466031735311
     sigma(0_1) c_u_cons(1164)_ 204.79466031735311
     sigma(0_1) c_u_cons(1171)_ 204.79466031735311
     sigma(0_1) c_u_cons(1178)_ 204.79466031735311
     sigma(0_1) c_u_cons(1223)_ 207.11111111111111
     sigma(0_1) c_u_cons(1224)_ 207.11111111111111
     sigma(0_1) c_u_cons(1225)_ 207.11111111111111
     sigma(0_1) c_u_cons(1226)_ 207.11111111111111
     sigma(0_1) c_u_cons(1227)_ 207.11111111111111
     sigma(0_1) c_u_cons(1228)_ 207.11111111111111
     sigma(0_1) c_u_cons(1229)_ 207.11111111111111
     sigma(0_1) c_u_cons(1236)_ 204.79466031735311
     sigma(0_1) c_u_cons(1243)_ 204.79466031735311
     sigma(0_1) c_u_cons(1250)_ 204.79466031735311
     sigma(0_1) c_u_cons(1257)_ 204.79466031735311
     sigma(0_1) c_u_cons(1264)_ 204.79466031735311
     sigma(0_1) c_u_cons(1271)_ 204.79466031735311
     sigma(0_1) c_u_cons(1278)_ 204.79466031735311
     sigma(0_2) c_e_cons(1)_ 1
     sigma(0_2) c_u_cons(9)_ -84.530071329517099
     sigma(0_2) c_u_cons(14)_ -84.530071329517099
     sigma(0_2) c_u_cons(19)_ -84.530071329517099
     sigma(0_2) c_u_cons(24)_ -84.530071329517099
     sigma(0_2) c_u_cons(29)_ -84.530071329517099
     sigma(0_2) c_u_cons(34)_ -84.530071329517099
     sigma(0_2) c_u_cons(39)_ -84.530071329517099
     sigma(0_2) c_u_cons(200)_ 207.11111111111111
     sigma(0_2) c_u_cons(201)_ 207.11111111111111
     sigma(0_2) c_u_cons(202)_ 207.11111111111111
     sigma(0_2) c_u_cons(203)_ 207.11111111111111
     sigma(0_2) c_u_cons(204)_ 207.11111111111111
     sigma(0_2) c_u_cons(205)_ 207.11111111111111
     sigma(0_2) c_u_cons(206)_ 207.11111111111111
     sigma(0_2) c_u_cons(207)_ 207.11111111111111
     sigma(0_2) c_u_cons(208)_ 207.11111111111111
     sigma(0_2) c_u_cons(209)_ 207.11111111111111
     sigma(0_2) c_u_cons(210)_ 207.11111111111111
     sigma(0_2) c_u_cons(227)_ 579.29155470378009
     sigma(0_2) c_u_cons(234)_ 579.29155470378009
     sigma(0_2) c_u_cons(241)_ 579.29155470378009
     sigma(0_2) c_u_cons(248)_ 579.29155470378009
     sigma(0_2) c_u_cons(255)_ 579.29155470378009
     sigma(0_2) c_u_cons(262)_ 579.29155470378009
     sigma(0_2) c_u_cons(269)_ 579.29155470378009
     sigma(0_2) c_u_cons(276)_ 579.29155470378009
     sigma(0_2) c_u_cons(283)_ 579.29155470378009
     sigma(0_2) c_u_cons(290)_ 579.29155470378009
     sigma(0_2) c_u_cons(297)_ 579.29155470378009
     sigma(0_2) c_u_cons(356)_ 207.11111111111111
     sigma(0_2) c_u_cons(357)_ 207.11111111111111
     sigma(0_2) c_u_cons(358)_ 207.11111111111111
     sigma(0_2) c_u_cons(359)_ 207.11111111111111
     sigma(0_2) c_u_cons(360)_ 207.11111111111111
     sigma(0_2) c_u_cons(361)_ 207.11111111111111
     sigma(0_2) c_u_cons(362)_ 207.11111111111111
     sigma(0_2) c_u_cons(363)_ 207.11111111111111
     sigma(0_2) c_u_cons(364)_ 207.11111111111111
     sigma(0_2) c_u_cons(365)_ 207.11111111111111
     sigma(0_2) c_u_cons(366)_ 207.11111111111111
     sigma(0_2) c_u_cons(383)_ 579.29155470378009
     sigma(0_2) c_u_cons(390)_ 579.29155470378009
     sigma(0_2) c_u_cons(397)_ 579.29155470378009
     sigma(0_2) c_u_cons(404)_ 579.29155470378009
     sigma(0_2) c_u_cons(411)_ 579.29155470378009
     sigma(0_2) c_u_cons(418)_ 579.29155470378009
     sigma(0_2) c_u_cons(425)_ 579.29155470378009
     sigma(0_2) c_u_cons(432)_ 579.29155470378009
     sigma(0_2) c_u_cons(439)_ 579.29155470378009
     sigma(0_2) c_u_cons(446)_ 579.29155470378009
     sigma(0_2) c_u_cons(453)_ 579.29155470378009
     sigma(0_2) c_u_cons(512)_ 207.11111111111111
     sigma(0_2) c_u_cons(513)_ 207.11111111111111
     sigma(0_2) c_u_cons(514)_ 207.11111111111111
     sigma(0_2) c_u_cons(515)_ 207.11111111111111
     sigma(0_2) c_u_cons(516)_ 207.11111111111111
     sigma(0_2) c_u_cons(517)_ 207.11111111111111
     sigma(0_2) c_u_cons(518)_ 207.11111111111111
     sigma(0_2) c_u_cons(519)_ 207.11111111111111
     sigma(0_2) c_u_cons(520)_ 207.11111111111111
     sigma(0_2) c_u_cons(521)_ 207.11111111111111
     sigma(0_2) c_u_cons(522)_ 207.11111111111111
     sigma(0_2) c_u_cons(539)_ 579.29155470378009
     sigma(0_2) c_u_cons(546)_ 579.29155470378009
     sigma(0_2) c_u_cons(553)_ 579.29155470378009
     sigma(0_2) c_u_cons(560)_ 579.29155470378009
     sigma(0_2) c_u_cons(567)_ 579.29155470378009
     sigma(0_2) c_u_cons(574)_ 579.29155470378009
     sigma(0_2) c_u_cons(581)_ 579.29155470378009
     sigma(0_2) c_u_cons(588)_ 579.29155470378009
     sigma(0_2) c_u_cons(595)_ 579.29155470378009
     sigma(0_2) c_u_cons(602)_ 579.29155470378009
     sigma(0_2) c_u_cons(609)_ 579.29155470378009
     sigma(0_2) c_u_cons(668)_ 207.11111111111111
     sigma(0_2) c_u_cons(669)_ 207.11111111111111
     sigma(0_2) c_u_cons(670)_ 207.11111111111111
     sigma(0_2) c_u_cons(671)_ 207.11111111111111
     sigma(0_2) c_u_cons(672)_ 207.11111111111111
     sigma(0_2) c_u_cons(673)_ 207.11111111111111
     sigma(0_2) c_u_cons(674)_ 207.11111111111111
     sigma(0_2) c_u_cons(675)_ 207.11111111111111
     sigma(0_2) c_u_cons(676)_ 207.11111111111111
     sigma(0_2) c_u_cons(677)_ 207.11111111111111
     sigma(0_2) c_u_cons(678)_ 207.11111111111111
     sigma(0_2) c_u_cons(695)_ 579.29155470378009
     sigma(0_2) c_u_cons(702)_ 579.29155470378009
     sigma(0_2) c_u_cons(709)_ 579.29155470378009
     sigma(0_2) c_u_cons(716)_ 579.29155470378009
     sigma(0_2) c_u_cons(723)_ 579.29155470378009
     sigma(0_2) c_u_cons(730)_ 579.29155470378009
     sigma(0_2) c_u_cons(737)_ 579.29155470378009
     sigma(0_2) c_u_cons(744)_ 579.29155470378009
     sigma(0_2) c_u_cons(751)_ 579.29155470378009
     sigma(0_2) c_u_cons(758)_ 579.29155470378009
     sigma(0_2) c_u_cons(765)_ 579.29155470378009
     sigma(0_2) c_u_cons(824)_ 207.11111111111111
     sigma(0_2) c_u_cons(825)_ 207.11111111111111
     sigma(0_2) c_u_cons(826)_ 207.11111111111111
     sigma(0_2) c_u_cons(827)_ 207.11111111111111
     sigma(0_2) c_u_cons(828)_ 207.11111111111111
     sigma(0_2) c_u_cons(829)_ 207.11111111111111
     sigma(0_2) c_u_cons(830)_ 207.11111111111111
     sigma(0_2) c_u_cons(831)_ 207.11111111111111
     sigma(0_2) c_u_cons(832)_ 207.11111111111111
     sigma(0_2) c_u_cons(833)_ 207.11111111111111
     sigma(0_2) c_u_cons(834)_ 207.11111111111111
     sigma(0_2) c_u_cons(851)_ 579.29155470378009
     sigma(0_2) c_u_cons(858)_ 579.29155470378009
     sigma(0_2) c_u_cons(865)_ 579.29155470378009
     sigma(0_2) c_u_cons(872)_ 579.29155470378009
     sigma(0_2) c_u_cons(879)_ 579.29155470378009
     sigma(0_2) c_u_cons(886)_ 579.29155470378009
     sigma(0_2) c_u_cons(893)_ 579.29155470378009
     sigma(0_2) c_u_cons(900)_ 579.29155470378009
     sigma(0_2) c_u_cons(907)_ 579.29155470378009
     sigma(0_2) c_u_cons(914)_ 579.29155470378009
     sigma(0_2) c_u_cons(921)_ 579.29155470378009
     sigma(0_2) c_u_cons(980)_ 207.11111111111111
     sigma(0_2) c_u_cons(981)_ 207.11111111111111
     sigma(0_2) c_u_cons(982)_ 207.11111111111111
     sigma(0_2) c_u_cons(983)_ 207.11111111111111
     sigma(0_2) c_u_cons(984)_ 207.11111111111111
     sigma(0_2) c_u_cons(985)_ 207.11111111111111
     sigma(0_2) c_u_cons(986)_ 207.11111111111111
     sigma(0_2) c_u_cons(987)_ 207.11111111111111
     sigma(0_2) c_u_cons(988)_ 207.11111111111111
     sigma(0_2) c_u_cons(989)_ 207.11111111111111
     sigma(0_2) c_u_cons(990)_ 207.11111111111111
     sigma(0_2) c_u_cons(1007)_ 579.29155470378009
     sigma(0_2) c_u_cons(1014)_ 579.29155470378009
     sigma(0_2) c_u_cons(1021)_ 579.29155470378009
     sigma(0_2) c_u_cons(1028)_ 579.29155470378009
     sigma(0_2) c_u_cons(1035)_ 579.29155470378009
     sigma(0_2) c_u_cons(1042)_ 579.29155470378009
     sigma(0_2) c_u_cons(1049)_ 579.29155470378009
     sigma(0_2) c_u_cons(1056)_ 579.29155470378009
     sigma(0_2) c_u_cons(1063)_ 579.29155470378009
     sigma(0_2) c_u_cons(1070)_ 579.29155470378009
     sigma(0_2) c_u_cons(1077)_ 579.29155470378009
     sigma(0_2) c_u_cons(1116)_ 207.11111111111111
     sigma(0_2) c_u_cons(1117)_ 207.11111111111111
     sigma(0_2) c_u_cons(1118)_ 207.11111111111111
     sigma(0_2) c_u_cons(1119)_ 207.11111111111111
     sigma(0_2) c_u_cons(1120)_ 207.11111111111111
     sigma(0_2) c_u_cons(1121)_ 207.11111111111111
     sigma(0_2) c_u_cons(1122)_ 207.11111111111111
     sigma(0_2) c_u_cons(1135)_ 204.79466031735311
     sigma(0_2) c_u_cons(1142)_ 204.79466031735311
     sigma(0_2) c_u_cons(1149)_ 204.79466031735311
     sigma(0_2) c_u_cons(1156)_ 204.79466031735311
     sigma(0_2) c_u_cons(1163)_ 204.79466031735311
     sigma(0_2) c_u_cons(1170)_ 204.79466031735311
     sigma(0_2) c_u_cons(1177)_ 204.79466031735311
     sigma(0_2) c_u_cons(1216)_ 207.11111111111111
     sigma(0_2) c_u_cons(1217)_ 207.11111111111111
     sigma(0_2) c_u_cons(1218)_ 207.11111111111111
     sigma(0_2) c_u_cons(1219)_ 207.11111111111111
     sigma(0_2) c_u_cons(1220)_ 207.11111111111111
     sigma(0_2) c_u_cons(1221)_ 207.11111111111111
     sigma(0_2) c_u_cons(1222)_ 207.11111111111111
     sigma(0_2) c_u_cons(1235)_ 204.79466031735311
     sigma(0_2) c_u_cons(1242)_ 204.79466031735311
     sigma(0_2) c_u_cons(1249)_ 204.79466031735311
     sigma(0_2) c_u_cons(1256)_ 204.79466031735311
     sigma(0_2) c_u_cons(1263)_ 204.79466031735311
     sigma(0_2) c_u_cons(1270)_ 204.79466031735311
     sigma(0_2) c_u_cons(1277)_ 204.79466031735311
     sigma(0_4) c_e_cons(1)_ 1
     sigma(0_4) c_u_cons(9)_ -121.70949478056014
     sigma(0_4) c_u_cons(14)_ -121.70949478056014
     sigma(0_4) c_u_cons(19)_ -121.70949478056014
     sigma(0_4) c_u_cons(24)_ -121.70949478056014
     sigma(0_4) c_u_cons(29)_ -121.70949478056014
     sigma(0_4) c_u_cons(34)_ -121.70949478056014
     sigma(0_4) c_u_cons(39)_ -121.70949478056014
     sigma(0_4) c_u_cons(189)_ 207.11111111111111
     sigma(0_4) c_u_cons(190)_ 207.11111111111111
     sigma(0_4) c_u_cons(191)_ 207.11111111111111
     sigma(0_4) c_u_cons(192)_ 207.11111111111111
     sigma(0_4) c_u_cons(193)_ 207.11111111111111
     sigma(0_4) c_u_cons(194)_ 207.11111111111111
     sigma(0_4) c_u_cons(195)_ 207.11111111111111
     sigma(0_4) c_u_cons(196)_ 207.11111111111111
     sigma(0_4) c_u_cons(197)_ 207.11111111111111
     sigma(0_4) c_u_cons(198)_ 207.11111111111111
     sigma(0_4) c_u_cons(199)_ 207.11111111111111
     sigma(0_4) c_u_cons(226)_ 579.29155470378009
     sigma(0_4) c_u_cons(233)_ 579.29155470378009
     sigma(0_4) c_u_cons(240)_ 579.29155470378009
     sigma(0_4) c_u_cons(247)_ 579.29155470378009
     sigma(0_4) c_u_cons(254)_ 579.29155470378009
     sigma(0_4) c_u_cons(261)_ 579.29155470378009
     sigma(0_4) c_u_cons(268)_ 579.29155470378009
     sigma(0_4) c_u_cons(275)_ 579.29155470378009
     sigma(0_4) c_u_cons(282)_ 579.29155470378009
     sigma(0_4) c_u_cons(289)_ 579.29155470378009
     sigma(0_4) c_u_cons(296)_ 579.29155470378009
     sigma(0_4) c_u_cons(345)_ 207.11111111111111
     sigma(0_4) c_u_cons(346)_ 207.11111111111111
     sigma(0_4) c_u_cons(347)_ 207.11111111111111
     sigma(0_4) c_u_cons(348)_ 207.11111111111111
     sigma(0_4) c_u_cons(349)_ 207.11111111111111
     sigma(0_4) c_u_cons(350)_ 207.11111111111111
     sigma(0_4) c_u_cons(351)_ 207.11111111111111
     sigma(0_4) c_u_cons(352)_ 207.11111111111111
     sigma(0_4) c_u_cons(353)_ 207.11111111111111
     sigma(0_4) c_u_cons(354)_ 207.11111111111111
     sigma(0_4) c_u_cons(355)_ 207.11111111111111
     sigma(0_4) c_u_cons(382)_ 579.29155470378009
     sigma(0_4) c_u_cons(389)_ 579.29155470378009
     sigma(0_4) c_u_cons(396)_ 579.29155470378009
     sigma(0_4) c_u_cons(403)_ 579.29155470378009
     sigma(0_4) c_u_cons(410)_ 579.29155470378009
     sigma(0_4) c_u_cons(417)_ 579.29155470378009
     sigma(0_4) c_u_cons(424)_ 579.29155470378009
     sigma(0_4) c_u_cons(431)_ 579.29155470378009
     sigma(0_4) c_u_cons(438)_ 579.29155470378009
     sigma(0_4) c_u_cons(445)_ 579.29155470378009
     sigma(0_4) c_u_cons(452)_ 579.29155470378009
     sigma(0_4) c_u_cons(501)_ 207.11111111111111
     sigma(0_4) c_u_cons(502)_ 207.11111111111111
     sigma(0_4) c_u_cons(503)_ 207.11111111111111
     sigma(0_4) c_u_cons(504)_ 207.11111111111111
     sigma(0_4) c_u_cons(505)_ 207.11111111111111
     sigma(0_4) c_u_cons(506)_ 207.11111111111111
     sigma(0_4) c_u_cons(507)_ 207.11111111111111
     sigma(0_4) c_u_cons(508)_ 207.11111111111111
     sigma(0_4) c_u_cons(509)_ 207.11111111111111
     sigma(0_4) c_u_cons(510)_ 207.11111111111111
     sigma(0_4) c_u_cons(511)_ 207.11111111111111
     sigma(0_4) c_u_cons(538)_ 579.29155470378009
     sigma(0_4) c_u_cons(545)_ 579.29155470378009
     sigma(0_4) c_u_cons(552)_ 579.29155470378009
     sigma(0_4) c_u_cons(559)_ 579.29155470378009
     sigma(0_4) c_u_cons(566)_ 579.29155470378009
     sigma(0_4) c_u_cons(573)_ 579.29155470378009
     sigma(0_4) c_u_cons(580)_ 579.29155470378009
     sigma(0_4) c_u_cons(587)_ 579.29155470378009
     sigma(0_4) c_u_cons(594)_ 579.29155470378009
     sigma(0_4) c_u_cons(601)_ 579.29155470378009
     sigma(0_4) c_u_cons(608)_ 579.29155470378009
     sigma(0_4) c_u_cons(657)_ 207.11111111111111
     sigma(0_4) c_u_cons(658)_ 207.11111111111111
     sigma(0_4) c_u_cons(659)_ 207.11111111111111
     sigma(0_4) c_u_cons(660)_ 207.11111111111111
     sigma(0_4) c_u_cons(661)_ 207.11111111111111
     sigma(0_4) c_u_cons(662)_ 207.11111111111111
     sigma(0_4) c_u_cons(663)_ 207.11111111111111
     sigma(0_4) c_u_cons(664)_ 207.11111111111111
     sigma(0_4) c_u_cons(665)_ 207.11111111111111
     sigma(0_4) c_u_cons(666)_ 207.11111111111111
     sigma(0_4) c_u_cons(667)_ 207.11111111111111
     sigma(0_4) c_u_cons(694)_ 579.29155470378009
     sigma(0_4) c_u_cons(701)_ 579.29155470378009
     sigma(0_4) c_u_cons(708)_ 579.29155470378009
     sigma(0_4) c_u_cons(715)_ 579.29155470378009
     sigma(0_4) c_u_cons(722)_ 579.29155470378009
     sigma(0_4) c_u_cons(729)_ 579.29155470378009
     sigma(0_4) c_u_cons(736)_ 579.29155470378009
     sigma(0_4) c_u_cons(743)_ 579.29155470378009
     sigma(0_4) c_u_cons(750)_ 579.29155470378009
     sigma(0_4) c_u_cons(757)_ 579.29155470378009
     sigma(0_4) c_u_cons(764)_ 579.29155470378009
     sigma(0_4) c_u_cons(813)_ 207.11111111111111
     sigma(0_4) c_u_cons(814)_ 207.11111111111111
     sigma(0_4) c_u_cons(815)_ 207.11111111111111
     sigma(0_4) c_u_cons(816)_ 207.11111111111111
     sigma(0_4) c_u_cons(817)_ 207.11111111111111
     sigma(0_4) c_u_cons(818)_ 207.11111111111111
     sigma(0_4) c_u_cons(819)_ 207.11111111111111
     sigma(0_4) c_u_cons(820)_ 207.11111111111111
     sigma(0_4) c_u_cons(821)_ 207.11111111111111
     sigma(0_4) c_u_cons(822)_ 207.11111111111111
     sigma(0_4) c_u_cons(823)_ 207.11111111111111
     sigma(0_4) c_u_cons(850)_ 579.29155470378009
     sigma(0_4) c_u_cons(857)_ 579.29155470378009
     sigma(0_4) c_u_cons(864)_ 579.29155470378009
     sigma(0_4) c_u_cons(871)_ 579.29155470378009
     sigma(0_4) c_u_cons(878)_ 579.29155470378009
     sigma(0_4) c_u_cons(885)_ 579.29155470378009
     sigma(0_4) c_u_cons(892)_ 579.29155470378009
     sigma(0_4) c_u_cons(899)_ 579.29155470378009
     sigma(0_4) c_u_cons(906)_ 579.29155470378009
     sigma(0_4) c_u_cons(913)_ 579.29155470378009
     sigma(0_4) c_u_cons(920)_ 579.29155470378009
     sigma(0_4) c_u_cons(969)_ 207.11111111111111
     sigma(0_4) c_u_cons(970)_ 207.11111111111111
     sigma(0_4) c_u_cons(971)_ 207.11111111111111
     sigma(0_4) c_u_cons(972)_ 207.11111111111111
     sigma(0_4) c_u_cons(973)_ 207.11111111111111
     sigma(0_4) c_u_cons(974)_ 207.11111111111111
     sigma(0_4) c_u_cons(975)_ 207.11111111111111
     sigma(0_4) c_u_cons(976)_ 207.11111111111111
     sigma(0_4) c_u_cons(977)_ 207.11111111111111
     sigma(0_4) c_u_cons(978)_ 207.11111111111111
     sigma(0_4) c_u_cons(979)_ 207.11111111111111
     sigma(0_4) c_u_cons(1006)_ 579.29155470378009
     sigma(0_4) c_u_cons(1013)_ 579.29155470378009
     sigma(0_4) c_u_cons(1020)_ 579.29155470378009
     sigma(0_4) c_u_cons(1027)_ 579.29155470378009
     sigma(0_4) c_u_cons(1034)_ 579.29155470378009
     sigma(0_4) c_u_cons(1041)_ 579.29155470378009
     sigma(0_4) c_u_cons(1048)_ 579.29155470378009
     sigma(0_4) c_u_cons(1055)_ 579.29155470378009
     sigma(0_4) c_u_cons(1062)_ 579.29155470378009
     sigma(0_4) c_u_cons(1069)_ 579.29155470378009
     sigma(0_4) c_u_cons(1076)_ 579.29155470378009
     sigma(0_4) c_u_cons(1109)_ 207.11111111111111
     sigma(0_4) c_u_cons(1110)_ 207.11111111111111
     sigma(0_4) c_u_cons(1111)_ 207.11111111111111
     sigma(0_4) c_u_cons(1112)_ 207.11111111111111
     sigma(0_4) c_u_cons(1113)_ 207.11111111111111
     sigma(0_4) c_u_cons(1114)_ 207.11111111111111
     sigma(0_4) c_u_cons(1115)_ 207.11111111111111
     sigma(0_4) c_u_cons(1134)_ 204.79466031735311
     sigma(0_4) c_u_cons(1141)_ 204.79466031735311
     sigma(0_4) c_u_cons(1148)_ 204.79466031735311
     sigma(0_4) c_u_cons(1155)_ 204.79466031735311
     sigma(0_4) c_u_cons(1162)_ 204.79466031735311
     sigma(0_4) c_u_cons(1169)_ 204.79466031735311
     sigma(0_4) c_u_cons(1176)_ 204.79466031735311
     sigma(0_4) c_u_cons(1209)_ 207.11111111111111
     sigma(0_4) c_u_cons(1210)_ 207.11111111111111
     sigma(0_4) c_u_cons(1211)_ 207.11111111111111
     sigma(0_4) c_u_cons(1212)_ 207.11111111111111
     sigma(0_4) c_u_cons(1213)_ 207.11111111111111
     sigma(0_4) c_u_cons(1214)_ 207.11111111111111
     sigma(0_4) c_u_cons(1215)_ 207.11111111111111
     sigma(0_4) c_u_cons(1234)_ 204.79466031735311
     sigma(0_4) c_u_cons(1241)_ 204.79466031735311
     sigma(0_4) c_u_cons(1248)_ 204.79466031735311
     sigma(0_4) c_u_cons(1255)_ 204.79466031735311
     sigma(0_4) c_u_cons(1262)_ 204.79466031735311
     sigma(0_4) c_u_cons(1269)_ 204.79466031735311
     sigma(0_4) c_u_cons(1276)_ 204.79466031735311
     sigma(0_8) c_e_cons(1)_ 1
     sigma(0_8) c_u_cons(9)_ -156.02147663533282
     sigma(0_8) c_u_cons(14)_ -156.02147663533282
     sigma(0_8) c_u_cons(19)_ -156.02147663533282
     sigma(0_8) c_u_cons(24)_ -156.02147663533282
     sigma(0_8) c_u_cons(29)_ -156.02147663533282
     sigma(0_8) c_u_cons(34)_ -156.02147663533282
     sigma(0_8) c_u_cons(39)_ -156.02147663533282
     sigma(0_8) c_u_cons(178)_ 207.11111111111111
     sigma(0_8) c_u_cons(179)_ 207.11111111111111
     sigma(0_8) c_u_cons(180)_ 207.11111111111111
     sigma(0_8) c_u_cons(181)_ 207.11111111111111
     sigma(0_8) c_u_cons(182)_ 207.11111111111111
     sigma(0_8) c_u_cons(183)_ 207.11111111111111
     sigma(0_8) c_u_cons(184)_ 207.11111111111111
     sigma(0_8) c_u_cons(185)_ 207.11111111111111
     sigma(0_8) c_u_cons(186)_ 207.11111111111111
     sigma(0_8) c_u_cons(187)_ 207.11111111111111
     sigma(0_8) c_u_cons(188)_ 207.11111111111111
     sigma(0_8) c_u_cons(225)_ 579.29155470378009
     sigma(0_8) c_u_cons(232)_ 579.29155470378009
     sigma(0_8) c_u_cons(239)_ 579.29155470378009
     sigma(0_8) c_u_cons(246)_ 579.29155470378009
     sigma(0_8) c_u_cons(253)_ 579.29155470378009
     sigma(0_8) c_u_cons(260)_ 579.29155470378009
     sigma(0_8) c_u_cons(267)_ 579.29155470378009
     sigma(0_8) c_u_cons(274)_ 579.29155470378009
     sigma(0_8) c_u_cons(281)_ 579.29155470378009
     sigma(0_8) c_u_cons(288)_ 579.29155470378009
     sigma(0_8) c_u_cons(295)_ 579.29155470378009
     sigma(0_8) c_u_cons(334)_ 207.11111111111111
     sigma(0_8) c_u_cons(335)_ 207.11111111111111
     sigma(0_8) c_u_cons(336)_ 207.11111111111111
     sigma(0_8) c_u_cons(337)_ 207.11111111111111
     sigma(0_8) c_u_cons(338)_ 207.11111111111111
     sigma(0_8) c_u_cons(339)_ 207.11111111111111
     sigma(0_8) c_u_cons(340)_ 207.11111111111111
     sigma(0_8) c_u_cons(341)_ 207.11111111111111
     sigma(0_8) c_u_cons(342)_ 207.11111111111111
     sigma(0_8) c_u_cons(343)_ 207.11111111111111
     sigma(0_8) c_u_cons(344)_ 207.11111111111111
     sigma(0_8) c_u_cons(381)_ 579.29155470378009
     sigma(0_8) c_u_cons(388)_ 579.29155470378009
     sigma(0_8) c_u_cons(395)_ 579.29155470378009
     sigma(0_8) c_u_cons(402)_ 579.29155470378009
     sigma(0_8) c_u_cons(409)_ 579.29155470378009
     sigma(0_8) c_u_cons(416)_ 579.29155470378009
     sigma(0_8) c_u_cons(423)_ 579.29155470378009
     sigma(0_8) c_u_cons(430)_ 579.29155470378009
     sigma(0_8) c_u_cons(437)_ 579.29155470378009
     sigma(0_8) c_u_cons(444)_ 579.29155470378009
     sigma(0_8) c_u_cons(451)_ 579.29155470378009
     sigma(0_8) c_u_cons(490)_ 207.11111111111111
     sigma(0_8) c_u_cons(491)_ 207.11111111111111
     sigma(0_8) c_u_cons(492)_ 207.11111111111111
     sigma(0_8) c_u_cons(493)_ 207.11111111111111
     sigma(0_8) c_u_cons(494)_ 207.11111111111111
     sigma(0_8) c_u_cons(495)_ 207.11111111111111
     sigma(0_8) c_u_cons(496)_ 207.11111111111111
     sigma(0_8) c_u_cons(497)_ 207.11111111111111
     sigma(0_8) c_u_cons(498)_ 207.11111111111111
     sigma(0_8) c_u_cons(499)_ 207.11111111111111
     sigma(0_8) c_u_cons(500)_ 207.11111111111111
     sigma(0_8) c_u_cons(537)_ 579.29155470378009
     sigma(0_8) c_u_cons(544)_ 579.29155470378009
     sigma(0_8) c_u_cons(551)_ 579.29155470378009
     sigma(0_8) c_u_cons(558)_ 579.29155470378009
     sigma(0_8) c_u_cons(565)_ 579.29155470378009
     sigma(0_8) c_u_cons(572)_ 579.29155470378009
     sigma(0_8) c_u_cons(579)_ 579.29155470378009
     sigma(0_8) c_u_cons(586)_ 579.29155470378009
     sigma(0_8) c_u_cons(593)_ 579.29155470378009
     sigma(0_8) c_u_cons(600)_ 579.29155470378009
     sigma(0_8) c_u_cons(607)_ 579.29155470378009
     sigma(0_8) c_u_cons(646)_ 207.11111111111111
     sigma(0_8) c_u_cons(647)_ 207.11111111111111
     sigma(0_8) c_u_cons(648)_ 207.11111111111111
     sigma(0_8) c_u_cons(649)_ 207.11111111111111
     sigma(0_8) c_u_cons(650)_ 207.11111111111111
     sigma(0_8) c_u_cons(651)_ 207.11111111111111
     sigma(0_8) c_u_cons(652)_ 207.11111111111111
     sigma(0_8) c_u_cons(653)_ 207.11111111111111
     sigma(0_8) c_u_cons(654)_ 207.11111111111111
     sigma(0_8) c_u_cons(655)_ 207.11111111111111
     sigma(0_8) c_u_cons(656)_ 207.11111111111111
     sigma(0_8) c_u_cons(693)_ 579.29155470378009
     sigma(0_8) c_u_cons(700)_ 579.29155470378009
     sigma(0_8) c_u_cons(707)_ 579.29155470378009
     sigma(0_8) c_u_cons(714)_ 579.29155470378009
     sigma(0_8) c_u_cons(721)_ 579.29155470378009
     sigma(0_8) c_u_cons(728)_ 579.29155470378009
     sigma(0_8) c_u_cons(735)_ 579.29155470378009
     sigma(0_8) c_u_cons(742)_ 579.29155470378009
     sigma(0_8) c_u_cons(749)_ 579.29155470378009
     sigma(0_8) c_u_cons(756)_ 579.29155470378009
     sigma(0_8) c_u_cons(763)_ 579.29155470378009
     sigma(0_8) c_u_cons(802)_ 207.11111111111111
     sigma(0_8) c_u_cons(803)_ 207.11111111111111
     sigma(0_8) c_u_cons(804)_ 207.11111111111111
     sigma(0_8) c_u_cons(805)_ 207.11111111111111
     sigma(0_8) c_u_cons(806)_ 207.11111111111111
     sigma(0_8) c_u_cons(807)_ 207.11111111111111
     sigma(0_8) c_u_cons(808)_ 207.11111111111111
     sigma(0_8) c_u_cons(809)_ 207.11111111111111
     sigma(0_8) c_u_cons(810)_ 207.11111111111111
     sigma(0_8) c_u_cons(811)_ 207.11111111111111
     sigma(0_8) c_u_cons(812)_ 207.11111111111111
     sigma(0_8) c_u_cons(849)_ 579.29155470378009
     sigma(0_8) c_u_cons(856)_ 579.29155470378009
     sigma(0_8) c_u_cons(863)_ 579.29155470378009
     sigma(0_8) c_u_cons(870)_ 579.29155470378009
     sigma(0_8) c_u_cons(877)_ 579.29155470378009
     sigma(0_8) c_u_cons(884)_ 579.29155470378009
     sigma(0_8) c_u_cons(891)_ 579.29155470378009
     sigma(0_8) c_u_cons(898)_ 579.29155470378009
     sigma(0_8) c_u_cons(905)_ 579.29155470378009
     sigma(0_8) c_u_cons(912)_ 579.29155470378009
     sigma(0_8) c_u_cons(919)_ 579.29155470378009
     sigma(0_8) c_u_cons(958)_ 207.11111111111111
     sigma(0_8) c_u_cons(959)_ 207.11111111111111
     sigma(0_8) c_u_cons(960)_ 207.11111111111111
     sigma(0_8) c_u_cons(961)_ 207.11111111111111
     sigma(0_8) c_u_cons(962)_ 207.11111111111111
     sigma(0_8) c_u_cons(963)_ 207.11111111111111
     sigma(0_8) c_u_cons(964)_ 207.11111111111111
     sigma(0_8) c_u_cons(965)_ 207.11111111111111
     sigma(0_8) c_u_cons(966)_ 207.11111111111111
     sigma(0_8) c_u_cons(967)_ 207.11111111111111
     sigma(0_8) c_u_cons(968)_ 207.11111111111111
     sigma(0_8) c_u_cons(1005)_ 579.29155470378009
     sigma(0_8) c_u_cons(1012)_ 579.29155470378009
     sigma(0_8) c_u_cons(1019)_ 579.29155470378009
     sigma(0_8) c_u_cons(1026)_ 579.29155470378009
     sigma(0_8) c_u_cons(1033)_ 579.29155470378009
     sigma(0_8) c_u_cons(1040)_ 579.29155470378009
     sigma(0_8) c_u_cons(1047)_ 579.29155470378009
     sigma(0_8) c_u_cons(1054)_ 579.29155470378009
     sigma(0_8) c_u_cons(1061)_ 579.29155470378009
     sigma(0_8) c_u_cons(1068)_ 579.29155470378009
     sigma(0_8) c_u_cons(1075)_ 579.29155470378009
     sigma(0_8) c_u_cons(1102)_ 207.11111111111111
     sigma(0_8) c_u_cons(1103)_ 207.11111111111111
     sigma(0_8) c_u_cons(1104)_ 207.11111111111111
     sigma(0_8) c_u_cons(1105)_ 207.11111111111111
     sigma(0_8) c_u_cons(1106)_ 207.11111111111111
     sigma(0_8) c_u_cons(1107)_ 207.11111111111111
     sigma(0_8) c_u_cons(1108)_ 207.11111111111111
     sigma(0_8) c_u_cons(1133)_ 204.79466031735311
     sigma(0_8) c_u_cons(1140)_ 204.79466031735311
     sigma(0_8) c_u_cons(1147)_ 204.79466031735311
     sigma(0_8) c_u_cons(1154)_ 204.79466031735311
     sigma(0_8) c_u_cons(1161)_ 204.79466031735311
     sigma(0_8) c_u_cons(1168)_ 204.79466031735311
     sigma(0_8) c_u_cons(1175)_ 204.79466031735311
     sigma(0_8) c_u_cons(1202)_ 207.11111111111111
     sigma(0_8) c_u_cons(1203)_ 207.11111111111111
     sigma(0_8) c_u_cons(1204)_ 207.11111111111111
     sigma(0_8) c_u_cons(1205)_ 207.11111111111111
     sigma(0_8) c_u_cons(1206)_ 207.11111111111111
     sigma(0_8) c_u_cons(1207)_ 207.11111111111111
     sigma(0_8) c_u_cons(1208)_ 207.11111111111111
     sigma(0_8) c_u_cons(1233)_ 204.79466031735311
     sigma(0_8) c_u_cons(1240)_ 204.79466031735311
     sigma(0_8) c_u_cons(1247)_ 204.79466031735311
     sigma(0_8) c_u_cons(1254)_ 204.79466031735311
     sigma(0_8) c_u_cons(1261)_ 204.79466031735311
     sigma(0_8) c_u_cons(1268)_ 204.79466031735311
     sigma(0_8) c_u_cons(1275)_ 204.79466031735311
     sigma(0_16) c_e_cons(1)_ 1
     sigma(0_16) c_u_cons(9)_ -181.62275195358637
     sigma(0_16) c_u_cons(14)_ -181.62275195358637
     sigma(0_16) c_u_cons(19)_ -181.62275195358637
     sigma(0_16) c_u_cons(24)_ -181.62275195358637
     sigma(0_16) c_u_cons(29)_ -181.62275195358637
     sigma(0_16) c_u_cons(34)_ -181.62275195358637
     sigma(0_16) c_u_cons(39)_ -181.62275195358637
     sigma(0_16) c_u_cons(167)_ 207.11111111111111
     sigma(0_16) c_u_cons(168)_ 207.11111111111111
     sigma(0_16) c_u_cons(169)_ 207.11111111111111
     sigma(0_16) c_u_cons(170)_ 207.11111111111111
     sigma(0_16) c_u_cons(171)_ 207.11111111111111
     sigma(0_16) c_u_cons(172)_ 207.11111111111111
     sigma(0_16) c_u_cons(173)_ 207.11111111111111
     sigma(0_16) c_u_cons(174)_ 207.11111111111111
     sigma(0_16) c_u_cons(175)_ 207.11111111111111
     sigma(0_16) c_u_cons(176)_ 207.11111111111111
     sigma(0_16) c_u_cons(177)_ 207.11111111111111
     sigma(0_16) c_u_cons(224)_ 579.29155470378009
     sigma(0_16) c_u_cons(231)_ 579.29155470378009
     sigma(0_16) c_u_cons(238)_ 579.29155470378009
     sigma(0_16) c_u_cons(245)_ 579.29155470378009
     sigma(0_16) c_u_cons(252)_ 579.29155470378009
     sigma(0_16) c_u_cons(259)_ 579.29155470378009
     sigma(0_16) c_u_cons(266)_ 579.29155470378009
     sigma(0_16) c_u_cons(273)_ 579.29155470378009
     sigma(0_16) c_u_cons(280)_ 579.29155470378009
     sigma(0_16) c_u_cons(287)_ 579.29155470378009
     sigma(0_16) c_u_cons(294)_ 579.29155470378009
     sigma(0_16) c_u_cons(323)_ 207.11111111111111
     sigma(0_16) c_u_cons(324)_ 207.11111111111111
     sigma(0_16) c_u_cons(325)_ 207.11111111111111
     sigma(0_16) c_u_cons(326)_ 207.11111111111111
     sigma(0_16) c_u_cons(327)_ 207.11111111111111
     sigma(0_16) c_u_cons(328)_ 207.11111111111111
     sigma(0_16) c_u_cons(329)_ 207.11111111111111
     sigma(0_16) c_u_cons(330)_ 207.11111111111111
     sigma(0_16) c_u_cons(331)_ 207.11111111111111
     sigma(0_16) c_u_cons(332)_ 207.11111111111111
     sigma(0_16) c_u_cons(333)_ 207.11111111111111
     sigma(0_16) c_u_cons(380)_ 579.29155470378009
     sigma(0_16) c_u_cons(387)_ 579.29155470378009
     sigma(0_16) c_u_cons(394)_ 579.29155470378009
     sigma(0_16) c_u_cons(401)_ 579.29155470378009
     sigma(0_16) c_u_cons(408)_ 579.29155470378009
     sigma(0_16) c_u_cons(415)_ 579.29155470378009
     sigma(0_16) c_u_cons(422)_ 579.29155470378009
     sigma(0_16) c_u_cons(429)_ 579.29155470378009
     sigma(0_16) c_u_cons(436)_ 579.29155470378009
     sigma(0_16) c_u_cons(443)_ 579.29155470378009
     sigma(0_16) c_u_cons(450)_ 579.29155470378009
     sigma(0_16) c_u_cons(479)_ 207.11111111111111
     sigma(0_16) c_u_cons(480)_ 207.11111111111111
     sigma(0_16) c_u_cons(481)_ 207.11111111111111
     sigma(0_16) c_u_cons(482)_ 207.11111111111111
     sigma(0_16) c_u_cons(483)_ 207.11111111111111
     sigma(0_16) c_u_cons(484)_ 207.11111111111111
     sigma(0_16) c_u_cons(485)_ 207.11111111111111
     sigma(0_16) c_u_cons(486)_ 207.11111111111111
     sigma(0_16) c_u_cons(487)_ 207.11111111111111
     sigma(0_16) c_u_cons(488)_ 207.11111111111111
     sigma(0_16) c_u_cons(489)_ 207.11111111111111
     sigma(0_16) c_u_cons(536)_ 579.29155470378009
     sigma(0_16) c_u_cons(543)_ 579.29155470378009
     sigma(0_16) c_u_cons(550)_ 579.29155470378009
     sigma(0_16) c_u_cons(557)_ 579.29155470378009
     sigma(0_16) c_u_cons(564)_ 579.29155470378009
     sigma(0_16) c_u_cons(571)_ 579.29155470378009
     sigma(0_16) c_u_cons(578)_ 579.29155470378009
     sigma(0_16) c_u_cons(585)_ 579.29155470378009
     sigma(0_16) c_u_cons(592)_ 579.29155470378009
     sigma(0_16) c_u_cons(599)_ 579.29155470378009
     sigma(0_16) c_u_cons(606)_ 579.29155470378009
     sigma(0_16) c_u_cons(635)_ 207.11111111111111
     sigma(0_16) c_u_cons(636)_ 207.11111111111111
     sigma(0_16) c_u_cons(637)_ 207.11111111111111
     sigma(0_16) c_u_cons(638)_ 207.11111111111111
     sigma(0_16) c_u_cons(639)_ 207.11111111111111
     sigma(0_16) c_u_cons(640)_ 207.11111111111111
     sigma(0_16) c_u_cons(641)_ 207.11111111111111
     sigma(0_16) c_u_cons(642)_ 207.11111111111111
     sigma(0_16) c_u_cons(643)_ 207.11111111111111
     sigma(0_16) c_u_cons(644)_ 207.11111111111111
     sigma(0_16) c_u_cons(645)_ 207.11111111111111
     sigma(0_16) c_u_cons(692)_ 579.29155470378009
     sigma(0_16) c_u_cons(699)_ 579.29155470378009
     sigma(0_16) c_u_cons(706)_ 579.29155470378009
     sigma(0_16) c_u_cons(713)_ 579.29155470378009
     sigma(0_16) c_u_cons(720)_ 579.29155470378009
     sigma(0_16) c_u_cons(727)_ 579.29155470378009
     sigma(0_16) c_u_cons(734)_ 579.29155470378009
     sigma(0_16) c_u_cons(741)_ 579.29155470378009
     sigma(0_16) c_u_cons(748)_ 579.29155470378009
     sigma(0_16) c_u_cons(755)_ 579.29155470378009
     sigma(0_16) c_u_cons(762)_ 579.29155470378009
     sigma(0_16) c_u_cons(791)_ 207.11111111111111
     sigma(0_16) c_u_cons(792)_ 207.11111111111111
     sigma(0_16) c_u_cons(793)_ 207.11111111111111
     sigma(0_16) c_u_cons(794)_ 207.11111111111111
     sigma(0_16) c_u_cons(795)_ 207.11111111111111
     sigma(0_16) c_u_cons(796)_ 207.11111111111111
     sigma(0_16) c_u_cons(797)_ 207.11111111111111
     sigma(0_16) c_u_cons(798)_ 207.11111111111111
     sigma(0_16) c_u_cons(799)_ 207.11111111111111
     sigma(0_16) c_u_cons(800)_ 207.11111111111111
     sigma(0_16) c_u_cons(801)_ 207.11111111111111
     sigma(0_16) c_u_cons(848)_ 579.29155470378009
     sigma(0_16) c_u_cons(855)_ 579.29155470378009
     sigma(0_16) c_u_cons(862)_ 579.29155470378009
     sigma(0_16) c_u_cons(869)_ 579.29155470378009
     sigma(0_16) c_u_cons(876)_ 579.29155470378009
     sigma(0_16) c_u_cons(883)_ 579.29155470378009
     sigma(0_16) c_u_cons(890)_ 579.29155470378009
     sigma(0_16) c_u_cons(897)_ 579.29155470378009
     sigma(0_16) c_u_cons(904)_ 579.29155470378009
     sigma(0_16) c_u_cons(911)_ 579.29155470378009
     sigma(0_16) c_u_cons(918)_ 579.29155470378009
     sigma(0_16) c_u_cons(947)_ 207.11111111111111
     sigma(0_16) c_u_cons(948)_ 207.11111111111111
     sigma(0_16) c_u_cons(949)_ 207.11111111111111
     sigma(0_16) c_u_cons(950)_ 207.11111111111111
     sigma(0_16) c_u_cons(951)_ 207.11111111111111
     sigma(0_16) c_u_cons(952)_ 207.11111111111111
     sigma(0_16) c_u_cons(953)_ 207.11111111111111
     sigma(0_16) c_u_cons(954)_ 207.11111111111111
     sigma(0_16) c_u_cons(955)_ 207.11111111111111
     sigma(0_16) c_u_cons(956)_ 207.11111111111111
     sigma(0_16) c_u_cons(957)_ 207.11111111111111
     sigma(0_16) c_u_cons(1004)_ 579.29155470378009
     sigma(0_16) c_u_cons(1011)_ 579.29155470378009
     sigma(0_16) c_u_cons(1018)_ 579.29155470378009
     sigma(0_16) c_u_cons(1025)_ 579.29155470378009
     sigma(0_16) c_u_cons(1032)_ 579.29155470378009
     sigma(0_16) c_u_cons(1039)_ 579.29155470378009
     sigma(0_16) c_u_cons(1046)_ 579.29155470378009
     sigma(0_16) c_u_cons(1053)_ 579.29155470378009
     sigma(0_16) c_u_cons(1060)_ 579.29155470378009
     sigma(0_16) c_u_cons(1067)_ 579.29155470378009
     sigma(0_16) c_u_cons(1074)_ 579.29155470378009
     sigma(0_16) c_u_cons(1095)_ 207.11111111111111
     sigma(0_16) c_u_cons(1096)_ 207.11111111111111
     sigma(0_16) c_u_cons(1097)_ 207.11111111111111
     sigma(0_16) c_u_cons(1098)_ 207.11111111111111
     sigma(0_16) c_u_cons(1099)_ 207.11111111111111
     sigma(0_16) c_u_cons(1100)_ 207.11111111111111
     sigma(0_16) c_u_cons(1101)_ 207.11111111111111
     sigma(0_16) c_u_cons(1132)_ 204.79466031735311
     sigma(0_16) c_u_cons(1139)_ 204.79466031735311
     sigma(0_16) c_u_cons(1146)_ 204.79466031735311
     sigma(0_16) c_u_cons(1153)_ 204.79466031735311
     sigma(0_16) c_u_cons(1160)_ 204.79466031735311
     sigma(0_16) c_u_cons(1167)_ 204.79466031735311
     sigma(0_16) c_u_cons(1174)_ 204.79466031735311
     sigma(0_16) c_u_cons(1195)_ 207.11111111111111
     sigma(0_16) c_u_cons(1196)_ 207.11111111111111
     sigma(0_16) c_u_cons(1197)_ 207.11111111111111
     sigma(0_16) c_u_cons(1198)_ 207.11111111111111
     sigma(0_16) c_u_cons(1199)_ 207.11111111111111
     sigma(0_16) c_u_cons(1200)_ 207.11111111111111
     sigma(0_16) c_u_cons(1201)_ 207.11111111111111
     sigma(0_16) c_u_cons(1232)_ 204.79466031735311
     sigma(0_16) c_u_cons(1239)_ 204.79466031735311
     sigma(0_16) c_u_cons(1246)_ 204.79466031735311
     sigma(0_16) c_u_cons(1253)_ 204.79466031735311
     sigma(0_16) c_u_cons(1260)_ 204.79466031735311
     sigma(0_16) c_u_cons(1267)_ 204.79466031735311
     sigma(0_16) c_u_cons(1274)_ 204.79466031735311
     sigma(0_32) c_e_cons(1)_ 1
     sigma(0_32) c_u_cons(9)_ -197.85563436811799
     sigma(0_32) c_u_cons(14)_ -197.85563436811799
     sigma(0_32) c_u_cons(19)_ -197.85563436811799
     sigma(0_32) c_u_cons(24)_ -197.85563436811799
     sigma(0_32) c_u_cons(29)_ -197.85563436811799
     sigma(0_32) c_u_cons(34)_ -197.85563436811799
     sigma(0_32) c_u_cons(39)_ -197.85563436811799
     sigma(0_32) c_u_cons(156)_ 207.11111111111111
     sigma(0_32) c_u_cons(157)_ 207.11111111111111
     sigma(0_32) c_u_cons(158)_ 207.11111111111111
     sigma(0_32) c_u_cons(159)_ 207.11111111111111
     sigma(0_32) c_u_cons(160)_ 207.11111111111111
     sigma(0_32) c_u_cons(161)_ 207.11111111111111
     sigma(0_32) c_u_cons(162)_ 207.11111111111111
     sigma(0_32) c_u_cons(163)_ 207.11111111111111
     sigma(0_32) c_u_cons(164)_ 207.11111111111111
     sigma(0_32) c_u_cons(165)_ 207.11111111111111
     sigma(0_32) c_u_cons(166)_ 207.11111111111111
     sigma(0_32) c_u_cons(223)_ 579.29155470378009
     sigma(0_32) c_u_cons(230)_ 579.29155470378009
     sigma(0_32) c_u_cons(237)_ 579.29155470378009
     sigma(0_32) c_u_cons(244)_ 579.29155470378009
     sigma(0_32) c_u_cons(251)_ 579.29155470378009
     sigma(0_32) c_u_cons(258)_ 579.29155470378009
     sigma(0_32) c_u_cons(265)_ 579.29155470378009
     sigma(0_32) c_u_cons(272)_ 579.29155470378009
     sigma(0_32) c_u_cons(279)_ 579.29155470378009
     sigma(0_32) c_u_cons(286)_ 579.29155470378009
     sigma(0_32) c_u_cons(293)_ 579.29155470378009
     sigma(0_32) c_u_cons(312)_ 207.11111111111111
     sigma(0_32) c_u_cons(313)_ 207.11111111111111
     sigma(0_32) c_u_cons(314)_ 207.11111111111111
     sigma(0_32) c_u_cons(315)_ 207.11111111111111
     sigma(0_32) c_u_cons(316)_ 207.11111111111111
     sigma(0_32) c_u_cons(317)_ 207.11111111111111
     sigma(0_32) c_u_cons(318)_ 207.11111111111111
     sigma(0_32) c_u_cons(319)_ 207.11111111111111
     sigma(0_32) c_u_cons(320)_ 207.11111111111111
     sigma(0_32) c_u_cons(321)_ 207.11111111111111
     sigma(0_32) c_u_cons(322)_ 207.11111111111111
     sigma(0_32) c_u_cons(379)_ 579.29155470378009
     sigma(0_32) c_u_cons(386)_ 579.29155470378009
     sigma(0_32) c_u_cons(393)_ 579.29155470378009
     sigma(0_32) c_u_cons(400)_ 579.29155470378009
     sigma(0_32) c_u_cons(407)_ 579.29155470378009
     sigma(0_32) c_u_cons(414)_ 579.29155470378009
     sigma(0_32) c_u_cons(421)_ 579.29155470378009
     sigma(0_32) c_u_cons(428)_ 579.29155470378009
     sigma(0_32) c_u_cons(435)_ 579.29155470378009
     sigma(0_32) c_u_cons(442)_ 579.29155470378009
     sigma(0_32) c_u_cons(449)_ 579.29155470378009
     sigma(0_32) c_u_cons(468)_ 207.11111111111111
     sigma(0_32) c_u_cons(469)_ 207.11111111111111
     sigma(0_32) c_u_cons(470)_ 207.11111111111111
     sigma(0_32) c_u_cons(471)_ 207.11111111111111
     sigma(0_32) c_u_cons(472)_ 207.11111111111111
     sigma(0_32) c_u_cons(473)_ 207.11111111111111
     sigma(0_32) c_u_cons(474)_ 207.11111111111111
     sigma(0_32) c_u_cons(475)_ 207.11111111111111
     sigma(0_32) c_u_cons(476)_ 207.11111111111111
     sigma(0_32) c_u_cons(477)_ 207.11111111111111
     sigma(0_32) c_u_cons(478)_ 207.11111111111111
     sigma(0_32) c_u_cons(535)_ 579.29155470378009
     sigma(0_32) c_u_cons(542)_ 579.29155470378009
     sigma(0_32) c_u_cons(549)_ 579.29155470378009
     sigma(0_32) c_u_cons(556)_ 579.29155470378009
     sigma(0_32) c_u_cons(563)_ 579.29155470378009
     sigma(0_32) c_u_cons(570)_ 579.29155470378009
     sigma(0_32) c_u_cons(577)_ 579.29155470378009
     sigma(0_32) c_u_cons(584)_ 579.29155470378009
     sigma(0_32) c_u_cons(591)_ 579.29155470378009
     sigma(0_32) c_u_cons(598)_ 579.29155470378009
     sigma(0_32) c_u_cons(605)_ 579.29155470378009
     sigma(0_32) c_u_cons(624)_ 207.11111111111111
     sigma(0_32) c_u_cons(625)_ 207.11111111111111
     sigma(0_32) c_u_cons(626)_ 207.11111111111111
     sigma(0_32) c_u_cons(627)_ 207.11111111111111
     sigma(0_32) c_u_cons(628)_ 207.11111111111111
     sigma(0_32) c_u_cons(629)_ 207.11111111111111
     sigma(0_32) c_u_cons(630)_ 207.11111111111111
     sigma(0_32) c_u_cons(631)_ 207.11111111111111
     sigma(0_32) c_u_cons(632)_ 207.11111111111111
     sigma(0_32) c_u_cons(633)_ 207.11111111111111
     sigma(0_32) c_u_cons(634)_ 207.11111111111111
     sigma(0_32) c_u_cons(691)_ 579.29155470378009
     sigma(0_32) c_u_cons(698)_ 579.29155470378009
     sigma(0_32) c_u_cons(705)_ 579.29155470378009
     sigma(0_32) c_u_cons(712)_ 579.29155470378009
     sigma(0_32) c_u_cons(719)_ 579.29155470378009
     sigma(0_32) c_u_cons(726)_ 579.29155470378009
     sigma(0_32) c_u_cons(733)_ 579.29155470378009
     sigma(0_32) c_u_cons(740)_ 579.29155470378009
     sigma(0_32) c_u_cons(747)_ 579.29155470378009
     sigma(0_32) c_u_cons(754)_ 579.29155470378009
     sigma(0_32) c_u_cons(761)_ 579.29155470378009
     sigma(0_32) c_u_cons(780)_ 207.11111111111111
     sigma(0_32) c_u_cons(781)_ 207.11111111111111
     sigma(0_32) c_u_cons(782)_ 207.11111111111111
     sigma(0_32) c_u_cons(783)_ 207.11111111111111
     sigma(0_32) c_u_cons(784)_ 207.11111111111111
     sigma(0_32) c_u_cons(785)_ 207.11111111111111
     sigma(0_32) c_u_cons(786)_ 207.11111111111111
     sigma(0_32) c_u_cons(787)_ 207.11111111111111
     sigma(0_32) c_u_cons(788)_ 207.11111111111111
     sigma(0_32) c_u_cons(789)_ 207.11111111111111
     sigma(0_32) c_u_cons(790)_ 207.11111111111111
     sigma(0_32) c_u_cons(847)_ 579.29155470378009
     sigma(0_32) c_u_cons(854)_ 579.29155470378009
     sigma(0_32) c_u_cons(861)_ 579.29155470378009
     sigma(0_32) c_u_cons(868)_ 579.29155470378009
     sigma(0_32) c_u_cons(875)_ 579.29155470378009
     sigma(0_32) c_u_cons(882)_ 579.29155470378009
     sigma(0_32) c_u_cons(889)_ 579.29155470378009
     sigma(0_32) c_u_cons(896)_ 579.29155470378009
     sigma(0_32) c_u_cons(903)_ 579.29155470378009
     sigma(0_32) c_u_cons(910)_ 579.29155470378009
     sigma(0_32) c_u_cons(917)_ 579.29155470378009
     sigma(0_32) c_u_cons(936)_ 207.11111111111111
     sigma(0_32) c_u_cons(937)_ 207.11111111111111
     sigma(0_32) c_u_cons(938)_ 207.11111111111111
     sigma(0_32) c_u_cons(939)_ 207.11111111111111
     sigma(0_32) c_u_cons(940)_ 207.11111111111111
     sigma(0_32) c_u_cons(941)_ 207.11111111111111
     sigma(0_32) c_u_cons(942)_ 207.11111111111111
     sigma(0_32) c_u_cons(943)_ 207.11111111111111
     sigma(0_32) c_u_cons(944)_ 207.11111111111111
     sigma(0_32) c_u_cons(945)_ 207.11111111111111
     sigma(0_32) c_u_cons(946)_ 207.11111111111111
     sigma(0_32) c_u_cons(1003)_ 579.29155470378009
     sigma(0_32) c_u_cons(1010)_ 579.29155470378009
     sigma(0_32) c_u_cons(1017)_ 579.29155470378009
     sigma(0_32) c_u_cons(1024)_ 579.29155470378009
     sigma(0_32) c_u_cons(1031)_ 579.29155470378009
     sigma(0_32) c_u_cons(1038)_ 579.29155470378009
     sigma(0_32) c_u_cons(1045)_ 579.29155470378009
     sigma(0_32) c_u_cons(1052)_ 579.29155470378009
     sigma(0_32) c_u_cons(1059)_ 579.29155470378009
     sigma(0_32) c_u_cons(1066)_ 579.29155470378009
     sigma(0_32) c_u_cons(1073)_ 579.29155470378009
     sigma(0_32) c_u_cons(1088)_ 207.11111111111111
     sigma(0_32) c_u_cons(1089)_ 207.11111111111111
     sigma(0_32) c_u_cons(1090)_ 207.11111111111111
     sigma(0_32) c_u_cons(1091)_ 207.11111111111111
     sigma(0_32) c_u_cons(1092)_ 207.11111111111111
     sigma(0_32) c_u_cons(1093)_ 207.11111111111111
     sigma(0_32) c_u_cons(1094)_ 207.11111111111111
     sigma(0_32) c_u_cons(1131)_ 204.79466031735311
     sigma(0_32) c_u_cons(1138)_ 204.79466031735311
     sigma(0_32) c_u_cons(1145)_ 204.79466031735311
     sigma(0_32) c_u_cons(1152)_ 204.79466031735311
     sigma(0_32) c_u_cons(1159)_ 204.79466031735311
     sigma(0_32) c_u_cons(1166)_ 204.79466031735311
     sigma(0_32) c_u_cons(1173)_ 204.79466031735311
     sigma(0_32) c_u_cons(1188)_ 207.11111111111111
     sigma(0_32) c_u_cons(1189)_ 207.11111111111111
     sigma(0_32) c_u_cons(1190)_ 207.11111111111111
     sigma(0_32) c_u_cons(1191)_ 207.11111111111111
     sigma(0_32) c_u_cons(1192)_ 207.11111111111111
     sigma(0_32) c_u_cons(1193)_ 207.11111111111111
     sigma(0_32) c_u_cons(1194)_ 207.11111111111111
     sigma(0_32) c_u_cons(1231)_ 204.79466031735311
     sigma(0_32) c_u_cons(1238)_ 204.79466031735311
     sigma(0_32) c_u_cons(1245)_ 204.79466031735311
     sigma(0_32) c_u_cons(1252)_ 204.79466031735311
     sigma(0_32) c_u_cons(1259)_ 204.79466031735311
     sigma(0_32) c_u_cons(1266)_ 204.79466031735311
     sigma(0_32) c_u_cons(1273)_ 204.79466031735311
     sigma(0_64) c_e_cons(1)_ 1
     sigma(0_64) c_u_cons(9)_ -207.11111111111111
     sigma(0_64) c_u_cons(14)_ -207.11111111111111
     sigma(0_64) c_u_cons(19)_ -207.11111111111111
     sigma(0_64) c_u_cons(24)_ -207.11111111111111
     sigma(0_64) c_u_cons(29)_ -207.11111111111111
     sigma(0_64) c_u_cons(34)_ -207.11111111111111
     sigma(0_64) c_u_cons(39)_ -207.11111111111111
     sigma(0_64) c_u_cons(145)_ 207.11111111111111
     sigma(0_64) c_u_cons(146)_ 207.11111111111111
     sigma(0_64) c_u_cons(147)_ 207.11111111111111
     sigma(0_64) c_u_cons(148)_ 207.11111111111111
     sigma(0_64) c_u_cons(149)_ 207.11111111111111
     sigma(0_64) c_u_cons(150)_ 207.11111111111111
     sigma(0_64) c_u_cons(151)_ 207.11111111111111
     sigma(0_64) c_u_cons(152)_ 207.11111111111111
     sigma(0_64) c_u_cons(153)_ 207.11111111111111
     sigma(0_64) c_u_cons(154)_ 207.11111111111111
     sigma(0_64) c_u_cons(155)_ 207.11111111111111
     sigma(0_64) c_u_cons(222)_ 579.29155470378009
     sigma(0_64) c_u_cons(229)_ 579.29155470378009
     sigma(0_64) c_u_cons(236)_ 579.29155470378009
     sigma(0_64) c_u_cons(243)_ 579.29155470378009
     sigma(0_64) c_u_cons(250)_ 579.29155470378009
     sigma(0_64) c_u_cons(257)_ 579.29155470378009
     sigma(0_64) c_u_cons(264)_ 579.29155470378009
     sigma(0_64) c_u_cons(271)_ 579.29155470378009
     sigma(0_64) c_u_cons(278)_ 579.29155470378009
     sigma(0_64) c_u_cons(285)_ 579.29155470378009
     sigma(0_64) c_u_cons(292)_ 579.29155470378009
     sigma(0_64) c_u_cons(301)_ 207.11111111111111
     sigma(0_64) c_u_cons(302)_ 207.11111111111111
     sigma(0_64) c_u_cons(303)_ 207.11111111111111
     sigma(0_64) c_u_cons(304)_ 207.11111111111111
     sigma(0_64) c_u_cons(305)_ 207.11111111111111
     sigma(0_64) c_u_cons(306)_ 207.11111111111111
     sigma(0_64) c_u_cons(307)_ 207.11111111111111
     sigma(0_64) c_u_cons(308)_ 207.11111111111111
     sigma(0_64) c_u_cons(309)_ 207.11111111111111
     sigma(0_64) c_u_cons(310)_ 207.11111111111111
     sigma(0_64) c_u_cons(311)_ 207.11111111111111
     sigma(0_64) c_u_cons(378)_ 579.29155470378009
     sigma(0_64) c_u_cons(385)_ 579.29155470378009
     sigma(0_64) c_u_cons(392)_ 579.29155470378009
     sigma(0_64) c_u_cons(399)_ 579.29155470378009
     sigma(0_64) c_u_cons(406)_ 579.29155470378009
     sigma(0_64) c_u_cons(413)_ 579.29155470378009
     sigma(0_64) c_u_cons(420)_ 579.29155470378009
     sigma(0_64) c_u_cons(427)_ 579.29155470378009
     sigma(0_64) c_u_cons(434)_ 579.29155470378009
     sigma(0_64) c_u_cons(441)_ 579.29155470378009
     sigma(0_64) c_u_cons(448)_ 579.29155470378009
     sigma(0_64) c_u_cons(457)_ 207.11111111111111
     sigma(0_64) c_u_cons(458)_ 207.11111111111111
     sigma(0_64) c_u_cons(459)_ 207.11111111111111
     sigma(0_64) c_u_cons(460)_ 207.11111111111111
     sigma(0_64) c_u_cons(461)_ 207.11111111111111
     sigma(0_64) c_u_cons(462)_ 207.11111111111111
     sigma(0_64) c_u_cons(463)_ 207.11111111111111
     sigma(0_64) c_u_cons(464)_ 207.11111111111111
     sigma(0_64) c_u_cons(465)_ 207.11111111111111
     sigma(0_64) c_u_cons(466)_ 207.11111111111111
     sigma(0_64) c_u_cons(467)_ 207.11111111111111
     sigma(0_64) c_u_cons(534)_ 579.29155470378009
     sigma(0_64) c_u_cons(541)_ 579.29155470378009
     sigma(0_64) c_u_cons(548)_ 579.29155470378009
     sigma(0_64) c_u_cons(555)_ 579.29155470378009
     sigma(0_64) c_u_cons(562)_ 579.29155470378009
     sigma(0_64) c_u_cons(569)_ 579.29155470378009
     sigma(0_64) c_u_cons(576)_ 579.29155470378009
     sigma(0_64) c_u_cons(583)_ 579.29155470378009
     sigma(0_64) c_u_cons(590)_ 579.29155470378009
     sigma(0_64) c_u_cons(597)_ 579.29155470378009
     sigma(0_64) c_u_cons(604)_ 579.29155470378009
     sigma(0_64) c_u_cons(613)_ 207.11111111111111
     sigma(0_64) c_u_cons(614)_ 207.11111111111111
     sigma(0_64) c_u_cons(615)_ 207.11111111111111
     sigma(0_64) c_u_cons(616)_ 207.11111111111111
     sigma(0_64) c_u_cons(617)_ 207.11111111111111
     sigma(0_64) c_u_cons(618)_ 207.11111111111111
     sigma(0_64) c_u_cons(619)_ 207.11111111111111
     sigma(0_64) c_u_cons(620)_ 207.11111111111111
     sigma(0_64) c_u_cons(621)_ 207.11111111111111
     sigma(0_64) c_u_cons(622)_ 207.11111111111111
     sigma(0_64) c_u_cons(623)_ 207.11111111111111
     sigma(0_64) c_u_cons(690)_ 579.29155470378009
     sigma(0_64) c_u_cons(697)_ 579.29155470378009
     sigma(0_64) c_u_cons(704)_ 579.29155470378009
     sigma(0_64) c_u_cons(711)_ 579.29155470378009
     sigma(0_64) c_u_cons(718)_ 579.29155470378009
     sigma(0_64) c_u_cons(725)_ 579.29155470378009
     sigma(0_64) c_u_cons(732)_ 579.29155470378009
     sigma(0_64) c_u_cons(739)_ 579.29155470378009
     sigma(0_64) c_u_cons(746)_ 579.29155470378009
     sigma(0_64) c_u_cons(753)_ 579.29155470378009
     sigma(0_64) c_u_cons(760)_ 579.29155470378009
     sigma(0_64) c_u_cons(769)_ 207.11111111111111
     sigma(0_64) c_u_cons(770)_ 207.11111111111111
     sigma(0_64) c_u_cons(771)_ 207.11111111111111
     sigma(0_64) c_u_cons(772)_ 207.11111111111111
     sigma(0_64) c_u_cons(773)_ 207.11111111111111
     sigma(0_64) c_u_cons(774)_ 207.11111111111111
     sigma(0_64) c_u_cons(775)_ 207.11111111111111
     sigma(0_64) c_u_cons(776)_ 207.11111111111111
     sigma(0_64) c_u_cons(777)_ 207.11111111111111
     sigma(0_64) c_u_cons(778)_ 207.11111111111111
     sigma(0_64) c_u_cons(779)_ 207.11111111111111
     sigma(0_64) c_u_cons(846)_ 579.29155470378009
     sigma(0_64) c_u_cons(853)_ 579.29155470378009
     sigma(0_64) c_u_cons(860)_ 579.29155470378009
     sigma(0_64) c_u_cons(867)_ 579.29155470378009
     sigma(0_64) c_u_cons(874)_ 579.29155470378009
     sigma(0_64) c_u_cons(881)_ 579.29155470378009
     sigma(0_64) c_u_cons(888)_ 579.29155470378009
     sigma(0_64) c_u_cons(895)_ 579.29155470378009
     sigma(0_64) c_u_cons(902)_ 579.29155470378009
     sigma(0_64) c_u_cons(909)_ 579.29155470378009
     sigma(0_64) c_u_cons(916)_ 579.29155470378009
     sigma(0_64) c_u_cons(925)_ 207.11111111111111
     sigma(0_64) c_u_cons(926)_ 207.11111111111111
     sigma(0_64) c_u_cons(927)_ 207.11111111111111
     sigma(0_64) c_u_cons(928)_ 207.11111111111111
     sigma(0_64) c_u_cons(929)_ 207.11111111111111
     sigma(0_64) c_u_cons(930)_ 207.11111111111111
     sigma(0_64) c_u_cons(931)_ 207.11111111111111
     sigma(0_64) c_u_cons(932)_ 207.11111111111111
     sigma(0_64) c_u_cons(933)_ 207.11111111111111
     sigma(0_64) c_u_cons(934)_ 207.11111111111111
     sigma(0_64) c_u_cons(935)_ 207.11111111111111
     sigma(0_64) c_u_cons(1002)_ 579.29155470378009
     sigma(0_64) c_u_cons(1009)_ 579.29155470378009
     sigma(0_64) c_u_cons(1016)_ 579.29155470378009
     sigma(0_64) c_u_cons(1023)_ 579.29155470378009
     sigma(0_64) c_u_cons(1030)_ 579.29155470378009
     sigma(0_64) c_u_cons(1037)_ 579.29155470378009
     sigma(0_64) c_u_cons(1044)_ 579.29155470378009
     sigma(0_64) c_u_cons(1051)_ 579.29155470378009
     sigma(0_64) c_u_cons(1058)_ 579.29155470378009
     sigma(0_64) c_u_cons(1065)_ 579.29155470378009
     sigma(0_64) c_u_cons(1072)_ 579.29155470378009
     sigma(0_64) c_u_cons(1081)_ 207.11111111111111
     sigma(0_64) c_u_cons(1082)_ 207.11111111111111
     sigma(0_64) c_u_cons(1083)_ 207.11111111111111
     sigma(0_64) c_u_cons(1084)_ 207.11111111111111
     sigma(0_64) c_u_cons(1085)_ 207.11111111111111
     sigma(0_64) c_u_cons(1086)_ 207.11111111111111
     sigma(0_64) c_u_cons(1087)_ 207.11111111111111
     sigma(0_64) c_u_cons(1130)_ 204.79466031735311
     sigma(0_64) c_u_cons(1137)_ 204.79466031735311
     sigma(0_64) c_u_cons(1144)_ 204.79466031735311
     sigma(0_64) c_u_cons(1151)_ 204.79466031735311
     sigma(0_64) c_u_cons(1158)_ 204.79466031735311
     sigma(0_64) c_u_cons(1165)_ 204.79466031735311
     sigma(0_64) c_u_cons(1172)_ 204.79466031735311
     sigma(0_64) c_u_cons(1181)_ 207.11111111111111
     sigma(0_64) c_u_cons(1182)_ 207.11111111111111
     sigma(0_64) c_u_cons(1183)_ 207.11111111111111
     sigma(0_64) c_u_cons(1184)_ 207.11111111111111
     sigma(0_64) c_u_cons(1185)_ 207.11111111111111
     sigma(0_64) c_u_cons(1186)_ 207.11111111111111
     sigma(0_64) c_u_cons(1187)_ 207.11111111111111
     sigma(0_64) c_u_cons(1230)_ 204.79466031735311
     sigma(0_64) c_u_cons(1237)_ 204.79466031735311
     sigma(0_64) c_u_cons(1244)_ 204.79466031735311
     sigma(0_64) c_u_cons(1251)_ 204.79466031735311
     sigma(0_64) c_u_cons(1258)_ 204.79466031735311
     sigma(0_64) c_u_cons(1265)_ 204.79466031735311
     sigma(0_64) c_u_cons(1272)_ 204.79466031735311
     sigma(1_1) c_e_cons(42)_ 1
     sigma(1_1) c_u_cons(50)_ -22.052003706779175
     sigma(1_1) c_u_cons(55)_ -22.052003706779175
     sigma(1_1) c_u_cons(60)_ -22.052003706779175
     sigma(1_1) c_u_cons(65)_ -22.052003706779175
     sigma(1_1) c_u_cons(70)_ -22.052003706779175
     sigma(1_1) c_u_cons(75)_ -22.052003706779175
     sigma(1_1) c_u_cons(80)_ -22.052003706779175
     sigma(1_1) c_u_cons(85)_ -22.052003706779175
     sigma(1_1) c_u_cons(155)_ 207.11111111111111
     sigma(1_1) c_u_cons(166)_ 207.11111111111111
     sigma(1_1) c_u_cons(177)_ 207.11111111111111
     sigma(1_1) c_u_cons(188)_ 207.11111111111111
     sigma(1_1) c_u_cons(199)_ 207.11111111111111
     sigma(1_1) c_u_cons(210)_ 207.11111111111111
     sigma(1_1) c_u_cons(221)_ 207.11111111111111
     sigma(1_1) c_u_cons(292)_ 579.29155470378009
     sigma(1_1) c_u_cons(293)_ 579.29155470378009
     sigma(1_1) c_u_cons(294)_ 579.29155470378009
     sigma(1_1) c_u_cons(295)_ 579.29155470378009
     sigma(1_1) c_u_cons(296)_ 579.29155470378009
     sigma(1_1) c_u_cons(297)_ 579.29155470378009
     sigma(1_1) c_u_cons(298)_ 579.29155470378009
     sigma(1_1) c_u_cons(311)_ 207.11111111111111
     sigma(1_1) c_u_cons(322)_ 207.11111111111111
     sigma(1_1) c_u_cons(333)_ 207.11111111111111
     sigma(1_1) c_u_cons(344)_ 207.11111111111111
     sigma(1_1) c_u_cons(355)_ 207.11111111111111
     sigma(1_1) c_u_cons(366)_ 207.11111111111111
     sigma(1_1) c_u_cons(377)_ 207.11111111111111
     sigma(1_1) c_u_cons(448)_ 579.29155470378009
     sigma(1_1) c_u_cons(449)_ 579.29155470378009
     sigma(1_1) c_u_cons(450)_ 579.29155470378009
     sigma(1_1) c_u_cons(451)_ 579.29155470378009
     sigma(1_1) c_u_cons(452)_ 579.29155470378009
     sigma(1_1) c_u_cons(453)_ 579.29155470378009
     sigma(1_1) c_u_cons(454)_ 579.29155470378009
     sigma(1_1) c_u_cons(467)_ 207.11111111111111
     sigma(1_1) c_u_cons(478)_ 207.11111111111111
     sigma(1_1) c_u_cons(489)_ 207.11111111111111
     sigma(1_1) c_u_cons(500)_ 207.11111111111111
     sigma(1_1) c_u_cons(511)_ 207.11111111111111
     sigma(1_1) c_u_cons(522)_ 207.11111111111111
     sigma(1_1) c_u_cons(533)_ 207.11111111111111
     sigma(1_1) c_u_cons(604)_ 579.29155470378009
     sigma(1_1) c_u_cons(605)_ 579.29155470378009
     sigma(1_1) c_u_cons(606)_ 579.29155470378009
     sigma(1_1) c_u_cons(607)_ 579.29155470378009
     sigma(1_1) c_u_cons(608)_ 579.29155470378009
     sigma(1_1) c_u_cons(609)_ 579.29155470378009
     sigma(1_1) c_u_cons(610)_ 579.29155470378009
     sigma(1_1) c_u_cons(623)_ 207.11111111111111
     sigma(1_1) c_u_cons(634)_ 207.11111111111111
     sigma(1_1) c_u_cons(645)_ 207.11111111111111
     sigma(1_1) c_u_cons(656)_ 207.11111111111111
     sigma(1_1) c_u_cons(667)_ 207.11111111111111
     sigma(1_1) c_u_cons(678)_ 207.11111111111111
     sigma(1_1) c_u_cons(689)_ 207.11111111111111
     sigma(1_1) c_u_cons(760)_ 579.29155470378009
     sigma(1_1) c_u_cons(761)_ 579.29155470378009
     sigma(1_1) c_u_cons(762)_ 579.29155470378009
     sigma(1_1) c_u_cons(763)_ 579.29155470378009
     sigma(1_1) c_u_cons(764)_ 579.29155470378009
     sigma(1_1) c_u_cons(765)_ 579.29155470378009
     sigma(1_1) c_u_cons(766)_ 579.29155470378009
     sigma(1_1) c_u_cons(779)_ 207.11111111111111
     sigma(1_1) c_u_cons(790)_ 207.11111111111111
     sigma(1_1) c_u_cons(801)_ 207.11111111111111
     sigma(1_1) c_u_cons(812)_ 207.11111111111111
     sigma(1_1) c_u_cons(823)_ 207.11111111111111
     sigma(1_1) c_u_cons(834)_ 207.11111111111111
     sigma(1_1) c_u_cons(845)_ 207.11111111111111
     sigma(1_1) c_u_cons(916)_ 579.29155470378009
     sigma(1_1) c_u_cons(917)_ 579.29155470378009
     sigma(1_1) c_u_cons(918)_ 579.29155470378009
     sigma(1_1) c_u_cons(919)_ 579.29155470378009
     sigma(1_1) c_u_cons(920)_ 579.29155470378009
     sigma(1_1) c_u_cons(921)_ 579.29155470378009
     sigma(1_1) c_u_cons(922)_ 579.29155470378009
     sigma(1_1) c_u_cons(935)_ 207.11111111111111
     sigma(1_1) c_u_cons(946)_ 207.11111111111111
     sigma(1_1) c_u_cons(957)_ 207.11111111111111
     sigma(1_1) c_u_cons(968)_ 207.11111111111111
     sigma(1_1) c_u_cons(979)_ 207.11111111111111
     sigma(1_1) c_u_cons(990)_ 207.11111111111111
     sigma(1_1) c_u_cons(1001)_ 207.11111111111111
     sigma(1_1) c_u_cons(1072)_ 579.29155470378009
     sigma(1_1) c_u_cons(1073)_ 579.29155470378009
     sigma(1_1) c_u_cons(1074)_ 579.29155470378009
     sigma(1_1) c_u_cons(1075)_ 579.29155470378009
     sigma(1_1) c_u_cons(1076)_ 579.29155470378009
     sigma(1_1) c_u_cons(1077)_ 579.29155470378009
     sigma(1_1) c_u_cons(1078)_ 579.29155470378009
     sigma(1_1) c_u_cons(1351)_ 579.29155470378009
     sigma(1_1) c_u_cons(1352)_ 579.29155470378009
     sigma(1_1) c_u_cons(1353)_ 579.29155470378009
     sigma(1_1) c_u_cons(1354)_ 579.29155470378009
     sigma(1_1) c_u_cons(1355)_ 579.29155470378009
     sigma(1_1) c_u_cons(1356)_ 579.29155470378009
     sigma(1_1) c_u_cons(1357)_ 579.29155470378009
     sigma(1_1) c_u_cons(1368)_ 204.79466031735311
     sigma(1_1) c_u_cons(1379)_ 204.79466031735311
     sigma(1_1) c_u_cons(1390)_ 204.79466031735311
     sigma(1_1) c_u_cons(1401)_ 204.79466031735311
     sigma(1_1) c_u_cons(1412)_ 204.79466031735311
     sigma(1_1) c_u_cons(1423)_ 204.79466031735311
     sigma(1_1) c_u_cons(1434)_ 204.79466031735311
     sigma(1_1) c_u_cons(1507)_ 579.29155470378009
     sigma(1_1) c_u_cons(1508)_ 579.29155470378009
     sigma(1_1) c_u_cons(1509)_ 579.29155470378009
     sigma(1_1) c_u_cons(1510)_ 579.29155470378009
     sigma(1_1) c_u_cons(1511)_ 579.29155470378009
     sigma(1_1) c_u_cons(1512)_ 579.29155470378009
     sigma(1_1) c_u_cons(1513)_ 579.29155470378009
     sigma(1_1) c_u_cons(1524)_ 204.79466031735311
     sigma(1_1) c_u_cons(1535)_ 204.79466031735311
     sigma(1_1) c_u_cons(1546)_ 204.79466031735311
     sigma(1_1) c_u_cons(1557)_ 204.79466031735311
     sigma(1_1) c_u_cons(1568)_ 204.79466031735311
     sigma(1_1) c_u_cons(1579)_ 204.79466031735311
     sigma(1_1) c_u_cons(1590)_ 204.79466031735311
     sigma(1_1) c_u_cons(1663)_ 579.29155470378009
     sigma(1_1) c_u_cons(1664)_ 579.29155470378009
     sigma(1_1) c_u_cons(1665)_ 579.29155470378009
     sigma(1_1) c_u_cons(1666)_ 579.29155470378009
     sigma(1_1) c_u_cons(1667)_ 579.29155470378009
     sigma(1_1) c_u_cons(1668)_ 579.29155470378009
     sigma(1_1) c_u_cons(1669)_ 579.29155470378009
     sigma(1_1) c_u_cons(1680)_ 204.79466031735311
     sigma(1_1) c_u_cons(1691)_ 204.79466031735311
     sigma(1_1) c_u_cons(1702)_ 204.79466031735311
     sigma(1_1) c_u_cons(1713)_ 204.79466031735311
     sigma(1_1) c_u_cons(1724)_ 204.79466031735311
     sigma(1_1) c_u_cons(1735)_ 204.79466031735311
     sigma(1_1) c_u_cons(1746)_ 204.79466031735311
     sigma(1_1) c_u_cons(1819)_ 579.29155470378009
     sigma(1_1) c_u_cons(1820)_ 579.29155470378009
     sigma(1_1) c_u_cons(1821)_ 579.29155470378009
     sigma(1_1) c_u_cons(1822)_ 579.29155470378009
     sigma(1_1) c_u_cons(1823)_ 579.29155470378009
     sigma(1_1) c_u_cons(1824)_ 579.29155470378009
     sigma(1_1) c_u_cons(1825)_ 579.29155470378009
     sigma(1_1) c_u_cons(1836)_ 204.79466031735311
     sigma(1_1) c_u_cons(1847)_ 204.79466031735311
     sigma(1_1) c_u_cons(1858)_ 204.79466031735311
     sigma(1_1) c_u_cons(1869)_ 204.79466031735311
     sigma(1_1) c_u_cons(1880)_ 204.79466031735311
     sigma(1_1) c_u_cons(1891)_ 204.79466031735311
     sigma(1_1) c_u_cons(1902)_ 204.79466031735311
     sigma(1_2) c_e_cons(42)_ 1
     sigma(1_2) c_u_cons(50)_ -42.525179836170203
     sigma(1_2) c_u_cons(55)_ -42.525179836170203
     sigma(1_2) c_u_cons(60)_ -42.525179836170203
     sigma(1_2) c_u_cons(65)_ -42.525179836170203
     sigma(1_2) c_u_cons(70)_ -42.525179836170203
     sigma(1_2) c_u_cons(75)_ -42.525179836170203
     sigma(1_2) c_u_cons(80)_ -42.525179836170203
     sigma(1_2) c_u_cons(85)_ -42.525179836170203
     sigma(1_2) c_u_cons(154)_ 207.11111111111111
     sigma(1_2) c_u_cons(165)_ 207.11111111111111
     sigma(1_2) c_u_cons(176)_ 207.11111111111111
     sigma(1_2) c_u_cons(187)_ 207.11111111111111
     sigma(1_2) c_u_cons(198)_ 207.11111111111111
     sigma(1_2) c_u_cons(209)_ 207.11111111111111
     sigma(1_2) c_u_cons(220)_ 207.11111111111111
     sigma(1_2) c_u_cons(285)_ 579.29155470378009
     sigma(1_2) c_u_cons(286)_ 579.29155470378009
     sigma(1_2) c_u_cons(287)_ 579.29155470378009
     sigma(1_2) c_u_cons(288)_ 579.29155470378009
     sigma(1_2) c_u_cons(289)_ 579.29155470378009
     sigma(1_2) c_u_cons(290)_ 579.29155470378009
     sigma(1_2) c_u_cons(291)_ 579.29155470378009
     sigma(1_2) c_u_cons(310)_ 207.11111111111111
     sigma(1_2) c_u_cons(321)_ 207.11111111111111
     sigma(1_2) c_u_cons(332)_ 207.11111111111111
     sigma(1_2) c_u_cons(343)_ 207.11111111111111
     sigma(1_2) c_u_cons(354)_ 207.11111111111111
     sigma(1_2) c_u_cons(365)_ 207.11111111111111
     sigma(1_2) c_u_cons(376)_ 207.11111111111111
     sigma(1_2) c_u_cons(441)_ 579.29155470378009
     sigma(1_2) c_u_cons(442)_ 579.29155470378009
     sigma(1_2) c_u_cons(443)_ 579.29155470378009
     sigma(1_2) c_u_cons(444)_ 579.29155470378009
     sigma(1_2) c_u_cons(445)_ 579.29155470378009
     sigma(1_2) c_u_cons(446)_ 579.29155470378009
     sigma(1_2) c_u_cons(447)_ 579.29155470378009
     sigma(1_2) c_u_cons(466)_ 207.11111111111111
     sigma(1_2) c_u_cons(477)_ 207.11111111111111
     sigma(1_2) c_u_cons(488)_ 207.11111111111111
     sigma(1_2) c_u_cons(499)_ 207.11111111111111
     sigma(1_2) c_u_cons(510)_ 207.11111111111111
     sigma(1_2) c_u_cons(521)_ 207.11111111111111
     sigma(1_2) c_u_cons(532)_ 207.11111111111111
     sigma(1_2) c_u_cons(597)_ 579.29155470378009
     sigma(1_2) c_u_cons(598)_ 579.29155470378009
     sigma(1_2) c_u_cons(599)_ 579.29155470378009
     sigma(1_2) c_u_cons(600)_ 579.29155470378009
     sigma(1_2) c_u_cons(601)_ 579.29155470378009
     sigma(1_2) c_u_cons(602)_ 579.29155470378009
     sigma(1_2) c_u_cons(603)_ 579.29155470378009
     sigma(1_2) c_u_cons(622)_ 207.11111111111111
     sigma(1_2) c_u_cons(633)_ 207.11111111111111
     sigma(1_2) c_u_cons(644)_ 207.11111111111111
     sigma(1_2) c_u_cons(655)_ 207.11111111111111
     sigma(1_2) c_u_cons(666)_ 207.11111111111111
     sigma(1_2) c_u_cons(677)_ 207.11111111111111
     sigma(1_2) c_u_cons(688)_ 207.11111111111111
     sigma(1_2) c_u_cons(753)_ 579.29155470378009
     sigma(1_2) c_u_cons(754)_ 579.29155470378009
     sigma(1_2) c_u_cons(755)_ 579.29155470378009
     sigma(1_2) c_u_cons(756)_ 579.29155470378009
     sigma(1_2) c_u_cons(757)_ 579.29155470378009
     sigma(1_2) c_u_cons(758)_ 579.29155470378009
     sigma(1_2) c_u_cons(759)_ 579.29155470378009
     sigma(1_2) c_u_cons(778)_ 207.11111111111111
     sigma(1_2) c_u_cons(789)_ 207.11111111111111
     sigma(1_2) c_u_cons(800)_ 207.11111111111111
     sigma(1_2) c_u_cons(811)_ 207.11111111111111
     sigma(1_2) c_u_cons(822)_ 207.11111111111111
     sigma(1_2) c_u_cons(833)_ 207.11111111111111
     sigma(1_2) c_u_cons(844)_ 207.11111111111111
     sigma(1_2) c_u_cons(909)_ 579.29155470378009
     sigma(1_2) c_u_cons(910)_ 579.29155470378009
     sigma(1_2) c_u_cons(911)_ 579.29155470378009
     sigma(1_2) c_u_cons(912)_ 579.29155470378009
     sigma(1_2) c_u_cons(913)_ 579.29155470378009
     sigma(1_2) c_u_cons(914)_ 579.29155470378009
     sigma(1_2) c_u_cons(915)_ 579.29155470378009
     sigma(1_2) c_u_cons(934)_ 207.11111111111111
     sigma(1_2) c_u_cons(945)_ 207.11111111111111
     sigma(1_2) c_u_cons(956)_ 207.11111111111111
     sigma(1_2) c_u_cons(967)_ 207.11111111111111
     sigma(1_2) c_u_cons(978)_ 207.11111111111111
     sigma(1_2) c_u_cons(989)_ 207.11111111111111
     sigma(1_2) c_u_cons(1000)_ 207.11111111111111
     sigma(1_2) c_u_cons(1065)_ 579.29155470378009
     sigma(1_2) c_u_cons(1066)_ 579.29155470378009
     sigma(1_2) c_u_cons(1067)_ 579.29155470378009
     sigma(1_2) c_u_cons(1068)_ 579.29155470378009
     sigma(1_2) c_u_cons(1069)_ 579.29155470378009
     sigma(1_2) c_u_cons(1070)_ 579.29155470378009
     sigma(1_2) c_u_cons(1071)_ 579.29155470378009
     sigma(1_2) c_u_cons(1344)_ 579.29155470378009
     sigma(1_2) c_u_cons(1345)_ 579.29155470378009
     sigma(1_2) c_u_cons(1346)_ 579.29155470378009
     sigma(1_2) c_u_cons(1347)_ 579.29155470378009
     sigma(1_2) c_u_cons(1348)_ 579.29155470378009
     sigma(1_2) c_u_cons(1349)_ 579.29155470378009
     sigma(1_2) c_u_cons(1350)_ 579.29155470378009
     sigma(1_2) c_u_cons(1367)_ 204.79466031735311
     sigma(1_2) c_u_cons(1378)_ 204.79466031735311
     sigma(1_2) c_u_cons(1389)_ 204.79466031735311
     sigma(1_2) c_u_cons(1400)_ 204.79466031735311
     sigma(1_2) c_u_cons(1411)_ 204.79466031735311
     sigma(1_2) c_u_cons(1422)_ 204.79466031735311
     sigma(1_2) c_u_cons(1433)_ 204.79466031735311
     sigma(1_2) c_u_cons(1500)_ 579.29155470378009
     sigma(1_2) c_u_cons(1501)_ 579.29155470378009
     sigma(1_2) c_u_cons(1502)_ 579.29155470378009
     sigma(1_2) c_u_cons(1503)_ 579.29155470378009
     sigma(1_2) c_u_cons(1504)_ 579.29155470378009
     sigma(1_2) c_u_cons(1505)_ 579.29155470378009
     sigma(1_2) c_u_cons(1506)_ 579.29155470378009
     sigma(1_2) c_u_cons(1523)_ 204.79466031735311
     sigma(1_2) c_u_cons(1534)_ 204.79466031735311
     sigma(1_2) c_u_cons(1545)_ 204.79466031735311
     sigma(1_2) c_u_cons(1556)_ 204.79466031735311
     sigma(1_2) c_u_cons(1567)_ 204.79466031735311
     sigma(1_2) c_u_cons(1578)_ 204.79466031735311
     sigma(1_2) c_u_cons(1589)_ 204.79466031735311
     sigma(1_2) c_u_cons(1656)_ 579.29155470378009
     sigma(1_2) c_u_cons(1657)_ 579.29155470378009
     sigma(1_2) c_u_cons(1658)_ 579.29155470378009
     sigma(1_2) c_u_cons(1659)_ 579.29155470378009
     sigma(1_2) c_u_cons(1660)_ 579.29155470378009
     sigma(1_2) c_u_cons(1661)_ 579.29155470378009
     sigma(1_2) c_u_cons(1662)_ 579.29155470378009
     sigma(1_2) c_u_cons(1679)_ 204.79466031735311
     sigma(1_2) c_u_cons(1690)_ 204.79466031735311
     sigma(1_2) c_u_cons(1701)_ 204.79466031735311
     sigma(1_2) c_u_cons(1712)_ 204.79466031735311
     sigma(1_2) c_u_cons(1723)_ 204.79466031735311
     sigma(1_2) c_u_cons(1734)_ 204.79466031735311
     sigma(1_2) c_u_cons(1745)_ 204.79466031735311
     sigma(1_2) c_u_cons(1812)_ 579.29155470378009
     sigma(1_2) c_u_cons(1813)_ 579.29155470378009
     sigma(1_2) c_u_cons(1814)_ 579.29155470378009
     sigma(1_2) c_u_cons(1815)_ 579.29155470378009
     sigma(1_2) c_u_cons(1816)_ 579.29155470378009
     sigma(1_2) c_u_cons(1817)_ 579.29155470378009
     sigma(1_2) c_u_cons(1818)_ 579.29155470378009
     sigma(1_2) c_u_cons(1835)_ 204.79466031735311
     sigma(1_2) c_u_cons(1846)_ 204.79466031735311
     sigma(1_2) c_u_cons(1857)_ 204.79466031735311
     sigma(1_2) c_u_cons(1868)_ 204.79466031735311
     sigma(1_2) c_u_cons(1879)_ 204.79466031735311
     sigma(1_2) c_u_cons(1890)_ 204.79466031735311
     sigma(1_2) c_u_cons(1901)_ 204.79466031735311
     sigma(1_4) c_e_cons(42)_ 1
     sigma(1_4) c_u_cons(50)_ -79.367958926352301
     sigma(1_4) c_u_cons(55)_ -79.367958926352301
     sigma(1_4) c_u_cons(60)_ -79.367958926352301
     sigma(1_4) c_u_cons(65)_ -79.367958926352301
     sigma(1_4) c_u_cons(70)_ -79.367958926352301
     sigma(1_4) c_u_cons(75)_ -79.367958926352301
     sigma(1_4) c_u_cons(80)_ -79.367958926352301
     sigma(1_4) c_u_cons(85)_ -79.367958926352301
     sigma(1_4) c_u_cons(153)_ 207.11111111111111
     sigma(1_4) c_u_cons(164)_ 207.11111111111111
     sigma(1_4) c_u_cons(175)_ 207.11111111111111
     sigma(1_4) c_u_cons(186)_ 207.11111111111111
     sigma(1_4) c_u_cons(197)_ 207.11111111111111
     sigma(1_4) c_u_cons(208)_ 207.11111111111111
     sigma(1_4) c_u_cons(219)_ 207.11111111111111
     sigma(1_4) c_u_cons(278)_ 579.29155470378009
     sigma(1_4) c_u_cons(279)_ 579.29155470378009
     sigma(1_4) c_u_cons(280)_ 579.29155470378009
     sigma(1_4) c_u_cons(281)_ 579.29155470378009
     sigma(1_4) c_u_cons(282)_ 579.29155470378009
     sigma(1_4) c_u_cons(283)_ 579.29155470378009
     sigma(1_4) c_u_cons(284)_ 579.29155470378009
     sigma(1_4) c_u_cons(309)_ 207.11111111111111
     sigma(1_4) c_u_cons(320)_ 207.11111111111111
     sigma(1_4) c_u_cons(331)_ 207.11111111111111
     sigma(1_4) c_u_cons(342)_ 207.11111111111111
     sigma(1_4) c_u_cons(353)_ 207.11111111111111
     sigma(1_4) c_u_cons(364)_ 207.11111111111111
     sigma(1_4) c_u_cons(375)_ 207.11111111111111
     sigma(1_4) c_u_cons(434)_ 579.29155470378009
     sigma(1_4) c_u_cons(435)_ 579.29155470378009
     sigma(1_4) c_u_cons(436)_ 579.29155470378009
     sigma(1_4) c_u_cons(437)_ 579.29155470378009
     sigma(1_4) c_u_cons(438)_ 579.29155470378009
     sigma(1_4) c_u_cons(439)_ 579.29155470378009
     sigma(1_4) c_u_cons(440)_ 579.29155470378009
     sigma(1_4) c_u_cons(465)_ 207.11111111111111
     sigma(1_4) c_u_cons(476)_ 207.11111111111111
     sigma(1_4) c_u_cons(487)_ 207.11111111111111
     sigma(1_4) c_u_cons(498)_ 207.11111111111111
     sigma(1_4) c_u_cons(509)_ 207.11111111111111
     sigma(1_4) c_u_cons(520)_ 207.11111111111111
     sigma(1_4) c_u_cons(531)_ 207.11111111111111
     sigma(1_4) c_u_cons(590)_ 579.29155470378009
     sigma(1_4) c_u_cons(591)_ 579.29155470378009
     sigma(1_4) c_u_cons(592)_ 579.29155470378009
     sigma(1_4) c_u_cons(593)_ 579.29155470378009
     sigma(1_4) c_u_cons(594)_ 579.29155470378009
     sigma(1_4) c_u_cons(595)_ 579.29155470378009
     sigma(1_4) c_u_cons(596)_ 579.29155470378009
     sigma(1_4) c_u_cons(621)_ 207.11111111111111
     sigma(1_4) c_u_cons(632)_ 207.11111111111111
     sigma(1_4) c_u_cons(643)_ 207.11111111111111
     sigma(1_4) c_u_cons(654)_ 207.11111111111111
     sigma(1_4) c_u_cons(665)_ 207.11111111111111
     sigma(1_4) c_u_cons(676)_ 207.11111111111111
     sigma(1_4) c_u_cons(687)_ 207.11111111111111
     sigma(1_4) c_u_cons(746)_ 579.29155470378009
     sigma(1_4) c_u_cons(747)_ 579.29155470378009
     sigma(1_4) c_u_cons(748)_ 579.29155470378009
     sigma(1_4) c_u_cons(749)_ 579.29155470378009
     sigma(1_4) c_u_cons(750)_ 579.29155470378009
     sigma(1_4) c_u_cons(751)_ 579.29155470378009
     sigma(1_4) c_u_cons(752)_ 579.29155470378009
     sigma(1_4) c_u_cons(777)_ 207.11111111111111
     sigma(1_4) c_u_cons(788)_ 207.11111111111111
     sigma(1_4) c_u_cons(799)_ 207.11111111111111
     sigma(1_4) c_u_cons(810)_ 207.11111111111111
     sigma(1_4) c_u_cons(821)_ 207.11111111111111
     sigma(1_4) c_u_cons(832)_ 207.11111111111111
     sigma(1_4) c_u_cons(843)_ 207.11111111111111
     sigma(1_4) c_u_cons(902)_ 579.29155470378009
     sigma(1_4) c_u_cons(903)_ 579.29155470378009
     sigma(1_4) c_u_cons(904)_ 579.29155470378009
     sigma(1_4) c_u_cons(905)_ 579.29155470378009
     sigma(1_4) c_u_cons(906)_ 579.29155470378009
     sigma(1_4) c_u_cons(907)_ 579.29155470378009
     sigma(1_4) c_u_cons(908)_ 579.29155470378009
     sigma(1_4) c_u_cons(933)_ 207.11111111111111
     sigma(1_4) c_u_cons(944)_ 207.11111111111111
     sigma(1_4) c_u_cons(955)_ 207.11111111111111
     sigma(1_4) c_u_cons(966)_ 207.11111111111111
     sigma(1_4) c_u_cons(977)_ 207.11111111111111
     sigma(1_4) c_u_cons(988)_ 207.11111111111111
     sigma(1_4) c_u_cons(999)_ 207.11111111111111
     sigma(1_4) c_u_cons(1058)_ 579.29155470378009
     sigma(1_4) c_u_cons(1059)_ 579.29155470378009
     sigma(1_4) c_u_cons(1060)_ 579.29155470378009
     sigma(1_4) c_u_cons(1061)_ 579.29155470378009
     sigma(1_4) c_u_cons(1062)_ 579.29155470378009
     sigma(1_4) c_u_cons(1063)_ 579.29155470378009
     sigma(1_4) c_u_cons(1064)_ 579.29155470378009
     sigma(1_4) c_u_cons(1337)_ 579.29155470378009
     sigma(1_4) c_u_cons(1338)_ 579.29155470378009
     sigma(1_4) c_u_cons(1339)_ 579.29155470378009
     sigma(1_4) c_u_cons(1340)_ 579.29155470378009
     sigma(1_4) c_u_cons(1341)_ 579.29155470378009
     sigma(1_4) c_u_cons(1342)_ 579.29155470378009
     sigma(1_4) c_u_cons(1343)_ 579.29155470378009
     sigma(1_4) c_u_cons(1366)_ 204.79466031735311
     sigma(1_4) c_u_cons(1377)_ 204.79466031735311
     sigma(1_4) c_u_cons(1388)_ 204.79466031735311
     sigma(1_4) c_u_cons(1399)_ 204.79466031735311
     sigma(1_4) c_u_cons(1410)_ 204.79466031735311
     sigma(1_4) c_u_cons(1421)_ 204.79466031735311
     sigma(1_4) c_u_cons(1432)_ 204.79466031735311
     sigma(1_4) c_u_cons(1493)_ 579.29155470378009
     sigma(1_4) c_u_cons(1494)_ 579.29155470378009
     sigma(1_4) c_u_cons(1495)_ 579.29155470378009
     sigma(1_4) c_u_cons(1496)_ 579.29155470378009
     sigma(1_4) c_u_cons(1497)_ 579.29155470378009
     sigma(1_4) c_u_cons(1498)_ 579.29155470378009
     sigma(1_4) c_u_cons(1499)_ 579.29155470378009
     sigma(1_4) c_u_cons(1522)_ 204.79466031735311
     sigma(1_4) c_u_cons(1533)_ 204.79466031735311
     sigma(1_4) c_u_cons(1544)_ 204.79466031735311
     sigma(1_4) c_u_cons(1555)_ 204.79466031735311
     sigma(1_4) c_u_cons(1566)_ 204.79466031735311
     sigma(1_4) c_u_cons(1577)_ 204.79466031735311
     sigma(1_4) c_u_cons(1588)_ 204.79466031735311
     sigma(1_4) c_u_cons(1649)_ 579.29155470378009
     sigma(1_4) c_u_cons(1650)_ 579.29155470378009
     sigma(1_4) c_u_cons(1651)_ 579.29155470378009
     sigma(1_4) c_u_cons(1652)_ 579.29155470378009
     sigma(1_4) c_u_cons(1653)_ 579.29155470378009
     sigma(1_4) c_u_cons(1654)_ 579.29155470378009
     sigma(1_4) c_u_cons(1655)_ 579.29155470378009
     sigma(1_4) c_u_cons(1678)_ 204.79466031735311
     sigma(1_4) c_u_cons(1689)_ 204.79466031735311
     sigma(1_4) c_u_cons(1700)_ 204.79466031735311
     sigma(1_4) c_u_cons(1711)_ 204.79466031735311
     sigma(1_4) c_u_cons(1722)_ 204.79466031735311
     sigma(1_4) c_u_cons(1733)_ 204.79466031735311
     sigma(1_4) c_u_cons(1744)_ 204.79466031735311
     sigma(1_4) c_u_cons(1805)_ 579.29155470378009
     sigma(1_4) c_u_cons(1806)_ 579.29155470378009
     sigma(1_4) c_u_cons(1807)_ 579.29155470378009
     sigma(1_4) c_u_cons(1808)_ 579.29155470378009
     sigma(1_4) c_u_cons(1809)_ 579.29155470378009
     sigma(1_4) c_u_cons(1810)_ 579.29155470378009
     sigma(1_4) c_u_cons(1811)_ 579.29155470378009
     sigma(1_4) c_u_cons(1834)_ 204.79466031735311
     sigma(1_4) c_u_cons(1845)_ 204.79466031735311
     sigma(1_4) c_u_cons(1856)_ 204.79466031735311
     sigma(1_4) c_u_cons(1867)_ 204.79466031735311
     sigma(1_4) c_u_cons(1878)_ 204.79466031735311
     sigma(1_4) c_u_cons(1889)_ 204.79466031735311
     sigma(1_4) c_u_cons(1900)_ 204.79466031735311
     sigma(1_8) c_e_cons(42)_ 1
     sigma(1_8) c_u_cons(50)_ -140.02514483467127
     sigma(1_8) c_u_cons(55)_ -140.02514483467127
     sigma(1_8) c_u_cons(60)_ -140.02514483467127
     sigma(1_8) c_u_cons(65)_ -140.02514483467127
     sigma(1_8) c_u_cons(70)_ -140.02514483467127
     sigma(1_8) c_u_cons(75)_ -140.02514483467127
     sigma(1_8) c_u_cons(80)_ -140.02514483467127
     sigma(1_8) c_u_cons(85)_ -140.02514483467127
     sigma(1_8) c_u_cons(152)_ 207.11111111111111
     sigma(1_8) c_u_cons(163)_ 207.11111111111111
     sigma(1_8) c_u_cons(174)_ 207.11111111111111
     sigma(1_8) c_u_cons(185)_ 207.11111111111111
     sigma(1_8) c_u_cons(196)_ 207.11111111111111
     sigma(1_8) c_u_cons(207)_ 207.11111111111111
     sigma(1_8) c_u_cons(218)_ 207.11111111111111
     sigma(1_8) c_u_cons(271)_ 579.29155470378009
     sigma(1_8) c_u_cons(272)_ 579.29155470378009
     sigma(1_8) c_u_cons(273)_ 579.29155470378009
     sigma(1_8) c_u_cons(274)_ 579.29155470378009
     sigma(1_8) c_u_cons(275)_ 579.29155470378009
     sigma(1_8) c_u_cons(276)_ 579.29155470378009
     sigma(1_8) c_u_cons(277)_ 579.29155470378009
     sigma(1_8) c_u_cons(308)_ 207.11111111111111
     sigma(1_8) c_u_cons(319)_ 207.11111111111111
     sigma(1_8) c_u_cons(330)_ 207.11111111111111
     sigma(1_8) c_u_cons(341)_ 207.11111111111111
     sigma(1_8) c_u_cons(352)_ 207.11111111111111
     sigma(1_8) c_u_cons(363)_ 207.11111111111111
     sigma(1_8) c_u_cons(374)_ 207.11111111111111
     sigma(1_8) c_u_cons(427)_ 579.29155470378009
     sigma(1_8) c_u_cons(428)_ 579.29155470378009
     sigma(1_8) c_u_cons(429)_ 579.29155470378009
     sigma(1_8) c_u_cons(430)_ 579.29155470378009
     sigma(1_8) c_u_cons(431)_ 579.29155470378009
     sigma(1_8) c_u_cons(432)_ 579.29155470378009
     sigma(1_8) c_u_cons(433)_ 579.29155470378009
     sigma(1_8) c_u_cons(464)_ 207.11111111111111
     sigma(1_8) c_u_cons(475)_ 207.11111111111111
     sigma(1_8) c_u_cons(486)_ 207.11111111111111
     sigma(1_8) c_u_cons(497)_ 207.11111111111111
     sigma(1_8) c_u_cons(508)_ 207.11111111111111
     sigma(1_8) c_u_cons(519)_ 207.11111111111111
     sigma(1_8) c_u_cons(530)_ 207.11111111111111
     sigma(1_8) c_u_cons(583)_ 579.29155470378009
     sigma(1_8) c_u_cons(584)_ 579.29155470378009
     sigma(1_8) c_u_cons(585)_ 579.29155470378009
     sigma(1_8) c_u_cons(586)_ 579.29155470378009
     sigma(1_8) c_u_cons(587)_ 579.29155470378009
     sigma(1_8) c_u_cons(588)_ 579.29155470378009
     sigma(1_8) c_u_cons(589)_ 579.29155470378009
     sigma(1_8) c_u_cons(620)_ 207.11111111111111
     sigma(1_8) c_u_cons(631)_ 207.11111111111111
     sigma(1_8) c_u_cons(642)_ 207.11111111111111
     sigma(1_8) c_u_cons(653)_ 207.11111111111111
     sigma(1_8) c_u_cons(664)_ 207.11111111111111
     sigma(1_8) c_u_cons(675)_ 207.11111111111111
     sigma(1_8) c_u_cons(686)_ 207.11111111111111
     sigma(1_8) c_u_cons(739)_ 579.29155470378009
     sigma(1_8) c_u_cons(740)_ 579.29155470378009
     sigma(1_8) c_u_cons(741)_ 579.29155470378009
     sigma(1_8) c_u_cons(742)_ 579.29155470378009
     sigma(1_8) c_u_cons(743)_ 579.29155470378009
     sigma(1_8) c_u_cons(744)_ 579.29155470378009
     sigma(1_8) c_u_cons(745)_ 579.29155470378009
     sigma(1_8) c_u_cons(776)_ 207.11111111111111
     sigma(1_8) c_u_cons(787)_ 207.11111111111111
     sigma(1_8) c_u_cons(798)_ 207.11111111111111
     sigma(1_8) c_u_cons(809)_ 207.11111111111111
     sigma(1_8) c_u_cons(820)_ 207.11111111111111
     sigma(1_8) c_u_cons(831)_ 207.11111111111111
     sigma(1_8) c_u_cons(842)_ 207.11111111111111
     sigma(1_8) c_u_cons(895)_ 579.29155470378009
     sigma(1_8) c_u_cons(896)_ 579.29155470378009
     sigma(1_8) c_u_cons(897)_ 579.29155470378009
     sigma(1_8) c_u_cons(898)_ 579.29155470378009
     sigma(1_8) c_u_cons(899)_ 579.29155470378009
     sigma(1_8) c_u_cons(900)_ 579.29155470378009
     sigma(1_8) c_u_cons(901)_ 579.29155470378009
     sigma(1_8) c_u_cons(932)_ 207.11111111111111
     sigma(1_8) c_u_cons(943)_ 207.11111111111111
     sigma(1_8) c_u_cons(954)_ 207.11111111111111
     sigma(1_8) c_u_cons(965)_ 207.11111111111111
     sigma(1_8) c_u_cons(976)_ 207.11111111111111
     sigma(1_8) c_u_cons(987)_ 207.11111111111111
     sigma(1_8) c_u_cons(998)_ 207.11111111111111
     sigma(1_8) c_u_cons(1051)_ 579.29155470378009
     sigma(1_8) c_u_cons(1052)_ 579.29155470378009
     sigma(1_8) c_u_cons(1053)_ 579.29155470378009
     sigma(1_8) c_u_cons(1054)_ 579.29155470378009
     sigma(1_8) c_u_cons(1055)_ 579.29155470378009
     sigma(1_8) c_u_cons(1056)_ 579.29155470378009
     sigma(1_8) c_u_cons(1057)_ 579.29155470378009
     sigma(1_8) c_u_cons(1330)_ 579.29155470378009
     sigma(1_8) c_u_cons(1331)_ 579.29155470378009
     sigma(1_8) c_u_cons(1332)_ 579.29155470378009
     sigma(1_8) c_u_cons(1333)_ 579.29155470378009
     sigma(1_8) c_u_cons(1334)_ 579.29155470378009
     sigma(1_8) c_u_cons(1335)_ 579.29155470378009
     sigma(1_8) c_u_cons(1336)_ 579.29155470378009
     sigma(1_8) c_u_cons(1365)_ 204.79466031735311
     sigma(1_8) c_u_cons(1376)_ 204.79466031735311
     sigma(1_8) c_u_cons(1387)_ 204.79466031735311
     sigma(1_8) c_u_cons(1398)_ 204.79466031735311
     sigma(1_8) c_u_cons(1409)_ 204.79466031735311
     sigma(1_8) c_u_cons(1420)_ 204.79466031735311
     sigma(1_8) c_u_cons(1431)_ 204.79466031735311
     sigma(1_8) c_u_cons(1486)_ 579.29155470378009
     sigma(1_8) c_u_cons(1487)_ 579.29155470378009
     sigma(1_8) c_u_cons(1488)_ 579.29155470378009
     sigma(1_8) c_u_cons(1489)_ 579.29155470378009
     sigma(1_8) c_u_cons(1490)_ 579.29155470378009
     sigma(1_8) c_u_cons(1491)_ 579.29155470378009
     sigma(1_8) c_u_cons(1492)_ 579.29155470378009
     sigma(1_8) c_u_cons(1521)_ 204.79466031735311
     sigma(1_8) c_u_cons(1532)_ 204.79466031735311
     sigma(1_8) c_u_cons(1543)_ 204.79466031735311
     sigma(1_8) c_u_cons(1554)_ 204.79466031735311
     sigma(1_8) c_u_cons(1565)_ 204.79466031735311
     sigma(1_8) c_u_cons(1576)_ 204.79466031735311
     sigma(1_8) c_u_cons(1587)_ 204.79466031735311
     sigma(1_8) c_u_cons(1642)_ 579.29155470378009
     sigma(1_8) c_u_cons(1643)_ 579.29155470378009
     sigma(1_8) c_u_cons(1644)_ 579.29155470378009
     sigma(1_8) c_u_cons(1645)_ 579.29155470378009
     sigma(1_8) c_u_cons(1646)_ 579.29155470378009
     sigma(1_8) c_u_cons(1647)_ 579.29155470378009
     sigma(1_8) c_u_cons(1648)_ 579.29155470378009
     sigma(1_8) c_u_cons(1677)_ 204.79466031735311
     sigma(1_8) c_u_cons(1688)_ 204.79466031735311
     sigma(1_8) c_u_cons(1699)_ 204.79466031735311
     sigma(1_8) c_u_cons(1710)_ 204.79466031735311
     sigma(1_8) c_u_cons(1721)_ 204.79466031735311
     sigma(1_8) c_u_cons(1732)_ 204.79466031735311
     sigma(1_8) c_u_cons(1743)_ 204.79466031735311
     sigma(1_8) c_u_cons(1798)_ 579.29155470378009
     sigma(1_8) c_u_cons(1799)_ 579.29155470378009
     sigma(1_8) c_u_cons(1800)_ 579.29155470378009
     sigma(1_8) c_u_cons(1801)_ 579.29155470378009
     sigma(1_8) c_u_cons(1802)_ 579.29155470378009
     sigma(1_8) c_u_cons(1803)_ 579.29155470378009
     sigma(1_8) c_u_cons(1804)_ 579.29155470378009
     sigma(1_8) c_u_cons(1833)_ 204.79466031735311
     sigma(1_8) c_u_cons(1844)_ 204.79466031735311
     sigma(1_8) c_u_cons(1855)_ 204.79466031735311
     sigma(1_8) c_u_cons(1866)_ 204.79466031735311
     sigma(1_8) c_u_cons(1877)_ 204.79466031735311
     sigma(1_8) c_u_cons(1888)_ 204.79466031735311
     sigma(1_8) c_u_cons(1899)_ 204.79466031735311
     sigma(1_16) c_e_cons(42)_ 1
     sigma(1_16) c_u_cons(50)_ -226.62425836003877
     sigma(1_16) c_u_cons(55)_ -226.62425836003877
     sigma(1_16) c_u_cons(60)_ -226.62425836003877
     sigma(1_16) c_u_cons(65)_ -226.62425836003877
     sigma(1_16) c_u_cons(70)_ -226.62425836003877
     sigma(1_16) c_u_cons(75)_ -226.62425836003877
     sigma(1_16) c_u_cons(80)_ -226.62425836003877
     sigma(1_16) c_u_cons(85)_ -226.62425836003877
     sigma(1_16) c_u_cons(151)_ 207.11111111111111
     sigma(1_16) c_u_cons(162)_ 207.11111111111111
     sigma(1_16) c_u_cons(173)_ 207.11111111111111
     sigma(1_16) c_u_cons(184)_ 207.11111111111111
     sigma(1_16) c_u_cons(195)_ 207.11111111111111
     sigma(1_16) c_u_cons(206)_ 207.11111111111111
     sigma(1_16) c_u_cons(217)_ 207.11111111111111
     sigma(1_16) c_u_cons(264)_ 579.29155470378009
     sigma(1_16) c_u_cons(265)_ 579.29155470378009
     sigma(1_16) c_u_cons(266)_ 579.29155470378009
     sigma(1_16) c_u_cons(267)_ 579.29155470378009
     sigma(1_16) c_u_cons(268)_ 579.29155470378009
     sigma(1_16) c_u_cons(269)_ 579.29155470378009
     sigma(1_16) c_u_cons(270)_ 579.29155470378009
     sigma(1_16) c_u_cons(307)_ 207.11111111111111
     sigma(1_16) c_u_cons(318)_ 207.11111111111111
     sigma(1_16) c_u_cons(329)_ 207.11111111111111
     sigma(1_16) c_u_cons(340)_ 207.11111111111111
     sigma(1_16) c_u_cons(351)_ 207.11111111111111
     sigma(1_16) c_u_cons(362)_ 207.11111111111111
     sigma(1_16) c_u_cons(373)_ 207.11111111111111
     sigma(1_16) c_u_cons(420)_ 579.29155470378009
     sigma(1_16) c_u_cons(421)_ 579.29155470378009
     sigma(1_16) c_u_cons(422)_ 579.29155470378009
     sigma(1_16) c_u_cons(423)_ 579.29155470378009
     sigma(1_16) c_u_cons(424)_ 579.29155470378009
     sigma(1_16) c_u_cons(425)_ 579.29155470378009
     sigma(1_16) c_u_cons(426)_ 579.29155470378009
     sigma(1_16) c_u_cons(463)_ 207.11111111111111
     sigma(1_16) c_u_cons(474)_ 207.11111111111111
     sigma(1_16) c_u_cons(485)_ 207.11111111111111
     sigma(1_16) c_u_cons(496)_ 207.11111111111111
     sigma(1_16) c_u_cons(507)_ 207.11111111111111
     sigma(1_16) c_u_cons(518)_ 207.11111111111111
     sigma(1_16) c_u_cons(529)_ 207.11111111111111
     sigma(1_16) c_u_cons(576)_ 579.29155470378009
     sigma(1_16) c_u_cons(577)_ 579.29155470378009
     sigma(1_16) c_u_cons(578)_ 579.29155470378009
     sigma(1_16) c_u_cons(579)_ 579.29155470378009
     sigma(1_16) c_u_cons(580)_ 579.29155470378009
     sigma(1_16) c_u_cons(581)_ 579.29155470378009
     sigma(1_16) c_u_cons(582)_ 579.29155470378009
     sigma(1_16) c_u_cons(619)_ 207.11111111111111
     sigma(1_16) c_u_cons(630)_ 207.11111111111111
     sigma(1_16) c_u_cons(641)_ 207.11111111111111
     sigma(1_16) c_u_cons(652)_ 207.11111111111111
     sigma(1_16) c_u_cons(663)_ 207.11111111111111
     sigma(1_16) c_u_cons(674)_ 207.11111111111111
     sigma(1_16) c_u_cons(685)_ 207.11111111111111
     sigma(1_16) c_u_cons(732)_ 579.29155470378009
     sigma(1_16) c_u_cons(733)_ 579.29155470378009
     sigma(1_16) c_u_cons(734)_ 579.29155470378009
     sigma(1_16) c_u_cons(735)_ 579.29155470378009
     sigma(1_16) c_u_cons(736)_ 579.29155470378009
     sigma(1_16) c_u_cons(737)_ 579.29155470378009
     sigma(1_16) c_u_cons(738)_ 579.29155470378009
     sigma(1_16) c_u_cons(775)_ 207.11111111111111
     sigma(1_16) c_u_cons(786)_ 207.11111111111111
     sigma(1_16) c_u_cons(797)_ 207.11111111111111
     sigma(1_16) c_u_cons(808)_ 207.11111111111111
     sigma(1_16) c_u_cons(819)_ 207.11111111111111
     sigma(1_16) c_u_cons(830)_ 207.11111111111111
     sigma(1_16) c_u_cons(841)_ 207.11111111111111
     sigma(1_16) c_u_cons(888)_ 579.29155470378009
     sigma(1_16) c_u_cons(889)_ 579.29155470378009
     sigma(1_16) c_u_cons(890)_ 579.29155470378009
     sigma(1_16) c_u_cons(891)_ 579.29155470378009
     sigma(1_16) c_u_cons(892)_ 579.29155470378009
     sigma(1_16) c_u_cons(893)_ 579.29155470378009
     sigma(1_16) c_u_cons(894)_ 579.29155470378009
     sigma(1_16) c_u_cons(931)_ 207.11111111111111
     sigma(1_16) c_u_cons(942)_ 207.11111111111111
     sigma(1_16) c_u_cons(953)_ 207.11111111111111
     sigma(1_16) c_u_cons(964)_ 207.11111111111111
     sigma(1_16) c_u_cons(975)_ 207.11111111111111
     sigma(1_16) c_u_cons(986)_ 207.11111111111111
     sigma(1_16) c_u_cons(997)_ 207.11111111111111
     sigma(1_16) c_u_cons(1044)_ 579.29155470378009
     sigma(1_16) c_u_cons(1045)_ 579.29155470378009
     sigma(1_16) c_u_cons(1046)_ 579.29155470378009
     sigma(1_16) c_u_cons(1047)_ 579.29155470378009
     sigma(1_16) c_u_cons(1048)_ 579.29155470378009
     sigma(1_16) c_u_cons(1049)_ 579.29155470378009
     sigma(1_16) c_u_cons(1050)_ 579.29155470378009
     sigma(1_16) c_u_cons(1323)_ 579.29155470378009
     sigma(1_16) c_u_cons(1324)_ 579.29155470378009
     sigma(1_16) c_u_cons(1325)_ 579.29155470378009
     sigma(1_16) c_u_cons(1326)_ 579.29155470378009
     sigma(1_16) c_u_cons(1327)_ 579.29155470378009
     sigma(1_16) c_u_cons(1328)_ 579.29155470378009
     sigma(1_16) c_u_cons(1329)_ 579.29155470378009
     sigma(1_16) c_u_cons(1364)_ 204.79466031735311
     sigma(1_16) c_u_cons(1375)_ 204.79466031735311
     sigma(1_16) c_u_cons(1386)_ 204.79466031735311
     sigma(1_16) c_u_cons(1397)_ 204.79466031735311
     sigma(1_16) c_u_cons(1408)_ 204.79466031735311
     sigma(1_16) c_u_cons(1419)_ 204.79466031735311
     sigma(1_16) c_u_cons(1430)_ 204.79466031735311
     sigma(1_16) c_u_cons(1479)_ 579.29155470378009
     sigma(1_16) c_u_cons(1480)_ 579.29155470378009
     sigma(1_16) c_u_cons(1481)_ 579.29155470378009
     sigma(1_16) c_u_cons(1482)_ 579.29155470378009
     sigma(1_16) c_u_cons(1483)_ 579.29155470378009
     sigma(1_16) c_u_cons(1484)_ 579.29155470378009
     sigma(1_16) c_u_cons(1485)_ 579.29155470378009
     sigma(1_16) c_u_cons(1520)_ 204.79466031735311
     sigma(1_16) c_u_cons(1531)_ 204.79466031735311
     sigma(1_16) c_u_cons(1542)_ 204.79466031735311
     sigma(1_16) c_u_cons(1553)_ 204.79466031735311
     sigma(1_16) c_u_cons(1564)_ 204.79466031735311
     sigma(1_16) c_u_cons(1575)_ 204.79466031735311
     sigma(1_16) c_u_cons(1586)_ 204.79466031735311
     sigma(1_16) c_u_cons(1635)_ 579.29155470378009
     sigma(1_16) c_u_cons(1636)_ 579.29155470378009
     sigma(1_16) c_u_cons(1637)_ 579.29155470378009
     sigma(1_16) c_u_cons(1638)_ 579.29155470378009
     sigma(1_16) c_u_cons(1639)_ 579.29155470378009
     sigma(1_16) c_u_cons(1640)_ 579.29155470378009
     sigma(1_16) c_u_cons(1641)_ 579.29155470378009
     sigma(1_16) c_u_cons(1676)_ 204.79466031735311
     sigma(1_16) c_u_cons(1687)_ 204.79466031735311
     sigma(1_16) c_u_cons(1698)_ 204.79466031735311
     sigma(1_16) c_u_cons(1709)_ 204.79466031735311
     sigma(1_16) c_u_cons(1720)_ 204.79466031735311
     sigma(1_16) c_u_cons(1731)_ 204.79466031735311
     sigma(1_16) c_u_cons(1742)_ 204.79466031735311
     sigma(1_16) c_u_cons(1791)_ 579.29155470378009
     sigma(1_16) c_u_cons(1792)_ 579.29155470378009
     sigma(1_16) c_u_cons(1793)_ 579.29155470378009
     sigma(1_16) c_u_cons(1794)_ 579.29155470378009
     sigma(1_16) c_u_cons(1795)_ 579.29155470378009
     sigma(1_16) c_u_cons(1796)_ 579.29155470378009
     sigma(1_16) c_u_cons(1797)_ 579.29155470378009
     sigma(1_16) c_u_cons(1832)_ 204.79466031735311
     sigma(1_16) c_u_cons(1843)_ 204.79466031735311
     sigma(1_16) c_u_cons(1854)_ 204.79466031735311
     sigma(1_16) c_u_cons(1865)_ 204.79466031735311
     sigma(1_16) c_u_cons(1876)_ 204.79466031735311
     sigma(1_16) c_u_cons(1887)_ 204.79466031735311
     sigma(1_16) c_u_cons(1898)_ 204.79466031735311
     sigma(1_32) c_e_cons(42)_ 1
     sigma(1_32) c_u_cons(50)_ -328.07342123675892
     sigma(1_32) c_u_cons(55)_ -328.07342123675892
     sigma(1_32) c_u_cons(60)_ -328.07342123675892
     sigma(1_32) c_u_cons(65)_ -328.07342123675892
     sigma(1_32) c_u_cons(70)_ -328.07342123675892
     sigma(1_32) c_u_cons(75)_ -328.07342123675892
     sigma(1_32) c_u_cons(80)_ -328.07342123675892
     sigma(1_32) c_u_cons(85)_ -328.07342123675892
     sigma(1_32) c_u_cons(150)_ 207.11111111111111
     sigma(1_32) c_u_cons(161)_ 207.11111111111111
     sigma(1_32) c_u_cons(172)_ 207.11111111111111
     sigma(1_32) c_u_cons(183)_ 207.11111111111111
     sigma(1_32) c_u_cons(194)_ 207.11111111111111
     sigma(1_32) c_u_cons(205)_ 207.11111111111111
     sigma(1_32) c_u_cons(216)_ 207.11111111111111
     sigma(1_32) c_u_cons(257)_ 579.29155470378009
     sigma(1_32) c_u_cons(258)_ 579.29155470378009
     sigma(1_32) c_u_cons(259)_ 579.29155470378009
     sigma(1_32) c_u_cons(260)_ 579.29155470378009
     sigma(1_32) c_u_cons(261)_ 579.29155470378009
     sigma(1_32) c_u_cons(262)_ 579.29155470378009
     sigma(1_32) c_u_cons(263)_ 579.29155470378009
     sigma(1_32) c_u_cons(306)_ 207.11111111111111
     sigma(1_32) c_u_cons(317)_ 207.11111111111111
     sigma(1_32) c_u_cons(328)_ 207.11111111111111
     sigma(1_32) c_u_cons(339)_ 207.11111111111111
     sigma(1_32) c_u_cons(350)_ 207.11111111111111
     sigma(1_32) c_u_cons(361)_ 207.11111111111111
     sigma(1_32) c_u_cons(372)_ 207.11111111111111
     sigma(1_32) c_u_cons(413)_ 579.29155470378009
     sigma(1_32) c_u_cons(414)_ 579.29155470378009
     sigma(1_32) c_u_cons(415)_ 579.29155470378009
     sigma(1_32) c_u_cons(416)_ 579.29155470378009
     sigma(1_32) c_u_cons(417)_ 579.29155470378009
     sigma(1_32) c_u_cons(418)_ 579.29155470378009
     sigma(1_32) c_u_cons(419)_ 579.29155470378009
     sigma(1_32) c_u_cons(462)_ 207.11111111111111
     sigma(1_32) c_u_cons(473)_ 207.11111111111111
     sigma(1_32) c_u_cons(484)_ 207.11111111111111
     sigma(1_32) c_u_cons(495)_ 207.11111111111111
     sigma(1_32) c_u_cons(506)_ 207.11111111111111
     sigma(1_32) c_u_cons(517)_ 207.11111111111111
     sigma(1_32) c_u_cons(528)_ 207.11111111111111
     sigma(1_32) c_u_cons(569)_ 579.29155470378009
     sigma(1_32) c_u_cons(570)_ 579.29155470378009
     sigma(1_32) c_u_cons(571)_ 579.29155470378009
     sigma(1_32) c_u_cons(572)_ 579.29155470378009
     sigma(1_32) c_u_cons(573)_ 579.29155470378009
     sigma(1_32) c_u_cons(574)_ 579.29155470378009
     sigma(1_32) c_u_cons(575)_ 579.29155470378009
     sigma(1_32) c_u_cons(618)_ 207.11111111111111
     sigma(1_32) c_u_cons(629)_ 207.11111111111111
     sigma(1_32) c_u_cons(640)_ 207.11111111111111
     sigma(1_32) c_u_cons(651)_ 207.11111111111111
     sigma(1_32) c_u_cons(662)_ 207.11111111111111
     sigma(1_32) c_u_cons(673)_ 207.11111111111111
     sigma(1_32) c_u_cons(684)_ 207.11111111111111
     sigma(1_32) c_u_cons(725)_ 579.29155470378009
     sigma(1_32) c_u_cons(726)_ 579.29155470378009
     sigma(1_32) c_u_cons(727)_ 579.29155470378009
     sigma(1_32) c_u_cons(728)_ 579.29155470378009
     sigma(1_32) c_u_cons(729)_ 579.29155470378009
     sigma(1_32) c_u_cons(730)_ 579.29155470378009
     sigma(1_32) c_u_cons(731)_ 579.29155470378009
     sigma(1_32) c_u_cons(774)_ 207.11111111111111
     sigma(1_32) c_u_cons(785)_ 207.11111111111111
     sigma(1_32) c_u_cons(796)_ 207.11111111111111
     sigma(1_32) c_u_cons(807)_ 207.11111111111111
     sigma(1_32) c_u_cons(818)_ 207.11111111111111
     sigma(1_32) c_u_cons(829)_ 207.11111111111111
     sigma(1_32) c_u_cons(840)_ 207.11111111111111
     sigma(1_32) c_u_cons(881)_ 579.29155470378009
     sigma(1_32) c_u_cons(882)_ 579.29155470378009
     sigma(1_32) c_u_cons(883)_ 579.29155470378009
     sigma(1_32) c_u_cons(884)_ 579.29155470378009
     sigma(1_32) c_u_cons(885)_ 579.29155470378009
     sigma(1_32) c_u_cons(886)_ 579.29155470378009
     sigma(1_32) c_u_cons(887)_ 579.29155470378009
     sigma(1_32) c_u_cons(930)_ 207.11111111111111
     sigma(1_32) c_u_cons(941)_ 207.11111111111111
     sigma(1_32) c_u_cons(952)_ 207.11111111111111
     sigma(1_32) c_u_cons(963)_ 207.11111111111111
     sigma(1_32) c_u_cons(974)_ 207.11111111111111
     sigma(1_32) c_u_cons(985)_ 207.11111111111111
     sigma(1_32) c_u_cons(996)_ 207.11111111111111
     sigma(1_32) c_u_cons(1037)_ 579.29155470378009
     sigma(1_32) c_u_cons(1038)_ 579.29155470378009
     sigma(1_32) c_u_cons(1039)_ 579.29155470378009
     sigma(1_32) c_u_cons(1040)_ 579.29155470378009
     sigma(1_32) c_u_cons(1041)_ 579.29155470378009
     sigma(1_32) c_u_cons(1042)_ 579.29155470378009
     sigma(1_32) c_u_cons(1043)_ 579.29155470378009
     sigma(1_32) c_u_cons(1316)_ 579.29155470378009
     sigma(1_32) c_u_cons(1317)_ 579.29155470378009
     sigma(1_32) c_u_cons(1318)_ 579.29155470378009
     sigma(1_32) c_u_cons(1319)_ 579.29155470378009
     sigma(1_32) c_u_cons(1320)_ 579.29155470378009
     sigma(1_32) c_u_cons(1321)_ 579.29155470378009
     sigma(1_32) c_u_cons(1322)_ 579.29155470378009
     sigma(1_32) c_u_cons(1363)_ 204.79466031735311
     sigma(1_32) c_u_cons(1374)_ 204.79466031735311
     sigma(1_32) c_u_cons(1385)_ 204.79466031735311
     sigma(1_32) c_u_cons(1396)_ 204.79466031735311
     sigma(1_32) c_u_cons(1407)_ 204.79466031735311
     sigma(1_32) c_u_cons(1418)_ 204.79466031735311
     sigma(1_32) c_u_cons(1429)_ 204.79466031735311
     sigma(1_32) c_u_cons(1472)_ 579.29155470378009
     sigma(1_32) c_u_cons(1473)_ 579.29155470378009
     sigma(1_32) c_u_cons(1474)_ 579.29155470378009
     sigma(1_32) c_u_cons(1475)_ 579.29155470378009
     sigma(1_32) c_u_cons(1476)_ 579.29155470378009
     sigma(1_32) c_u_cons(1477)_ 579.29155470378009
     sigma(1_32) c_u_cons(1478)_ 579.29155470378009
     sigma(1_32) c_u_cons(1519)_ 204.79466031735311
     sigma(1_32) c_u_cons(1530)_ 204.79466031735311
     sigma(1_32) c_u_cons(1541)_ 204.79466031735311
     sigma(1_32) c_u_cons(1552)_ 204.79466031735311
     sigma(1_32) c_u_cons(1563)_ 204.79466031735311
     sigma(1_32) c_u_cons(1574)_ 204.79466031735311
     sigma(1_32) c_u_cons(1585)_ 204.79466031735311
     sigma(1_32) c_u_cons(1628)_ 579.29155470378009
     sigma(1_32) c_u_cons(1629)_ 579.29155470378009
     sigma(1_32) c_u_cons(1630)_ 579.29155470378009
     sigma(1_32) c_u_cons(1631)_ 579.29155470378009
     sigma(1_32) c_u_cons(1632)_ 579.29155470378009
     sigma(1_32) c_u_cons(1633)_ 579.29155470378009
     sigma(1_32) c_u_cons(1634)_ 579.29155470378009
     sigma(1_32) c_u_cons(1675)_ 204.79466031735311
     sigma(1_32) c_u_cons(1686)_ 204.79466031735311
     sigma(1_32) c_u_cons(1697)_ 204.79466031735311
     sigma(1_32) c_u_cons(1708)_ 204.79466031735311
     sigma(1_32) c_u_cons(1719)_ 204.79466031735311
     sigma(1_32) c_u_cons(1730)_ 204.79466031735311
     sigma(1_32) c_u_cons(1741)_ 204.79466031735311
     sigma(1_32) c_u_cons(1784)_ 579.29155470378009
     sigma(1_32) c_u_cons(1785)_ 579.29155470378009
     sigma(1_32) c_u_cons(1786)_ 579.29155470378009
     sigma(1_32) c_u_cons(1787)_ 579.29155470378009
     sigma(1_32) c_u_cons(1788)_ 579.29155470378009
     sigma(1_32) c_u_cons(1789)_ 579.29155470378009
     sigma(1_32) c_u_cons(1790)_ 579.29155470378009
     sigma(1_32) c_u_cons(1831)_ 204.79466031735311
     sigma(1_32) c_u_cons(1842)_ 204.79466031735311
     sigma(1_32) c_u_cons(1853)_ 204.79466031735311
     sigma(1_32) c_u_cons(1864)_ 204.79466031735311
     sigma(1_32) c_u_cons(1875)_ 204.79466031735311
     sigma(1_32) c_u_cons(1886)_ 204.79466031735311
     sigma(1_32) c_u_cons(1897)_ 204.79466031735311
     sigma(1_64) c_e_cons(42)_ 1
     sigma(1_64) c_u_cons(50)_ -422.68068410680485
     sigma(1_64) c_u_cons(55)_ -422.68068410680485
     sigma(1_64) c_u_cons(60)_ -422.68068410680485
     sigma(1_64) c_u_cons(65)_ -422.68068410680485
     sigma(1_64) c_u_cons(70)_ -422.68068410680485
     sigma(1_64) c_u_cons(75)_ -422.68068410680485
     sigma(1_64) c_u_cons(80)_ -422.68068410680485
     sigma(1_64) c_u_cons(85)_ -422.68068410680485
     sigma(1_64) c_u_cons(149)_ 207.11111111111111
     sigma(1_64) c_u_cons(160)_ 207.11111111111111
     sigma(1_64) c_u_cons(171)_ 207.11111111111111
     sigma(1_64) c_u_cons(182)_ 207.11111111111111
     sigma(1_64) c_u_cons(193)_ 207.11111111111111
     sigma(1_64) c_u_cons(204)_ 207.11111111111111
     sigma(1_64) c_u_cons(215)_ 207.11111111111111
     sigma(1_64) c_u_cons(250)_ 579.29155470378009
     sigma(1_64) c_u_cons(251)_ 579.29155470378009
     sigma(1_64) c_u_cons(252)_ 579.29155470378009
     sigma(1_64) c_u_cons(253)_ 579.29155470378009
     sigma(1_64) c_u_cons(254)_ 579.29155470378009
     sigma(1_64) c_u_cons(255)_ 579.29155470378009
     sigma(1_64) c_u_cons(256)_ 579.29155470378009
     sigma(1_64) c_u_cons(305)_ 207.11111111111111
     sigma(1_64) c_u_cons(316)_ 207.11111111111111
     sigma(1_64) c_u_cons(327)_ 207.11111111111111
     sigma(1_64) c_u_cons(338)_ 207.11111111111111
     sigma(1_64) c_u_cons(349)_ 207.11111111111111
     sigma(1_64) c_u_cons(360)_ 207.11111111111111
     sigma(1_64) c_u_cons(371)_ 207.11111111111111
     sigma(1_64) c_u_cons(406)_ 579.29155470378009
     sigma(1_64) c_u_cons(407)_ 579.29155470378009
     sigma(1_64) c_u_cons(408)_ 579.29155470378009
     sigma(1_64) c_u_cons(409)_ 579.29155470378009
     sigma(1_64) c_u_cons(410)_ 579.29155470378009
     sigma(1_64) c_u_cons(411)_ 579.29155470378009
     sigma(1_64) c_u_cons(412)_ 579.29155470378009
     sigma(1_64) c_u_cons(461)_ 207.11111111111111
     sigma(1_64) c_u_cons(472)_ 207.11111111111111
     sigma(1_64) c_u_cons(483)_ 207.11111111111111
     sigma(1_64) c_u_cons(494)_ 207.11111111111111
     sigma(1_64) c_u_cons(505)_ 207.11111111111111
     sigma(1_64) c_u_cons(516)_ 207.11111111111111
     sigma(1_64) c_u_cons(527)_ 207.11111111111111
     sigma(1_64) c_u_cons(562)_ 579.29155470378009
     sigma(1_64) c_u_cons(563)_ 579.29155470378009
     sigma(1_64) c_u_cons(564)_ 579.29155470378009
     sigma(1_64) c_u_cons(565)_ 579.29155470378009
     sigma(1_64) c_u_cons(566)_ 579.29155470378009
     sigma(1_64) c_u_cons(567)_ 579.29155470378009
     sigma(1_64) c_u_cons(568)_ 579.29155470378009
     sigma(1_64) c_u_cons(617)_ 207.11111111111111
     sigma(1_64) c_u_cons(628)_ 207.11111111111111
     sigma(1_64) c_u_cons(639)_ 207.11111111111111
     sigma(1_64) c_u_cons(650)_ 207.11111111111111
     sigma(1_64) c_u_cons(661)_ 207.11111111111111
     sigma(1_64) c_u_cons(672)_ 207.11111111111111
     sigma(1_64) c_u_cons(683)_ 207.11111111111111
     sigma(1_64) c_u_cons(718)_ 579.29155470378009
     sigma(1_64) c_u_cons(719)_ 579.29155470378009
     sigma(1_64) c_u_cons(720)_ 579.29155470378009
     sigma(1_64) c_u_cons(721)_ 579.29155470378009
     sigma(1_64) c_u_cons(722)_ 579.29155470378009
     sigma(1_64) c_u_cons(723)_ 579.29155470378009
     sigma(1_64) c_u_cons(724)_ 579.29155470378009
     sigma(1_64) c_u_cons(773)_ 207.11111111111111
     sigma(1_64) c_u_cons(784)_ 207.11111111111111
     sigma(1_64) c_u_cons(795)_ 207.11111111111111
     sigma(1_64) c_u_cons(806)_ 207.11111111111111
     sigma(1_64) c_u_cons(817)_ 207.11111111111111
     sigma(1_64) c_u_cons(828)_ 207.11111111111111
     sigma(1_64) c_u_cons(839)_ 207.11111111111111
     sigma(1_64) c_u_cons(874)_ 579.29155470378009
     sigma(1_64) c_u_cons(875)_ 579.29155470378009
     sigma(1_64) c_u_cons(876)_ 579.29155470378009
     sigma(1_64) c_u_cons(877)_ 579.29155470378009
     sigma(1_64) c_u_cons(878)_ 579.29155470378009
     sigma(1_64) c_u_cons(879)_ 579.29155470378009
     sigma(1_64) c_u_cons(880)_ 579.29155470378009
     sigma(1_64) c_u_cons(929)_ 207.11111111111111
     sigma(1_64) c_u_cons(940)_ 207.11111111111111
     sigma(1_64) c_u_cons(951)_ 207.11111111111111
     sigma(1_64) c_u_cons(962)_ 207.11111111111111
     sigma(1_64) c_u_cons(973)_ 207.11111111111111
     sigma(1_64) c_u_cons(984)_ 207.11111111111111
     sigma(1_64) c_u_cons(995)_ 207.11111111111111
     sigma(1_64) c_u_cons(1030)_ 579.29155470378009
     sigma(1_64) c_u_cons(1031)_ 579.29155470378009
     sigma(1_64) c_u_cons(1032)_ 579.29155470378009
     sigma(1_64) c_u_cons(1033)_ 579.29155470378009
     sigma(1_64) c_u_cons(1034)_ 579.29155470378009
     sigma(1_64) c_u_cons(1035)_ 579.29155470378009
     sigma(1_64) c_u_cons(1036)_ 579.29155470378009
     sigma(1_64) c_u_cons(1309)_ 579.29155470378009
     sigma(1_64) c_u_cons(1310)_ 579.29155470378009
     sigma(1_64) c_u_cons(1311)_ 579.29155470378009
     sigma(1_64) c_u_cons(1312)_ 579.29155470378009
     sigma(1_64) c_u_cons(1313)_ 579.29155470378009
     sigma(1_64) c_u_cons(1314)_ 579.29155470378009
     sigma(1_64) c_u_cons(1315)_ 579.29155470378009
     sigma(1_64) c_u_cons(1362)_ 204.79466031735311
     sigma(1_64) c_u_cons(1373)_ 204.79466031735311
     sigma(1_64) c_u_cons(1384)_ 204.79466031735311
     sigma(1_64) c_u_cons(1395)_ 204.79466031735311
     sigma(1_64) c_u_cons(1406)_ 204.79466031735311
     sigma(1_64) c_u_cons(1417)_ 204.79466031735311
     sigma(1_64) c_u_cons(1428)_ 204.79466031735311
     sigma(1_64) c_u_cons(1465)_ 579.29155470378009
     sigma(1_64) c_u_cons(1466)_ 579.29155470378009
     sigma(1_64) c_u_cons(1467)_ 579.29155470378009
     sigma(1_64) c_u_cons(1468)_ 579.29155470378009
     sigma(1_64) c_u_cons(1469)_ 579.29155470378009
     sigma(1_64) c_u_cons(1470)_ 579.29155470378009
     sigma(1_64) c_u_cons(1471)_ 579.29155470378009
     sigma(1_64) c_u_cons(1518)_ 204.79466031735311
     sigma(1_64) c_u_cons(1529)_ 204.79466031735311
     sigma(1_64) c_u_cons(1540)_ 204.79466031735311
     sigma(1_64) c_u_cons(1551)_ 204.79466031735311
     sigma(1_64) c_u_cons(1562)_ 204.79466031735311
     sigma(1_64) c_u_cons(1573)_ 204.79466031735311
     sigma(1_64) c_u_cons(1584)_ 204.79466031735311
     sigma(1_64) c_u_cons(1621)_ 579.29155470378009
     sigma(1_64) c_u_cons(1622)_ 579.29155470378009
     sigma(1_64) c_u_cons(1623)_ 579.29155470378009
     sigma(1_64) c_u_cons(1624)_ 579.29155470378009
     sigma(1_64) c_u_cons(1625)_ 579.29155470378009
     sigma(1_64) c_u_cons(1626)_ 579.29155470378009
     sigma(1_64) c_u_cons(1627)_ 579.29155470378009
     sigma(1_64) c_u_cons(1674)_ 204.79466031735311
     sigma(1_64) c_u_cons(1685)_ 204.79466031735311
     sigma(1_64) c_u_cons(1696)_ 204.79466031735311
     sigma(1_64) c_u_cons(1707)_ 204.79466031735311
     sigma(1_64) c_u_cons(1718)_ 204.79466031735311
     sigma(1_64) c_u_cons(1729)_ 204.79466031735311
     sigma(1_64) c_u_cons(1740)_ 204.79466031735311
     sigma(1_64) c_u_cons(1777)_ 579.29155470378009
     sigma(1_64) c_u_cons(1778)_ 579.29155470378009
     sigma(1_64) c_u_cons(1779)_ 579.29155470378009
     sigma(1_64) c_u_cons(1780)_ 579.29155470378009
     sigma(1_64) c_u_cons(1781)_ 579.29155470378009
     sigma(1_64) c_u_cons(1782)_ 579.29155470378009
     sigma(1_64) c_u_cons(1783)_ 579.29155470378009
     sigma(1_64) c_u_cons(1830)_ 204.79466031735311
     sigma(1_64) c_u_cons(1841)_ 204.79466031735311
     sigma(1_64) c_u_cons(1852)_ 204.79466031735311
     sigma(1_64) c_u_cons(1863)_ 204.79466031735311
     sigma(1_64) c_u_cons(1874)_ 204.79466031735311
     sigma(1_64) c_u_cons(1885)_ 204.79466031735311
     sigma(1_64) c_u_cons(1896)_ 204.79466031735311
     sigma(1_128) c_e_cons(42)_ 1
     sigma(1_128) c_u_cons(50)_ -493.89322912388292
     sigma(1_128) c_u_cons(55)_ -493.89322912388292
     sigma(1_128) c_u_cons(60)_ -493.89322912388292
     sigma(1_128) c_u_cons(65)_ -493.89322912388292
     sigma(1_128) c_u_cons(70)_ -493.89322912388292
     sigma(1_128) c_u_cons(75)_ -493.89322912388292
     sigma(1_128) c_u_cons(80)_ -493.89322912388292
     sigma(1_128) c_u_cons(85)_ -493.89322912388292
     sigma(1_128) c_u_cons(148)_ 207.11111111111111
     sigma(1_128) c_u_cons(159)_ 207.11111111111111
     sigma(1_128) c_u_cons(170)_ 207.11111111111111
     sigma(1_128) c_u_cons(181)_ 207.11111111111111
     sigma(1_128) c_u_cons(192)_ 207.11111111111111
     sigma(1_128) c_u_cons(203)_ 207.11111111111111
     sigma(1_128) c_u_cons(214)_ 207.11111111111111
     sigma(1_128) c_u_cons(243)_ 579.29155470378009
     sigma(1_128) c_u_cons(244)_ 579.29155470378009
     sigma(1_128) c_u_cons(245)_ 579.29155470378009
     sigma(1_128) c_u_cons(246)_ 579.29155470378009
     sigma(1_128) c_u_cons(247)_ 579.29155470378009
     sigma(1_128) c_u_cons(248)_ 579.29155470378009
     sigma(1_128) c_u_cons(249)_ 579.29155470378009
     sigma(1_128) c_u_cons(304)_ 207.11111111111111
     sigma(1_128) c_u_cons(315)_ 207.11111111111111
     sigma(1_128) c_u_cons(326)_ 207.11111111111111
     sigma(1_128) c_u_cons(337)_ 207.11111111111111
     sigma(1_128) c_u_cons(348)_ 207.11111111111111
     sigma(1_128) c_u_cons(359)_ 207.11111111111111
     sigma(1_128) c_u_cons(370)_ 207.11111111111111
     sigma(1_128) c_u_cons(399)_ 579.29155470378009
     sigma(1_128) c_u_cons(400)_ 579.29155470378009
     sigma(1_128) c_u_cons(401)_ 579.29155470378009
     sigma(1_128) c_u_cons(402)_ 579.29155470378009
     sigma(1_128) c_u_cons(403)_ 579.29155470378009
     sigma(1_128) c_u_cons(404)_ 579.29155470378009
     sigma(1_128) c_u_cons(405)_ 579.29155470378009
     sigma(1_128) c_u_cons(460)_ 207.11111111111111
     sigma(1_128) c_u_cons(471)_ 207.11111111111111
     sigma(1_128) c_u_cons(482)_ 207.11111111111111
     sigma(1_128) c_u_cons(493)_ 207.11111111111111
     sigma(1_128) c_u_cons(504)_ 207.11111111111111
     sigma(1_128) c_u_cons(515)_ 207.11111111111111
     sigma(1_128) c_u_cons(526)_ 207.11111111111111
     sigma(1_128) c_u_cons(555)_ 579.29155470378009
     sigma(1_128) c_u_cons(556)_ 579.29155470378009
     sigma(1_128) c_u_cons(557)_ 579.29155470378009
     sigma(1_128) c_u_cons(558)_ 579.29155470378009
     sigma(1_128) c_u_cons(559)_ 579.29155470378009
     sigma(1_128) c_u_cons(560)_ 579.29155470378009
     sigma(1_128) c_u_cons(561)_ 579.29155470378009
     sigma(1_128) c_u_cons(616)_ 207.11111111111111
     sigma(1_128) c_u_cons(627)_ 207.11111111111111
     sigma(1_128) c_u_cons(638)_ 207.11111111111111
     sigma(1_128) c_u_cons(649)_ 207.11111111111111
     sigma(1_128) c_u_cons(660)_ 207.11111111111111
     sigma(1_128) c_u_cons(671)_ 207.11111111111111
     sigma(1_128) c_u_cons(682)_ 207.11111111111111
     sigma(1_128) c_u_cons(711)_ 579.29155470378009
     sigma(1_128) c_u_cons(712)_ 579.29155470378009
     sigma(1_128) c_u_cons(713)_ 579.29155470378009
     sigma(1_128) c_u_cons(714)_ 579.29155470378009
     sigma(1_128) c_u_cons(715)_ 579.29155470378009
     sigma(1_128) c_u_cons(716)_ 579.29155470378009
     sigma(1_128) c_u_cons(717)_ 579.29155470378009
     sigma(1_128) c_u_cons(772)_ 207.11111111111111
     sigma(1_128) c_u_cons(783)_ 207.11111111111111
     sigma(1_128) c_u_cons(794)_ 207.11111111111111
     sigma(1_128) c_u_cons(805)_ 207.11111111111111
     sigma(1_128) c_u_cons(816)_ 207.11111111111111
     sigma(1_128) c_u_cons(827)_ 207.11111111111111
     sigma(1_128) c_u_cons(838)_ 207.11111111111111
     sigma(1_128) c_u_cons(867)_ 579.29155470378009
     sigma(1_128) c_u_cons(868)_ 579.29155470378009
     sigma(1_128) c_u_cons(869)_ 579.29155470378009
     sigma(1_128) c_u_cons(870)_ 579.29155470378009
     sigma(1_128) c_u_cons(871)_ 579.29155470378009
     sigma(1_128) c_u_cons(872)_ 579.29155470378009
     sigma(1_128) c_u_cons(873)_ 579.29155470378009
     sigma(1_128) c_u_cons(928)_ 207.11111111111111
     sigma(1_128) c_u_cons(939)_ 207.11111111111111
     sigma(1_128) c_u_cons(950)_ 207.11111111111111
     sigma(1_128) c_u_cons(961)_ 207.11111111111111
     sigma(1_128) c_u_cons(972)_ 207.11111111111111
     sigma(1_128) c_u_cons(983)_ 207.11111111111111
     sigma(1_128) c_u_cons(994)_ 207.11111111111111
     sigma(1_128) c_u_cons(1023)_ 579.29155470378009
     sigma(1_128) c_u_cons(1024)_ 579.29155470378009
     sigma(1_128) c_u_cons(1025)_ 579.29155470378009
     sigma(1_128) c_u_cons(1026)_ 579.29155470378009
     sigma(1_128) c_u_cons(1027)_ 579.29155470378009
     sigma(1_128) c_u_cons(1028)_ 579.29155470378009
     sigma(1_128) c_u_cons(1029)_ 579.29155470378009
     sigma(1_128) c_u_cons(1302)_ 579.29155470378009
     sigma(1_128) c_u_cons(1303)_ 579.29155470378009
     sigma(1_128) c_u_cons(1304)_ 579.29155470378009
     sigma(1_128) c_u_cons(1305)_ 579.29155470378009
     sigma(1_128) c_u_cons(1306)_ 579.29155470378009
     sigma(1_128) c_u_cons(1307)_ 579.29155470378009
     sigma(1_128) c_u_cons(1308)_ 579.29155470378009
     sigma(1_128) c_u_cons(1361)_ 204.79466031735311
     sigma(1_128) c_u_cons(1372)_ 204.79466031735311
     sigma(1_128) c_u_cons(1383)_ 204.79466031735311
     sigma(1_128) c_u_cons(1394)_ 204.79466031735311
     sigma(1_128) c_u_cons(1405)_ 204.79466031735311
     sigma(1_128) c_u_cons(1416)_ 204.79466031735311
     sigma(1_128) c_u_cons(1427)_ 204.79466031735311
     sigma(1_128) c_u_cons(1458)_ 579.29155470378009
     sigma(1_128) c_u_cons(1459)_ 579.29155470378009
     sigma(1_128) c_u_cons(1460)_ 579.29155470378009
     sigma(1_128) c_u_cons(1461)_ 579.29155470378009
     sigma(1_128) c_u_cons(1462)_ 579.29155470378009
     sigma(1_128) c_u_cons(1463)_ 579.29155470378009
     sigma(1_128) c_u_cons(1464)_ 579.29155470378009
     sigma(1_128) c_u_cons(1517)_ 204.79466031735311
     sigma(1_128) c_u_cons(1528)_ 204.79466031735311
     sigma(1_128) c_u_cons(1539)_ 204.79466031735311
     sigma(1_128) c_u_cons(1550)_ 204.79466031735311
     sigma(1_128) c_u_cons(1561)_ 204.79466031735311
     sigma(1_128) c_u_cons(1572)_ 204.79466031735311
     sigma(1_128) c_u_cons(1583)_ 204.79466031735311
     sigma(1_128) c_u_cons(1614)_ 579.29155470378009
     sigma(1_128) c_u_cons(1615)_ 579.29155470378009
     sigma(1_128) c_u_cons(1616)_ 579.29155470378009
     sigma(1_128) c_u_cons(1617)_ 579.29155470378009
     sigma(1_128) c_u_cons(1618)_ 579.29155470378009
     sigma(1_128) c_u_cons(1619)_ 579.29155470378009
     sigma(1_128) c_u_cons(1620)_ 579.29155470378009
     sigma(1_128) c_u_cons(1673)_ 204.79466031735311
     sigma(1_128) c_u_cons(1684)_ 204.79466031735311
     sigma(1_128) c_u_cons(1695)_ 204.79466031735311
     sigma(1_128) c_u_cons(1706)_ 204.79466031735311
     sigma(1_128) c_u_cons(1717)_ 204.79466031735311
     sigma(1_128) c_u_cons(1728)_ 204.79466031735311
     sigma(1_128) c_u_cons(1739)_ 204.79466031735311
     sigma(1_128) c_u_cons(1770)_ 579.29155470378009
     sigma(1_128) c_u_cons(1771)_ 579.29155470378009
     sigma(1_128) c_u_cons(1772)_ 579.29155470378009
     sigma(1_128) c_u_cons(1773)_ 579.29155470378009
     sigma(1_128) c_u_cons(1774)_ 579.29155470378009
     sigma(1_128) c_u_cons(1775)_ 579.29155470378009
     sigma(1_128) c_u_cons(1776)_ 579.29155470378009
     sigma(1_128) c_u_cons(1829)_ 204.79466031735311
     sigma(1_128) c_u_cons(1840)_ 204.79466031735311
     sigma(1_128) c_u_cons(1851)_ 204.79466031735311
     sigma(1_128) c_u_cons(1862)_ 204.79466031735311
     sigma(1_128) c_u_cons(1873)_ 204.79466031735311
     sigma(1_128) c_u_cons(1884)_ 204.79466031735311
     sigma(1_128) c_u_cons(1895)_ 204.79466031735311
     sigma(1_256) c_e_cons(42)_ 1
     sigma(1_256) c_u_cons(50)_ -539.32557075993759
     sigma(1_256) c_u_cons(55)_ -539.32557075993759
     sigma(1_256) c_u_cons(60)_ -539.32557075993759
     sigma(1_256) c_u_cons(65)_ -539.32557075993759
     sigma(1_256) c_u_cons(70)_ -539.32557075993759
     sigma(1_256) c_u_cons(75)_ -539.32557075993759
     sigma(1_256) c_u_cons(80)_ -539.32557075993759
     sigma(1_256) c_u_cons(85)_ -539.32557075993759
     sigma(1_256) c_u_cons(147)_ 207.11111111111111
     sigma(1_256) c_u_cons(158)_ 207.11111111111111
     sigma(1_256) c_u_cons(169)_ 207.11111111111111
     sigma(1_256) c_u_cons(180)_ 207.11111111111111
     sigma(1_256) c_u_cons(191)_ 207.11111111111111
     sigma(1_256) c_u_cons(202)_ 207.11111111111111
     sigma(1_256) c_u_cons(213)_ 207.11111111111111
     sigma(1_256) c_u_cons(236)_ 579.29155470378009
     sigma(1_256) c_u_cons(237)_ 579.29155470378009
     sigma(1_256) c_u_cons(238)_ 579.29155470378009
     sigma(1_256) c_u_cons(239)_ 579.29155470378009
     sigma(1_256) c_u_cons(240)_ 579.29155470378009
     sigma(1_256) c_u_cons(241)_ 579.29155470378009
     sigma(1_256) c_u_cons(242)_ 579.29155470378009
     sigma(1_256) c_u_cons(303)_ 207.11111111111111
     sigma(1_256) c_u_cons(314)_ 207.11111111111111
     sigma(1_256) c_u_cons(325)_ 207.11111111111111
     sigma(1_256) c_u_cons(336)_ 207.11111111111111
     sigma(1_256) c_u_cons(347)_ 207.11111111111111
     sigma(1_256) c_u_cons(358)_ 207.11111111111111
     sigma(1_256) c_u_cons(369)_ 207.11111111111111
     sigma(1_256) c_u_cons(392)_ 579.29155470378009
     sigma(1_256) c_u_cons(393)_ 579.29155470378009
     sigma(1_256) c_u_cons(394)_ 579.29155470378009
     sigma(1_256) c_u_cons(395)_ 579.29155470378009
     sigma(1_256) c_u_cons(396)_ 579.29155470378009
     sigma(1_256) c_u_cons(397)_ 579.29155470378009
     sigma(1_256) c_u_cons(398)_ 579.29155470378009
     sigma(1_256) c_u_cons(459)_ 207.11111111111111
     sigma(1_256) c_u_cons(470)_ 207.11111111111111
     sigma(1_256) c_u_cons(481)_ 207.11111111111111
     sigma(1_256) c_u_cons(492)_ 207.11111111111111
     sigma(1_256) c_u_cons(503)_ 207.11111111111111
     sigma(1_256) c_u_cons(514)_ 207.11111111111111
     sigma(1_256) c_u_cons(525)_ 207.11111111111111
     sigma(1_256) c_u_cons(548)_ 579.29155470378009
     sigma(1_256) c_u_cons(549)_ 579.29155470378009
     sigma(1_256) c_u_cons(550)_ 579.29155470378009
     sigma(1_256) c_u_cons(551)_ 579.29155470378009
     sigma(1_256) c_u_cons(552)_ 579.29155470378009
     sigma(1_256) c_u_cons(553)_ 579.29155470378009
     sigma(1_256) c_u_cons(554)_ 579.29155470378009
     sigma(1_256) c_u_cons(615)_ 207.11111111111111
     sigma(1_256) c_u_cons(626)_ 207.11111111111111
     sigma(1_256) c_u_cons(637)_ 207.11111111111111
     sigma(1_256) c_u_cons(648)_ 207.11111111111111
     sigma(1_256) c_u_cons(659)_ 207.11111111111111
     sigma(1_256) c_u_cons(670)_ 207.11111111111111
     sigma(1_256) c_u_cons(681)_ 207.11111111111111
     sigma(1_256) c_u_cons(704)_ 579.29155470378009
     sigma(1_256) c_u_cons(705)_ 579.29155470378009
     sigma(1_256) c_u_cons(706)_ 579.29155470378009
     sigma(1_256) c_u_cons(707)_ 579.29155470378009
     sigma(1_256) c_u_cons(708)_ 579.29155470378009
     sigma(1_256) c_u_cons(709)_ 579.29155470378009
     sigma(1_256) c_u_cons(710)_ 579.29155470378009
     sigma(1_256) c_u_cons(771)_ 207.11111111111111
     sigma(1_256) c_u_cons(782)_ 207.11111111111111
     sigma(1_256) c_u_cons(793)_ 207.11111111111111
     sigma(1_256) c_u_cons(804)_ 207.11111111111111
     sigma(1_256) c_u_cons(815)_ 207.11111111111111
     sigma(1_256) c_u_cons(826)_ 207.11111111111111
     sigma(1_256) c_u_cons(837)_ 207.11111111111111
     sigma(1_256) c_u_cons(860)_ 579.29155470378009
     sigma(1_256) c_u_cons(861)_ 579.29155470378009
     sigma(1_256) c_u_cons(862)_ 579.29155470378009
     sigma(1_256) c_u_cons(863)_ 579.29155470378009
     sigma(1_256) c_u_cons(864)_ 579.29155470378009
     sigma(1_256) c_u_cons(865)_ 579.29155470378009
     sigma(1_256) c_u_cons(866)_ 579.29155470378009
     sigma(1_256) c_u_cons(927)_ 207.11111111111111
     sigma(1_256) c_u_cons(938)_ 207.11111111111111
     sigma(1_256) c_u_cons(949)_ 207.11111111111111
     sigma(1_256) c_u_cons(960)_ 207.11111111111111
     sigma(1_256) c_u_cons(971)_ 207.11111111111111
     sigma(1_256) c_u_cons(982)_ 207.11111111111111
     sigma(1_256) c_u_cons(993)_ 207.11111111111111
     sigma(1_256) c_u_cons(1016)_ 579.29155470378009
     sigma(1_256) c_u_cons(1017)_ 579.29155470378009
     sigma(1_256) c_u_cons(1018)_ 579.29155470378009
     sigma(1_256) c_u_cons(1019)_ 579.29155470378009
     sigma(1_256) c_u_cons(1020)_ 579.29155470378009
     sigma(1_256) c_u_cons(1021)_ 579.29155470378009
     sigma(1_256) c_u_cons(1022)_ 579.29155470378009
     sigma(1_256) c_u_cons(1295)_ 579.29155470378009
     sigma(1_256) c_u_cons(1296)_ 579.29155470378009
     sigma(1_256) c_u_cons(1297)_ 579.29155470378009
     sigma(1_256) c_u_cons(1298)_ 579.29155470378009
     sigma(1_256) c_u_cons(1299)_ 579.29155470378009
     sigma(1_256) c_u_cons(1300)_ 579.29155470378009
     sigma(1_256) c_u_cons(1301)_ 579.29155470378009
     sigma(1_256) c_u_cons(1360)_ 204.79466031735311
     sigma(1_256) c_u_cons(1371)_ 204.79466031735311
     sigma(1_256) c_u_cons(1382)_ 204.79466031735311
     sigma(1_256) c_u_cons(1393)_ 204.79466031735311
     sigma(1_256) c_u_cons(1404)_ 204.79466031735311
     sigma(1_256) c_u_cons(1415)_ 204.79466031735311
     sigma(1_256) c_u_cons(1426)_ 204.79466031735311
     sigma(1_256) c_u_cons(1451)_ 579.29155470378009
     sigma(1_256) c_u_cons(1452)_ 579.29155470378009
     sigma(1_256) c_u_cons(1453)_ 579.29155470378009
     sigma(1_256) c_u_cons(1454)_ 579.29155470378009
     sigma(1_256) c_u_cons(1455)_ 579.29155470378009
     sigma(1_256) c_u_cons(1456)_ 579.29155470378009
     sigma(1_256) c_u_cons(1457)_ 579.29155470378009
     sigma(1_256) c_u_cons(1516)_ 204.79466031735311
     sigma(1_256) c_u_cons(1527)_ 204.79466031735311
     sigma(1_256) c_u_cons(1538)_ 204.79466031735311
     sigma(1_256) c_u_cons(1549)_ 204.79466031735311
     sigma(1_256) c_u_cons(1560)_ 204.79466031735311
     sigma(1_256) c_u_cons(1571)_ 204.79466031735311
     sigma(1_256) c_u_cons(1582)_ 204.79466031735311
     sigma(1_256) c_u_cons(1607)_ 579.29155470378009
     sigma(1_256) c_u_cons(1608)_ 579.29155470378009
     sigma(1_256) c_u_cons(1609)_ 579.29155470378009
     sigma(1_256) c_u_cons(1610)_ 579.29155470378009
     sigma(1_256) c_u_cons(1611)_ 579.29155470378009
     sigma(1_256) c_u_cons(1612)_ 579.29155470378009
     sigma(1_256) c_u_cons(1613)_ 579.29155470378009
     sigma(1_256) c_u_cons(1672)_ 204.79466031735311
     sigma(1_256) c_u_cons(1683)_ 204.79466031735311
     sigma(1_256) c_u_cons(1694)_ 204.79466031735311
     sigma(1_256) c_u_cons(1705)_ 204.79466031735311
     sigma(1_256) c_u_cons(1716)_ 204.79466031735311
     sigma(1_256) c_u_cons(1727)_ 204.79466031735311
     sigma(1_256) c_u_cons(1738)_ 204.79466031735311
     sigma(1_256) c_u_cons(1763)_ 579.29155470378009
     sigma(1_256) c_u_cons(1764)_ 579.29155470378009
     sigma(1_256) c_u_cons(1765)_ 579.29155470378009
     sigma(1_256) c_u_cons(1766)_ 579.29155470378009
     sigma(1_256) c_u_cons(1767)_ 579.29155470378009
     sigma(1_256) c_u_cons(1768)_ 579.29155470378009
     sigma(1_256) c_u_cons(1769)_ 579.29155470378009
     sigma(1_256) c_u_cons(1828)_ 204.79466031735311
     sigma(1_256) c_u_cons(1839)_ 204.79466031735311
     sigma(1_256) c_u_cons(1850)_ 204.79466031735311
     sigma(1_256) c_u_cons(1861)_ 204.79466031735311
     sigma(1_256) c_u_cons(1872)_ 204.79466031735311
     sigma(1_256) c_u_cons(1883)_ 204.79466031735311
     sigma(1_256) c_u_cons(1894)_ 204.79466031735311
     sigma(1_512) c_e_cons(42)_ 1
     sigma(1_512) c_u_cons(50)_ -565.32728619991155
     sigma(1_512) c_u_cons(55)_ -565.32728619991155
     sigma(1_512) c_u_cons(60)_ -565.32728619991155
     sigma(1_512) c_u_cons(65)_ -565.32728619991155
     sigma(1_512) c_u_cons(70)_ -565.32728619991155
     sigma(1_512) c_u_cons(75)_ -565.32728619991155
     sigma(1_512) c_u_cons(80)_ -565.32728619991155
     sigma(1_512) c_u_cons(85)_ -565.32728619991155
     sigma(1_512) c_u_cons(146)_ 207.11111111111111
     sigma(1_512) c_u_cons(157)_ 207.11111111111111
     sigma(1_512) c_u_cons(168)_ 207.11111111111111
     sigma(1_512) c_u_cons(179)_ 207.11111111111111
     sigma(1_512) c_u_cons(190)_ 207.11111111111111
     sigma(1_512) c_u_cons(201)_ 207.11111111111111
     sigma(1_512) c_u_cons(212)_ 207.11111111111111
     sigma(1_512) c_u_cons(229)_ 579.29155470378009
     sigma(1_512) c_u_cons(230)_ 579.29155470378009
     sigma(1_512) c_u_cons(231)_ 579.29155470378009
     sigma(1_512) c_u_cons(232)_ 579.29155470378009
     sigma(1_512) c_u_cons(233)_ 579.29155470378009
     sigma(1_512) c_u_cons(234)_ 579.29155470378009
     sigma(1_512) c_u_cons(235)_ 579.29155470378009
     sigma(1_512) c_u_cons(302)_ 207.11111111111111
     sigma(1_512) c_u_cons(313)_ 207.11111111111111
     sigma(1_512) c_u_cons(324)_ 207.11111111111111
     sigma(1_512) c_u_cons(335)_ 207.11111111111111
     sigma(1_512) c_u_cons(346)_ 207.11111111111111
     sigma(1_512) c_u_cons(357)_ 207.11111111111111
     sigma(1_512) c_u_cons(368)_ 207.11111111111111
     sigma(1_512) c_u_cons(385)_ 579.29155470378009
     sigma(1_512) c_u_cons(386)_ 579.29155470378009
     sigma(1_512) c_u_cons(387)_ 579.29155470378009
     sigma(1_512) c_u_cons(388)_ 579.29155470378009
     sigma(1_512) c_u_cons(389)_ 579.29155470378009
     sigma(1_512) c_u_cons(390)_ 579.29155470378009
     sigma(1_512) c_u_cons(391)_ 579.29155470378009
     sigma(1_512) c_u_cons(458)_ 207.11111111111111
     sigma(1_512) c_u_cons(469)_ 207.11111111111111
     sigma(1_512) c_u_cons(480)_ 207.11111111111111
     sigma(1_512) c_u_cons(491)_ 207.11111111111111
     sigma(1_512) c_u_cons(502)_ 207.11111111111111
     sigma(1_512) c_u_cons(513)_ 207.11111111111111
     sigma(1_512) c_u_cons(524)_ 207.11111111111111
     sigma(1_512) c_u_cons(541)_ 579.29155470378009
     sigma(1_512) c_u_cons(542)_ 579.29155470378009
     sigma(1_512) c_u_cons(543)_ 579.29155470378009
     sigma(1_512) c_u_cons(544)_ 579.29155470378009
     sigma(1_512) c_u_cons(545)_ 579.29155470378009
     sigma(1_512) c_u_cons(546)_ 579.29155470378009
     sigma(1_512) c_u_cons(547)_ 579.29155470378009
     sigma(1_512) c_u_cons(614)_ 207.11111111111111
     sigma(1_512) c_u_cons(625)_ 207.11111111111111
     sigma(1_512) c_u_cons(636)_ 207.11111111111111
     sigma(1_512) c_u_cons(647)_ 207.11111111111111
     sigma(1_512) c_u_cons(658)_ 207.11111111111111
     sigma(1_512) c_u_cons(669)_ 207.11111111111111
     sigma(1_512) c_u_cons(680)_ 207.11111111111111
     sigma(1_512) c_u_cons(697)_ 579.29155470378009
     sigma(1_512) c_u_cons(698)_ 579.29155470378009
     sigma(1_512) c_u_cons(699)_ 579.29155470378009
     sigma(1_512) c_u_cons(700)_ 579.29155470378009
     sigma(1_512) c_u_cons(701)_ 579.29155470378009
     sigma(1_512) c_u_cons(702)_ 579.29155470378009
     sigma(1_512) c_u_cons(703)_ 579.29155470378009
     sigma(1_512) c_u_cons(770)_ 207.11111111111111
     sigma(1_512) c_u_cons(781)_ 207.11111111111111
     sigma(1_512) c_u_cons(792)_ 207.11111111111111
     sigma(1_512) c_u_cons(803)_ 207.11111111111111
     sigma(1_512) c_u_cons(814)_ 207.11111111111111
     sigma(1_512) c_u_cons(825)_ 207.11111111111111
     sigma(1_512) c_u_cons(836)_ 207.11111111111111
     sigma(1_512) c_u_cons(853)_ 579.29155470378009
     sigma(1_512) c_u_cons(854)_ 579.29155470378009
     sigma(1_512) c_u_cons(855)_ 579.29155470378009
     sigma(1_512) c_u_cons(856)_ 579.29155470378009
     sigma(1_512) c_u_cons(857)_ 579.29155470378009
     sigma(1_512) c_u_cons(858)_ 579.29155470378009
     sigma(1_512) c_u_cons(859)_ 579.29155470378009
     sigma(1_512) c_u_cons(926)_ 207.11111111111111
     sigma(1_512) c_u_cons(937)_ 207.11111111111111
     sigma(1_512) c_u_cons(948)_ 207.11111111111111
     sigma(1_512) c_u_cons(959)_ 207.11111111111111
     sigma(1_512) c_u_cons(970)_ 207.11111111111111
     sigma(1_512) c_u_cons(981)_ 207.11111111111111
     sigma(1_512) c_u_cons(992)_ 207.11111111111111
     sigma(1_512) c_u_cons(1009)_ 579.29155470378009
     sigma(1_512) c_u_cons(1010)_ 579.29155470378009
     sigma(1_512) c_u_cons(1011)_ 579.29155470378009
     sigma(1_512) c_u_cons(1012)_ 579.29155470378009
     sigma(1_512) c_u_cons(1013)_ 579.29155470378009
     sigma(1_512) c_u_cons(1014)_ 579.29155470378009
     sigma(1_512) c_u_cons(1015)_ 579.29155470378009
     sigma(1_512) c_u_cons(1288)_ 579.29155470378009
     sigma(1_512) c_u_cons(1289)_ 579.29155470378009
     sigma(1_512) c_u_cons(1290)_ 579.29155470378009
     sigma(1_512) c_u_cons(1291)_ 579.29155470378009
     sigma(1_512) c_u_cons(1292)_ 579.29155470378009
     sigma(1_512) c_u_cons(1293)_ 579.29155470378009
     sigma(1_512) c_u_cons(1294)_ 579.29155470378009
     sigma(1_512) c_u_cons(1359)_ 204.79466031735311
     sigma(1_512) c_u_cons(1370)_ 204.79466031735311
     sigma(1_512) c_u_cons(1381)_ 204.79466031735311
     sigma(1_512) c_u_cons(1392)_ 204.79466031735311
     sigma(1_512) c_u_cons(1403)_ 204.79466031735311
     sigma(1_512) c_u_cons(1414)_ 204.79466031735311
     sigma(1_512) c_u_cons(1425)_ 204.79466031735311
     sigma(1_512) c_u_cons(1444)_ 579.29155470378009
     sigma(1_512) c_u_cons(1445)_ 579.29155470378009
     sigma(1_512) c_u_cons(1446)_ 579.29155470378009
     sigma(1_512) c_u_cons(1447)_ 579.29155470378009
     sigma(1_512) c_u_cons(1448)_ 579.29155470378009
     sigma(1_512) c_u_cons(1449)_ 579.29155470378009
     sigma(1_512) c_u_cons(1450)_ 579.29155470378009
     sigma(1_512) c_u_cons(1515)_ 204.79466031735311
     sigma(1_512) c_u_cons(1526)_ 204.79466031735311
     sigma(1_512) c_u_cons(1537)_ 204.79466031735311
     sigma(1_512) c_u_cons(1548)_ 204.79466031735311
     sigma(1_512) c_u_cons(1559)_ 204.79466031735311
     sigma(1_512) c_u_cons(1570)_ 204.79466031735311
     sigma(1_512) c_u_cons(1581)_ 204.79466031735311
     sigma(1_512) c_u_cons(1600)_ 579.29155470378009
     sigma(1_512) c_u_cons(1601)_ 579.29155470378009
     sigma(1_512) c_u_cons(1602)_ 579.29155470378009
     sigma(1_512) c_u_cons(1603)_ 579.29155470378009
     sigma(1_512) c_u_cons(1604)_ 579.29155470378009
     sigma(1_512) c_u_cons(1605)_ 579.29155470378009
     sigma(1_512) c_u_cons(1606)_ 579.29155470378009
     sigma(1_512) c_u_cons(1671)_ 204.79466031735311
     sigma(1_512) c_u_cons(1682)_ 204.79466031735311
     sigma(1_512) c_u_cons(1693)_ 204.79466031735311
     sigma(1_512) c_u_cons(1704)_ 204.79466031735311
     sigma(1_512) c_u_cons(1715)_ 204.79466031735311
     sigma(1_512) c_u_cons(1726)_ 204.79466031735311
     sigma(1_512) c_u_cons(1737)_ 204.79466031735311
     sigma(1_512) c_u_cons(1756)_ 579.29155470378009
     sigma(1_512) c_u_cons(1757)_ 579.29155470378009
     sigma(1_512) c_u_cons(1758)_ 579.29155470378009
     sigma(1_512) c_u_cons(1759)_ 579.29155470378009
     sigma(1_512) c_u_cons(1760)_ 579.29155470378009
     sigma(1_512) c_u_cons(1761)_ 579.29155470378009
     sigma(1_512) c_u_cons(1762)_ 579.29155470378009
     sigma(1_512) c_u_cons(1827)_ 204.79466031735311
     sigma(1_512) c_u_cons(1838)_ 204.79466031735311
     sigma(1_512) c_u_cons(1849)_ 204.79466031735311
     sigma(1_512) c_u_cons(1860)_ 204.79466031735311
     sigma(1_512) c_u_cons(1871)_ 204.79466031735311
     sigma(1_512) c_u_cons(1882)_ 204.79466031735311
     sigma(1_512) c_u_cons(1893)_ 204.79466031735311
     sigma(1_1024) c_e_cons(42)_ 1
     sigma(1_1024) c_u_cons(50)_ -579.29155470378009
     sigma(1_1024) c_u_cons(55)_ -579.29155470378009
     sigma(1_1024) c_u_cons(60)_ -579.29155470378009
     sigma(1_1024) c_u_cons(65)_ -579.29155470378009
     sigma(1_1024) c_u_cons(70)_ -579.29155470378009
     sigma(1_1024) c_u_cons(75)_ -579.29155470378009
     sigma(1_1024) c_u_cons(80)_ -579.29155470378009
     sigma(1_1024) c_u_cons(85)_ -579.29155470378009
     sigma(1_1024) c_u_cons(145)_ 207.11111111111111
     sigma(1_1024) c_u_cons(156)_ 207.11111111111111
     sigma(1_1024) c_u_cons(167)_ 207.11111111111111
     sigma(1_1024) c_u_cons(178)_ 207.11111111111111
     sigma(1_1024) c_u_cons(189)_ 207.11111111111111
     sigma(1_1024) c_u_cons(200)_ 207.11111111111111
     sigma(1_1024) c_u_cons(211)_ 207.11111111111111
     sigma(1_1024) c_u_cons(222)_ 579.29155470378009
     sigma(1_1024) c_u_cons(223)_ 579.29155470378009
     sigma(1_1024) c_u_cons(224)_ 579.29155470378009
     sigma(1_1024) c_u_cons(225)_ 579.29155470378009
     sigma(1_1024) c_u_cons(226)_ 579.29155470378009
     sigma(1_1024) c_u_cons(227)_ 579.29155470378009
     sigma(1_1024) c_u_cons(228)_ 579.29155470378009
     sigma(1_1024) c_u_cons(301)_ 207.11111111111111
     sigma(1_1024) c_u_cons(312)_ 207.11111111111111
     sigma(1_1024) c_u_cons(323)_ 207.11111111111111
     sigma(1_1024) c_u_cons(334)_ 207.11111111111111
     sigma(1_1024) c_u_cons(345)_ 207.11111111111111
     sigma(1_1024) c_u_cons(356)_ 207.11111111111111
     sigma(1_1024) c_u_cons(367)_ 207.11111111111111
     sigma(1_1024) c_u_cons(378)_ 579.29155470378009
     sigma(1_1024) c_u_cons(379)_ 579.29155470378009
     sigma(1_1024) c_u_cons(380)_ 579.29155470378009
     sigma(1_1024) c_u_cons(381)_ 579.29155470378009
     sigma(1_1024) c_u_cons(382)_ 579.29155470378009
     sigma(1_1024) c_u_cons(383)_ 579.29155470378009
     sigma(1_1024) c_u_cons(384)_ 579.29155470378009
     sigma(1_1024) c_u_cons(457)_ 207.11111111111111
     sigma(1_1024) c_u_cons(468)_ 207.11111111111111
     sigma(1_1024) c_u_cons(479)_ 207.11111111111111
     sigma(1_1024) c_u_cons(490)_ 207.11111111111111
     sigma(1_1024) c_u_cons(501)_ 207.11111111111111
     sigma(1_1024) c_u_cons(512)_ 207.11111111111111
     sigma(1_1024) c_u_cons(523)_ 207.11111111111111
     sigma(1_1024) c_u_cons(534)_ 579.29155470378009
     sigma(1_1024) c_u_cons(535)_ 579.29155470378009
     sigma(1_1024) c_u_cons(536)_ 579.29155470378009
     sigma(1_1024) c_u_cons(537)_ 579.29155470378009
     sigma(1_1024) c_u_cons(538)_ 579.29155470378009
     sigma(1_1024) c_u_cons(539)_ 579.29155470378009
     sigma(1_1024) c_u_cons(540)_ 579.29155470378009
     sigma(1_1024) c_u_cons(613)_ 207.11111111111111
     sigma(1_1024) c_u_cons(624)_ 207.11111111111111
     sigma(1_1024) c_u_cons(635)_ 207.11111111111111
     sigma(1_1024) c_u_cons(646)_ 207.11111111111111
     sigma(1_1024) c_u_cons(657)_ 207.11111111111111
     sigma(1_1024) c_u_cons(668)_ 207.11111111111111
     sigma(1_1024) c_u_cons(679)_ 207.11111111111111
     sigma(1_1024) c_u_cons(690)_ 579.29155470378009
     sigma(1_1024) c_u_cons(691)_ 579.29155470378009
     sigma(1_1024) c_u_cons(692)_ 579.29155470378009
     sigma(1_1024) c_u_cons(693)_ 579.29155470378009
     sigma(1_1024) c_u_cons(694)_ 579.29155470378009
     sigma(1_1024) c_u_cons(695)_ 579.29155470378009
     sigma(1_1024) c_u_cons(696)_ 579.29155470378009
     sigma(1_1024) c_u_cons(769)_ 207.11111111111111
     sigma(1_1024) c_u_cons(780)_ 207.11111111111111
     sigma(1_1024) c_u_cons(791)_ 207.11111111111111
     sigma(1_1024) c_u_cons(802)_ 207.11111111111111
     sigma(1_1024) c_u_cons(813)_ 207.11111111111111
     sigma(1_1024) c_u_cons(824)_ 207.11111111111111
     sigma(1_1024) c_u_cons(835)_ 207.11111111111111
     sigma(1_1024) c_u_cons(846)_ 579.29155470378009
     sigma(1_1024) c_u_cons(847)_ 579.29155470378009
     sigma(1_1024) c_u_cons(848)_ 579.29155470378009
     sigma(1_1024) c_u_cons(849)_ 579.29155470378009
     sigma(1_1024) c_u_cons(850)_ 579.29155470378009
     sigma(1_1024) c_u_cons(851)_ 579.29155470378009
     sigma(1_1024) c_u_cons(852)_ 579.29155470378009
     sigma(1_1024) c_u_cons(925)_ 207.11111111111111
     sigma(1_1024) c_u_cons(936)_ 207.11111111111111
     sigma(1_1024) c_u_cons(947)_ 207.11111111111111
     sigma(1_1024) c_u_cons(958)_ 207.11111111111111
     sigma(1_1024) c_u_cons(969)_ 207.11111111111111
     sigma(1_1024) c_u_cons(980)_ 207.11111111111111
     sigma(1_1024) c_u_cons(991)_ 207.11111111111111
     sigma(1_1024) c_u_cons(1002)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1003)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1004)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1005)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1006)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1007)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1008)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1281)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1282)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1283)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1284)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1285)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1286)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1287)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1358)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1369)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1380)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1391)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1402)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1413)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1424)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1437)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1438)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1439)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1440)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1441)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1442)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1443)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1514)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1525)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1536)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1547)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1558)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1569)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1580)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1593)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1594)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1595)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1596)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1597)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1598)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1599)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1670)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1681)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1692)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1703)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1714)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1725)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1736)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1749)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1750)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1751)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1752)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1753)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1754)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1755)_ 579.29155470378009
     sigma(1_1024) c_u_cons(1826)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1837)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1848)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1859)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1870)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1881)_ 204.79466031735311
     sigma(1_1024) c_u_cons(1892)_ 204.79466031735311
     sigma(2_1) c_e_cons(88)_ 1
     sigma(2_1) c_u_cons(96)_ -52.322133644398079
     sigma(2_1) c_u_cons(101)_ -52.322133644398079
     sigma(2_1) c_u_cons(106)_ -52.322133644398079
     sigma(2_1) c_u_cons(111)_ -52.322133644398079
     sigma(2_1) c_u_cons(116)_ -52.322133644398079
     sigma(2_1) c_u_cons(121)_ -52.322133644398079
     sigma(2_1) c_u_cons(126)_ -52.322133644398079
     sigma(2_1) c_u_cons(131)_ -52.322133644398079
     sigma(2_1) c_u_cons(136)_ -52.322133644398079
     sigma(2_1) c_u_cons(1087)_ 207.11111111111111
     sigma(2_1) c_u_cons(1094)_ 207.11111111111111
     sigma(2_1) c_u_cons(1101)_ 207.11111111111111
     sigma(2_1) c_u_cons(1108)_ 207.11111111111111
     sigma(2_1) c_u_cons(1115)_ 207.11111111111111
     sigma(2_1) c_u_cons(1122)_ 207.11111111111111
     sigma(2_1) c_u_cons(1129)_ 207.11111111111111
     sigma(2_1) c_u_cons(1172)_ 204.79466031735311
     sigma(2_1) c_u_cons(1173)_ 204.79466031735311
     sigma(2_1) c_u_cons(1174)_ 204.79466031735311
     sigma(2_1) c_u_cons(1175)_ 204.79466031735311
     sigma(2_1) c_u_cons(1176)_ 204.79466031735311
     sigma(2_1) c_u_cons(1177)_ 204.79466031735311
     sigma(2_1) c_u_cons(1178)_ 204.79466031735311
     sigma(2_1) c_u_cons(1187)_ 207.11111111111111
     sigma(2_1) c_u_cons(1194)_ 207.11111111111111
     sigma(2_1) c_u_cons(1201)_ 207.11111111111111
     sigma(2_1) c_u_cons(1208)_ 207.11111111111111
     sigma(2_1) c_u_cons(1215)_ 207.11111111111111
     sigma(2_1) c_u_cons(1222)_ 207.11111111111111
     sigma(2_1) c_u_cons(1229)_ 207.11111111111111
     sigma(2_1) c_u_cons(1272)_ 204.79466031735311
     sigma(2_1) c_u_cons(1273)_ 204.79466031735311
     sigma(2_1) c_u_cons(1274)_ 204.79466031735311
     sigma(2_1) c_u_cons(1275)_ 204.79466031735311
     sigma(2_1) c_u_cons(1276)_ 204.79466031735311
     sigma(2_1) c_u_cons(1277)_ 204.79466031735311
     sigma(2_1) c_u_cons(1278)_ 204.79466031735311
     sigma(2_1) c_u_cons(1287)_ 579.29155470378009
     sigma(2_1) c_u_cons(1294)_ 579.29155470378009
     sigma(2_1) c_u_cons(1301)_ 579.29155470378009
     sigma(2_1) c_u_cons(1308)_ 579.29155470378009
     sigma(2_1) c_u_cons(1315)_ 579.29155470378009
     sigma(2_1) c_u_cons(1322)_ 579.29155470378009
     sigma(2_1) c_u_cons(1329)_ 579.29155470378009
     sigma(2_1) c_u_cons(1336)_ 579.29155470378009
     sigma(2_1) c_u_cons(1343)_ 579.29155470378009
     sigma(2_1) c_u_cons(1350)_ 579.29155470378009
     sigma(2_1) c_u_cons(1357)_ 579.29155470378009
     sigma(2_1) c_u_cons(1424)_ 204.79466031735311
     sigma(2_1) c_u_cons(1425)_ 204.79466031735311
     sigma(2_1) c_u_cons(1426)_ 204.79466031735311
     sigma(2_1) c_u_cons(1427)_ 204.79466031735311
     sigma(2_1) c_u_cons(1428)_ 204.79466031735311
     sigma(2_1) c_u_cons(1429)_ 204.79466031735311
     sigma(2_1) c_u_cons(1430)_ 204.79466031735311
     sigma(2_1) c_u_cons(1431)_ 204.79466031735311
     sigma(2_1) c_u_cons(1432)_ 204.79466031735311
     sigma(2_1) c_u_cons(1433)_ 204.79466031735311
     sigma(2_1) c_u_cons(1434)_ 204.79466031735311
     sigma(2_1) c_u_cons(1443)_ 579.29155470378009
     sigma(2_1) c_u_cons(1450)_ 579.29155470378009
     sigma(2_1) c_u_cons(1457)_ 579.29155470378009
     sigma(2_1) c_u_cons(1464)_ 579.29155470378009
     sigma(2_1) c_u_cons(1471)_ 579.29155470378009
     sigma(2_1) c_u_cons(1478)_ 579.29155470378009
     sigma(2_1) c_u_cons(1485)_ 579.29155470378009
     sigma(2_1) c_u_cons(1492)_ 579.29155470378009
     sigma(2_1) c_u_cons(1499)_ 579.29155470378009
     sigma(2_1) c_u_cons(1506)_ 579.29155470378009
     sigma(2_1) c_u_cons(1513)_ 579.29155470378009
     sigma(2_1) c_u_cons(1580)_ 204.79466031735311
     sigma(2_1) c_u_cons(1581)_ 204.79466031735311
     sigma(2_1) c_u_cons(1582)_ 204.79466031735311
     sigma(2_1) c_u_cons(1583)_ 204.79466031735311
     sigma(2_1) c_u_cons(1584)_ 204.79466031735311
     sigma(2_1) c_u_cons(1585)_ 204.79466031735311
     sigma(2_1) c_u_cons(1586)_ 204.79466031735311
     sigma(2_1) c_u_cons(1587)_ 204.79466031735311
     sigma(2_1) c_u_cons(1588)_ 204.79466031735311
     sigma(2_1) c_u_cons(1589)_ 204.79466031735311
     sigma(2_1) c_u_cons(1590)_ 204.79466031735311
     sigma(2_1) c_u_cons(1599)_ 579.29155470378009
     sigma(2_1) c_u_cons(1606)_ 579.29155470378009
     sigma(2_1) c_u_cons(1613)_ 579.29155470378009
     sigma(2_1) c_u_cons(1620)_ 579.29155470378009
     sigma(2_1) c_u_cons(1627)_ 579.29155470378009
     sigma(2_1) c_u_cons(1634)_ 579.29155470378009
     sigma(2_1) c_u_cons(1641)_ 579.29155470378009
     sigma(2_1) c_u_cons(1648)_ 579.29155470378009
     sigma(2_1) c_u_cons(1655)_ 579.29155470378009
     sigma(2_1) c_u_cons(1662)_ 579.29155470378009
     sigma(2_1) c_u_cons(1669)_ 579.29155470378009
     sigma(2_1) c_u_cons(1736)_ 204.79466031735311
     sigma(2_1) c_u_cons(1737)_ 204.79466031735311
     sigma(2_1) c_u_cons(1738)_ 204.79466031735311
     sigma(2_1) c_u_cons(1739)_ 204.79466031735311
     sigma(2_1) c_u_cons(1740)_ 204.79466031735311
     sigma(2_1) c_u_cons(1741)_ 204.79466031735311
     sigma(2_1) c_u_cons(1742)_ 204.79466031735311
     sigma(2_1) c_u_cons(1743)_ 204.79466031735311
     sigma(2_1) c_u_cons(1744)_ 204.79466031735311
     sigma(2_1) c_u_cons(1745)_ 204.79466031735311
     sigma(2_1) c_u_cons(1746)_ 204.79466031735311
     sigma(2_1) c_u_cons(1755)_ 579.29155470378009
     sigma(2_1) c_u_cons(1762)_ 579.29155470378009
     sigma(2_1) c_u_cons(1769)_ 579.29155470378009
     sigma(2_1) c_u_cons(1776)_ 579.29155470378009
     sigma(2_1) c_u_cons(1783)_ 579.29155470378009
     sigma(2_1) c_u_cons(1790)_ 579.29155470378009
     sigma(2_1) c_u_cons(1797)_ 579.29155470378009
     sigma(2_1) c_u_cons(1804)_ 579.29155470378009
     sigma(2_1) c_u_cons(1811)_ 579.29155470378009
     sigma(2_1) c_u_cons(1818)_ 579.29155470378009
     sigma(2_1) c_u_cons(1825)_ 579.29155470378009
     sigma(2_1) c_u_cons(1892)_ 204.79466031735311
     sigma(2_1) c_u_cons(1893)_ 204.79466031735311
     sigma(2_1) c_u_cons(1894)_ 204.79466031735311
     sigma(2_1) c_u_cons(1895)_ 204.79466031735311
     sigma(2_1) c_u_cons(1896)_ 204.79466031735311
     sigma(2_1) c_u_cons(1897)_ 204.79466031735311
     sigma(2_1) c_u_cons(1898)_ 204.79466031735311
     sigma(2_1) c_u_cons(1899)_ 204.79466031735311
     sigma(2_1) c_u_cons(1900)_ 204.79466031735311
     sigma(2_1) c_u_cons(1901)_ 204.79466031735311
     sigma(2_1) c_u_cons(1902)_ 204.79466031735311
     sigma(2_2) c_e_cons(88)_ 1
     sigma(2_2) c_u_cons(96)_ -84.141631979779788
     sigma(2_2) c_u_cons(101)_ -84.141631979779788
     sigma(2_2) c_u_cons(106)_ -84.141631979779788
     sigma(2_2) c_u_cons(111)_ -84.141631979779788
     sigma(2_2) c_u_cons(116)_ -84.141631979779788
     sigma(2_2) c_u_cons(121)_ -84.141631979779788
     sigma(2_2) c_u_cons(126)_ -84.141631979779788
     sigma(2_2) c_u_cons(131)_ -84.141631979779788
     sigma(2_2) c_u_cons(136)_ -84.141631979779788
     sigma(2_2) c_u_cons(1086)_ 207.11111111111111
     sigma(2_2) c_u_cons(1093)_ 207.11111111111111
     sigma(2_2) c_u_cons(1100)_ 207.11111111111111
     sigma(2_2) c_u_cons(1107)_ 207.11111111111111
     sigma(2_2) c_u_cons(1114)_ 207.11111111111111
     sigma(2_2) c_u_cons(1121)_ 207.11111111111111
     sigma(2_2) c_u_cons(1128)_ 207.11111111111111
     sigma(2_2) c_u_cons(1165)_ 204.79466031735311
     sigma(2_2) c_u_cons(1166)_ 204.79466031735311
     sigma(2_2) c_u_cons(1167)_ 204.79466031735311
     sigma(2_2) c_u_cons(1168)_ 204.79466031735311
     sigma(2_2) c_u_cons(1169)_ 204.79466031735311
     sigma(2_2) c_u_cons(1170)_ 204.79466031735311
     sigma(2_2) c_u_cons(1171)_ 204.79466031735311
     sigma(2_2) c_u_cons(1186)_ 207.11111111111111
     sigma(2_2) c_u_cons(1193)_ 207.11111111111111
     sigma(2_2) c_u_cons(1200)_ 207.11111111111111
     sigma(2_2) c_u_cons(1207)_ 207.11111111111111
     sigma(2_2) c_u_cons(1214)_ 207.11111111111111
     sigma(2_2) c_u_cons(1221)_ 207.11111111111111
     sigma(2_2) c_u_cons(1228)_ 207.11111111111111
     sigma(2_2) c_u_cons(1265)_ 204.79466031735311
     sigma(2_2) c_u_cons(1266)_ 204.79466031735311
     sigma(2_2) c_u_cons(1267)_ 204.79466031735311
     sigma(2_2) c_u_cons(1268)_ 204.79466031735311
     sigma(2_2) c_u_cons(1269)_ 204.79466031735311
     sigma(2_2) c_u_cons(1270)_ 204.79466031735311
     sigma(2_2) c_u_cons(1271)_ 204.79466031735311
     sigma(2_2) c_u_cons(1286)_ 579.29155470378009
     sigma(2_2) c_u_cons(1293)_ 579.29155470378009
     sigma(2_2) c_u_cons(1300)_ 579.29155470378009
     sigma(2_2) c_u_cons(1307)_ 579.29155470378009
     sigma(2_2) c_u_cons(1314)_ 579.29155470378009
     sigma(2_2) c_u_cons(1321)_ 579.29155470378009
     sigma(2_2) c_u_cons(1328)_ 579.29155470378009
     sigma(2_2) c_u_cons(1335)_ 579.29155470378009
     sigma(2_2) c_u_cons(1342)_ 579.29155470378009
     sigma(2_2) c_u_cons(1349)_ 579.29155470378009
     sigma(2_2) c_u_cons(1356)_ 579.29155470378009
     sigma(2_2) c_u_cons(1413)_ 204.79466031735311
     sigma(2_2) c_u_cons(1414)_ 204.79466031735311
     sigma(2_2) c_u_cons(1415)_ 204.79466031735311
     sigma(2_2) c_u_cons(1416)_ 204.79466031735311
     sigma(2_2) c_u_cons(1417)_ 204.79466031735311
     sigma(2_2) c_u_cons(1418)_ 204.79466031735311
     sigma(2_2) c_u_cons(1419)_ 204.79466031735311
     sigma(2_2) c_u_cons(1420)_ 204.79466031735311
     sigma(2_2) c_u_cons(1421)_ 204.79466031735311
     sigma(2_2) c_u_cons(1422)_ 204.79466031735311
     sigma(2_2) c_u_cons(1423)_ 204.79466031735311
     sigma(2_2) c_u_cons(1442)_ 579.29155470378009
     sigma(2_2) c_u_cons(1449)_ 579.29155470378009
     sigma(2_2) c_u_cons(1456)_ 579.29155470378009
     sigma(2_2) c_u_cons(1463)_ 579.29155470378009
     sigma(2_2) c_u_cons(1470)_ 579.29155470378009
     sigma(2_2) c_u_cons(1477)_ 579.29155470378009
     sigma(2_2) c_u_cons(1484)_ 579.29155470378009
     sigma(2_2) c_u_cons(1491)_ 579.29155470378009
     sigma(2_2) c_u_cons(1498)_ 579.29155470378009
     sigma(2_2) c_u_cons(1505)_ 579.29155470378009
     sigma(2_2) c_u_cons(1512)_ 579.29155470378009
     sigma(2_2) c_u_cons(1569)_ 204.79466031735311
     sigma(2_2) c_u_cons(1570)_ 204.79466031735311
     sigma(2_2) c_u_cons(1571)_ 204.79466031735311
     sigma(2_2) c_u_cons(1572)_ 204.79466031735311
     sigma(2_2) c_u_cons(1573)_ 204.79466031735311
     sigma(2_2) c_u_cons(1574)_ 204.79466031735311
     sigma(2_2) c_u_cons(1575)_ 204.79466031735311
     sigma(2_2) c_u_cons(1576)_ 204.79466031735311
     sigma(2_2) c_u_cons(1577)_ 204.79466031735311
     sigma(2_2) c_u_cons(1578)_ 204.79466031735311
     sigma(2_2) c_u_cons(1579)_ 204.79466031735311
     sigma(2_2) c_u_cons(1598)_ 579.29155470378009
     sigma(2_2) c_u_cons(1605)_ 579.29155470378009
     sigma(2_2) c_u_cons(1612)_ 579.29155470378009
     sigma(2_2) c_u_cons(1619)_ 579.29155470378009
     sigma(2_2) c_u_cons(1626)_ 579.29155470378009
     sigma(2_2) c_u_cons(1633)_ 579.29155470378009
     sigma(2_2) c_u_cons(1640)_ 579.29155470378009
     sigma(2_2) c_u_cons(1647)_ 579.29155470378009
     sigma(2_2) c_u_cons(1654)_ 579.29155470378009
     sigma(2_2) c_u_cons(1661)_ 579.29155470378009
     sigma(2_2) c_u_cons(1668)_ 579.29155470378009
     sigma(2_2) c_u_cons(1725)_ 204.79466031735311
     sigma(2_2) c_u_cons(1726)_ 204.79466031735311
     sigma(2_2) c_u_cons(1727)_ 204.79466031735311
     sigma(2_2) c_u_cons(1728)_ 204.79466031735311
     sigma(2_2) c_u_cons(1729)_ 204.79466031735311
     sigma(2_2) c_u_cons(1730)_ 204.79466031735311
     sigma(2_2) c_u_cons(1731)_ 204.79466031735311
     sigma(2_2) c_u_cons(1732)_ 204.79466031735311
     sigma(2_2) c_u_cons(1733)_ 204.79466031735311
     sigma(2_2) c_u_cons(1734)_ 204.79466031735311
     sigma(2_2) c_u_cons(1735)_ 204.79466031735311
     sigma(2_2) c_u_cons(1754)_ 579.29155470378009
     sigma(2_2) c_u_cons(1761)_ 579.29155470378009
     sigma(2_2) c_u_cons(1768)_ 579.29155470378009
     sigma(2_2) c_u_cons(1775)_ 579.29155470378009
     sigma(2_2) c_u_cons(1782)_ 579.29155470378009
     sigma(2_2) c_u_cons(1789)_ 579.29155470378009
     sigma(2_2) c_u_cons(1796)_ 579.29155470378009
     sigma(2_2) c_u_cons(1803)_ 579.29155470378009
     sigma(2_2) c_u_cons(1810)_ 579.29155470378009
     sigma(2_2) c_u_cons(1817)_ 579.29155470378009
     sigma(2_2) c_u_cons(1824)_ 579.29155470378009
     sigma(2_2) c_u_cons(1881)_ 204.79466031735311
     sigma(2_2) c_u_cons(1882)_ 204.79466031735311
     sigma(2_2) c_u_cons(1883)_ 204.79466031735311
     sigma(2_2) c_u_cons(1884)_ 204.79466031735311
     sigma(2_2) c_u_cons(1885)_ 204.79466031735311
     sigma(2_2) c_u_cons(1886)_ 204.79466031735311
     sigma(2_2) c_u_cons(1887)_ 204.79466031735311
     sigma(2_2) c_u_cons(1888)_ 204.79466031735311
     sigma(2_2) c_u_cons(1889)_ 204.79466031735311
     sigma(2_2) c_u_cons(1890)_ 204.79466031735311
     sigma(2_2) c_u_cons(1891)_ 204.79466031735311
     sigma(2_4) c_e_cons(88)_ 1
     sigma(2_4) c_u_cons(96)_ -120.90583401150315
     sigma(2_4) c_u_cons(101)_ -120.90583401150315
     sigma(2_4) c_u_cons(106)_ -120.90583401150315
     sigma(2_4) c_u_cons(111)_ -120.90583401150315
     sigma(2_4) c_u_cons(116)_ -120.90583401150315
     sigma(2_4) c_u_cons(121)_ -120.90583401150315
     sigma(2_4) c_u_cons(126)_ -120.90583401150315
     sigma(2_4) c_u_cons(131)_ -120.90583401150315
     sigma(2_4) c_u_cons(136)_ -120.90583401150315
     sigma(2_4) c_u_cons(1085)_ 207.11111111111111
     sigma(2_4) c_u_cons(1092)_ 207.11111111111111
     sigma(2_4) c_u_cons(1099)_ 207.11111111111111
     sigma(2_4) c_u_cons(1106)_ 207.11111111111111
     sigma(2_4) c_u_cons(1113)_ 207.11111111111111
     sigma(2_4) c_u_cons(1120)_ 207.11111111111111
     sigma(2_4) c_u_cons(1127)_ 207.11111111111111
     sigma(2_4) c_u_cons(1158)_ 204.79466031735311
     sigma(2_4) c_u_cons(1159)_ 204.79466031735311
     sigma(2_4) c_u_cons(1160)_ 204.79466031735311
     sigma(2_4) c_u_cons(1161)_ 204.79466031735311
     sigma(2_4) c_u_cons(1162)_ 204.79466031735311
     sigma(2_4) c_u_cons(1163)_ 204.79466031735311
     sigma(2_4) c_u_cons(1164)_ 204.79466031735311
     sigma(2_4) c_u_cons(1185)_ 207.11111111111111
     sigma(2_4) c_u_cons(1192)_ 207.11111111111111
     sigma(2_4) c_u_cons(1199)_ 207.11111111111111
     sigma(2_4) c_u_cons(1206)_ 207.11111111111111
     sigma(2_4) c_u_cons(1213)_ 207.11111111111111
     sigma(2_4) c_u_cons(1220)_ 207.11111111111111
     sigma(2_4) c_u_cons(1227)_ 207.11111111111111
     sigma(2_4) c_u_cons(1258)_ 204.79466031735311
     sigma(2_4) c_u_cons(1259)_ 204.79466031735311
     sigma(2_4) c_u_cons(1260)_ 204.79466031735311
     sigma(2_4) c_u_cons(1261)_ 204.79466031735311
     sigma(2_4) c_u_cons(1262)_ 204.79466031735311
     sigma(2_4) c_u_cons(1263)_ 204.79466031735311
     sigma(2_4) c_u_cons(1264)_ 204.79466031735311
     sigma(2_4) c_u_cons(1285)_ 579.29155470378009
     sigma(2_4) c_u_cons(1292)_ 579.29155470378009
     sigma(2_4) c_u_cons(1299)_ 579.29155470378009
     sigma(2_4) c_u_cons(1306)_ 579.29155470378009
     sigma(2_4) c_u_cons(1313)_ 579.29155470378009
     sigma(2_4) c_u_cons(1320)_ 579.29155470378009
     sigma(2_4) c_u_cons(1327)_ 579.29155470378009
     sigma(2_4) c_u_cons(1334)_ 579.29155470378009
     sigma(2_4) c_u_cons(1341)_ 579.29155470378009
     sigma(2_4) c_u_cons(1348)_ 579.29155470378009
     sigma(2_4) c_u_cons(1355)_ 579.29155470378009
     sigma(2_4) c_u_cons(1402)_ 204.79466031735311
     sigma(2_4) c_u_cons(1403)_ 204.79466031735311
     sigma(2_4) c_u_cons(1404)_ 204.79466031735311
     sigma(2_4) c_u_cons(1405)_ 204.79466031735311
     sigma(2_4) c_u_cons(1406)_ 204.79466031735311
     sigma(2_4) c_u_cons(1407)_ 204.79466031735311
     sigma(2_4) c_u_cons(1408)_ 204.79466031735311
     sigma(2_4) c_u_cons(1409)_ 204.79466031735311
     sigma(2_4) c_u_cons(1410)_ 204.79466031735311
     sigma(2_4) c_u_cons(1411)_ 204.79466031735311
     sigma(2_4) c_u_cons(1412)_ 204.79466031735311
     sigma(2_4) c_u_cons(1441)_ 579.29155470378009
     sigma(2_4) c_u_cons(1448)_ 579.29155470378009
     sigma(2_4) c_u_cons(1455)_ 579.29155470378009
     sigma(2_4) c_u_cons(1462)_ 579.29155470378009
     sigma(2_4) c_u_cons(1469)_ 579.29155470378009
     sigma(2_4) c_u_cons(1476)_ 579.29155470378009
     sigma(2_4) c_u_cons(1483)_ 579.29155470378009
     sigma(2_4) c_u_cons(1490)_ 579.29155470378009
     sigma(2_4) c_u_cons(1497)_ 579.29155470378009
     sigma(2_4) c_u_cons(1504)_ 579.29155470378009
     sigma(2_4) c_u_cons(1511)_ 579.29155470378009
     sigma(2_4) c_u_cons(1558)_ 204.79466031735311
     sigma(2_4) c_u_cons(1559)_ 204.79466031735311
     sigma(2_4) c_u_cons(1560)_ 204.79466031735311
     sigma(2_4) c_u_cons(1561)_ 204.79466031735311
     sigma(2_4) c_u_cons(1562)_ 204.79466031735311
     sigma(2_4) c_u_cons(1563)_ 204.79466031735311
     sigma(2_4) c_u_cons(1564)_ 204.79466031735311
     sigma(2_4) c_u_cons(1565)_ 204.79466031735311
     sigma(2_4) c_u_cons(1566)_ 204.79466031735311
     sigma(2_4) c_u_cons(1567)_ 204.79466031735311
     sigma(2_4) c_u_cons(1568)_ 204.79466031735311
     sigma(2_4) c_u_cons(1597)_ 579.29155470378009
     sigma(2_4) c_u_cons(1604)_ 579.29155470378009
     sigma(2_4) c_u_cons(1611)_ 579.29155470378009
     sigma(2_4) c_u_cons(1618)_ 579.29155470378009
     sigma(2_4) c_u_cons(1625)_ 579.29155470378009
     sigma(2_4) c_u_cons(1632)_ 579.29155470378009
     sigma(2_4) c_u_cons(1639)_ 579.29155470378009
     sigma(2_4) c_u_cons(1646)_ 579.29155470378009
     sigma(2_4) c_u_cons(1653)_ 579.29155470378009
     sigma(2_4) c_u_cons(1660)_ 579.29155470378009
     sigma(2_4) c_u_cons(1667)_ 579.29155470378009
     sigma(2_4) c_u_cons(1714)_ 204.79466031735311
     sigma(2_4) c_u_cons(1715)_ 204.79466031735311
     sigma(2_4) c_u_cons(1716)_ 204.79466031735311
     sigma(2_4) c_u_cons(1717)_ 204.79466031735311
     sigma(2_4) c_u_cons(1718)_ 204.79466031735311
     sigma(2_4) c_u_cons(1719)_ 204.79466031735311
     sigma(2_4) c_u_cons(1720)_ 204.79466031735311
     sigma(2_4) c_u_cons(1721)_ 204.79466031735311
     sigma(2_4) c_u_cons(1722)_ 204.79466031735311
     sigma(2_4) c_u_cons(1723)_ 204.79466031735311
     sigma(2_4) c_u_cons(1724)_ 204.79466031735311
     sigma(2_4) c_u_cons(1753)_ 579.29155470378009
     sigma(2_4) c_u_cons(1760)_ 579.29155470378009
     sigma(2_4) c_u_cons(1767)_ 579.29155470378009
     sigma(2_4) c_u_cons(1774)_ 579.29155470378009
     sigma(2_4) c_u_cons(1781)_ 579.29155470378009
     sigma(2_4) c_u_cons(1788)_ 579.29155470378009
     sigma(2_4) c_u_cons(1795)_ 579.29155470378009
     sigma(2_4) c_u_cons(1802)_ 579.29155470378009
     sigma(2_4) c_u_cons(1809)_ 579.29155470378009
     sigma(2_4) c_u_cons(1816)_ 579.29155470378009
     sigma(2_4) c_u_cons(1823)_ 579.29155470378009
     sigma(2_4) c_u_cons(1870)_ 204.79466031735311
     sigma(2_4) c_u_cons(1871)_ 204.79466031735311
     sigma(2_4) c_u_cons(1872)_ 204.79466031735311
     sigma(2_4) c_u_cons(1873)_ 204.79466031735311
     sigma(2_4) c_u_cons(1874)_ 204.79466031735311
     sigma(2_4) c_u_cons(1875)_ 204.79466031735311
     sigma(2_4) c_u_cons(1876)_ 204.79466031735311
     sigma(2_4) c_u_cons(1877)_ 204.79466031735311
     sigma(2_4) c_u_cons(1878)_ 204.79466031735311
     sigma(2_4) c_u_cons(1879)_ 204.79466031735311
     sigma(2_4) c_u_cons(1880)_ 204.79466031735311
     sigma(2_8) c_e_cons(88)_ 1
     sigma(2_8) c_u_cons(96)_ -154.703265678495
     sigma(2_8) c_u_cons(101)_ -154.703265678495
     sigma(2_8) c_u_cons(106)_ -154.703265678495
     sigma(2_8) c_u_cons(111)_ -154.703265678495
     sigma(2_8) c_u_cons(116)_ -154.703265678495
     sigma(2_8) c_u_cons(121)_ -154.703265678495
     sigma(2_8) c_u_cons(126)_ -154.703265678495
     sigma(2_8) c_u_cons(131)_ -154.703265678495
     sigma(2_8) c_u_cons(136)_ -154.703265678495
     sigma(2_8) c_u_cons(1084)_ 207.11111111111111
     sigma(2_8) c_u_cons(1091)_ 207.11111111111111
     sigma(2_8) c_u_cons(1098)_ 207.11111111111111
     sigma(2_8) c_u_cons(1105)_ 207.11111111111111
     sigma(2_8) c_u_cons(1112)_ 207.11111111111111
     sigma(2_8) c_u_cons(1119)_ 207.11111111111111
     sigma(2_8) c_u_cons(1126)_ 207.11111111111111
     sigma(2_8) c_u_cons(1151)_ 204.79466031735311
     sigma(2_8) c_u_cons(1152)_ 204.79466031735311
     sigma(2_8) c_u_cons(1153)_ 204.79466031735311
     sigma(2_8) c_u_cons(1154)_ 204.79466031735311
     sigma(2_8) c_u_cons(1155)_ 204.79466031735311
     sigma(2_8) c_u_cons(1156)_ 204.79466031735311
     sigma(2_8) c_u_cons(1157)_ 204.79466031735311
     sigma(2_8) c_u_cons(1184)_ 207.11111111111111
     sigma(2_8) c_u_cons(1191)_ 207.11111111111111
     sigma(2_8) c_u_cons(1198)_ 207.11111111111111
     sigma(2_8) c_u_cons(1205)_ 207.11111111111111
     sigma(2_8) c_u_cons(1212)_ 207.11111111111111
     sigma(2_8) c_u_cons(1219)_ 207.11111111111111
     sigma(2_8) c_u_cons(1226)_ 207.11111111111111
     sigma(2_8) c_u_cons(1251)_ 204.79466031735311
     sigma(2_8) c_u_cons(1252)_ 204.79466031735311
     sigma(2_8) c_u_cons(1253)_ 204.79466031735311
     sigma(2_8) c_u_cons(1254)_ 204.79466031735311
     sigma(2_8) c_u_cons(1255)_ 204.79466031735311
     sigma(2_8) c_u_cons(1256)_ 204.79466031735311
     sigma(2_8) c_u_cons(1257)_ 204.79466031735311
     sigma(2_8) c_u_cons(1284)_ 579.29155470378009
     sigma(2_8) c_u_cons(1291)_ 579.29155470378009
     sigma(2_8) c_u_cons(1298)_ 579.29155470378009
     sigma(2_8) c_u_cons(1305)_ 579.29155470378009
     sigma(2_8) c_u_cons(1312)_ 579.29155470378009
     sigma(2_8) c_u_cons(1319)_ 579.29155470378009
     sigma(2_8) c_u_cons(1326)_ 579.29155470378009
     sigma(2_8) c_u_cons(1333)_ 579.29155470378009
     sigma(2_8) c_u_cons(1340)_ 579.29155470378009
     sigma(2_8) c_u_cons(1347)_ 579.29155470378009
     sigma(2_8) c_u_cons(1354)_ 579.29155470378009
     sigma(2_8) c_u_cons(1391)_ 204.79466031735311
     sigma(2_8) c_u_cons(1392)_ 204.79466031735311
     sigma(2_8) c_u_cons(1393)_ 204.79466031735311
     sigma(2_8) c_u_cons(1394)_ 204.79466031735311
     sigma(2_8) c_u_cons(1395)_ 204.79466031735311
     sigma(2_8) c_u_cons(1396)_ 204.79466031735311
     sigma(2_8) c_u_cons(1397)_ 204.79466031735311
     sigma(2_8) c_u_cons(1398)_ 204.79466031735311
     sigma(2_8) c_u_cons(1399)_ 204.79466031735311
     sigma(2_8) c_u_cons(1400)_ 204.79466031735311
     sigma(2_8) c_u_cons(1401)_ 204.79466031735311
     sigma(2_8) c_u_cons(1440)_ 579.29155470378009
     sigma(2_8) c_u_cons(1447)_ 579.29155470378009
     sigma(2_8) c_u_cons(1454)_ 579.29155470378009
     sigma(2_8) c_u_cons(1461)_ 579.29155470378009
     sigma(2_8) c_u_cons(1468)_ 579.29155470378009
     sigma(2_8) c_u_cons(1475)_ 579.29155470378009
     sigma(2_8) c_u_cons(1482)_ 579.29155470378009
     sigma(2_8) c_u_cons(1489)_ 579.29155470378009
     sigma(2_8) c_u_cons(1496)_ 579.29155470378009
     sigma(2_8) c_u_cons(1503)_ 579.29155470378009
     sigma(2_8) c_u_cons(1510)_ 579.29155470378009
     sigma(2_8) c_u_cons(1547)_ 204.79466031735311
     sigma(2_8) c_u_cons(1548)_ 204.79466031735311
     sigma(2_8) c_u_cons(1549)_ 204.79466031735311
     sigma(2_8) c_u_cons(1550)_ 204.79466031735311
     sigma(2_8) c_u_cons(1551)_ 204.79466031735311
     sigma(2_8) c_u_cons(1552)_ 204.79466031735311
     sigma(2_8) c_u_cons(1553)_ 204.79466031735311
     sigma(2_8) c_u_cons(1554)_ 204.79466031735311
     sigma(2_8) c_u_cons(1555)_ 204.79466031735311
     sigma(2_8) c_u_cons(1556)_ 204.79466031735311
     sigma(2_8) c_u_cons(1557)_ 204.79466031735311
     sigma(2_8) c_u_cons(1596)_ 579.29155470378009
     sigma(2_8) c_u_cons(1603)_ 579.29155470378009
     sigma(2_8) c_u_cons(1610)_ 579.29155470378009
     sigma(2_8) c_u_cons(1617)_ 579.29155470378009
     sigma(2_8) c_u_cons(1624)_ 579.29155470378009
     sigma(2_8) c_u_cons(1631)_ 579.29155470378009
     sigma(2_8) c_u_cons(1638)_ 579.29155470378009
     sigma(2_8) c_u_cons(1645)_ 579.29155470378009
     sigma(2_8) c_u_cons(1652)_ 579.29155470378009
     sigma(2_8) c_u_cons(1659)_ 579.29155470378009
     sigma(2_8) c_u_cons(1666)_ 579.29155470378009
     sigma(2_8) c_u_cons(1703)_ 204.79466031735311
     sigma(2_8) c_u_cons(1704)_ 204.79466031735311
     sigma(2_8) c_u_cons(1705)_ 204.79466031735311
     sigma(2_8) c_u_cons(1706)_ 204.79466031735311
     sigma(2_8) c_u_cons(1707)_ 204.79466031735311
     sigma(2_8) c_u_cons(1708)_ 204.79466031735311
     sigma(2_8) c_u_cons(1709)_ 204.79466031735311
     sigma(2_8) c_u_cons(1710)_ 204.79466031735311
     sigma(2_8) c_u_cons(1711)_ 204.79466031735311
     sigma(2_8) c_u_cons(1712)_ 204.79466031735311
     sigma(2_8) c_u_cons(1713)_ 204.79466031735311
     sigma(2_8) c_u_cons(1752)_ 579.29155470378009
     sigma(2_8) c_u_cons(1759)_ 579.29155470378009
     sigma(2_8) c_u_cons(1766)_ 579.29155470378009
     sigma(2_8) c_u_cons(1773)_ 579.29155470378009
     sigma(2_8) c_u_cons(1780)_ 579.29155470378009
     sigma(2_8) c_u_cons(1787)_ 579.29155470378009
     sigma(2_8) c_u_cons(1794)_ 579.29155470378009
     sigma(2_8) c_u_cons(1801)_ 579.29155470378009
     sigma(2_8) c_u_cons(1808)_ 579.29155470378009
     sigma(2_8) c_u_cons(1815)_ 579.29155470378009
     sigma(2_8) c_u_cons(1822)_ 579.29155470378009
     sigma(2_8) c_u_cons(1859)_ 204.79466031735311
     sigma(2_8) c_u_cons(1860)_ 204.79466031735311
     sigma(2_8) c_u_cons(1861)_ 204.79466031735311
     sigma(2_8) c_u_cons(1862)_ 204.79466031735311
     sigma(2_8) c_u_cons(1863)_ 204.79466031735311
     sigma(2_8) c_u_cons(1864)_ 204.79466031735311
     sigma(2_8) c_u_cons(1865)_ 204.79466031735311
     sigma(2_8) c_u_cons(1866)_ 204.79466031735311
     sigma(2_8) c_u_cons(1867)_ 204.79466031735311
     sigma(2_8) c_u_cons(1868)_ 204.79466031735311
     sigma(2_8) c_u_cons(1869)_ 204.79466031735311
     sigma(2_16) c_e_cons(88)_ 1
     sigma(2_16) c_u_cons(96)_ -179.83891572833468
     sigma(2_16) c_u_cons(101)_ -179.83891572833468
     sigma(2_16) c_u_cons(106)_ -179.83891572833468
     sigma(2_16) c_u_cons(111)_ -179.83891572833468
     sigma(2_16) c_u_cons(116)_ -179.83891572833468
     sigma(2_16) c_u_cons(121)_ -179.83891572833468
     sigma(2_16) c_u_cons(126)_ -179.83891572833468
     sigma(2_16) c_u_cons(131)_ -179.83891572833468
     sigma(2_16) c_u_cons(136)_ -179.83891572833468
     sigma(2_16) c_u_cons(1083)_ 207.11111111111111
     sigma(2_16) c_u_cons(1090)_ 207.11111111111111
     sigma(2_16) c_u_cons(1097)_ 207.11111111111111
     sigma(2_16) c_u_cons(1104)_ 207.11111111111111
     sigma(2_16) c_u_cons(1111)_ 207.11111111111111
     sigma(2_16) c_u_cons(1118)_ 207.11111111111111
     sigma(2_16) c_u_cons(1125)_ 207.11111111111111
     sigma(2_16) c_u_cons(1144)_ 204.79466031735311
     sigma(2_16) c_u_cons(1145)_ 204.79466031735311
     sigma(2_16) c_u_cons(1146)_ 204.79466031735311
     sigma(2_16) c_u_cons(1147)_ 204.79466031735311
     sigma(2_16) c_u_cons(1148)_ 204.79466031735311
     sigma(2_16) c_u_cons(1149)_ 204.79466031735311
     sigma(2_16) c_u_cons(1150)_ 204.79466031735311
     sigma(2_16) c_u_cons(1183)_ 207.11111111111111
     sigma(2_16) c_u_cons(1190)_ 207.11111111111111
     sigma(2_16) c_u_cons(1197)_ 207.11111111111111
     sigma(2_16) c_u_cons(1204)_ 207.11111111111111
     sigma(2_16) c_u_cons(1211)_ 207.11111111111111
     sigma(2_16) c_u_cons(1218)_ 207.11111111111111
     sigma(2_16) c_u_cons(1225)_ 207.11111111111111
     sigma(2_16) c_u_cons(1244)_ 204.79466031735311
     sigma(2_16) c_u_cons(1245)_ 204.79466031735311
     sigma(2_16) c_u_cons(1246)_ 204.79466031735311
     sigma(2_16) c_u_cons(1247)_ 204.79466031735311
     sigma(2_16) c_u_cons(1248)_ 204.79466031735311
     sigma(2_16) c_u_cons(1249)_ 204.79466031735311
     sigma(2_16) c_u_cons(1250)_ 204.79466031735311
     sigma(2_16) c_u_cons(1283)_ 579.29155470378009
     sigma(2_16) c_u_cons(1290)_ 579.29155470378009
     sigma(2_16) c_u_cons(1297)_ 579.29155470378009
     sigma(2_16) c_u_cons(1304)_ 579.29155470378009
     sigma(2_16) c_u_cons(1311)_ 579.29155470378009
     sigma(2_16) c_u_cons(1318)_ 579.29155470378009
     sigma(2_16) c_u_cons(1325)_ 579.29155470378009
     sigma(2_16) c_u_cons(1332)_ 579.29155470378009
     sigma(2_16) c_u_cons(1339)_ 579.29155470378009
     sigma(2_16) c_u_cons(1346)_ 579.29155470378009
     sigma(2_16) c_u_cons(1353)_ 579.29155470378009
     sigma(2_16) c_u_cons(1380)_ 204.79466031735311
     sigma(2_16) c_u_cons(1381)_ 204.79466031735311
     sigma(2_16) c_u_cons(1382)_ 204.79466031735311
     sigma(2_16) c_u_cons(1383)_ 204.79466031735311
     sigma(2_16) c_u_cons(1384)_ 204.79466031735311
     sigma(2_16) c_u_cons(1385)_ 204.79466031735311
     sigma(2_16) c_u_cons(1386)_ 204.79466031735311
     sigma(2_16) c_u_cons(1387)_ 204.79466031735311
     sigma(2_16) c_u_cons(1388)_ 204.79466031735311
     sigma(2_16) c_u_cons(1389)_ 204.79466031735311
     sigma(2_16) c_u_cons(1390)_ 204.79466031735311
     sigma(2_16) c_u_cons(1439)_ 579.29155470378009
     sigma(2_16) c_u_cons(1446)_ 579.29155470378009
     sigma(2_16) c_u_cons(1453)_ 579.29155470378009
     sigma(2_16) c_u_cons(1460)_ 579.29155470378009
     sigma(2_16) c_u_cons(1467)_ 579.29155470378009
     sigma(2_16) c_u_cons(1474)_ 579.29155470378009
     sigma(2_16) c_u_cons(1481)_ 579.29155470378009
     sigma(2_16) c_u_cons(1488)_ 579.29155470378009
     sigma(2_16) c_u_cons(1495)_ 579.29155470378009
     sigma(2_16) c_u_cons(1502)_ 579.29155470378009
     sigma(2_16) c_u_cons(1509)_ 579.29155470378009
     sigma(2_16) c_u_cons(1536)_ 204.79466031735311
     sigma(2_16) c_u_cons(1537)_ 204.79466031735311
     sigma(2_16) c_u_cons(1538)_ 204.79466031735311
     sigma(2_16) c_u_cons(1539)_ 204.79466031735311
     sigma(2_16) c_u_cons(1540)_ 204.79466031735311
     sigma(2_16) c_u_cons(1541)_ 204.79466031735311
     sigma(2_16) c_u_cons(1542)_ 204.79466031735311
     sigma(2_16) c_u_cons(1543)_ 204.79466031735311
     sigma(2_16) c_u_cons(1544)_ 204.79466031735311
     sigma(2_16) c_u_cons(1545)_ 204.79466031735311
     sigma(2_16) c_u_cons(1546)_ 204.79466031735311
     sigma(2_16) c_u_cons(1595)_ 579.29155470378009
     sigma(2_16) c_u_cons(1602)_ 579.29155470378009
     sigma(2_16) c_u_cons(1609)_ 579.29155470378009
     sigma(2_16) c_u_cons(1616)_ 579.29155470378009
     sigma(2_16) c_u_cons(1623)_ 579.29155470378009
     sigma(2_16) c_u_cons(1630)_ 579.29155470378009
     sigma(2_16) c_u_cons(1637)_ 579.29155470378009
     sigma(2_16) c_u_cons(1644)_ 579.29155470378009
     sigma(2_16) c_u_cons(1651)_ 579.29155470378009
     sigma(2_16) c_u_cons(1658)_ 579.29155470378009
     sigma(2_16) c_u_cons(1665)_ 579.29155470378009
     sigma(2_16) c_u_cons(1692)_ 204.79466031735311
     sigma(2_16) c_u_cons(1693)_ 204.79466031735311
     sigma(2_16) c_u_cons(1694)_ 204.79466031735311
     sigma(2_16) c_u_cons(1695)_ 204.79466031735311
     sigma(2_16) c_u_cons(1696)_ 204.79466031735311
     sigma(2_16) c_u_cons(1697)_ 204.79466031735311
     sigma(2_16) c_u_cons(1698)_ 204.79466031735311
     sigma(2_16) c_u_cons(1699)_ 204.79466031735311
     sigma(2_16) c_u_cons(1700)_ 204.79466031735311
     sigma(2_16) c_u_cons(1701)_ 204.79466031735311
     sigma(2_16) c_u_cons(1702)_ 204.79466031735311
     sigma(2_16) c_u_cons(1751)_ 579.29155470378009
     sigma(2_16) c_u_cons(1758)_ 579.29155470378009
     sigma(2_16) c_u_cons(1765)_ 579.29155470378009
     sigma(2_16) c_u_cons(1772)_ 579.29155470378009
     sigma(2_16) c_u_cons(1779)_ 579.29155470378009
     sigma(2_16) c_u_cons(1786)_ 579.29155470378009
     sigma(2_16) c_u_cons(1793)_ 579.29155470378009
     sigma(2_16) c_u_cons(1800)_ 579.29155470378009
     sigma(2_16) c_u_cons(1807)_ 579.29155470378009
     sigma(2_16) c_u_cons(1814)_ 579.29155470378009
     sigma(2_16) c_u_cons(1821)_ 579.29155470378009
     sigma(2_16) c_u_cons(1848)_ 204.79466031735311
     sigma(2_16) c_u_cons(1849)_ 204.79466031735311
     sigma(2_16) c_u_cons(1850)_ 204.79466031735311
     sigma(2_16) c_u_cons(1851)_ 204.79466031735311
     sigma(2_16) c_u_cons(1852)_ 204.79466031735311
     sigma(2_16) c_u_cons(1853)_ 204.79466031735311
     sigma(2_16) c_u_cons(1854)_ 204.79466031735311
     sigma(2_16) c_u_cons(1855)_ 204.79466031735311
     sigma(2_16) c_u_cons(1856)_ 204.79466031735311
     sigma(2_16) c_u_cons(1857)_ 204.79466031735311
     sigma(2_16) c_u_cons(1858)_ 204.79466031735311
     sigma(2_32) c_e_cons(88)_ 1
     sigma(2_32) c_u_cons(96)_ -195.74053755574172
     sigma(2_32) c_u_cons(101)_ -195.74053755574172
     sigma(2_32) c_u_cons(106)_ -195.74053755574172
     sigma(2_32) c_u_cons(111)_ -195.74053755574172
     sigma(2_32) c_u_cons(116)_ -195.74053755574172
     sigma(2_32) c_u_cons(121)_ -195.74053755574172
     sigma(2_32) c_u_cons(126)_ -195.74053755574172
     sigma(2_32) c_u_cons(131)_ -195.74053755574172
     sigma(2_32) c_u_cons(136)_ -195.74053755574172
     sigma(2_32) c_u_cons(1082)_ 207.11111111111111
     sigma(2_32) c_u_cons(1089)_ 207.11111111111111
     sigma(2_32) c_u_cons(1096)_ 207.11111111111111
     sigma(2_32) c_u_cons(1103)_ 207.11111111111111
     sigma(2_32) c_u_cons(1110)_ 207.11111111111111
     sigma(2_32) c_u_cons(1117)_ 207.11111111111111
     sigma(2_32) c_u_cons(1124)_ 207.11111111111111
     sigma(2_32) c_u_cons(1137)_ 204.79466031735311
     sigma(2_32) c_u_cons(1138)_ 204.79466031735311
     sigma(2_32) c_u_cons(1139)_ 204.79466031735311
     sigma(2_32) c_u_cons(1140)_ 204.79466031735311
     sigma(2_32) c_u_cons(1141)_ 204.79466031735311
     sigma(2_32) c_u_cons(1142)_ 204.79466031735311
     sigma(2_32) c_u_cons(1143)_ 204.79466031735311
     sigma(2_32) c_u_cons(1182)_ 207.11111111111111
     sigma(2_32) c_u_cons(1189)_ 207.11111111111111
     sigma(2_32) c_u_cons(1196)_ 207.11111111111111
     sigma(2_32) c_u_cons(1203)_ 207.11111111111111
     sigma(2_32) c_u_cons(1210)_ 207.11111111111111
     sigma(2_32) c_u_cons(1217)_ 207.11111111111111
     sigma(2_32) c_u_cons(1224)_ 207.11111111111111
     sigma(2_32) c_u_cons(1237)_ 204.79466031735311
     sigma(2_32) c_u_cons(1238)_ 204.79466031735311
     sigma(2_32) c_u_cons(1239)_ 204.79466031735311
     sigma(2_32) c_u_cons(1240)_ 204.79466031735311
     sigma(2_32) c_u_cons(1241)_ 204.79466031735311
     sigma(2_32) c_u_cons(1242)_ 204.79466031735311
     sigma(2_32) c_u_cons(1243)_ 204.79466031735311
     sigma(2_32) c_u_cons(1282)_ 579.29155470378009
     sigma(2_32) c_u_cons(1289)_ 579.29155470378009
     sigma(2_32) c_u_cons(1296)_ 579.29155470378009
     sigma(2_32) c_u_cons(1303)_ 579.29155470378009
     sigma(2_32) c_u_cons(1310)_ 579.29155470378009
     sigma(2_32) c_u_cons(1317)_ 579.29155470378009
     sigma(2_32) c_u_cons(1324)_ 579.29155470378009
     sigma(2_32) c_u_cons(1331)_ 579.29155470378009
     sigma(2_32) c_u_cons(1338)_ 579.29155470378009
     sigma(2_32) c_u_cons(1345)_ 579.29155470378009
     sigma(2_32) c_u_cons(1352)_ 579.29155470378009
     sigma(2_32) c_u_cons(1369)_ 204.79466031735311
     sigma(2_32) c_u_cons(1370)_ 204.79466031735311
     sigma(2_32) c_u_cons(1371)_ 204.79466031735311
     sigma(2_32) c_u_cons(1372)_ 204.79466031735311
     sigma(2_32) c_u_cons(1373)_ 204.79466031735311
     sigma(2_32) c_u_cons(1374)_ 204.79466031735311
     sigma(2_32) c_u_cons(1375)_ 204.79466031735311
     sigma(2_32) c_u_cons(1376)_ 204.79466031735311
     sigma(2_32) c_u_cons(1377)_ 204.79466031735311
     sigma(2_32) c_u_cons(1378)_ 204.79466031735311
     sigma(2_32) c_u_cons(1379)_ 204.79466031735311
     sigma(2_32) c_u_cons(1438)_ 579.29155470378009
     sigma(2_32) c_u_cons(1445)_ 579.29155470378009
     sigma(2_32) c_u_cons(1452)_ 579.29155470378009
     sigma(2_32) c_u_cons(1459)_ 579.29155470378009
     sigma(2_32) c_u_cons(1466)_ 579.29155470378009
     sigma(2_32) c_u_cons(1473)_ 579.29155470378009
     sigma(2_32) c_u_cons(1480)_ 579.29155470378009
     sigma(2_32) c_u_cons(1487)_ 579.29155470378009
     sigma(2_32) c_u_cons(1494)_ 579.29155470378009
     sigma(2_32) c_u_cons(1501)_ 579.29155470378009
     sigma(2_32) c_u_cons(1508)_ 579.29155470378009
     sigma(2_32) c_u_cons(1525)_ 204.79466031735311
     sigma(2_32) c_u_cons(1526)_ 204.79466031735311
     sigma(2_32) c_u_cons(1527)_ 204.79466031735311
     sigma(2_32) c_u_cons(1528)_ 204.79466031735311
     sigma(2_32) c_u_cons(1529)_ 204.79466031735311
     sigma(2_32) c_u_cons(1530)_ 204.79466031735311
     sigma(2_32) c_u_cons(1531)_ 204.79466031735311
     sigma(2_32) c_u_cons(1532)_ 204.79466031735311
     sigma(2_32) c_u_cons(1533)_ 204.79466031735311
     sigma(2_32) c_u_cons(1534)_ 204.79466031735311
     sigma(2_32) c_u_cons(1535)_ 204.79466031735311
     sigma(2_32) c_u_cons(1594)_ 579.29155470378009
     sigma(2_32) c_u_cons(1601)_ 579.29155470378009
     sigma(2_32) c_u_cons(1608)_ 579.29155470378009
     sigma(2_32) c_u_cons(1615)_ 579.29155470378009
     sigma(2_32) c_u_cons(1622)_ 579.29155470378009
     sigma(2_32) c_u_cons(1629)_ 579.29155470378009
     sigma(2_32) c_u_cons(1636)_ 579.29155470378009
     sigma(2_32) c_u_cons(1643)_ 579.29155470378009
     sigma(2_32) c_u_cons(1650)_ 579.29155470378009
     sigma(2_32) c_u_cons(1657)_ 579.29155470378009
     sigma(2_32) c_u_cons(1664)_ 579.29155470378009
     sigma(2_32) c_u_cons(1681)_ 204.79466031735311
     sigma(2_32) c_u_cons(1682)_ 204.79466031735311
     sigma(2_32) c_u_cons(1683)_ 204.79466031735311
     sigma(2_32) c_u_cons(1684)_ 204.79466031735311
     sigma(2_32) c_u_cons(1685)_ 204.79466031735311
     sigma(2_32) c_u_cons(1686)_ 204.79466031735311
     sigma(2_32) c_u_cons(1687)_ 204.79466031735311
     sigma(2_32) c_u_cons(1688)_ 204.79466031735311
     sigma(2_32) c_u_cons(1689)_ 204.79466031735311
     sigma(2_32) c_u_cons(1690)_ 204.79466031735311
     sigma(2_32) c_u_cons(1691)_ 204.79466031735311
     sigma(2_32) c_u_cons(1750)_ 579.29155470378009
     sigma(2_32) c_u_cons(1757)_ 579.29155470378009
     sigma(2_32) c_u_cons(1764)_ 579.29155470378009
     sigma(2_32) c_u_cons(1771)_ 579.29155470378009
     sigma(2_32) c_u_cons(1778)_ 579.29155470378009
     sigma(2_32) c_u_cons(1785)_ 579.29155470378009
     sigma(2_32) c_u_cons(1792)_ 579.29155470378009
     sigma(2_32) c_u_cons(1799)_ 579.29155470378009
     sigma(2_32) c_u_cons(1806)_ 579.29155470378009
     sigma(2_32) c_u_cons(1813)_ 579.29155470378009
     sigma(2_32) c_u_cons(1820)_ 579.29155470378009
     sigma(2_32) c_u_cons(1837)_ 204.79466031735311
     sigma(2_32) c_u_cons(1838)_ 204.79466031735311
     sigma(2_32) c_u_cons(1839)_ 204.79466031735311
     sigma(2_32) c_u_cons(1840)_ 204.79466031735311
     sigma(2_32) c_u_cons(1841)_ 204.79466031735311
     sigma(2_32) c_u_cons(1842)_ 204.79466031735311
     sigma(2_32) c_u_cons(1843)_ 204.79466031735311
     sigma(2_32) c_u_cons(1844)_ 204.79466031735311
     sigma(2_32) c_u_cons(1845)_ 204.79466031735311
     sigma(2_32) c_u_cons(1846)_ 204.79466031735311
     sigma(2_32) c_u_cons(1847)_ 204.79466031735311
     sigma(2_64) c_e_cons(88)_ 1
     sigma(2_64) c_u_cons(96)_ -204.79466031735311
     sigma(2_64) c_u_cons(101)_ -204.79466031735311
     sigma(2_64) c_u_cons(106)_ -204.79466031735311
     sigma(2_64) c_u_cons(111)_ -204.79466031735311
     sigma(2_64) c_u_cons(116)_ -204.79466031735311
     sigma(2_64) c_u_cons(121)_ -204.79466031735311
     sigma(2_64) c_u_cons(126)_ -204.79466031735311
     sigma(2_64) c_u_cons(131)_ -204.79466031735311
     sigma(2_64) c_u_cons(136)_ -204.79466031735311
     sigma(2_64) c_u_cons(1081)_ 207.11111111111111
     sigma(2_64) c_u_cons(1088)_ 207.11111111111111
     sigma(2_64) c_u_cons(1095)_ 207.11111111111111
     sigma(2_64) c_u_cons(1102)_ 207.11111111111111
     sigma(2_64) c_u_cons(1109)_ 207.11111111111111
     sigma(2_64) c_u_cons(1116)_ 207.11111111111111
     sigma(2_64) c_u_cons(1123)_ 207.11111111111111
     sigma(2_64) c_u_cons(1130)_ 204.79466031735311
     sigma(2_64) c_u_cons(1131)_ 204.79466031735311
     sigma(2_64) c_u_cons(1132)_ 204.79466031735311
     sigma(2_64) c_u_cons(1133)_ 204.79466031735311
     sigma(2_64) c_u_cons(1134)_ 204.79466031735311
     sigma(2_64) c_u_cons(1135)_ 204.79466031735311
     sigma(2_64) c_u_cons(1136)_ 204.79466031735311
     sigma(2_64) c_u_cons(1181)_ 207.11111111111111
     sigma(2_64) c_u_cons(1188)_ 207.11111111111111
     sigma(2_64) c_u_cons(1195)_ 207.11111111111111
     sigma(2_64) c_u_cons(1202)_ 207.11111111111111
     sigma(2_64) c_u_cons(1209)_ 207.11111111111111
     sigma(2_64) c_u_cons(1216)_ 207.11111111111111
     sigma(2_64) c_u_cons(1223)_ 207.11111111111111
     sigma(2_64) c_u_cons(1230)_ 204.79466031735311
     sigma(2_64) c_u_cons(1231)_ 204.79466031735311
     sigma(2_64) c_u_cons(1232)_ 204.79466031735311
     sigma(2_64) c_u_cons(1233)_ 204.79466031735311
     sigma(2_64) c_u_cons(1234)_ 204.79466031735311
     sigma(2_64) c_u_cons(1235)_ 204.79466031735311
     sigma(2_64) c_u_cons(1236)_ 204.79466031735311
     sigma(2_64) c_u_cons(1281)_ 579.29155470378009
     sigma(2_64) c_u_cons(1288)_ 579.29155470378009
     sigma(2_64) c_u_cons(1295)_ 579.29155470378009
     sigma(2_64) c_u_cons(1302)_ 579.29155470378009
     sigma(2_64) c_u_cons(1309)_ 579.29155470378009
     sigma(2_64) c_u_cons(1316)_ 579.29155470378009
     sigma(2_64) c_u_cons(1323)_ 579.29155470378009
     sigma(2_64) c_u_cons(1330)_ 579.29155470378009
     sigma(2_64) c_u_cons(1337)_ 579.29155470378009
     sigma(2_64) c_u_cons(1344)_ 579.29155470378009
     sigma(2_64) c_u_cons(1351)_ 579.29155470378009
     sigma(2_64) c_u_cons(1358)_ 204.79466031735311
     sigma(2_64) c_u_cons(1359)_ 204.79466031735311
     sigma(2_64) c_u_cons(1360)_ 204.79466031735311
     sigma(2_64) c_u_cons(1361)_ 204.79466031735311
     sigma(2_64) c_u_cons(1362)_ 204.79466031735311
     sigma(2_64) c_u_cons(1363)_ 204.79466031735311
     sigma(2_64) c_u_cons(1364)_ 204.79466031735311
     sigma(2_64) c_u_cons(1365)_ 204.79466031735311
     sigma(2_64) c_u_cons(1366)_ 204.79466031735311
     sigma(2_64) c_u_cons(1367)_ 204.79466031735311
     sigma(2_64) c_u_cons(1368)_ 204.79466031735311
     sigma(2_64) c_u_cons(1437)_ 579.29155470378009
     sigma(2_64) c_u_cons(1444)_ 579.29155470378009
     sigma(2_64) c_u_cons(1451)_ 579.29155470378009
     sigma(2_64) c_u_cons(1458)_ 579.29155470378009
     sigma(2_64) c_u_cons(1465)_ 579.29155470378009
     sigma(2_64) c_u_cons(1472)_ 579.29155470378009
     sigma(2_64) c_u_cons(1479)_ 579.29155470378009
     sigma(2_64) c_u_cons(1486)_ 579.29155470378009
     sigma(2_64) c_u_cons(1493)_ 579.29155470378009
     sigma(2_64) c_u_cons(1500)_ 579.29155470378009
     sigma(2_64) c_u_cons(1507)_ 579.29155470378009
     sigma(2_64) c_u_cons(1514)_ 204.79466031735311
     sigma(2_64) c_u_cons(1515)_ 204.79466031735311
     sigma(2_64) c_u_cons(1516)_ 204.79466031735311
     sigma(2_64) c_u_cons(1517)_ 204.79466031735311
     sigma(2_64) c_u_cons(1518)_ 204.79466031735311
     sigma(2_64) c_u_cons(1519)_ 204.79466031735311
     sigma(2_64) c_u_cons(1520)_ 204.79466031735311
     sigma(2_64) c_u_cons(1521)_ 204.79466031735311
     sigma(2_64) c_u_cons(1522)_ 204.79466031735311
     sigma(2_64) c_u_cons(1523)_ 204.79466031735311
     sigma(2_64) c_u_cons(1524)_ 204.79466031735311
     sigma(2_64) c_u_cons(1593)_ 579.29155470378009
     sigma(2_64) c_u_cons(1600)_ 579.29155470378009
     sigma(2_64) c_u_cons(1607)_ 579.29155470378009
     sigma(2_64) c_u_cons(1614)_ 579.29155470378009
     sigma(2_64) c_u_cons(1621)_ 579.29155470378009
     sigma(2_64) c_u_cons(1628)_ 579.29155470378009
     sigma(2_64) c_u_cons(1635)_ 579.29155470378009
     sigma(2_64) c_u_cons(1642)_ 579.29155470378009
     sigma(2_64) c_u_cons(1649)_ 579.29155470378009
     sigma(2_64) c_u_cons(1656)_ 579.29155470378009
     sigma(2_64) c_u_cons(1663)_ 579.29155470378009
     sigma(2_64) c_u_cons(1670)_ 204.79466031735311
     sigma(2_64) c_u_cons(1671)_ 204.79466031735311
     sigma(2_64) c_u_cons(1672)_ 204.79466031735311
     sigma(2_64) c_u_cons(1673)_ 204.79466031735311
     sigma(2_64) c_u_cons(1674)_ 204.79466031735311
     sigma(2_64) c_u_cons(1675)_ 204.79466031735311
     sigma(2_64) c_u_cons(1676)_ 204.79466031735311
     sigma(2_64) c_u_cons(1677)_ 204.79466031735311
     sigma(2_64) c_u_cons(1678)_ 204.79466031735311
     sigma(2_64) c_u_cons(1679)_ 204.79466031735311
     sigma(2_64) c_u_cons(1680)_ 204.79466031735311
     sigma(2_64) c_u_cons(1749)_ 579.29155470378009
     sigma(2_64) c_u_cons(1756)_ 579.29155470378009
     sigma(2_64) c_u_cons(1763)_ 579.29155470378009
     sigma(2_64) c_u_cons(1770)_ 579.29155470378009
     sigma(2_64) c_u_cons(1777)_ 579.29155470378009
     sigma(2_64) c_u_cons(1784)_ 579.29155470378009
     sigma(2_64) c_u_cons(1791)_ 579.29155470378009
     sigma(2_64) c_u_cons(1798)_ 579.29155470378009
     sigma(2_64) c_u_cons(1805)_ 579.29155470378009
     sigma(2_64) c_u_cons(1812)_ 579.29155470378009
     sigma(2_64) c_u_cons(1819)_ 579.29155470378009
     sigma(2_64) c_u_cons(1826)_ 204.79466031735311
     sigma(2_64) c_u_cons(1827)_ 204.79466031735311
     sigma(2_64) c_u_cons(1828)_ 204.79466031735311
     sigma(2_64) c_u_cons(1829)_ 204.79466031735311
     sigma(2_64) c_u_cons(1830)_ 204.79466031735311
     sigma(2_64) c_u_cons(1831)_ 204.79466031735311
     sigma(2_64) c_u_cons(1832)_ 204.79466031735311
     sigma(2_64) c_u_cons(1833)_ 204.79466031735311
     sigma(2_64) c_u_cons(1834)_ 204.79466031735311
     sigma(2_64) c_u_cons(1835)_ 204.79466031735311
     sigma(2_64) c_u_cons(1836)_ 204.79466031735311
     x(0_0) c_e_cons(2)_ 1
     x(0_0) c_l_cons(7)_ 1
     x(0_0) c_u_cons(8)_ -207.11111111111111
     x(0_0) c_u_cons(10)_ 1
     x(0_0) c_u_cons(11)_ 1
     x(0_0) c_l_cons(12)_ 1
     x(0_0) c_u_cons(13)_ -207.11111111111111
     x(0_0) c_u_cons(15)_ 1
     x(0_0) c_u_cons(16)_ 1
     x(0_0) c_l_cons(17)_ 1
     x(0_0) c_u_cons(18)_ -207.11111111111111
     x(0_0) c_u_cons(20)_ 1
     x(0_0) c_u_cons(21)_ 1
     x(0_0) c_l_cons(22)_ 1
     x(0_0) c_u_cons(23)_ -207.11111111111111
     x(0_0) c_u_cons(25)_ 1
     x(0_0) c_u_cons(26)_ 1
     x(0_0) c_u_cons(27)_ -1
     x(0_0) c_u_cons(28)_ -207.11111111111111
     x(0_0) c_u_cons(30)_ 1
     x(0_0) c_u_cons(31)_ 1
     x(0_0) c_u_cons(32)_ -1
     x(0_0) c_u_cons(33)_ -207.11111111111111
     x(0_0) c_u_cons(35)_ 1
     x(0_0) c_u_cons(36)_ 1
     x(0_0) c_u_cons(37)_ -1
     x(0_0) c_u_cons(38)_ -207.11111111111111
     x(0_0) c_u_cons(40)_ 1
     x(0_0) c_u_cons(41)_ 1
     x(0_1) c_e_cons(2)_ 1
     x(0_1) c_l_cons(6)_ -1
     x(0_1) c_l_cons(12)_ 1
     x(0_1) c_u_cons(13)_ -207.11111111111111
     x(0_1) c_u_cons(15)_ 1
     x(0_1) c_u_cons(16)_ 1
     x(0_1) c_l_cons(17)_ 1
     x(0_1) c_u_cons(18)_ -207.11111111111111
     x(0_1) c_u_cons(20)_ 1
     x(0_1) c_u_cons(21)_ 1
     x(0_1) c_l_cons(22)_ 1
     x(0_1) c_u_cons(23)_ -207.11111111111111
     x(0_1) c_u_cons(25)_ 1
     x(0_1) c_u_cons(26)_ 1
     x(0_1) c_u_cons(27)_ -1
     x(0_1) c_u_cons(28)_ -207.11111111111111
     x(0_1) c_u_cons(30)_ 1
     x(0_1) c_u_cons(31)_ 1
     x(0_1) c_u_cons(32)_ -1
     x(0_1) c_u_cons(33)_ -207.11111111111111
     x(0_1) c_u_cons(35)_ 1
     x(0_1) c_u_cons(36)_ 1
     x(0_1) c_u_cons(37)_ -1
     x(0_1) c_u_cons(38)_ -207.11111111111111
     x(0_1) c_u_cons(40)_ 1
     x(0_1) c_u_cons(41)_ 1
     x(0_2) c_e_cons(2)_ 1
     x(0_2) c_l_cons(6)_ -2
     x(0_2) c_l_cons(17)_ 1
     x(0_2) c_u_cons(18)_ -207.11111111111111
     x(0_2) c_u_cons(20)_ 1
     x(0_2) c_u_cons(21)_ 1
     x(0_2) c_l_cons(22)_ 1
     x(0_2) c_u_cons(23)_ -207.11111111111111
     x(0_2) c_u_cons(25)_ 1
     x(0_2) c_u_cons(26)_ 1
     x(0_2) c_u_cons(27)_ -1
     x(0_2) c_u_cons(28)_ -207.11111111111111
     x(0_2) c_u_cons(30)_ 1
     x(0_2) c_u_cons(31)_ 1
     x(0_2) c_u_cons(32)_ -1
     x(0_2) c_u_cons(33)_ -207.11111111111111
     x(0_2) c_u_cons(35)_ 1
     x(0_2) c_u_cons(36)_ 1
     x(0_2) c_u_cons(37)_ -1
     x(0_2) c_u_cons(38)_ -207.11111111111111
     x(0_2) c_u_cons(40)_ 1
     x(0_2) c_u_cons(41)_ 1
     x(1_1) c_e_cons(43)_ 1
     x(1_1) c_l_cons(47)_ -1
     x(1_1) c_l_cons(48)_ 1
     x(1_1) c_u_cons(49)_ -579.29155470378009
     x(1_1) c_u_cons(51)_ 1
     x(1_1) c_u_cons(52)_ 1
     x(1_1) c_l_cons(53)_ 1
     x(1_1) c_u_cons(54)_ -579.29155470378009
     x(1_1) c_u_cons(56)_ 1
     x(1_1) c_u_cons(57)_ 1
     x(1_1) c_l_cons(58)_ 1
     x(1_1) c_u_cons(59)_ -579.29155470378009
     x(1_1) c_u_cons(61)_ 1
     x(1_1) c_u_cons(62)_ 1
     x(1_1) c_l_cons(63)_ 1
     x(1_1) c_u_cons(64)_ -579.29155470378009
     x(1_1) c_u_cons(66)_ 1
     x(1_1) c_u_cons(67)_ 1
     x(1_1) c_l_cons(68)_ 1
     x(1_1) c_u_cons(69)_ -579.29155470378009
     x(1_1) c_u_cons(71)_ 1
     x(1_1) c_u_cons(72)_ 1
     x(1_1) c_u_cons(73)_ -1
     x(1_1) c_u_cons(74)_ -579.29155470378009
     x(1_1) c_u_cons(76)_ 1
     x(1_1) c_u_cons(77)_ 1
     x(1_1) c_u_cons(78)_ -1
     x(1_1) c_u_cons(79)_ -579.29155470378009
     x(1_1) c_u_cons(81)_ 1
     x(1_1) c_u_cons(82)_ 1
     x(1_1) c_u_cons(83)_ -1
     x(1_1) c_u_cons(84)_ -579.29155470378009
     x(1_1) c_u_cons(86)_ 1
     x(1_1) c_u_cons(87)_ 1
     x(1_2) c_e_cons(43)_ 1
     x(1_2) c_l_cons(47)_ -2
     x(1_2) c_l_cons(53)_ 1
     x(1_2) c_u_cons(54)_ -579.29155470378009
     x(1_2) c_u_cons(56)_ 1
     x(1_2) c_u_cons(57)_ 1
     x(1_2) c_l_cons(58)_ 1
     x(1_2) c_u_cons(59)_ -579.29155470378009
     x(1_2) c_u_cons(61)_ 1
     x(1_2) c_u_cons(62)_ 1
     x(1_2) c_l_cons(63)_ 1
     x(1_2) c_u_cons(64)_ -579.29155470378009
     x(1_2) c_u_cons(66)_ 1
     x(1_2) c_u_cons(67)_ 1
     x(1_2) c_l_cons(68)_ 1
     x(1_2) c_u_cons(69)_ -579.29155470378009
     x(1_2) c_u_cons(71)_ 1
     x(1_2) c_u_cons(72)_ 1
     x(1_2) c_u_cons(73)_ -1
     x(1_2) c_u_cons(74)_ -579.29155470378009
     x(1_2) c_u_cons(76)_ 1
     x(1_2) c_u_cons(77)_ 1
     x(1_2) c_u_cons(78)_ -1
     x(1_2) c_u_cons(79)_ -579.29155470378009
     x(1_2) c_u_cons(81)_ 1
     x(1_2) c_u_cons(82)_ 1
     x(1_2) c_u_cons(83)_ -1
     x(1_2) c_u_cons(84)_ -579.29155470378009
     x(1_2) c_u_cons(86)_ 1
     x(1_2) c_u_cons(87)_ 1
     x(1_3) c_e_cons(43)_ 1
     x(1_3) c_l_cons(47)_ -3
     x(1_3) c_l_cons(58)_ 1
     x(1_3) c_u_cons(59)_ -579.29155470378009
     x(1_3) c_u_cons(61)_ 1
     x(1_3) c_u_cons(62)_ 1
     x(1_3) c_l_cons(63)_ 1
     x(1_3) c_u_cons(64)_ -579.29155470378009
     x(1_3) c_u_cons(66)_ 1
     x(1_3) c_u_cons(67)_ 1
     x(1_3) c_l_cons(68)_ 1
     x(1_3) c_u_cons(69)_ -579.29155470378009
     x(1_3) c_u_cons(71)_ 1
     x(1_3) c_u_cons(72)_ 1
     x(1_3) c_u_cons(73)_ -1
     x(1_3) c_u_cons(74)_ -579.29155470378009
     x(1_3) c_u_cons(76)_ 1
     x(1_3) c_u_cons(77)_ 1
     x(1_3) c_u_cons(78)_ -1
     x(1_3) c_u_cons(79)_ -579.29155470378009
     x(1_3) c_u_cons(81)_ 1
     x(1_3) c_u_cons(82)_ 1
     x(1_3) c_u_cons(83)_ -1
     x(1_3) c_u_cons(84)_ -579.29155470378009
     x(1_3) c_u_cons(86)_ 1
     x(1_3) c_u_cons(87)_ 1
     x(2_5) c_e_cons(89)_ 1
     x(2_5) c_l_cons(93)_ -5
     x(2_5) c_l_cons(94)_ 1
     x(2_5) c_u_cons(95)_ -204.79466031735311
     x(2_5) c_u_cons(97)_ 1
     x(2_5) c_u_cons(98)_ 1
     x(2_5) c_l_cons(99)_ 1
     x(2_5) c_u_cons(100)_ -204.79466031735311
     x(2_5) c_u_cons(102)_ 1
     x(2_5) c_u_cons(103)_ 1
     x(2_5) c_l_cons(104)_ 1
     x(2_5) c_u_cons(105)_ -204.79466031735311
     x(2_5) c_u_cons(107)_ 1
     x(2_5) c_u_cons(108)_ 1
     x(2_5) c_l_cons(109)_ 1
     x(2_5) c_u_cons(110)_ -204.79466031735311
     x(2_5) c_u_cons(112)_ 1
     x(2_5) c_u_cons(113)_ 1
     x(2_5) c_l_cons(114)_ 1
     x(2_5) c_u_cons(115)_ -204.79466031735311
     x(2_5) c_u_cons(117)_ 1
     x(2_5) c_u_cons(118)_ 1
     x(2_5) c_l_cons(119)_ 1
     x(2_5) c_u_cons(120)_ -204.79466031735311
     x(2_5) c_u_cons(122)_ 1
     x(2_5) c_u_cons(123)_ 1
     x(2_5) c_u_cons(124)_ -1
     x(2_5) c_u_cons(125)_ -204.79466031735311
     x(2_5) c_u_cons(127)_ 1
     x(2_5) c_u_cons(128)_ 1
     x(2_5) c_u_cons(129)_ -1
     x(2_5) c_u_cons(130)_ -204.79466031735311
     x(2_5) c_u_cons(132)_ 1
     x(2_5) c_u_cons(133)_ 1
     x(2_5) c_u_cons(134)_ -1
     x(2_5) c_u_cons(135)_ -204.79466031735311
     x(2_5) c_u_cons(137)_ 1
     x(2_5) c_u_cons(138)_ 1
     x(2_6) c_e_cons(89)_ 1
     x(2_6) c_l_cons(93)_ -6
     x(2_6) c_l_cons(99)_ 1
     x(2_6) c_u_cons(100)_ -204.79466031735311
     x(2_6) c_u_cons(102)_ 1
     x(2_6) c_u_cons(103)_ 1
     x(2_6) c_l_cons(104)_ 1
     x(2_6) c_u_cons(105)_ -204.79466031735311
     x(2_6) c_u_cons(107)_ 1
     x(2_6) c_u_cons(108)_ 1
     x(2_6) c_l_cons(109)_ 1
     x(2_6) c_u_cons(110)_ -204.79466031735311
     x(2_6) c_u_cons(112)_ 1
     x(2_6) c_u_cons(113)_ 1
     x(2_6) c_l_cons(114)_ 1
     x(2_6) c_u_cons(115)_ -204.79466031735311
     x(2_6) c_u_cons(117)_ 1
     x(2_6) c_u_cons(118)_ 1
     x(2_6) c_l_cons(119)_ 1
     x(2_6) c_u_cons(120)_ -204.79466031735311
     x(2_6) c_u_cons(122)_ 1
     x(2_6) c_u_cons(123)_ 1
     x(2_6) c_u_cons(124)_ -1
     x(2_6) c_u_cons(125)_ -204.79466031735311
     x(2_6) c_u_cons(127)_ 1
     x(2_6) c_u_cons(128)_ 1
     x(2_6) c_u_cons(129)_ -1
     x(2_6) c_u_cons(130)_ -204.79466031735311
     x(2_6) c_u_cons(132)_ 1
     x(2_6) c_u_cons(133)_ 1
     x(2_6) c_u_cons(134)_ -1
     x(2_6) c_u_cons(135)_ -204.79466031735311
     x(2_6) c_u_cons(137)_ 1
     x(2_6) c_u_cons(138)_ 1
     x(2_7) c_e_cons(89)_ 1
     x(2_7) c_l_cons(93)_ -7
     x(2_7) c_l_cons(104)_ 1
     x(2_7) c_u_cons(105)_ -204.79466031735311
     x(2_7) c_u_cons(107)_ 1
     x(2_7) c_u_cons(108)_ 1
     x(2_7) c_l_cons(109)_ 1
     x(2_7) c_u_cons(110)_ -204.79466031735311
     x(2_7) c_u_cons(112)_ 1
     x(2_7) c_u_cons(113)_ 1
     x(2_7) c_l_cons(114)_ 1
     x(2_7) c_u_cons(115)_ -204.79466031735311
     x(2_7) c_u_cons(117)_ 1
     x(2_7) c_u_cons(118)_ 1
     x(2_7) c_l_cons(119)_ 1
     x(2_7) c_u_cons(120)_ -204.79466031735311
     x(2_7) c_u_cons(122)_ 1
     x(2_7) c_u_cons(123)_ 1
     x(2_7) c_u_cons(124)_ -1
     x(2_7) c_u_cons(125)_ -204.79466031735311
     x(2_7) c_u_cons(127)_ 1
     x(2_7) c_u_cons(128)_ 1
     x(2_7) c_u_cons(129)_ -1
     x(2_7) c_u_cons(130)_ -204.79466031735311
     x(2_7) c_u_cons(132)_ 1
     x(2_7) c_u_cons(133)_ 1
     x(2_7) c_u_cons(134)_ -1
     x(2_7) c_u_cons(135)_ -204.79466031735311
     x(2_7) c_u_cons(137)_ 1
     x(2_7) c_u_cons(138)_ 1
     e(0_4) obj 4041.4629533084444
     e(0_4) c_e_cons(3)_ 1
     e(0_4) c_l_cons(6)_ 4
     e(0_4) c_u_cons(27)_ 1
     e(0_4) c_u_cons(32)_ 1
     e(0_4) c_u_cons(33)_ 207.11111111111111
     e(0_4) c_u_cons(35)_ -1
     e(0_4) c_u_cons(36)_ -1
     e(0_4) c_u_cons(37)_ 1
     e(0_4) c_u_cons(38)_ 207.11111111111111
     e(0_4) c_u_cons(40)_ -1
     e(0_4) c_u_cons(41)_ -1
     e(0_5) obj 4849.7555439701337
     e(0_5) c_e_cons(3)_ 1
     e(0_5) c_l_cons(6)_ 5
     e(0_5) c_u_cons(32)_ 1
     e(0_5) c_u_cons(37)_ 1
     e(0_5) c_u_cons(38)_ 207.11111111111111
     e(0_5) c_u_cons(40)_ -1
     e(0_5) c_u_cons(41)_ -1
     e(0_6) obj 5658.048134631822
     e(0_6) c_e_cons(3)_ 1
     e(0_6) c_l_cons(6)_ 6
     e(0_6) c_u_cons(37)_ 1
     e(1_6) obj 5658.048134631822
     e(1_6) c_e_cons(44)_ 1
     e(1_6) c_l_cons(47)_ 6
     e(1_6) c_u_cons(73)_ 1
     e(1_6) c_u_cons(78)_ 1
     e(1_6) c_u_cons(79)_ 579.29155470378009
     e(1_6) c_u_cons(81)_ -1
     e(1_6) c_u_cons(82)_ -1
     e(1_6) c_u_cons(83)_ 1
     e(1_6) c_u_cons(84)_ 579.29155470378009
     e(1_6) c_u_cons(86)_ -1
     e(1_6) c_u_cons(87)_ -1
     e(1_7) obj 6466.3407252935112
     e(1_7) c_e_cons(44)_ 1
     e(1_7) c_l_cons(47)_ 7
     e(1_7) c_u_cons(78)_ 1
     e(1_7) c_u_cons(83)_ 1
     e(1_7) c_u_cons(84)_ 579.29155470378009
     e(1_7) c_u_cons(86)_ -1
     e(1_7) c_u_cons(87)_ -1
     e(1_8) obj 7274.6333159552005
     e(1_8) c_e_cons(44)_ 1
     e(1_8) c_l_cons(47)_ 8
     e(1_8) c_u_cons(83)_ 1
     e(2_11) obj 9699.5110879402673
     e(2_11) c_e_cons(90)_ 1
     e(2_11) c_l_cons(93)_ 11
     e(2_11) c_u_cons(124)_ 1
     e(2_11) c_u_cons(129)_ 1
     e(2_11) c_u_cons(130)_ 204.79466031735311
     e(2_11) c_u_cons(132)_ -1
     e(2_11) c_u_cons(133)_ -1
     e(2_11) c_u_cons(134)_ 1
     e(2_11) c_u_cons(135)_ 204.79466031735311
     e(2_11) c_u_cons(137)_ -1
     e(2_11) c_u_cons(138)_ -1
     e(2_12) obj 10507.803678601957
     e(2_12) c_e_cons(90)_ 1
     e(2_12) c_l_cons(93)_ 12
     e(2_12) c_u_cons(129)_ 1
     e(2_12) c_u_cons(134)_ 1
     e(2_12) c_u_cons(135)_ 204.79466031735311
     e(2_12) c_u_cons(137)_ -1
     e(2_12) c_u_cons(138)_ -1
     e(2_13) obj 11316.096269263644
     e(2_13) c_e_cons(90)_ 1
     e(2_13) c_l_cons(93)_ 13
     e(2_13) c_u_cons(134)_ 1
     A(0_1) c_e_cons(4)_ 1
     A(0_1) c_u_cons(11)_ 1
     A(0_1) c_u_cons(16)_ 1
     A(0_1) c_u_cons(21)_ 1
     A(0_1) c_u_cons(26)_ 1
     A(0_1) c_u_cons(31)_ 1
     A(0_1) c_u_cons(36)_ 1
     A(0_1) c_u_cons(41)_ 1
     A(1_0) c_e_cons(45)_ 1
     A(1_0) c_u_cons(51)_ 1
     A(1_0) c_u_cons(56)_ 1
     A(1_0) c_u_cons(61)_ 1
     A(1_0) c_u_cons(66)_ 1
     A(1_0) c_u_cons(71)_ 1
     A(1_0) c_u_cons(76)_ 1
     A(1_0) c_u_cons(81)_ 1
     A(1_0) c_u_cons(86)_ 1
     A(1_1) c_e_cons(45)_ 1
     A(1_1) c_u_cons(52)_ 1
     A(1_1) c_u_cons(57)_ 1
     A(1_1) c_u_cons(62)_ 1
     A(1_1) c_u_cons(67)_ 1
     A(1_1) c_u_cons(72)_ 1
     A(1_1) c_u_cons(77)_ 1
     A(1_1) c_u_cons(82)_ 1
     A(1_1) c_u_cons(87)_ 1
     A(2_0) c_e_cons(91)_ 1
     A(2_0) c_u_cons(97)_ 1
     A(2_0) c_u_cons(102)_ 1
     A(2_0) c_u_cons(107)_ 1
     A(2_0) c_u_cons(112)_ 1
     A(2_0) c_u_cons(117)_ 1
     A(2_0) c_u_cons(122)_ 1
     A(2_0) c_u_cons(127)_ 1
     A(2_0) c_u_cons(132)_ 1
     A(2_0) c_u_cons(137)_ 1
     A(2_1) c_e_cons(91)_ 1
     A(2_1) c_u_cons(98)_ 1
     A(2_1) c_u_cons(103)_ 1
     A(2_1) c_u_cons(108)_ 1
     A(2_1) c_u_cons(113)_ 1
     A(2_1) c_u_cons(118)_ 1
     A(2_1) c_u_cons(123)_ 1
     A(2_1) c_u_cons(128)_ 1
     A(2_1) c_u_cons(133)_ 1
     A(2_1) c_u_cons(138)_ 1
     r(0_0) c_l_cons(5)_ 1
     r(0_0) c_u_cons(8)_ 1
     r(0_0) c_u_cons(9)_ 1
     r(0_1) c_l_cons(5)_ 1
     r(0_1) c_u_cons(13)_ 1
     r(0_1) c_u_cons(14)_ 1
     r(0_1) c_u_cons(145)_ 1
     r(0_1) c_u_cons(146)_ 1
     r(0_1) c_u_cons(147)_ 1
     r(0_1) c_u_cons(148)_ 1
     r(0_1) c_u_cons(149)_ 1
     r(0_1) c_u_cons(150)_ 1
     r(0_1) c_u_cons(151)_ 1
     r(0_1) c_u_cons(152)_ 1
     r(0_1) c_u_cons(153)_ 1
     r(0_1) c_u_cons(154)_ 1
     r(0_1) c_u_cons(155)_ 1
     r(0_1) c_u_cons(156)_ 1
     r(0_1) c_u_cons(157)_ 1
     r(0_1) c_u_cons(158)_ 1
     r(0_1) c_u_cons(159)_ 1
     r(0_1) c_u_cons(160)_ 1
     r(0_1) c_u_cons(161)_ 1
     r(0_1) c_u_cons(162)_ 1
     r(0_1) c_u_cons(163)_ 1
     r(0_1) c_u_cons(164)_ 1
     r(0_1) c_u_cons(165)_ 1
     r(0_1) c_u_cons(166)_ 1
     r(0_1) c_u_cons(167)_ 1
     r(0_1) c_u_cons(168)_ 1
     r(0_1) c_u_cons(169)_ 1
     r(0_1) c_u_cons(170)_ 1
     r(0_1) c_u_cons(171)_ 1
     r(0_1) c_u_cons(172)_ 1
     r(0_1) c_u_cons(173)_ 1
     r(0_1) c_u_cons(174)_ 1
     r(0_1) c_u_cons(175)_ 1
     r(0_1) c_u_cons(176)_ 1
     r(0_1) c_u_cons(177)_ 1
     r(0_1) c_u_cons(178)_ 1
     r(0_1) c_u_cons(179)_ 1
     r(0_1) c_u_cons(180)_ 1
     r(0_1) c_u_cons(181)_ 1
     r(0_1) c_u_cons(182)_ 1
     r(0_1) c_u_cons(183)_ 1
     r(0_1) c_u_cons(184)_ 1
     r(0_1) c_u_cons(185)_ 1
     r(0_1) c_u_cons(186)_ 1
     r(0_1) c_u_cons(187)_ 1
     r(0_1) c_u_cons(188)_ 1
     r(0_1) c_u_cons(189)_ 1
     r(0_1) c_u_cons(190)_ 1
     r(0_1) c_u_cons(191)_ 1
     r(0_1) c_u_cons(192)_ 1
     r(0_1) c_u_cons(193)_ 1
     r(0_1) c_u_cons(194)_ 1
     r(0_1) c_u_cons(195)_ 1
     r(0_1) c_u_cons(196)_ 1
     r(0_1) c_u_cons(197)_ 1
     r(0_1) c_u_cons(198)_ 1
     r(0_1) c_u_cons(199)_ 1
     r(0_1) c_u_cons(200)_ 1
     r(0_1) c_u_cons(201)_ 1
     r(0_1) c_u_cons(202)_ 1
     r(0_1) c_u_cons(203)_ 1
     r(0_1) c_u_cons(204)_ 1
     r(0_1) c_u_cons(205)_ 1
     r(0_1) c_u_cons(206)_ 1
     r(0_1) c_u_cons(207)_ 1
     r(0_1) c_u_cons(208)_ 1
     r(0_1) c_u_cons(209)_ 1
     r(0_1) c_u_cons(210)_ 1
     r(0_1) c_u_cons(211)_ 1
     r(0_1) c_u_cons(212)_ 1
     r(0_1) c_u_cons(213)_ 1
     r(0_1) c_u_cons(214)_ 1
     r(0_1) c_u_cons(215)_ 1
     r(0_1) c_u_cons(216)_ 1
     r(0_1) c_u_cons(217)_ 1
     r(0_1) c_u_cons(218)_ 1
     r(0_1) c_u_cons(219)_ 1
     r(0_1) c_u_cons(220)_ 1
     r(0_1) c_u_cons(221)_ 1
     r(0_2) c_l_cons(5)_ 1
     r(0_2) c_u_cons(18)_ 1
     r(0_2) c_u_cons(19)_ 1
     r(0_2) c_u_cons(301)_ 1
     r(0_2) c_u_cons(302)_ 1
     r(0_2) c_u_cons(303)_ 1
     r(0_2) c_u_cons(304)_ 1
     r(0_2) c_u_cons(305)_ 1
     r(0_2) c_u_cons(306)_ 1
     r(0_2) c_u_cons(307)_ 1
     r(0_2) c_u_cons(308)_ 1
     r(0_2) c_u_cons(309)_ 1
     r(0_2) c_u_cons(310)_ 1
     r(0_2) c_u_cons(311)_ 1
     r(0_2) c_u_cons(312)_ 1
     r(0_2) c_u_cons(313)_ 1
     r(0_2) c_u_cons(314)_ 1
     r(0_2) c_u_cons(315)_ 1
     r(0_2) c_u_cons(316)_ 1
     r(0_2) c_u_cons(317)_ 1
     r(0_2) c_u_cons(318)_ 1
     r(0_2) c_u_cons(319)_ 1
     r(0_2) c_u_cons(320)_ 1
     r(0_2) c_u_cons(321)_ 1
     r(0_2) c_u_cons(322)_ 1
     r(0_2) c_u_cons(323)_ 1
     r(0_2) c_u_cons(324)_ 1
     r(0_2) c_u_cons(325)_ 1
     r(0_2) c_u_cons(326)_ 1
     r(0_2) c_u_cons(327)_ 1
     r(0_2) c_u_cons(328)_ 1
     r(0_2) c_u_cons(329)_ 1
     r(0_2) c_u_cons(330)_ 1
     r(0_2) c_u_cons(331)_ 1
     r(0_2) c_u_cons(332)_ 1
     r(0_2) c_u_cons(333)_ 1
     r(0_2) c_u_cons(334)_ 1
     r(0_2) c_u_cons(335)_ 1
     r(0_2) c_u_cons(336)_ 1
     r(0_2) c_u_cons(337)_ 1
     r(0_2) c_u_cons(338)_ 1
     r(0_2) c_u_cons(339)_ 1
     r(0_2) c_u_cons(340)_ 1
     r(0_2) c_u_cons(341)_ 1
     r(0_2) c_u_cons(342)_ 1
     r(0_2) c_u_cons(343)_ 1
     r(0_2) c_u_cons(344)_ 1
     r(0_2) c_u_cons(345)_ 1
     r(0_2) c_u_cons(346)_ 1
     r(0_2) c_u_cons(347)_ 1
     r(0_2) c_u_cons(348)_ 1
     r(0_2) c_u_cons(349)_ 1
     r(0_2) c_u_cons(350)_ 1
     r(0_2) c_u_cons(351)_ 1
     r(0_2) c_u_cons(352)_ 1
     r(0_2) c_u_cons(353)_ 1
     r(0_2) c_u_cons(354)_ 1
     r(0_2) c_u_cons(355)_ 1
     r(0_2) c_u_cons(356)_ 1
     r(0_2) c_u_cons(357)_ 1
     r(0_2) c_u_cons(358)_ 1
     r(0_2) c_u_cons(359)_ 1
     r(0_2) c_u_cons(360)_ 1
     r(0_2) c_u_cons(361)_ 1
     r(0_2) c_u_cons(362)_ 1
     r(0_2) c_u_cons(363)_ 1
     r(0_2) c_u_cons(364)_ 1
     r(0_2) c_u_cons(365)_ 1
     r(0_2) c_u_cons(366)_ 1
     r(0_2) c_u_cons(367)_ 1
     r(0_2) c_u_cons(368)_ 1
     r(0_2) c_u_cons(369)_ 1
     r(0_2) c_u_cons(370)_ 1
     r(0_2) c_u_cons(371)_ 1
     r(0_2) c_u_cons(372)_ 1
     r(0_2) c_u_cons(373)_ 1
     r(0_2) c_u_cons(374)_ 1
     r(0_2) c_u_cons(375)_ 1
     r(0_2) c_u_cons(376)_ 1
     r(0_2) c_u_cons(377)_ 1
     r(0_3) c_l_cons(5)_ 1
     r(0_3) c_u_cons(23)_ 1
     r(0_3) c_u_cons(24)_ 1
     r(0_3) c_u_cons(457)_ 1
     r(0_3) c_u_cons(458)_ 1
     r(0_3) c_u_cons(459)_ 1
     r(0_3) c_u_cons(460)_ 1
     r(0_3) c_u_cons(461)_ 1
     r(0_3) c_u_cons(462)_ 1
     r(0_3) c_u_cons(463)_ 1
     r(0_3) c_u_cons(464)_ 1
     r(0_3) c_u_cons(465)_ 1
     r(0_3) c_u_cons(466)_ 1
     r(0_3) c_u_cons(467)_ 1
     r(0_3) c_u_cons(468)_ 1
     r(0_3) c_u_cons(469)_ 1
     r(0_3) c_u_cons(470)_ 1
     r(0_3) c_u_cons(471)_ 1
     r(0_3) c_u_cons(472)_ 1
     r(0_3) c_u_cons(473)_ 1
     r(0_3) c_u_cons(474)_ 1
     r(0_3) c_u_cons(475)_ 1
     r(0_3) c_u_cons(476)_ 1
     r(0_3) c_u_cons(477)_ 1
     r(0_3) c_u_cons(478)_ 1
     r(0_3) c_u_cons(479)_ 1
     r(0_3) c_u_cons(480)_ 1
     r(0_3) c_u_cons(481)_ 1
     r(0_3) c_u_cons(482)_ 1
     r(0_3) c_u_cons(483)_ 1
     r(0_3) c_u_cons(484)_ 1
     r(0_3) c_u_cons(485)_ 1
     r(0_3) c_u_cons(486)_ 1
     r(0_3) c_u_cons(487)_ 1
     r(0_3) c_u_cons(488)_ 1
     r(0_3) c_u_cons(489)_ 1
     r(0_3) c_u_cons(490)_ 1
     r(0_3) c_u_cons(491)_ 1
     r(0_3) c_u_cons(492)_ 1
     r(0_3) c_u_cons(493)_ 1
     r(0_3) c_u_cons(494)_ 1
     r(0_3) c_u_cons(495)_ 1
     r(0_3) c_u_cons(496)_ 1
     r(0_3) c_u_cons(497)_ 1
     r(0_3) c_u_cons(498)_ 1
     r(0_3) c_u_cons(499)_ 1
     r(0_3) c_u_cons(500)_ 1
     r(0_3) c_u_cons(501)_ 1
     r(0_3) c_u_cons(502)_ 1
     r(0_3) c_u_cons(503)_ 1
     r(0_3) c_u_cons(504)_ 1
     r(0_3) c_u_cons(505)_ 1
     r(0_3) c_u_cons(506)_ 1
     r(0_3) c_u_cons(507)_ 1
     r(0_3) c_u_cons(508)_ 1
     r(0_3) c_u_cons(509)_ 1
     r(0_3) c_u_cons(510)_ 1
     r(0_3) c_u_cons(511)_ 1
     r(0_3) c_u_cons(512)_ 1
     r(0_3) c_u_cons(513)_ 1
     r(0_3) c_u_cons(514)_ 1
     r(0_3) c_u_cons(515)_ 1
     r(0_3) c_u_cons(516)_ 1
     r(0_3) c_u_cons(517)_ 1
     r(0_3) c_u_cons(518)_ 1
     r(0_3) c_u_cons(519)_ 1
     r(0_3) c_u_cons(520)_ 1
     r(0_3) c_u_cons(521)_ 1
     r(0_3) c_u_cons(522)_ 1
     r(0_3) c_u_cons(523)_ 1
     r(0_3) c_u_cons(524)_ 1
     r(0_3) c_u_cons(525)_ 1
     r(0_3) c_u_cons(526)_ 1
     r(0_3) c_u_cons(527)_ 1
     r(0_3) c_u_cons(528)_ 1
     r(0_3) c_u_cons(529)_ 1
     r(0_3) c_u_cons(530)_ 1
     r(0_3) c_u_cons(531)_ 1
     r(0_3) c_u_cons(532)_ 1
     r(0_3) c_u_cons(533)_ 1
     r(0_4) c_l_cons(5)_ 1
     r(0_4) c_u_cons(28)_ 1
     r(0_4) c_u_cons(29)_ 1
     r(0_4) c_u_cons(613)_ 1
     r(0_4) c_u_cons(614)_ 1
     r(0_4) c_u_cons(615)_ 1
     r(0_4) c_u_cons(616)_ 1
     r(0_4) c_u_cons(617)_ 1
     r(0_4) c_u_cons(618)_ 1
     r(0_4) c_u_cons(619)_ 1
     r(0_4) c_u_cons(620)_ 1
     r(0_4) c_u_cons(621)_ 1
     r(0_4) c_u_cons(622)_ 1
     r(0_4) c_u_cons(623)_ 1
     r(0_4) c_u_cons(624)_ 1
     r(0_4) c_u_cons(625)_ 1
     r(0_4) c_u_cons(626)_ 1
     r(0_4) c_u_cons(627)_ 1
     r(0_4) c_u_cons(628)_ 1
     r(0_4) c_u_cons(629)_ 1
     r(0_4) c_u_cons(630)_ 1
     r(0_4) c_u_cons(631)_ 1
     r(0_4) c_u_cons(632)_ 1
     r(0_4) c_u_cons(633)_ 1
     r(0_4) c_u_cons(634)_ 1
     r(0_4) c_u_cons(635)_ 1
     r(0_4) c_u_cons(636)_ 1
     r(0_4) c_u_cons(637)_ 1
     r(0_4) c_u_cons(638)_ 1
     r(0_4) c_u_cons(639)_ 1
     r(0_4) c_u_cons(640)_ 1
     r(0_4) c_u_cons(641)_ 1
     r(0_4) c_u_cons(642)_ 1
     r(0_4) c_u_cons(643)_ 1
     r(0_4) c_u_cons(644)_ 1
     r(0_4) c_u_cons(645)_ 1
     r(0_4) c_u_cons(646)_ 1
     r(0_4) c_u_cons(647)_ 1
     r(0_4) c_u_cons(648)_ 1
     r(0_4) c_u_cons(649)_ 1
     r(0_4) c_u_cons(650)_ 1
     r(0_4) c_u_cons(651)_ 1
     r(0_4) c_u_cons(652)_ 1
     r(0_4) c_u_cons(653)_ 1
     r(0_4) c_u_cons(654)_ 1
     r(0_4) c_u_cons(655)_ 1
     r(0_4) c_u_cons(656)_ 1
     r(0_4) c_u_cons(657)_ 1
     r(0_4) c_u_cons(658)_ 1
     r(0_4) c_u_cons(659)_ 1
     r(0_4) c_u_cons(660)_ 1
     r(0_4) c_u_cons(661)_ 1
     r(0_4) c_u_cons(662)_ 1
     r(0_4) c_u_cons(663)_ 1
     r(0_4) c_u_cons(664)_ 1
     r(0_4) c_u_cons(665)_ 1
     r(0_4) c_u_cons(666)_ 1
     r(0_4) c_u_cons(667)_ 1
     r(0_4) c_u_cons(668)_ 1
     r(0_4) c_u_cons(669)_ 1
     r(0_4) c_u_cons(670)_ 1
     r(0_4) c_u_cons(671)_ 1
     r(0_4) c_u_cons(672)_ 1
     r(0_4) c_u_cons(673)_ 1
     r(0_4) c_u_cons(674)_ 1
     r(0_4) c_u_cons(675)_ 1
     r(0_4) c_u_cons(676)_ 1
     r(0_4) c_u_cons(677)_ 1
     r(0_4) c_u_cons(678)_ 1
     r(0_4) c_u_cons(679)_ 1
     r(0_4) c_u_cons(680)_ 1
     r(0_4) c_u_cons(681)_ 1
     r(0_4) c_u_cons(682)_ 1
     r(0_4) c_u_cons(683)_ 1
     r(0_4) c_u_cons(684)_ 1
     r(0_4) c_u_cons(685)_ 1
     r(0_4) c_u_cons(686)_ 1
     r(0_4) c_u_cons(687)_ 1
     r(0_4) c_u_cons(688)_ 1
     r(0_4) c_u_cons(689)_ 1
     r(0_5) c_l_cons(5)_ 1
     r(0_5) c_u_cons(33)_ 1
     r(0_5) c_u_cons(34)_ 1
     r(0_5) c_u_cons(769)_ 1
     r(0_5) c_u_cons(770)_ 1
     r(0_5) c_u_cons(771)_ 1
     r(0_5) c_u_cons(772)_ 1
     r(0_5) c_u_cons(773)_ 1
     r(0_5) c_u_cons(774)_ 1
     r(0_5) c_u_cons(775)_ 1
     r(0_5) c_u_cons(776)_ 1
     r(0_5) c_u_cons(777)_ 1
     r(0_5) c_u_cons(778)_ 1
     r(0_5) c_u_cons(779)_ 1
     r(0_5) c_u_cons(780)_ 1
     r(0_5) c_u_cons(781)_ 1
     r(0_5) c_u_cons(782)_ 1
     r(0_5) c_u_cons(783)_ 1
     r(0_5) c_u_cons(784)_ 1
     r(0_5) c_u_cons(785)_ 1
     r(0_5) c_u_cons(786)_ 1
     r(0_5) c_u_cons(787)_ 1
     r(0_5) c_u_cons(788)_ 1
     r(0_5) c_u_cons(789)_ 1
     r(0_5) c_u_cons(790)_ 1
     r(0_5) c_u_cons(791)_ 1
     r(0_5) c_u_cons(792)_ 1
     r(0_5) c_u_cons(793)_ 1
     r(0_5) c_u_cons(794)_ 1
     r(0_5) c_u_cons(795)_ 1
     r(0_5) c_u_cons(796)_ 1
     r(0_5) c_u_cons(797)_ 1
     r(0_5) c_u_cons(798)_ 1
     r(0_5) c_u_cons(799)_ 1
     r(0_5) c_u_cons(800)_ 1
     r(0_5) c_u_cons(801)_ 1
     r(0_5) c_u_cons(802)_ 1
     r(0_5) c_u_cons(803)_ 1
     r(0_5) c_u_cons(804)_ 1
     r(0_5) c_u_cons(805)_ 1
     r(0_5) c_u_cons(806)_ 1
     r(0_5) c_u_cons(807)_ 1
     r(0_5) c_u_cons(808)_ 1
     r(0_5) c_u_cons(809)_ 1
     r(0_5) c_u_cons(810)_ 1
     r(0_5) c_u_cons(811)_ 1
     r(0_5) c_u_cons(812)_ 1
     r(0_5) c_u_cons(813)_ 1
     r(0_5) c_u_cons(814)_ 1
     r(0_5) c_u_cons(815)_ 1
     r(0_5) c_u_cons(816)_ 1
     r(0_5) c_u_cons(817)_ 1
     r(0_5) c_u_cons(818)_ 1
     r(0_5) c_u_cons(819)_ 1
     r(0_5) c_u_cons(820)_ 1
     r(0_5) c_u_cons(821)_ 1
     r(0_5) c_u_cons(822)_ 1
     r(0_5) c_u_cons(823)_ 1
     r(0_5) c_u_cons(824)_ 1
     r(0_5) c_u_cons(825)_ 1
     r(0_5) c_u_cons(826)_ 1
     r(0_5) c_u_cons(827)_ 1
     r(0_5) c_u_cons(828)_ 1
     r(0_5) c_u_cons(829)_ 1
     r(0_5) c_u_cons(830)_ 1
     r(0_5) c_u_cons(831)_ 1
     r(0_5) c_u_cons(832)_ 1
     r(0_5) c_u_cons(833)_ 1
     r(0_5) c_u_cons(834)_ 1
     r(0_5) c_u_cons(835)_ 1
     r(0_5) c_u_cons(836)_ 1
     r(0_5) c_u_cons(837)_ 1
     r(0_5) c_u_cons(838)_ 1
     r(0_5) c_u_cons(839)_ 1
     r(0_5) c_u_cons(840)_ 1
     r(0_5) c_u_cons(841)_ 1
     r(0_5) c_u_cons(842)_ 1
     r(0_5) c_u_cons(843)_ 1
     r(0_5) c_u_cons(844)_ 1
     r(0_5) c_u_cons(845)_ 1
     r(0_5) c_u_cons(1081)_ 1
     r(0_5) c_u_cons(1082)_ 1
     r(0_5) c_u_cons(1083)_ 1
     r(0_5) c_u_cons(1084)_ 1
     r(0_5) c_u_cons(1085)_ 1
     r(0_5) c_u_cons(1086)_ 1
     r(0_5) c_u_cons(1087)_ 1
     r(0_5) c_u_cons(1088)_ 1
     r(0_5) c_u_cons(1089)_ 1
     r(0_5) c_u_cons(1090)_ 1
     r(0_5) c_u_cons(1091)_ 1
     r(0_5) c_u_cons(1092)_ 1
     r(0_5) c_u_cons(1093)_ 1
     r(0_5) c_u_cons(1094)_ 1
     r(0_5) c_u_cons(1095)_ 1
     r(0_5) c_u_cons(1096)_ 1
     r(0_5) c_u_cons(1097)_ 1
     r(0_5) c_u_cons(1098)_ 1
     r(0_5) c_u_cons(1099)_ 1
     r(0_5) c_u_cons(1100)_ 1
     r(0_5) c_u_cons(1101)_ 1
     r(0_5) c_u_cons(1102)_ 1
     r(0_5) c_u_cons(1103)_ 1
     r(0_5) c_u_cons(1104)_ 1
     r(0_5) c_u_cons(1105)_ 1
     r(0_5) c_u_cons(1106)_ 1
     r(0_5) c_u_cons(1107)_ 1
     r(0_5) c_u_cons(1108)_ 1
     r(0_5) c_u_cons(1109)_ 1
     r(0_5) c_u_cons(1110)_ 1
     r(0_5) c_u_cons(1111)_ 1
     r(0_5) c_u_cons(1112)_ 1
     r(0_5) c_u_cons(1113)_ 1
     r(0_5) c_u_cons(1114)_ 1
     r(0_5) c_u_cons(1115)_ 1
     r(0_5) c_u_cons(1116)_ 1
     r(0_5) c_u_cons(1117)_ 1
     r(0_5) c_u_cons(1118)_ 1
     r(0_5) c_u_cons(1119)_ 1
     r(0_5) c_u_cons(1120)_ 1
     r(0_5) c_u_cons(1121)_ 1
     r(0_5) c_u_cons(1122)_ 1
     r(0_5) c_u_cons(1123)_ 1
     r(0_5) c_u_cons(1124)_ 1
     r(0_5) c_u_cons(1125)_ 1
     r(0_5) c_u_cons(1126)_ 1
     r(0_5) c_u_cons(1127)_ 1
     r(0_5) c_u_cons(1128)_ 1
     r(0_5) c_u_cons(1129)_ 1
     r(0_6) c_l_cons(5)_ 1
     r(0_6) c_u_cons(38)_ 1
     r(0_6) c_u_cons(39)_ 1
     r(0_6) c_u_cons(925)_ 1
     r(0_6) c_u_cons(926)_ 1
     r(0_6) c_u_cons(927)_ 1
     r(0_6) c_u_cons(928)_ 1
     r(0_6) c_u_cons(929)_ 1
     r(0_6) c_u_cons(930)_ 1
     r(0_6) c_u_cons(931)_ 1
     r(0_6) c_u_cons(932)_ 1
     r(0_6) c_u_cons(933)_ 1
     r(0_6) c_u_cons(934)_ 1
     r(0_6) c_u_cons(935)_ 1
     r(0_6) c_u_cons(936)_ 1
     r(0_6) c_u_cons(937)_ 1
     r(0_6) c_u_cons(938)_ 1
     r(0_6) c_u_cons(939)_ 1
     r(0_6) c_u_cons(940)_ 1
     r(0_6) c_u_cons(941)_ 1
     r(0_6) c_u_cons(942)_ 1
     r(0_6) c_u_cons(943)_ 1
     r(0_6) c_u_cons(944)_ 1
     r(0_6) c_u_cons(945)_ 1
     r(0_6) c_u_cons(946)_ 1
     r(0_6) c_u_cons(947)_ 1
     r(0_6) c_u_cons(948)_ 1
     r(0_6) c_u_cons(949)_ 1
     r(0_6) c_u_cons(950)_ 1
     r(0_6) c_u_cons(951)_ 1
     r(0_6) c_u_cons(952)_ 1
     r(0_6) c_u_cons(953)_ 1
     r(0_6) c_u_cons(954)_ 1
     r(0_6) c_u_cons(955)_ 1
     r(0_6) c_u_cons(956)_ 1
     r(0_6) c_u_cons(957)_ 1
     r(0_6) c_u_cons(958)_ 1
     r(0_6) c_u_cons(959)_ 1
     r(0_6) c_u_cons(960)_ 1
     r(0_6) c_u_cons(961)_ 1
     r(0_6) c_u_cons(962)_ 1
     r(0_6) c_u_cons(963)_ 1
     r(0_6) c_u_cons(964)_ 1
     r(0_6) c_u_cons(965)_ 1
     r(0_6) c_u_cons(966)_ 1
     r(0_6) c_u_cons(967)_ 1
     r(0_6) c_u_cons(968)_ 1
     r(0_6) c_u_cons(969)_ 1
     r(0_6) c_u_cons(970)_ 1
     r(0_6) c_u_cons(971)_ 1
     r(0_6) c_u_cons(972)_ 1
     r(0_6) c_u_cons(973)_ 1
     r(0_6) c_u_cons(974)_ 1
     r(0_6) c_u_cons(975)_ 1
     r(0_6) c_u_cons(976)_ 1
     r(0_6) c_u_cons(977)_ 1
     r(0_6) c_u_cons(978)_ 1
     r(0_6) c_u_cons(979)_ 1
     r(0_6) c_u_cons(980)_ 1
     r(0_6) c_u_cons(981)_ 1
     r(0_6) c_u_cons(982)_ 1
     r(0_6) c_u_cons(983)_ 1
     r(0_6) c_u_cons(984)_ 1
     r(0_6) c_u_cons(985)_ 1
     r(0_6) c_u_cons(986)_ 1
     r(0_6) c_u_cons(987)_ 1
     r(0_6) c_u_cons(988)_ 1
     r(0_6) c_u_cons(989)_ 1
     r(0_6) c_u_cons(990)_ 1
     r(0_6) c_u_cons(991)_ 1
     r(0_6) c_u_cons(992)_ 1
     r(0_6) c_u_cons(993)_ 1
     r(0_6) c_u_cons(994)_ 1
     r(0_6) c_u_cons(995)_ 1
     r(0_6) c_u_cons(996)_ 1
     r(0_6) c_u_cons(997)_ 1
     r(0_6) c_u_cons(998)_ 1
     r(0_6) c_u_cons(999)_ 1
     r(0_6) c_u_cons(1000)_ 1
     r(0_6) c_u_cons(1001)_ 1
     r(0_6) c_u_cons(1181)_ 1
     r(0_6) c_u_cons(1182)_ 1
     r(0_6) c_u_cons(1183)_ 1
     r(0_6) c_u_cons(1184)_ 1
     r(0_6) c_u_cons(1185)_ 1
     r(0_6) c_u_cons(1186)_ 1
     r(0_6) c_u_cons(1187)_ 1
     r(0_6) c_u_cons(1188)_ 1
     r(0_6) c_u_cons(1189)_ 1
     r(0_6) c_u_cons(1190)_ 1
     r(0_6) c_u_cons(1191)_ 1
     r(0_6) c_u_cons(1192)_ 1
     r(0_6) c_u_cons(1193)_ 1
     r(0_6) c_u_cons(1194)_ 1
     r(0_6) c_u_cons(1195)_ 1
     r(0_6) c_u_cons(1196)_ 1
     r(0_6) c_u_cons(1197)_ 1
     r(0_6) c_u_cons(1198)_ 1
     r(0_6) c_u_cons(1199)_ 1
     r(0_6) c_u_cons(1200)_ 1
     r(0_6) c_u_cons(1201)_ 1
     r(0_6) c_u_cons(1202)_ 1
     r(0_6) c_u_cons(1203)_ 1
     r(0_6) c_u_cons(1204)_ 1
     r(0_6) c_u_cons(1205)_ 1
     r(0_6) c_u_cons(1206)_ 1
     r(0_6) c_u_cons(1207)_ 1
     r(0_6) c_u_cons(1208)_ 1
     r(0_6) c_u_cons(1209)_ 1
     r(0_6) c_u_cons(1210)_ 1
     r(0_6) c_u_cons(1211)_ 1
     r(0_6) c_u_cons(1212)_ 1
     r(0_6) c_u_cons(1213)_ 1
     r(0_6) c_u_cons(1214)_ 1
     r(0_6) c_u_cons(1215)_ 1
     r(0_6) c_u_cons(1216)_ 1
     r(0_6) c_u_cons(1217)_ 1
     r(0_6) c_u_cons(1218)_ 1
     r(0_6) c_u_cons(1219)_ 1
     r(0_6) c_u_cons(1220)_ 1
     r(0_6) c_u_cons(1221)_ 1
     r(0_6) c_u_cons(1222)_ 1
     r(0_6) c_u_cons(1223)_ 1
     r(0_6) c_u_cons(1224)_ 1
     r(0_6) c_u_cons(1225)_ 1
     r(0_6) c_u_cons(1226)_ 1
     r(0_6) c_u_cons(1227)_ 1
     r(0_6) c_u_cons(1228)_ 1
     r(0_6) c_u_cons(1229)_ 1
     r(1_1) c_l_cons(46)_ 1
     r(1_1) c_u_cons(49)_ 1
     r(1_1) c_u_cons(50)_ 1
     r(1_1) c_u_cons(222)_ 1
     r(1_1) c_u_cons(223)_ 1
     r(1_1) c_u_cons(224)_ 1
     r(1_1) c_u_cons(225)_ 1
     r(1_1) c_u_cons(226)_ 1
     r(1_1) c_u_cons(227)_ 1
     r(1_1) c_u_cons(228)_ 1
     r(1_1) c_u_cons(229)_ 1
     r(1_1) c_u_cons(230)_ 1
     r(1_1) c_u_cons(231)_ 1
     r(1_1) c_u_cons(232)_ 1
     r(1_1) c_u_cons(233)_ 1
     r(1_1) c_u_cons(234)_ 1
     r(1_1) c_u_cons(235)_ 1
     r(1_1) c_u_cons(236)_ 1
     r(1_1) c_u_cons(237)_ 1
     r(1_1) c_u_cons(238)_ 1
     r(1_1) c_u_cons(239)_ 1
     r(1_1) c_u_cons(240)_ 1
     r(1_1) c_u_cons(241)_ 1
     r(1_1) c_u_cons(242)_ 1
     r(1_1) c_u_cons(243)_ 1
     r(1_1) c_u_cons(244)_ 1
     r(1_1) c_u_cons(245)_ 1
     r(1_1) c_u_cons(246)_ 1
     r(1_1) c_u_cons(247)_ 1
     r(1_1) c_u_cons(248)_ 1
     r(1_1) c_u_cons(249)_ 1
     r(1_1) c_u_cons(250)_ 1
     r(1_1) c_u_cons(251)_ 1
     r(1_1) c_u_cons(252)_ 1
     r(1_1) c_u_cons(253)_ 1
     r(1_1) c_u_cons(254)_ 1
     r(1_1) c_u_cons(255)_ 1
     r(1_1) c_u_cons(256)_ 1
     r(1_1) c_u_cons(257)_ 1
     r(1_1) c_u_cons(258)_ 1
     r(1_1) c_u_cons(259)_ 1
     r(1_1) c_u_cons(260)_ 1
     r(1_1) c_u_cons(261)_ 1
     r(1_1) c_u_cons(262)_ 1
     r(1_1) c_u_cons(263)_ 1
     r(1_1) c_u_cons(264)_ 1
     r(1_1) c_u_cons(265)_ 1
     r(1_1) c_u_cons(266)_ 1
     r(1_1) c_u_cons(267)_ 1
     r(1_1) c_u_cons(268)_ 1
     r(1_1) c_u_cons(269)_ 1
     r(1_1) c_u_cons(270)_ 1
     r(1_1) c_u_cons(271)_ 1
     r(1_1) c_u_cons(272)_ 1
     r(1_1) c_u_cons(273)_ 1
     r(1_1) c_u_cons(274)_ 1
     r(1_1) c_u_cons(275)_ 1
     r(1_1) c_u_cons(276)_ 1
     r(1_1) c_u_cons(277)_ 1
     r(1_1) c_u_cons(278)_ 1
     r(1_1) c_u_cons(279)_ 1
     r(1_1) c_u_cons(280)_ 1
     r(1_1) c_u_cons(281)_ 1
     r(1_1) c_u_cons(282)_ 1
     r(1_1) c_u_cons(283)_ 1
     r(1_1) c_u_cons(284)_ 1
     r(1_1) c_u_cons(285)_ 1
     r(1_1) c_u_cons(286)_ 1
     r(1_1) c_u_cons(287)_ 1
     r(1_1) c_u_cons(288)_ 1
     r(1_1) c_u_cons(289)_ 1
     r(1_1) c_u_cons(290)_ 1
     r(1_1) c_u_cons(291)_ 1
     r(1_1) c_u_cons(292)_ 1
     r(1_1) c_u_cons(293)_ 1
     r(1_1) c_u_cons(294)_ 1
     r(1_1) c_u_cons(295)_ 1
     r(1_1) c_u_cons(296)_ 1
     r(1_1) c_u_cons(297)_ 1
     r(1_1) c_u_cons(298)_ 1
     r(1_2) c_l_cons(46)_ 1
     r(1_2) c_u_cons(54)_ 1
     r(1_2) c_u_cons(55)_ 1
     r(1_2) c_u_cons(378)_ 1
     r(1_2) c_u_cons(379)_ 1
     r(1_2) c_u_cons(380)_ 1
     r(1_2) c_u_cons(381)_ 1
     r(1_2) c_u_cons(382)_ 1
     r(1_2) c_u_cons(383)_ 1
     r(1_2) c_u_cons(384)_ 1
     r(1_2) c_u_cons(385)_ 1
     r(1_2) c_u_cons(386)_ 1
     r(1_2) c_u_cons(387)_ 1
     r(1_2) c_u_cons(388)_ 1
     r(1_2) c_u_cons(389)_ 1
     r(1_2) c_u_cons(390)_ 1
     r(1_2) c_u_cons(391)_ 1
     r(1_2) c_u_cons(392)_ 1
     r(1_2) c_u_cons(393)_ 1
     r(1_2) c_u_cons(394)_ 1
     r(1_2) c_u_cons(395)_ 1
     r(1_2) c_u_cons(396)_ 1
     r(1_2) c_u_cons(397)_ 1
     r(1_2) c_u_cons(398)_ 1
     r(1_2) c_u_cons(399)_ 1
     r(1_2) c_u_cons(400)_ 1
     r(1_2) c_u_cons(401)_ 1
     r(1_2) c_u_cons(402)_ 1
     r(1_2) c_u_cons(403)_ 1
     r(1_2) c_u_cons(404)_ 1
     r(1_2) c_u_cons(405)_ 1
     r(1_2) c_u_cons(406)_ 1
     r(1_2) c_u_cons(407)_ 1
     r(1_2) c_u_cons(408)_ 1
     r(1_2) c_u_cons(409)_ 1
     r(1_2) c_u_cons(410)_ 1
     r(1_2) c_u_cons(411)_ 1
     r(1_2) c_u_cons(412)_ 1
     r(1_2) c_u_cons(413)_ 1
     r(1_2) c_u_cons(414)_ 1
     r(1_2) c_u_cons(415)_ 1
     r(1_2) c_u_cons(416)_ 1
     r(1_2) c_u_cons(417)_ 1
     r(1_2) c_u_cons(418)_ 1
     r(1_2) c_u_cons(419)_ 1
     r(1_2) c_u_cons(420)_ 1
     r(1_2) c_u_cons(421)_ 1
     r(1_2) c_u_cons(422)_ 1
     r(1_2) c_u_cons(423)_ 1
     r(1_2) c_u_cons(424)_ 1
     r(1_2) c_u_cons(425)_ 1
     r(1_2) c_u_cons(426)_ 1
     r(1_2) c_u_cons(427)_ 1
     r(1_2) c_u_cons(428)_ 1
     r(1_2) c_u_cons(429)_ 1
     r(1_2) c_u_cons(430)_ 1
     r(1_2) c_u_cons(431)_ 1
     r(1_2) c_u_cons(432)_ 1
     r(1_2) c_u_cons(433)_ 1
     r(1_2) c_u_cons(434)_ 1
     r(1_2) c_u_cons(435)_ 1
     r(1_2) c_u_cons(436)_ 1
     r(1_2) c_u_cons(437)_ 1
     r(1_2) c_u_cons(438)_ 1
     r(1_2) c_u_cons(439)_ 1
     r(1_2) c_u_cons(440)_ 1
     r(1_2) c_u_cons(441)_ 1
     r(1_2) c_u_cons(442)_ 1
     r(1_2) c_u_cons(443)_ 1
     r(1_2) c_u_cons(444)_ 1
     r(1_2) c_u_cons(445)_ 1
     r(1_2) c_u_cons(446)_ 1
     r(1_2) c_u_cons(447)_ 1
     r(1_2) c_u_cons(448)_ 1
     r(1_2) c_u_cons(449)_ 1
     r(1_2) c_u_cons(450)_ 1
     r(1_2) c_u_cons(451)_ 1
     r(1_2) c_u_cons(452)_ 1
     r(1_2) c_u_cons(453)_ 1
     r(1_2) c_u_cons(454)_ 1
     r(1_3) c_l_cons(46)_ 1
     r(1_3) c_u_cons(59)_ 1
     r(1_3) c_u_cons(60)_ 1
     r(1_3) c_u_cons(534)_ 1
     r(1_3) c_u_cons(535)_ 1
     r(1_3) c_u_cons(536)_ 1
     r(1_3) c_u_cons(537)_ 1
     r(1_3) c_u_cons(538)_ 1
     r(1_3) c_u_cons(539)_ 1
     r(1_3) c_u_cons(540)_ 1
     r(1_3) c_u_cons(541)_ 1
     r(1_3) c_u_cons(542)_ 1
     r(1_3) c_u_cons(543)_ 1
     r(1_3) c_u_cons(544)_ 1
     r(1_3) c_u_cons(545)_ 1
     r(1_3) c_u_cons(546)_ 1
     r(1_3) c_u_cons(547)_ 1
     r(1_3) c_u_cons(548)_ 1
     r(1_3) c_u_cons(549)_ 1
     r(1_3) c_u_cons(550)_ 1
     r(1_3) c_u_cons(551)_ 1
     r(1_3) c_u_cons(552)_ 1
     r(1_3) c_u_cons(553)_ 1
     r(1_3) c_u_cons(554)_ 1
     r(1_3) c_u_cons(555)_ 1
     r(1_3) c_u_cons(556)_ 1
     r(1_3) c_u_cons(557)_ 1
     r(1_3) c_u_cons(558)_ 1
     r(1_3) c_u_cons(559)_ 1
     r(1_3) c_u_cons(560)_ 1
     r(1_3) c_u_cons(561)_ 1
     r(1_3) c_u_cons(562)_ 1
     r(1_3) c_u_cons(563)_ 1
     r(1_3) c_u_cons(564)_ 1
     r(1_3) c_u_cons(565)_ 1
     r(1_3) c_u_cons(566)_ 1
     r(1_3) c_u_cons(567)_ 1
     r(1_3) c_u_cons(568)_ 1
     r(1_3) c_u_cons(569)_ 1
     r(1_3) c_u_cons(570)_ 1
     r(1_3) c_u_cons(571)_ 1
     r(1_3) c_u_cons(572)_ 1
     r(1_3) c_u_cons(573)_ 1
     r(1_3) c_u_cons(574)_ 1
     r(1_3) c_u_cons(575)_ 1
     r(1_3) c_u_cons(576)_ 1
     r(1_3) c_u_cons(577)_ 1
     r(1_3) c_u_cons(578)_ 1
     r(1_3) c_u_cons(579)_ 1
     r(1_3) c_u_cons(580)_ 1
     r(1_3) c_u_cons(581)_ 1
     r(1_3) c_u_cons(582)_ 1
     r(1_3) c_u_cons(583)_ 1
     r(1_3) c_u_cons(584)_ 1
     r(1_3) c_u_cons(585)_ 1
     r(1_3) c_u_cons(586)_ 1
     r(1_3) c_u_cons(587)_ 1
     r(1_3) c_u_cons(588)_ 1
     r(1_3) c_u_cons(589)_ 1
     r(1_3) c_u_cons(590)_ 1
     r(1_3) c_u_cons(591)_ 1
     r(1_3) c_u_cons(592)_ 1
     r(1_3) c_u_cons(593)_ 1
     r(1_3) c_u_cons(594)_ 1
     r(1_3) c_u_cons(595)_ 1
     r(1_3) c_u_cons(596)_ 1
     r(1_3) c_u_cons(597)_ 1
     r(1_3) c_u_cons(598)_ 1
     r(1_3) c_u_cons(599)_ 1
     r(1_3) c_u_cons(600)_ 1
     r(1_3) c_u_cons(601)_ 1
     r(1_3) c_u_cons(602)_ 1
     r(1_3) c_u_cons(603)_ 1
     r(1_3) c_u_cons(604)_ 1
     r(1_3) c_u_cons(605)_ 1
     r(1_3) c_u_cons(606)_ 1
     r(1_3) c_u_cons(607)_ 1
     r(1_3) c_u_cons(608)_ 1
     r(1_3) c_u_cons(609)_ 1
     r(1_3) c_u_cons(610)_ 1
     r(1_4) c_l_cons(46)_ 1
     r(1_4) c_u_cons(64)_ 1
     r(1_4) c_u_cons(65)_ 1
     r(1_4) c_u_cons(690)_ 1
     r(1_4) c_u_cons(691)_ 1
     r(1_4) c_u_cons(692)_ 1
     r(1_4) c_u_cons(693)_ 1
     r(1_4) c_u_cons(694)_ 1
     r(1_4) c_u_cons(695)_ 1
     r(1_4) c_u_cons(696)_ 1
     r(1_4) c_u_cons(697)_ 1
     r(1_4) c_u_cons(698)_ 1
     r(1_4) c_u_cons(699)_ 1
     r(1_4) c_u_cons(700)_ 1
     r(1_4) c_u_cons(701)_ 1
     r(1_4) c_u_cons(702)_ 1
     r(1_4) c_u_cons(703)_ 1
     r(1_4) c_u_cons(704)_ 1
     r(1_4) c_u_cons(705)_ 1
     r(1_4) c_u_cons(706)_ 1
     r(1_4) c_u_cons(707)_ 1
     r(1_4) c_u_cons(708)_ 1
     r(1_4) c_u_cons(709)_ 1
     r(1_4) c_u_cons(710)_ 1
     r(1_4) c_u_cons(711)_ 1
     r(1_4) c_u_cons(712)_ 1
     r(1_4) c_u_cons(713)_ 1
     r(1_4) c_u_cons(714)_ 1
     r(1_4) c_u_cons(715)_ 1
     r(1_4) c_u_cons(716)_ 1
     r(1_4) c_u_cons(717)_ 1
     r(1_4) c_u_cons(718)_ 1
     r(1_4) c_u_cons(719)_ 1
     r(1_4) c_u_cons(720)_ 1
     r(1_4) c_u_cons(721)_ 1
     r(1_4) c_u_cons(722)_ 1
     r(1_4) c_u_cons(723)_ 1
     r(1_4) c_u_cons(724)_ 1
     r(1_4) c_u_cons(725)_ 1
     r(1_4) c_u_cons(726)_ 1
     r(1_4) c_u_cons(727)_ 1
     r(1_4) c_u_cons(728)_ 1
     r(1_4) c_u_cons(729)_ 1
     r(1_4) c_u_cons(730)_ 1
     r(1_4) c_u_cons(731)_ 1
     r(1_4) c_u_cons(732)_ 1
     r(1_4) c_u_cons(733)_ 1
     r(1_4) c_u_cons(734)_ 1
     r(1_4) c_u_cons(735)_ 1
     r(1_4) c_u_cons(736)_ 1
     r(1_4) c_u_cons(737)_ 1
     r(1_4) c_u_cons(738)_ 1
     r(1_4) c_u_cons(739)_ 1
     r(1_4) c_u_cons(740)_ 1
     r(1_4) c_u_cons(741)_ 1
     r(1_4) c_u_cons(742)_ 1
     r(1_4) c_u_cons(743)_ 1
     r(1_4) c_u_cons(744)_ 1
     r(1_4) c_u_cons(745)_ 1
     r(1_4) c_u_cons(746)_ 1
     r(1_4) c_u_cons(747)_ 1
     r(1_4) c_u_cons(748)_ 1
     r(1_4) c_u_cons(749)_ 1
     r(1_4) c_u_cons(750)_ 1
     r(1_4) c_u_cons(751)_ 1
     r(1_4) c_u_cons(752)_ 1
     r(1_4) c_u_cons(753)_ 1
     r(1_4) c_u_cons(754)_ 1
     r(1_4) c_u_cons(755)_ 1
     r(1_4) c_u_cons(756)_ 1
     r(1_4) c_u_cons(757)_ 1
     r(1_4) c_u_cons(758)_ 1
     r(1_4) c_u_cons(759)_ 1
     r(1_4) c_u_cons(760)_ 1
     r(1_4) c_u_cons(761)_ 1
     r(1_4) c_u_cons(762)_ 1
     r(1_4) c_u_cons(763)_ 1
     r(1_4) c_u_cons(764)_ 1
     r(1_4) c_u_cons(765)_ 1
     r(1_4) c_u_cons(766)_ 1
     r(1_5) c_l_cons(46)_ 1
     r(1_5) c_u_cons(69)_ 1
     r(1_5) c_u_cons(70)_ 1
     r(1_5) c_u_cons(846)_ 1
     r(1_5) c_u_cons(847)_ 1
     r(1_5) c_u_cons(848)_ 1
     r(1_5) c_u_cons(849)_ 1
     r(1_5) c_u_cons(850)_ 1
     r(1_5) c_u_cons(851)_ 1
     r(1_5) c_u_cons(852)_ 1
     r(1_5) c_u_cons(853)_ 1
     r(1_5) c_u_cons(854)_ 1
     r(1_5) c_u_cons(855)_ 1
     r(1_5) c_u_cons(856)_ 1
     r(1_5) c_u_cons(857)_ 1
     r(1_5) c_u_cons(858)_ 1
     r(1_5) c_u_cons(859)_ 1
     r(1_5) c_u_cons(860)_ 1
     r(1_5) c_u_cons(861)_ 1
     r(1_5) c_u_cons(862)_ 1
     r(1_5) c_u_cons(863)_ 1
     r(1_5) c_u_cons(864)_ 1
     r(1_5) c_u_cons(865)_ 1
     r(1_5) c_u_cons(866)_ 1
     r(1_5) c_u_cons(867)_ 1
     r(1_5) c_u_cons(868)_ 1
     r(1_5) c_u_cons(869)_ 1
     r(1_5) c_u_cons(870)_ 1
     r(1_5) c_u_cons(871)_ 1
     r(1_5) c_u_cons(872)_ 1
     r(1_5) c_u_cons(873)_ 1
     r(1_5) c_u_cons(874)_ 1
     r(1_5) c_u_cons(875)_ 1
     r(1_5) c_u_cons(876)_ 1
     r(1_5) c_u_cons(877)_ 1
     r(1_5) c_u_cons(878)_ 1
     r(1_5) c_u_cons(879)_ 1
     r(1_5) c_u_cons(880)_ 1
     r(1_5) c_u_cons(881)_ 1
     r(1_5) c_u_cons(882)_ 1
     r(1_5) c_u_cons(883)_ 1
     r(1_5) c_u_cons(884)_ 1
     r(1_5) c_u_cons(885)_ 1
     r(1_5) c_u_cons(886)_ 1
     r(1_5) c_u_cons(887)_ 1
     r(1_5) c_u_cons(888)_ 1
     r(1_5) c_u_cons(889)_ 1
     r(1_5) c_u_cons(890)_ 1
     r(1_5) c_u_cons(891)_ 1
     r(1_5) c_u_cons(892)_ 1
     r(1_5) c_u_cons(893)_ 1
     r(1_5) c_u_cons(894)_ 1
     r(1_5) c_u_cons(895)_ 1
     r(1_5) c_u_cons(896)_ 1
     r(1_5) c_u_cons(897)_ 1
     r(1_5) c_u_cons(898)_ 1
     r(1_5) c_u_cons(899)_ 1
     r(1_5) c_u_cons(900)_ 1
     r(1_5) c_u_cons(901)_ 1
     r(1_5) c_u_cons(902)_ 1
     r(1_5) c_u_cons(903)_ 1
     r(1_5) c_u_cons(904)_ 1
     r(1_5) c_u_cons(905)_ 1
     r(1_5) c_u_cons(906)_ 1
     r(1_5) c_u_cons(907)_ 1
     r(1_5) c_u_cons(908)_ 1
     r(1_5) c_u_cons(909)_ 1
     r(1_5) c_u_cons(910)_ 1
     r(1_5) c_u_cons(911)_ 1
     r(1_5) c_u_cons(912)_ 1
     r(1_5) c_u_cons(913)_ 1
     r(1_5) c_u_cons(914)_ 1
     r(1_5) c_u_cons(915)_ 1
     r(1_5) c_u_cons(916)_ 1
     r(1_5) c_u_cons(917)_ 1
     r(1_5) c_u_cons(918)_ 1
     r(1_5) c_u_cons(919)_ 1
     r(1_5) c_u_cons(920)_ 1
     r(1_5) c_u_cons(921)_ 1
     r(1_5) c_u_cons(922)_ 1
     r(1_5) c_u_cons(1281)_ 1
     r(1_5) c_u_cons(1282)_ 1
     r(1_5) c_u_cons(1283)_ 1
     r(1_5) c_u_cons(1284)_ 1
     r(1_5) c_u_cons(1285)_ 1
     r(1_5) c_u_cons(1286)_ 1
     r(1_5) c_u_cons(1287)_ 1
     r(1_5) c_u_cons(1288)_ 1
     r(1_5) c_u_cons(1289)_ 1
     r(1_5) c_u_cons(1290)_ 1
     r(1_5) c_u_cons(1291)_ 1
     r(1_5) c_u_cons(1292)_ 1
     r(1_5) c_u_cons(1293)_ 1
     r(1_5) c_u_cons(1294)_ 1
     r(1_5) c_u_cons(1295)_ 1
     r(1_5) c_u_cons(1296)_ 1
     r(1_5) c_u_cons(1297)_ 1
     r(1_5) c_u_cons(1298)_ 1
     r(1_5) c_u_cons(1299)_ 1
     r(1_5) c_u_cons(1300)_ 1
     r(1_5) c_u_cons(1301)_ 1
     r(1_5) c_u_cons(1302)_ 1
     r(1_5) c_u_cons(1303)_ 1
     r(1_5) c_u_cons(1304)_ 1
     r(1_5) c_u_cons(1305)_ 1
     r(1_5) c_u_cons(1306)_ 1
     r(1_5) c_u_cons(1307)_ 1
     r(1_5) c_u_cons(1308)_ 1
     r(1_5) c_u_cons(1309)_ 1
     r(1_5) c_u_cons(1310)_ 1
     r(1_5) c_u_cons(1311)_ 1
     r(1_5) c_u_cons(1312)_ 1
     r(1_5) c_u_cons(1313)_ 1
     r(1_5) c_u_cons(1314)_ 1
     r(1_5) c_u_cons(1315)_ 1
     r(1_5) c_u_cons(1316)_ 1
     r(1_5) c_u_cons(1317)_ 1
     r(1_5) c_u_cons(1318)_ 1
     r(1_5) c_u_cons(1319)_ 1
     r(1_5) c_u_cons(1320)_ 1
     r(1_5) c_u_cons(1321)_ 1
     r(1_5) c_u_cons(1322)_ 1
     r(1_5) c_u_cons(1323)_ 1
     r(1_5) c_u_cons(1324)_ 1
     r(1_5) c_u_cons(1325)_ 1
     r(1_5) c_u_cons(1326)_ 1
     r(1_5) c_u_cons(1327)_ 1
     r(1_5) c_u_cons(1328)_ 1
     r(1_5) c_u_cons(1329)_ 1
     r(1_5) c_u_cons(1330)_ 1
     r(1_5) c_u_cons(1331)_ 1
     r(1_5) c_u_cons(1332)_ 1
     r(1_5) c_u_cons(1333)_ 1
     r(1_5) c_u_cons(1334)_ 1
     r(1_5) c_u_cons(1335)_ 1
     r(1_5) c_u_cons(1336)_ 1
     r(1_5) c_u_cons(1337)_ 1
     r(1_5) c_u_cons(1338)_ 1
     r(1_5) c_u_cons(1339)_ 1
     r(1_5) c_u_cons(1340)_ 1
     r(1_5) c_u_cons(1341)_ 1
     r(1_5) c_u_cons(1342)_ 1
     r(1_5) c_u_cons(1343)_ 1
     r(1_5) c_u_cons(1344)_ 1
     r(1_5) c_u_cons(1345)_ 1
     r(1_5) c_u_cons(1346)_ 1
     r(1_5) c_u_cons(1347)_ 1
     r(1_5) c_u_cons(1348)_ 1
     r(1_5) c_u_cons(1349)_ 1
     r(1_5) c_u_cons(1350)_ 1
     r(1_5) c_u_cons(1351)_ 1
     r(1_5) c_u_cons(1352)_ 1
     r(1_5) c_u_cons(1353)_ 1
     r(1_5) c_u_cons(1354)_ 1
     r(1_5) c_u_cons(1355)_ 1
     r(1_5) c_u_cons(1356)_ 1
     r(1_5) c_u_cons(1357)_ 1
     r(1_6) c_l_cons(46)_ 1
     r(1_6) c_u_cons(74)_ 1
     r(1_6) c_u_cons(75)_ 1
     r(1_6) c_u_cons(1002)_ 1
     r(1_6) c_u_cons(1003)_ 1
     r(1_6) c_u_cons(1004)_ 1
     r(1_6) c_u_cons(1005)_ 1
     r(1_6) c_u_cons(1006)_ 1
     r(1_6) c_u_cons(1007)_ 1
     r(1_6) c_u_cons(1008)_ 1
     r(1_6) c_u_cons(1009)_ 1
     r(1_6) c_u_cons(1010)_ 1
     r(1_6) c_u_cons(1011)_ 1
     r(1_6) c_u_cons(1012)_ 1
     r(1_6) c_u_cons(1013)_ 1
     r(1_6) c_u_cons(1014)_ 1
     r(1_6) c_u_cons(1015)_ 1
     r(1_6) c_u_cons(1016)_ 1
     r(1_6) c_u_cons(1017)_ 1
     r(1_6) c_u_cons(1018)_ 1
     r(1_6) c_u_cons(1019)_ 1
     r(1_6) c_u_cons(1020)_ 1
     r(1_6) c_u_cons(1021)_ 1
     r(1_6) c_u_cons(1022)_ 1
     r(1_6) c_u_cons(1023)_ 1
     r(1_6) c_u_cons(1024)_ 1
     r(1_6) c_u_cons(1025)_ 1
     r(1_6) c_u_cons(1026)_ 1
     r(1_6) c_u_cons(1027)_ 1
     r(1_6) c_u_cons(1028)_ 1
     r(1_6) c_u_cons(1029)_ 1
     r(1_6) c_u_cons(1030)_ 1
     r(1_6) c_u_cons(1031)_ 1
     r(1_6) c_u_cons(1032)_ 1
     r(1_6) c_u_cons(1033)_ 1
     r(1_6) c_u_cons(1034)_ 1
     r(1_6) c_u_cons(1035)_ 1
     r(1_6) c_u_cons(1036)_ 1
     r(1_6) c_u_cons(1037)_ 1
     r(1_6) c_u_cons(1038)_ 1
     r(1_6) c_u_cons(1039)_ 1
     r(1_6) c_u_cons(1040)_ 1
     r(1_6) c_u_cons(1041)_ 1
     r(1_6) c_u_cons(1042)_ 1
     r(1_6) c_u_cons(1043)_ 1
     r(1_6) c_u_cons(1044)_ 1
     r(1_6) c_u_cons(1045)_ 1
     r(1_6) c_u_cons(1046)_ 1
     r(1_6) c_u_cons(1047)_ 1
     r(1_6) c_u_cons(1048)_ 1
     r(1_6) c_u_cons(1049)_ 1
     r(1_6) c_u_cons(1050)_ 1
     r(1_6) c_u_cons(1051)_ 1
     r(1_6) c_u_cons(1052)_ 1
     r(1_6) c_u_cons(1053)_ 1
     r(1_6) c_u_cons(1054)_ 1
     r(1_6) c_u_cons(1055)_ 1
     r(1_6) c_u_cons(1056)_ 1
     r(1_6) c_u_cons(1057)_ 1
     r(1_6) c_u_cons(1058)_ 1
     r(1_6) c_u_cons(1059)_ 1
     r(1_6) c_u_cons(1060)_ 1
     r(1_6) c_u_cons(1061)_ 1
     r(1_6) c_u_cons(1062)_ 1
     r(1_6) c_u_cons(1063)_ 1
     r(1_6) c_u_cons(1064)_ 1
     r(1_6) c_u_cons(1065)_ 1
     r(1_6) c_u_cons(1066)_ 1
     r(1_6) c_u_cons(1067)_ 1
     r(1_6) c_u_cons(1068)_ 1
     r(1_6) c_u_cons(1069)_ 1
     r(1_6) c_u_cons(1070)_ 1
     r(1_6) c_u_cons(1071)_ 1
     r(1_6) c_u_cons(1072)_ 1
     r(1_6) c_u_cons(1073)_ 1
     r(1_6) c_u_cons(1074)_ 1
     r(1_6) c_u_cons(1075)_ 1
     r(1_6) c_u_cons(1076)_ 1
     r(1_6) c_u_cons(1077)_ 1
     r(1_6) c_u_cons(1078)_ 1
     r(1_6) c_u_cons(1437)_ 1
     r(1_6) c_u_cons(1438)_ 1
     r(1_6) c_u_cons(1439)_ 1
     r(1_6) c_u_cons(1440)_ 1
     r(1_6) c_u_cons(1441)_ 1
     r(1_6) c_u_cons(1442)_ 1
     r(1_6) c_u_cons(1443)_ 1
     r(1_6) c_u_cons(1444)_ 1
     r(1_6) c_u_cons(1445)_ 1
     r(1_6) c_u_cons(1446)_ 1
     r(1_6) c_u_cons(1447)_ 1
     r(1_6) c_u_cons(1448)_ 1
     r(1_6) c_u_cons(1449)_ 1
     r(1_6) c_u_cons(1450)_ 1
     r(1_6) c_u_cons(1451)_ 1
     r(1_6) c_u_cons(1452)_ 1
     r(1_6) c_u_cons(1453)_ 1
     r(1_6) c_u_cons(1454)_ 1
     r(1_6) c_u_cons(1455)_ 1
     r(1_6) c_u_cons(1456)_ 1
     r(1_6) c_u_cons(1457)_ 1
     r(1_6) c_u_cons(1458)_ 1
     r(1_6) c_u_cons(1459)_ 1
     r(1_6) c_u_cons(1460)_ 1
     r(1_6) c_u_cons(1461)_ 1
     r(1_6) c_u_cons(1462)_ 1
     r(1_6) c_u_cons(1463)_ 1
     r(1_6) c_u_cons(1464)_ 1
     r(1_6) c_u_cons(1465)_ 1
     r(1_6) c_u_cons(1466)_ 1
     r(1_6) c_u_cons(1467)_ 1
     r(1_6) c_u_cons(1468)_ 1
     r(1_6) c_u_cons(1469)_ 1
     r(1_6) c_u_cons(1470)_ 1
     r(1_6) c_u_cons(1471)_ 1
     r(1_6) c_u_cons(1472)_ 1
     r(1_6) c_u_cons(1473)_ 1
     r(1_6) c_u_cons(1474)_ 1
     r(1_6) c_u_cons(1475)_ 1
     r(1_6) c_u_cons(1476)_ 1
     r(1_6) c_u_cons(1477)_ 1
     r(1_6) c_u_cons(1478)_ 1
     r(1_6) c_u_cons(1479)_ 1
     r(1_6) c_u_cons(1480)_ 1
     r(1_6) c_u_cons(1481)_ 1
     r(1_6) c_u_cons(1482)_ 1
     r(1_6) c_u_cons(1483)_ 1
     r(1_6) c_u_cons(1484)_ 1
     r(1_6) c_u_cons(1485)_ 1
     r(1_6) c_u_cons(1486)_ 1
     r(1_6) c_u_cons(1487)_ 1
     r(1_6) c_u_cons(1488)_ 1
     r(1_6) c_u_cons(1489)_ 1
     r(1_6) c_u_cons(1490)_ 1
     r(1_6) c_u_cons(1491)_ 1
     r(1_6) c_u_cons(1492)_ 1
     r(1_6) c_u_cons(1493)_ 1
     r(1_6) c_u_cons(1494)_ 1
     r(1_6) c_u_cons(1495)_ 1
     r(1_6) c_u_cons(1496)_ 1
     r(1_6) c_u_cons(1497)_ 1
     r(1_6) c_u_cons(1498)_ 1
     r(1_6) c_u_cons(1499)_ 1
     r(1_6) c_u_cons(1500)_ 1
     r(1_6) c_u_cons(1501)_ 1
     r(1_6) c_u_cons(1502)_ 1
     r(1_6) c_u_cons(1503)_ 1
     r(1_6) c_u_cons(1504)_ 1
     r(1_6) c_u_cons(1505)_ 1
     r(1_6) c_u_cons(1506)_ 1
     r(1_6) c_u_cons(1507)_ 1
     r(1_6) c_u_cons(1508)_ 1
     r(1_6) c_u_cons(1509)_ 1
     r(1_6) c_u_cons(1510)_ 1
     r(1_6) c_u_cons(1511)_ 1
     r(1_6) c_u_cons(1512)_ 1
     r(1_6) c_u_cons(1513)_ 1
     r(1_7) c_l_cons(46)_ 1
     r(1_7) c_u_cons(79)_ 1
     r(1_7) c_u_cons(80)_ 1
     r(1_7) c_u_cons(1593)_ 1
     r(1_7) c_u_cons(1594)_ 1
     r(1_7) c_u_cons(1595)_ 1
     r(1_7) c_u_cons(1596)_ 1
     r(1_7) c_u_cons(1597)_ 1
     r(1_7) c_u_cons(1598)_ 1
     r(1_7) c_u_cons(1599)_ 1
     r(1_7) c_u_cons(1600)_ 1
     r(1_7) c_u_cons(1601)_ 1
     r(1_7) c_u_cons(1602)_ 1
     r(1_7) c_u_cons(1603)_ 1
     r(1_7) c_u_cons(1604)_ 1
     r(1_7) c_u_cons(1605)_ 1
     r(1_7) c_u_cons(1606)_ 1
     r(1_7) c_u_cons(1607)_ 1
     r(1_7) c_u_cons(1608)_ 1
     r(1_7) c_u_cons(1609)_ 1
     r(1_7) c_u_cons(1610)_ 1
     r(1_7) c_u_cons(1611)_ 1
     r(1_7) c_u_cons(1612)_ 1
     r(1_7) c_u_cons(1613)_ 1
     r(1_7) c_u_cons(1614)_ 1
     r(1_7) c_u_cons(1615)_ 1
     r(1_7) c_u_cons(1616)_ 1
     r(1_7) c_u_cons(1617)_ 1
     r(1_7) c_u_cons(1618)_ 1
     r(1_7) c_u_cons(1619)_ 1
     r(1_7) c_u_cons(1620)_ 1
     r(1_7) c_u_cons(1621)_ 1
     r(1_7) c_u_cons(1622)_ 1
     r(1_7) c_u_cons(1623)_ 1
     r(1_7) c_u_cons(1624)_ 1
     r(1_7) c_u_cons(1625)_ 1
     r(1_7) c_u_cons(1626)_ 1
     r(1_7) c_u_cons(1627)_ 1
     r(1_7) c_u_cons(1628)_ 1
     r(1_7) c_u_cons(1629)_ 1
     r(1_7) c_u_cons(1630)_ 1
     r(1_7) c_u_cons(1631)_ 1
     r(1_7) c_u_cons(1632)_ 1
     r(1_7) c_u_cons(1633)_ 1
     r(1_7) c_u_cons(1634)_ 1
     r(1_7) c_u_cons(1635)_ 1
     r(1_7) c_u_cons(1636)_ 1
     r(1_7) c_u_cons(1637)_ 1
     r(1_7) c_u_cons(1638)_ 1
     r(1_7) c_u_cons(1639)_ 1
     r(1_7) c_u_cons(1640)_ 1
     r(1_7) c_u_cons(1641)_ 1
     r(1_7) c_u_cons(1642)_ 1
     r(1_7) c_u_cons(1643)_ 1
     r(1_7) c_u_cons(1644)_ 1
     r(1_7) c_u_cons(1645)_ 1
     r(1_7) c_u_cons(1646)_ 1
     r(1_7) c_u_cons(1647)_ 1
     r(1_7) c_u_cons(1648)_ 1
     r(1_7) c_u_cons(1649)_ 1
     r(1_7) c_u_cons(1650)_ 1
     r(1_7) c_u_cons(1651)_ 1
     r(1_7) c_u_cons(1652)_ 1
     r(1_7) c_u_cons(1653)_ 1
     r(1_7) c_u_cons(1654)_ 1
     r(1_7) c_u_cons(1655)_ 1
     r(1_7) c_u_cons(1656)_ 1
     r(1_7) c_u_cons(1657)_ 1
     r(1_7) c_u_cons(1658)_ 1
     r(1_7) c_u_cons(1659)_ 1
     r(1_7) c_u_cons(1660)_ 1
     r(1_7) c_u_cons(1661)_ 1
     r(1_7) c_u_cons(1662)_ 1
     r(1_7) c_u_cons(1663)_ 1
     r(1_7) c_u_cons(1664)_ 1
     r(1_7) c_u_cons(1665)_ 1
     r(1_7) c_u_cons(1666)_ 1
     r(1_7) c_u_cons(1667)_ 1
     r(1_7) c_u_cons(1668)_ 1
     r(1_7) c_u_cons(1669)_ 1
     r(1_8) c_l_cons(46)_ 1
     r(1_8) c_u_cons(84)_ 1
     r(1_8) c_u_cons(85)_ 1
     r(1_8) c_u_cons(1749)_ 1
     r(1_8) c_u_cons(1750)_ 1
     r(1_8) c_u_cons(1751)_ 1
     r(1_8) c_u_cons(1752)_ 1
     r(1_8) c_u_cons(1753)_ 1
     r(1_8) c_u_cons(1754)_ 1
     r(1_8) c_u_cons(1755)_ 1
     r(1_8) c_u_cons(1756)_ 1
     r(1_8) c_u_cons(1757)_ 1
     r(1_8) c_u_cons(1758)_ 1
     r(1_8) c_u_cons(1759)_ 1
     r(1_8) c_u_cons(1760)_ 1
     r(1_8) c_u_cons(1761)_ 1
     r(1_8) c_u_cons(1762)_ 1
     r(1_8) c_u_cons(1763)_ 1
     r(1_8) c_u_cons(1764)_ 1
     r(1_8) c_u_cons(1765)_ 1
     r(1_8) c_u_cons(1766)_ 1
     r(1_8) c_u_cons(1767)_ 1
     r(1_8) c_u_cons(1768)_ 1
     r(1_8) c_u_cons(1769)_ 1
     r(1_8) c_u_cons(1770)_ 1
     r(1_8) c_u_cons(1771)_ 1
     r(1_8) c_u_cons(1772)_ 1
     r(1_8) c_u_cons(1773)_ 1
     r(1_8) c_u_cons(1774)_ 1
     r(1_8) c_u_cons(1775)_ 1
     r(1_8) c_u_cons(1776)_ 1
     r(1_8) c_u_cons(1777)_ 1
     r(1_8) c_u_cons(1778)_ 1
     r(1_8) c_u_cons(1779)_ 1
     r(1_8) c_u_cons(1780)_ 1
     r(1_8) c_u_cons(1781)_ 1
     r(1_8) c_u_cons(1782)_ 1
     r(1_8) c_u_cons(1783)_ 1
     r(1_8) c_u_cons(1784)_ 1
     r(1_8) c_u_cons(1785)_ 1
     r(1_8) c_u_cons(1786)_ 1
     r(1_8) c_u_cons(1787)_ 1
     r(1_8) c_u_cons(1788)_ 1
     r(1_8) c_u_cons(1789)_ 1
     r(1_8) c_u_cons(1790)_ 1
     r(1_8) c_u_cons(1791)_ 1
     r(1_8) c_u_cons(1792)_ 1
     r(1_8) c_u_cons(1793)_ 1
     r(1_8) c_u_cons(1794)_ 1
     r(1_8) c_u_cons(1795)_ 1
     r(1_8) c_u_cons(1796)_ 1
     r(1_8) c_u_cons(1797)_ 1
     r(1_8) c_u_cons(1798)_ 1
     r(1_8) c_u_cons(1799)_ 1
     r(1_8) c_u_cons(1800)_ 1
     r(1_8) c_u_cons(1801)_ 1
     r(1_8) c_u_cons(1802)_ 1
     r(1_8) c_u_cons(1803)_ 1
     r(1_8) c_u_cons(1804)_ 1
     r(1_8) c_u_cons(1805)_ 1
     r(1_8) c_u_cons(1806)_ 1
     r(1_8) c_u_cons(1807)_ 1
     r(1_8) c_u_cons(1808)_ 1
     r(1_8) c_u_cons(1809)_ 1
     r(1_8) c_u_cons(1810)_ 1
     r(1_8) c_u_cons(1811)_ 1
     r(1_8) c_u_cons(1812)_ 1
     r(1_8) c_u_cons(1813)_ 1
     r(1_8) c_u_cons(1814)_ 1
     r(1_8) c_u_cons(1815)_ 1
     r(1_8) c_u_cons(1816)_ 1
     r(1_8) c_u_cons(1817)_ 1
     r(1_8) c_u_cons(1818)_ 1
     r(1_8) c_u_cons(1819)_ 1
     r(1_8) c_u_cons(1820)_ 1
     r(1_8) c_u_cons(1821)_ 1
     r(1_8) c_u_cons(1822)_ 1
     r(1_8) c_u_cons(1823)_ 1
     r(1_8) c_u_cons(1824)_ 1
     r(1_8) c_u_cons(1825)_ 1
     r(2_5) c_l_cons(92)_ 1
     r(2_5) c_u_cons(95)_ 1
     r(2_5) c_u_cons(96)_ 1
     r(2_5) c_u_cons(1130)_ 1
     r(2_5) c_u_cons(1131)_ 1
     r(2_5) c_u_cons(1132)_ 1
     r(2_5) c_u_cons(1133)_ 1
     r(2_5) c_u_cons(1134)_ 1
     r(2_5) c_u_cons(1135)_ 1
     r(2_5) c_u_cons(1136)_ 1
     r(2_5) c_u_cons(1137)_ 1
     r(2_5) c_u_cons(1138)_ 1
     r(2_5) c_u_cons(1139)_ 1
     r(2_5) c_u_cons(1140)_ 1
     r(2_5) c_u_cons(1141)_ 1
     r(2_5) c_u_cons(1142)_ 1
     r(2_5) c_u_cons(1143)_ 1
     r(2_5) c_u_cons(1144)_ 1
     r(2_5) c_u_cons(1145)_ 1
     r(2_5) c_u_cons(1146)_ 1
     r(2_5) c_u_cons(1147)_ 1
     r(2_5) c_u_cons(1148)_ 1
     r(2_5) c_u_cons(1149)_ 1
     r(2_5) c_u_cons(1150)_ 1
     r(2_5) c_u_cons(1151)_ 1
     r(2_5) c_u_cons(1152)_ 1
     r(2_5) c_u_cons(1153)_ 1
     r(2_5) c_u_cons(1154)_ 1
     r(2_5) c_u_cons(1155)_ 1
     r(2_5) c_u_cons(1156)_ 1
     r(2_5) c_u_cons(1157)_ 1
     r(2_5) c_u_cons(1158)_ 1
     r(2_5) c_u_cons(1159)_ 1
     r(2_5) c_u_cons(1160)_ 1
     r(2_5) c_u_cons(1161)_ 1
     r(2_5) c_u_cons(1162)_ 1
     r(2_5) c_u_cons(1163)_ 1
     r(2_5) c_u_cons(1164)_ 1
     r(2_5) c_u_cons(1165)_ 1
     r(2_5) c_u_cons(1166)_ 1
     r(2_5) c_u_cons(1167)_ 1
     r(2_5) c_u_cons(1168)_ 1
     r(2_5) c_u_cons(1169)_ 1
     r(2_5) c_u_cons(1170)_ 1
     r(2_5) c_u_cons(1171)_ 1
     r(2_5) c_u_cons(1172)_ 1
     r(2_5) c_u_cons(1173)_ 1
     r(2_5) c_u_cons(1174)_ 1
     r(2_5) c_u_cons(1175)_ 1
     r(2_5) c_u_cons(1176)_ 1
     r(2_5) c_u_cons(1177)_ 1
     r(2_5) c_u_cons(1178)_ 1
     r(2_5) c_u_cons(1358)_ 1
     r(2_5) c_u_cons(1359)_ 1
     r(2_5) c_u_cons(1360)_ 1
     r(2_5) c_u_cons(1361)_ 1
     r(2_5) c_u_cons(1362)_ 1
     r(2_5) c_u_cons(1363)_ 1
     r(2_5) c_u_cons(1364)_ 1
     r(2_5) c_u_cons(1365)_ 1
     r(2_5) c_u_cons(1366)_ 1
     r(2_5) c_u_cons(1367)_ 1
     r(2_5) c_u_cons(1368)_ 1
     r(2_5) c_u_cons(1369)_ 1
     r(2_5) c_u_cons(1370)_ 1
     r(2_5) c_u_cons(1371)_ 1
     r(2_5) c_u_cons(1372)_ 1
     r(2_5) c_u_cons(1373)_ 1
     r(2_5) c_u_cons(1374)_ 1
     r(2_5) c_u_cons(1375)_ 1
     r(2_5) c_u_cons(1376)_ 1
     r(2_5) c_u_cons(1377)_ 1
     r(2_5) c_u_cons(1378)_ 1
     r(2_5) c_u_cons(1379)_ 1
     r(2_5) c_u_cons(1380)_ 1
     r(2_5) c_u_cons(1381)_ 1
     r(2_5) c_u_cons(1382)_ 1
     r(2_5) c_u_cons(1383)_ 1
     r(2_5) c_u_cons(1384)_ 1
     r(2_5) c_u_cons(1385)_ 1
     r(2_5) c_u_cons(1386)_ 1
     r(2_5) c_u_cons(1387)_ 1
     r(2_5) c_u_cons(1388)_ 1
     r(2_5) c_u_cons(1389)_ 1
     r(2_5) c_u_cons(1390)_ 1
     r(2_5) c_u_cons(1391)_ 1
     r(2_5) c_u_cons(1392)_ 1
     r(2_5) c_u_cons(1393)_ 1
     r(2_5) c_u_cons(1394)_ 1
     r(2_5) c_u_cons(1395)_ 1
     r(2_5) c_u_cons(1396)_ 1
     r(2_5) c_u_cons(1397)_ 1
     r(2_5) c_u_cons(1398)_ 1
     r(2_5) c_u_cons(1399)_ 1
     r(2_5) c_u_cons(1400)_ 1
     r(2_5) c_u_cons(1401)_ 1
     r(2_5) c_u_cons(1402)_ 1
     r(2_5) c_u_cons(1403)_ 1
     r(2_5) c_u_cons(1404)_ 1
     r(2_5) c_u_cons(1405)_ 1
     r(2_5) c_u_cons(1406)_ 1
     r(2_5) c_u_cons(1407)_ 1
     r(2_5) c_u_cons(1408)_ 1
     r(2_5) c_u_cons(1409)_ 1
     r(2_5) c_u_cons(1410)_ 1
     r(2_5) c_u_cons(1411)_ 1
     r(2_5) c_u_cons(1412)_ 1
     r(2_5) c_u_cons(1413)_ 1
     r(2_5) c_u_cons(1414)_ 1
     r(2_5) c_u_cons(1415)_ 1
     r(2_5) c_u_cons(1416)_ 1
     r(2_5) c_u_cons(1417)_ 1
     r(2_5) c_u_cons(1418)_ 1
     r(2_5) c_u_cons(1419)_ 1
     r(2_5) c_u_cons(1420)_ 1
     r(2_5) c_u_cons(1421)_ 1
     r(2_5) c_u_cons(1422)_ 1
     r(2_5) c_u_cons(1423)_ 1
     r(2_5) c_u_cons(1424)_ 1
     r(2_5) c_u_cons(1425)_ 1
     r(2_5) c_u_cons(1426)_ 1
     r(2_5) c_u_cons(1427)_ 1
     r(2_5) c_u_cons(1428)_ 1
     r(2_5) c_u_cons(1429)_ 1
     r(2_5) c_u_cons(1430)_ 1
     r(2_5) c_u_cons(1431)_ 1
     r(2_5) c_u_cons(1432)_ 1
     r(2_5) c_u_cons(1433)_ 1
     r(2_5) c_u_cons(1434)_ 1
     r(2_6) c_l_cons(92)_ 1
     r(2_6) c_u_cons(100)_ 1
     r(2_6) c_u_cons(101)_ 1
     r(2_6) c_u_cons(1230)_ 1
     r(2_6) c_u_cons(1231)_ 1
     r(2_6) c_u_cons(1232)_ 1
     r(2_6) c_u_cons(1233)_ 1
     r(2_6) c_u_cons(1234)_ 1
     r(2_6) c_u_cons(1235)_ 1
     r(2_6) c_u_cons(1236)_ 1
     r(2_6) c_u_cons(1237)_ 1
     r(2_6) c_u_cons(1238)_ 1
     r(2_6) c_u_cons(1239)_ 1
     r(2_6) c_u_cons(1240)_ 1
     r(2_6) c_u_cons(1241)_ 1
     r(2_6) c_u_cons(1242)_ 1
     r(2_6) c_u_cons(1243)_ 1
     r(2_6) c_u_cons(1244)_ 1
     r(2_6) c_u_cons(1245)_ 1
     r(2_6) c_u_cons(1246)_ 1
     r(2_6) c_u_cons(1247)_ 1
     r(2_6) c_u_cons(1248)_ 1
     r(2_6) c_u_cons(1249)_ 1
     r(2_6) c_u_cons(1250)_ 1
     r(2_6) c_u_cons(1251)_ 1
     r(2_6) c_u_cons(1252)_ 1
     r(2_6) c_u_cons(1253)_ 1
     r(2_6) c_u_cons(1254)_ 1
     r(2_6) c_u_cons(1255)_ 1
     r(2_6) c_u_cons(1256)_ 1
     r(2_6) c_u_cons(1257)_ 1
     r(2_6) c_u_cons(1258)_ 1
     r(2_6) c_u_cons(1259)_ 1
     r(2_6) c_u_cons(1260)_ 1
     r(2_6) c_u_cons(1261)_ 1
     r(2_6) c_u_cons(1262)_ 1
     r(2_6) c_u_cons(1263)_ 1
     r(2_6) c_u_cons(1264)_ 1
     r(2_6) c_u_cons(1265)_ 1
     r(2_6) c_u_cons(1266)_ 1
     r(2_6) c_u_cons(1267)_ 1
     r(2_6) c_u_cons(1268)_ 1
     r(2_6) c_u_cons(1269)_ 1
     r(2_6) c_u_cons(1270)_ 1
     r(2_6) c_u_cons(1271)_ 1
     r(2_6) c_u_cons(1272)_ 1
     r(2_6) c_u_cons(1273)_ 1
     r(2_6) c_u_cons(1274)_ 1
     r(2_6) c_u_cons(1275)_ 1
     r(2_6) c_u_cons(1276)_ 1
     r(2_6) c_u_cons(1277)_ 1
     r(2_6) c_u_cons(1278)_ 1
     r(2_6) c_u_cons(1514)_ 1
     r(2_6) c_u_cons(1515)_ 1
     r(2_6) c_u_cons(1516)_ 1
     r(2_6) c_u_cons(1517)_ 1
     r(2_6) c_u_cons(1518)_ 1
     r(2_6) c_u_cons(1519)_ 1
     r(2_6) c_u_cons(1520)_ 1
     r(2_6) c_u_cons(1521)_ 1
     r(2_6) c_u_cons(1522)_ 1
     r(2_6) c_u_cons(1523)_ 1
     r(2_6) c_u_cons(1524)_ 1
     r(2_6) c_u_cons(1525)_ 1
     r(2_6) c_u_cons(1526)_ 1
     r(2_6) c_u_cons(1527)_ 1
     r(2_6) c_u_cons(1528)_ 1
     r(2_6) c_u_cons(1529)_ 1
     r(2_6) c_u_cons(1530)_ 1
     r(2_6) c_u_cons(1531)_ 1
     r(2_6) c_u_cons(1532)_ 1
     r(2_6) c_u_cons(1533)_ 1
     r(2_6) c_u_cons(1534)_ 1
     r(2_6) c_u_cons(1535)_ 1
     r(2_6) c_u_cons(1536)_ 1
     r(2_6) c_u_cons(1537)_ 1
     r(2_6) c_u_cons(1538)_ 1
     r(2_6) c_u_cons(1539)_ 1
     r(2_6) c_u_cons(1540)_ 1
     r(2_6) c_u_cons(1541)_ 1
     r(2_6) c_u_cons(1542)_ 1
     r(2_6) c_u_cons(1543)_ 1
     r(2_6) c_u_cons(1544)_ 1
     r(2_6) c_u_cons(1545)_ 1
     r(2_6) c_u_cons(1546)_ 1
     r(2_6) c_u_cons(1547)_ 1
     r(2_6) c_u_cons(1548)_ 1
     r(2_6) c_u_cons(1549)_ 1
     r(2_6) c_u_cons(1550)_ 1
     r(2_6) c_u_cons(1551)_ 1
     r(2_6) c_u_cons(1552)_ 1
     r(2_6) c_u_cons(1553)_ 1
     r(2_6) c_u_cons(1554)_ 1
     r(2_6) c_u_cons(1555)_ 1
     r(2_6) c_u_cons(1556)_ 1
     r(2_6) c_u_cons(1557)_ 1
     r(2_6) c_u_cons(1558)_ 1
     r(2_6) c_u_cons(1559)_ 1
     r(2_6) c_u_cons(1560)_ 1
     r(2_6) c_u_cons(1561)_ 1
     r(2_6) c_u_cons(1562)_ 1
     r(2_6) c_u_cons(1563)_ 1
     r(2_6) c_u_cons(1564)_ 1
     r(2_6) c_u_cons(1565)_ 1
     r(2_6) c_u_cons(1566)_ 1
     r(2_6) c_u_cons(1567)_ 1
     r(2_6) c_u_cons(1568)_ 1
     r(2_6) c_u_cons(1569)_ 1
     r(2_6) c_u_cons(1570)_ 1
     r(2_6) c_u_cons(1571)_ 1
     r(2_6) c_u_cons(1572)_ 1
     r(2_6) c_u_cons(1573)_ 1
     r(2_6) c_u_cons(1574)_ 1
     r(2_6) c_u_cons(1575)_ 1
     r(2_6) c_u_cons(1576)_ 1
     r(2_6) c_u_cons(1577)_ 1
     r(2_6) c_u_cons(1578)_ 1
     r(2_6) c_u_cons(1579)_ 1
     r(2_6) c_u_cons(1580)_ 1
     r(2_6) c_u_cons(1581)_ 1
     r(2_6) c_u_cons(1582)_ 1
     r(2_6) c_u_cons(1583)_ 1
     r(2_6) c_u_cons(1584)_ 1
     r(2_6) c_u_cons(1585)_ 1
     r(2_6) c_u_cons(1586)_ 1
     r(2_6) c_u_cons(1587)_ 1
     r(2_6) c_u_cons(1588)_ 1
     r(2_6) c_u_cons(1589)_ 1
     r(2_6) c_u_cons(1590)_ 1
     r(2_7) c_l_cons(92)_ 1
     r(2_7) c_u_cons(105)_ 1
     r(2_7) c_u_cons(106)_ 1
     r(2_7) c_u_cons(1670)_ 1
     r(2_7) c_u_cons(1671)_ 1
     r(2_7) c_u_cons(1672)_ 1
     r(2_7) c_u_cons(1673)_ 1
     r(2_7) c_u_cons(1674)_ 1
     r(2_7) c_u_cons(1675)_ 1
     r(2_7) c_u_cons(1676)_ 1
     r(2_7) c_u_cons(1677)_ 1
     r(2_7) c_u_cons(1678)_ 1
     r(2_7) c_u_cons(1679)_ 1
     r(2_7) c_u_cons(1680)_ 1
     r(2_7) c_u_cons(1681)_ 1
     r(2_7) c_u_cons(1682)_ 1
     r(2_7) c_u_cons(1683)_ 1
     r(2_7) c_u_cons(1684)_ 1
     r(2_7) c_u_cons(1685)_ 1
     r(2_7) c_u_cons(1686)_ 1
     r(2_7) c_u_cons(1687)_ 1
     r(2_7) c_u_cons(1688)_ 1
     r(2_7) c_u_cons(1689)_ 1
     r(2_7) c_u_cons(1690)_ 1
     r(2_7) c_u_cons(1691)_ 1
     r(2_7) c_u_cons(1692)_ 1
     r(2_7) c_u_cons(1693)_ 1
     r(2_7) c_u_cons(1694)_ 1
     r(2_7) c_u_cons(1695)_ 1
     r(2_7) c_u_cons(1696)_ 1
     r(2_7) c_u_cons(1697)_ 1
     r(2_7) c_u_cons(1698)_ 1
     r(2_7) c_u_cons(1699)_ 1
     r(2_7) c_u_cons(1700)_ 1
     r(2_7) c_u_cons(1701)_ 1
     r(2_7) c_u_cons(1702)_ 1
     r(2_7) c_u_cons(1703)_ 1
     r(2_7) c_u_cons(1704)_ 1
     r(2_7) c_u_cons(1705)_ 1
     r(2_7) c_u_cons(1706)_ 1
     r(2_7) c_u_cons(1707)_ 1
     r(2_7) c_u_cons(1708)_ 1
     r(2_7) c_u_cons(1709)_ 1
     r(2_7) c_u_cons(1710)_ 1
     r(2_7) c_u_cons(1711)_ 1
     r(2_7) c_u_cons(1712)_ 1
     r(2_7) c_u_cons(1713)_ 1
     r(2_7) c_u_cons(1714)_ 1
     r(2_7) c_u_cons(1715)_ 1
     r(2_7) c_u_cons(1716)_ 1
     r(2_7) c_u_cons(1717)_ 1
     r(2_7) c_u_cons(1718)_ 1
     r(2_7) c_u_cons(1719)_ 1
     r(2_7) c_u_cons(1720)_ 1
     r(2_7) c_u_cons(1721)_ 1
     r(2_7) c_u_cons(1722)_ 1
     r(2_7) c_u_cons(1723)_ 1
     r(2_7) c_u_cons(1724)_ 1
     r(2_7) c_u_cons(1725)_ 1
     r(2_7) c_u_cons(1726)_ 1
     r(2_7) c_u_cons(1727)_ 1
     r(2_7) c_u_cons(1728)_ 1
     r(2_7) c_u_cons(1729)_ 1
     r(2_7) c_u_cons(1730)_ 1
     r(2_7) c_u_cons(1731)_ 1
     r(2_7) c_u_cons(1732)_ 1
     r(2_7) c_u_cons(1733)_ 1
     r(2_7) c_u_cons(1734)_ 1
     r(2_7) c_u_cons(1735)_ 1
     r(2_7) c_u_cons(1736)_ 1
     r(2_7) c_u_cons(1737)_ 1
     r(2_7) c_u_cons(1738)_ 1
     r(2_7) c_u_cons(1739)_ 1
     r(2_7) c_u_cons(1740)_ 1
     r(2_7) c_u_cons(1741)_ 1
     r(2_7) c_u_cons(1742)_ 1
     r(2_7) c_u_cons(1743)_ 1
     r(2_7) c_u_cons(1744)_ 1
     r(2_7) c_u_cons(1745)_ 1
     r(2_7) c_u_cons(1746)_ 1
     r(2_8) c_l_cons(92)_ 1
     r(2_8) c_u_cons(110)_ 1
     r(2_8) c_u_cons(111)_ 1
     r(2_8) c_u_cons(1826)_ 1
     r(2_8) c_u_cons(1827)_ 1
     r(2_8) c_u_cons(1828)_ 1
     r(2_8) c_u_cons(1829)_ 1
     r(2_8) c_u_cons(1830)_ 1
     r(2_8) c_u_cons(1831)_ 1
     r(2_8) c_u_cons(1832)_ 1
     r(2_8) c_u_cons(1833)_ 1
     r(2_8) c_u_cons(1834)_ 1
     r(2_8) c_u_cons(1835)_ 1
     r(2_8) c_u_cons(1836)_ 1
     r(2_8) c_u_cons(1837)_ 1
     r(2_8) c_u_cons(1838)_ 1
     r(2_8) c_u_cons(1839)_ 1
     r(2_8) c_u_cons(1840)_ 1
     r(2_8) c_u_cons(1841)_ 1
     r(2_8) c_u_cons(1842)_ 1
     r(2_8) c_u_cons(1843)_ 1
     r(2_8) c_u_cons(1844)_ 1
     r(2_8) c_u_cons(1845)_ 1
     r(2_8) c_u_cons(1846)_ 1
     r(2_8) c_u_cons(1847)_ 1
     r(2_8) c_u_cons(1848)_ 1
     r(2_8) c_u_cons(1849)_ 1
     r(2_8) c_u_cons(1850)_ 1
     r(2_8) c_u_cons(1851)_ 1
     r(2_8) c_u_cons(1852)_ 1
     r(2_8) c_u_cons(1853)_ 1
     r(2_8) c_u_cons(1854)_ 1
     r(2_8) c_u_cons(1855)_ 1
     r(2_8) c_u_cons(1856)_ 1
     r(2_8) c_u_cons(1857)_ 1
     r(2_8) c_u_cons(1858)_ 1
     r(2_8) c_u_cons(1859)_ 1
     r(2_8) c_u_cons(1860)_ 1
     r(2_8) c_u_cons(1861)_ 1
     r(2_8) c_u_cons(1862)_ 1
     r(2_8) c_u_cons(1863)_ 1
     r(2_8) c_u_cons(1864)_ 1
     r(2_8) c_u_cons(1865)_ 1
     r(2_8) c_u_cons(1866)_ 1
     r(2_8) c_u_cons(1867)_ 1
     r(2_8) c_u_cons(1868)_ 1
     r(2_8) c_u_cons(1869)_ 1
     r(2_8) c_u_cons(1870)_ 1
     r(2_8) c_u_cons(1871)_ 1
     r(2_8) c_u_cons(1872)_ 1
     r(2_8) c_u_cons(1873)_ 1
     r(2_8) c_u_cons(1874)_ 1
     r(2_8) c_u_cons(1875)_ 1
     r(2_8) c_u_cons(1876)_ 1
     r(2_8) c_u_cons(1877)_ 1
     r(2_8) c_u_cons(1878)_ 1
     r(2_8) c_u_cons(1879)_ 1
     r(2_8) c_u_cons(1880)_ 1
     r(2_8) c_u_cons(1881)_ 1
     r(2_8) c_u_cons(1882)_ 1
     r(2_8) c_u_cons(1883)_ 1
     r(2_8) c_u_cons(1884)_ 1
     r(2_8) c_u_cons(1885)_ 1
     r(2_8) c_u_cons(1886)_ 1
     r(2_8) c_u_cons(1887)_ 1
     r(2_8) c_u_cons(1888)_ 1
     r(2_8) c_u_cons(1889)_ 1
     r(2_8) c_u_cons(1890)_ 1
     r(2_8) c_u_cons(1891)_ 1
     r(2_8) c_u_cons(1892)_ 1
     r(2_8) c_u_cons(1893)_ 1
     r(2_8) c_u_cons(1894)_ 1
     r(2_8) c_u_cons(1895)_ 1
     r(2_8) c_u_cons(1896)_ 1
     r(2_8) c_u_cons(1897)_ 1
     r(2_8) c_u_cons(1898)_ 1
     r(2_8) c_u_cons(1899)_ 1
     r(2_8) c_u_cons(1900)_ 1
     r(2_8) c_u_cons(1901)_ 1
     r(2_8) c_u_cons(1902)_ 1
     r(2_9) c_l_cons(92)_ 1
     r(2_9) c_u_cons(115)_ 1
     r(2_9) c_u_cons(116)_ 1
     r(2_10) c_l_cons(92)_ 1
     r(2_10) c_u_cons(120)_ 1
     r(2_10) c_u_cons(121)_ 1
     r(2_11) c_l_cons(92)_ 1
     r(2_11) c_u_cons(125)_ 1
     r(2_11) c_u_cons(126)_ 1
     r(2_12) c_l_cons(92)_ 1
     r(2_12) c_u_cons(130)_ 1
     r(2_12) c_u_cons(131)_ 1
     r(2_13) c_l_cons(92)_ 1
     r(2_13) c_u_cons(135)_ 1
     r(2_13) c_u_cons(136)_ 1
     y(0_0_0) c_u_cons(10)_ -1
     y(0_0_1) c_u_cons(15)_ -1
     y(0_0_1) c_u_cons(143)_ 1
     y(0_0_2) c_u_cons(20)_ -1
     y(0_0_2) c_u_cons(299)_ 1
     y(0_0_3) c_u_cons(25)_ -1
     y(0_0_3) c_u_cons(455)_ 1
     y(0_0_4) c_u_cons(30)_ -1
     y(0_0_4) c_u_cons(611)_ 1
     y(0_0_5) c_u_cons(35)_ -1
     y(0_0_5) c_u_cons(139)_ 1
     y(0_0_5) c_u_cons(767)_ 1
     y(0_0_5) c_u_cons(1079)_ 1
     y(0_0_6) c_u_cons(40)_ -1
     y(0_0_6) c_u_cons(140)_ 1
     y(0_0_6) c_u_cons(923)_ 1
     y(0_0_6) c_u_cons(1179)_ 1
     y(0_1_0) c_u_cons(11)_ -1
     y(0_1_1) c_u_cons(16)_ -1
     y(0_1_1) c_u_cons(144)_ 1
     y(0_1_2) c_u_cons(21)_ -1
     y(0_1_2) c_u_cons(300)_ 1
     y(0_1_3) c_u_cons(26)_ -1
     y(0_1_3) c_u_cons(456)_ 1
     y(0_1_4) c_u_cons(31)_ -1
     y(0_1_4) c_u_cons(612)_ 1
     y(0_1_5) c_u_cons(36)_ -1
     y(0_1_5) c_u_cons(141)_ 1
     y(0_1_5) c_u_cons(768)_ 1
     y(0_1_5) c_u_cons(1080)_ 1
     y(0_1_6) c_u_cons(41)_ -1
     y(0_1_6) c_u_cons(142)_ 1
     y(0_1_6) c_u_cons(924)_ 1
     y(0_1_6) c_u_cons(1180)_ 1
     y(1_0_1) c_u_cons(51)_ -1
     y(1_0_1) c_u_cons(143)_ 1
     y(1_0_2) c_u_cons(56)_ -1
     y(1_0_2) c_u_cons(299)_ 1
     y(1_0_3) c_u_cons(61)_ -1
     y(1_0_3) c_u_cons(455)_ 1
     y(1_0_4) c_u_cons(66)_ -1
     y(1_0_4) c_u_cons(611)_ 1
     y(1_0_5) c_u_cons(71)_ -1
     y(1_0_5) c_u_cons(139)_ 1
     y(1_0_5) c_u_cons(767)_ 1
     y(1_0_5) c_u_cons(1279)_ 1
     y(1_0_6) c_u_cons(76)_ -1
     y(1_0_6) c_u_cons(140)_ 1
     y(1_0_6) c_u_cons(923)_ 1
     y(1_0_6) c_u_cons(1435)_ 1
     y(1_0_7) c_u_cons(81)_ -1
     y(1_0_7) c_u_cons(1591)_ 1
     y(1_0_8) c_u_cons(86)_ -1
     y(1_0_8) c_u_cons(1747)_ 1
     y(1_1_1) c_u_cons(52)_ -1
     y(1_1_1) c_u_cons(144)_ 1
     y(1_1_2) c_u_cons(57)_ -1
     y(1_1_2) c_u_cons(300)_ 1
     y(1_1_3) c_u_cons(62)_ -1
     y(1_1_3) c_u_cons(456)_ 1
     y(1_1_4) c_u_cons(67)_ -1
     y(1_1_4) c_u_cons(612)_ 1
     y(1_1_5) c_u_cons(72)_ -1
     y(1_1_5) c_u_cons(141)_ 1
     y(1_1_5) c_u_cons(768)_ 1
     y(1_1_5) c_u_cons(1280)_ 1
     y(1_1_6) c_u_cons(77)_ -1
     y(1_1_6) c_u_cons(142)_ 1
     y(1_1_6) c_u_cons(924)_ 1
     y(1_1_6) c_u_cons(1436)_ 1
     y(1_1_7) c_u_cons(82)_ -1
     y(1_1_7) c_u_cons(1592)_ 1
     y(1_1_8) c_u_cons(87)_ -1
     y(1_1_8) c_u_cons(1748)_ 1
     y(2_0_5) c_u_cons(97)_ -1
     y(2_0_5) c_u_cons(139)_ 1
     y(2_0_5) c_u_cons(1079)_ 1
     y(2_0_5) c_u_cons(1279)_ 1
     y(2_0_6) c_u_cons(102)_ -1
     y(2_0_6) c_u_cons(140)_ 1
     y(2_0_6) c_u_cons(1179)_ 1
     y(2_0_6) c_u_cons(1435)_ 1
     y(2_0_7) c_u_cons(107)_ -1
     y(2_0_7) c_u_cons(1591)_ 1
     y(2_0_8) c_u_cons(112)_ -1
     y(2_0_8) c_u_cons(1747)_ 1
     y(2_0_9) c_u_cons(117)_ -1
     y(2_0_10) c_u_cons(122)_ -1
     y(2_0_11) c_u_cons(127)_ -1
     y(2_0_12) c_u_cons(132)_ -1
     y(2_0_13) c_u_cons(137)_ -1
     y(2_1_5) c_u_cons(98)_ -1
     y(2_1_5) c_u_cons(141)_ 1
     y(2_1_5) c_u_cons(1080)_ 1
     y(2_1_5) c_u_cons(1280)_ 1
     y(2_1_6) c_u_cons(103)_ -1
     y(2_1_6) c_u_cons(142)_ 1
     y(2_1_6) c_u_cons(1180)_ 1
     y(2_1_6) c_u_cons(1436)_ 1
     y(2_1_7) c_u_cons(108)_ -1
     y(2_1_7) c_u_cons(1592)_ 1
     y(2_1_8) c_u_cons(113)_ -1
     y(2_1_8) c_u_cons(1748)_ 1
     y(2_1_9) c_u_cons(118)_ -1
     y(2_1_10) c_u_cons(123)_ -1
     y(2_1_11) c_u_cons(128)_ -1
     y(2_1_12) c_u_cons(133)_ -1
     y(2_1_13) c_u_cons(138)_ -1
     p(0_1_1) c_u_cons(143)_ -1
     p(0_1_1) c_u_cons(144)_ -1
     p(0_1_1) c_u_cons(145)_ 207.11111111111111
     p(0_1_1) c_u_cons(146)_ 207.11111111111111
     p(0_1_1) c_u_cons(147)_ 207.11111111111111
     p(0_1_1) c_u_cons(148)_ 207.11111111111111
     p(0_1_1) c_u_cons(149)_ 207.11111111111111
     p(0_1_1) c_u_cons(150)_ 207.11111111111111
     p(0_1_1) c_u_cons(151)_ 207.11111111111111
     p(0_1_1) c_u_cons(152)_ 207.11111111111111
     p(0_1_1) c_u_cons(153)_ 207.11111111111111
     p(0_1_1) c_u_cons(154)_ 207.11111111111111
     p(0_1_1) c_u_cons(155)_ 207.11111111111111
     p(0_1_1) c_u_cons(156)_ 207.11111111111111
     p(0_1_1) c_u_cons(157)_ 207.11111111111111
     p(0_1_1) c_u_cons(158)_ 207.11111111111111
     p(0_1_1) c_u_cons(159)_ 207.11111111111111
     p(0_1_1) c_u_cons(160)_ 207.11111111111111
     p(0_1_1) c_u_cons(161)_ 207.11111111111111
     p(0_1_1) c_u_cons(162)_ 207.11111111111111
     p(0_1_1) c_u_cons(163)_ 207.11111111111111
     p(0_1_1) c_u_cons(164)_ 207.11111111111111
     p(0_1_1) c_u_cons(165)_ 207.11111111111111
     p(0_1_1) c_u_cons(166)_ 207.11111111111111
     p(0_1_1) c_u_cons(167)_ 207.11111111111111
     p(0_1_1) c_u_cons(168)_ 207.11111111111111
     p(0_1_1) c_u_cons(169)_ 207.11111111111111
     p(0_1_1) c_u_cons(170)_ 207.11111111111111
     p(0_1_1) c_u_cons(171)_ 207.11111111111111
     p(0_1_1) c_u_cons(172)_ 207.11111111111111
     p(0_1_1) c_u_cons(173)_ 207.11111111111111
     p(0_1_1) c_u_cons(174)_ 207.11111111111111
     p(0_1_1) c_u_cons(175)_ 207.11111111111111
     p(0_1_1) c_u_cons(176)_ 207.11111111111111
     p(0_1_1) c_u_cons(177)_ 207.11111111111111
     p(0_1_1) c_u_cons(178)_ 207.11111111111111
     p(0_1_1) c_u_cons(179)_ 207.11111111111111
     p(0_1_1) c_u_cons(180)_ 207.11111111111111
     p(0_1_1) c_u_cons(181)_ 207.11111111111111
     p(0_1_1) c_u_cons(182)_ 207.11111111111111
     p(0_1_1) c_u_cons(183)_ 207.11111111111111
     p(0_1_1) c_u_cons(184)_ 207.11111111111111
     p(0_1_1) c_u_cons(185)_ 207.11111111111111
     p(0_1_1) c_u_cons(186)_ 207.11111111111111
     p(0_1_1) c_u_cons(187)_ 207.11111111111111
     p(0_1_1) c_u_cons(188)_ 207.11111111111111
     p(0_1_1) c_u_cons(189)_ 207.11111111111111
     p(0_1_1) c_u_cons(190)_ 207.11111111111111
     p(0_1_1) c_u_cons(191)_ 207.11111111111111
     p(0_1_1) c_u_cons(192)_ 207.11111111111111
     p(0_1_1) c_u_cons(193)_ 207.11111111111111
     p(0_1_1) c_u_cons(194)_ 207.11111111111111
     p(0_1_1) c_u_cons(195)_ 207.11111111111111
     p(0_1_1) c_u_cons(196)_ 207.11111111111111
     p(0_1_1) c_u_cons(197)_ 207.11111111111111
     p(0_1_1) c_u_cons(198)_ 207.11111111111111
     p(0_1_1) c_u_cons(199)_ 207.11111111111111
     p(0_1_1) c_u_cons(200)_ 207.11111111111111
     p(0_1_1) c_u_cons(201)_ 207.11111111111111
     p(0_1_1) c_u_cons(202)_ 207.11111111111111
     p(0_1_1) c_u_cons(203)_ 207.11111111111111
     p(0_1_1) c_u_cons(204)_ 207.11111111111111
     p(0_1_1) c_u_cons(205)_ 207.11111111111111
     p(0_1_1) c_u_cons(206)_ 207.11111111111111
     p(0_1_1) c_u_cons(207)_ 207.11111111111111
     p(0_1_1) c_u_cons(208)_ 207.11111111111111
     p(0_1_1) c_u_cons(209)_ 207.11111111111111
     p(0_1_1) c_u_cons(210)_ 207.11111111111111
     p(0_1_1) c_u_cons(211)_ 207.11111111111111
     p(0_1_1) c_u_cons(212)_ 207.11111111111111
     p(0_1_1) c_u_cons(213)_ 207.11111111111111
     p(0_1_1) c_u_cons(214)_ 207.11111111111111
     p(0_1_1) c_u_cons(215)_ 207.11111111111111
     p(0_1_1) c_u_cons(216)_ 207.11111111111111
     p(0_1_1) c_u_cons(217)_ 207.11111111111111
     p(0_1_1) c_u_cons(218)_ 207.11111111111111
     p(0_1_1) c_u_cons(219)_ 207.11111111111111
     p(0_1_1) c_u_cons(220)_ 207.11111111111111
     p(0_1_1) c_u_cons(221)_ 207.11111111111111
     p(0_1_1) c_u_cons(222)_ 579.29155470378009
     p(0_1_1) c_u_cons(223)_ 579.29155470378009
     p(0_1_1) c_u_cons(224)_ 579.29155470378009
     p(0_1_1) c_u_cons(225)_ 579.29155470378009
     p(0_1_1) c_u_cons(226)_ 579.29155470378009
     p(0_1_1) c_u_cons(227)_ 579.29155470378009
     p(0_1_1) c_u_cons(228)_ 579.29155470378009
     p(0_1_1) c_u_cons(229)_ 579.29155470378009
     p(0_1_1) c_u_cons(230)_ 579.29155470378009
     p(0_1_1) c_u_cons(231)_ 579.29155470378009
     p(0_1_1) c_u_cons(232)_ 579.29155470378009
     p(0_1_1) c_u_cons(233)_ 579.29155470378009
     p(0_1_1) c_u_cons(234)_ 579.29155470378009
     p(0_1_1) c_u_cons(235)_ 579.29155470378009
     p(0_1_1) c_u_cons(236)_ 579.29155470378009
     p(0_1_1) c_u_cons(237)_ 579.29155470378009
     p(0_1_1) c_u_cons(238)_ 579.29155470378009
     p(0_1_1) c_u_cons(239)_ 579.29155470378009
     p(0_1_1) c_u_cons(240)_ 579.29155470378009
     p(0_1_1) c_u_cons(241)_ 579.29155470378009
     p(0_1_1) c_u_cons(242)_ 579.29155470378009
     p(0_1_1) c_u_cons(243)_ 579.29155470378009
     p(0_1_1) c_u_cons(244)_ 579.29155470378009
     p(0_1_1) c_u_cons(245)_ 579.29155470378009
     p(0_1_1) c_u_cons(246)_ 579.29155470378009
     p(0_1_1) c_u_cons(247)_ 579.29155470378009
     p(0_1_1) c_u_cons(248)_ 579.29155470378009
     p(0_1_1) c_u_cons(249)_ 579.29155470378009
     p(0_1_1) c_u_cons(250)_ 579.29155470378009
     p(0_1_1) c_u_cons(251)_ 579.29155470378009
     p(0_1_1) c_u_cons(252)_ 579.29155470378009
     p(0_1_1) c_u_cons(253)_ 579.29155470378009
     p(0_1_1) c_u_cons(254)_ 579.29155470378009
     p(0_1_1) c_u_cons(255)_ 579.29155470378009
     p(0_1_1) c_u_cons(256)_ 579.29155470378009
     p(0_1_1) c_u_cons(257)_ 579.29155470378009
     p(0_1_1) c_u_cons(258)_ 579.29155470378009
     p(0_1_1) c_u_cons(259)_ 579.29155470378009
     p(0_1_1) c_u_cons(260)_ 579.29155470378009
     p(0_1_1) c_u_cons(261)_ 579.29155470378009
     p(0_1_1) c_u_cons(262)_ 579.29155470378009
     p(0_1_1) c_u_cons(263)_ 579.29155470378009
     p(0_1_1) c_u_cons(264)_ 579.29155470378009
     p(0_1_1) c_u_cons(265)_ 579.29155470378009
     p(0_1_1) c_u_cons(266)_ 579.29155470378009
     p(0_1_1) c_u_cons(267)_ 579.29155470378009
     p(0_1_1) c_u_cons(268)_ 579.29155470378009
     p(0_1_1) c_u_cons(269)_ 579.29155470378009
     p(0_1_1) c_u_cons(270)_ 579.29155470378009
     p(0_1_1) c_u_cons(271)_ 579.29155470378009
     p(0_1_1) c_u_cons(272)_ 579.29155470378009
     p(0_1_1) c_u_cons(273)_ 579.29155470378009
     p(0_1_1) c_u_cons(274)_ 579.29155470378009
     p(0_1_1) c_u_cons(275)_ 579.29155470378009
     p(0_1_1) c_u_cons(276)_ 579.29155470378009
     p(0_1_1) c_u_cons(277)_ 579.29155470378009
     p(0_1_1) c_u_cons(278)_ 579.29155470378009
     p(0_1_1) c_u_cons(279)_ 579.29155470378009
     p(0_1_1) c_u_cons(280)_ 579.29155470378009
     p(0_1_1) c_u_cons(281)_ 579.29155470378009
     p(0_1_1) c_u_cons(282)_ 579.29155470378009
     p(0_1_1) c_u_cons(283)_ 579.29155470378009
     p(0_1_1) c_u_cons(284)_ 579.29155470378009
     p(0_1_1) c_u_cons(285)_ 579.29155470378009
     p(0_1_1) c_u_cons(286)_ 579.29155470378009
     p(0_1_1) c_u_cons(287)_ 579.29155470378009
     p(0_1_1) c_u_cons(288)_ 579.29155470378009
     p(0_1_1) c_u_cons(289)_ 579.29155470378009
     p(0_1_1) c_u_cons(290)_ 579.29155470378009
     p(0_1_1) c_u_cons(291)_ 579.29155470378009
     p(0_1_1) c_u_cons(292)_ 579.29155470378009
     p(0_1_1) c_u_cons(293)_ 579.29155470378009
     p(0_1_1) c_u_cons(294)_ 579.29155470378009
     p(0_1_1) c_u_cons(295)_ 579.29155470378009
     p(0_1_1) c_u_cons(296)_ 579.29155470378009
     p(0_1_1) c_u_cons(297)_ 579.29155470378009
     p(0_1_1) c_u_cons(298)_ 579.29155470378009
     p(0_1_2) c_u_cons(299)_ -1
     p(0_1_2) c_u_cons(300)_ -1
     p(0_1_2) c_u_cons(301)_ 207.11111111111111
     p(0_1_2) c_u_cons(302)_ 207.11111111111111
     p(0_1_2) c_u_cons(303)_ 207.11111111111111
     p(0_1_2) c_u_cons(304)_ 207.11111111111111
     p(0_1_2) c_u_cons(305)_ 207.11111111111111
     p(0_1_2) c_u_cons(306)_ 207.11111111111111
     p(0_1_2) c_u_cons(307)_ 207.11111111111111
     p(0_1_2) c_u_cons(308)_ 207.11111111111111
     p(0_1_2) c_u_cons(309)_ 207.11111111111111
     p(0_1_2) c_u_cons(310)_ 207.11111111111111
     p(0_1_2) c_u_cons(311)_ 207.11111111111111
     p(0_1_2) c_u_cons(312)_ 207.11111111111111
     p(0_1_2) c_u_cons(313)_ 207.11111111111111
     p(0_1_2) c_u_cons(314)_ 207.11111111111111
     p(0_1_2) c_u_cons(315)_ 207.11111111111111
     p(0_1_2) c_u_cons(316)_ 207.11111111111111
     p(0_1_2) c_u_cons(317)_ 207.11111111111111
     p(0_1_2) c_u_cons(318)_ 207.11111111111111
     p(0_1_2) c_u_cons(319)_ 207.11111111111111
     p(0_1_2) c_u_cons(320)_ 207.11111111111111
     p(0_1_2) c_u_cons(321)_ 207.11111111111111
     p(0_1_2) c_u_cons(322)_ 207.11111111111111
     p(0_1_2) c_u_cons(323)_ 207.11111111111111
     p(0_1_2) c_u_cons(324)_ 207.11111111111111
     p(0_1_2) c_u_cons(325)_ 207.11111111111111
     p(0_1_2) c_u_cons(326)_ 207.11111111111111
     p(0_1_2) c_u_cons(327)_ 207.11111111111111
     p(0_1_2) c_u_cons(328)_ 207.11111111111111
     p(0_1_2) c_u_cons(329)_ 207.11111111111111
     p(0_1_2) c_u_cons(330)_ 207.11111111111111
     p(0_1_2) c_u_cons(331)_ 207.11111111111111
     p(0_1_2) c_u_cons(332)_ 207.11111111111111
     p(0_1_2) c_u_cons(333)_ 207.11111111111111
     p(0_1_2) c_u_cons(334)_ 207.11111111111111
     p(0_1_2) c_u_cons(335)_ 207.11111111111111
     p(0_1_2) c_u_cons(336)_ 207.11111111111111
     p(0_1_2) c_u_cons(337)_ 207.11111111111111
     p(0_1_2) c_u_cons(338)_ 207.11111111111111
     p(0_1_2) c_u_cons(339)_ 207.11111111111111
     p(0_1_2) c_u_cons(340)_ 207.11111111111111
     p(0_1_2) c_u_cons(341)_ 207.11111111111111
     p(0_1_2) c_u_cons(342)_ 207.11111111111111
     p(0_1_2) c_u_cons(343)_ 207.11111111111111
     p(0_1_2) c_u_cons(344)_ 207.11111111111111
     p(0_1_2) c_u_cons(345)_ 207.11111111111111
     p(0_1_2) c_u_cons(346)_ 207.11111111111111
     p(0_1_2) c_u_cons(347)_ 207.11111111111111
     p(0_1_2) c_u_cons(348)_ 207.11111111111111
     p(0_1_2) c_u_cons(349)_ 207.11111111111111
     p(0_1_2) c_u_cons(350)_ 207.11111111111111
     p(0_1_2) c_u_cons(351)_ 207.11111111111111
     p(0_1_2) c_u_cons(352)_ 207.11111111111111
     p(0_1_2) c_u_cons(353)_ 207.11111111111111
     p(0_1_2) c_u_cons(354)_ 207.11111111111111
     p(0_1_2) c_u_cons(355)_ 207.11111111111111
     p(0_1_2) c_u_cons(356)_ 207.11111111111111
     p(0_1_2) c_u_cons(357)_ 207.11111111111111
     p(0_1_2) c_u_cons(358)_ 207.11111111111111
     p(0_1_2) c_u_cons(359)_ 207.11111111111111
     p(0_1_2) c_u_cons(360)_ 207.11111111111111
     p(0_1_2) c_u_cons(361)_ 207.11111111111111
     p(0_1_2) c_u_cons(362)_ 207.11111111111111
     p(0_1_2) c_u_cons(363)_ 207.11111111111111
     p(0_1_2) c_u_cons(364)_ 207.11111111111111
     p(0_1_2) c_u_cons(365)_ 207.11111111111111
     p(0_1_2) c_u_cons(366)_ 207.11111111111111
     p(0_1_2) c_u_cons(367)_ 207.11111111111111
     p(0_1_2) c_u_cons(368)_ 207.11111111111111
     p(0_1_2) c_u_cons(369)_ 207.11111111111111
     p(0_1_2) c_u_cons(370)_ 207.11111111111111
     p(0_1_2) c_u_cons(371)_ 207.11111111111111
     p(0_1_2) c_u_cons(372)_ 207.11111111111111
     p(0_1_2) c_u_cons(373)_ 207.11111111111111
     p(0_1_2) c_u_cons(374)_ 207.11111111111111
     p(0_1_2) c_u_cons(375)_ 207.11111111111111
     p(0_1_2) c_u_cons(376)_ 207.11111111111111
     p(0_1_2) c_u_cons(377)_ 207.11111111111111
     p(0_1_2) c_u_cons(378)_ 579.29155470378009
     p(0_1_2) c_u_cons(379)_ 579.29155470378009
     p(0_1_2) c_u_cons(380)_ 579.29155470378009
     p(0_1_2) c_u_cons(381)_ 579.29155470378009
     p(0_1_2) c_u_cons(382)_ 579.29155470378009
     p(0_1_2) c_u_cons(383)_ 579.29155470378009
     p(0_1_2) c_u_cons(384)_ 579.29155470378009
     p(0_1_2) c_u_cons(385)_ 579.29155470378009
     p(0_1_2) c_u_cons(386)_ 579.29155470378009
     p(0_1_2) c_u_cons(387)_ 579.29155470378009
     p(0_1_2) c_u_cons(388)_ 579.29155470378009
     p(0_1_2) c_u_cons(389)_ 579.29155470378009
     p(0_1_2) c_u_cons(390)_ 579.29155470378009
     p(0_1_2) c_u_cons(391)_ 579.29155470378009
     p(0_1_2) c_u_cons(392)_ 579.29155470378009
     p(0_1_2) c_u_cons(393)_ 579.29155470378009
     p(0_1_2) c_u_cons(394)_ 579.29155470378009
     p(0_1_2) c_u_cons(395)_ 579.29155470378009
     p(0_1_2) c_u_cons(396)_ 579.29155470378009
     p(0_1_2) c_u_cons(397)_ 579.29155470378009
     p(0_1_2) c_u_cons(398)_ 579.29155470378009
     p(0_1_2) c_u_cons(399)_ 579.29155470378009
     p(0_1_2) c_u_cons(400)_ 579.29155470378009
     p(0_1_2) c_u_cons(401)_ 579.29155470378009
     p(0_1_2) c_u_cons(402)_ 579.29155470378009
     p(0_1_2) c_u_cons(403)_ 579.29155470378009
     p(0_1_2) c_u_cons(404)_ 579.29155470378009
     p(0_1_2) c_u_cons(405)_ 579.29155470378009
     p(0_1_2) c_u_cons(406)_ 579.29155470378009
     p(0_1_2) c_u_cons(407)_ 579.29155470378009
     p(0_1_2) c_u_cons(408)_ 579.29155470378009
     p(0_1_2) c_u_cons(409)_ 579.29155470378009
     p(0_1_2) c_u_cons(410)_ 579.29155470378009
     p(0_1_2) c_u_cons(411)_ 579.29155470378009
     p(0_1_2) c_u_cons(412)_ 579.29155470378009
     p(0_1_2) c_u_cons(413)_ 579.29155470378009
     p(0_1_2) c_u_cons(414)_ 579.29155470378009
     p(0_1_2) c_u_cons(415)_ 579.29155470378009
     p(0_1_2) c_u_cons(416)_ 579.29155470378009
     p(0_1_2) c_u_cons(417)_ 579.29155470378009
     p(0_1_2) c_u_cons(418)_ 579.29155470378009
     p(0_1_2) c_u_cons(419)_ 579.29155470378009
     p(0_1_2) c_u_cons(420)_ 579.29155470378009
     p(0_1_2) c_u_cons(421)_ 579.29155470378009
     p(0_1_2) c_u_cons(422)_ 579.29155470378009
     p(0_1_2) c_u_cons(423)_ 579.29155470378009
     p(0_1_2) c_u_cons(424)_ 579.29155470378009
     p(0_1_2) c_u_cons(425)_ 579.29155470378009
     p(0_1_2) c_u_cons(426)_ 579.29155470378009
     p(0_1_2) c_u_cons(427)_ 579.29155470378009
     p(0_1_2) c_u_cons(428)_ 579.29155470378009
     p(0_1_2) c_u_cons(429)_ 579.29155470378009
     p(0_1_2) c_u_cons(430)_ 579.29155470378009
     p(0_1_2) c_u_cons(431)_ 579.29155470378009
     p(0_1_2) c_u_cons(432)_ 579.29155470378009
     p(0_1_2) c_u_cons(433)_ 579.29155470378009
     p(0_1_2) c_u_cons(434)_ 579.29155470378009
     p(0_1_2) c_u_cons(435)_ 579.29155470378009
     p(0_1_2) c_u_cons(436)_ 579.29155470378009
     p(0_1_2) c_u_cons(437)_ 579.29155470378009
     p(0_1_2) c_u_cons(438)_ 579.29155470378009
     p(0_1_2) c_u_cons(439)_ 579.29155470378009
     p(0_1_2) c_u_cons(440)_ 579.29155470378009
     p(0_1_2) c_u_cons(441)_ 579.29155470378009
     p(0_1_2) c_u_cons(442)_ 579.29155470378009
     p(0_1_2) c_u_cons(443)_ 579.29155470378009
     p(0_1_2) c_u_cons(444)_ 579.29155470378009
     p(0_1_2) c_u_cons(445)_ 579.29155470378009
     p(0_1_2) c_u_cons(446)_ 579.29155470378009
     p(0_1_2) c_u_cons(447)_ 579.29155470378009
     p(0_1_2) c_u_cons(448)_ 579.29155470378009
     p(0_1_2) c_u_cons(449)_ 579.29155470378009
     p(0_1_2) c_u_cons(450)_ 579.29155470378009
     p(0_1_2) c_u_cons(451)_ 579.29155470378009
     p(0_1_2) c_u_cons(452)_ 579.29155470378009
     p(0_1_2) c_u_cons(453)_ 579.29155470378009
     p(0_1_2) c_u_cons(454)_ 579.29155470378009
     p(0_1_3) c_u_cons(455)_ -1
     p(0_1_3) c_u_cons(456)_ -1
     p(0_1_3) c_u_cons(457)_ 207.11111111111111
     p(0_1_3) c_u_cons(458)_ 207.11111111111111
     p(0_1_3) c_u_cons(459)_ 207.11111111111111
     p(0_1_3) c_u_cons(460)_ 207.11111111111111
     p(0_1_3) c_u_cons(461)_ 207.11111111111111
     p(0_1_3) c_u_cons(462)_ 207.11111111111111
     p(0_1_3) c_u_cons(463)_ 207.11111111111111
     p(0_1_3) c_u_cons(464)_ 207.11111111111111
     p(0_1_3) c_u_cons(465)_ 207.11111111111111
     p(0_1_3) c_u_cons(466)_ 207.11111111111111
     p(0_1_3) c_u_cons(467)_ 207.11111111111111
     p(0_1_3) c_u_cons(468)_ 207.11111111111111
     p(0_1_3) c_u_cons(469)_ 207.11111111111111
     p(0_1_3) c_u_cons(470)_ 207.11111111111111
     p(0_1_3) c_u_cons(471)_ 207.11111111111111
     p(0_1_3) c_u_cons(472)_ 207.11111111111111
     p(0_1_3) c_u_cons(473)_ 207.11111111111111
     p(0_1_3) c_u_cons(474)_ 207.11111111111111
     p(0_1_3) c_u_cons(475)_ 207.11111111111111
     p(0_1_3) c_u_cons(476)_ 207.11111111111111
     p(0_1_3) c_u_cons(477)_ 207.11111111111111
     p(0_1_3) c_u_cons(478)_ 207.11111111111111
     p(0_1_3) c_u_cons(479)_ 207.11111111111111
     p(0_1_3) c_u_cons(480)_ 207.11111111111111
     p(0_1_3) c_u_cons(481)_ 207.11111111111111
     p(0_1_3) c_u_cons(482)_ 207.11111111111111
     p(0_1_3) c_u_cons(483)_ 207.11111111111111
     p(0_1_3) c_u_cons(484)_ 207.11111111111111
     p(0_1_3) c_u_cons(485)_ 207.11111111111111
     p(0_1_3) c_u_cons(486)_ 207.11111111111111
     p(0_1_3) c_u_cons(487)_ 207.11111111111111
     p(0_1_3) c_u_cons(488)_ 207.11111111111111
     p(0_1_3) c_u_cons(489)_ 207.11111111111111
     p(0_1_3) c_u_cons(490)_ 207.11111111111111
     p(0_1_3) c_u_cons(491)_ 207.11111111111111
     p(0_1_3) c_u_cons(492)_ 207.11111111111111
     p(0_1_3) c_u_cons(493)_ 207.11111111111111
     p(0_1_3) c_u_cons(494)_ 207.11111111111111
     p(0_1_3) c_u_cons(495)_ 207.11111111111111
     p(0_1_3) c_u_cons(496)_ 207.11111111111111
     p(0_1_3) c_u_cons(497)_ 207.11111111111111
     p(0_1_3) c_u_cons(498)_ 207.11111111111111
     p(0_1_3) c_u_cons(499)_ 207.11111111111111
     p(0_1_3) c_u_cons(500)_ 207.11111111111111
     p(0_1_3) c_u_cons(501)_ 207.11111111111111
     p(0_1_3) c_u_cons(502)_ 207.11111111111111
     p(0_1_3) c_u_cons(503)_ 207.11111111111111
     p(0_1_3) c_u_cons(504)_ 207.11111111111111
     p(0_1_3) c_u_cons(505)_ 207.11111111111111
     p(0_1_3) c_u_cons(506)_ 207.11111111111111
     p(0_1_3) c_u_cons(507)_ 207.11111111111111
     p(0_1_3) c_u_cons(508)_ 207.11111111111111
     p(0_1_3) c_u_cons(509)_ 207.11111111111111
     p(0_1_3) c_u_cons(510)_ 207.11111111111111
     p(0_1_3) c_u_cons(511)_ 207.11111111111111
     p(0_1_3) c_u_cons(512)_ 207.11111111111111
     p(0_1_3) c_u_cons(513)_ 207.11111111111111
     p(0_1_3) c_u_cons(514)_ 207.11111111111111
     p(0_1_3) c_u_cons(515)_ 207.11111111111111
     p(0_1_3) c_u_cons(516)_ 207.11111111111111
     p(0_1_3) c_u_cons(517)_ 207.11111111111111
     p(0_1_3) c_u_cons(518)_ 207.11111111111111
     p(0_1_3) c_u_cons(519)_ 207.11111111111111
     p(0_1_3) c_u_cons(520)_ 207.11111111111111
     p(0_1_3) c_u_cons(521)_ 207.11111111111111
     p(0_1_3) c_u_cons(522)_ 207.11111111111111
     p(0_1_3) c_u_cons(523)_ 207.11111111111111
     p(0_1_3) c_u_cons(524)_ 207.11111111111111
     p(0_1_3) c_u_cons(525)_ 207.11111111111111
     p(0_1_3) c_u_cons(526)_ 207.11111111111111
     p(0_1_3) c_u_cons(527)_ 207.11111111111111
     p(0_1_3) c_u_cons(528)_ 207.11111111111111
     p(0_1_3) c_u_cons(529)_ 207.11111111111111
     p(0_1_3) c_u_cons(530)_ 207.11111111111111
     p(0_1_3) c_u_cons(531)_ 207.11111111111111
     p(0_1_3) c_u_cons(532)_ 207.11111111111111
     p(0_1_3) c_u_cons(533)_ 207.11111111111111
     p(0_1_3) c_u_cons(534)_ 579.29155470378009
     p(0_1_3) c_u_cons(535)_ 579.29155470378009
     p(0_1_3) c_u_cons(536)_ 579.29155470378009
     p(0_1_3) c_u_cons(537)_ 579.29155470378009
     p(0_1_3) c_u_cons(538)_ 579.29155470378009
     p(0_1_3) c_u_cons(539)_ 579.29155470378009
     p(0_1_3) c_u_cons(540)_ 579.29155470378009
     p(0_1_3) c_u_cons(541)_ 579.29155470378009
     p(0_1_3) c_u_cons(542)_ 579.29155470378009
     p(0_1_3) c_u_cons(543)_ 579.29155470378009
     p(0_1_3) c_u_cons(544)_ 579.29155470378009
     p(0_1_3) c_u_cons(545)_ 579.29155470378009
     p(0_1_3) c_u_cons(546)_ 579.29155470378009
     p(0_1_3) c_u_cons(547)_ 579.29155470378009
     p(0_1_3) c_u_cons(548)_ 579.29155470378009
     p(0_1_3) c_u_cons(549)_ 579.29155470378009
     p(0_1_3) c_u_cons(550)_ 579.29155470378009
     p(0_1_3) c_u_cons(551)_ 579.29155470378009
     p(0_1_3) c_u_cons(552)_ 579.29155470378009
     p(0_1_3) c_u_cons(553)_ 579.29155470378009
     p(0_1_3) c_u_cons(554)_ 579.29155470378009
     p(0_1_3) c_u_cons(555)_ 579.29155470378009
     p(0_1_3) c_u_cons(556)_ 579.29155470378009
     p(0_1_3) c_u_cons(557)_ 579.29155470378009
     p(0_1_3) c_u_cons(558)_ 579.29155470378009
     p(0_1_3) c_u_cons(559)_ 579.29155470378009
     p(0_1_3) c_u_cons(560)_ 579.29155470378009
     p(0_1_3) c_u_cons(561)_ 579.29155470378009
     p(0_1_3) c_u_cons(562)_ 579.29155470378009
     p(0_1_3) c_u_cons(563)_ 579.29155470378009
     p(0_1_3) c_u_cons(564)_ 579.29155470378009
     p(0_1_3) c_u_cons(565)_ 579.29155470378009
     p(0_1_3) c_u_cons(566)_ 579.29155470378009
     p(0_1_3) c_u_cons(567)_ 579.29155470378009
     p(0_1_3) c_u_cons(568)_ 579.29155470378009
     p(0_1_3) c_u_cons(569)_ 579.29155470378009
     p(0_1_3) c_u_cons(570)_ 579.29155470378009
     p(0_1_3) c_u_cons(571)_ 579.29155470378009
     p(0_1_3) c_u_cons(572)_ 579.29155470378009
     p(0_1_3) c_u_cons(573)_ 579.29155470378009
     p(0_1_3) c_u_cons(574)_ 579.29155470378009
     p(0_1_3) c_u_cons(575)_ 579.29155470378009
     p(0_1_3) c_u_cons(576)_ 579.29155470378009
     p(0_1_3) c_u_cons(577)_ 579.29155470378009
     p(0_1_3) c_u_cons(578)_ 579.29155470378009
     p(0_1_3) c_u_cons(579)_ 579.29155470378009
     p(0_1_3) c_u_cons(580)_ 579.29155470378009
     p(0_1_3) c_u_cons(581)_ 579.29155470378009
     p(0_1_3) c_u_cons(582)_ 579.29155470378009
     p(0_1_3) c_u_cons(583)_ 579.29155470378009
     p(0_1_3) c_u_cons(584)_ 579.29155470378009
     p(0_1_3) c_u_cons(585)_ 579.29155470378009
     p(0_1_3) c_u_cons(586)_ 579.29155470378009
     p(0_1_3) c_u_cons(587)_ 579.29155470378009
     p(0_1_3) c_u_cons(588)_ 579.29155470378009
     p(0_1_3) c_u_cons(589)_ 579.29155470378009
     p(0_1_3) c_u_cons(590)_ 579.29155470378009
     p(0_1_3) c_u_cons(591)_ 579.29155470378009
     p(0_1_3) c_u_cons(592)_ 579.29155470378009
     p(0_1_3) c_u_cons(593)_ 579.29155470378009
     p(0_1_3) c_u_cons(594)_ 579.29155470378009
     p(0_1_3) c_u_cons(595)_ 579.29155470378009
     p(0_1_3) c_u_cons(596)_ 579.29155470378009
     p(0_1_3) c_u_cons(597)_ 579.29155470378009
     p(0_1_3) c_u_cons(598)_ 579.29155470378009
     p(0_1_3) c_u_cons(599)_ 579.29155470378009
     p(0_1_3) c_u_cons(600)_ 579.29155470378009
     p(0_1_3) c_u_cons(601)_ 579.29155470378009
     p(0_1_3) c_u_cons(602)_ 579.29155470378009
     p(0_1_3) c_u_cons(603)_ 579.29155470378009
     p(0_1_3) c_u_cons(604)_ 579.29155470378009
     p(0_1_3) c_u_cons(605)_ 579.29155470378009
     p(0_1_3) c_u_cons(606)_ 579.29155470378009
     p(0_1_3) c_u_cons(607)_ 579.29155470378009
     p(0_1_3) c_u_cons(608)_ 579.29155470378009
     p(0_1_3) c_u_cons(609)_ 579.29155470378009
     p(0_1_3) c_u_cons(610)_ 579.29155470378009
     p(0_1_4) c_u_cons(611)_ -1
     p(0_1_4) c_u_cons(612)_ -1
     p(0_1_4) c_u_cons(613)_ 207.11111111111111
     p(0_1_4) c_u_cons(614)_ 207.11111111111111
     p(0_1_4) c_u_cons(615)_ 207.11111111111111
     p(0_1_4) c_u_cons(616)_ 207.11111111111111
     p(0_1_4) c_u_cons(617)_ 207.11111111111111
     p(0_1_4) c_u_cons(618)_ 207.11111111111111
     p(0_1_4) c_u_cons(619)_ 207.11111111111111
     p(0_1_4) c_u_cons(620)_ 207.11111111111111
     p(0_1_4) c_u_cons(621)_ 207.11111111111111
     p(0_1_4) c_u_cons(622)_ 207.11111111111111
     p(0_1_4) c_u_cons(623)_ 207.11111111111111
     p(0_1_4) c_u_cons(624)_ 207.11111111111111
     p(0_1_4) c_u_cons(625)_ 207.11111111111111
     p(0_1_4) c_u_cons(626)_ 207.11111111111111
     p(0_1_4) c_u_cons(627)_ 207.11111111111111
     p(0_1_4) c_u_cons(628)_ 207.11111111111111
     p(0_1_4) c_u_cons(629)_ 207.11111111111111
     p(0_1_4) c_u_cons(630)_ 207.11111111111111
     p(0_1_4) c_u_cons(631)_ 207.11111111111111
     p(0_1_4) c_u_cons(632)_ 207.11111111111111
     p(0_1_4) c_u_cons(633)_ 207.11111111111111
     p(0_1_4) c_u_cons(634)_ 207.11111111111111
     p(0_1_4) c_u_cons(635)_ 207.11111111111111
     p(0_1_4) c_u_cons(636)_ 207.11111111111111
     p(0_1_4) c_u_cons(637)_ 207.11111111111111
     p(0_1_4) c_u_cons(638)_ 207.11111111111111
     p(0_1_4) c_u_cons(639)_ 207.11111111111111
     p(0_1_4) c_u_cons(640)_ 207.11111111111111
     p(0_1_4) c_u_cons(641)_ 207.11111111111111
     p(0_1_4) c_u_cons(642)_ 207.11111111111111
     p(0_1_4) c_u_cons(643)_ 207.11111111111111
     p(0_1_4) c_u_cons(644)_ 207.11111111111111
     p(0_1_4) c_u_cons(645)_ 207.11111111111111
     p(0_1_4) c_u_cons(646)_ 207.11111111111111
     p(0_1_4) c_u_cons(647)_ 207.11111111111111
     p(0_1_4) c_u_cons(648)_ 207.11111111111111
     p(0_1_4) c_u_cons(649)_ 207.11111111111111
     p(0_1_4) c_u_cons(650)_ 207.11111111111111
     p(0_1_4) c_u_cons(651)_ 207.11111111111111
     p(0_1_4) c_u_cons(652)_ 207.11111111111111
     p(0_1_4) c_u_cons(653)_ 207.11111111111111
     p(0_1_4) c_u_cons(654)_ 207.11111111111111
     p(0_1_4) c_u_cons(655)_ 207.11111111111111
     p(0_1_4) c_u_cons(656)_ 207.11111111111111
     p(0_1_4) c_u_cons(657)_ 207.11111111111111
     p(0_1_4) c_u_cons(658)_ 207.11111111111111
     p(0_1_4) c_u_cons(659)_ 207.11111111111111
     p(0_1_4) c_u_cons(660)_ 207.11111111111111
     p(0_1_4) c_u_cons(661)_ 207.11111111111111
     p(0_1_4) c_u_cons(662)_ 207.11111111111111
     p(0_1_4) c_u_cons(663)_ 207.11111111111111
     p(0_1_4) c_u_cons(664)_ 207.11111111111111
     p(0_1_4) c_u_cons(665)_ 207.11111111111111
     p(0_1_4) c_u_cons(666)_ 207.11111111111111
     p(0_1_4) c_u_cons(667)_ 207.11111111111111
     p(0_1_4) c_u_cons(668)_ 207.11111111111111
     p(0_1_4) c_u_cons(669)_ 207.11111111111111
     p(0_1_4) c_u_cons(670)_ 207.11111111111111
     p(0_1_4) c_u_cons(671)_ 207.11111111111111
     p(0_1_4) c_u_cons(672)_ 207.11111111111111
     p(0_1_4) c_u_cons(673)_ 207.11111111111111
     p(0_1_4) c_u_cons(674)_ 207.11111111111111
     p(0_1_4) c_u_cons(675)_ 207.11111111111111
     p(0_1_4) c_u_cons(676)_ 207.11111111111111
     p(0_1_4) c_u_cons(677)_ 207.11111111111111
     p(0_1_4) c_u_cons(678)_ 207.11111111111111
     p(0_1_4) c_u_cons(679)_ 207.11111111111111
     p(0_1_4) c_u_cons(680)_ 207.11111111111111
     p(0_1_4) c_u_cons(681)_ 207.11111111111111
     p(0_1_4) c_u_cons(682)_ 207.11111111111111
     p(0_1_4) c_u_cons(683)_ 207.11111111111111
     p(0_1_4) c_u_cons(684)_ 207.11111111111111
     p(0_1_4) c_u_cons(685)_ 207.11111111111111
     p(0_1_4) c_u_cons(686)_ 207.11111111111111
     p(0_1_4) c_u_cons(687)_ 207.11111111111111
     p(0_1_4) c_u_cons(688)_ 207.11111111111111
     p(0_1_4) c_u_cons(689)_ 207.11111111111111
     p(0_1_4) c_u_cons(690)_ 579.29155470378009
     p(0_1_4) c_u_cons(691)_ 579.29155470378009
     p(0_1_4) c_u_cons(692)_ 579.29155470378009
     p(0_1_4) c_u_cons(693)_ 579.29155470378009
     p(0_1_4) c_u_cons(694)_ 579.29155470378009
     p(0_1_4) c_u_cons(695)_ 579.29155470378009
     p(0_1_4) c_u_cons(696)_ 579.29155470378009
     p(0_1_4) c_u_cons(697)_ 579.29155470378009
     p(0_1_4) c_u_cons(698)_ 579.29155470378009
     p(0_1_4) c_u_cons(699)_ 579.29155470378009
     p(0_1_4) c_u_cons(700)_ 579.29155470378009
     p(0_1_4) c_u_cons(701)_ 579.29155470378009
     p(0_1_4) c_u_cons(702)_ 579.29155470378009
     p(0_1_4) c_u_cons(703)_ 579.29155470378009
     p(0_1_4) c_u_cons(704)_ 579.29155470378009
     p(0_1_4) c_u_cons(705)_ 579.29155470378009
     p(0_1_4) c_u_cons(706)_ 579.29155470378009
     p(0_1_4) c_u_cons(707)_ 579.29155470378009
     p(0_1_4) c_u_cons(708)_ 579.29155470378009
     p(0_1_4) c_u_cons(709)_ 579.29155470378009
     p(0_1_4) c_u_cons(710)_ 579.29155470378009
     p(0_1_4) c_u_cons(711)_ 579.29155470378009
     p(0_1_4) c_u_cons(712)_ 579.29155470378009
     p(0_1_4) c_u_cons(713)_ 579.29155470378009
     p(0_1_4) c_u_cons(714)_ 579.29155470378009
     p(0_1_4) c_u_cons(715)_ 579.29155470378009
     p(0_1_4) c_u_cons(716)_ 579.29155470378009
     p(0_1_4) c_u_cons(717)_ 579.29155470378009
     p(0_1_4) c_u_cons(718)_ 579.29155470378009
     p(0_1_4) c_u_cons(719)_ 579.29155470378009
     p(0_1_4) c_u_cons(720)_ 579.29155470378009
     p(0_1_4) c_u_cons(721)_ 579.29155470378009
     p(0_1_4) c_u_cons(722)_ 579.29155470378009
     p(0_1_4) c_u_cons(723)_ 579.29155470378009
     p(0_1_4) c_u_cons(724)_ 579.29155470378009
     p(0_1_4) c_u_cons(725)_ 579.29155470378009
     p(0_1_4) c_u_cons(726)_ 579.29155470378009
     p(0_1_4) c_u_cons(727)_ 579.29155470378009
     p(0_1_4) c_u_cons(728)_ 579.29155470378009
     p(0_1_4) c_u_cons(729)_ 579.29155470378009
     p(0_1_4) c_u_cons(730)_ 579.29155470378009
     p(0_1_4) c_u_cons(731)_ 579.29155470378009
     p(0_1_4) c_u_cons(732)_ 579.29155470378009
     p(0_1_4) c_u_cons(733)_ 579.29155470378009
     p(0_1_4) c_u_cons(734)_ 579.29155470378009
     p(0_1_4) c_u_cons(735)_ 579.29155470378009
     p(0_1_4) c_u_cons(736)_ 579.29155470378009
     p(0_1_4) c_u_cons(737)_ 579.29155470378009
     p(0_1_4) c_u_cons(738)_ 579.29155470378009
     p(0_1_4) c_u_cons(739)_ 579.29155470378009
     p(0_1_4) c_u_cons(740)_ 579.29155470378009
     p(0_1_4) c_u_cons(741)_ 579.29155470378009
     p(0_1_4) c_u_cons(742)_ 579.29155470378009
     p(0_1_4) c_u_cons(743)_ 579.29155470378009
     p(0_1_4) c_u_cons(744)_ 579.29155470378009
     p(0_1_4) c_u_cons(745)_ 579.29155470378009
     p(0_1_4) c_u_cons(746)_ 579.29155470378009
     p(0_1_4) c_u_cons(747)_ 579.29155470378009
     p(0_1_4) c_u_cons(748)_ 579.29155470378009
     p(0_1_4) c_u_cons(749)_ 579.29155470378009
     p(0_1_4) c_u_cons(750)_ 579.29155470378009
     p(0_1_4) c_u_cons(751)_ 579.29155470378009
     p(0_1_4) c_u_cons(752)_ 579.29155470378009
     p(0_1_4) c_u_cons(753)_ 579.29155470378009
     p(0_1_4) c_u_cons(754)_ 579.29155470378009
     p(0_1_4) c_u_cons(755)_ 579.29155470378009
     p(0_1_4) c_u_cons(756)_ 579.29155470378009
     p(0_1_4) c_u_cons(757)_ 579.29155470378009
     p(0_1_4) c_u_cons(758)_ 579.29155470378009
     p(0_1_4) c_u_cons(759)_ 579.29155470378009
     p(0_1_4) c_u_cons(760)_ 579.29155470378009
     p(0_1_4) c_u_cons(761)_ 579.29155470378009
     p(0_1_4) c_u_cons(762)_ 579.29155470378009
     p(0_1_4) c_u_cons(763)_ 579.29155470378009
     p(0_1_4) c_u_cons(764)_ 579.29155470378009
     p(0_1_4) c_u_cons(765)_ 579.29155470378009
     p(0_1_4) c_u_cons(766)_ 579.29155470378009
     p(0_1_5) c_u_cons(767)_ -1
     p(0_1_5) c_u_cons(768)_ -1
     p(0_1_5) c_u_cons(769)_ 207.11111111111111
     p(0_1_5) c_u_cons(770)_ 207.11111111111111
     p(0_1_5) c_u_cons(771)_ 207.11111111111111
     p(0_1_5) c_u_cons(772)_ 207.11111111111111
     p(0_1_5) c_u_cons(773)_ 207.11111111111111
     p(0_1_5) c_u_cons(774)_ 207.11111111111111
     p(0_1_5) c_u_cons(775)_ 207.11111111111111
     p(0_1_5) c_u_cons(776)_ 207.11111111111111
     p(0_1_5) c_u_cons(777)_ 207.11111111111111
     p(0_1_5) c_u_cons(778)_ 207.11111111111111
     p(0_1_5) c_u_cons(779)_ 207.11111111111111
     p(0_1_5) c_u_cons(780)_ 207.11111111111111
     p(0_1_5) c_u_cons(781)_ 207.11111111111111
     p(0_1_5) c_u_cons(782)_ 207.11111111111111
     p(0_1_5) c_u_cons(783)_ 207.11111111111111
     p(0_1_5) c_u_cons(784)_ 207.11111111111111
     p(0_1_5) c_u_cons(785)_ 207.11111111111111
     p(0_1_5) c_u_cons(786)_ 207.11111111111111
     p(0_1_5) c_u_cons(787)_ 207.11111111111111
     p(0_1_5) c_u_cons(788)_ 207.11111111111111
     p(0_1_5) c_u_cons(789)_ 207.11111111111111
     p(0_1_5) c_u_cons(790)_ 207.11111111111111
     p(0_1_5) c_u_cons(791)_ 207.11111111111111
     p(0_1_5) c_u_cons(792)_ 207.11111111111111
     p(0_1_5) c_u_cons(793)_ 207.11111111111111
     p(0_1_5) c_u_cons(794)_ 207.11111111111111
     p(0_1_5) c_u_cons(795)_ 207.11111111111111
     p(0_1_5) c_u_cons(796)_ 207.11111111111111
     p(0_1_5) c_u_cons(797)_ 207.11111111111111
     p(0_1_5) c_u_cons(798)_ 207.11111111111111
     p(0_1_5) c_u_cons(799)_ 207.11111111111111
     p(0_1_5) c_u_cons(800)_ 207.11111111111111
     p(0_1_5) c_u_cons(801)_ 207.11111111111111
     p(0_1_5) c_u_cons(802)_ 207.11111111111111
     p(0_1_5) c_u_cons(803)_ 207.11111111111111
     p(0_1_5) c_u_cons(804)_ 207.11111111111111
     p(0_1_5) c_u_cons(805)_ 207.11111111111111
     p(0_1_5) c_u_cons(806)_ 207.11111111111111
     p(0_1_5) c_u_cons(807)_ 207.11111111111111
     p(0_1_5) c_u_cons(808)_ 207.11111111111111
     p(0_1_5) c_u_cons(809)_ 207.11111111111111
     p(0_1_5) c_u_cons(810)_ 207.11111111111111
     p(0_1_5) c_u_cons(811)_ 207.11111111111111
     p(0_1_5) c_u_cons(812)_ 207.11111111111111
     p(0_1_5) c_u_cons(813)_ 207.11111111111111
     p(0_1_5) c_u_cons(814)_ 207.11111111111111
     p(0_1_5) c_u_cons(815)_ 207.11111111111111
     p(0_1_5) c_u_cons(816)_ 207.11111111111111
     p(0_1_5) c_u_cons(817)_ 207.11111111111111
     p(0_1_5) c_u_cons(818)_ 207.11111111111111
     p(0_1_5) c_u_cons(819)_ 207.11111111111111
     p(0_1_5) c_u_cons(820)_ 207.11111111111111
     p(0_1_5) c_u_cons(821)_ 207.11111111111111
     p(0_1_5) c_u_cons(822)_ 207.11111111111111
     p(0_1_5) c_u_cons(823)_ 207.11111111111111
     p(0_1_5) c_u_cons(824)_ 207.11111111111111
     p(0_1_5) c_u_cons(825)_ 207.11111111111111
     p(0_1_5) c_u_cons(826)_ 207.11111111111111
     p(0_1_5) c_u_cons(827)_ 207.11111111111111
     p(0_1_5) c_u_cons(828)_ 207.11111111111111
     p(0_1_5) c_u_cons(829)_ 207.11111111111111
     p(0_1_5) c_u_cons(830)_ 207.11111111111111
     p(0_1_5) c_u_cons(831)_ 207.11111111111111
     p(0_1_5) c_u_cons(832)_ 207.11111111111111
     p(0_1_5) c_u_cons(833)_ 207.11111111111111
     p(0_1_5) c_u_cons(834)_ 207.11111111111111
     p(0_1_5) c_u_cons(835)_ 207.11111111111111
     p(0_1_5) c_u_cons(836)_ 207.11111111111111
     p(0_1_5) c_u_cons(837)_ 207.11111111111111
     p(0_1_5) c_u_cons(838)_ 207.11111111111111
     p(0_1_5) c_u_cons(839)_ 207.11111111111111
     p(0_1_5) c_u_cons(840)_ 207.11111111111111
     p(0_1_5) c_u_cons(841)_ 207.11111111111111
     p(0_1_5) c_u_cons(842)_ 207.11111111111111
     p(0_1_5) c_u_cons(843)_ 207.11111111111111
     p(0_1_5) c_u_cons(844)_ 207.11111111111111
     p(0_1_5) c_u_cons(845)_ 207.11111111111111
     p(0_1_5) c_u_cons(846)_ 579.29155470378009
     p(0_1_5) c_u_cons(847)_ 579.29155470378009
     p(0_1_5) c_u_cons(848)_ 579.29155470378009
     p(0_1_5) c_u_cons(849)_ 579.29155470378009
     p(0_1_5) c_u_cons(850)_ 579.29155470378009
     p(0_1_5) c_u_cons(851)_ 579.29155470378009
     p(0_1_5) c_u_cons(852)_ 579.29155470378009
     p(0_1_5) c_u_cons(853)_ 579.29155470378009
     p(0_1_5) c_u_cons(854)_ 579.29155470378009
     p(0_1_5) c_u_cons(855)_ 579.29155470378009
     p(0_1_5) c_u_cons(856)_ 579.29155470378009
     p(0_1_5) c_u_cons(857)_ 579.29155470378009
     p(0_1_5) c_u_cons(858)_ 579.29155470378009
     p(0_1_5) c_u_cons(859)_ 579.29155470378009
     p(0_1_5) c_u_cons(860)_ 579.29155470378009
     p(0_1_5) c_u_cons(861)_ 579.29155470378009
     p(0_1_5) c_u_cons(862)_ 579.29155470378009
     p(0_1_5) c_u_cons(863)_ 579.29155470378009
     p(0_1_5) c_u_cons(864)_ 579.29155470378009
     p(0_1_5) c_u_cons(865)_ 579.29155470378009
     p(0_1_5) c_u_cons(866)_ 579.29155470378009
     p(0_1_5) c_u_cons(867)_ 579.29155470378009
     p(0_1_5) c_u_cons(868)_ 579.29155470378009
     p(0_1_5) c_u_cons(869)_ 579.29155470378009
     p(0_1_5) c_u_cons(870)_ 579.29155470378009
     p(0_1_5) c_u_cons(871)_ 579.29155470378009
     p(0_1_5) c_u_cons(872)_ 579.29155470378009
     p(0_1_5) c_u_cons(873)_ 579.29155470378009
     p(0_1_5) c_u_cons(874)_ 579.29155470378009
     p(0_1_5) c_u_cons(875)_ 579.29155470378009
     p(0_1_5) c_u_cons(876)_ 579.29155470378009
     p(0_1_5) c_u_cons(877)_ 579.29155470378009
     p(0_1_5) c_u_cons(878)_ 579.29155470378009
     p(0_1_5) c_u_cons(879)_ 579.29155470378009
     p(0_1_5) c_u_cons(880)_ 579.29155470378009
     p(0_1_5) c_u_cons(881)_ 579.29155470378009
     p(0_1_5) c_u_cons(882)_ 579.29155470378009
     p(0_1_5) c_u_cons(883)_ 579.29155470378009
     p(0_1_5) c_u_cons(884)_ 579.29155470378009
     p(0_1_5) c_u_cons(885)_ 579.29155470378009
     p(0_1_5) c_u_cons(886)_ 579.29155470378009
     p(0_1_5) c_u_cons(887)_ 579.29155470378009
     p(0_1_5) c_u_cons(888)_ 579.29155470378009
     p(0_1_5) c_u_cons(889)_ 579.29155470378009
     p(0_1_5) c_u_cons(890)_ 579.29155470378009
     p(0_1_5) c_u_cons(891)_ 579.29155470378009
     p(0_1_5) c_u_cons(892)_ 579.29155470378009
     p(0_1_5) c_u_cons(893)_ 579.29155470378009
     p(0_1_5) c_u_cons(894)_ 579.29155470378009
     p(0_1_5) c_u_cons(895)_ 579.29155470378009
     p(0_1_5) c_u_cons(896)_ 579.29155470378009
     p(0_1_5) c_u_cons(897)_ 579.29155470378009
     p(0_1_5) c_u_cons(898)_ 579.29155470378009
     p(0_1_5) c_u_cons(899)_ 579.29155470378009
     p(0_1_5) c_u_cons(900)_ 579.29155470378009
     p(0_1_5) c_u_cons(901)_ 579.29155470378009
     p(0_1_5) c_u_cons(902)_ 579.29155470378009
     p(0_1_5) c_u_cons(903)_ 579.29155470378009
     p(0_1_5) c_u_cons(904)_ 579.29155470378009
     p(0_1_5) c_u_cons(905)_ 579.29155470378009
     p(0_1_5) c_u_cons(906)_ 579.29155470378009
     p(0_1_5) c_u_cons(907)_ 579.29155470378009
     p(0_1_5) c_u_cons(908)_ 579.29155470378009
     p(0_1_5) c_u_cons(909)_ 579.29155470378009
     p(0_1_5) c_u_cons(910)_ 579.29155470378009
     p(0_1_5) c_u_cons(911)_ 579.29155470378009
     p(0_1_5) c_u_cons(912)_ 579.29155470378009
     p(0_1_5) c_u_cons(913)_ 579.29155470378009
     p(0_1_5) c_u_cons(914)_ 579.29155470378009
     p(0_1_5) c_u_cons(915)_ 579.29155470378009
     p(0_1_5) c_u_cons(916)_ 579.29155470378009
     p(0_1_5) c_u_cons(917)_ 579.29155470378009
     p(0_1_5) c_u_cons(918)_ 579.29155470378009
     p(0_1_5) c_u_cons(919)_ 579.29155470378009
     p(0_1_5) c_u_cons(920)_ 579.29155470378009
     p(0_1_5) c_u_cons(921)_ 579.29155470378009
     p(0_1_5) c_u_cons(922)_ 579.29155470378009
     p(0_1_6) c_u_cons(923)_ -1
     p(0_1_6) c_u_cons(924)_ -1
     p(0_1_6) c_u_cons(925)_ 207.11111111111111
     p(0_1_6) c_u_cons(926)_ 207.11111111111111
     p(0_1_6) c_u_cons(927)_ 207.11111111111111
     p(0_1_6) c_u_cons(928)_ 207.11111111111111
     p(0_1_6) c_u_cons(929)_ 207.11111111111111
     p(0_1_6) c_u_cons(930)_ 207.11111111111111
     p(0_1_6) c_u_cons(931)_ 207.11111111111111
     p(0_1_6) c_u_cons(932)_ 207.11111111111111
     p(0_1_6) c_u_cons(933)_ 207.11111111111111
     p(0_1_6) c_u_cons(934)_ 207.11111111111111
     p(0_1_6) c_u_cons(935)_ 207.11111111111111
     p(0_1_6) c_u_cons(936)_ 207.11111111111111
     p(0_1_6) c_u_cons(937)_ 207.11111111111111
     p(0_1_6) c_u_cons(938)_ 207.11111111111111
     p(0_1_6) c_u_cons(939)_ 207.11111111111111
     p(0_1_6) c_u_cons(940)_ 207.11111111111111
     p(0_1_6) c_u_cons(941)_ 207.11111111111111
     p(0_1_6) c_u_cons(942)_ 207.11111111111111
     p(0_1_6) c_u_cons(943)_ 207.11111111111111
     p(0_1_6) c_u_cons(944)_ 207.11111111111111
     p(0_1_6) c_u_cons(945)_ 207.11111111111111
     p(0_1_6) c_u_cons(946)_ 207.11111111111111
     p(0_1_6) c_u_cons(947)_ 207.11111111111111
     p(0_1_6) c_u_cons(948)_ 207.11111111111111
     p(0_1_6) c_u_cons(949)_ 207.11111111111111
     p(0_1_6) c_u_cons(950)_ 207.11111111111111
     p(0_1_6) c_u_cons(951)_ 207.11111111111111
     p(0_1_6) c_u_cons(952)_ 207.11111111111111
     p(0_1_6) c_u_cons(953)_ 207.11111111111111
     p(0_1_6) c_u_cons(954)_ 207.11111111111111
     p(0_1_6) c_u_cons(955)_ 207.11111111111111
     p(0_1_6) c_u_cons(956)_ 207.11111111111111
     p(0_1_6) c_u_cons(957)_ 207.11111111111111
     p(0_1_6) c_u_cons(958)_ 207.11111111111111
     p(0_1_6) c_u_cons(959)_ 207.11111111111111
     p(0_1_6) c_u_cons(960)_ 207.11111111111111
     p(0_1_6) c_u_cons(961)_ 207.11111111111111
     p(0_1_6) c_u_cons(962)_ 207.11111111111111
     p(0_1_6) c_u_cons(963)_ 207.11111111111111
     p(0_1_6) c_u_cons(964)_ 207.11111111111111
     p(0_1_6) c_u_cons(965)_ 207.11111111111111
     p(0_1_6) c_u_cons(966)_ 207.11111111111111
     p(0_1_6) c_u_cons(967)_ 207.11111111111111
     p(0_1_6) c_u_cons(968)_ 207.11111111111111
     p(0_1_6) c_u_cons(969)_ 207.11111111111111
     p(0_1_6) c_u_cons(970)_ 207.11111111111111
     p(0_1_6) c_u_cons(971)_ 207.11111111111111
     p(0_1_6) c_u_cons(972)_ 207.11111111111111
     p(0_1_6) c_u_cons(973)_ 207.11111111111111
     p(0_1_6) c_u_cons(974)_ 207.11111111111111
     p(0_1_6) c_u_cons(975)_ 207.11111111111111
     p(0_1_6) c_u_cons(976)_ 207.11111111111111
     p(0_1_6) c_u_cons(977)_ 207.11111111111111
     p(0_1_6) c_u_cons(978)_ 207.11111111111111
     p(0_1_6) c_u_cons(979)_ 207.11111111111111
     p(0_1_6) c_u_cons(980)_ 207.11111111111111
     p(0_1_6) c_u_cons(981)_ 207.11111111111111
     p(0_1_6) c_u_cons(982)_ 207.11111111111111
     p(0_1_6) c_u_cons(983)_ 207.11111111111111
     p(0_1_6) c_u_cons(984)_ 207.11111111111111
     p(0_1_6) c_u_cons(985)_ 207.11111111111111
     p(0_1_6) c_u_cons(986)_ 207.11111111111111
     p(0_1_6) c_u_cons(987)_ 207.11111111111111
     p(0_1_6) c_u_cons(988)_ 207.11111111111111
     p(0_1_6) c_u_cons(989)_ 207.11111111111111
     p(0_1_6) c_u_cons(990)_ 207.11111111111111
     p(0_1_6) c_u_cons(991)_ 207.11111111111111
     p(0_1_6) c_u_cons(992)_ 207.11111111111111
     p(0_1_6) c_u_cons(993)_ 207.11111111111111
     p(0_1_6) c_u_cons(994)_ 207.11111111111111
     p(0_1_6) c_u_cons(995)_ 207.11111111111111
     p(0_1_6) c_u_cons(996)_ 207.11111111111111
     p(0_1_6) c_u_cons(997)_ 207.11111111111111
     p(0_1_6) c_u_cons(998)_ 207.11111111111111
     p(0_1_6) c_u_cons(999)_ 207.11111111111111
     p(0_1_6) c_u_cons(1000)_ 207.11111111111111
     p(0_1_6) c_u_cons(1001)_ 207.11111111111111
     p(0_1_6) c_u_cons(1002)_ 579.29155470378009
     p(0_1_6) c_u_cons(1003)_ 579.29155470378009
     p(0_1_6) c_u_cons(1004)_ 579.29155470378009
     p(0_1_6) c_u_cons(1005)_ 579.29155470378009
     p(0_1_6) c_u_cons(1006)_ 579.29155470378009
     p(0_1_6) c_u_cons(1007)_ 579.29155470378009
     p(0_1_6) c_u_cons(1008)_ 579.29155470378009
     p(0_1_6) c_u_cons(1009)_ 579.29155470378009
     p(0_1_6) c_u_cons(1010)_ 579.29155470378009
     p(0_1_6) c_u_cons(1011)_ 579.29155470378009
     p(0_1_6) c_u_cons(1012)_ 579.29155470378009
     p(0_1_6) c_u_cons(1013)_ 579.29155470378009
     p(0_1_6) c_u_cons(1014)_ 579.29155470378009
     p(0_1_6) c_u_cons(1015)_ 579.29155470378009
     p(0_1_6) c_u_cons(1016)_ 579.29155470378009
     p(0_1_6) c_u_cons(1017)_ 579.29155470378009
     p(0_1_6) c_u_cons(1018)_ 579.29155470378009
     p(0_1_6) c_u_cons(1019)_ 579.29155470378009
     p(0_1_6) c_u_cons(1020)_ 579.29155470378009
     p(0_1_6) c_u_cons(1021)_ 579.29155470378009
     p(0_1_6) c_u_cons(1022)_ 579.29155470378009
     p(0_1_6) c_u_cons(1023)_ 579.29155470378009
     p(0_1_6) c_u_cons(1024)_ 579.29155470378009
     p(0_1_6) c_u_cons(1025)_ 579.29155470378009
     p(0_1_6) c_u_cons(1026)_ 579.29155470378009
     p(0_1_6) c_u_cons(1027)_ 579.29155470378009
     p(0_1_6) c_u_cons(1028)_ 579.29155470378009
     p(0_1_6) c_u_cons(1029)_ 579.29155470378009
     p(0_1_6) c_u_cons(1030)_ 579.29155470378009
     p(0_1_6) c_u_cons(1031)_ 579.29155470378009
     p(0_1_6) c_u_cons(1032)_ 579.29155470378009
     p(0_1_6) c_u_cons(1033)_ 579.29155470378009
     p(0_1_6) c_u_cons(1034)_ 579.29155470378009
     p(0_1_6) c_u_cons(1035)_ 579.29155470378009
     p(0_1_6) c_u_cons(1036)_ 579.29155470378009
     p(0_1_6) c_u_cons(1037)_ 579.29155470378009
     p(0_1_6) c_u_cons(1038)_ 579.29155470378009
     p(0_1_6) c_u_cons(1039)_ 579.29155470378009
     p(0_1_6) c_u_cons(1040)_ 579.29155470378009
     p(0_1_6) c_u_cons(1041)_ 579.29155470378009
     p(0_1_6) c_u_cons(1042)_ 579.29155470378009
     p(0_1_6) c_u_cons(1043)_ 579.29155470378009
     p(0_1_6) c_u_cons(1044)_ 579.29155470378009
     p(0_1_6) c_u_cons(1045)_ 579.29155470378009
     p(0_1_6) c_u_cons(1046)_ 579.29155470378009
     p(0_1_6) c_u_cons(1047)_ 579.29155470378009
     p(0_1_6) c_u_cons(1048)_ 579.29155470378009
     p(0_1_6) c_u_cons(1049)_ 579.29155470378009
     p(0_1_6) c_u_cons(1050)_ 579.29155470378009
     p(0_1_6) c_u_cons(1051)_ 579.29155470378009
     p(0_1_6) c_u_cons(1052)_ 579.29155470378009
     p(0_1_6) c_u_cons(1053)_ 579.29155470378009
     p(0_1_6) c_u_cons(1054)_ 579.29155470378009
     p(0_1_6) c_u_cons(1055)_ 579.29155470378009
     p(0_1_6) c_u_cons(1056)_ 579.29155470378009
     p(0_1_6) c_u_cons(1057)_ 579.29155470378009
     p(0_1_6) c_u_cons(1058)_ 579.29155470378009
     p(0_1_6) c_u_cons(1059)_ 579.29155470378009
     p(0_1_6) c_u_cons(1060)_ 579.29155470378009
     p(0_1_6) c_u_cons(1061)_ 579.29155470378009
     p(0_1_6) c_u_cons(1062)_ 579.29155470378009
     p(0_1_6) c_u_cons(1063)_ 579.29155470378009
     p(0_1_6) c_u_cons(1064)_ 579.29155470378009
     p(0_1_6) c_u_cons(1065)_ 579.29155470378009
     p(0_1_6) c_u_cons(1066)_ 579.29155470378009
     p(0_1_6) c_u_cons(1067)_ 579.29155470378009
     p(0_1_6) c_u_cons(1068)_ 579.29155470378009
     p(0_1_6) c_u_cons(1069)_ 579.29155470378009
     p(0_1_6) c_u_cons(1070)_ 579.29155470378009
     p(0_1_6) c_u_cons(1071)_ 579.29155470378009
     p(0_1_6) c_u_cons(1072)_ 579.29155470378009
     p(0_1_6) c_u_cons(1073)_ 579.29155470378009
     p(0_1_6) c_u_cons(1074)_ 579.29155470378009
     p(0_1_6) c_u_cons(1075)_ 579.29155470378009
     p(0_1_6) c_u_cons(1076)_ 579.29155470378009
     p(0_1_6) c_u_cons(1077)_ 579.29155470378009
     p(0_1_6) c_u_cons(1078)_ 579.29155470378009
     p(0_2_5) c_u_cons(1079)_ -1
     p(0_2_5) c_u_cons(1080)_ -1
     p(0_2_5) c_u_cons(1081)_ 207.11111111111111
     p(0_2_5) c_u_cons(1082)_ 207.11111111111111
     p(0_2_5) c_u_cons(1083)_ 207.11111111111111
     p(0_2_5) c_u_cons(1084)_ 207.11111111111111
     p(0_2_5) c_u_cons(1085)_ 207.11111111111111
     p(0_2_5) c_u_cons(1086)_ 207.11111111111111
     p(0_2_5) c_u_cons(1087)_ 207.11111111111111
     p(0_2_5) c_u_cons(1088)_ 207.11111111111111
     p(0_2_5) c_u_cons(1089)_ 207.11111111111111
     p(0_2_5) c_u_cons(1090)_ 207.11111111111111
     p(0_2_5) c_u_cons(1091)_ 207.11111111111111
     p(0_2_5) c_u_cons(1092)_ 207.11111111111111
     p(0_2_5) c_u_cons(1093)_ 207.11111111111111
     p(0_2_5) c_u_cons(1094)_ 207.11111111111111
     p(0_2_5) c_u_cons(1095)_ 207.11111111111111
     p(0_2_5) c_u_cons(1096)_ 207.11111111111111
     p(0_2_5) c_u_cons(1097)_ 207.11111111111111
     p(0_2_5) c_u_cons(1098)_ 207.11111111111111
     p(0_2_5) c_u_cons(1099)_ 207.11111111111111
     p(0_2_5) c_u_cons(1100)_ 207.11111111111111
     p(0_2_5) c_u_cons(1101)_ 207.11111111111111
     p(0_2_5) c_u_cons(1102)_ 207.11111111111111
     p(0_2_5) c_u_cons(1103)_ 207.11111111111111
     p(0_2_5) c_u_cons(1104)_ 207.11111111111111
     p(0_2_5) c_u_cons(1105)_ 207.11111111111111
     p(0_2_5) c_u_cons(1106)_ 207.11111111111111
     p(0_2_5) c_u_cons(1107)_ 207.11111111111111
     p(0_2_5) c_u_cons(1108)_ 207.11111111111111
     p(0_2_5) c_u_cons(1109)_ 207.11111111111111
     p(0_2_5) c_u_cons(1110)_ 207.11111111111111
     p(0_2_5) c_u_cons(1111)_ 207.11111111111111
     p(0_2_5) c_u_cons(1112)_ 207.11111111111111
     p(0_2_5) c_u_cons(1113)_ 207.11111111111111
     p(0_2_5) c_u_cons(1114)_ 207.11111111111111
     p(0_2_5) c_u_cons(1115)_ 207.11111111111111
     p(0_2_5) c_u_cons(1116)_ 207.11111111111111
     p(0_2_5) c_u_cons(1117)_ 207.11111111111111
     p(0_2_5) c_u_cons(1118)_ 207.11111111111111
     p(0_2_5) c_u_cons(1119)_ 207.11111111111111
     p(0_2_5) c_u_cons(1120)_ 207.11111111111111
     p(0_2_5) c_u_cons(1121)_ 207.11111111111111
     p(0_2_5) c_u_cons(1122)_ 207.11111111111111
     p(0_2_5) c_u_cons(1123)_ 207.11111111111111
     p(0_2_5) c_u_cons(1124)_ 207.11111111111111
     p(0_2_5) c_u_cons(1125)_ 207.11111111111111
     p(0_2_5) c_u_cons(1126)_ 207.11111111111111
     p(0_2_5) c_u_cons(1127)_ 207.11111111111111
     p(0_2_5) c_u_cons(1128)_ 207.11111111111111
     p(0_2_5) c_u_cons(1129)_ 207.11111111111111
     p(0_2_5) c_u_cons(1130)_ 204.79466031735311
     p(0_2_5) c_u_cons(1131)_ 204.79466031735311
     p(0_2_5) c_u_cons(1132)_ 204.79466031735311
     p(0_2_5) c_u_cons(1133)_ 204.79466031735311
     p(0_2_5) c_u_cons(1134)_ 204.79466031735311
     p(0_2_5) c_u_cons(1135)_ 204.79466031735311
     p(0_2_5) c_u_cons(1136)_ 204.79466031735311
     p(0_2_5) c_u_cons(1137)_ 204.79466031735311
     p(0_2_5) c_u_cons(1138)_ 204.79466031735311
     p(0_2_5) c_u_cons(1139)_ 204.79466031735311
     p(0_2_5) c_u_cons(1140)_ 204.79466031735311
     p(0_2_5) c_u_cons(1141)_ 204.79466031735311
     p(0_2_5) c_u_cons(1142)_ 204.79466031735311
     p(0_2_5) c_u_cons(1143)_ 204.79466031735311
     p(0_2_5) c_u_cons(1144)_ 204.79466031735311
     p(0_2_5) c_u_cons(1145)_ 204.79466031735311
     p(0_2_5) c_u_cons(1146)_ 204.79466031735311
     p(0_2_5) c_u_cons(1147)_ 204.79466031735311
     p(0_2_5) c_u_cons(1148)_ 204.79466031735311
     p(0_2_5) c_u_cons(1149)_ 204.79466031735311
     p(0_2_5) c_u_cons(1150)_ 204.79466031735311
     p(0_2_5) c_u_cons(1151)_ 204.79466031735311
     p(0_2_5) c_u_cons(1152)_ 204.79466031735311
     p(0_2_5) c_u_cons(1153)_ 204.79466031735311
     p(0_2_5) c_u_cons(1154)_ 204.79466031735311
     p(0_2_5) c_u_cons(1155)_ 204.79466031735311
     p(0_2_5) c_u_cons(1156)_ 204.79466031735311
     p(0_2_5) c_u_cons(1157)_ 204.79466031735311
     p(0_2_5) c_u_cons(1158)_ 204.79466031735311
     p(0_2_5) c_u_cons(1159)_ 204.79466031735311
     p(0_2_5) c_u_cons(1160)_ 204.79466031735311
     p(0_2_5) c_u_cons(1161)_ 204.79466031735311
     p(0_2_5) c_u_cons(1162)_ 204.79466031735311
     p(0_2_5) c_u_cons(1163)_ 204.79466031735311
     p(0_2_5) c_u_cons(1164)_ 204.79466031735311
     p(0_2_5) c_u_cons(1165)_ 204.79466031735311
     p(0_2_5) c_u_cons(1166)_ 204.79466031735311
     p(0_2_5) c_u_cons(1167)_ 204.79466031735311
     p(0_2_5) c_u_cons(1168)_ 204.79466031735311
     p(0_2_5) c_u_cons(1169)_ 204.79466031735311
     p(0_2_5) c_u_cons(1170)_ 204.79466031735311
     p(0_2_5) c_u_cons(1171)_ 204.79466031735311
     p(0_2_5) c_u_cons(1172)_ 204.79466031735311
     p(0_2_5) c_u_cons(1173)_ 204.79466031735311
     p(0_2_5) c_u_cons(1174)_ 204.79466031735311
     p(0_2_5) c_u_cons(1175)_ 204.79466031735311
     p(0_2_5) c_u_cons(1176)_ 204.79466031735311
     p(0_2_5) c_u_cons(1177)_ 204.79466031735311
     p(0_2_5) c_u_cons(1178)_ 204.79466031735311
     p(0_2_6) c_u_cons(1179)_ -1
     p(0_2_6) c_u_cons(1180)_ -1
     p(0_2_6) c_u_cons(1181)_ 207.11111111111111
     p(0_2_6) c_u_cons(1182)_ 207.11111111111111
     p(0_2_6) c_u_cons(1183)_ 207.11111111111111
     p(0_2_6) c_u_cons(1184)_ 207.11111111111111
     p(0_2_6) c_u_cons(1185)_ 207.11111111111111
     p(0_2_6) c_u_cons(1186)_ 207.11111111111111
     p(0_2_6) c_u_cons(1187)_ 207.11111111111111
     p(0_2_6) c_u_cons(1188)_ 207.11111111111111
     p(0_2_6) c_u_cons(1189)_ 207.11111111111111
     p(0_2_6) c_u_cons(1190)_ 207.11111111111111
     p(0_2_6) c_u_cons(1191)_ 207.11111111111111
     p(0_2_6) c_u_cons(1192)_ 207.11111111111111
     p(0_2_6) c_u_cons(1193)_ 207.11111111111111
     p(0_2_6) c_u_cons(1194)_ 207.11111111111111
     p(0_2_6) c_u_cons(1195)_ 207.11111111111111
     p(0_2_6) c_u_cons(1196)_ 207.11111111111111
     p(0_2_6) c_u_cons(1197)_ 207.11111111111111
     p(0_2_6) c_u_cons(1198)_ 207.11111111111111
     p(0_2_6) c_u_cons(1199)_ 207.11111111111111
     p(0_2_6) c_u_cons(1200)_ 207.11111111111111
     p(0_2_6) c_u_cons(1201)_ 207.11111111111111
     p(0_2_6) c_u_cons(1202)_ 207.11111111111111
     p(0_2_6) c_u_cons(1203)_ 207.11111111111111
     p(0_2_6) c_u_cons(1204)_ 207.11111111111111
     p(0_2_6) c_u_cons(1205)_ 207.11111111111111
     p(0_2_6) c_u_cons(1206)_ 207.11111111111111
     p(0_2_6) c_u_cons(1207)_ 207.11111111111111
     p(0_2_6) c_u_cons(1208)_ 207.11111111111111
     p(0_2_6) c_u_cons(1209)_ 207.11111111111111
     p(0_2_6) c_u_cons(1210)_ 207.11111111111111
     p(0_2_6) c_u_cons(1211)_ 207.11111111111111
     p(0_2_6) c_u_cons(1212)_ 207.11111111111111
     p(0_2_6) c_u_cons(1213)_ 207.11111111111111
     p(0_2_6) c_u_cons(1214)_ 207.11111111111111
     p(0_2_6) c_u_cons(1215)_ 207.11111111111111
     p(0_2_6) c_u_cons(1216)_ 207.11111111111111
     p(0_2_6) c_u_cons(1217)_ 207.11111111111111
     p(0_2_6) c_u_cons(1218)_ 207.11111111111111
     p(0_2_6) c_u_cons(1219)_ 207.11111111111111
     p(0_2_6) c_u_cons(1220)_ 207.11111111111111
     p(0_2_6) c_u_cons(1221)_ 207.11111111111111
     p(0_2_6) c_u_cons(1222)_ 207.11111111111111
     p(0_2_6) c_u_cons(1223)_ 207.11111111111111
     p(0_2_6) c_u_cons(1224)_ 207.11111111111111
     p(0_2_6) c_u_cons(1225)_ 207.11111111111111
     p(0_2_6) c_u_cons(1226)_ 207.11111111111111
     p(0_2_6) c_u_cons(1227)_ 207.11111111111111
     p(0_2_6) c_u_cons(1228)_ 207.11111111111111
     p(0_2_6) c_u_cons(1229)_ 207.11111111111111
     p(0_2_6) c_u_cons(1230)_ 204.79466031735311
     p(0_2_6) c_u_cons(1231)_ 204.79466031735311
     p(0_2_6) c_u_cons(1232)_ 204.79466031735311
     p(0_2_6) c_u_cons(1233)_ 204.79466031735311
     p(0_2_6) c_u_cons(1234)_ 204.79466031735311
     p(0_2_6) c_u_cons(1235)_ 204.79466031735311
     p(0_2_6) c_u_cons(1236)_ 204.79466031735311
     p(0_2_6) c_u_cons(1237)_ 204.79466031735311
     p(0_2_6) c_u_cons(1238)_ 204.79466031735311
     p(0_2_6) c_u_cons(1239)_ 204.79466031735311
     p(0_2_6) c_u_cons(1240)_ 204.79466031735311
     p(0_2_6) c_u_cons(1241)_ 204.79466031735311
     p(0_2_6) c_u_cons(1242)_ 204.79466031735311
     p(0_2_6) c_u_cons(1243)_ 204.79466031735311
     p(0_2_6) c_u_cons(1244)_ 204.79466031735311
     p(0_2_6) c_u_cons(1245)_ 204.79466031735311
     p(0_2_6) c_u_cons(1246)_ 204.79466031735311
     p(0_2_6) c_u_cons(1247)_ 204.79466031735311
     p(0_2_6) c_u_cons(1248)_ 204.79466031735311
     p(0_2_6) c_u_cons(1249)_ 204.79466031735311
     p(0_2_6) c_u_cons(1250)_ 204.79466031735311
     p(0_2_6) c_u_cons(1251)_ 204.79466031735311
     p(0_2_6) c_u_cons(1252)_ 204.79466031735311
     p(0_2_6) c_u_cons(1253)_ 204.79466031735311
     p(0_2_6) c_u_cons(1254)_ 204.79466031735311
     p(0_2_6) c_u_cons(1255)_ 204.79466031735311
     p(0_2_6) c_u_cons(1256)_ 204.79466031735311
     p(0_2_6) c_u_cons(1257)_ 204.79466031735311
     p(0_2_6) c_u_cons(1258)_ 204.79466031735311
     p(0_2_6) c_u_cons(1259)_ 204.79466031735311
     p(0_2_6) c_u_cons(1260)_ 204.79466031735311
     p(0_2_6) c_u_cons(1261)_ 204.79466031735311
     p(0_2_6) c_u_cons(1262)_ 204.79466031735311
     p(0_2_6) c_u_cons(1263)_ 204.79466031735311
     p(0_2_6) c_u_cons(1264)_ 204.79466031735311
     p(0_2_6) c_u_cons(1265)_ 204.79466031735311
     p(0_2_6) c_u_cons(1266)_ 204.79466031735311
     p(0_2_6) c_u_cons(1267)_ 204.79466031735311
     p(0_2_6) c_u_cons(1268)_ 204.79466031735311
     p(0_2_6) c_u_cons(1269)_ 204.79466031735311
     p(0_2_6) c_u_cons(1270)_ 204.79466031735311
     p(0_2_6) c_u_cons(1271)_ 204.79466031735311
     p(0_2_6) c_u_cons(1272)_ 204.79466031735311
     p(0_2_6) c_u_cons(1273)_ 204.79466031735311
     p(0_2_6) c_u_cons(1274)_ 204.79466031735311
     p(0_2_6) c_u_cons(1275)_ 204.79466031735311
     p(0_2_6) c_u_cons(1276)_ 204.79466031735311
     p(0_2_6) c_u_cons(1277)_ 204.79466031735311
     p(0_2_6) c_u_cons(1278)_ 204.79466031735311
     p(1_2_5) c_u_cons(1279)_ -1
     p(1_2_5) c_u_cons(1280)_ -1
     p(1_2_5) c_u_cons(1281)_ 579.29155470378009
     p(1_2_5) c_u_cons(1282)_ 579.29155470378009
     p(1_2_5) c_u_cons(1283)_ 579.29155470378009
     p(1_2_5) c_u_cons(1284)_ 579.29155470378009
     p(1_2_5) c_u_cons(1285)_ 579.29155470378009
     p(1_2_5) c_u_cons(1286)_ 579.29155470378009
     p(1_2_5) c_u_cons(1287)_ 579.29155470378009
     p(1_2_5) c_u_cons(1288)_ 579.29155470378009
     p(1_2_5) c_u_cons(1289)_ 579.29155470378009
     p(1_2_5) c_u_cons(1290)_ 579.29155470378009
     p(1_2_5) c_u_cons(1291)_ 579.29155470378009
     p(1_2_5) c_u_cons(1292)_ 579.29155470378009
     p(1_2_5) c_u_cons(1293)_ 579.29155470378009
     p(1_2_5) c_u_cons(1294)_ 579.29155470378009
     p(1_2_5) c_u_cons(1295)_ 579.29155470378009
     p(1_2_5) c_u_cons(1296)_ 579.29155470378009
     p(1_2_5) c_u_cons(1297)_ 579.29155470378009
     p(1_2_5) c_u_cons(1298)_ 579.29155470378009
     p(1_2_5) c_u_cons(1299)_ 579.29155470378009
     p(1_2_5) c_u_cons(1300)_ 579.29155470378009
     p(1_2_5) c_u_cons(1301)_ 579.29155470378009
     p(1_2_5) c_u_cons(1302)_ 579.29155470378009
     p(1_2_5) c_u_cons(1303)_ 579.29155470378009
     p(1_2_5) c_u_cons(1304)_ 579.29155470378009
     p(1_2_5) c_u_cons(1305)_ 579.29155470378009
     p(1_2_5) c_u_cons(1306)_ 579.29155470378009
     p(1_2_5) c_u_cons(1307)_ 579.29155470378009
     p(1_2_5) c_u_cons(1308)_ 579.29155470378009
     p(1_2_5) c_u_cons(1309)_ 579.29155470378009
     p(1_2_5) c_u_cons(1310)_ 579.29155470378009
     p(1_2_5) c_u_cons(1311)_ 579.29155470378009
     p(1_2_5) c_u_cons(1312)_ 579.29155470378009
     p(1_2_5) c_u_cons(1313)_ 579.29155470378009
     p(1_2_5) c_u_cons(1314)_ 579.29155470378009
     p(1_2_5) c_u_cons(1315)_ 579.29155470378009
     p(1_2_5) c_u_cons(1316)_ 579.29155470378009
     p(1_2_5) c_u_cons(1317)_ 579.29155470378009
     p(1_2_5) c_u_cons(1318)_ 579.29155470378009
     p(1_2_5) c_u_cons(1319)_ 579.29155470378009
     p(1_2_5) c_u_cons(1320)_ 579.29155470378009
     p(1_2_5) c_u_cons(1321)_ 579.29155470378009
     p(1_2_5) c_u_cons(1322)_ 579.29155470378009
     p(1_2_5) c_u_cons(1323)_ 579.29155470378009
     p(1_2_5) c_u_cons(1324)_ 579.29155470378009
     p(1_2_5) c_u_cons(1325)_ 579.29155470378009
     p(1_2_5) c_u_cons(1326)_ 579.29155470378009
     p(1_2_5) c_u_cons(1327)_ 579.29155470378009
     p(1_2_5) c_u_cons(1328)_ 579.29155470378009
     p(1_2_5) c_u_cons(1329)_ 579.29155470378009
     p(1_2_5) c_u_cons(1330)_ 579.29155470378009
     p(1_2_5) c_u_cons(1331)_ 579.29155470378009
     p(1_2_5) c_u_cons(1332)_ 579.29155470378009
     p(1_2_5) c_u_cons(1333)_ 579.29155470378009
     p(1_2_5) c_u_cons(1334)_ 579.29155470378009
     p(1_2_5) c_u_cons(1335)_ 579.29155470378009
     p(1_2_5) c_u_cons(1336)_ 579.29155470378009
     p(1_2_5) c_u_cons(1337)_ 579.29155470378009
     p(1_2_5) c_u_cons(1338)_ 579.29155470378009
     p(1_2_5) c_u_cons(1339)_ 579.29155470378009
     p(1_2_5) c_u_cons(1340)_ 579.29155470378009
     p(1_2_5) c_u_cons(1341)_ 579.29155470378009
     p(1_2_5) c_u_cons(1342)_ 579.29155470378009
     p(1_2_5) c_u_cons(1343)_ 579.29155470378009
     p(1_2_5) c_u_cons(1344)_ 579.29155470378009
     p(1_2_5) c_u_cons(1345)_ 579.29155470378009
     p(1_2_5) c_u_cons(1346)_ 579.29155470378009
     p(1_2_5) c_u_cons(1347)_ 579.29155470378009
     p(1_2_5) c_u_cons(1348)_ 579.29155470378009
     p(1_2_5) c_u_cons(1349)_ 579.29155470378009
     p(1_2_5) c_u_cons(1350)_ 579.29155470378009
     p(1_2_5) c_u_cons(1351)_ 579.29155470378009
     p(1_2_5) c_u_cons(1352)_ 579.29155470378009
     p(1_2_5) c_u_cons(1353)_ 579.29155470378009
     p(1_2_5) c_u_cons(1354)_ 579.29155470378009
     p(1_2_5) c_u_cons(1355)_ 579.29155470378009
     p(1_2_5) c_u_cons(1356)_ 579.29155470378009
     p(1_2_5) c_u_cons(1357)_ 579.29155470378009
     p(1_2_5) c_u_cons(1358)_ 204.79466031735311
     p(1_2_5) c_u_cons(1359)_ 204.79466031735311
     p(1_2_5) c_u_cons(1360)_ 204.79466031735311
     p(1_2_5) c_u_cons(1361)_ 204.79466031735311
     p(1_2_5) c_u_cons(1362)_ 204.79466031735311
     p(1_2_5) c_u_cons(1363)_ 204.79466031735311
     p(1_2_5) c_u_cons(1364)_ 204.79466031735311
     p(1_2_5) c_u_cons(1365)_ 204.79466031735311
     p(1_2_5) c_u_cons(1366)_ 204.79466031735311
     p(1_2_5) c_u_cons(1367)_ 204.79466031735311
     p(1_2_5) c_u_cons(1368)_ 204.79466031735311
     p(1_2_5) c_u_cons(1369)_ 204.79466031735311
     p(1_2_5) c_u_cons(1370)_ 204.79466031735311
     p(1_2_5) c_u_cons(1371)_ 204.79466031735311
     p(1_2_5) c_u_cons(1372)_ 204.79466031735311
     p(1_2_5) c_u_cons(1373)_ 204.79466031735311
     p(1_2_5) c_u_cons(1374)_ 204.79466031735311
     p(1_2_5) c_u_cons(1375)_ 204.79466031735311
     p(1_2_5) c_u_cons(1376)_ 204.79466031735311
     p(1_2_5) c_u_cons(1377)_ 204.79466031735311
     p(1_2_5) c_u_cons(1378)_ 204.79466031735311
     p(1_2_5) c_u_cons(1379)_ 204.79466031735311
     p(1_2_5) c_u_cons(1380)_ 204.79466031735311
     p(1_2_5) c_u_cons(1381)_ 204.79466031735311
     p(1_2_5) c_u_cons(1382)_ 204.79466031735311
     p(1_2_5) c_u_cons(1383)_ 204.79466031735311
     p(1_2_5) c_u_cons(1384)_ 204.79466031735311
     p(1_2_5) c_u_cons(1385)_ 204.79466031735311
     p(1_2_5) c_u_cons(1386)_ 204.79466031735311
     p(1_2_5) c_u_cons(1387)_ 204.79466031735311
     p(1_2_5) c_u_cons(1388)_ 204.79466031735311
     p(1_2_5) c_u_cons(1389)_ 204.79466031735311
     p(1_2_5) c_u_cons(1390)_ 204.79466031735311
     p(1_2_5) c_u_cons(1391)_ 204.79466031735311
     p(1_2_5) c_u_cons(1392)_ 204.79466031735311
     p(1_2_5) c_u_cons(1393)_ 204.79466031735311
     p(1_2_5) c_u_cons(1394)_ 204.79466031735311
     p(1_2_5) c_u_cons(1395)_ 204.79466031735311
     p(1_2_5) c_u_cons(1396)_ 204.79466031735311
     p(1_2_5) c_u_cons(1397)_ 204.79466031735311
     p(1_2_5) c_u_cons(1398)_ 204.79466031735311
     p(1_2_5) c_u_cons(1399)_ 204.79466031735311
     p(1_2_5) c_u_cons(1400)_ 204.79466031735311
     p(1_2_5) c_u_cons(1401)_ 204.79466031735311
     p(1_2_5) c_u_cons(1402)_ 204.79466031735311
     p(1_2_5) c_u_cons(1403)_ 204.79466031735311
     p(1_2_5) c_u_cons(1404)_ 204.79466031735311
     p(1_2_5) c_u_cons(1405)_ 204.79466031735311
     p(1_2_5) c_u_cons(1406)_ 204.79466031735311
     p(1_2_5) c_u_cons(1407)_ 204.79466031735311
     p(1_2_5) c_u_cons(1408)_ 204.79466031735311
     p(1_2_5) c_u_cons(1409)_ 204.79466031735311
     p(1_2_5) c_u_cons(1410)_ 204.79466031735311
     p(1_2_5) c_u_cons(1411)_ 204.79466031735311
     p(1_2_5) c_u_cons(1412)_ 204.79466031735311
     p(1_2_5) c_u_cons(1413)_ 204.79466031735311
     p(1_2_5) c_u_cons(1414)_ 204.79466031735311
     p(1_2_5) c_u_cons(1415)_ 204.79466031735311
     p(1_2_5) c_u_cons(1416)_ 204.79466031735311
     p(1_2_5) c_u_cons(1417)_ 204.79466031735311
     p(1_2_5) c_u_cons(1418)_ 204.79466031735311
     p(1_2_5) c_u_cons(1419)_ 204.79466031735311
     p(1_2_5) c_u_cons(1420)_ 204.79466031735311
     p(1_2_5) c_u_cons(1421)_ 204.79466031735311
     p(1_2_5) c_u_cons(1422)_ 204.79466031735311
     p(1_2_5) c_u_cons(1423)_ 204.79466031735311
     p(1_2_5) c_u_cons(1424)_ 204.79466031735311
     p(1_2_5) c_u_cons(1425)_ 204.79466031735311
     p(1_2_5) c_u_cons(1426)_ 204.79466031735311
     p(1_2_5) c_u_cons(1427)_ 204.79466031735311
     p(1_2_5) c_u_cons(1428)_ 204.79466031735311
     p(1_2_5) c_u_cons(1429)_ 204.79466031735311
     p(1_2_5) c_u_cons(1430)_ 204.79466031735311
     p(1_2_5) c_u_cons(1431)_ 204.79466031735311
     p(1_2_5) c_u_cons(1432)_ 204.79466031735311
     p(1_2_5) c_u_cons(1433)_ 204.79466031735311
     p(1_2_5) c_u_cons(1434)_ 204.79466031735311
     p(1_2_6) c_u_cons(1435)_ -1
     p(1_2_6) c_u_cons(1436)_ -1
     p(1_2_6) c_u_cons(1437)_ 579.29155470378009
     p(1_2_6) c_u_cons(1438)_ 579.29155470378009
     p(1_2_6) c_u_cons(1439)_ 579.29155470378009
     p(1_2_6) c_u_cons(1440)_ 579.29155470378009
     p(1_2_6) c_u_cons(1441)_ 579.29155470378009
     p(1_2_6) c_u_cons(1442)_ 579.29155470378009
     p(1_2_6) c_u_cons(1443)_ 579.29155470378009
     p(1_2_6) c_u_cons(1444)_ 579.29155470378009
     p(1_2_6) c_u_cons(1445)_ 579.29155470378009
     p(1_2_6) c_u_cons(1446)_ 579.29155470378009
     p(1_2_6) c_u_cons(1447)_ 579.29155470378009
     p(1_2_6) c_u_cons(1448)_ 579.29155470378009
     p(1_2_6) c_u_cons(1449)_ 579.29155470378009
     p(1_2_6) c_u_cons(1450)_ 579.29155470378009
     p(1_2_6) c_u_cons(1451)_ 579.29155470378009
     p(1_2_6) c_u_cons(1452)_ 579.29155470378009
     p(1_2_6) c_u_cons(1453)_ 579.29155470378009
     p(1_2_6) c_u_cons(1454)_ 579.29155470378009
     p(1_2_6) c_u_cons(1455)_ 579.29155470378009
     p(1_2_6) c_u_cons(1456)_ 579.29155470378009
     p(1_2_6) c_u_cons(1457)_ 579.29155470378009
     p(1_2_6) c_u_cons(1458)_ 579.29155470378009
     p(1_2_6) c_u_cons(1459)_ 579.29155470378009
     p(1_2_6) c_u_cons(1460)_ 579.29155470378009
     p(1_2_6) c_u_cons(1461)_ 579.29155470378009
     p(1_2_6) c_u_cons(1462)_ 579.29155470378009
     p(1_2_6) c_u_cons(1463)_ 579.29155470378009
     p(1_2_6) c_u_cons(1464)_ 579.29155470378009
     p(1_2_6) c_u_cons(1465)_ 579.29155470378009
     p(1_2_6) c_u_cons(1466)_ 579.29155470378009
     p(1_2_6) c_u_cons(1467)_ 579.29155470378009
     p(1_2_6) c_u_cons(1468)_ 579.29155470378009
     p(1_2_6) c_u_cons(1469)_ 579.29155470378009
     p(1_2_6) c_u_cons(1470)_ 579.29155470378009
     p(1_2_6) c_u_cons(1471)_ 579.29155470378009
     p(1_2_6) c_u_cons(1472)_ 579.29155470378009
     p(1_2_6) c_u_cons(1473)_ 579.29155470378009
     p(1_2_6) c_u_cons(1474)_ 579.29155470378009
     p(1_2_6) c_u_cons(1475)_ 579.29155470378009
     p(1_2_6) c_u_cons(1476)_ 579.29155470378009
     p(1_2_6) c_u_cons(1477)_ 579.29155470378009
     p(1_2_6) c_u_cons(1478)_ 579.29155470378009
     p(1_2_6) c_u_cons(1479)_ 579.29155470378009
     p(1_2_6) c_u_cons(1480)_ 579.29155470378009
     p(1_2_6) c_u_cons(1481)_ 579.29155470378009
     p(1_2_6) c_u_cons(1482)_ 579.29155470378009
     p(1_2_6) c_u_cons(1483)_ 579.29155470378009
     p(1_2_6) c_u_cons(1484)_ 579.29155470378009
     p(1_2_6) c_u_cons(1485)_ 579.29155470378009
     p(1_2_6) c_u_cons(1486)_ 579.29155470378009
     p(1_2_6) c_u_cons(1487)_ 579.29155470378009
     p(1_2_6) c_u_cons(1488)_ 579.29155470378009
     p(1_2_6) c_u_cons(1489)_ 579.29155470378009
     p(1_2_6) c_u_cons(1490)_ 579.29155470378009
     p(1_2_6) c_u_cons(1491)_ 579.29155470378009
     p(1_2_6) c_u_cons(1492)_ 579.29155470378009
     p(1_2_6) c_u_cons(1493)_ 579.29155470378009
     p(1_2_6) c_u_cons(1494)_ 579.29155470378009
     p(1_2_6) c_u_cons(1495)_ 579.29155470378009
     p(1_2_6) c_u_cons(1496)_ 579.29155470378009
     p(1_2_6) c_u_cons(1497)_ 579.29155470378009
     p(1_2_6) c_u_cons(1498)_ 579.29155470378009
     p(1_2_6) c_u_cons(1499)_ 579.29155470378009
     p(1_2_6) c_u_cons(1500)_ 579.29155470378009
     p(1_2_6) c_u_cons(1501)_ 579.29155470378009
     p(1_2_6) c_u_cons(1502)_ 579.29155470378009
     p(1_2_6) c_u_cons(1503)_ 579.29155470378009
     p(1_2_6) c_u_cons(1504)_ 579.29155470378009
     p(1_2_6) c_u_cons(1505)_ 579.29155470378009
     p(1_2_6) c_u_cons(1506)_ 579.29155470378009
     p(1_2_6) c_u_cons(1507)_ 579.29155470378009
     p(1_2_6) c_u_cons(1508)_ 579.29155470378009
     p(1_2_6) c_u_cons(1509)_ 579.29155470378009
     p(1_2_6) c_u_cons(1510)_ 579.29155470378009
     p(1_2_6) c_u_cons(1511)_ 579.29155470378009
     p(1_2_6) c_u_cons(1512)_ 579.29155470378009
     p(1_2_6) c_u_cons(1513)_ 579.29155470378009
     p(1_2_6) c_u_cons(1514)_ 204.79466031735311
     p(1_2_6) c_u_cons(1515)_ 204.79466031735311
     p(1_2_6) c_u_cons(1516)_ 204.79466031735311
     p(1_2_6) c_u_cons(1517)_ 204.79466031735311
     p(1_2_6) c_u_cons(1518)_ 204.79466031735311
     p(1_2_6) c_u_cons(1519)_ 204.79466031735311
     p(1_2_6) c_u_cons(1520)_ 204.79466031735311
     p(1_2_6) c_u_cons(1521)_ 204.79466031735311
     p(1_2_6) c_u_cons(1522)_ 204.79466031735311
     p(1_2_6) c_u_cons(1523)_ 204.79466031735311
     p(1_2_6) c_u_cons(1524)_ 204.79466031735311
     p(1_2_6) c_u_cons(1525)_ 204.79466031735311
     p(1_2_6) c_u_cons(1526)_ 204.79466031735311
     p(1_2_6) c_u_cons(1527)_ 204.79466031735311
     p(1_2_6) c_u_cons(1528)_ 204.79466031735311
     p(1_2_6) c_u_cons(1529)_ 204.79466031735311
     p(1_2_6) c_u_cons(1530)_ 204.79466031735311
     p(1_2_6) c_u_cons(1531)_ 204.79466031735311
     p(1_2_6) c_u_cons(1532)_ 204.79466031735311
     p(1_2_6) c_u_cons(1533)_ 204.79466031735311
     p(1_2_6) c_u_cons(1534)_ 204.79466031735311
     p(1_2_6) c_u_cons(1535)_ 204.79466031735311
     p(1_2_6) c_u_cons(1536)_ 204.79466031735311
     p(1_2_6) c_u_cons(1537)_ 204.79466031735311
     p(1_2_6) c_u_cons(1538)_ 204.79466031735311
     p(1_2_6) c_u_cons(1539)_ 204.79466031735311
     p(1_2_6) c_u_cons(1540)_ 204.79466031735311
     p(1_2_6) c_u_cons(1541)_ 204.79466031735311
     p(1_2_6) c_u_cons(1542)_ 204.79466031735311
     p(1_2_6) c_u_cons(1543)_ 204.79466031735311
     p(1_2_6) c_u_cons(1544)_ 204.79466031735311
     p(1_2_6) c_u_cons(1545)_ 204.79466031735311
     p(1_2_6) c_u_cons(1546)_ 204.79466031735311
     p(1_2_6) c_u_cons(1547)_ 204.79466031735311
     p(1_2_6) c_u_cons(1548)_ 204.79466031735311
     p(1_2_6) c_u_cons(1549)_ 204.79466031735311
     p(1_2_6) c_u_cons(1550)_ 204.79466031735311
     p(1_2_6) c_u_cons(1551)_ 204.79466031735311
     p(1_2_6) c_u_cons(1552)_ 204.79466031735311
     p(1_2_6) c_u_cons(1553)_ 204.79466031735311
     p(1_2_6) c_u_cons(1554)_ 204.79466031735311
     p(1_2_6) c_u_cons(1555)_ 204.79466031735311
     p(1_2_6) c_u_cons(1556)_ 204.79466031735311
     p(1_2_6) c_u_cons(1557)_ 204.79466031735311
     p(1_2_6) c_u_cons(1558)_ 204.79466031735311
     p(1_2_6) c_u_cons(1559)_ 204.79466031735311
     p(1_2_6) c_u_cons(1560)_ 204.79466031735311
     p(1_2_6) c_u_cons(1561)_ 204.79466031735311
     p(1_2_6) c_u_cons(1562)_ 204.79466031735311
     p(1_2_6) c_u_cons(1563)_ 204.79466031735311
     p(1_2_6) c_u_cons(1564)_ 204.79466031735311
     p(1_2_6) c_u_cons(1565)_ 204.79466031735311
     p(1_2_6) c_u_cons(1566)_ 204.79466031735311
     p(1_2_6) c_u_cons(1567)_ 204.79466031735311
     p(1_2_6) c_u_cons(1568)_ 204.79466031735311
     p(1_2_6) c_u_cons(1569)_ 204.79466031735311
     p(1_2_6) c_u_cons(1570)_ 204.79466031735311
     p(1_2_6) c_u_cons(1571)_ 204.79466031735311
     p(1_2_6) c_u_cons(1572)_ 204.79466031735311
     p(1_2_6) c_u_cons(1573)_ 204.79466031735311
     p(1_2_6) c_u_cons(1574)_ 204.79466031735311
     p(1_2_6) c_u_cons(1575)_ 204.79466031735311
     p(1_2_6) c_u_cons(1576)_ 204.79466031735311
     p(1_2_6) c_u_cons(1577)_ 204.79466031735311
     p(1_2_6) c_u_cons(1578)_ 204.79466031735311
     p(1_2_6) c_u_cons(1579)_ 204.79466031735311
     p(1_2_6) c_u_cons(1580)_ 204.79466031735311
     p(1_2_6) c_u_cons(1581)_ 204.79466031735311
     p(1_2_6) c_u_cons(1582)_ 204.79466031735311
     p(1_2_6) c_u_cons(1583)_ 204.79466031735311
     p(1_2_6) c_u_cons(1584)_ 204.79466031735311
     p(1_2_6) c_u_cons(1585)_ 204.79466031735311
     p(1_2_6) c_u_cons(1586)_ 204.79466031735311
     p(1_2_6) c_u_cons(1587)_ 204.79466031735311
     p(1_2_6) c_u_cons(1588)_ 204.79466031735311
     p(1_2_6) c_u_cons(1589)_ 204.79466031735311
     p(1_2_6) c_u_cons(1590)_ 204.79466031735311
     p(1_2_7) c_u_cons(1591)_ -1
     p(1_2_7) c_u_cons(1592)_ -1
     p(1_2_7) c_u_cons(1593)_ 579.29155470378009
     p(1_2_7) c_u_cons(1594)_ 579.29155470378009
     p(1_2_7) c_u_cons(1595)_ 579.29155470378009
     p(1_2_7) c_u_cons(1596)_ 579.29155470378009
     p(1_2_7) c_u_cons(1597)_ 579.29155470378009
     p(1_2_7) c_u_cons(1598)_ 579.29155470378009
     p(1_2_7) c_u_cons(1599)_ 579.29155470378009
     p(1_2_7) c_u_cons(1600)_ 579.29155470378009
     p(1_2_7) c_u_cons(1601)_ 579.29155470378009
     p(1_2_7) c_u_cons(1602)_ 579.29155470378009
     p(1_2_7) c_u_cons(1603)_ 579.29155470378009
     p(1_2_7) c_u_cons(1604)_ 579.29155470378009
     p(1_2_7) c_u_cons(1605)_ 579.29155470378009
     p(1_2_7) c_u_cons(1606)_ 579.29155470378009
     p(1_2_7) c_u_cons(1607)_ 579.29155470378009
     p(1_2_7) c_u_cons(1608)_ 579.29155470378009
     p(1_2_7) c_u_cons(1609)_ 579.29155470378009
     p(1_2_7) c_u_cons(1610)_ 579.29155470378009
     p(1_2_7) c_u_cons(1611)_ 579.29155470378009
     p(1_2_7) c_u_cons(1612)_ 579.29155470378009
     p(1_2_7) c_u_cons(1613)_ 579.29155470378009
     p(1_2_7) c_u_cons(1614)_ 579.29155470378009
     p(1_2_7) c_u_cons(1615)_ 579.29155470378009
     p(1_2_7) c_u_cons(1616)_ 579.29155470378009
     p(1_2_7) c_u_cons(1617)_ 579.29155470378009
     p(1_2_7) c_u_cons(1618)_ 579.29155470378009
     p(1_2_7) c_u_cons(1619)_ 579.29155470378009
     p(1_2_7) c_u_cons(1620)_ 579.29155470378009
     p(1_2_7) c_u_cons(1621)_ 579.29155470378009
     p(1_2_7) c_u_cons(1622)_ 579.29155470378009
     p(1_2_7) c_u_cons(1623)_ 579.29155470378009
     p(1_2_7) c_u_cons(1624)_ 579.29155470378009
     p(1_2_7) c_u_cons(1625)_ 579.29155470378009
     p(1_2_7) c_u_cons(1626)_ 579.29155470378009
     p(1_2_7) c_u_cons(1627)_ 579.29155470378009
     p(1_2_7) c_u_cons(1628)_ 579.29155470378009
     p(1_2_7) c_u_cons(1629)_ 579.29155470378009
     p(1_2_7) c_u_cons(1630)_ 579.29155470378009
     p(1_2_7) c_u_cons(1631)_ 579.29155470378009
     p(1_2_7) c_u_cons(1632)_ 579.29155470378009
     p(1_2_7) c_u_cons(1633)_ 579.29155470378009
     p(1_2_7) c_u_cons(1634)_ 579.29155470378009
     p(1_2_7) c_u_cons(1635)_ 579.29155470378009
     p(1_2_7) c_u_cons(1636)_ 579.29155470378009
     p(1_2_7) c_u_cons(1637)_ 579.29155470378009
     p(1_2_7) c_u_cons(1638)_ 579.29155470378009
     p(1_2_7) c_u_cons(1639)_ 579.29155470378009
     p(1_2_7) c_u_cons(1640)_ 579.29155470378009
     p(1_2_7) c_u_cons(1641)_ 579.29155470378009
     p(1_2_7) c_u_cons(1642)_ 579.29155470378009
     p(1_2_7) c_u_cons(1643)_ 579.29155470378009
     p(1_2_7) c_u_cons(1644)_ 579.29155470378009
     p(1_2_7) c_u_cons(1645)_ 579.29155470378009
     p(1_2_7) c_u_cons(1646)_ 579.29155470378009
     p(1_2_7) c_u_cons(1647)_ 579.29155470378009
     p(1_2_7) c_u_cons(1648)_ 579.29155470378009
     p(1_2_7) c_u_cons(1649)_ 579.29155470378009
     p(1_2_7) c_u_cons(1650)_ 579.29155470378009
     p(1_2_7) c_u_cons(1651)_ 579.29155470378009
     p(1_2_7) c_u_cons(1652)_ 579.29155470378009
     p(1_2_7) c_u_cons(1653)_ 579.29155470378009
     p(1_2_7) c_u_cons(1654)_ 579.29155470378009
     p(1_2_7) c_u_cons(1655)_ 579.29155470378009
     p(1_2_7) c_u_cons(1656)_ 579.29155470378009
     p(1_2_7) c_u_cons(1657)_ 579.29155470378009
     p(1_2_7) c_u_cons(1658)_ 579.29155470378009
     p(1_2_7) c_u_cons(1659)_ 579.29155470378009
     p(1_2_7) c_u_cons(1660)_ 579.29155470378009
     p(1_2_7) c_u_cons(1661)_ 579.29155470378009
     p(1_2_7) c_u_cons(1662)_ 579.29155470378009
     p(1_2_7) c_u_cons(1663)_ 579.29155470378009
     p(1_2_7) c_u_cons(1664)_ 579.29155470378009
     p(1_2_7) c_u_cons(1665)_ 579.29155470378009
     p(1_2_7) c_u_cons(1666)_ 579.29155470378009
     p(1_2_7) c_u_cons(1667)_ 579.29155470378009
     p(1_2_7) c_u_cons(1668)_ 579.29155470378009
     p(1_2_7) c_u_cons(1669)_ 579.29155470378009
     p(1_2_7) c_u_cons(1670)_ 204.79466031735311
     p(1_2_7) c_u_cons(1671)_ 204.79466031735311
     p(1_2_7) c_u_cons(1672)_ 204.79466031735311
     p(1_2_7) c_u_cons(1673)_ 204.79466031735311
     p(1_2_7) c_u_cons(1674)_ 204.79466031735311
     p(1_2_7) c_u_cons(1675)_ 204.79466031735311
     p(1_2_7) c_u_cons(1676)_ 204.79466031735311
     p(1_2_7) c_u_cons(1677)_ 204.79466031735311
     p(1_2_7) c_u_cons(1678)_ 204.79466031735311
     p(1_2_7) c_u_cons(1679)_ 204.79466031735311
     p(1_2_7) c_u_cons(1680)_ 204.79466031735311
     p(1_2_7) c_u_cons(1681)_ 204.79466031735311
     p(1_2_7) c_u_cons(1682)_ 204.79466031735311
     p(1_2_7) c_u_cons(1683)_ 204.79466031735311
     p(1_2_7) c_u_cons(1684)_ 204.79466031735311
     p(1_2_7) c_u_cons(1685)_ 204.79466031735311
     p(1_2_7) c_u_cons(1686)_ 204.79466031735311
     p(1_2_7) c_u_cons(1687)_ 204.79466031735311
     p(1_2_7) c_u_cons(1688)_ 204.79466031735311
     p(1_2_7) c_u_cons(1689)_ 204.79466031735311
     p(1_2_7) c_u_cons(1690)_ 204.79466031735311
     p(1_2_7) c_u_cons(1691)_ 204.79466031735311
     p(1_2_7) c_u_cons(1692)_ 204.79466031735311
     p(1_2_7) c_u_cons(1693)_ 204.79466031735311
     p(1_2_7) c_u_cons(1694)_ 204.79466031735311
     p(1_2_7) c_u_cons(1695)_ 204.79466031735311
     p(1_2_7) c_u_cons(1696)_ 204.79466031735311
     p(1_2_7) c_u_cons(1697)_ 204.79466031735311
     p(1_2_7) c_u_cons(1698)_ 204.79466031735311
     p(1_2_7) c_u_cons(1699)_ 204.79466031735311
     p(1_2_7) c_u_cons(1700)_ 204.79466031735311
     p(1_2_7) c_u_cons(1701)_ 204.79466031735311
     p(1_2_7) c_u_cons(1702)_ 204.79466031735311
     p(1_2_7) c_u_cons(1703)_ 204.79466031735311
     p(1_2_7) c_u_cons(1704)_ 204.79466031735311
     p(1_2_7) c_u_cons(1705)_ 204.79466031735311
     p(1_2_7) c_u_cons(1706)_ 204.79466031735311
     p(1_2_7) c_u_cons(1707)_ 204.79466031735311
     p(1_2_7) c_u_cons(1708)_ 204.79466031735311
     p(1_2_7) c_u_cons(1709)_ 204.79466031735311
     p(1_2_7) c_u_cons(1710)_ 204.79466031735311
     p(1_2_7) c_u_cons(1711)_ 204.79466031735311
     p(1_2_7) c_u_cons(1712)_ 204.79466031735311
     p(1_2_7) c_u_cons(1713)_ 204.79466031735311
     p(1_2_7) c_u_cons(1714)_ 204.79466031735311
     p(1_2_7) c_u_cons(1715)_ 204.79466031735311
     p(1_2_7) c_u_cons(1716)_ 204.79466031735311
     p(1_2_7) c_u_cons(1717)_ 204.79466031735311
     p(1_2_7) c_u_cons(1718)_ 204.79466031735311
     p(1_2_7) c_u_cons(1719)_ 204.79466031735311
     p(1_2_7) c_u_cons(1720)_ 204.79466031735311
     p(1_2_7) c_u_cons(1721)_ 204.79466031735311
     p(1_2_7) c_u_cons(1722)_ 204.79466031735311
     p(1_2_7) c_u_cons(1723)_ 204.79466031735311
     p(1_2_7) c_u_cons(1724)_ 204.79466031735311
     p(1_2_7) c_u_cons(1725)_ 204.79466031735311
     p(1_2_7) c_u_cons(1726)_ 204.79466031735311
     p(1_2_7) c_u_cons(1727)_ 204.79466031735311
     p(1_2_7) c_u_cons(1728)_ 204.79466031735311
     p(1_2_7) c_u_cons(1729)_ 204.79466031735311
     p(1_2_7) c_u_cons(1730)_ 204.79466031735311
     p(1_2_7) c_u_cons(1731)_ 204.79466031735311
     p(1_2_7) c_u_cons(1732)_ 204.79466031735311
     p(1_2_7) c_u_cons(1733)_ 204.79466031735311
     p(1_2_7) c_u_cons(1734)_ 204.79466031735311
     p(1_2_7) c_u_cons(1735)_ 204.79466031735311
     p(1_2_7) c_u_cons(1736)_ 204.79466031735311
     p(1_2_7) c_u_cons(1737)_ 204.79466031735311
     p(1_2_7) c_u_cons(1738)_ 204.79466031735311
     p(1_2_7) c_u_cons(1739)_ 204.79466031735311
     p(1_2_7) c_u_cons(1740)_ 204.79466031735311
     p(1_2_7) c_u_cons(1741)_ 204.79466031735311
     p(1_2_7) c_u_cons(1742)_ 204.79466031735311
     p(1_2_7) c_u_cons(1743)_ 204.79466031735311
     p(1_2_7) c_u_cons(1744)_ 204.79466031735311
     p(1_2_7) c_u_cons(1745)_ 204.79466031735311
     p(1_2_7) c_u_cons(1746)_ 204.79466031735311
     p(1_2_8) c_u_cons(1747)_ -1
     p(1_2_8) c_u_cons(1748)_ -1
     p(1_2_8) c_u_cons(1749)_ 579.29155470378009
     p(1_2_8) c_u_cons(1750)_ 579.29155470378009
     p(1_2_8) c_u_cons(1751)_ 579.29155470378009
     p(1_2_8) c_u_cons(1752)_ 579.29155470378009
     p(1_2_8) c_u_cons(1753)_ 579.29155470378009
     p(1_2_8) c_u_cons(1754)_ 579.29155470378009
     p(1_2_8) c_u_cons(1755)_ 579.29155470378009
     p(1_2_8) c_u_cons(1756)_ 579.29155470378009
     p(1_2_8) c_u_cons(1757)_ 579.29155470378009
     p(1_2_8) c_u_cons(1758)_ 579.29155470378009
     p(1_2_8) c_u_cons(1759)_ 579.29155470378009
     p(1_2_8) c_u_cons(1760)_ 579.29155470378009
     p(1_2_8) c_u_cons(1761)_ 579.29155470378009
     p(1_2_8) c_u_cons(1762)_ 579.29155470378009
     p(1_2_8) c_u_cons(1763)_ 579.29155470378009
     p(1_2_8) c_u_cons(1764)_ 579.29155470378009
     p(1_2_8) c_u_cons(1765)_ 579.29155470378009
     p(1_2_8) c_u_cons(1766)_ 579.29155470378009
     p(1_2_8) c_u_cons(1767)_ 579.29155470378009
     p(1_2_8) c_u_cons(1768)_ 579.29155470378009
     p(1_2_8) c_u_cons(1769)_ 579.29155470378009
     p(1_2_8) c_u_cons(1770)_ 579.29155470378009
     p(1_2_8) c_u_cons(1771)_ 579.29155470378009
     p(1_2_8) c_u_cons(1772)_ 579.29155470378009
     p(1_2_8) c_u_cons(1773)_ 579.29155470378009
     p(1_2_8) c_u_cons(1774)_ 579.29155470378009
     p(1_2_8) c_u_cons(1775)_ 579.29155470378009
     p(1_2_8) c_u_cons(1776)_ 579.29155470378009
     p(1_2_8) c_u_cons(1777)_ 579.29155470378009
     p(1_2_8) c_u_cons(1778)_ 579.29155470378009
     p(1_2_8) c_u_cons(1779)_ 579.29155470378009
     p(1_2_8) c_u_cons(1780)_ 579.29155470378009
     p(1_2_8) c_u_cons(1781)_ 579.29155470378009
     p(1_2_8) c_u_cons(1782)_ 579.29155470378009
     p(1_2_8) c_u_cons(1783)_ 579.29155470378009
     p(1_2_8) c_u_cons(1784)_ 579.29155470378009
     p(1_2_8) c_u_cons(1785)_ 579.29155470378009
     p(1_2_8) c_u_cons(1786)_ 579.29155470378009
     p(1_2_8) c_u_cons(1787)_ 579.29155470378009
     p(1_2_8) c_u_cons(1788)_ 579.29155470378009
     p(1_2_8) c_u_cons(1789)_ 579.29155470378009
     p(1_2_8) c_u_cons(1790)_ 579.29155470378009
     p(1_2_8) c_u_cons(1791)_ 579.29155470378009
     p(1_2_8) c_u_cons(1792)_ 579.29155470378009
     p(1_2_8) c_u_cons(1793)_ 579.29155470378009
     p(1_2_8) c_u_cons(1794)_ 579.29155470378009
     p(1_2_8) c_u_cons(1795)_ 579.29155470378009
     p(1_2_8) c_u_cons(1796)_ 579.29155470378009
     p(1_2_8) c_u_cons(1797)_ 579.29155470378009
     p(1_2_8) c_u_cons(1798)_ 579.29155470378009
     p(1_2_8) c_u_cons(1799)_ 579.29155470378009
     p(1_2_8) c_u_cons(1800)_ 579.29155470378009
     p(1_2_8) c_u_cons(1801)_ 579.29155470378009
     p(1_2_8) c_u_cons(1802)_ 579.29155470378009
     p(1_2_8) c_u_cons(1803)_ 579.29155470378009
     p(1_2_8) c_u_cons(1804)_ 579.29155470378009
     p(1_2_8) c_u_cons(1805)_ 579.29155470378009
     p(1_2_8) c_u_cons(1806)_ 579.29155470378009
     p(1_2_8) c_u_cons(1807)_ 579.29155470378009
     p(1_2_8) c_u_cons(1808)_ 579.29155470378009
     p(1_2_8) c_u_cons(1809)_ 579.29155470378009
     p(1_2_8) c_u_cons(1810)_ 579.29155470378009
     p(1_2_8) c_u_cons(1811)_ 579.29155470378009
     p(1_2_8) c_u_cons(1812)_ 579.29155470378009
     p(1_2_8) c_u_cons(1813)_ 579.29155470378009
     p(1_2_8) c_u_cons(1814)_ 579.29155470378009
     p(1_2_8) c_u_cons(1815)_ 579.29155470378009
     p(1_2_8) c_u_cons(1816)_ 579.29155470378009
     p(1_2_8) c_u_cons(1817)_ 579.29155470378009
     p(1_2_8) c_u_cons(1818)_ 579.29155470378009
     p(1_2_8) c_u_cons(1819)_ 579.29155470378009
     p(1_2_8) c_u_cons(1820)_ 579.29155470378009
     p(1_2_8) c_u_cons(1821)_ 579.29155470378009
     p(1_2_8) c_u_cons(1822)_ 579.29155470378009
     p(1_2_8) c_u_cons(1823)_ 579.29155470378009
     p(1_2_8) c_u_cons(1824)_ 579.29155470378009
     p(1_2_8) c_u_cons(1825)_ 579.29155470378009
     p(1_2_8) c_u_cons(1826)_ 204.79466031735311
     p(1_2_8) c_u_cons(1827)_ 204.79466031735311
     p(1_2_8) c_u_cons(1828)_ 204.79466031735311
     p(1_2_8) c_u_cons(1829)_ 204.79466031735311
     p(1_2_8) c_u_cons(1830)_ 204.79466031735311
     p(1_2_8) c_u_cons(1831)_ 204.79466031735311
     p(1_2_8) c_u_cons(1832)_ 204.79466031735311
     p(1_2_8) c_u_cons(1833)_ 204.79466031735311
     p(1_2_8) c_u_cons(1834)_ 204.79466031735311
     p(1_2_8) c_u_cons(1835)_ 204.79466031735311
     p(1_2_8) c_u_cons(1836)_ 204.79466031735311
     p(1_2_8) c_u_cons(1837)_ 204.79466031735311
     p(1_2_8) c_u_cons(1838)_ 204.79466031735311
     p(1_2_8) c_u_cons(1839)_ 204.79466031735311
     p(1_2_8) c_u_cons(1840)_ 204.79466031735311
     p(1_2_8) c_u_cons(1841)_ 204.79466031735311
     p(1_2_8) c_u_cons(1842)_ 204.79466031735311
     p(1_2_8) c_u_cons(1843)_ 204.79466031735311
     p(1_2_8) c_u_cons(1844)_ 204.79466031735311
     p(1_2_8) c_u_cons(1845)_ 204.79466031735311
     p(1_2_8) c_u_cons(1846)_ 204.79466031735311
     p(1_2_8) c_u_cons(1847)_ 204.79466031735311
     p(1_2_8) c_u_cons(1848)_ 204.79466031735311
     p(1_2_8) c_u_cons(1849)_ 204.79466031735311
     p(1_2_8) c_u_cons(1850)_ 204.79466031735311
     p(1_2_8) c_u_cons(1851)_ 204.79466031735311
     p(1_2_8) c_u_cons(1852)_ 204.79466031735311
     p(1_2_8) c_u_cons(1853)_ 204.79466031735311
     p(1_2_8) c_u_cons(1854)_ 204.79466031735311
     p(1_2_8) c_u_cons(1855)_ 204.79466031735311
     p(1_2_8) c_u_cons(1856)_ 204.79466031735311
     p(1_2_8) c_u_cons(1857)_ 204.79466031735311
     p(1_2_8) c_u_cons(1858)_ 204.79466031735311
     p(1_2_8) c_u_cons(1859)_ 204.79466031735311
     p(1_2_8) c_u_cons(1860)_ 204.79466031735311
     p(1_2_8) c_u_cons(1861)_ 204.79466031735311
     p(1_2_8) c_u_cons(1862)_ 204.79466031735311
     p(1_2_8) c_u_cons(1863)_ 204.79466031735311
     p(1_2_8) c_u_cons(1864)_ 204.79466031735311
     p(1_2_8) c_u_cons(1865)_ 204.79466031735311
     p(1_2_8) c_u_cons(1866)_ 204.79466031735311
     p(1_2_8) c_u_cons(1867)_ 204.79466031735311
     p(1_2_8) c_u_cons(1868)_ 204.79466031735311
     p(1_2_8) c_u_cons(1869)_ 204.79466031735311
     p(1_2_8) c_u_cons(1870)_ 204.79466031735311
     p(1_2_8) c_u_cons(1871)_ 204.79466031735311
     p(1_2_8) c_u_cons(1872)_ 204.79466031735311
     p(1_2_8) c_u_cons(1873)_ 204.79466031735311
     p(1_2_8) c_u_cons(1874)_ 204.79466031735311
     p(1_2_8) c_u_cons(1875)_ 204.79466031735311
     p(1_2_8) c_u_cons(1876)_ 204.79466031735311
     p(1_2_8) c_u_cons(1877)_ 204.79466031735311
     p(1_2_8) c_u_cons(1878)_ 204.79466031735311
     p(1_2_8) c_u_cons(1879)_ 204.79466031735311
     p(1_2_8) c_u_cons(1880)_ 204.79466031735311
     p(1_2_8) c_u_cons(1881)_ 204.79466031735311
     p(1_2_8) c_u_cons(1882)_ 204.79466031735311
     p(1_2_8) c_u_cons(1883)_ 204.79466031735311
     p(1_2_8) c_u_cons(1884)_ 204.79466031735311
     p(1_2_8) c_u_cons(1885)_ 204.79466031735311
     p(1_2_8) c_u_cons(1886)_ 204.79466031735311
     p(1_2_8) c_u_cons(1887)_ 204.79466031735311
     p(1_2_8) c_u_cons(1888)_ 204.79466031735311
     p(1_2_8) c_u_cons(1889)_ 204.79466031735311
     p(1_2_8) c_u_cons(1890)_ 204.79466031735311
     p(1_2_8) c_u_cons(1891)_ 204.79466031735311
     p(1_2_8) c_u_cons(1892)_ 204.79466031735311
     p(1_2_8) c_u_cons(1893)_ 204.79466031735311
     p(1_2_8) c_u_cons(1894)_ 204.79466031735311
     p(1_2_8) c_u_cons(1895)_ 204.79466031735311
     p(1_2_8) c_u_cons(1896)_ 204.79466031735311
     p(1_2_8) c_u_cons(1897)_ 204.79466031735311
     p(1_2_8) c_u_cons(1898)_ 204.79466031735311
     p(1_2_8) c_u_cons(1899)_ 204.79466031735311
     p(1_2_8) c_u_cons(1900)_ 204.79466031735311
     p(1_2_8) c_u_cons(1901)_ 204.79466031735311
     p(1_2_8) c_u_cons(1902)_ 204.79466031735311
     ONE_VAR_CONSTANT obj -4051.1234651063983
     ONE_VAR_CONSTANT c_e_ONE_VAR_CONSTANT 1
RHS
     RHS c_e_cons(1)_ 1
     RHS c_e_cons(2)_ 1
     RHS c_e_cons(3)_ 1
     RHS c_e_cons(4)_ 0
     RHS c_l_cons(5)_ 932
     RHS c_l_cons(6)_ 4
     RHS c_l_cons(7)_ 0
     RHS c_u_cons(8)_ 0
     RHS c_u_cons(9)_ 0
     RHS c_u_cons(10)_ 0
     RHS c_u_cons(11)_ 1
     RHS c_l_cons(12)_ 0
     RHS c_u_cons(13)_ 0
     RHS c_u_cons(14)_ 0
     RHS c_u_cons(15)_ 0
     RHS c_u_cons(16)_ 1
     RHS c_l_cons(17)_ 0
     RHS c_u_cons(18)_ 0
     RHS c_u_cons(19)_ 0
     RHS c_u_cons(20)_ 0
     RHS c_u_cons(21)_ 1
     RHS c_l_cons(22)_ 0
     RHS c_u_cons(23)_ 0
     RHS c_u_cons(24)_ 0
     RHS c_u_cons(25)_ 0
     RHS c_u_cons(26)_ 1
     RHS c_u_cons(27)_ 0
     RHS c_u_cons(28)_ 0
     RHS c_u_cons(29)_ 0
     RHS c_u_cons(30)_ 0
     RHS c_u_cons(31)_ 1
     RHS c_u_cons(32)_ 0
     RHS c_u_cons(33)_ 0
     RHS c_u_cons(34)_ 0
     RHS c_u_cons(35)_ 0
     RHS c_u_cons(36)_ 1
     RHS c_u_cons(37)_ 0
     RHS c_u_cons(38)_ 0
     RHS c_u_cons(39)_ 0
     RHS c_u_cons(40)_ 0
     RHS c_u_cons(41)_ 1
     RHS c_e_cons(42)_ 1
     RHS c_e_cons(43)_ 1
     RHS c_e_cons(44)_ 1
     RHS c_e_cons(45)_ 1
     RHS c_l_cons(46)_ 3460
     RHS c_l_cons(47)_ 5
     RHS c_l_cons(48)_ 0
     RHS c_u_cons(49)_ 0
     RHS c_u_cons(50)_ 0
     RHS c_u_cons(51)_ 1
     RHS c_u_cons(52)_ 1
     RHS c_l_cons(53)_ 0
     RHS c_u_cons(54)_ 0
     RHS c_u_cons(55)_ 0
     RHS c_u_cons(56)_ 1
     RHS c_u_cons(57)_ 1
     RHS c_l_cons(58)_ 0
     RHS c_u_cons(59)_ 0
     RHS c_u_cons(60)_ 0
     RHS c_u_cons(61)_ 1
     RHS c_u_cons(62)_ 1
     RHS c_l_cons(63)_ 0
     RHS c_u_cons(64)_ 0
     RHS c_u_cons(65)_ 0
     RHS c_u_cons(66)_ 1
     RHS c_u_cons(67)_ 1
     RHS c_l_cons(68)_ 0
     RHS c_u_cons(69)_ 0
     RHS c_u_cons(70)_ 0
     RHS c_u_cons(71)_ 1
     RHS c_u_cons(72)_ 1
     RHS c_u_cons(73)_ 0
     RHS c_u_cons(74)_ 0
     RHS c_u_cons(75)_ 0
     RHS c_u_cons(76)_ 1
     RHS c_u_cons(77)_ 1
     RHS c_u_cons(78)_ 0
     RHS c_u_cons(79)_ 0
     RHS c_u_cons(80)_ 0
     RHS c_u_cons(81)_ 1
     RHS c_u_cons(82)_ 1
     RHS c_u_cons(83)_ 0
     RHS c_u_cons(84)_ 0
     RHS c_u_cons(85)_ 0
     RHS c_u_cons(86)_ 1
     RHS c_u_cons(87)_ 1
     RHS c_e_cons(88)_ 1
     RHS c_e_cons(89)_ 1
     RHS c_e_cons(90)_ 1
     RHS c_e_cons(91)_ 2
     RHS c_l_cons(92)_ 1288
     RHS c_l_cons(93)_ 6
     RHS c_l_cons(94)_ 0
     RHS c_u_cons(95)_ 0
     RHS c_u_cons(96)_ 0
     RHS c_u_cons(97)_ 1
     RHS c_u_cons(98)_ 1
     RHS c_l_cons(99)_ 0
     RHS c_u_cons(100)_ 0
     RHS c_u_cons(101)_ 0
     RHS c_u_cons(102)_ 1
     RHS c_u_cons(103)_ 1
     RHS c_l_cons(104)_ 0
     RHS c_u_cons(105)_ 0
     RHS c_u_cons(106)_ 0
     RHS c_u_cons(107)_ 1
     RHS c_u_cons(108)_ 1
     RHS c_l_cons(109)_ 0
     RHS c_u_cons(110)_ 0
     RHS c_u_cons(111)_ 0
     RHS c_u_cons(112)_ 1
     RHS c_u_cons(113)_ 1
     RHS c_l_cons(114)_ 0
     RHS c_u_cons(115)_ 0
     RHS c_u_cons(116)_ 0
     RHS c_u_cons(117)_ 1
     RHS c_u_cons(118)_ 1
     RHS c_l_cons(119)_ 0
     RHS c_u_cons(120)_ 0
     RHS c_u_cons(121)_ 0
     RHS c_u_cons(122)_ 1
     RHS c_u_cons(123)_ 1
     RHS c_u_cons(124)_ 0
     RHS c_u_cons(125)_ 0
     RHS c_u_cons(126)_ 0
     RHS c_u_cons(127)_ 1
     RHS c_u_cons(128)_ 1
     RHS c_u_cons(129)_ 0
     RHS c_u_cons(130)_ 0
     RHS c_u_cons(131)_ 0
     RHS c_u_cons(132)_ 1
     RHS c_u_cons(133)_ 1
     RHS c_u_cons(134)_ 0
     RHS c_u_cons(135)_ 0
     RHS c_u_cons(136)_ 0
     RHS c_u_cons(137)_ 1
     RHS c_u_cons(138)_ 1
     RHS c_u_cons(139)_ 2
     RHS c_u_cons(140)_ 2
     RHS c_u_cons(141)_ 2
     RHS c_u_cons(142)_ 2
     RHS c_u_cons(143)_ 1
     RHS c_u_cons(144)_ 1
     RHS c_u_cons(145)_ 741.53432176721253
     RHS c_u_cons(146)_ 741.53432176721253
     RHS c_u_cons(147)_ 741.53432176721253
     RHS c_u_cons(148)_ 772.48836373868676
     RHS c_u_cons(149)_ 790.53899264536346
     RHS c_u_cons(150)_ 801.67458852394952
     RHS c_u_cons(151)_ 808.36981849232939
     RHS c_u_cons(152)_ 808.36981849232939
     RHS c_u_cons(153)_ 808.36981849232939
     RHS c_u_cons(154)_ 808.36981849232939
     RHS c_u_cons(155)_ 808.36981849232939
     RHS c_u_cons(156)_ 722.44878327692186
     RHS c_u_cons(157)_ 722.44878327692186
     RHS c_u_cons(158)_ 722.44878327692186
     RHS c_u_cons(159)_ 750.52070967878831
     RHS c_u_cons(160)_ 766.12764444973482
     RHS c_u_cons(161)_ 783.19564537315603
     RHS c_u_cons(162)_ 791.35475995003162
     RHS c_u_cons(163)_ 791.35475995003162
     RHS c_u_cons(164)_ 791.35475995003162
     RHS c_u_cons(165)_ 791.35475995003162
     RHS c_u_cons(166)_ 791.35475995003162
     RHS c_u_cons(167)_ 704.39049289358172
     RHS c_u_cons(168)_ 704.39049289358172
     RHS c_u_cons(169)_ 704.39049289358172
     RHS c_u_cons(170)_ 725.36982858673957
     RHS c_u_cons(171)_ 749.38095879412458
     RHS c_u_cons(172)_ 765.32409874625318
     RHS c_u_cons(173)_ 772.20284419323696
     RHS c_u_cons(174)_ 772.20284419323696
     RHS c_u_cons(175)_ 772.20284419323696
     RHS c_u_cons(176)_ 772.20284419323696
     RHS c_u_cons(177)_ 772.20284419323696
     RHS c_u_cons(178)_ 689.78151801065462
     RHS c_u_cons(179)_ 689.78151801065462
     RHS c_u_cons(180)_ 689.78151801065462
     RHS c_u_cons(181)_ 707.04717456224182
     RHS c_u_cons(182)_ 722.89262449194769
     RHS c_u_cons(183)_ 740.29294343994979
     RHS c_u_cons(184)_ 750.58434121600681
     RHS c_u_cons(185)_ 750.58434121600681
     RHS c_u_cons(186)_ 750.58434121600681
     RHS c_u_cons(187)_ 750.58434121600681
     RHS c_u_cons(188)_ 750.58434121600681
     RHS c_u_cons(189)_ 666.68826097627607
     RHS c_u_cons(190)_ 666.68826097627607
     RHS c_u_cons(191)_ 666.68826097627607
     RHS c_u_cons(192)_ 677.10530232917722
     RHS c_u_cons(193)_ 687.4780004785523
     RHS c_u_cons(194)_ 700.76417436041095
     RHS c_u_cons(195)_ 707.2299512188747
     RHS c_u_cons(196)_ 707.2299512188747
     RHS c_u_cons(197)_ 707.2299512188747
     RHS c_u_cons(198)_ 707.2299512188747
     RHS c_u_cons(199)_ 707.2299512188747
     RHS c_u_cons(200)_ 652.83338413639842
     RHS c_u_cons(201)_ 652.83338413639842
     RHS c_u_cons(202)_ 652.83338413639842
     RHS c_u_cons(203)_ 660.06826133468849
     RHS c_u_cons(204)_ 667.27234114807595
     RHS c_u_cons(205)_ 676.49989753514967
     RHS c_u_cons(206)_ 680.9905297576571
     RHS c_u_cons(207)_ 680.9905297576571
     RHS c_u_cons(208)_ 680.9905297576571
     RHS c_u_cons(209)_ 680.9905297576571
     RHS c_u_cons(210)_ 680.9905297576571
     RHS c_u_cons(211)_ 640.88700138550905
     RHS c_u_cons(212)_ 640.88700138550905
     RHS c_u_cons(213)_ 640.88700138550905
     RHS c_u_cons(214)_ 645.37805405136226
     RHS c_u_cons(215)_ 649.84998922927798
     RHS c_u_cons(216)_ 655.57799823007679
     RHS c_u_cons(217)_ 658.36555982393838
     RHS c_u_cons(218)_ 658.36555982393838
     RHS c_u_cons(219)_ 658.36555982393838
     RHS c_u_cons(220)_ 658.36555982393838
     RHS c_u_cons(221)_ 658.36555982393838
     RHS c_u_cons(222)_ 2193.3140360186471
     RHS c_u_cons(223)_ 2245.4329993025472
     RHS c_u_cons(224)_ 2279.8764929883801
     RHS c_u_cons(225)_ 2294.2010649869744
     RHS c_u_cons(226)_ 2317.1662188151204
     RHS c_u_cons(227)_ 2317.1662188151204
     RHS c_u_cons(228)_ 2317.1662188151204
     RHS c_u_cons(229)_ 2182.3353196453368
     RHS c_u_cons(230)_ 2233.1979152305707
     RHS c_u_cons(231)_ 2266.8111220079641
     RHS c_u_cons(232)_ 2280.7903891804008
     RHS c_u_cons(233)_ 2303.2019503112519
     RHS c_u_cons(234)_ 2303.2019503112519
     RHS c_u_cons(235)_ 2303.2019503112519
     RHS c_u_cons(236)_ 2161.8927551847696
     RHS c_u_cons(237)_ 2210.4159718487499
     RHS c_u_cons(238)_ 2242.483169687629
     RHS c_u_cons(239)_ 2255.819473153997
     RHS c_u_cons(240)_ 2277.2002348712776
     RHS c_u_cons(241)_ 2277.2002348712776
     RHS c_u_cons(242)_ 2277.2002348712776
     RHS c_u_cons(243)_ 2181.5245443034651
     RHS c_u_cons(244)_ 2231.7678932352233
     RHS c_u_cons(245)_ 2231.7678932352233
     RHS c_u_cons(246)_ 2231.7678932352233
     RHS c_u_cons(247)_ 2231.7678932352233
     RHS c_u_cons(248)_ 2231.7678932352233
     RHS c_u_cons(249)_ 2231.7678932352233
     RHS c_u_cons(250)_ 2160.5553482181449
     RHS c_u_cons(251)_ 2160.5553482181449
     RHS c_u_cons(252)_ 2160.5553482181449
     RHS c_u_cons(253)_ 2160.5553482181449
     RHS c_u_cons(254)_ 2160.5553482181449
     RHS c_u_cons(255)_ 2160.5553482181449
     RHS c_u_cons(256)_ 2160.5553482181449
     RHS c_u_cons(257)_ 2065.9480853480991
     RHS c_u_cons(258)_ 2065.9480853480991
     RHS c_u_cons(259)_ 2065.9480853480991
     RHS c_u_cons(260)_ 2065.9480853480991
     RHS c_u_cons(261)_ 2065.9480853480991
     RHS c_u_cons(262)_ 2065.9480853480991
     RHS c_u_cons(263)_ 2065.9480853480991
     RHS c_u_cons(264)_ 1964.498922471379
     RHS c_u_cons(265)_ 1964.498922471379
     RHS c_u_cons(266)_ 1964.498922471379
     RHS c_u_cons(267)_ 1964.498922471379
     RHS c_u_cons(268)_ 1964.498922471379
     RHS c_u_cons(269)_ 1964.498922471379
     RHS c_u_cons(270)_ 1964.498922471379
     RHS c_u_cons(271)_ 1877.8998089460115
     RHS c_u_cons(272)_ 1877.8998089460115
     RHS c_u_cons(273)_ 1877.8998089460115
     RHS c_u_cons(274)_ 1877.8998089460115
     RHS c_u_cons(275)_ 1877.8998089460115
     RHS c_u_cons(276)_ 1877.8998089460115
     RHS c_u_cons(277)_ 1877.8998089460115
     RHS c_u_cons(278)_ 1817.2426230376925
     RHS c_u_cons(279)_ 1817.2426230376925
     RHS c_u_cons(280)_ 1817.2426230376925
     RHS c_u_cons(281)_ 1817.2426230376925
     RHS c_u_cons(282)_ 1817.2426230376925
     RHS c_u_cons(283)_ 1817.2426230376925
     RHS c_u_cons(284)_ 1817.2426230376925
     RHS c_u_cons(285)_ 1780.3998439475106
     RHS c_u_cons(286)_ 1780.3998439475106
     RHS c_u_cons(287)_ 1780.3998439475106
     RHS c_u_cons(288)_ 1780.3998439475106
     RHS c_u_cons(289)_ 1780.3998439475106
     RHS c_u_cons(290)_ 1780.3998439475106
     RHS c_u_cons(291)_ 1780.3998439475106
     RHS c_u_cons(292)_ 1759.9266678181195
     RHS c_u_cons(293)_ 1759.9266678181195
     RHS c_u_cons(294)_ 1759.9266678181195
     RHS c_u_cons(295)_ 1759.9266678181195
     RHS c_u_cons(296)_ 1759.9266678181195
     RHS c_u_cons(297)_ 1759.9266678181195
     RHS c_u_cons(298)_ 1759.9266678181195
     RHS c_u_cons(299)_ 1
     RHS c_u_cons(300)_ 1
     RHS c_u_cons(301)_ 741.53432176721253
     RHS c_u_cons(302)_ 741.53432176721253
     RHS c_u_cons(303)_ 741.53432176721253
     RHS c_u_cons(304)_ 772.48836373868676
     RHS c_u_cons(305)_ 790.53899264536346
     RHS c_u_cons(306)_ 801.67458852394952
     RHS c_u_cons(307)_ 808.36981849232939
     RHS c_u_cons(308)_ 808.36981849232939
     RHS c_u_cons(309)_ 808.36981849232939
     RHS c_u_cons(310)_ 808.36981849232939
     RHS c_u_cons(311)_ 808.36981849232939
     RHS c_u_cons(312)_ 722.44878327692186
     RHS c_u_cons(313)_ 722.44878327692186
     RHS c_u_cons(314)_ 722.44878327692186
     RHS c_u_cons(315)_ 750.52070967878831
     RHS c_u_cons(316)_ 766.12764444973482
     RHS c_u_cons(317)_ 783.19564537315603
     RHS c_u_cons(318)_ 791.35475995003162
     RHS c_u_cons(319)_ 791.35475995003162
     RHS c_u_cons(320)_ 791.35475995003162
     RHS c_u_cons(321)_ 791.35475995003162
     RHS c_u_cons(322)_ 791.35475995003162
     RHS c_u_cons(323)_ 704.39049289358172
     RHS c_u_cons(324)_ 704.39049289358172
     RHS c_u_cons(325)_ 704.39049289358172
     RHS c_u_cons(326)_ 725.36982858673957
     RHS c_u_cons(327)_ 749.38095879412458
     RHS c_u_cons(328)_ 765.32409874625318
     RHS c_u_cons(329)_ 772.20284419323696
     RHS c_u_cons(330)_ 772.20284419323696
     RHS c_u_cons(331)_ 772.20284419323696
     RHS c_u_cons(332)_ 772.20284419323696
     RHS c_u_cons(333)_ 772.20284419323696
     RHS c_u_cons(334)_ 689.78151801065462
     RHS c_u_cons(335)_ 689.78151801065462
     RHS c_u_cons(336)_ 689.78151801065462
     RHS c_u_cons(337)_ 707.04717456224182
     RHS c_u_cons(338)_ 722.89262449194769
     RHS c_u_cons(339)_ 740.29294343994979
     RHS c_u_cons(340)_ 750.58434121600681
     RHS c_u_cons(341)_ 750.58434121600681
     RHS c_u_cons(342)_ 750.58434121600681
     RHS c_u_cons(343)_ 750.58434121600681
     RHS c_u_cons(344)_ 750.58434121600681
     RHS c_u_cons(345)_ 666.68826097627607
     RHS c_u_cons(346)_ 666.68826097627607
     RHS c_u_cons(347)_ 666.68826097627607
     RHS c_u_cons(348)_ 677.10530232917722
     RHS c_u_cons(349)_ 687.4780004785523
     RHS c_u_cons(350)_ 700.76417436041095
     RHS c_u_cons(351)_ 707.2299512188747
     RHS c_u_cons(352)_ 707.2299512188747
     RHS c_u_cons(353)_ 707.2299512188747
     RHS c_u_cons(354)_ 707.2299512188747
     RHS c_u_cons(355)_ 707.2299512188747
     RHS c_u_cons(356)_ 652.83338413639842
     RHS c_u_cons(357)_ 652.83338413639842
     RHS c_u_cons(358)_ 652.83338413639842
     RHS c_u_cons(359)_ 660.06826133468849
     RHS c_u_cons(360)_ 667.27234114807595
     RHS c_u_cons(361)_ 676.49989753514967
     RHS c_u_cons(362)_ 680.9905297576571
     RHS c_u_cons(363)_ 680.9905297576571
     RHS c_u_cons(364)_ 680.9905297576571
     RHS c_u_cons(365)_ 680.9905297576571
     RHS c_u_cons(366)_ 680.9905297576571
     RHS c_u_cons(367)_ 640.88700138550905
     RHS c_u_cons(368)_ 640.88700138550905
     RHS c_u_cons(369)_ 640.88700138550905
     RHS c_u_cons(370)_ 645.37805405136226
     RHS c_u_cons(371)_ 649.84998922927798
     RHS c_u_cons(372)_ 655.57799823007679
     RHS c_u_cons(373)_ 658.36555982393838
     RHS c_u_cons(374)_ 658.36555982393838
     RHS c_u_cons(375)_ 658.36555982393838
     RHS c_u_cons(376)_ 658.36555982393838
     RHS c_u_cons(377)_ 658.36555982393838
     RHS c_u_cons(378)_ 2193.3140360186471
     RHS c_u_cons(379)_ 2245.4329993025472
     RHS c_u_cons(380)_ 2279.8764929883801
     RHS c_u_cons(381)_ 2294.2010649869744
     RHS c_u_cons(382)_ 2317.1662188151204
     RHS c_u_cons(383)_ 2317.1662188151204
     RHS c_u_cons(384)_ 2317.1662188151204
     RHS c_u_cons(385)_ 2182.3353196453368
     RHS c_u_cons(386)_ 2233.1979152305707
     RHS c_u_cons(387)_ 2266.8111220079641
     RHS c_u_cons(388)_ 2280.7903891804008
     RHS c_u_cons(389)_ 2303.2019503112519
     RHS c_u_cons(390)_ 2303.2019503112519
     RHS c_u_cons(391)_ 2303.2019503112519
     RHS c_u_cons(392)_ 2161.8927551847696
     RHS c_u_cons(393)_ 2210.4159718487499
     RHS c_u_cons(394)_ 2242.483169687629
     RHS c_u_cons(395)_ 2255.819473153997
     RHS c_u_cons(396)_ 2277.2002348712776
     RHS c_u_cons(397)_ 2277.2002348712776
     RHS c_u_cons(398)_ 2277.2002348712776
     RHS c_u_cons(399)_ 2181.5245443034651
     RHS c_u_cons(400)_ 2231.7678932352233
     RHS c_u_cons(401)_ 2231.7678932352233
     RHS c_u_cons(402)_ 2231.7678932352233
     RHS c_u_cons(403)_ 2231.7678932352233
     RHS c_u_cons(404)_ 2231.7678932352233
     RHS c_u_cons(405)_ 2231.7678932352233
     RHS c_u_cons(406)_ 2160.5553482181449
     RHS c_u_cons(407)_ 2160.5553482181449
     RHS c_u_cons(408)_ 2160.5553482181449
     RHS c_u_cons(409)_ 2160.5553482181449
     RHS c_u_cons(410)_ 2160.5553482181449
     RHS c_u_cons(411)_ 2160.5553482181449
     RHS c_u_cons(412)_ 2160.5553482181449
     RHS c_u_cons(413)_ 2065.9480853480991
     RHS c_u_cons(414)_ 2065.9480853480991
     RHS c_u_cons(415)_ 2065.9480853480991
     RHS c_u_cons(416)_ 2065.9480853480991
     RHS c_u_cons(417)_ 2065.9480853480991
     RHS c_u_cons(418)_ 2065.9480853480991
     RHS c_u_cons(419)_ 2065.9480853480991
     RHS c_u_cons(420)_ 1964.498922471379
     RHS c_u_cons(421)_ 1964.498922471379
     RHS c_u_cons(422)_ 1964.498922471379
     RHS c_u_cons(423)_ 1964.498922471379
     RHS c_u_cons(424)_ 1964.498922471379
     RHS c_u_cons(425)_ 1964.498922471379
     RHS c_u_cons(426)_ 1964.498922471379
     RHS c_u_cons(427)_ 1877.8998089460115
     RHS c_u_cons(428)_ 1877.8998089460115
     RHS c_u_cons(429)_ 1877.8998089460115
     RHS c_u_cons(430)_ 1877.8998089460115
     RHS c_u_cons(431)_ 1877.8998089460115
     RHS c_u_cons(432)_ 1877.8998089460115
     RHS c_u_cons(433)_ 1877.8998089460115
     RHS c_u_cons(434)_ 1817.2426230376925
     RHS c_u_cons(435)_ 1817.2426230376925
     RHS c_u_cons(436)_ 1817.2426230376925
     RHS c_u_cons(437)_ 1817.2426230376925
     RHS c_u_cons(438)_ 1817.2426230376925
     RHS c_u_cons(439)_ 1817.2426230376925
     RHS c_u_cons(440)_ 1817.2426230376925
     RHS c_u_cons(441)_ 1780.3998439475106
     RHS c_u_cons(442)_ 1780.3998439475106
     RHS c_u_cons(443)_ 1780.3998439475106
     RHS c_u_cons(444)_ 1780.3998439475106
     RHS c_u_cons(445)_ 1780.3998439475106
     RHS c_u_cons(446)_ 1780.3998439475106
     RHS c_u_cons(447)_ 1780.3998439475106
     RHS c_u_cons(448)_ 1759.9266678181195
     RHS c_u_cons(449)_ 1759.9266678181195
     RHS c_u_cons(450)_ 1759.9266678181195
     RHS c_u_cons(451)_ 1759.9266678181195
     RHS c_u_cons(452)_ 1759.9266678181195
     RHS c_u_cons(453)_ 1759.9266678181195
     RHS c_u_cons(454)_ 1759.9266678181195
     RHS c_u_cons(455)_ 1
     RHS c_u_cons(456)_ 1
     RHS c_u_cons(457)_ 741.53432176721253
     RHS c_u_cons(458)_ 741.53432176721253
     RHS c_u_cons(459)_ 741.53432176721253
     RHS c_u_cons(460)_ 772.48836373868676
     RHS c_u_cons(461)_ 790.53899264536346
     RHS c_u_cons(462)_ 801.67458852394952
     RHS c_u_cons(463)_ 808.36981849232939
     RHS c_u_cons(464)_ 808.36981849232939
     RHS c_u_cons(465)_ 808.36981849232939
     RHS c_u_cons(466)_ 808.36981849232939
     RHS c_u_cons(467)_ 808.36981849232939
     RHS c_u_cons(468)_ 722.44878327692186
     RHS c_u_cons(469)_ 722.44878327692186
     RHS c_u_cons(470)_ 722.44878327692186
     RHS c_u_cons(471)_ 750.52070967878831
     RHS c_u_cons(472)_ 766.12764444973482
     RHS c_u_cons(473)_ 783.19564537315603
     RHS c_u_cons(474)_ 791.35475995003162
     RHS c_u_cons(475)_ 791.35475995003162
     RHS c_u_cons(476)_ 791.35475995003162
     RHS c_u_cons(477)_ 791.35475995003162
     RHS c_u_cons(478)_ 791.35475995003162
     RHS c_u_cons(479)_ 704.39049289358172
     RHS c_u_cons(480)_ 704.39049289358172
     RHS c_u_cons(481)_ 704.39049289358172
     RHS c_u_cons(482)_ 725.36982858673957
     RHS c_u_cons(483)_ 749.38095879412458
     RHS c_u_cons(484)_ 765.32409874625318
     RHS c_u_cons(485)_ 772.20284419323696
     RHS c_u_cons(486)_ 772.20284419323696
     RHS c_u_cons(487)_ 772.20284419323696
     RHS c_u_cons(488)_ 772.20284419323696
     RHS c_u_cons(489)_ 772.20284419323696
     RHS c_u_cons(490)_ 689.78151801065462
     RHS c_u_cons(491)_ 689.78151801065462
     RHS c_u_cons(492)_ 689.78151801065462
     RHS c_u_cons(493)_ 707.04717456224182
     RHS c_u_cons(494)_ 722.89262449194769
     RHS c_u_cons(495)_ 740.29294343994979
     RHS c_u_cons(496)_ 750.58434121600681
     RHS c_u_cons(497)_ 750.58434121600681
     RHS c_u_cons(498)_ 750.58434121600681
     RHS c_u_cons(499)_ 750.58434121600681
     RHS c_u_cons(500)_ 750.58434121600681
     RHS c_u_cons(501)_ 666.68826097627607
     RHS c_u_cons(502)_ 666.68826097627607
     RHS c_u_cons(503)_ 666.68826097627607
     RHS c_u_cons(504)_ 677.10530232917722
     RHS c_u_cons(505)_ 687.4780004785523
     RHS c_u_cons(506)_ 700.76417436041095
     RHS c_u_cons(507)_ 707.2299512188747
     RHS c_u_cons(508)_ 707.2299512188747
     RHS c_u_cons(509)_ 707.2299512188747
     RHS c_u_cons(510)_ 707.2299512188747
     RHS c_u_cons(511)_ 707.2299512188747
     RHS c_u_cons(512)_ 652.83338413639842
     RHS c_u_cons(513)_ 652.83338413639842
     RHS c_u_cons(514)_ 652.83338413639842
     RHS c_u_cons(515)_ 660.06826133468849
     RHS c_u_cons(516)_ 667.27234114807595
     RHS c_u_cons(517)_ 676.49989753514967
     RHS c_u_cons(518)_ 680.9905297576571
     RHS c_u_cons(519)_ 680.9905297576571
     RHS c_u_cons(520)_ 680.9905297576571
     RHS c_u_cons(521)_ 680.9905297576571
     RHS c_u_cons(522)_ 680.9905297576571
     RHS c_u_cons(523)_ 640.88700138550905
     RHS c_u_cons(524)_ 640.88700138550905
     RHS c_u_cons(525)_ 640.88700138550905
     RHS c_u_cons(526)_ 645.37805405136226
     RHS c_u_cons(527)_ 649.84998922927798
     RHS c_u_cons(528)_ 655.57799823007679
     RHS c_u_cons(529)_ 658.36555982393838
     RHS c_u_cons(530)_ 658.36555982393838
     RHS c_u_cons(531)_ 658.36555982393838
     RHS c_u_cons(532)_ 658.36555982393838
     RHS c_u_cons(533)_ 658.36555982393838
     RHS c_u_cons(534)_ 2193.3140360186471
     RHS c_u_cons(535)_ 2245.4329993025472
     RHS c_u_cons(536)_ 2279.8764929883801
     RHS c_u_cons(537)_ 2294.2010649869744
     RHS c_u_cons(538)_ 2317.1662188151204
     RHS c_u_cons(539)_ 2317.1662188151204
     RHS c_u_cons(540)_ 2317.1662188151204
     RHS c_u_cons(541)_ 2182.3353196453368
     RHS c_u_cons(542)_ 2233.1979152305707
     RHS c_u_cons(543)_ 2266.8111220079641
     RHS c_u_cons(544)_ 2280.7903891804008
     RHS c_u_cons(545)_ 2303.2019503112519
     RHS c_u_cons(546)_ 2303.2019503112519
     RHS c_u_cons(547)_ 2303.2019503112519
     RHS c_u_cons(548)_ 2161.8927551847696
     RHS c_u_cons(549)_ 2210.4159718487499
     RHS c_u_cons(550)_ 2242.483169687629
     RHS c_u_cons(551)_ 2255.819473153997
     RHS c_u_cons(552)_ 2277.2002348712776
     RHS c_u_cons(553)_ 2277.2002348712776
     RHS c_u_cons(554)_ 2277.2002348712776
     RHS c_u_cons(555)_ 2181.5245443034651
     RHS c_u_cons(556)_ 2231.7678932352233
     RHS c_u_cons(557)_ 2231.7678932352233
     RHS c_u_cons(558)_ 2231.7678932352233
     RHS c_u_cons(559)_ 2231.7678932352233
     RHS c_u_cons(560)_ 2231.7678932352233
     RHS c_u_cons(561)_ 2231.7678932352233
     RHS c_u_cons(562)_ 2160.5553482181449
     RHS c_u_cons(563)_ 2160.5553482181449
     RHS c_u_cons(564)_ 2160.5553482181449
     RHS c_u_cons(565)_ 2160.5553482181449
     RHS c_u_cons(566)_ 2160.5553482181449
     RHS c_u_cons(567)_ 2160.5553482181449
     RHS c_u_cons(568)_ 2160.5553482181449
     RHS c_u_cons(569)_ 2065.9480853480991
     RHS c_u_cons(570)_ 2065.9480853480991
     RHS c_u_cons(571)_ 2065.9480853480991
     RHS c_u_cons(572)_ 2065.9480853480991
     RHS c_u_cons(573)_ 2065.9480853480991
     RHS c_u_cons(574)_ 2065.9480853480991
     RHS c_u_cons(575)_ 2065.9480853480991
     RHS c_u_cons(576)_ 1964.498922471379
     RHS c_u_cons(577)_ 1964.498922471379
     RHS c_u_cons(578)_ 1964.498922471379
     RHS c_u_cons(579)_ 1964.498922471379
     RHS c_u_cons(580)_ 1964.498922471379
     RHS c_u_cons(581)_ 1964.498922471379
     RHS c_u_cons(582)_ 1964.498922471379
     RHS c_u_cons(583)_ 1877.8998089460115
     RHS c_u_cons(584)_ 1877.8998089460115
     RHS c_u_cons(585)_ 1877.8998089460115
     RHS c_u_cons(586)_ 1877.8998089460115
     RHS c_u_cons(587)_ 1877.8998089460115
     RHS c_u_cons(588)_ 1877.8998089460115
     RHS c_u_cons(589)_ 1877.8998089460115
     RHS c_u_cons(590)_ 1817.2426230376925
     RHS c_u_cons(591)_ 1817.2426230376925
     RHS c_u_cons(592)_ 1817.2426230376925
     RHS c_u_cons(593)_ 1817.2426230376925
     RHS c_u_cons(594)_ 1817.2426230376925
     RHS c_u_cons(595)_ 1817.2426230376925
     RHS c_u_cons(596)_ 1817.2426230376925
     RHS c_u_cons(597)_ 1780.3998439475106
     RHS c_u_cons(598)_ 1780.3998439475106
     RHS c_u_cons(599)_ 1780.3998439475106
     RHS c_u_cons(600)_ 1780.3998439475106
     RHS c_u_cons(601)_ 1780.3998439475106
     RHS c_u_cons(602)_ 1780.3998439475106
     RHS c_u_cons(603)_ 1780.3998439475106
     RHS c_u_cons(604)_ 1759.9266678181195
     RHS c_u_cons(605)_ 1759.9266678181195
     RHS c_u_cons(606)_ 1759.9266678181195
     RHS c_u_cons(607)_ 1759.9266678181195
     RHS c_u_cons(608)_ 1759.9266678181195
     RHS c_u_cons(609)_ 1759.9266678181195
     RHS c_u_cons(610)_ 1759.9266678181195
     RHS c_u_cons(611)_ 1
     RHS c_u_cons(612)_ 1
     RHS c_u_cons(613)_ 741.53432176721253
     RHS c_u_cons(614)_ 741.53432176721253
     RHS c_u_cons(615)_ 741.53432176721253
     RHS c_u_cons(616)_ 772.48836373868676
     RHS c_u_cons(617)_ 790.53899264536346
     RHS c_u_cons(618)_ 801.67458852394952
     RHS c_u_cons(619)_ 808.36981849232939
     RHS c_u_cons(620)_ 808.36981849232939
     RHS c_u_cons(621)_ 808.36981849232939
     RHS c_u_cons(622)_ 808.36981849232939
     RHS c_u_cons(623)_ 808.36981849232939
     RHS c_u_cons(624)_ 722.44878327692186
     RHS c_u_cons(625)_ 722.44878327692186
     RHS c_u_cons(626)_ 722.44878327692186
     RHS c_u_cons(627)_ 750.52070967878831
     RHS c_u_cons(628)_ 766.12764444973482
     RHS c_u_cons(629)_ 783.19564537315603
     RHS c_u_cons(630)_ 791.35475995003162
     RHS c_u_cons(631)_ 791.35475995003162
     RHS c_u_cons(632)_ 791.35475995003162
     RHS c_u_cons(633)_ 791.35475995003162
     RHS c_u_cons(634)_ 791.35475995003162
     RHS c_u_cons(635)_ 704.39049289358172
     RHS c_u_cons(636)_ 704.39049289358172
     RHS c_u_cons(637)_ 704.39049289358172
     RHS c_u_cons(638)_ 725.36982858673957
     RHS c_u_cons(639)_ 749.38095879412458
     RHS c_u_cons(640)_ 765.32409874625318
     RHS c_u_cons(641)_ 772.20284419323696
     RHS c_u_cons(642)_ 772.20284419323696
     RHS c_u_cons(643)_ 772.20284419323696
     RHS c_u_cons(644)_ 772.20284419323696
     RHS c_u_cons(645)_ 772.20284419323696
     RHS c_u_cons(646)_ 689.78151801065462
     RHS c_u_cons(647)_ 689.78151801065462
     RHS c_u_cons(648)_ 689.78151801065462
     RHS c_u_cons(649)_ 707.04717456224182
     RHS c_u_cons(650)_ 722.89262449194769
     RHS c_u_cons(651)_ 740.29294343994979
     RHS c_u_cons(652)_ 750.58434121600681
     RHS c_u_cons(653)_ 750.58434121600681
     RHS c_u_cons(654)_ 750.58434121600681
     RHS c_u_cons(655)_ 750.58434121600681
     RHS c_u_cons(656)_ 750.58434121600681
     RHS c_u_cons(657)_ 666.68826097627607
     RHS c_u_cons(658)_ 666.68826097627607
     RHS c_u_cons(659)_ 666.68826097627607
     RHS c_u_cons(660)_ 677.10530232917722
     RHS c_u_cons(661)_ 687.4780004785523
     RHS c_u_cons(662)_ 700.76417436041095
     RHS c_u_cons(663)_ 707.2299512188747
     RHS c_u_cons(664)_ 707.2299512188747
     RHS c_u_cons(665)_ 707.2299512188747
     RHS c_u_cons(666)_ 707.2299512188747
     RHS c_u_cons(667)_ 707.2299512188747
     RHS c_u_cons(668)_ 652.83338413639842
     RHS c_u_cons(669)_ 652.83338413639842
     RHS c_u_cons(670)_ 652.83338413639842
     RHS c_u_cons(671)_ 660.06826133468849
     RHS c_u_cons(672)_ 667.27234114807595
     RHS c_u_cons(673)_ 676.49989753514967
     RHS c_u_cons(674)_ 680.9905297576571
     RHS c_u_cons(675)_ 680.9905297576571
     RHS c_u_cons(676)_ 680.9905297576571
     RHS c_u_cons(677)_ 680.9905297576571
     RHS c_u_cons(678)_ 680.9905297576571
     RHS c_u_cons(679)_ 640.88700138550905
     RHS c_u_cons(680)_ 640.88700138550905
     RHS c_u_cons(681)_ 640.88700138550905
     RHS c_u_cons(682)_ 645.37805405136226
     RHS c_u_cons(683)_ 649.84998922927798
     RHS c_u_cons(684)_ 655.57799823007679
     RHS c_u_cons(685)_ 658.36555982393838
     RHS c_u_cons(686)_ 658.36555982393838
     RHS c_u_cons(687)_ 658.36555982393838
     RHS c_u_cons(688)_ 658.36555982393838
     RHS c_u_cons(689)_ 658.36555982393838
     RHS c_u_cons(690)_ 2193.3140360186471
     RHS c_u_cons(691)_ 2245.4329993025472
     RHS c_u_cons(692)_ 2279.8764929883801
     RHS c_u_cons(693)_ 2294.2010649869744
     RHS c_u_cons(694)_ 2317.1662188151204
     RHS c_u_cons(695)_ 2317.1662188151204
     RHS c_u_cons(696)_ 2317.1662188151204
     RHS c_u_cons(697)_ 2182.3353196453368
     RHS c_u_cons(698)_ 2233.1979152305707
     RHS c_u_cons(699)_ 2266.8111220079641
     RHS c_u_cons(700)_ 2280.7903891804008
     RHS c_u_cons(701)_ 2303.2019503112519
     RHS c_u_cons(702)_ 2303.2019503112519
     RHS c_u_cons(703)_ 2303.2019503112519
     RHS c_u_cons(704)_ 2161.8927551847696
     RHS c_u_cons(705)_ 2210.4159718487499
     RHS c_u_cons(706)_ 2242.483169687629
     RHS c_u_cons(707)_ 2255.819473153997
     RHS c_u_cons(708)_ 2277.2002348712776
     RHS c_u_cons(709)_ 2277.2002348712776
     RHS c_u_cons(710)_ 2277.2002348712776
     RHS c_u_cons(711)_ 2181.5245443034651
     RHS c_u_cons(712)_ 2231.7678932352233
     RHS c_u_cons(713)_ 2231.7678932352233
     RHS c_u_cons(714)_ 2231.7678932352233
     RHS c_u_cons(715)_ 2231.7678932352233
     RHS c_u_cons(716)_ 2231.7678932352233
     RHS c_u_cons(717)_ 2231.7678932352233
     RHS c_u_cons(718)_ 2160.5553482181449
     RHS c_u_cons(719)_ 2160.5553482181449
     RHS c_u_cons(720)_ 2160.5553482181449
     RHS c_u_cons(721)_ 2160.5553482181449
     RHS c_u_cons(722)_ 2160.5553482181449
     RHS c_u_cons(723)_ 2160.5553482181449
     RHS c_u_cons(724)_ 2160.5553482181449
     RHS c_u_cons(725)_ 2065.9480853480991
     RHS c_u_cons(726)_ 2065.9480853480991
     RHS c_u_cons(727)_ 2065.9480853480991
     RHS c_u_cons(728)_ 2065.9480853480991
     RHS c_u_cons(729)_ 2065.9480853480991
     RHS c_u_cons(730)_ 2065.9480853480991
     RHS c_u_cons(731)_ 2065.9480853480991
     RHS c_u_cons(732)_ 1964.498922471379
     RHS c_u_cons(733)_ 1964.498922471379
     RHS c_u_cons(734)_ 1964.498922471379
     RHS c_u_cons(735)_ 1964.498922471379
     RHS c_u_cons(736)_ 1964.498922471379
     RHS c_u_cons(737)_ 1964.498922471379
     RHS c_u_cons(738)_ 1964.498922471379
     RHS c_u_cons(739)_ 1877.8998089460115
     RHS c_u_cons(740)_ 1877.8998089460115
     RHS c_u_cons(741)_ 1877.8998089460115
     RHS c_u_cons(742)_ 1877.8998089460115
     RHS c_u_cons(743)_ 1877.8998089460115
     RHS c_u_cons(744)_ 1877.8998089460115
     RHS c_u_cons(745)_ 1877.8998089460115
     RHS c_u_cons(746)_ 1817.2426230376925
     RHS c_u_cons(747)_ 1817.2426230376925
     RHS c_u_cons(748)_ 1817.2426230376925
     RHS c_u_cons(749)_ 1817.2426230376925
     RHS c_u_cons(750)_ 1817.2426230376925
     RHS c_u_cons(751)_ 1817.2426230376925
     RHS c_u_cons(752)_ 1817.2426230376925
     RHS c_u_cons(753)_ 1780.3998439475106
     RHS c_u_cons(754)_ 1780.3998439475106
     RHS c_u_cons(755)_ 1780.3998439475106
     RHS c_u_cons(756)_ 1780.3998439475106
     RHS c_u_cons(757)_ 1780.3998439475106
     RHS c_u_cons(758)_ 1780.3998439475106
     RHS c_u_cons(759)_ 1780.3998439475106
     RHS c_u_cons(760)_ 1759.9266678181195
     RHS c_u_cons(761)_ 1759.9266678181195
     RHS c_u_cons(762)_ 1759.9266678181195
     RHS c_u_cons(763)_ 1759.9266678181195
     RHS c_u_cons(764)_ 1759.9266678181195
     RHS c_u_cons(765)_ 1759.9266678181195
     RHS c_u_cons(766)_ 1759.9266678181195
     RHS c_u_cons(767)_ 1
     RHS c_u_cons(768)_ 1
     RHS c_u_cons(769)_ 741.53432176721253
     RHS c_u_cons(770)_ 741.53432176721253
     RHS c_u_cons(771)_ 741.53432176721253
     RHS c_u_cons(772)_ 772.48836373868676
     RHS c_u_cons(773)_ 790.53899264536346
     RHS c_u_cons(774)_ 801.67458852394952
     RHS c_u_cons(775)_ 808.36981849232939
     RHS c_u_cons(776)_ 808.36981849232939
     RHS c_u_cons(777)_ 808.36981849232939
     RHS c_u_cons(778)_ 808.36981849232939
     RHS c_u_cons(779)_ 808.36981849232939
     RHS c_u_cons(780)_ 722.44878327692186
     RHS c_u_cons(781)_ 722.44878327692186
     RHS c_u_cons(782)_ 722.44878327692186
     RHS c_u_cons(783)_ 750.52070967878831
     RHS c_u_cons(784)_ 766.12764444973482
     RHS c_u_cons(785)_ 783.19564537315603
     RHS c_u_cons(786)_ 791.35475995003162
     RHS c_u_cons(787)_ 791.35475995003162
     RHS c_u_cons(788)_ 791.35475995003162
     RHS c_u_cons(789)_ 791.35475995003162
     RHS c_u_cons(790)_ 791.35475995003162
     RHS c_u_cons(791)_ 704.39049289358172
     RHS c_u_cons(792)_ 704.39049289358172
     RHS c_u_cons(793)_ 704.39049289358172
     RHS c_u_cons(794)_ 725.36982858673957
     RHS c_u_cons(795)_ 749.38095879412458
     RHS c_u_cons(796)_ 765.32409874625318
     RHS c_u_cons(797)_ 772.20284419323696
     RHS c_u_cons(798)_ 772.20284419323696
     RHS c_u_cons(799)_ 772.20284419323696
     RHS c_u_cons(800)_ 772.20284419323696
     RHS c_u_cons(801)_ 772.20284419323696
     RHS c_u_cons(802)_ 689.78151801065462
     RHS c_u_cons(803)_ 689.78151801065462
     RHS c_u_cons(804)_ 689.78151801065462
     RHS c_u_cons(805)_ 707.04717456224182
     RHS c_u_cons(806)_ 722.89262449194769
     RHS c_u_cons(807)_ 740.29294343994979
     RHS c_u_cons(808)_ 750.58434121600681
     RHS c_u_cons(809)_ 750.58434121600681
     RHS c_u_cons(810)_ 750.58434121600681
     RHS c_u_cons(811)_ 750.58434121600681
     RHS c_u_cons(812)_ 750.58434121600681
     RHS c_u_cons(813)_ 666.68826097627607
     RHS c_u_cons(814)_ 666.68826097627607
     RHS c_u_cons(815)_ 666.68826097627607
     RHS c_u_cons(816)_ 677.10530232917722
     RHS c_u_cons(817)_ 687.4780004785523
     RHS c_u_cons(818)_ 700.76417436041095
     RHS c_u_cons(819)_ 707.2299512188747
     RHS c_u_cons(820)_ 707.2299512188747
     RHS c_u_cons(821)_ 707.2299512188747
     RHS c_u_cons(822)_ 707.2299512188747
     RHS c_u_cons(823)_ 707.2299512188747
     RHS c_u_cons(824)_ 652.83338413639842
     RHS c_u_cons(825)_ 652.83338413639842
     RHS c_u_cons(826)_ 652.83338413639842
     RHS c_u_cons(827)_ 660.06826133468849
     RHS c_u_cons(828)_ 667.27234114807595
     RHS c_u_cons(829)_ 676.49989753514967
     RHS c_u_cons(830)_ 680.9905297576571
     RHS c_u_cons(831)_ 680.9905297576571
     RHS c_u_cons(832)_ 680.9905297576571
     RHS c_u_cons(833)_ 680.9905297576571
     RHS c_u_cons(834)_ 680.9905297576571
     RHS c_u_cons(835)_ 640.88700138550905
     RHS c_u_cons(836)_ 640.88700138550905
     RHS c_u_cons(837)_ 640.88700138550905
     RHS c_u_cons(838)_ 645.37805405136226
     RHS c_u_cons(839)_ 649.84998922927798
     RHS c_u_cons(840)_ 655.57799823007679
     RHS c_u_cons(841)_ 658.36555982393838
     RHS c_u_cons(842)_ 658.36555982393838
     RHS c_u_cons(843)_ 658.36555982393838
     RHS c_u_cons(844)_ 658.36555982393838
     RHS c_u_cons(845)_ 658.36555982393838
     RHS c_u_cons(846)_ 2193.3140360186471
     RHS c_u_cons(847)_ 2245.4329993025472
     RHS c_u_cons(848)_ 2279.8764929883801
     RHS c_u_cons(849)_ 2294.2010649869744
     RHS c_u_cons(850)_ 2317.1662188151204
     RHS c_u_cons(851)_ 2317.1662188151204
     RHS c_u_cons(852)_ 2317.1662188151204
     RHS c_u_cons(853)_ 2182.3353196453368
     RHS c_u_cons(854)_ 2233.1979152305707
     RHS c_u_cons(855)_ 2266.8111220079641
     RHS c_u_cons(856)_ 2280.7903891804008
     RHS c_u_cons(857)_ 2303.2019503112519
     RHS c_u_cons(858)_ 2303.2019503112519
     RHS c_u_cons(859)_ 2303.2019503112519
     RHS c_u_cons(860)_ 2161.8927551847696
     RHS c_u_cons(861)_ 2210.4159718487499
     RHS c_u_cons(862)_ 2242.483169687629
     RHS c_u_cons(863)_ 2255.819473153997
     RHS c_u_cons(864)_ 2277.2002348712776
     RHS c_u_cons(865)_ 2277.2002348712776
     RHS c_u_cons(866)_ 2277.2002348712776
     RHS c_u_cons(867)_ 2181.5245443034651
     RHS c_u_cons(868)_ 2231.7678932352233
     RHS c_u_cons(869)_ 2231.7678932352233
     RHS c_u_cons(870)_ 2231.7678932352233
     RHS c_u_cons(871)_ 2231.7678932352233
     RHS c_u_cons(872)_ 2231.7678932352233
     RHS c_u_cons(873)_ 2231.7678932352233
     RHS c_u_cons(874)_ 2160.5553482181449
     RHS c_u_cons(875)_ 2160.5553482181449
     RHS c_u_cons(876)_ 2160.5553482181449
     RHS c_u_cons(877)_ 2160.5553482181449
     RHS c_u_cons(878)_ 2160.5553482181449
     RHS c_u_cons(879)_ 2160.5553482181449
     RHS c_u_cons(880)_ 2160.5553482181449
     RHS c_u_cons(881)_ 2065.9480853480991
     RHS c_u_cons(882)_ 2065.9480853480991
     RHS c_u_cons(883)_ 2065.9480853480991
     RHS c_u_cons(884)_ 2065.9480853480991
     RHS c_u_cons(885)_ 2065.9480853480991
     RHS c_u_cons(886)_ 2065.9480853480991
     RHS c_u_cons(887)_ 2065.9480853480991
     RHS c_u_cons(888)_ 1964.498922471379
     RHS c_u_cons(889)_ 1964.498922471379
     RHS c_u_cons(890)_ 1964.498922471379
     RHS c_u_cons(891)_ 1964.498922471379
     RHS c_u_cons(892)_ 1964.498922471379
     RHS c_u_cons(893)_ 1964.498922471379
     RHS c_u_cons(894)_ 1964.498922471379
     RHS c_u_cons(895)_ 1877.8998089460115
     RHS c_u_cons(896)_ 1877.8998089460115
     RHS c_u_cons(897)_ 1877.8998089460115
     RHS c_u_cons(898)_ 1877.8998089460115
     RHS c_u_cons(899)_ 1877.8998089460115
     RHS c_u_cons(900)_ 1877.8998089460115
     RHS c_u_cons(901)_ 1877.8998089460115
     RHS c_u_cons(902)_ 1817.2426230376925
     RHS c_u_cons(903)_ 1817.2426230376925
     RHS c_u_cons(904)_ 1817.2426230376925
     RHS c_u_cons(905)_ 1817.2426230376925
     RHS c_u_cons(906)_ 1817.2426230376925
     RHS c_u_cons(907)_ 1817.2426230376925
     RHS c_u_cons(908)_ 1817.2426230376925
     RHS c_u_cons(909)_ 1780.3998439475106
     RHS c_u_cons(910)_ 1780.3998439475106
     RHS c_u_cons(911)_ 1780.3998439475106
     RHS c_u_cons(912)_ 1780.3998439475106
     RHS c_u_cons(913)_ 1780.3998439475106
     RHS c_u_cons(914)_ 1780.3998439475106
     RHS c_u_cons(915)_ 1780.3998439475106
     RHS c_u_cons(916)_ 1759.9266678181195
     RHS c_u_cons(917)_ 1759.9266678181195
     RHS c_u_cons(918)_ 1759.9266678181195
     RHS c_u_cons(919)_ 1759.9266678181195
     RHS c_u_cons(920)_ 1759.9266678181195
     RHS c_u_cons(921)_ 1759.9266678181195
     RHS c_u_cons(922)_ 1759.9266678181195
     RHS c_u_cons(923)_ 1
     RHS c_u_cons(924)_ 1
     RHS c_u_cons(925)_ 741.53432176721253
     RHS c_u_cons(926)_ 741.53432176721253
     RHS c_u_cons(927)_ 741.53432176721253
     RHS c_u_cons(928)_ 772.48836373868676
     RHS c_u_cons(929)_ 790.53899264536346
     RHS c_u_cons(930)_ 801.67458852394952
     RHS c_u_cons(931)_ 808.36981849232939
     RHS c_u_cons(932)_ 808.36981849232939
     RHS c_u_cons(933)_ 808.36981849232939
     RHS c_u_cons(934)_ 808.36981849232939
     RHS c_u_cons(935)_ 808.36981849232939
     RHS c_u_cons(936)_ 722.44878327692186
     RHS c_u_cons(937)_ 722.44878327692186
     RHS c_u_cons(938)_ 722.44878327692186
     RHS c_u_cons(939)_ 750.52070967878831
     RHS c_u_cons(940)_ 766.12764444973482
     RHS c_u_cons(941)_ 783.19564537315603
     RHS c_u_cons(942)_ 791.35475995003162
     RHS c_u_cons(943)_ 791.35475995003162
     RHS c_u_cons(944)_ 791.35475995003162
     RHS c_u_cons(945)_ 791.35475995003162
     RHS c_u_cons(946)_ 791.35475995003162
     RHS c_u_cons(947)_ 704.39049289358172
     RHS c_u_cons(948)_ 704.39049289358172
     RHS c_u_cons(949)_ 704.39049289358172
     RHS c_u_cons(950)_ 725.36982858673957
     RHS c_u_cons(951)_ 749.38095879412458
     RHS c_u_cons(952)_ 765.32409874625318
     RHS c_u_cons(953)_ 772.20284419323696
     RHS c_u_cons(954)_ 772.20284419323696
     RHS c_u_cons(955)_ 772.20284419323696
     RHS c_u_cons(956)_ 772.20284419323696
     RHS c_u_cons(957)_ 772.20284419323696
     RHS c_u_cons(958)_ 689.78151801065462
     RHS c_u_cons(959)_ 689.78151801065462
     RHS c_u_cons(960)_ 689.78151801065462
     RHS c_u_cons(961)_ 707.04717456224182
     RHS c_u_cons(962)_ 722.89262449194769
     RHS c_u_cons(963)_ 740.29294343994979
     RHS c_u_cons(964)_ 750.58434121600681
     RHS c_u_cons(965)_ 750.58434121600681
     RHS c_u_cons(966)_ 750.58434121600681
     RHS c_u_cons(967)_ 750.58434121600681
     RHS c_u_cons(968)_ 750.58434121600681
     RHS c_u_cons(969)_ 666.68826097627607
     RHS c_u_cons(970)_ 666.68826097627607
     RHS c_u_cons(971)_ 666.68826097627607
     RHS c_u_cons(972)_ 677.10530232917722
     RHS c_u_cons(973)_ 687.4780004785523
     RHS c_u_cons(974)_ 700.76417436041095
     RHS c_u_cons(975)_ 707.2299512188747
     RHS c_u_cons(976)_ 707.2299512188747
     RHS c_u_cons(977)_ 707.2299512188747
     RHS c_u_cons(978)_ 707.2299512188747
     RHS c_u_cons(979)_ 707.2299512188747
     RHS c_u_cons(980)_ 652.83338413639842
     RHS c_u_cons(981)_ 652.83338413639842
     RHS c_u_cons(982)_ 652.83338413639842
     RHS c_u_cons(983)_ 660.06826133468849
     RHS c_u_cons(984)_ 667.27234114807595
     RHS c_u_cons(985)_ 676.49989753514967
     RHS c_u_cons(986)_ 680.9905297576571
     RHS c_u_cons(987)_ 680.9905297576571
     RHS c_u_cons(988)_ 680.9905297576571
     RHS c_u_cons(989)_ 680.9905297576571
     RHS c_u_cons(990)_ 680.9905297576571
     RHS c_u_cons(991)_ 640.88700138550905
     RHS c_u_cons(992)_ 640.88700138550905
     RHS c_u_cons(993)_ 640.88700138550905
     RHS c_u_cons(994)_ 645.37805405136226
     RHS c_u_cons(995)_ 649.84998922927798
     RHS c_u_cons(996)_ 655.57799823007679
     RHS c_u_cons(997)_ 658.36555982393838
     RHS c_u_cons(998)_ 658.36555982393838
     RHS c_u_cons(999)_ 658.36555982393838
     RHS c_u_cons(1000)_ 658.36555982393838
     RHS c_u_cons(1001)_ 658.36555982393838
     RHS c_u_cons(1002)_ 2193.3140360186471
     RHS c_u_cons(1003)_ 2245.4329993025472
     RHS c_u_cons(1004)_ 2279.8764929883801
     RHS c_u_cons(1005)_ 2294.2010649869744
     RHS c_u_cons(1006)_ 2317.1662188151204
     RHS c_u_cons(1007)_ 2317.1662188151204
     RHS c_u_cons(1008)_ 2317.1662188151204
     RHS c_u_cons(1009)_ 2182.3353196453368
     RHS c_u_cons(1010)_ 2233.1979152305707
     RHS c_u_cons(1011)_ 2266.8111220079641
     RHS c_u_cons(1012)_ 2280.7903891804008
     RHS c_u_cons(1013)_ 2303.2019503112519
     RHS c_u_cons(1014)_ 2303.2019503112519
     RHS c_u_cons(1015)_ 2303.2019503112519
     RHS c_u_cons(1016)_ 2161.8927551847696
     RHS c_u_cons(1017)_ 2210.4159718487499
     RHS c_u_cons(1018)_ 2242.483169687629
     RHS c_u_cons(1019)_ 2255.819473153997
     RHS c_u_cons(1020)_ 2277.2002348712776
     RHS c_u_cons(1021)_ 2277.2002348712776
     RHS c_u_cons(1022)_ 2277.2002348712776
     RHS c_u_cons(1023)_ 2181.5245443034651
     RHS c_u_cons(1024)_ 2231.7678932352233
     RHS c_u_cons(1025)_ 2231.7678932352233
     RHS c_u_cons(1026)_ 2231.7678932352233
     RHS c_u_cons(1027)_ 2231.7678932352233
     RHS c_u_cons(1028)_ 2231.7678932352233
     RHS c_u_cons(1029)_ 2231.7678932352233
     RHS c_u_cons(1030)_ 2160.5553482181449
     RHS c_u_cons(1031)_ 2160.5553482181449
     RHS c_u_cons(1032)_ 2160.5553482181449
     RHS c_u_cons(1033)_ 2160.5553482181449
     RHS c_u_cons(1034)_ 2160.5553482181449
     RHS c_u_cons(1035)_ 2160.5553482181449
     RHS c_u_cons(1036)_ 2160.5553482181449
     RHS c_u_cons(1037)_ 2065.9480853480991
     RHS c_u_cons(1038)_ 2065.9480853480991
     RHS c_u_cons(1039)_ 2065.9480853480991
     RHS c_u_cons(1040)_ 2065.9480853480991
     RHS c_u_cons(1041)_ 2065.9480853480991
     RHS c_u_cons(1042)_ 2065.9480853480991
     RHS c_u_cons(1043)_ 2065.9480853480991
     RHS c_u_cons(1044)_ 1964.498922471379
     RHS c_u_cons(1045)_ 1964.498922471379
     RHS c_u_cons(1046)_ 1964.498922471379
     RHS c_u_cons(1047)_ 1964.498922471379
     RHS c_u_cons(1048)_ 1964.498922471379
     RHS c_u_cons(1049)_ 1964.498922471379
     RHS c_u_cons(1050)_ 1964.498922471379
     RHS c_u_cons(1051)_ 1877.8998089460115
     RHS c_u_cons(1052)_ 1877.8998089460115
     RHS c_u_cons(1053)_ 1877.8998089460115
     RHS c_u_cons(1054)_ 1877.8998089460115
     RHS c_u_cons(1055)_ 1877.8998089460115
     RHS c_u_cons(1056)_ 1877.8998089460115
     RHS c_u_cons(1057)_ 1877.8998089460115
     RHS c_u_cons(1058)_ 1817.2426230376925
     RHS c_u_cons(1059)_ 1817.2426230376925
     RHS c_u_cons(1060)_ 1817.2426230376925
     RHS c_u_cons(1061)_ 1817.2426230376925
     RHS c_u_cons(1062)_ 1817.2426230376925
     RHS c_u_cons(1063)_ 1817.2426230376925
     RHS c_u_cons(1064)_ 1817.2426230376925
     RHS c_u_cons(1065)_ 1780.3998439475106
     RHS c_u_cons(1066)_ 1780.3998439475106
     RHS c_u_cons(1067)_ 1780.3998439475106
     RHS c_u_cons(1068)_ 1780.3998439475106
     RHS c_u_cons(1069)_ 1780.3998439475106
     RHS c_u_cons(1070)_ 1780.3998439475106
     RHS c_u_cons(1071)_ 1780.3998439475106
     RHS c_u_cons(1072)_ 1759.9266678181195
     RHS c_u_cons(1073)_ 1759.9266678181195
     RHS c_u_cons(1074)_ 1759.9266678181195
     RHS c_u_cons(1075)_ 1759.9266678181195
     RHS c_u_cons(1076)_ 1759.9266678181195
     RHS c_u_cons(1077)_ 1759.9266678181195
     RHS c_u_cons(1078)_ 1759.9266678181195
     RHS c_u_cons(1079)_ 1
     RHS c_u_cons(1080)_ 1
     RHS c_u_cons(1081)_ 749.58900799327353
     RHS c_u_cons(1082)_ 773.95083816813144
     RHS c_u_cons(1083)_ 782.12889178734963
     RHS c_u_cons(1084)_ 786.76811439850621
     RHS c_u_cons(1085)_ 794.24870127942529
     RHS c_u_cons(1086)_ 794.24870127942529
     RHS c_u_cons(1087)_ 794.24870127942529
     RHS c_u_cons(1088)_ 723.51724072647482
     RHS c_u_cons(1089)_ 745.24557600785647
     RHS c_u_cons(1090)_ 764.67893554747843
     RHS c_u_cons(1091)_ 769.53647061722813
     RHS c_u_cons(1092)_ 775.81270494625824
     RHS c_u_cons(1093)_ 775.81270494625824
     RHS c_u_cons(1094)_ 775.81270494625824
     RHS c_u_cons(1095)_ 709.58883012309502
     RHS c_u_cons(1096)_ 721.37891665028076
     RHS c_u_cons(1097)_ 739.91235997996932
     RHS c_u_cons(1098)_ 750.52403785628132
     RHS c_u_cons(1099)_ 759.90049638386006
     RHS c_u_cons(1100)_ 759.90049638386006
     RHS c_u_cons(1101)_ 759.90049638386006
     RHS c_u_cons(1102)_ 693.39002704925338
     RHS c_u_cons(1103)_ 705.85842008711359
     RHS c_u_cons(1104)_ 716.78032877901728
     RHS c_u_cons(1105)_ 731.88963604253433
     RHS c_u_cons(1106)_ 736.55401454485445
     RHS c_u_cons(1107)_ 736.55401454485445
     RHS c_u_cons(1108)_ 736.55401454485445
     RHS c_u_cons(1109)_ 671.45791213874008
     RHS c_u_cons(1110)_ 679.40859853124152
     RHS c_u_cons(1111)_ 686.80480128631814
     RHS c_u_cons(1112)_ 692.84344489718524
     RHS c_u_cons(1113)_ 697.03084974078695
     RHS c_u_cons(1114)_ 697.03084974078695
     RHS c_u_cons(1115)_ 697.03084974078695
     RHS c_u_cons(1116)_ 656.14601766352735
     RHS c_u_cons(1117)_ 661.66795405056519
     RHS c_u_cons(1118)_ 666.80478867124475
     RHS c_u_cons(1119)_ 670.99876693136696
     RHS c_u_cons(1120)_ 673.90701686497653
     RHS c_u_cons(1121)_ 673.90701686497653
     RHS c_u_cons(1122)_ 673.90701686497653
     RHS c_u_cons(1123)_ 642.94331985854728
     RHS c_u_cons(1124)_ 646.37106388957795
     RHS c_u_cons(1125)_ 649.55975585835154
     RHS c_u_cons(1126)_ 652.16316939660805
     RHS c_u_cons(1127)_ 653.96846660612982
     RHS c_u_cons(1128)_ 653.96846660612982
     RHS c_u_cons(1129)_ 653.96846660612982
     RHS c_u_cons(1130)_ 741.20516975667226
     RHS c_u_cons(1131)_ 765.29452309268186
     RHS c_u_cons(1132)_ 773.38110861684697
     RHS c_u_cons(1133)_ 777.96844347151193
     RHS c_u_cons(1134)_ 785.36536312991893
     RHS c_u_cons(1135)_ 785.36536312991893
     RHS c_u_cons(1136)_ 785.36536312991893
     RHS c_u_cons(1137)_ 715.47553200420691
     RHS c_u_cons(1138)_ 736.97158917615457
     RHS c_u_cons(1139)_ 756.19720412994604
     RHS c_u_cons(1140)_ 761.00281165679394
     RHS c_u_cons(1141)_ 767.21195240385214
     RHS c_u_cons(1142)_ 767.21195240385214
     RHS c_u_cons(1143)_ 767.21195240385214
     RHS c_u_cons(1144)_ 701.77266259582325
     RHS c_u_cons(1145)_ 713.44695094673523
     RHS c_u_cons(1146)_ 731.79836516809598
     RHS c_u_cons(1147)_ 742.30581879274973
     RHS c_u_cons(1148)_ 751.59018496842793
     RHS c_u_cons(1149)_ 751.59018496842793
     RHS c_u_cons(1150)_ 751.59018496842793
     RHS c_u_cons(1151)_ 685.8318743590844
     RHS c_u_cons(1152)_ 698.19492310286978
     RHS c_u_cons(1153)_ 709.02455360322108
     RHS c_u_cons(1154)_ 724.00620373379388
     RHS c_u_cons(1155)_ 728.63117333561388
     RHS c_u_cons(1156)_ 728.63117333561388
     RHS c_u_cons(1157)_ 728.63117333561388
     RHS c_u_cons(1158)_ 664.17758182000898
     RHS c_u_cons(1159)_ 672.07576898266609
     RHS c_u_cons(1160)_ 679.42313382246778
     RHS c_u_cons(1161)_ 685.42190362581368
     RHS c_u_cons(1162)_ 689.58165858882865
     RHS c_u_cons(1163)_ 689.58165858882865
     RHS c_u_cons(1164)_ 689.58165858882865
     RHS c_u_cons(1165)_ 649.03669124873898
     RHS c_u_cons(1166)_ 654.53325279170383
     RHS c_u_cons(1167)_ 659.64648221877144
     RHS c_u_cons(1168)_ 663.82118797429791
     RHS c_u_cons(1169)_ 666.71607368503021
     RHS c_u_cons(1170)_ 666.71607368503021
     RHS c_u_cons(1171)_ 666.71607368503021
     RHS c_u_cons(1172)_ 635.93221690402174
     RHS c_u_cons(1173)_ 639.35016615065365
     RHS c_u_cons(1174)_ 642.5297464267029
     RHS c_u_cons(1175)_ 645.12572070634587
     RHS c_u_cons(1176)_ 646.92585927602067
     RHS c_u_cons(1177)_ 646.92585927602067
     RHS c_u_cons(1178)_ 646.92585927602067
     RHS c_u_cons(1179)_ 1
     RHS c_u_cons(1180)_ 1
     RHS c_u_cons(1181)_ 749.58900799327353
     RHS c_u_cons(1182)_ 773.95083816813144
     RHS c_u_cons(1183)_ 782.12889178734963
     RHS c_u_cons(1184)_ 786.76811439850621
     RHS c_u_cons(1185)_ 794.24870127942529
     RHS c_u_cons(1186)_ 794.24870127942529
     RHS c_u_cons(1187)_ 794.24870127942529
     RHS c_u_cons(1188)_ 723.51724072647482
     RHS c_u_cons(1189)_ 745.24557600785647
     RHS c_u_cons(1190)_ 764.67893554747843
     RHS c_u_cons(1191)_ 769.53647061722813
     RHS c_u_cons(1192)_ 775.81270494625824
     RHS c_u_cons(1193)_ 775.81270494625824
     RHS c_u_cons(1194)_ 775.81270494625824
     RHS c_u_cons(1195)_ 709.58883012309502
     RHS c_u_cons(1196)_ 721.37891665028076
     RHS c_u_cons(1197)_ 739.91235997996932
     RHS c_u_cons(1198)_ 750.52403785628132
     RHS c_u_cons(1199)_ 759.90049638386006
     RHS c_u_cons(1200)_ 759.90049638386006
     RHS c_u_cons(1201)_ 759.90049638386006
     RHS c_u_cons(1202)_ 693.39002704925338
     RHS c_u_cons(1203)_ 705.85842008711359
     RHS c_u_cons(1204)_ 716.78032877901728
     RHS c_u_cons(1205)_ 731.88963604253433
     RHS c_u_cons(1206)_ 736.55401454485445
     RHS c_u_cons(1207)_ 736.55401454485445
     RHS c_u_cons(1208)_ 736.55401454485445
     RHS c_u_cons(1209)_ 671.45791213874008
     RHS c_u_cons(1210)_ 679.40859853124152
     RHS c_u_cons(1211)_ 686.80480128631814
     RHS c_u_cons(1212)_ 692.84344489718524
     RHS c_u_cons(1213)_ 697.03084974078695
     RHS c_u_cons(1214)_ 697.03084974078695
     RHS c_u_cons(1215)_ 697.03084974078695
     RHS c_u_cons(1216)_ 656.14601766352735
     RHS c_u_cons(1217)_ 661.66795405056519
     RHS c_u_cons(1218)_ 666.80478867124475
     RHS c_u_cons(1219)_ 670.99876693136696
     RHS c_u_cons(1220)_ 673.90701686497653
     RHS c_u_cons(1221)_ 673.90701686497653
     RHS c_u_cons(1222)_ 673.90701686497653
     RHS c_u_cons(1223)_ 642.94331985854728
     RHS c_u_cons(1224)_ 646.37106388957795
     RHS c_u_cons(1225)_ 649.55975585835154
     RHS c_u_cons(1226)_ 652.16316939660805
     RHS c_u_cons(1227)_ 653.96846660612982
     RHS c_u_cons(1228)_ 653.96846660612982
     RHS c_u_cons(1229)_ 653.96846660612982
     RHS c_u_cons(1230)_ 741.20516975667226
     RHS c_u_cons(1231)_ 765.29452309268186
     RHS c_u_cons(1232)_ 773.38110861684697
     RHS c_u_cons(1233)_ 777.96844347151193
     RHS c_u_cons(1234)_ 785.36536312991893
     RHS c_u_cons(1235)_ 785.36536312991893
     RHS c_u_cons(1236)_ 785.36536312991893
     RHS c_u_cons(1237)_ 715.47553200420691
     RHS c_u_cons(1238)_ 736.97158917615457
     RHS c_u_cons(1239)_ 756.19720412994604
     RHS c_u_cons(1240)_ 761.00281165679394
     RHS c_u_cons(1241)_ 767.21195240385214
     RHS c_u_cons(1242)_ 767.21195240385214
     RHS c_u_cons(1243)_ 767.21195240385214
     RHS c_u_cons(1244)_ 701.77266259582325
     RHS c_u_cons(1245)_ 713.44695094673523
     RHS c_u_cons(1246)_ 731.79836516809598
     RHS c_u_cons(1247)_ 742.30581879274973
     RHS c_u_cons(1248)_ 751.59018496842793
     RHS c_u_cons(1249)_ 751.59018496842793
     RHS c_u_cons(1250)_ 751.59018496842793
     RHS c_u_cons(1251)_ 685.8318743590844
     RHS c_u_cons(1252)_ 698.19492310286978
     RHS c_u_cons(1253)_ 709.02455360322108
     RHS c_u_cons(1254)_ 724.00620373379388
     RHS c_u_cons(1255)_ 728.63117333561388
     RHS c_u_cons(1256)_ 728.63117333561388
     RHS c_u_cons(1257)_ 728.63117333561388
     RHS c_u_cons(1258)_ 664.17758182000898
     RHS c_u_cons(1259)_ 672.07576898266609
     RHS c_u_cons(1260)_ 679.42313382246778
     RHS c_u_cons(1261)_ 685.42190362581368
     RHS c_u_cons(1262)_ 689.58165858882865
     RHS c_u_cons(1263)_ 689.58165858882865
     RHS c_u_cons(1264)_ 689.58165858882865
     RHS c_u_cons(1265)_ 649.03669124873898
     RHS c_u_cons(1266)_ 654.53325279170383
     RHS c_u_cons(1267)_ 659.64648221877144
     RHS c_u_cons(1268)_ 663.82118797429791
     RHS c_u_cons(1269)_ 666.71607368503021
     RHS c_u_cons(1270)_ 666.71607368503021
     RHS c_u_cons(1271)_ 666.71607368503021
     RHS c_u_cons(1272)_ 635.93221690402174
     RHS c_u_cons(1273)_ 639.35016615065365
     RHS c_u_cons(1274)_ 642.5297464267029
     RHS c_u_cons(1275)_ 645.12572070634587
     RHS c_u_cons(1276)_ 646.92585927602067
     RHS c_u_cons(1277)_ 646.92585927602067
     RHS c_u_cons(1278)_ 646.92585927602067
     RHS c_u_cons(1279)_ 1
     RHS c_u_cons(1280)_ 1
     RHS c_u_cons(1281)_ 2193.3140360186471
     RHS c_u_cons(1282)_ 2245.4329993025472
     RHS c_u_cons(1283)_ 2279.8764929883801
     RHS c_u_cons(1284)_ 2294.2010649869744
     RHS c_u_cons(1285)_ 2317.1662188151204
     RHS c_u_cons(1286)_ 2317.1662188151204
     RHS c_u_cons(1287)_ 2317.1662188151204
     RHS c_u_cons(1288)_ 2182.3353196453368
     RHS c_u_cons(1289)_ 2233.1979152305707
     RHS c_u_cons(1290)_ 2266.8111220079641
     RHS c_u_cons(1291)_ 2280.7903891804008
     RHS c_u_cons(1292)_ 2303.2019503112519
     RHS c_u_cons(1293)_ 2303.2019503112519
     RHS c_u_cons(1294)_ 2303.2019503112519
     RHS c_u_cons(1295)_ 2161.8927551847696
     RHS c_u_cons(1296)_ 2210.4159718487499
     RHS c_u_cons(1297)_ 2242.483169687629
     RHS c_u_cons(1298)_ 2255.819473153997
     RHS c_u_cons(1299)_ 2277.2002348712776
     RHS c_u_cons(1300)_ 2277.2002348712776
     RHS c_u_cons(1301)_ 2277.2002348712776
     RHS c_u_cons(1302)_ 2181.5245443034651
     RHS c_u_cons(1303)_ 2231.7678932352233
     RHS c_u_cons(1304)_ 2231.7678932352233
     RHS c_u_cons(1305)_ 2231.7678932352233
     RHS c_u_cons(1306)_ 2231.7678932352233
     RHS c_u_cons(1307)_ 2231.7678932352233
     RHS c_u_cons(1308)_ 2231.7678932352233
     RHS c_u_cons(1309)_ 2160.5553482181449
     RHS c_u_cons(1310)_ 2160.5553482181449
     RHS c_u_cons(1311)_ 2160.5553482181449
     RHS c_u_cons(1312)_ 2160.5553482181449
     RHS c_u_cons(1313)_ 2160.5553482181449
     RHS c_u_cons(1314)_ 2160.5553482181449
     RHS c_u_cons(1315)_ 2160.5553482181449
     RHS c_u_cons(1316)_ 2065.9480853480991
     RHS c_u_cons(1317)_ 2065.9480853480991
     RHS c_u_cons(1318)_ 2065.9480853480991
     RHS c_u_cons(1319)_ 2065.9480853480991
     RHS c_u_cons(1320)_ 2065.9480853480991
     RHS c_u_cons(1321)_ 2065.9480853480991
     RHS c_u_cons(1322)_ 2065.9480853480991
     RHS c_u_cons(1323)_ 1964.498922471379
     RHS c_u_cons(1324)_ 1964.498922471379
     RHS c_u_cons(1325)_ 1964.498922471379
     RHS c_u_cons(1326)_ 1964.498922471379
     RHS c_u_cons(1327)_ 1964.498922471379
     RHS c_u_cons(1328)_ 1964.498922471379
     RHS c_u_cons(1329)_ 1964.498922471379
     RHS c_u_cons(1330)_ 1877.8998089460115
     RHS c_u_cons(1331)_ 1877.8998089460115
     RHS c_u_cons(1332)_ 1877.8998089460115
     RHS c_u_cons(1333)_ 1877.8998089460115
     RHS c_u_cons(1334)_ 1877.8998089460115
     RHS c_u_cons(1335)_ 1877.8998089460115
     RHS c_u_cons(1336)_ 1877.8998089460115
     RHS c_u_cons(1337)_ 1817.2426230376925
     RHS c_u_cons(1338)_ 1817.2426230376925
     RHS c_u_cons(1339)_ 1817.2426230376925
     RHS c_u_cons(1340)_ 1817.2426230376925
     RHS c_u_cons(1341)_ 1817.2426230376925
     RHS c_u_cons(1342)_ 1817.2426230376925
     RHS c_u_cons(1343)_ 1817.2426230376925
     RHS c_u_cons(1344)_ 1780.3998439475106
     RHS c_u_cons(1345)_ 1780.3998439475106
     RHS c_u_cons(1346)_ 1780.3998439475106
     RHS c_u_cons(1347)_ 1780.3998439475106
     RHS c_u_cons(1348)_ 1780.3998439475106
     RHS c_u_cons(1349)_ 1780.3998439475106
     RHS c_u_cons(1350)_ 1780.3998439475106
     RHS c_u_cons(1351)_ 1759.9266678181195
     RHS c_u_cons(1352)_ 1759.9266678181195
     RHS c_u_cons(1353)_ 1759.9266678181195
     RHS c_u_cons(1354)_ 1759.9266678181195
     RHS c_u_cons(1355)_ 1759.9266678181195
     RHS c_u_cons(1356)_ 1759.9266678181195
     RHS c_u_cons(1357)_ 1759.9266678181195
     RHS c_u_cons(1358)_ 733.24057181318449
     RHS c_u_cons(1359)_ 733.24057181318449
     RHS c_u_cons(1360)_ 733.24057181318449
     RHS c_u_cons(1361)_ 763.84840582550987
     RHS c_u_cons(1362)_ 781.69714602889883
     RHS c_u_cons(1363)_ 792.70819494439081
     RHS c_u_cons(1364)_ 799.32854157748557
     RHS c_u_cons(1365)_ 799.32854157748557
     RHS c_u_cons(1366)_ 799.32854157748557
     RHS c_u_cons(1367)_ 799.32854157748557
     RHS c_u_cons(1368)_ 799.32854157748557
     RHS c_u_cons(1369)_ 714.41849647323079
     RHS c_u_cons(1370)_ 714.41849647323079
     RHS c_u_cons(1371)_ 714.41849647323079
     RHS c_u_cons(1372)_ 742.19033113275441
     RHS c_u_cons(1373)_ 757.63042618700342
     RHS c_u_cons(1374)_ 774.51596844826895
     RHS c_u_cons(1375)_ 782.58786126222401
     RHS c_u_cons(1376)_ 782.58786126222401
     RHS c_u_cons(1377)_ 782.58786126222401
     RHS c_u_cons(1378)_ 782.58786126222401
     RHS c_u_cons(1379)_ 782.58786126222401
     RHS c_u_cons(1380)_ 696.62538164731734
     RHS c_u_cons(1381)_ 696.62538164731734
     RHS c_u_cons(1382)_ 696.62538164731734
     RHS c_u_cons(1383)_ 717.39866551828538
     RHS c_u_cons(1384)_ 741.17396666013508
     RHS c_u_cons(1385)_ 756.96051857312773
     RHS c_u_cons(1386)_ 763.77170334734001
     RHS c_u_cons(1387)_ 763.77170334734001
     RHS c_u_cons(1388)_ 763.77170334734001
     RHS c_u_cons(1389)_ 763.77170334734001
     RHS c_u_cons(1390)_ 763.77170334734001
     RHS c_u_cons(1391)_ 682.25385327800996
     RHS c_u_cons(1392)_ 682.25385327800996
     RHS c_u_cons(1393)_ 682.25385327800996
     RHS c_u_cons(1394)_ 699.3736339019099
     RHS c_u_cons(1395)_ 715.0852070976955
     RHS c_u_cons(1396)_ 732.33851236793748
     RHS c_u_cons(1397)_ 742.542959080576
     RHS c_u_cons(1398)_ 742.542959080576
     RHS c_u_cons(1399)_ 742.542959080576
     RHS c_u_cons(1400)_ 742.542959080576
     RHS c_u_cons(1401)_ 742.542959080576
     RHS c_u_cons(1402)_ 659.43942517264645
     RHS c_u_cons(1403)_ 659.43942517264645
     RHS c_u_cons(1404)_ 659.43942517264645
     RHS c_u_cons(1405)_ 669.78768169097032
     RHS c_u_cons(1406)_ 680.09188780866816
     RHS c_u_cons(1407)_ 693.29033166799263
     RHS c_u_cons(1408)_ 699.71341431256633
     RHS c_u_cons(1409)_ 699.71341431256633
     RHS c_u_cons(1410)_ 699.71341431256633
     RHS c_u_cons(1411)_ 699.71341431256633
     RHS c_u_cons(1412)_ 699.71341431256633
     RHS c_u_cons(1413)_ 645.73928020034418
     RHS c_u_cons(1414)_ 645.73928020034418
     RHS c_u_cons(1415)_ 645.73928020034418
     RHS c_u_cons(1416)_ 652.94091111183786
     RHS c_u_cons(1417)_ 660.11188616103721
     RHS c_u_cons(1418)_ 669.2970393424082
     RHS c_u_cons(1419)_ 673.76703585228711
     RHS c_u_cons(1420)_ 673.76703585228711
     RHS c_u_cons(1421)_ 673.76703585228711
     RHS c_u_cons(1422)_ 673.76703585228711
     RHS c_u_cons(1423)_ 673.76703585228711
     RHS c_u_cons(1424)_ 633.88177436451781
     RHS c_u_cons(1425)_ 633.88177436451781
     RHS c_u_cons(1426)_ 633.88177436451781
     RHS c_u_cons(1427)_ 638.35999383973967
     RHS c_u_cons(1428)_ 642.8191504552783
     RHS c_u_cons(1429)_ 648.53079166061468
     RHS c_u_cons(1430)_ 651.31038779248058
     RHS c_u_cons(1431)_ 651.31038779248058
     RHS c_u_cons(1432)_ 651.31038779248058
     RHS c_u_cons(1433)_ 651.31038779248058
     RHS c_u_cons(1434)_ 651.31038779248058
     RHS c_u_cons(1435)_ 1
     RHS c_u_cons(1436)_ 1
     RHS c_u_cons(1437)_ 2193.3140360186471
     RHS c_u_cons(1438)_ 2245.4329993025472
     RHS c_u_cons(1439)_ 2279.8764929883801
     RHS c_u_cons(1440)_ 2294.2010649869744
     RHS c_u_cons(1441)_ 2317.1662188151204
     RHS c_u_cons(1442)_ 2317.1662188151204
     RHS c_u_cons(1443)_ 2317.1662188151204
     RHS c_u_cons(1444)_ 2182.3353196453368
     RHS c_u_cons(1445)_ 2233.1979152305707
     RHS c_u_cons(1446)_ 2266.8111220079641
     RHS c_u_cons(1447)_ 2280.7903891804008
     RHS c_u_cons(1448)_ 2303.2019503112519
     RHS c_u_cons(1449)_ 2303.2019503112519
     RHS c_u_cons(1450)_ 2303.2019503112519
     RHS c_u_cons(1451)_ 2161.8927551847696
     RHS c_u_cons(1452)_ 2210.4159718487499
     RHS c_u_cons(1453)_ 2242.483169687629
     RHS c_u_cons(1454)_ 2255.819473153997
     RHS c_u_cons(1455)_ 2277.2002348712776
     RHS c_u_cons(1456)_ 2277.2002348712776
     RHS c_u_cons(1457)_ 2277.2002348712776
     RHS c_u_cons(1458)_ 2181.5245443034651
     RHS c_u_cons(1459)_ 2231.7678932352233
     RHS c_u_cons(1460)_ 2231.7678932352233
     RHS c_u_cons(1461)_ 2231.7678932352233
     RHS c_u_cons(1462)_ 2231.7678932352233
     RHS c_u_cons(1463)_ 2231.7678932352233
     RHS c_u_cons(1464)_ 2231.7678932352233
     RHS c_u_cons(1465)_ 2160.5553482181449
     RHS c_u_cons(1466)_ 2160.5553482181449
     RHS c_u_cons(1467)_ 2160.5553482181449
     RHS c_u_cons(1468)_ 2160.5553482181449
     RHS c_u_cons(1469)_ 2160.5553482181449
     RHS c_u_cons(1470)_ 2160.5553482181449
     RHS c_u_cons(1471)_ 2160.5553482181449
     RHS c_u_cons(1472)_ 2065.9480853480991
     RHS c_u_cons(1473)_ 2065.9480853480991
     RHS c_u_cons(1474)_ 2065.9480853480991
     RHS c_u_cons(1475)_ 2065.9480853480991
     RHS c_u_cons(1476)_ 2065.9480853480991
     RHS c_u_cons(1477)_ 2065.9480853480991
     RHS c_u_cons(1478)_ 2065.9480853480991
     RHS c_u_cons(1479)_ 1964.498922471379
     RHS c_u_cons(1480)_ 1964.498922471379
     RHS c_u_cons(1481)_ 1964.498922471379
     RHS c_u_cons(1482)_ 1964.498922471379
     RHS c_u_cons(1483)_ 1964.498922471379
     RHS c_u_cons(1484)_ 1964.498922471379
     RHS c_u_cons(1485)_ 1964.498922471379
     RHS c_u_cons(1486)_ 1877.8998089460115
     RHS c_u_cons(1487)_ 1877.8998089460115
     RHS c_u_cons(1488)_ 1877.8998089460115
     RHS c_u_cons(1489)_ 1877.8998089460115
     RHS c_u_cons(1490)_ 1877.8998089460115
     RHS c_u_cons(1491)_ 1877.8998089460115
     RHS c_u_cons(1492)_ 1877.8998089460115
     RHS c_u_cons(1493)_ 1817.2426230376925
     RHS c_u_cons(1494)_ 1817.2426230376925
     RHS c_u_cons(1495)_ 1817.2426230376925
     RHS c_u_cons(1496)_ 1817.2426230376925
     RHS c_u_cons(1497)_ 1817.2426230376925
     RHS c_u_cons(1498)_ 1817.2426230376925
     RHS c_u_cons(1499)_ 1817.2426230376925
     RHS c_u_cons(1500)_ 1780.3998439475106
     RHS c_u_cons(1501)_ 1780.3998439475106
     RHS c_u_cons(1502)_ 1780.3998439475106
     RHS c_u_cons(1503)_ 1780.3998439475106
     RHS c_u_cons(1504)_ 1780.3998439475106
     RHS c_u_cons(1505)_ 1780.3998439475106
     RHS c_u_cons(1506)_ 1780.3998439475106
     RHS c_u_cons(1507)_ 1759.9266678181195
     RHS c_u_cons(1508)_ 1759.9266678181195
     RHS c_u_cons(1509)_ 1759.9266678181195
     RHS c_u_cons(1510)_ 1759.9266678181195
     RHS c_u_cons(1511)_ 1759.9266678181195
     RHS c_u_cons(1512)_ 1759.9266678181195
     RHS c_u_cons(1513)_ 1759.9266678181195
     RHS c_u_cons(1514)_ 733.24057181318449
     RHS c_u_cons(1515)_ 733.24057181318449
     RHS c_u_cons(1516)_ 733.24057181318449
     RHS c_u_cons(1517)_ 763.84840582550987
     RHS c_u_cons(1518)_ 781.69714602889883
     RHS c_u_cons(1519)_ 792.70819494439081
     RHS c_u_cons(1520)_ 799.32854157748557
     RHS c_u_cons(1521)_ 799.32854157748557
     RHS c_u_cons(1522)_ 799.32854157748557
     RHS c_u_cons(1523)_ 799.32854157748557
     RHS c_u_cons(1524)_ 799.32854157748557
     RHS c_u_cons(1525)_ 714.41849647323079
     RHS c_u_cons(1526)_ 714.41849647323079
     RHS c_u_cons(1527)_ 714.41849647323079
     RHS c_u_cons(1528)_ 742.19033113275441
     RHS c_u_cons(1529)_ 757.63042618700342
     RHS c_u_cons(1530)_ 774.51596844826895
     RHS c_u_cons(1531)_ 782.58786126222401
     RHS c_u_cons(1532)_ 782.58786126222401
     RHS c_u_cons(1533)_ 782.58786126222401
     RHS c_u_cons(1534)_ 782.58786126222401
     RHS c_u_cons(1535)_ 782.58786126222401
     RHS c_u_cons(1536)_ 696.62538164731734
     RHS c_u_cons(1537)_ 696.62538164731734
     RHS c_u_cons(1538)_ 696.62538164731734
     RHS c_u_cons(1539)_ 717.39866551828538
     RHS c_u_cons(1540)_ 741.17396666013508
     RHS c_u_cons(1541)_ 756.96051857312773
     RHS c_u_cons(1542)_ 763.77170334734001
     RHS c_u_cons(1543)_ 763.77170334734001
     RHS c_u_cons(1544)_ 763.77170334734001
     RHS c_u_cons(1545)_ 763.77170334734001
     RHS c_u_cons(1546)_ 763.77170334734001
     RHS c_u_cons(1547)_ 682.25385327800996
     RHS c_u_cons(1548)_ 682.25385327800996
     RHS c_u_cons(1549)_ 682.25385327800996
     RHS c_u_cons(1550)_ 699.3736339019099
     RHS c_u_cons(1551)_ 715.0852070976955
     RHS c_u_cons(1552)_ 732.33851236793748
     RHS c_u_cons(1553)_ 742.542959080576
     RHS c_u_cons(1554)_ 742.542959080576
     RHS c_u_cons(1555)_ 742.542959080576
     RHS c_u_cons(1556)_ 742.542959080576
     RHS c_u_cons(1557)_ 742.542959080576
     RHS c_u_cons(1558)_ 659.43942517264645
     RHS c_u_cons(1559)_ 659.43942517264645
     RHS c_u_cons(1560)_ 659.43942517264645
     RHS c_u_cons(1561)_ 669.78768169097032
     RHS c_u_cons(1562)_ 680.09188780866816
     RHS c_u_cons(1563)_ 693.29033166799263
     RHS c_u_cons(1564)_ 699.71341431256633
     RHS c_u_cons(1565)_ 699.71341431256633
     RHS c_u_cons(1566)_ 699.71341431256633
     RHS c_u_cons(1567)_ 699.71341431256633
     RHS c_u_cons(1568)_ 699.71341431256633
     RHS c_u_cons(1569)_ 645.73928020034418
     RHS c_u_cons(1570)_ 645.73928020034418
     RHS c_u_cons(1571)_ 645.73928020034418
     RHS c_u_cons(1572)_ 652.94091111183786
     RHS c_u_cons(1573)_ 660.11188616103721
     RHS c_u_cons(1574)_ 669.2970393424082
     RHS c_u_cons(1575)_ 673.76703585228711
     RHS c_u_cons(1576)_ 673.76703585228711
     RHS c_u_cons(1577)_ 673.76703585228711
     RHS c_u_cons(1578)_ 673.76703585228711
     RHS c_u_cons(1579)_ 673.76703585228711
     RHS c_u_cons(1580)_ 633.88177436451781
     RHS c_u_cons(1581)_ 633.88177436451781
     RHS c_u_cons(1582)_ 633.88177436451781
     RHS c_u_cons(1583)_ 638.35999383973967
     RHS c_u_cons(1584)_ 642.8191504552783
     RHS c_u_cons(1585)_ 648.53079166061468
     RHS c_u_cons(1586)_ 651.31038779248058
     RHS c_u_cons(1587)_ 651.31038779248058
     RHS c_u_cons(1588)_ 651.31038779248058
     RHS c_u_cons(1589)_ 651.31038779248058
     RHS c_u_cons(1590)_ 651.31038779248058
     RHS c_u_cons(1591)_ 1
     RHS c_u_cons(1592)_ 1
     RHS c_u_cons(1593)_ 2193.3140360186471
     RHS c_u_cons(1594)_ 2245.4329993025472
     RHS c_u_cons(1595)_ 2279.8764929883801
     RHS c_u_cons(1596)_ 2294.2010649869744
     RHS c_u_cons(1597)_ 2317.1662188151204
     RHS c_u_cons(1598)_ 2317.1662188151204
     RHS c_u_cons(1599)_ 2317.1662188151204
     RHS c_u_cons(1600)_ 2182.3353196453368
     RHS c_u_cons(1601)_ 2233.1979152305707
     RHS c_u_cons(1602)_ 2266.8111220079641
     RHS c_u_cons(1603)_ 2280.7903891804008
     RHS c_u_cons(1604)_ 2303.2019503112519
     RHS c_u_cons(1605)_ 2303.2019503112519
     RHS c_u_cons(1606)_ 2303.2019503112519
     RHS c_u_cons(1607)_ 2161.8927551847696
     RHS c_u_cons(1608)_ 2210.4159718487499
     RHS c_u_cons(1609)_ 2242.483169687629
     RHS c_u_cons(1610)_ 2255.819473153997
     RHS c_u_cons(1611)_ 2277.2002348712776
     RHS c_u_cons(1612)_ 2277.2002348712776
     RHS c_u_cons(1613)_ 2277.2002348712776
     RHS c_u_cons(1614)_ 2181.5245443034651
     RHS c_u_cons(1615)_ 2231.7678932352233
     RHS c_u_cons(1616)_ 2231.7678932352233
     RHS c_u_cons(1617)_ 2231.7678932352233
     RHS c_u_cons(1618)_ 2231.7678932352233
     RHS c_u_cons(1619)_ 2231.7678932352233
     RHS c_u_cons(1620)_ 2231.7678932352233
     RHS c_u_cons(1621)_ 2160.5553482181449
     RHS c_u_cons(1622)_ 2160.5553482181449
     RHS c_u_cons(1623)_ 2160.5553482181449
     RHS c_u_cons(1624)_ 2160.5553482181449
     RHS c_u_cons(1625)_ 2160.5553482181449
     RHS c_u_cons(1626)_ 2160.5553482181449
     RHS c_u_cons(1627)_ 2160.5553482181449
     RHS c_u_cons(1628)_ 2065.9480853480991
     RHS c_u_cons(1629)_ 2065.9480853480991
     RHS c_u_cons(1630)_ 2065.9480853480991
     RHS c_u_cons(1631)_ 2065.9480853480991
     RHS c_u_cons(1632)_ 2065.9480853480991
     RHS c_u_cons(1633)_ 2065.9480853480991
     RHS c_u_cons(1634)_ 2065.9480853480991
     RHS c_u_cons(1635)_ 1964.498922471379
     RHS c_u_cons(1636)_ 1964.498922471379
     RHS c_u_cons(1637)_ 1964.498922471379
     RHS c_u_cons(1638)_ 1964.498922471379
     RHS c_u_cons(1639)_ 1964.498922471379
     RHS c_u_cons(1640)_ 1964.498922471379
     RHS c_u_cons(1641)_ 1964.498922471379
     RHS c_u_cons(1642)_ 1877.8998089460115
     RHS c_u_cons(1643)_ 1877.8998089460115
     RHS c_u_cons(1644)_ 1877.8998089460115
     RHS c_u_cons(1645)_ 1877.8998089460115
     RHS c_u_cons(1646)_ 1877.8998089460115
     RHS c_u_cons(1647)_ 1877.8998089460115
     RHS c_u_cons(1648)_ 1877.8998089460115
     RHS c_u_cons(1649)_ 1817.2426230376925
     RHS c_u_cons(1650)_ 1817.2426230376925
     RHS c_u_cons(1651)_ 1817.2426230376925
     RHS c_u_cons(1652)_ 1817.2426230376925
     RHS c_u_cons(1653)_ 1817.2426230376925
     RHS c_u_cons(1654)_ 1817.2426230376925
     RHS c_u_cons(1655)_ 1817.2426230376925
     RHS c_u_cons(1656)_ 1780.3998439475106
     RHS c_u_cons(1657)_ 1780.3998439475106
     RHS c_u_cons(1658)_ 1780.3998439475106
     RHS c_u_cons(1659)_ 1780.3998439475106
     RHS c_u_cons(1660)_ 1780.3998439475106
     RHS c_u_cons(1661)_ 1780.3998439475106
     RHS c_u_cons(1662)_ 1780.3998439475106
     RHS c_u_cons(1663)_ 1759.9266678181195
     RHS c_u_cons(1664)_ 1759.9266678181195
     RHS c_u_cons(1665)_ 1759.9266678181195
     RHS c_u_cons(1666)_ 1759.9266678181195
     RHS c_u_cons(1667)_ 1759.9266678181195
     RHS c_u_cons(1668)_ 1759.9266678181195
     RHS c_u_cons(1669)_ 1759.9266678181195
     RHS c_u_cons(1670)_ 733.24057181318449
     RHS c_u_cons(1671)_ 733.24057181318449
     RHS c_u_cons(1672)_ 733.24057181318449
     RHS c_u_cons(1673)_ 763.84840582550987
     RHS c_u_cons(1674)_ 781.69714602889883
     RHS c_u_cons(1675)_ 792.70819494439081
     RHS c_u_cons(1676)_ 799.32854157748557
     RHS c_u_cons(1677)_ 799.32854157748557
     RHS c_u_cons(1678)_ 799.32854157748557
     RHS c_u_cons(1679)_ 799.32854157748557
     RHS c_u_cons(1680)_ 799.32854157748557
     RHS c_u_cons(1681)_ 714.41849647323079
     RHS c_u_cons(1682)_ 714.41849647323079
     RHS c_u_cons(1683)_ 714.41849647323079
     RHS c_u_cons(1684)_ 742.19033113275441
     RHS c_u_cons(1685)_ 757.63042618700342
     RHS c_u_cons(1686)_ 774.51596844826895
     RHS c_u_cons(1687)_ 782.58786126222401
     RHS c_u_cons(1688)_ 782.58786126222401
     RHS c_u_cons(1689)_ 782.58786126222401
     RHS c_u_cons(1690)_ 782.58786126222401
     RHS c_u_cons(1691)_ 782.58786126222401
     RHS c_u_cons(1692)_ 696.62538164731734
     RHS c_u_cons(1693)_ 696.62538164731734
     RHS c_u_cons(1694)_ 696.62538164731734
     RHS c_u_cons(1695)_ 717.39866551828538
     RHS c_u_cons(1696)_ 741.17396666013508
     RHS c_u_cons(1697)_ 756.96051857312773
     RHS c_u_cons(1698)_ 763.77170334734001
     RHS c_u_cons(1699)_ 763.77170334734001
     RHS c_u_cons(1700)_ 763.77170334734001
     RHS c_u_cons(1701)_ 763.77170334734001
     RHS c_u_cons(1702)_ 763.77170334734001
     RHS c_u_cons(1703)_ 682.25385327800996
     RHS c_u_cons(1704)_ 682.25385327800996
     RHS c_u_cons(1705)_ 682.25385327800996
     RHS c_u_cons(1706)_ 699.3736339019099
     RHS c_u_cons(1707)_ 715.0852070976955
     RHS c_u_cons(1708)_ 732.33851236793748
     RHS c_u_cons(1709)_ 742.542959080576
     RHS c_u_cons(1710)_ 742.542959080576
     RHS c_u_cons(1711)_ 742.542959080576
     RHS c_u_cons(1712)_ 742.542959080576
     RHS c_u_cons(1713)_ 742.542959080576
     RHS c_u_cons(1714)_ 659.43942517264645
     RHS c_u_cons(1715)_ 659.43942517264645
     RHS c_u_cons(1716)_ 659.43942517264645
     RHS c_u_cons(1717)_ 669.78768169097032
     RHS c_u_cons(1718)_ 680.09188780866816
     RHS c_u_cons(1719)_ 693.29033166799263
     RHS c_u_cons(1720)_ 699.71341431256633
     RHS c_u_cons(1721)_ 699.71341431256633
     RHS c_u_cons(1722)_ 699.71341431256633
     RHS c_u_cons(1723)_ 699.71341431256633
     RHS c_u_cons(1724)_ 699.71341431256633
     RHS c_u_cons(1725)_ 645.73928020034418
     RHS c_u_cons(1726)_ 645.73928020034418
     RHS c_u_cons(1727)_ 645.73928020034418
     RHS c_u_cons(1728)_ 652.94091111183786
     RHS c_u_cons(1729)_ 660.11188616103721
     RHS c_u_cons(1730)_ 669.2970393424082
     RHS c_u_cons(1731)_ 673.76703585228711
     RHS c_u_cons(1732)_ 673.76703585228711
     RHS c_u_cons(1733)_ 673.76703585228711
     RHS c_u_cons(1734)_ 673.76703585228711
     RHS c_u_cons(1735)_ 673.76703585228711
     RHS c_u_cons(1736)_ 633.88177436451781
     RHS c_u_cons(1737)_ 633.88177436451781
     RHS c_u_cons(1738)_ 633.88177436451781
     RHS c_u_cons(1739)_ 638.35999383973967
     RHS c_u_cons(1740)_ 642.8191504552783
     RHS c_u_cons(1741)_ 648.53079166061468
     RHS c_u_cons(1742)_ 651.31038779248058
     RHS c_u_cons(1743)_ 651.31038779248058
     RHS c_u_cons(1744)_ 651.31038779248058
     RHS c_u_cons(1745)_ 651.31038779248058
     RHS c_u_cons(1746)_ 651.31038779248058
     RHS c_u_cons(1747)_ 1
     RHS c_u_cons(1748)_ 1
     RHS c_u_cons(1749)_ 2193.3140360186471
     RHS c_u_cons(1750)_ 2245.4329993025472
     RHS c_u_cons(1751)_ 2279.8764929883801
     RHS c_u_cons(1752)_ 2294.2010649869744
     RHS c_u_cons(1753)_ 2317.1662188151204
     RHS c_u_cons(1754)_ 2317.1662188151204
     RHS c_u_cons(1755)_ 2317.1662188151204
     RHS c_u_cons(1756)_ 2182.3353196453368
     RHS c_u_cons(1757)_ 2233.1979152305707
     RHS c_u_cons(1758)_ 2266.8111220079641
     RHS c_u_cons(1759)_ 2280.7903891804008
     RHS c_u_cons(1760)_ 2303.2019503112519
     RHS c_u_cons(1761)_ 2303.2019503112519
     RHS c_u_cons(1762)_ 2303.2019503112519
     RHS c_u_cons(1763)_ 2161.8927551847696
     RHS c_u_cons(1764)_ 2210.4159718487499
     RHS c_u_cons(1765)_ 2242.483169687629
     RHS c_u_cons(1766)_ 2255.819473153997
     RHS c_u_cons(1767)_ 2277.2002348712776
     RHS c_u_cons(1768)_ 2277.2002348712776
     RHS c_u_cons(1769)_ 2277.2002348712776
     RHS c_u_cons(1770)_ 2181.5245443034651
     RHS c_u_cons(1771)_ 2231.7678932352233
     RHS c_u_cons(1772)_ 2231.7678932352233
     RHS c_u_cons(1773)_ 2231.7678932352233
     RHS c_u_cons(1774)_ 2231.7678932352233
     RHS c_u_cons(1775)_ 2231.7678932352233
     RHS c_u_cons(1776)_ 2231.7678932352233
     RHS c_u_cons(1777)_ 2160.5553482181449
     RHS c_u_cons(1778)_ 2160.5553482181449
     RHS c_u_cons(1779)_ 2160.5553482181449
     RHS c_u_cons(1780)_ 2160.5553482181449
     RHS c_u_cons(1781)_ 2160.5553482181449
     RHS c_u_cons(1782)_ 2160.5553482181449
     RHS c_u_cons(1783)_ 2160.5553482181449
     RHS c_u_cons(1784)_ 2065.9480853480991
     RHS c_u_cons(1785)_ 2065.9480853480991
     RHS c_u_cons(1786)_ 2065.9480853480991
     RHS c_u_cons(1787)_ 2065.9480853480991
     RHS c_u_cons(1788)_ 2065.9480853480991
     RHS c_u_cons(1789)_ 2065.9480853480991
     RHS c_u_cons(1790)_ 2065.9480853480991
     RHS c_u_cons(1791)_ 1964.498922471379
     RHS c_u_cons(1792)_ 1964.498922471379
     RHS c_u_cons(1793)_ 1964.498922471379
     RHS c_u_cons(1794)_ 1964.498922471379
     RHS c_u_cons(1795)_ 1964.498922471379
     RHS c_u_cons(1796)_ 1964.498922471379
     RHS c_u_cons(1797)_ 1964.498922471379
     RHS c_u_cons(1798)_ 1877.8998089460115
     RHS c_u_cons(1799)_ 1877.8998089460115
     RHS c_u_cons(1800)_ 1877.8998089460115
     RHS c_u_cons(1801)_ 1877.8998089460115
     RHS c_u_cons(1802)_ 1877.8998089460115
     RHS c_u_cons(1803)_ 1877.8998089460115
     RHS c_u_cons(1804)_ 1877.8998089460115
     RHS c_u_cons(1805)_ 1817.2426230376925
     RHS c_u_cons(1806)_ 1817.2426230376925
     RHS c_u_cons(1807)_ 1817.2426230376925
     RHS c_u_cons(1808)_ 1817.2426230376925
     RHS c_u_cons(1809)_ 1817.2426230376925
     RHS c_u_cons(1810)_ 1817.2426230376925
     RHS c_u_cons(1811)_ 1817.2426230376925
     RHS c_u_cons(1812)_ 1780.3998439475106
     RHS c_u_cons(1813)_ 1780.3998439475106
     RHS c_u_cons(1814)_ 1780.3998439475106
     RHS c_u_cons(1815)_ 1780.3998439475106
     RHS c_u_cons(1816)_ 1780.3998439475106
     RHS c_u_cons(1817)_ 1780.3998439475106
     RHS c_u_cons(1818)_ 1780.3998439475106
     RHS c_u_cons(1819)_ 1759.9266678181195
     RHS c_u_cons(1820)_ 1759.9266678181195
     RHS c_u_cons(1821)_ 1759.9266678181195
     RHS c_u_cons(1822)_ 1759.9266678181195
     RHS c_u_cons(1823)_ 1759.9266678181195
     RHS c_u_cons(1824)_ 1759.9266678181195
     RHS c_u_cons(1825)_ 1759.9266678181195
     RHS c_u_cons(1826)_ 733.24057181318449
     RHS c_u_cons(1827)_ 733.24057181318449
     RHS c_u_cons(1828)_ 733.24057181318449
     RHS c_u_cons(1829)_ 763.84840582550987
     RHS c_u_cons(1830)_ 781.69714602889883
     RHS c_u_cons(1831)_ 792.70819494439081
     RHS c_u_cons(1832)_ 799.32854157748557
     RHS c_u_cons(1833)_ 799.32854157748557
     RHS c_u_cons(1834)_ 799.32854157748557
     RHS c_u_cons(1835)_ 799.32854157748557
     RHS c_u_cons(1836)_ 799.32854157748557
     RHS c_u_cons(1837)_ 714.41849647323079
     RHS c_u_cons(1838)_ 714.41849647323079
     RHS c_u_cons(1839)_ 714.41849647323079
     RHS c_u_cons(1840)_ 742.19033113275441
     RHS c_u_cons(1841)_ 757.63042618700342
     RHS c_u_cons(1842)_ 774.51596844826895
     RHS c_u_cons(1843)_ 782.58786126222401
     RHS c_u_cons(1844)_ 782.58786126222401
     RHS c_u_cons(1845)_ 782.58786126222401
     RHS c_u_cons(1846)_ 782.58786126222401
     RHS c_u_cons(1847)_ 782.58786126222401
     RHS c_u_cons(1848)_ 696.62538164731734
     RHS c_u_cons(1849)_ 696.62538164731734
     RHS c_u_cons(1850)_ 696.62538164731734
     RHS c_u_cons(1851)_ 717.39866551828538
     RHS c_u_cons(1852)_ 741.17396666013508
     RHS c_u_cons(1853)_ 756.96051857312773
     RHS c_u_cons(1854)_ 763.77170334734001
     RHS c_u_cons(1855)_ 763.77170334734001
     RHS c_u_cons(1856)_ 763.77170334734001
     RHS c_u_cons(1857)_ 763.77170334734001
     RHS c_u_cons(1858)_ 763.77170334734001
     RHS c_u_cons(1859)_ 682.25385327800996
     RHS c_u_cons(1860)_ 682.25385327800996
     RHS c_u_cons(1861)_ 682.25385327800996
     RHS c_u_cons(1862)_ 699.3736339019099
     RHS c_u_cons(1863)_ 715.0852070976955
     RHS c_u_cons(1864)_ 732.33851236793748
     RHS c_u_cons(1865)_ 742.542959080576
     RHS c_u_cons(1866)_ 742.542959080576
     RHS c_u_cons(1867)_ 742.542959080576
     RHS c_u_cons(1868)_ 742.542959080576
     RHS c_u_cons(1869)_ 742.542959080576
     RHS c_u_cons(1870)_ 659.43942517264645
     RHS c_u_cons(1871)_ 659.43942517264645
     RHS c_u_cons(1872)_ 659.43942517264645
     RHS c_u_cons(1873)_ 669.78768169097032
     RHS c_u_cons(1874)_ 680.09188780866816
     RHS c_u_cons(1875)_ 693.29033166799263
     RHS c_u_cons(1876)_ 699.71341431256633
     RHS c_u_cons(1877)_ 699.71341431256633
     RHS c_u_cons(1878)_ 699.71341431256633
     RHS c_u_cons(1879)_ 699.71341431256633
     RHS c_u_cons(1880)_ 699.71341431256633
     RHS c_u_cons(1881)_ 645.73928020034418
     RHS c_u_cons(1882)_ 645.73928020034418
     RHS c_u_cons(1883)_ 645.73928020034418
     RHS c_u_cons(1884)_ 652.94091111183786
     RHS c_u_cons(1885)_ 660.11188616103721
     RHS c_u_cons(1886)_ 669.2970393424082
     RHS c_u_cons(1887)_ 673.76703585228711
     RHS c_u_cons(1888)_ 673.76703585228711
     RHS c_u_cons(1889)_ 673.76703585228711
     RHS c_u_cons(1890)_ 673.76703585228711
     RHS c_u_cons(1891)_ 673.76703585228711
     RHS c_u_cons(1892)_ 633.88177436451781
     RHS c_u_cons(1893)_ 633.88177436451781
     RHS c_u_cons(1894)_ 633.88177436451781
     RHS c_u_cons(1895)_ 638.35999383973967
     RHS c_u_cons(1896)_ 642.8191504552783
     RHS c_u_cons(1897)_ 648.53079166061468
     RHS c_u_cons(1898)_ 651.31038779248058
     RHS c_u_cons(1899)_ 651.31038779248058
     RHS c_u_cons(1900)_ 651.31038779248058
     RHS c_u_cons(1901)_ 651.31038779248058
     RHS c_u_cons(1902)_ 651.31038779248058
     RHS c_e_ONE_VAR_CONSTANT 1
BOUNDS
 BV BOUND sigma(0_1)
 BV BOUND sigma(0_2)
 BV BOUND sigma(0_4)
 BV BOUND sigma(0_8)
 BV BOUND sigma(0_16)
 BV BOUND sigma(0_32)
 BV BOUND sigma(0_64)
 BV BOUND sigma(1_1)
 BV BOUND sigma(1_2)
 BV BOUND sigma(1_4)
 BV BOUND sigma(1_8)
 BV BOUND sigma(1_16)
 BV BOUND sigma(1_32)
 BV BOUND sigma(1_64)
 BV BOUND sigma(1_128)
 BV BOUND sigma(1_256)
 BV BOUND sigma(1_512)
 BV BOUND sigma(1_1024)
 BV BOUND sigma(2_1)
 BV BOUND sigma(2_2)
 BV BOUND sigma(2_4)
 BV BOUND sigma(2_8)
 BV BOUND sigma(2_16)
 BV BOUND sigma(2_32)
 BV BOUND sigma(2_64)
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(0_2)
 BV BOUND x(1_1)
 BV BOUND x(1_2)
 BV BOUND x(1_3)
 BV BOUND x(2_5)
 BV BOUND x(2_6)
 BV BOUND x(2_7)
 BV BOUND e(0_4)
 BV BOUND e(0_5)
 BV BOUND e(0_6)
 BV BOUND e(1_6)
 BV BOUND e(1_7)
 BV BOUND e(1_8)
 BV BOUND e(2_11)
 BV BOUND e(2_12)
 BV BOUND e(2_13)
 BV BOUND A(0_1)
 BV BOUND A(1_0)
 BV BOUND A(1_1)
 BV BOUND A(2_0)
 BV BOUND A(2_1)
 LO BOUND r(0_0) 0
 LO BOUND r(0_1) 0
 LO BOUND r(0_2) 0
 LO BOUND r(0_3) 0
 LO BOUND r(0_4) 0
 LO BOUND r(0_5) 0
 LO BOUND r(0_6) 0
 LO BOUND r(1_1) 0
 LO BOUND r(1_2) 0
 LO BOUND r(1_3) 0
 LO BOUND r(1_4) 0
 LO BOUND r(1_5) 0
 LO BOUND r(1_6) 0
 LO BOUND r(1_7) 0
 LO BOUND r(1_8) 0
 LO BOUND r(2_5) 0
 LO BOUND r(2_6) 0
 LO BOUND r(2_7) 0
 LO BOUND r(2_8) 0
 LO BOUND r(2_9) 0
 LO BOUND r(2_10) 0
 LO BOUND r(2_11) 0
 LO BOUND r(2_12) 0
 LO BOUND r(2_13) 0
 LO BOUND y(0_0_0) 0
 UP BOUND y(0_0_0) 1
 LO BOUND y(0_0_1) 0
 UP BOUND y(0_0_1) 1
 LO BOUND y(0_0_2) 0
 UP BOUND y(0_0_2) 1
 LO BOUND y(0_0_3) 0
 UP BOUND y(0_0_3) 1
 LO BOUND y(0_0_4) 0
 UP BOUND y(0_0_4) 1
 LO BOUND y(0_0_5) 0
 UP BOUND y(0_0_5) 1
 LO BOUND y(0_0_6) 0
 UP BOUND y(0_0_6) 1
 LO BOUND y(0_1_0) 0
 UP BOUND y(0_1_0) 1
 LO BOUND y(0_1_1) 0
 UP BOUND y(0_1_1) 1
 LO BOUND y(0_1_2) 0
 UP BOUND y(0_1_2) 1
 LO BOUND y(0_1_3) 0
 UP BOUND y(0_1_3) 1
 LO BOUND y(0_1_4) 0
 UP BOUND y(0_1_4) 1
 LO BOUND y(0_1_5) 0
 UP BOUND y(0_1_5) 1
 LO BOUND y(0_1_6) 0
 UP BOUND y(0_1_6) 1
 LO BOUND y(1_0_1) 0
 UP BOUND y(1_0_1) 1
 LO BOUND y(1_0_2) 0
 UP BOUND y(1_0_2) 1
 LO BOUND y(1_0_3) 0
 UP BOUND y(1_0_3) 1
 LO BOUND y(1_0_4) 0
 UP BOUND y(1_0_4) 1
 LO BOUND y(1_0_5) 0
 UP BOUND y(1_0_5) 1
 LO BOUND y(1_0_6) 0
 UP BOUND y(1_0_6) 1
 LO BOUND y(1_0_7) 0
 UP BOUND y(1_0_7) 1
 LO BOUND y(1_0_8) 0
 UP BOUND y(1_0_8) 1
 LO BOUND y(1_1_1) 0
 UP BOUND y(1_1_1) 1
 LO BOUND y(1_1_2) 0
 UP BOUND y(1_1_2) 1
 LO BOUND y(1_1_3) 0
 UP BOUND y(1_1_3) 1
 LO BOUND y(1_1_4) 0
 UP BOUND y(1_1_4) 1
 LO BOUND y(1_1_5) 0
 UP BOUND y(1_1_5) 1
 LO BOUND y(1_1_6) 0
 UP BOUND y(1_1_6) 1
 LO BOUND y(1_1_7) 0
 UP BOUND y(1_1_7) 1
 LO BOUND y(1_1_8) 0
 UP BOUND y(1_1_8) 1
 LO BOUND y(2_0_5) 0
 UP BOUND y(2_0_5) 1
 LO BOUND y(2_0_6) 0
 UP BOUND y(2_0_6) 1
 LO BOUND y(2_0_7) 0
 UP BOUND y(2_0_7) 1
 LO BOUND y(2_0_8) 0
 UP BOUND y(2_0_8) 1
 LO BOUND y(2_0_9) 0
 UP BOUND y(2_0_9) 1
 LO BOUND y(2_0_10) 0
 UP BOUND y(2_0_10) 1
 LO BOUND y(2_0_11) 0
 UP BOUND y(2_0_11) 1
 LO BOUND y(2_0_12) 0
 UP BOUND y(2_0_12) 1
 LO BOUND y(2_0_13) 0
 UP BOUND y(2_0_13) 1
 LO BOUND y(2_1_5) 0
 UP BOUND y(2_1_5) 1
 LO BOUND y(2_1_6) 0
 UP BOUND y(2_1_6) 1
 LO BOUND y(2_1_7) 0
 UP BOUND y(2_1_7) 1
 LO BOUND y(2_1_8) 0
 UP BOUND y(2_1_8) 1
 LO BOUND y(2_1_9) 0
 UP BOUND y(2_1_9) 1
 LO BOUND y(2_1_10) 0
 UP BOUND y(2_1_10) 1
 LO BOUND y(2_1_11) 0
 UP BOUND y(2_1_11) 1
 LO BOUND y(2_1_12) 0
 UP BOUND y(2_1_12) 1
 LO BOUND y(2_1_13) 0
 UP BOUND y(2_1_13) 1
 LO BOUND p(0_1_1) 0
 UP BOUND p(0_1_1) 1
 LO BOUND p(0_1_2) 0
 UP BOUND p(0_1_2) 1
 LO BOUND p(0_1_3) 0
 UP BOUND p(0_1_3) 1
 LO BOUND p(0_1_4) 0
 UP BOUND p(0_1_4) 1
 LO BOUND p(0_1_5) 0
 UP BOUND p(0_1_5) 1
 LO BOUND p(0_1_6) 0
 UP BOUND p(0_1_6) 1
 LO BOUND p(0_2_5) 0
 UP BOUND p(0_2_5) 1
 LO BOUND p(0_2_6) 0
 UP BOUND p(0_2_6) 1
 LO BOUND p(1_2_5) 0
 UP BOUND p(1_2_5) 1
 LO BOUND p(1_2_6) 0
 UP BOUND p(1_2_6) 1
 LO BOUND p(1_2_7) 0
 UP BOUND p(1_2_7) 1
 LO BOUND p(1_2_8) 0
 UP BOUND p(1_2_8) 1
ENDATA
