* schedbench instance library: castor-schedule-n3-s0-8cd3357c87852566
* problem castor-schedule: CASTOR (Luo et al.), Sec. 3.3 (Eq. 6-13, Problem 13), Sec. 5.2 (Alg. 1-2), Sec. 9
* instance 8cd3357c87852566 (instances/castor-schedule-n3-s0-8cd3357c87852566.json)
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
 L  c_u_cons(42)_
 L  c_u_cons(43)_
 L  c_u_cons(44)_
 L  c_u_cons(45)_
 L  c_u_cons(46)_
 E  c_e_cons(47)_
 E  c_e_cons(48)_
 E  c_e_cons(49)_
 E  c_e_cons(50)_
 G  c_l_cons(51)_
 G  c_l_cons(52)_
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
 G  c_l_cons(73)_
 L  c_u_cons(74)_
 L  c_u_cons(75)_
 L  c_u_cons(76)_
 L  c_u_cons(77)_
 G  c_l_cons(78)_
 L  c_u_cons(79)_
 L  c_u_cons(80)_
 L  c_u_cons(81)_
 L  c_u_cons(82)_
 G  c_l_cons(83)_
 L  c_u_cons(84)_
 L  c_u_cons(85)_
 L  c_u_cons(86)_
 L  c_u_cons(87)_
 G  c_l_cons(88)_
 L  c_u_cons(89)_
 L  c_u_cons(90)_
 L  c_u_cons(91)_
 L  c_u_cons(92)_
 G  c_l_cons(93)_
 L  c_u_cons(94)_
 L  c_u_cons(95)_
 L  c_u_cons(96)_
 L  c_u_cons(97)_
 G  c_l_cons(98)_
 L  c_u_cons(99)_
 L  c_u_cons(100)_
 L  c_u_cons(101)_
 L  c_u_cons(102)_
 G  c_l_cons(103)_
 L  c_u_cons(104)_
 L  c_u_cons(105)_
 L  c_u_cons(106)_
 L  c_u_cons(107)_
 G  c_l_cons(108)_
 L  c_u_cons(109)_
 L  c_u_cons(110)_
 L  c_u_cons(111)_
 L  c_u_cons(112)_
 L  c_u_cons(113)_
 L  c_u_cons(114)_
 L  c_u_cons(115)_
 L  c_u_cons(116)_
 L  c_u_cons(117)_
 L  c_u_cons(118)_
 L  c_u_cons(119)_
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
 E  c_e_cons(133)_
 E  c_e_cons(134)_
 E  c_e_cons(135)_
 E  c_e_cons(136)_
 G  c_l_cons(137)_
 G  c_l_cons(138)_
 G  c_l_cons(139)_
 L  c_u_cons(140)_
 L  c_u_cons(141)_
 L  c_u_cons(142)_
 L  c_u_cons(143)_
 G  c_l_cons(144)_
 L  c_u_cons(145)_
 L  c_u_cons(146)_
 L  c_u_cons(147)_
 L  c_u_cons(148)_
 G  c_l_cons(149)_
 L  c_u_cons(150)_
 L  c_u_cons(151)_
 L  c_u_cons(152)_
 L  c_u_cons(153)_
 G  c_l_cons(154)_
 L  c_u_cons(155)_
 L  c_u_cons(156)_
 L  c_u_cons(157)_
 L  c_u_cons(158)_
 G  c_l_cons(159)_
 L  c_u_cons(160)_
 L  c_u_cons(161)_
 L  c_u_cons(162)_
 L  c_u_cons(163)_
 G  c_l_cons(164)_
 L  c_u_cons(165)_
 L  c_u_cons(166)_
 L  c_u_cons(167)_
 L  c_u_cons(168)_
 G  c_l_cons(169)_
 L  c_u_cons(170)_
 L  c_u_cons(171)_
 L  c_u_cons(172)_
 L  c_u_cons(173)_
 G  c_l_cons(174)_
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
 E  c_e_ONE_VAR_CONSTANT
COLUMNS
     sigma(0_1) c_e_cons(1)_ 1
     sigma(0_1) c_u_cons(9)_ -207.50167394046522
     sigma(0_1) c_u_cons(14)_ -207.50167394046522
     sigma(0_1) c_u_cons(19)_ -207.50167394046522
     sigma(0_1) c_u_cons(24)_ -207.50167394046522
     sigma(0_1) c_u_cons(29)_ -207.50167394046522
     sigma(0_1) c_u_cons(34)_ -207.50167394046522
     sigma(0_1) c_u_cons(39)_ -207.50167394046522
     sigma(0_1) c_u_cons(44)_ -207.50167394046522
     sigma(0_1) c_u_cons(221)_ 781.77777777777783
     sigma(0_1) c_u_cons(222)_ 781.77777777777783
     sigma(0_1) c_u_cons(223)_ 781.77777777777783
     sigma(0_1) c_u_cons(224)_ 781.77777777777783
     sigma(0_1) c_u_cons(230)_ 585.57361207996996
     sigma(0_1) c_u_cons(236)_ 585.57361207996996
     sigma(0_1) c_u_cons(242)_ 585.57361207996996
     sigma(0_1) c_u_cons(248)_ 585.57361207996996
     sigma(0_2) c_e_cons(1)_ 1
     sigma(0_2) c_u_cons(9)_ -334.21469909618395
     sigma(0_2) c_u_cons(14)_ -334.21469909618395
     sigma(0_2) c_u_cons(19)_ -334.21469909618395
     sigma(0_2) c_u_cons(24)_ -334.21469909618395
     sigma(0_2) c_u_cons(29)_ -334.21469909618395
     sigma(0_2) c_u_cons(34)_ -334.21469909618395
     sigma(0_2) c_u_cons(39)_ -334.21469909618395
     sigma(0_2) c_u_cons(44)_ -334.21469909618395
     sigma(0_2) c_u_cons(217)_ 781.77777777777783
     sigma(0_2) c_u_cons(218)_ 781.77777777777783
     sigma(0_2) c_u_cons(219)_ 781.77777777777783
     sigma(0_2) c_u_cons(220)_ 781.77777777777783
     sigma(0_2) c_u_cons(229)_ 585.57361207996996
     sigma(0_2) c_u_cons(235)_ 585.57361207996996
     sigma(0_2) c_u_cons(241)_ 585.57361207996996
     sigma(0_2) c_u_cons(247)_ 585.57361207996996
     sigma(0_4) c_e_cons(1)_ 1
     sigma(0_4) c_u_cons(9)_ -481.11298958910373
     sigma(0_4) c_u_cons(14)_ -481.11298958910373
     sigma(0_4) c_u_cons(19)_ -481.11298958910373
     sigma(0_4) c_u_cons(24)_ -481.11298958910373
     sigma(0_4) c_u_cons(29)_ -481.11298958910373
     sigma(0_4) c_u_cons(34)_ -481.11298958910373
     sigma(0_4) c_u_cons(39)_ -481.11298958910373
     sigma(0_4) c_u_cons(44)_ -481.11298958910373
     sigma(0_4) c_u_cons(213)_ 781.77777777777783
     sigma(0_4) c_u_cons(214)_ 781.77777777777783
     sigma(0_4) c_u_cons(215)_ 781.77777777777783
     sigma(0_4) c_u_cons(216)_ 781.77777777777783
     sigma(0_4) c_u_cons(228)_ 585.57361207996996
     sigma(0_4) c_u_cons(234)_ 585.57361207996996
     sigma(0_4) c_u_cons(240)_ 585.57361207996996
     sigma(0_4) c_u_cons(246)_ 585.57361207996996
     sigma(0_8) c_e_cons(1)_ 1
     sigma(0_8) c_u_cons(9)_ -616.62681543994086
     sigma(0_8) c_u_cons(14)_ -616.62681543994086
     sigma(0_8) c_u_cons(19)_ -616.62681543994086
     sigma(0_8) c_u_cons(24)_ -616.62681543994086
     sigma(0_8) c_u_cons(29)_ -616.62681543994086
     sigma(0_8) c_u_cons(34)_ -616.62681543994086
     sigma(0_8) c_u_cons(39)_ -616.62681543994086
     sigma(0_8) c_u_cons(44)_ -616.62681543994086
     sigma(0_8) c_u_cons(209)_ 781.77777777777783
     sigma(0_8) c_u_cons(210)_ 781.77777777777783
     sigma(0_8) c_u_cons(211)_ 781.77777777777783
     sigma(0_8) c_u_cons(212)_ 781.77777777777783
     sigma(0_8) c_u_cons(227)_ 585.57361207996996
     sigma(0_8) c_u_cons(233)_ 585.57361207996996
     sigma(0_8) c_u_cons(239)_ 585.57361207996996
     sigma(0_8) c_u_cons(245)_ 585.57361207996996
     sigma(0_16) c_e_cons(1)_ 1
     sigma(0_16) c_u_cons(9)_ -717.70366370709678
     sigma(0_16) c_u_cons(14)_ -717.70366370709678
     sigma(0_16) c_u_cons(19)_ -717.70366370709678
     sigma(0_16) c_u_cons(24)_ -717.70366370709678
     sigma(0_16) c_u_cons(29)_ -717.70366370709678
     sigma(0_16) c_u_cons(34)_ -717.70366370709678
     sigma(0_16) c_u_cons(39)_ -717.70366370709678
     sigma(0_16) c_u_cons(44)_ -717.70366370709678
     sigma(0_16) c_u_cons(205)_ 781.77777777777783
     sigma(0_16) c_u_cons(206)_ 781.77777777777783
     sigma(0_16) c_u_cons(207)_ 781.77777777777783
     sigma(0_16) c_u_cons(208)_ 781.77777777777783
     sigma(0_16) c_u_cons(226)_ 585.57361207996996
     sigma(0_16) c_u_cons(232)_ 585.57361207996996
     sigma(0_16) c_u_cons(238)_ 585.57361207996996
     sigma(0_16) c_u_cons(244)_ 585.57361207996996
     sigma(0_32) c_e_cons(1)_ 1
     sigma(0_32) c_u_cons(9)_ -781.77777777777783
     sigma(0_32) c_u_cons(14)_ -781.77777777777783
     sigma(0_32) c_u_cons(19)_ -781.77777777777783
     sigma(0_32) c_u_cons(24)_ -781.77777777777783
     sigma(0_32) c_u_cons(29)_ -781.77777777777783
     sigma(0_32) c_u_cons(34)_ -781.77777777777783
     sigma(0_32) c_u_cons(39)_ -781.77777777777783
     sigma(0_32) c_u_cons(44)_ -781.77777777777783
     sigma(0_32) c_u_cons(201)_ 781.77777777777783
     sigma(0_32) c_u_cons(202)_ 781.77777777777783
     sigma(0_32) c_u_cons(203)_ 781.77777777777783
     sigma(0_32) c_u_cons(204)_ 781.77777777777783
     sigma(0_32) c_u_cons(225)_ 585.57361207996996
     sigma(0_32) c_u_cons(231)_ 585.57361207996996
     sigma(0_32) c_u_cons(237)_ 585.57361207996996
     sigma(0_32) c_u_cons(243)_ 585.57361207996996
     sigma(1_1) c_e_cons(47)_ 1
     sigma(1_1) c_u_cons(55)_ -183.89817415766584
     sigma(1_1) c_u_cons(60)_ -183.89817415766584
     sigma(1_1) c_u_cons(65)_ -183.89817415766584
     sigma(1_1) c_u_cons(70)_ -183.89817415766584
     sigma(1_1) c_u_cons(75)_ -183.89817415766584
     sigma(1_1) c_u_cons(80)_ -183.89817415766584
     sigma(1_1) c_u_cons(85)_ -183.89817415766584
     sigma(1_1) c_u_cons(90)_ -183.89817415766584
     sigma(1_1) c_u_cons(95)_ -183.89817415766584
     sigma(1_1) c_u_cons(100)_ -183.89817415766584
     sigma(1_1) c_u_cons(105)_ -183.89817415766584
     sigma(1_1) c_u_cons(110)_ -183.89817415766584
     sigma(1_1) c_u_cons(115)_ -183.89817415766584
     sigma(1_1) c_u_cons(120)_ -183.89817415766584
     sigma(1_1) c_u_cons(125)_ -183.89817415766584
     sigma(1_1) c_u_cons(130)_ -183.89817415766584
     sigma(1_1) c_u_cons(204)_ 781.77777777777783
     sigma(1_1) c_u_cons(208)_ 781.77777777777783
     sigma(1_1) c_u_cons(212)_ 781.77777777777783
     sigma(1_1) c_u_cons(216)_ 781.77777777777783
     sigma(1_1) c_u_cons(220)_ 781.77777777777783
     sigma(1_1) c_u_cons(224)_ 781.77777777777783
     sigma(1_1) c_u_cons(243)_ 585.57361207996996
     sigma(1_1) c_u_cons(244)_ 585.57361207996996
     sigma(1_1) c_u_cons(245)_ 585.57361207996996
     sigma(1_1) c_u_cons(246)_ 585.57361207996996
     sigma(1_1) c_u_cons(247)_ 585.57361207996996
     sigma(1_1) c_u_cons(248)_ 585.57361207996996
     sigma(1_1) c_u_cons(272)_ 585.57361207996996
     sigma(1_1) c_u_cons(273)_ 585.57361207996996
     sigma(1_1) c_u_cons(274)_ 585.57361207996996
     sigma(1_1) c_u_cons(275)_ 585.57361207996996
     sigma(1_1) c_u_cons(276)_ 585.57361207996996
     sigma(1_1) c_u_cons(277)_ 585.57361207996996
     sigma(1_1) c_u_cons(278)_ 585.57361207996996
     sigma(1_1) c_u_cons(282)_ 202.52632436080131
     sigma(1_1) c_u_cons(286)_ 202.52632436080131
     sigma(1_1) c_u_cons(290)_ 202.52632436080131
     sigma(1_1) c_u_cons(294)_ 202.52632436080131
     sigma(1_1) c_u_cons(298)_ 202.52632436080131
     sigma(1_1) c_u_cons(302)_ 202.52632436080131
     sigma(1_1) c_u_cons(306)_ 202.52632436080131
     sigma(1_1) c_u_cons(330)_ 585.57361207996996
     sigma(1_1) c_u_cons(331)_ 585.57361207996996
     sigma(1_1) c_u_cons(332)_ 585.57361207996996
     sigma(1_1) c_u_cons(333)_ 585.57361207996996
     sigma(1_1) c_u_cons(334)_ 585.57361207996996
     sigma(1_1) c_u_cons(335)_ 585.57361207996996
     sigma(1_1) c_u_cons(336)_ 585.57361207996996
     sigma(1_1) c_u_cons(340)_ 202.52632436080131
     sigma(1_1) c_u_cons(344)_ 202.52632436080131
     sigma(1_1) c_u_cons(348)_ 202.52632436080131
     sigma(1_1) c_u_cons(352)_ 202.52632436080131
     sigma(1_1) c_u_cons(356)_ 202.52632436080131
     sigma(1_1) c_u_cons(360)_ 202.52632436080131
     sigma(1_1) c_u_cons(364)_ 202.52632436080131
     sigma(1_1) c_u_cons(388)_ 585.57361207996996
     sigma(1_1) c_u_cons(389)_ 585.57361207996996
     sigma(1_1) c_u_cons(390)_ 585.57361207996996
     sigma(1_1) c_u_cons(391)_ 585.57361207996996
     sigma(1_1) c_u_cons(392)_ 585.57361207996996
     sigma(1_1) c_u_cons(393)_ 585.57361207996996
     sigma(1_1) c_u_cons(394)_ 585.57361207996996
     sigma(1_1) c_u_cons(398)_ 202.52632436080131
     sigma(1_1) c_u_cons(402)_ 202.52632436080131
     sigma(1_1) c_u_cons(406)_ 202.52632436080131
     sigma(1_1) c_u_cons(410)_ 202.52632436080131
     sigma(1_1) c_u_cons(414)_ 202.52632436080131
     sigma(1_1) c_u_cons(418)_ 202.52632436080131
     sigma(1_1) c_u_cons(422)_ 202.52632436080131
     sigma(1_1) c_u_cons(446)_ 585.57361207996996
     sigma(1_1) c_u_cons(447)_ 585.57361207996996
     sigma(1_1) c_u_cons(448)_ 585.57361207996996
     sigma(1_1) c_u_cons(449)_ 585.57361207996996
     sigma(1_1) c_u_cons(450)_ 585.57361207996996
     sigma(1_1) c_u_cons(451)_ 585.57361207996996
     sigma(1_1) c_u_cons(452)_ 585.57361207996996
     sigma(1_1) c_u_cons(456)_ 202.52632436080131
     sigma(1_1) c_u_cons(460)_ 202.52632436080131
     sigma(1_1) c_u_cons(464)_ 202.52632436080131
     sigma(1_1) c_u_cons(468)_ 202.52632436080131
     sigma(1_1) c_u_cons(472)_ 202.52632436080131
     sigma(1_1) c_u_cons(476)_ 202.52632436080131
     sigma(1_1) c_u_cons(480)_ 202.52632436080131
     sigma(1_1) c_u_cons(504)_ 585.57361207996996
     sigma(1_1) c_u_cons(505)_ 585.57361207996996
     sigma(1_1) c_u_cons(506)_ 585.57361207996996
     sigma(1_1) c_u_cons(507)_ 585.57361207996996
     sigma(1_1) c_u_cons(508)_ 585.57361207996996
     sigma(1_1) c_u_cons(509)_ 585.57361207996996
     sigma(1_1) c_u_cons(510)_ 585.57361207996996
     sigma(1_1) c_u_cons(514)_ 202.52632436080131
     sigma(1_1) c_u_cons(518)_ 202.52632436080131
     sigma(1_1) c_u_cons(522)_ 202.52632436080131
     sigma(1_1) c_u_cons(526)_ 202.52632436080131
     sigma(1_1) c_u_cons(530)_ 202.52632436080131
     sigma(1_1) c_u_cons(534)_ 202.52632436080131
     sigma(1_1) c_u_cons(538)_ 202.52632436080131
     sigma(1_1) c_u_cons(562)_ 585.57361207996996
     sigma(1_1) c_u_cons(563)_ 585.57361207996996
     sigma(1_1) c_u_cons(564)_ 585.57361207996996
     sigma(1_1) c_u_cons(565)_ 585.57361207996996
     sigma(1_1) c_u_cons(566)_ 585.57361207996996
     sigma(1_1) c_u_cons(567)_ 585.57361207996996
     sigma(1_1) c_u_cons(568)_ 585.57361207996996
     sigma(1_1) c_u_cons(572)_ 202.52632436080131
     sigma(1_1) c_u_cons(576)_ 202.52632436080131
     sigma(1_1) c_u_cons(580)_ 202.52632436080131
     sigma(1_1) c_u_cons(584)_ 202.52632436080131
     sigma(1_1) c_u_cons(588)_ 202.52632436080131
     sigma(1_1) c_u_cons(592)_ 202.52632436080131
     sigma(1_1) c_u_cons(596)_ 202.52632436080131
     sigma(1_1) c_u_cons(620)_ 585.57361207996996
     sigma(1_1) c_u_cons(621)_ 585.57361207996996
     sigma(1_1) c_u_cons(622)_ 585.57361207996996
     sigma(1_1) c_u_cons(623)_ 585.57361207996996
     sigma(1_1) c_u_cons(624)_ 585.57361207996996
     sigma(1_1) c_u_cons(625)_ 585.57361207996996
     sigma(1_1) c_u_cons(626)_ 585.57361207996996
     sigma(1_1) c_u_cons(630)_ 202.52632436080131
     sigma(1_1) c_u_cons(634)_ 202.52632436080131
     sigma(1_1) c_u_cons(638)_ 202.52632436080131
     sigma(1_1) c_u_cons(642)_ 202.52632436080131
     sigma(1_1) c_u_cons(646)_ 202.52632436080131
     sigma(1_1) c_u_cons(650)_ 202.52632436080131
     sigma(1_1) c_u_cons(654)_ 202.52632436080131
     sigma(1_1) c_u_cons(678)_ 585.57361207996996
     sigma(1_1) c_u_cons(679)_ 585.57361207996996
     sigma(1_1) c_u_cons(680)_ 585.57361207996996
     sigma(1_1) c_u_cons(681)_ 585.57361207996996
     sigma(1_1) c_u_cons(682)_ 585.57361207996996
     sigma(1_1) c_u_cons(683)_ 585.57361207996996
     sigma(1_1) c_u_cons(684)_ 585.57361207996996
     sigma(1_1) c_u_cons(688)_ 202.52632436080131
     sigma(1_1) c_u_cons(692)_ 202.52632436080131
     sigma(1_1) c_u_cons(696)_ 202.52632436080131
     sigma(1_1) c_u_cons(700)_ 202.52632436080131
     sigma(1_1) c_u_cons(704)_ 202.52632436080131
     sigma(1_1) c_u_cons(708)_ 202.52632436080131
     sigma(1_1) c_u_cons(712)_ 202.52632436080131
     sigma(1_1) c_u_cons(736)_ 585.57361207996996
     sigma(1_1) c_u_cons(737)_ 585.57361207996996
     sigma(1_1) c_u_cons(738)_ 585.57361207996996
     sigma(1_1) c_u_cons(739)_ 585.57361207996996
     sigma(1_1) c_u_cons(740)_ 585.57361207996996
     sigma(1_1) c_u_cons(741)_ 585.57361207996996
     sigma(1_1) c_u_cons(742)_ 585.57361207996996
     sigma(1_1) c_u_cons(746)_ 202.52632436080131
     sigma(1_1) c_u_cons(750)_ 202.52632436080131
     sigma(1_1) c_u_cons(754)_ 202.52632436080131
     sigma(1_1) c_u_cons(758)_ 202.52632436080131
     sigma(1_1) c_u_cons(762)_ 202.52632436080131
     sigma(1_1) c_u_cons(766)_ 202.52632436080131
     sigma(1_1) c_u_cons(770)_ 202.52632436080131
     sigma(1_1) c_u_cons(794)_ 585.57361207996996
     sigma(1_1) c_u_cons(795)_ 585.57361207996996
     sigma(1_1) c_u_cons(796)_ 585.57361207996996
     sigma(1_1) c_u_cons(797)_ 585.57361207996996
     sigma(1_1) c_u_cons(798)_ 585.57361207996996
     sigma(1_1) c_u_cons(799)_ 585.57361207996996
     sigma(1_1) c_u_cons(800)_ 585.57361207996996
     sigma(1_1) c_u_cons(804)_ 202.52632436080131
     sigma(1_1) c_u_cons(808)_ 202.52632436080131
     sigma(1_1) c_u_cons(812)_ 202.52632436080131
     sigma(1_1) c_u_cons(816)_ 202.52632436080131
     sigma(1_1) c_u_cons(820)_ 202.52632436080131
     sigma(1_1) c_u_cons(824)_ 202.52632436080131
     sigma(1_1) c_u_cons(828)_ 202.52632436080131
     sigma(1_1) c_u_cons(852)_ 585.57361207996996
     sigma(1_1) c_u_cons(853)_ 585.57361207996996
     sigma(1_1) c_u_cons(854)_ 585.57361207996996
     sigma(1_1) c_u_cons(855)_ 585.57361207996996
     sigma(1_1) c_u_cons(856)_ 585.57361207996996
     sigma(1_1) c_u_cons(857)_ 585.57361207996996
     sigma(1_1) c_u_cons(858)_ 585.57361207996996
     sigma(1_1) c_u_cons(862)_ 202.52632436080131
     sigma(1_1) c_u_cons(866)_ 202.52632436080131
     sigma(1_1) c_u_cons(870)_ 202.52632436080131
     sigma(1_1) c_u_cons(874)_ 202.52632436080131
     sigma(1_1) c_u_cons(878)_ 202.52632436080131
     sigma(1_1) c_u_cons(882)_ 202.52632436080131
     sigma(1_1) c_u_cons(886)_ 202.52632436080131
     sigma(1_1) c_u_cons(910)_ 585.57361207996996
     sigma(1_1) c_u_cons(911)_ 585.57361207996996
     sigma(1_1) c_u_cons(912)_ 585.57361207996996
     sigma(1_1) c_u_cons(913)_ 585.57361207996996
     sigma(1_1) c_u_cons(914)_ 585.57361207996996
     sigma(1_1) c_u_cons(915)_ 585.57361207996996
     sigma(1_1) c_u_cons(916)_ 585.57361207996996
     sigma(1_1) c_u_cons(920)_ 202.52632436080131
     sigma(1_1) c_u_cons(924)_ 202.52632436080131
     sigma(1_1) c_u_cons(928)_ 202.52632436080131
     sigma(1_1) c_u_cons(932)_ 202.52632436080131
     sigma(1_1) c_u_cons(936)_ 202.52632436080131
     sigma(1_1) c_u_cons(940)_ 202.52632436080131
     sigma(1_1) c_u_cons(944)_ 202.52632436080131
     sigma(1_2) c_e_cons(47)_ 1
     sigma(1_2) c_u_cons(55)_ -302.45048094198006
     sigma(1_2) c_u_cons(60)_ -302.45048094198006
     sigma(1_2) c_u_cons(65)_ -302.45048094198006
     sigma(1_2) c_u_cons(70)_ -302.45048094198006
     sigma(1_2) c_u_cons(75)_ -302.45048094198006
     sigma(1_2) c_u_cons(80)_ -302.45048094198006
     sigma(1_2) c_u_cons(85)_ -302.45048094198006
     sigma(1_2) c_u_cons(90)_ -302.45048094198006
     sigma(1_2) c_u_cons(95)_ -302.45048094198006
     sigma(1_2) c_u_cons(100)_ -302.45048094198006
     sigma(1_2) c_u_cons(105)_ -302.45048094198006
     sigma(1_2) c_u_cons(110)_ -302.45048094198006
     sigma(1_2) c_u_cons(115)_ -302.45048094198006
     sigma(1_2) c_u_cons(120)_ -302.45048094198006
     sigma(1_2) c_u_cons(125)_ -302.45048094198006
     sigma(1_2) c_u_cons(130)_ -302.45048094198006
     sigma(1_2) c_u_cons(203)_ 781.77777777777783
     sigma(1_2) c_u_cons(207)_ 781.77777777777783
     sigma(1_2) c_u_cons(211)_ 781.77777777777783
     sigma(1_2) c_u_cons(215)_ 781.77777777777783
     sigma(1_2) c_u_cons(219)_ 781.77777777777783
     sigma(1_2) c_u_cons(223)_ 781.77777777777783
     sigma(1_2) c_u_cons(237)_ 585.57361207996996
     sigma(1_2) c_u_cons(238)_ 585.57361207996996
     sigma(1_2) c_u_cons(239)_ 585.57361207996996
     sigma(1_2) c_u_cons(240)_ 585.57361207996996
     sigma(1_2) c_u_cons(241)_ 585.57361207996996
     sigma(1_2) c_u_cons(242)_ 585.57361207996996
     sigma(1_2) c_u_cons(265)_ 585.57361207996996
     sigma(1_2) c_u_cons(266)_ 585.57361207996996
     sigma(1_2) c_u_cons(267)_ 585.57361207996996
     sigma(1_2) c_u_cons(268)_ 585.57361207996996
     sigma(1_2) c_u_cons(269)_ 585.57361207996996
     sigma(1_2) c_u_cons(270)_ 585.57361207996996
     sigma(1_2) c_u_cons(271)_ 585.57361207996996
     sigma(1_2) c_u_cons(281)_ 202.52632436080131
     sigma(1_2) c_u_cons(285)_ 202.52632436080131
     sigma(1_2) c_u_cons(289)_ 202.52632436080131
     sigma(1_2) c_u_cons(293)_ 202.52632436080131
     sigma(1_2) c_u_cons(297)_ 202.52632436080131
     sigma(1_2) c_u_cons(301)_ 202.52632436080131
     sigma(1_2) c_u_cons(305)_ 202.52632436080131
     sigma(1_2) c_u_cons(323)_ 585.57361207996996
     sigma(1_2) c_u_cons(324)_ 585.57361207996996
     sigma(1_2) c_u_cons(325)_ 585.57361207996996
     sigma(1_2) c_u_cons(326)_ 585.57361207996996
     sigma(1_2) c_u_cons(327)_ 585.57361207996996
     sigma(1_2) c_u_cons(328)_ 585.57361207996996
     sigma(1_2) c_u_cons(329)_ 585.57361207996996
     sigma(1_2) c_u_cons(339)_ 202.52632436080131
     sigma(1_2) c_u_cons(343)_ 202.52632436080131
     sigma(1_2) c_u_cons(347)_ 202.52632436080131
     sigma(1_2) c_u_cons(351)_ 202.52632436080131
     sigma(1_2) c_u_cons(355)_ 202.52632436080131
     sigma(1_2) c_u_cons(359)_ 202.52632436080131
     sigma(1_2) c_u_cons(363)_ 202.52632436080131
     sigma(1_2) c_u_cons(381)_ 585.57361207996996
     sigma(1_2) c_u_cons(382)_ 585.57361207996996
     sigma(1_2) c_u_cons(383)_ 585.57361207996996
     sigma(1_2) c_u_cons(384)_ 585.57361207996996
     sigma(1_2) c_u_cons(385)_ 585.57361207996996
     sigma(1_2) c_u_cons(386)_ 585.57361207996996
     sigma(1_2) c_u_cons(387)_ 585.57361207996996
     sigma(1_2) c_u_cons(397)_ 202.52632436080131
     sigma(1_2) c_u_cons(401)_ 202.52632436080131
     sigma(1_2) c_u_cons(405)_ 202.52632436080131
     sigma(1_2) c_u_cons(409)_ 202.52632436080131
     sigma(1_2) c_u_cons(413)_ 202.52632436080131
     sigma(1_2) c_u_cons(417)_ 202.52632436080131
     sigma(1_2) c_u_cons(421)_ 202.52632436080131
     sigma(1_2) c_u_cons(439)_ 585.57361207996996
     sigma(1_2) c_u_cons(440)_ 585.57361207996996
     sigma(1_2) c_u_cons(441)_ 585.57361207996996
     sigma(1_2) c_u_cons(442)_ 585.57361207996996
     sigma(1_2) c_u_cons(443)_ 585.57361207996996
     sigma(1_2) c_u_cons(444)_ 585.57361207996996
     sigma(1_2) c_u_cons(445)_ 585.57361207996996
     sigma(1_2) c_u_cons(455)_ 202.52632436080131
     sigma(1_2) c_u_cons(459)_ 202.52632436080131
     sigma(1_2) c_u_cons(463)_ 202.52632436080131
     sigma(1_2) c_u_cons(467)_ 202.52632436080131
     sigma(1_2) c_u_cons(471)_ 202.52632436080131
     sigma(1_2) c_u_cons(475)_ 202.52632436080131
     sigma(1_2) c_u_cons(479)_ 202.52632436080131
     sigma(1_2) c_u_cons(497)_ 585.57361207996996
     sigma(1_2) c_u_cons(498)_ 585.57361207996996
     sigma(1_2) c_u_cons(499)_ 585.57361207996996
     sigma(1_2) c_u_cons(500)_ 585.57361207996996
     sigma(1_2) c_u_cons(501)_ 585.57361207996996
     sigma(1_2) c_u_cons(502)_ 585.57361207996996
     sigma(1_2) c_u_cons(503)_ 585.57361207996996
     sigma(1_2) c_u_cons(513)_ 202.52632436080131
     sigma(1_2) c_u_cons(517)_ 202.52632436080131
     sigma(1_2) c_u_cons(521)_ 202.52632436080131
     sigma(1_2) c_u_cons(525)_ 202.52632436080131
     sigma(1_2) c_u_cons(529)_ 202.52632436080131
     sigma(1_2) c_u_cons(533)_ 202.52632436080131
     sigma(1_2) c_u_cons(537)_ 202.52632436080131
     sigma(1_2) c_u_cons(555)_ 585.57361207996996
     sigma(1_2) c_u_cons(556)_ 585.57361207996996
     sigma(1_2) c_u_cons(557)_ 585.57361207996996
     sigma(1_2) c_u_cons(558)_ 585.57361207996996
     sigma(1_2) c_u_cons(559)_ 585.57361207996996
     sigma(1_2) c_u_cons(560)_ 585.57361207996996
     sigma(1_2) c_u_cons(561)_ 585.57361207996996
     sigma(1_2) c_u_cons(571)_ 202.52632436080131
     sigma(1_2) c_u_cons(575)_ 202.52632436080131
     sigma(1_2) c_u_cons(579)_ 202.52632436080131
     sigma(1_2) c_u_cons(583)_ 202.52632436080131
     sigma(1_2) c_u_cons(587)_ 202.52632436080131
     sigma(1_2) c_u_cons(591)_ 202.52632436080131
     sigma(1_2) c_u_cons(595)_ 202.52632436080131
     sigma(1_2) c_u_cons(613)_ 585.57361207996996
     sigma(1_2) c_u_cons(614)_ 585.57361207996996
     sigma(1_2) c_u_cons(615)_ 585.57361207996996
     sigma(1_2) c_u_cons(616)_ 585.57361207996996
     sigma(1_2) c_u_cons(617)_ 585.57361207996996
     sigma(1_2) c_u_cons(618)_ 585.57361207996996
     sigma(1_2) c_u_cons(619)_ 585.57361207996996
     sigma(1_2) c_u_cons(629)_ 202.52632436080131
     sigma(1_2) c_u_cons(633)_ 202.52632436080131
     sigma(1_2) c_u_cons(637)_ 202.52632436080131
     sigma(1_2) c_u_cons(641)_ 202.52632436080131
     sigma(1_2) c_u_cons(645)_ 202.52632436080131
     sigma(1_2) c_u_cons(649)_ 202.52632436080131
     sigma(1_2) c_u_cons(653)_ 202.52632436080131
     sigma(1_2) c_u_cons(671)_ 585.57361207996996
     sigma(1_2) c_u_cons(672)_ 585.57361207996996
     sigma(1_2) c_u_cons(673)_ 585.57361207996996
     sigma(1_2) c_u_cons(674)_ 585.57361207996996
     sigma(1_2) c_u_cons(675)_ 585.57361207996996
     sigma(1_2) c_u_cons(676)_ 585.57361207996996
     sigma(1_2) c_u_cons(677)_ 585.57361207996996
     sigma(1_2) c_u_cons(687)_ 202.52632436080131
     sigma(1_2) c_u_cons(691)_ 202.52632436080131
     sigma(1_2) c_u_cons(695)_ 202.52632436080131
     sigma(1_2) c_u_cons(699)_ 202.52632436080131
     sigma(1_2) c_u_cons(703)_ 202.52632436080131
     sigma(1_2) c_u_cons(707)_ 202.52632436080131
     sigma(1_2) c_u_cons(711)_ 202.52632436080131
     sigma(1_2) c_u_cons(729)_ 585.57361207996996
     sigma(1_2) c_u_cons(730)_ 585.57361207996996
     sigma(1_2) c_u_cons(731)_ 585.57361207996996
     sigma(1_2) c_u_cons(732)_ 585.57361207996996
     sigma(1_2) c_u_cons(733)_ 585.57361207996996
     sigma(1_2) c_u_cons(734)_ 585.57361207996996
     sigma(1_2) c_u_cons(735)_ 585.57361207996996
     sigma(1_2) c_u_cons(745)_ 202.52632436080131
     sigma(1_2) c_u_cons(749)_ 202.52632436080131
     sigma(1_2) c_u_cons(753)_ 202.52632436080131
     sigma(1_2) c_u_cons(757)_ 202.52632436080131
     sigma(1_2) c_u_cons(761)_ 202.52632436080131
     sigma(1_2) c_u_cons(765)_ 202.52632436080131
     sigma(1_2) c_u_cons(769)_ 202.52632436080131
     sigma(1_2) c_u_cons(787)_ 585.57361207996996
     sigma(1_2) c_u_cons(788)_ 585.57361207996996
     sigma(1_2) c_u_cons(789)_ 585.57361207996996
     sigma(1_2) c_u_cons(790)_ 585.57361207996996
     sigma(1_2) c_u_cons(791)_ 585.57361207996996
     sigma(1_2) c_u_cons(792)_ 585.57361207996996
     sigma(1_2) c_u_cons(793)_ 585.57361207996996
     sigma(1_2) c_u_cons(803)_ 202.52632436080131
     sigma(1_2) c_u_cons(807)_ 202.52632436080131
     sigma(1_2) c_u_cons(811)_ 202.52632436080131
     sigma(1_2) c_u_cons(815)_ 202.52632436080131
     sigma(1_2) c_u_cons(819)_ 202.52632436080131
     sigma(1_2) c_u_cons(823)_ 202.52632436080131
     sigma(1_2) c_u_cons(827)_ 202.52632436080131
     sigma(1_2) c_u_cons(845)_ 585.57361207996996
     sigma(1_2) c_u_cons(846)_ 585.57361207996996
     sigma(1_2) c_u_cons(847)_ 585.57361207996996
     sigma(1_2) c_u_cons(848)_ 585.57361207996996
     sigma(1_2) c_u_cons(849)_ 585.57361207996996
     sigma(1_2) c_u_cons(850)_ 585.57361207996996
     sigma(1_2) c_u_cons(851)_ 585.57361207996996
     sigma(1_2) c_u_cons(861)_ 202.52632436080131
     sigma(1_2) c_u_cons(865)_ 202.52632436080131
     sigma(1_2) c_u_cons(869)_ 202.52632436080131
     sigma(1_2) c_u_cons(873)_ 202.52632436080131
     sigma(1_2) c_u_cons(877)_ 202.52632436080131
     sigma(1_2) c_u_cons(881)_ 202.52632436080131
     sigma(1_2) c_u_cons(885)_ 202.52632436080131
     sigma(1_2) c_u_cons(903)_ 585.57361207996996
     sigma(1_2) c_u_cons(904)_ 585.57361207996996
     sigma(1_2) c_u_cons(905)_ 585.57361207996996
     sigma(1_2) c_u_cons(906)_ 585.57361207996996
     sigma(1_2) c_u_cons(907)_ 585.57361207996996
     sigma(1_2) c_u_cons(908)_ 585.57361207996996
     sigma(1_2) c_u_cons(909)_ 585.57361207996996
     sigma(1_2) c_u_cons(919)_ 202.52632436080131
     sigma(1_2) c_u_cons(923)_ 202.52632436080131
     sigma(1_2) c_u_cons(927)_ 202.52632436080131
     sigma(1_2) c_u_cons(931)_ 202.52632436080131
     sigma(1_2) c_u_cons(935)_ 202.52632436080131
     sigma(1_2) c_u_cons(939)_ 202.52632436080131
     sigma(1_2) c_u_cons(943)_ 202.52632436080131
     sigma(1_4) c_e_cons(47)_ 1
     sigma(1_4) c_u_cons(55)_ -446.31029794480645
     sigma(1_4) c_u_cons(60)_ -446.31029794480645
     sigma(1_4) c_u_cons(65)_ -446.31029794480645
     sigma(1_4) c_u_cons(70)_ -446.31029794480645
     sigma(1_4) c_u_cons(75)_ -446.31029794480645
     sigma(1_4) c_u_cons(80)_ -446.31029794480645
     sigma(1_4) c_u_cons(85)_ -446.31029794480645
     sigma(1_4) c_u_cons(90)_ -446.31029794480645
     sigma(1_4) c_u_cons(95)_ -446.31029794480645
     sigma(1_4) c_u_cons(100)_ -446.31029794480645
     sigma(1_4) c_u_cons(105)_ -446.31029794480645
     sigma(1_4) c_u_cons(110)_ -446.31029794480645
     sigma(1_4) c_u_cons(115)_ -446.31029794480645
     sigma(1_4) c_u_cons(120)_ -446.31029794480645
     sigma(1_4) c_u_cons(125)_ -446.31029794480645
     sigma(1_4) c_u_cons(130)_ -446.31029794480645
     sigma(1_4) c_u_cons(202)_ 781.77777777777783
     sigma(1_4) c_u_cons(206)_ 781.77777777777783
     sigma(1_4) c_u_cons(210)_ 781.77777777777783
     sigma(1_4) c_u_cons(214)_ 781.77777777777783
     sigma(1_4) c_u_cons(218)_ 781.77777777777783
     sigma(1_4) c_u_cons(222)_ 781.77777777777783
     sigma(1_4) c_u_cons(231)_ 585.57361207996996
     sigma(1_4) c_u_cons(232)_ 585.57361207996996
     sigma(1_4) c_u_cons(233)_ 585.57361207996996
     sigma(1_4) c_u_cons(234)_ 585.57361207996996
     sigma(1_4) c_u_cons(235)_ 585.57361207996996
     sigma(1_4) c_u_cons(236)_ 585.57361207996996
     sigma(1_4) c_u_cons(258)_ 585.57361207996996
     sigma(1_4) c_u_cons(259)_ 585.57361207996996
     sigma(1_4) c_u_cons(260)_ 585.57361207996996
     sigma(1_4) c_u_cons(261)_ 585.57361207996996
     sigma(1_4) c_u_cons(262)_ 585.57361207996996
     sigma(1_4) c_u_cons(263)_ 585.57361207996996
     sigma(1_4) c_u_cons(264)_ 585.57361207996996
     sigma(1_4) c_u_cons(280)_ 202.52632436080131
     sigma(1_4) c_u_cons(284)_ 202.52632436080131
     sigma(1_4) c_u_cons(288)_ 202.52632436080131
     sigma(1_4) c_u_cons(292)_ 202.52632436080131
     sigma(1_4) c_u_cons(296)_ 202.52632436080131
     sigma(1_4) c_u_cons(300)_ 202.52632436080131
     sigma(1_4) c_u_cons(304)_ 202.52632436080131
     sigma(1_4) c_u_cons(316)_ 585.57361207996996
     sigma(1_4) c_u_cons(317)_ 585.57361207996996
     sigma(1_4) c_u_cons(318)_ 585.57361207996996
     sigma(1_4) c_u_cons(319)_ 585.57361207996996
     sigma(1_4) c_u_cons(320)_ 585.57361207996996
     sigma(1_4) c_u_cons(321)_ 585.57361207996996
     sigma(1_4) c_u_cons(322)_ 585.57361207996996
     sigma(1_4) c_u_cons(338)_ 202.52632436080131
     sigma(1_4) c_u_cons(342)_ 202.52632436080131
     sigma(1_4) c_u_cons(346)_ 202.52632436080131
     sigma(1_4) c_u_cons(350)_ 202.52632436080131
     sigma(1_4) c_u_cons(354)_ 202.52632436080131
     sigma(1_4) c_u_cons(358)_ 202.52632436080131
     sigma(1_4) c_u_cons(362)_ 202.52632436080131
     sigma(1_4) c_u_cons(374)_ 585.57361207996996
     sigma(1_4) c_u_cons(375)_ 585.57361207996996
     sigma(1_4) c_u_cons(376)_ 585.57361207996996
     sigma(1_4) c_u_cons(377)_ 585.57361207996996
     sigma(1_4) c_u_cons(378)_ 585.57361207996996
     sigma(1_4) c_u_cons(379)_ 585.57361207996996
     sigma(1_4) c_u_cons(380)_ 585.57361207996996
     sigma(1_4) c_u_cons(396)_ 202.52632436080131
     sigma(1_4) c_u_cons(400)_ 202.52632436080131
     sigma(1_4) c_u_cons(404)_ 202.52632436080131
     sigma(1_4) c_u_cons(408)_ 202.52632436080131
     sigma(1_4) c_u_cons(412)_ 202.52632436080131
     sigma(1_4) c_u_cons(416)_ 202.52632436080131
     sigma(1_4) c_u_cons(420)_ 202.52632436080131
     sigma(1_4) c_u_cons(432)_ 585.57361207996996
     sigma(1_4) c_u_cons(433)_ 585.57361207996996
     sigma(1_4) c_u_cons(434)_ 585.57361207996996
     sigma(1_4) c_u_cons(435)_ 585.57361207996996
     sigma(1_4) c_u_cons(436)_ 585.57361207996996
     sigma(1_4) c_u_cons(437)_ 585.57361207996996
     sigma(1_4) c_u_cons(438)_ 585.57361207996996
     sigma(1_4) c_u_cons(454)_ 202.52632436080131
     sigma(1_4) c_u_cons(458)_ 202.52632436080131
     sigma(1_4) c_u_cons(462)_ 202.52632436080131
     sigma(1_4) c_u_cons(466)_ 202.52632436080131
     sigma(1_4) c_u_cons(470)_ 202.52632436080131
     sigma(1_4) c_u_cons(474)_ 202.52632436080131
     sigma(1_4) c_u_cons(478)_ 202.52632436080131
     sigma(1_4) c_u_cons(490)_ 585.57361207996996
     sigma(1_4) c_u_cons(491)_ 585.57361207996996
     sigma(1_4) c_u_cons(492)_ 585.57361207996996
     sigma(1_4) c_u_cons(493)_ 585.57361207996996
     sigma(1_4) c_u_cons(494)_ 585.57361207996996
     sigma(1_4) c_u_cons(495)_ 585.57361207996996
     sigma(1_4) c_u_cons(496)_ 585.57361207996996
     sigma(1_4) c_u_cons(512)_ 202.52632436080131
     sigma(1_4) c_u_cons(516)_ 202.52632436080131
     sigma(1_4) c_u_cons(520)_ 202.52632436080131
     sigma(1_4) c_u_cons(524)_ 202.52632436080131
     sigma(1_4) c_u_cons(528)_ 202.52632436080131
     sigma(1_4) c_u_cons(532)_ 202.52632436080131
     sigma(1_4) c_u_cons(536)_ 202.52632436080131
     sigma(1_4) c_u_cons(548)_ 585.57361207996996
     sigma(1_4) c_u_cons(549)_ 585.57361207996996
     sigma(1_4) c_u_cons(550)_ 585.57361207996996
     sigma(1_4) c_u_cons(551)_ 585.57361207996996
     sigma(1_4) c_u_cons(552)_ 585.57361207996996
     sigma(1_4) c_u_cons(553)_ 585.57361207996996
     sigma(1_4) c_u_cons(554)_ 585.57361207996996
     sigma(1_4) c_u_cons(570)_ 202.52632436080131
     sigma(1_4) c_u_cons(574)_ 202.52632436080131
     sigma(1_4) c_u_cons(578)_ 202.52632436080131
     sigma(1_4) c_u_cons(582)_ 202.52632436080131
     sigma(1_4) c_u_cons(586)_ 202.52632436080131
     sigma(1_4) c_u_cons(590)_ 202.52632436080131
     sigma(1_4) c_u_cons(594)_ 202.52632436080131
     sigma(1_4) c_u_cons(606)_ 585.57361207996996
     sigma(1_4) c_u_cons(607)_ 585.57361207996996
     sigma(1_4) c_u_cons(608)_ 585.57361207996996
     sigma(1_4) c_u_cons(609)_ 585.57361207996996
     sigma(1_4) c_u_cons(610)_ 585.57361207996996
     sigma(1_4) c_u_cons(611)_ 585.57361207996996
     sigma(1_4) c_u_cons(612)_ 585.57361207996996
     sigma(1_4) c_u_cons(628)_ 202.52632436080131
     sigma(1_4) c_u_cons(632)_ 202.52632436080131
     sigma(1_4) c_u_cons(636)_ 202.52632436080131
     sigma(1_4) c_u_cons(640)_ 202.52632436080131
     sigma(1_4) c_u_cons(644)_ 202.52632436080131
     sigma(1_4) c_u_cons(648)_ 202.52632436080131
     sigma(1_4) c_u_cons(652)_ 202.52632436080131
     sigma(1_4) c_u_cons(664)_ 585.57361207996996
     sigma(1_4) c_u_cons(665)_ 585.57361207996996
     sigma(1_4) c_u_cons(666)_ 585.57361207996996
     sigma(1_4) c_u_cons(667)_ 585.57361207996996
     sigma(1_4) c_u_cons(668)_ 585.57361207996996
     sigma(1_4) c_u_cons(669)_ 585.57361207996996
     sigma(1_4) c_u_cons(670)_ 585.57361207996996
     sigma(1_4) c_u_cons(686)_ 202.52632436080131
     sigma(1_4) c_u_cons(690)_ 202.52632436080131
     sigma(1_4) c_u_cons(694)_ 202.52632436080131
     sigma(1_4) c_u_cons(698)_ 202.52632436080131
     sigma(1_4) c_u_cons(702)_ 202.52632436080131
     sigma(1_4) c_u_cons(706)_ 202.52632436080131
     sigma(1_4) c_u_cons(710)_ 202.52632436080131
     sigma(1_4) c_u_cons(722)_ 585.57361207996996
     sigma(1_4) c_u_cons(723)_ 585.57361207996996
     sigma(1_4) c_u_cons(724)_ 585.57361207996996
     sigma(1_4) c_u_cons(725)_ 585.57361207996996
     sigma(1_4) c_u_cons(726)_ 585.57361207996996
     sigma(1_4) c_u_cons(727)_ 585.57361207996996
     sigma(1_4) c_u_cons(728)_ 585.57361207996996
     sigma(1_4) c_u_cons(744)_ 202.52632436080131
     sigma(1_4) c_u_cons(748)_ 202.52632436080131
     sigma(1_4) c_u_cons(752)_ 202.52632436080131
     sigma(1_4) c_u_cons(756)_ 202.52632436080131
     sigma(1_4) c_u_cons(760)_ 202.52632436080131
     sigma(1_4) c_u_cons(764)_ 202.52632436080131
     sigma(1_4) c_u_cons(768)_ 202.52632436080131
     sigma(1_4) c_u_cons(780)_ 585.57361207996996
     sigma(1_4) c_u_cons(781)_ 585.57361207996996
     sigma(1_4) c_u_cons(782)_ 585.57361207996996
     sigma(1_4) c_u_cons(783)_ 585.57361207996996
     sigma(1_4) c_u_cons(784)_ 585.57361207996996
     sigma(1_4) c_u_cons(785)_ 585.57361207996996
     sigma(1_4) c_u_cons(786)_ 585.57361207996996
     sigma(1_4) c_u_cons(802)_ 202.52632436080131
     sigma(1_4) c_u_cons(806)_ 202.52632436080131
     sigma(1_4) c_u_cons(810)_ 202.52632436080131
     sigma(1_4) c_u_cons(814)_ 202.52632436080131
     sigma(1_4) c_u_cons(818)_ 202.52632436080131
     sigma(1_4) c_u_cons(822)_ 202.52632436080131
     sigma(1_4) c_u_cons(826)_ 202.52632436080131
     sigma(1_4) c_u_cons(838)_ 585.57361207996996
     sigma(1_4) c_u_cons(839)_ 585.57361207996996
     sigma(1_4) c_u_cons(840)_ 585.57361207996996
     sigma(1_4) c_u_cons(841)_ 585.57361207996996
     sigma(1_4) c_u_cons(842)_ 585.57361207996996
     sigma(1_4) c_u_cons(843)_ 585.57361207996996
     sigma(1_4) c_u_cons(844)_ 585.57361207996996
     sigma(1_4) c_u_cons(860)_ 202.52632436080131
     sigma(1_4) c_u_cons(864)_ 202.52632436080131
     sigma(1_4) c_u_cons(868)_ 202.52632436080131
     sigma(1_4) c_u_cons(872)_ 202.52632436080131
     sigma(1_4) c_u_cons(876)_ 202.52632436080131
     sigma(1_4) c_u_cons(880)_ 202.52632436080131
     sigma(1_4) c_u_cons(884)_ 202.52632436080131
     sigma(1_4) c_u_cons(896)_ 585.57361207996996
     sigma(1_4) c_u_cons(897)_ 585.57361207996996
     sigma(1_4) c_u_cons(898)_ 585.57361207996996
     sigma(1_4) c_u_cons(899)_ 585.57361207996996
     sigma(1_4) c_u_cons(900)_ 585.57361207996996
     sigma(1_4) c_u_cons(901)_ 585.57361207996996
     sigma(1_4) c_u_cons(902)_ 585.57361207996996
     sigma(1_4) c_u_cons(918)_ 202.52632436080131
     sigma(1_4) c_u_cons(922)_ 202.52632436080131
     sigma(1_4) c_u_cons(926)_ 202.52632436080131
     sigma(1_4) c_u_cons(930)_ 202.52632436080131
     sigma(1_4) c_u_cons(934)_ 202.52632436080131
     sigma(1_4) c_u_cons(938)_ 202.52632436080131
     sigma(1_4) c_u_cons(942)_ 202.52632436080131
     sigma(1_8) c_e_cons(47)_ 1
     sigma(1_8) c_u_cons(55)_ -585.57361207996996
     sigma(1_8) c_u_cons(60)_ -585.57361207996996
     sigma(1_8) c_u_cons(65)_ -585.57361207996996
     sigma(1_8) c_u_cons(70)_ -585.57361207996996
     sigma(1_8) c_u_cons(75)_ -585.57361207996996
     sigma(1_8) c_u_cons(80)_ -585.57361207996996
     sigma(1_8) c_u_cons(85)_ -585.57361207996996
     sigma(1_8) c_u_cons(90)_ -585.57361207996996
     sigma(1_8) c_u_cons(95)_ -585.57361207996996
     sigma(1_8) c_u_cons(100)_ -585.57361207996996
     sigma(1_8) c_u_cons(105)_ -585.57361207996996
     sigma(1_8) c_u_cons(110)_ -585.57361207996996
     sigma(1_8) c_u_cons(115)_ -585.57361207996996
     sigma(1_8) c_u_cons(120)_ -585.57361207996996
     sigma(1_8) c_u_cons(125)_ -585.57361207996996
     sigma(1_8) c_u_cons(130)_ -585.57361207996996
     sigma(1_8) c_u_cons(201)_ 781.77777777777783
     sigma(1_8) c_u_cons(205)_ 781.77777777777783
     sigma(1_8) c_u_cons(209)_ 781.77777777777783
     sigma(1_8) c_u_cons(213)_ 781.77777777777783
     sigma(1_8) c_u_cons(217)_ 781.77777777777783
     sigma(1_8) c_u_cons(221)_ 781.77777777777783
     sigma(1_8) c_u_cons(225)_ 585.57361207996996
     sigma(1_8) c_u_cons(226)_ 585.57361207996996
     sigma(1_8) c_u_cons(227)_ 585.57361207996996
     sigma(1_8) c_u_cons(228)_ 585.57361207996996
     sigma(1_8) c_u_cons(229)_ 585.57361207996996
     sigma(1_8) c_u_cons(230)_ 585.57361207996996
     sigma(1_8) c_u_cons(251)_ 585.57361207996996
     sigma(1_8) c_u_cons(252)_ 585.57361207996996
     sigma(1_8) c_u_cons(253)_ 585.57361207996996
     sigma(1_8) c_u_cons(254)_ 585.57361207996996
     sigma(1_8) c_u_cons(255)_ 585.57361207996996
     sigma(1_8) c_u_cons(256)_ 585.57361207996996
     sigma(1_8) c_u_cons(257)_ 585.57361207996996
     sigma(1_8) c_u_cons(279)_ 202.52632436080131
     sigma(1_8) c_u_cons(283)_ 202.52632436080131
     sigma(1_8) c_u_cons(287)_ 202.52632436080131
     sigma(1_8) c_u_cons(291)_ 202.52632436080131
     sigma(1_8) c_u_cons(295)_ 202.52632436080131
     sigma(1_8) c_u_cons(299)_ 202.52632436080131
     sigma(1_8) c_u_cons(303)_ 202.52632436080131
     sigma(1_8) c_u_cons(309)_ 585.57361207996996
     sigma(1_8) c_u_cons(310)_ 585.57361207996996
     sigma(1_8) c_u_cons(311)_ 585.57361207996996
     sigma(1_8) c_u_cons(312)_ 585.57361207996996
     sigma(1_8) c_u_cons(313)_ 585.57361207996996
     sigma(1_8) c_u_cons(314)_ 585.57361207996996
     sigma(1_8) c_u_cons(315)_ 585.57361207996996
     sigma(1_8) c_u_cons(337)_ 202.52632436080131
     sigma(1_8) c_u_cons(341)_ 202.52632436080131
     sigma(1_8) c_u_cons(345)_ 202.52632436080131
     sigma(1_8) c_u_cons(349)_ 202.52632436080131
     sigma(1_8) c_u_cons(353)_ 202.52632436080131
     sigma(1_8) c_u_cons(357)_ 202.52632436080131
     sigma(1_8) c_u_cons(361)_ 202.52632436080131
     sigma(1_8) c_u_cons(367)_ 585.57361207996996
     sigma(1_8) c_u_cons(368)_ 585.57361207996996
     sigma(1_8) c_u_cons(369)_ 585.57361207996996
     sigma(1_8) c_u_cons(370)_ 585.57361207996996
     sigma(1_8) c_u_cons(371)_ 585.57361207996996
     sigma(1_8) c_u_cons(372)_ 585.57361207996996
     sigma(1_8) c_u_cons(373)_ 585.57361207996996
     sigma(1_8) c_u_cons(395)_ 202.52632436080131
     sigma(1_8) c_u_cons(399)_ 202.52632436080131
     sigma(1_8) c_u_cons(403)_ 202.52632436080131
     sigma(1_8) c_u_cons(407)_ 202.52632436080131
     sigma(1_8) c_u_cons(411)_ 202.52632436080131
     sigma(1_8) c_u_cons(415)_ 202.52632436080131
     sigma(1_8) c_u_cons(419)_ 202.52632436080131
     sigma(1_8) c_u_cons(425)_ 585.57361207996996
     sigma(1_8) c_u_cons(426)_ 585.57361207996996
     sigma(1_8) c_u_cons(427)_ 585.57361207996996
     sigma(1_8) c_u_cons(428)_ 585.57361207996996
     sigma(1_8) c_u_cons(429)_ 585.57361207996996
     sigma(1_8) c_u_cons(430)_ 585.57361207996996
     sigma(1_8) c_u_cons(431)_ 585.57361207996996
     sigma(1_8) c_u_cons(453)_ 202.52632436080131
     sigma(1_8) c_u_cons(457)_ 202.52632436080131
     sigma(1_8) c_u_cons(461)_ 202.52632436080131
     sigma(1_8) c_u_cons(465)_ 202.52632436080131
     sigma(1_8) c_u_cons(469)_ 202.52632436080131
     sigma(1_8) c_u_cons(473)_ 202.52632436080131
     sigma(1_8) c_u_cons(477)_ 202.52632436080131
     sigma(1_8) c_u_cons(483)_ 585.57361207996996
     sigma(1_8) c_u_cons(484)_ 585.57361207996996
     sigma(1_8) c_u_cons(485)_ 585.57361207996996
     sigma(1_8) c_u_cons(486)_ 585.57361207996996
     sigma(1_8) c_u_cons(487)_ 585.57361207996996
     sigma(1_8) c_u_cons(488)_ 585.57361207996996
     sigma(1_8) c_u_cons(489)_ 585.57361207996996
     sigma(1_8) c_u_cons(511)_ 202.52632436080131
     sigma(1_8) c_u_cons(515)_ 202.52632436080131
     sigma(1_8) c_u_cons(519)_ 202.52632436080131
     sigma(1_8) c_u_cons(523)_ 202.52632436080131
     sigma(1_8) c_u_cons(527)_ 202.52632436080131
     sigma(1_8) c_u_cons(531)_ 202.52632436080131
     sigma(1_8) c_u_cons(535)_ 202.52632436080131
     sigma(1_8) c_u_cons(541)_ 585.57361207996996
     sigma(1_8) c_u_cons(542)_ 585.57361207996996
     sigma(1_8) c_u_cons(543)_ 585.57361207996996
     sigma(1_8) c_u_cons(544)_ 585.57361207996996
     sigma(1_8) c_u_cons(545)_ 585.57361207996996
     sigma(1_8) c_u_cons(546)_ 585.57361207996996
     sigma(1_8) c_u_cons(547)_ 585.57361207996996
     sigma(1_8) c_u_cons(569)_ 202.52632436080131
     sigma(1_8) c_u_cons(573)_ 202.52632436080131
     sigma(1_8) c_u_cons(577)_ 202.52632436080131
     sigma(1_8) c_u_cons(581)_ 202.52632436080131
     sigma(1_8) c_u_cons(585)_ 202.52632436080131
     sigma(1_8) c_u_cons(589)_ 202.52632436080131
     sigma(1_8) c_u_cons(593)_ 202.52632436080131
     sigma(1_8) c_u_cons(599)_ 585.57361207996996
     sigma(1_8) c_u_cons(600)_ 585.57361207996996
     sigma(1_8) c_u_cons(601)_ 585.57361207996996
     sigma(1_8) c_u_cons(602)_ 585.57361207996996
     sigma(1_8) c_u_cons(603)_ 585.57361207996996
     sigma(1_8) c_u_cons(604)_ 585.57361207996996
     sigma(1_8) c_u_cons(605)_ 585.57361207996996
     sigma(1_8) c_u_cons(627)_ 202.52632436080131
     sigma(1_8) c_u_cons(631)_ 202.52632436080131
     sigma(1_8) c_u_cons(635)_ 202.52632436080131
     sigma(1_8) c_u_cons(639)_ 202.52632436080131
     sigma(1_8) c_u_cons(643)_ 202.52632436080131
     sigma(1_8) c_u_cons(647)_ 202.52632436080131
     sigma(1_8) c_u_cons(651)_ 202.52632436080131
     sigma(1_8) c_u_cons(657)_ 585.57361207996996
     sigma(1_8) c_u_cons(658)_ 585.57361207996996
     sigma(1_8) c_u_cons(659)_ 585.57361207996996
     sigma(1_8) c_u_cons(660)_ 585.57361207996996
     sigma(1_8) c_u_cons(661)_ 585.57361207996996
     sigma(1_8) c_u_cons(662)_ 585.57361207996996
     sigma(1_8) c_u_cons(663)_ 585.57361207996996
     sigma(1_8) c_u_cons(685)_ 202.52632436080131
     sigma(1_8) c_u_cons(689)_ 202.52632436080131
     sigma(1_8) c_u_cons(693)_ 202.52632436080131
     sigma(1_8) c_u_cons(697)_ 202.52632436080131
     sigma(1_8) c_u_cons(701)_ 202.52632436080131
     sigma(1_8) c_u_cons(705)_ 202.52632436080131
     sigma(1_8) c_u_cons(709)_ 202.52632436080131
     sigma(1_8) c_u_cons(715)_ 585.57361207996996
     sigma(1_8) c_u_cons(716)_ 585.57361207996996
     sigma(1_8) c_u_cons(717)_ 585.57361207996996
     sigma(1_8) c_u_cons(718)_ 585.57361207996996
     sigma(1_8) c_u_cons(719)_ 585.57361207996996
     sigma(1_8) c_u_cons(720)_ 585.57361207996996
     sigma(1_8) c_u_cons(721)_ 585.57361207996996
     sigma(1_8) c_u_cons(743)_ 202.52632436080131
     sigma(1_8) c_u_cons(747)_ 202.52632436080131
     sigma(1_8) c_u_cons(751)_ 202.52632436080131
     sigma(1_8) c_u_cons(755)_ 202.52632436080131
     sigma(1_8) c_u_cons(759)_ 202.52632436080131
     sigma(1_8) c_u_cons(763)_ 202.52632436080131
     sigma(1_8) c_u_cons(767)_ 202.52632436080131
     sigma(1_8) c_u_cons(773)_ 585.57361207996996
     sigma(1_8) c_u_cons(774)_ 585.57361207996996
     sigma(1_8) c_u_cons(775)_ 585.57361207996996
     sigma(1_8) c_u_cons(776)_ 585.57361207996996
     sigma(1_8) c_u_cons(777)_ 585.57361207996996
     sigma(1_8) c_u_cons(778)_ 585.57361207996996
     sigma(1_8) c_u_cons(779)_ 585.57361207996996
     sigma(1_8) c_u_cons(801)_ 202.52632436080131
     sigma(1_8) c_u_cons(805)_ 202.52632436080131
     sigma(1_8) c_u_cons(809)_ 202.52632436080131
     sigma(1_8) c_u_cons(813)_ 202.52632436080131
     sigma(1_8) c_u_cons(817)_ 202.52632436080131
     sigma(1_8) c_u_cons(821)_ 202.52632436080131
     sigma(1_8) c_u_cons(825)_ 202.52632436080131
     sigma(1_8) c_u_cons(831)_ 585.57361207996996
     sigma(1_8) c_u_cons(832)_ 585.57361207996996
     sigma(1_8) c_u_cons(833)_ 585.57361207996996
     sigma(1_8) c_u_cons(834)_ 585.57361207996996
     sigma(1_8) c_u_cons(835)_ 585.57361207996996
     sigma(1_8) c_u_cons(836)_ 585.57361207996996
     sigma(1_8) c_u_cons(837)_ 585.57361207996996
     sigma(1_8) c_u_cons(859)_ 202.52632436080131
     sigma(1_8) c_u_cons(863)_ 202.52632436080131
     sigma(1_8) c_u_cons(867)_ 202.52632436080131
     sigma(1_8) c_u_cons(871)_ 202.52632436080131
     sigma(1_8) c_u_cons(875)_ 202.52632436080131
     sigma(1_8) c_u_cons(879)_ 202.52632436080131
     sigma(1_8) c_u_cons(883)_ 202.52632436080131
     sigma(1_8) c_u_cons(889)_ 585.57361207996996
     sigma(1_8) c_u_cons(890)_ 585.57361207996996
     sigma(1_8) c_u_cons(891)_ 585.57361207996996
     sigma(1_8) c_u_cons(892)_ 585.57361207996996
     sigma(1_8) c_u_cons(893)_ 585.57361207996996
     sigma(1_8) c_u_cons(894)_ 585.57361207996996
     sigma(1_8) c_u_cons(895)_ 585.57361207996996
     sigma(1_8) c_u_cons(917)_ 202.52632436080131
     sigma(1_8) c_u_cons(921)_ 202.52632436080131
     sigma(1_8) c_u_cons(925)_ 202.52632436080131
     sigma(1_8) c_u_cons(929)_ 202.52632436080131
     sigma(1_8) c_u_cons(933)_ 202.52632436080131
     sigma(1_8) c_u_cons(937)_ 202.52632436080131
     sigma(1_8) c_u_cons(941)_ 202.52632436080131
     sigma(2_1) c_e_cons(133)_ 1
     sigma(2_1) c_u_cons(141)_ -51.742605951219055
     sigma(2_1) c_u_cons(146)_ -51.742605951219055
     sigma(2_1) c_u_cons(151)_ -51.742605951219055
     sigma(2_1) c_u_cons(156)_ -51.742605951219055
     sigma(2_1) c_u_cons(161)_ -51.742605951219055
     sigma(2_1) c_u_cons(166)_ -51.742605951219055
     sigma(2_1) c_u_cons(171)_ -51.742605951219055
     sigma(2_1) c_u_cons(176)_ -51.742605951219055
     sigma(2_1) c_u_cons(181)_ -51.742605951219055
     sigma(2_1) c_u_cons(186)_ -51.742605951219055
     sigma(2_1) c_u_cons(191)_ -51.742605951219055
     sigma(2_1) c_u_cons(196)_ -51.742605951219055
     sigma(2_1) c_u_cons(257)_ 585.57361207996996
     sigma(2_1) c_u_cons(264)_ 585.57361207996996
     sigma(2_1) c_u_cons(271)_ 585.57361207996996
     sigma(2_1) c_u_cons(278)_ 585.57361207996996
     sigma(2_1) c_u_cons(303)_ 202.52632436080131
     sigma(2_1) c_u_cons(304)_ 202.52632436080131
     sigma(2_1) c_u_cons(305)_ 202.52632436080131
     sigma(2_1) c_u_cons(306)_ 202.52632436080131
     sigma(2_1) c_u_cons(315)_ 585.57361207996996
     sigma(2_1) c_u_cons(322)_ 585.57361207996996
     sigma(2_1) c_u_cons(329)_ 585.57361207996996
     sigma(2_1) c_u_cons(336)_ 585.57361207996996
     sigma(2_1) c_u_cons(361)_ 202.52632436080131
     sigma(2_1) c_u_cons(362)_ 202.52632436080131
     sigma(2_1) c_u_cons(363)_ 202.52632436080131
     sigma(2_1) c_u_cons(364)_ 202.52632436080131
     sigma(2_1) c_u_cons(373)_ 585.57361207996996
     sigma(2_1) c_u_cons(380)_ 585.57361207996996
     sigma(2_1) c_u_cons(387)_ 585.57361207996996
     sigma(2_1) c_u_cons(394)_ 585.57361207996996
     sigma(2_1) c_u_cons(419)_ 202.52632436080131
     sigma(2_1) c_u_cons(420)_ 202.52632436080131
     sigma(2_1) c_u_cons(421)_ 202.52632436080131
     sigma(2_1) c_u_cons(422)_ 202.52632436080131
     sigma(2_1) c_u_cons(431)_ 585.57361207996996
     sigma(2_1) c_u_cons(438)_ 585.57361207996996
     sigma(2_1) c_u_cons(445)_ 585.57361207996996
     sigma(2_1) c_u_cons(452)_ 585.57361207996996
     sigma(2_1) c_u_cons(477)_ 202.52632436080131
     sigma(2_1) c_u_cons(478)_ 202.52632436080131
     sigma(2_1) c_u_cons(479)_ 202.52632436080131
     sigma(2_1) c_u_cons(480)_ 202.52632436080131
     sigma(2_1) c_u_cons(489)_ 585.57361207996996
     sigma(2_1) c_u_cons(496)_ 585.57361207996996
     sigma(2_1) c_u_cons(503)_ 585.57361207996996
     sigma(2_1) c_u_cons(510)_ 585.57361207996996
     sigma(2_1) c_u_cons(535)_ 202.52632436080131
     sigma(2_1) c_u_cons(536)_ 202.52632436080131
     sigma(2_1) c_u_cons(537)_ 202.52632436080131
     sigma(2_1) c_u_cons(538)_ 202.52632436080131
     sigma(2_1) c_u_cons(547)_ 585.57361207996996
     sigma(2_1) c_u_cons(554)_ 585.57361207996996
     sigma(2_1) c_u_cons(561)_ 585.57361207996996
     sigma(2_1) c_u_cons(568)_ 585.57361207996996
     sigma(2_1) c_u_cons(593)_ 202.52632436080131
     sigma(2_1) c_u_cons(594)_ 202.52632436080131
     sigma(2_1) c_u_cons(595)_ 202.52632436080131
     sigma(2_1) c_u_cons(596)_ 202.52632436080131
     sigma(2_1) c_u_cons(605)_ 585.57361207996996
     sigma(2_1) c_u_cons(612)_ 585.57361207996996
     sigma(2_1) c_u_cons(619)_ 585.57361207996996
     sigma(2_1) c_u_cons(626)_ 585.57361207996996
     sigma(2_1) c_u_cons(651)_ 202.52632436080131
     sigma(2_1) c_u_cons(652)_ 202.52632436080131
     sigma(2_1) c_u_cons(653)_ 202.52632436080131
     sigma(2_1) c_u_cons(654)_ 202.52632436080131
     sigma(2_1) c_u_cons(663)_ 585.57361207996996
     sigma(2_1) c_u_cons(670)_ 585.57361207996996
     sigma(2_1) c_u_cons(677)_ 585.57361207996996
     sigma(2_1) c_u_cons(684)_ 585.57361207996996
     sigma(2_1) c_u_cons(709)_ 202.52632436080131
     sigma(2_1) c_u_cons(710)_ 202.52632436080131
     sigma(2_1) c_u_cons(711)_ 202.52632436080131
     sigma(2_1) c_u_cons(712)_ 202.52632436080131
     sigma(2_1) c_u_cons(721)_ 585.57361207996996
     sigma(2_1) c_u_cons(728)_ 585.57361207996996
     sigma(2_1) c_u_cons(735)_ 585.57361207996996
     sigma(2_1) c_u_cons(742)_ 585.57361207996996
     sigma(2_1) c_u_cons(767)_ 202.52632436080131
     sigma(2_1) c_u_cons(768)_ 202.52632436080131
     sigma(2_1) c_u_cons(769)_ 202.52632436080131
     sigma(2_1) c_u_cons(770)_ 202.52632436080131
     sigma(2_1) c_u_cons(779)_ 585.57361207996996
     sigma(2_1) c_u_cons(786)_ 585.57361207996996
     sigma(2_1) c_u_cons(793)_ 585.57361207996996
     sigma(2_1) c_u_cons(800)_ 585.57361207996996
     sigma(2_1) c_u_cons(825)_ 202.52632436080131
     sigma(2_1) c_u_cons(826)_ 202.52632436080131
     sigma(2_1) c_u_cons(827)_ 202.52632436080131
     sigma(2_1) c_u_cons(828)_ 202.52632436080131
     sigma(2_1) c_u_cons(837)_ 585.57361207996996
     sigma(2_1) c_u_cons(844)_ 585.57361207996996
     sigma(2_1) c_u_cons(851)_ 585.57361207996996
     sigma(2_1) c_u_cons(858)_ 585.57361207996996
     sigma(2_1) c_u_cons(883)_ 202.52632436080131
     sigma(2_1) c_u_cons(884)_ 202.52632436080131
     sigma(2_1) c_u_cons(885)_ 202.52632436080131
     sigma(2_1) c_u_cons(886)_ 202.52632436080131
     sigma(2_1) c_u_cons(895)_ 585.57361207996996
     sigma(2_1) c_u_cons(902)_ 585.57361207996996
     sigma(2_1) c_u_cons(909)_ 585.57361207996996
     sigma(2_1) c_u_cons(916)_ 585.57361207996996
     sigma(2_1) c_u_cons(941)_ 202.52632436080131
     sigma(2_1) c_u_cons(942)_ 202.52632436080131
     sigma(2_1) c_u_cons(943)_ 202.52632436080131
     sigma(2_1) c_u_cons(944)_ 202.52632436080131
     sigma(2_2) c_e_cons(133)_ 1
     sigma(2_2) c_u_cons(141)_ -83.209666815419936
     sigma(2_2) c_u_cons(146)_ -83.209666815419936
     sigma(2_2) c_u_cons(151)_ -83.209666815419936
     sigma(2_2) c_u_cons(156)_ -83.209666815419936
     sigma(2_2) c_u_cons(161)_ -83.209666815419936
     sigma(2_2) c_u_cons(166)_ -83.209666815419936
     sigma(2_2) c_u_cons(171)_ -83.209666815419936
     sigma(2_2) c_u_cons(176)_ -83.209666815419936
     sigma(2_2) c_u_cons(181)_ -83.209666815419936
     sigma(2_2) c_u_cons(186)_ -83.209666815419936
     sigma(2_2) c_u_cons(191)_ -83.209666815419936
     sigma(2_2) c_u_cons(196)_ -83.209666815419936
     sigma(2_2) c_u_cons(256)_ 585.57361207996996
     sigma(2_2) c_u_cons(263)_ 585.57361207996996
     sigma(2_2) c_u_cons(270)_ 585.57361207996996
     sigma(2_2) c_u_cons(277)_ 585.57361207996996
     sigma(2_2) c_u_cons(299)_ 202.52632436080131
     sigma(2_2) c_u_cons(300)_ 202.52632436080131
     sigma(2_2) c_u_cons(301)_ 202.52632436080131
     sigma(2_2) c_u_cons(302)_ 202.52632436080131
     sigma(2_2) c_u_cons(314)_ 585.57361207996996
     sigma(2_2) c_u_cons(321)_ 585.57361207996996
     sigma(2_2) c_u_cons(328)_ 585.57361207996996
     sigma(2_2) c_u_cons(335)_ 585.57361207996996
     sigma(2_2) c_u_cons(357)_ 202.52632436080131
     sigma(2_2) c_u_cons(358)_ 202.52632436080131
     sigma(2_2) c_u_cons(359)_ 202.52632436080131
     sigma(2_2) c_u_cons(360)_ 202.52632436080131
     sigma(2_2) c_u_cons(372)_ 585.57361207996996
     sigma(2_2) c_u_cons(379)_ 585.57361207996996
     sigma(2_2) c_u_cons(386)_ 585.57361207996996
     sigma(2_2) c_u_cons(393)_ 585.57361207996996
     sigma(2_2) c_u_cons(415)_ 202.52632436080131
     sigma(2_2) c_u_cons(416)_ 202.52632436080131
     sigma(2_2) c_u_cons(417)_ 202.52632436080131
     sigma(2_2) c_u_cons(418)_ 202.52632436080131
     sigma(2_2) c_u_cons(430)_ 585.57361207996996
     sigma(2_2) c_u_cons(437)_ 585.57361207996996
     sigma(2_2) c_u_cons(444)_ 585.57361207996996
     sigma(2_2) c_u_cons(451)_ 585.57361207996996
     sigma(2_2) c_u_cons(473)_ 202.52632436080131
     sigma(2_2) c_u_cons(474)_ 202.52632436080131
     sigma(2_2) c_u_cons(475)_ 202.52632436080131
     sigma(2_2) c_u_cons(476)_ 202.52632436080131
     sigma(2_2) c_u_cons(488)_ 585.57361207996996
     sigma(2_2) c_u_cons(495)_ 585.57361207996996
     sigma(2_2) c_u_cons(502)_ 585.57361207996996
     sigma(2_2) c_u_cons(509)_ 585.57361207996996
     sigma(2_2) c_u_cons(531)_ 202.52632436080131
     sigma(2_2) c_u_cons(532)_ 202.52632436080131
     sigma(2_2) c_u_cons(533)_ 202.52632436080131
     sigma(2_2) c_u_cons(534)_ 202.52632436080131
     sigma(2_2) c_u_cons(546)_ 585.57361207996996
     sigma(2_2) c_u_cons(553)_ 585.57361207996996
     sigma(2_2) c_u_cons(560)_ 585.57361207996996
     sigma(2_2) c_u_cons(567)_ 585.57361207996996
     sigma(2_2) c_u_cons(589)_ 202.52632436080131
     sigma(2_2) c_u_cons(590)_ 202.52632436080131
     sigma(2_2) c_u_cons(591)_ 202.52632436080131
     sigma(2_2) c_u_cons(592)_ 202.52632436080131
     sigma(2_2) c_u_cons(604)_ 585.57361207996996
     sigma(2_2) c_u_cons(611)_ 585.57361207996996
     sigma(2_2) c_u_cons(618)_ 585.57361207996996
     sigma(2_2) c_u_cons(625)_ 585.57361207996996
     sigma(2_2) c_u_cons(647)_ 202.52632436080131
     sigma(2_2) c_u_cons(648)_ 202.52632436080131
     sigma(2_2) c_u_cons(649)_ 202.52632436080131
     sigma(2_2) c_u_cons(650)_ 202.52632436080131
     sigma(2_2) c_u_cons(662)_ 585.57361207996996
     sigma(2_2) c_u_cons(669)_ 585.57361207996996
     sigma(2_2) c_u_cons(676)_ 585.57361207996996
     sigma(2_2) c_u_cons(683)_ 585.57361207996996
     sigma(2_2) c_u_cons(705)_ 202.52632436080131
     sigma(2_2) c_u_cons(706)_ 202.52632436080131
     sigma(2_2) c_u_cons(707)_ 202.52632436080131
     sigma(2_2) c_u_cons(708)_ 202.52632436080131
     sigma(2_2) c_u_cons(720)_ 585.57361207996996
     sigma(2_2) c_u_cons(727)_ 585.57361207996996
     sigma(2_2) c_u_cons(734)_ 585.57361207996996
     sigma(2_2) c_u_cons(741)_ 585.57361207996996
     sigma(2_2) c_u_cons(763)_ 202.52632436080131
     sigma(2_2) c_u_cons(764)_ 202.52632436080131
     sigma(2_2) c_u_cons(765)_ 202.52632436080131
     sigma(2_2) c_u_cons(766)_ 202.52632436080131
     sigma(2_2) c_u_cons(778)_ 585.57361207996996
     sigma(2_2) c_u_cons(785)_ 585.57361207996996
     sigma(2_2) c_u_cons(792)_ 585.57361207996996
     sigma(2_2) c_u_cons(799)_ 585.57361207996996
     sigma(2_2) c_u_cons(821)_ 202.52632436080131
     sigma(2_2) c_u_cons(822)_ 202.52632436080131
     sigma(2_2) c_u_cons(823)_ 202.52632436080131
     sigma(2_2) c_u_cons(824)_ 202.52632436080131
     sigma(2_2) c_u_cons(836)_ 585.57361207996996
     sigma(2_2) c_u_cons(843)_ 585.57361207996996
     sigma(2_2) c_u_cons(850)_ 585.57361207996996
     sigma(2_2) c_u_cons(857)_ 585.57361207996996
     sigma(2_2) c_u_cons(879)_ 202.52632436080131
     sigma(2_2) c_u_cons(880)_ 202.52632436080131
     sigma(2_2) c_u_cons(881)_ 202.52632436080131
     sigma(2_2) c_u_cons(882)_ 202.52632436080131
     sigma(2_2) c_u_cons(894)_ 585.57361207996996
     sigma(2_2) c_u_cons(901)_ 585.57361207996996
     sigma(2_2) c_u_cons(908)_ 585.57361207996996
     sigma(2_2) c_u_cons(915)_ 585.57361207996996
     sigma(2_2) c_u_cons(937)_ 202.52632436080131
     sigma(2_2) c_u_cons(938)_ 202.52632436080131
     sigma(2_2) c_u_cons(939)_ 202.52632436080131
     sigma(2_2) c_u_cons(940)_ 202.52632436080131
     sigma(2_4) c_e_cons(133)_ 1
     sigma(2_4) c_u_cons(141)_ -119.56666310626477
     sigma(2_4) c_u_cons(146)_ -119.56666310626477
     sigma(2_4) c_u_cons(151)_ -119.56666310626477
     sigma(2_4) c_u_cons(156)_ -119.56666310626477
     sigma(2_4) c_u_cons(161)_ -119.56666310626477
     sigma(2_4) c_u_cons(166)_ -119.56666310626477
     sigma(2_4) c_u_cons(171)_ -119.56666310626477
     sigma(2_4) c_u_cons(176)_ -119.56666310626477
     sigma(2_4) c_u_cons(181)_ -119.56666310626477
     sigma(2_4) c_u_cons(186)_ -119.56666310626477
     sigma(2_4) c_u_cons(191)_ -119.56666310626477
     sigma(2_4) c_u_cons(196)_ -119.56666310626477
     sigma(2_4) c_u_cons(255)_ 585.57361207996996
     sigma(2_4) c_u_cons(262)_ 585.57361207996996
     sigma(2_4) c_u_cons(269)_ 585.57361207996996
     sigma(2_4) c_u_cons(276)_ 585.57361207996996
     sigma(2_4) c_u_cons(295)_ 202.52632436080131
     sigma(2_4) c_u_cons(296)_ 202.52632436080131
     sigma(2_4) c_u_cons(297)_ 202.52632436080131
     sigma(2_4) c_u_cons(298)_ 202.52632436080131
     sigma(2_4) c_u_cons(313)_ 585.57361207996996
     sigma(2_4) c_u_cons(320)_ 585.57361207996996
     sigma(2_4) c_u_cons(327)_ 585.57361207996996
     sigma(2_4) c_u_cons(334)_ 585.57361207996996
     sigma(2_4) c_u_cons(353)_ 202.52632436080131
     sigma(2_4) c_u_cons(354)_ 202.52632436080131
     sigma(2_4) c_u_cons(355)_ 202.52632436080131
     sigma(2_4) c_u_cons(356)_ 202.52632436080131
     sigma(2_4) c_u_cons(371)_ 585.57361207996996
     sigma(2_4) c_u_cons(378)_ 585.57361207996996
     sigma(2_4) c_u_cons(385)_ 585.57361207996996
     sigma(2_4) c_u_cons(392)_ 585.57361207996996
     sigma(2_4) c_u_cons(411)_ 202.52632436080131
     sigma(2_4) c_u_cons(412)_ 202.52632436080131
     sigma(2_4) c_u_cons(413)_ 202.52632436080131
     sigma(2_4) c_u_cons(414)_ 202.52632436080131
     sigma(2_4) c_u_cons(429)_ 585.57361207996996
     sigma(2_4) c_u_cons(436)_ 585.57361207996996
     sigma(2_4) c_u_cons(443)_ 585.57361207996996
     sigma(2_4) c_u_cons(450)_ 585.57361207996996
     sigma(2_4) c_u_cons(469)_ 202.52632436080131
     sigma(2_4) c_u_cons(470)_ 202.52632436080131
     sigma(2_4) c_u_cons(471)_ 202.52632436080131
     sigma(2_4) c_u_cons(472)_ 202.52632436080131
     sigma(2_4) c_u_cons(487)_ 585.57361207996996
     sigma(2_4) c_u_cons(494)_ 585.57361207996996
     sigma(2_4) c_u_cons(501)_ 585.57361207996996
     sigma(2_4) c_u_cons(508)_ 585.57361207996996
     sigma(2_4) c_u_cons(527)_ 202.52632436080131
     sigma(2_4) c_u_cons(528)_ 202.52632436080131
     sigma(2_4) c_u_cons(529)_ 202.52632436080131
     sigma(2_4) c_u_cons(530)_ 202.52632436080131
     sigma(2_4) c_u_cons(545)_ 585.57361207996996
     sigma(2_4) c_u_cons(552)_ 585.57361207996996
     sigma(2_4) c_u_cons(559)_ 585.57361207996996
     sigma(2_4) c_u_cons(566)_ 585.57361207996996
     sigma(2_4) c_u_cons(585)_ 202.52632436080131
     sigma(2_4) c_u_cons(586)_ 202.52632436080131
     sigma(2_4) c_u_cons(587)_ 202.52632436080131
     sigma(2_4) c_u_cons(588)_ 202.52632436080131
     sigma(2_4) c_u_cons(603)_ 585.57361207996996
     sigma(2_4) c_u_cons(610)_ 585.57361207996996
     sigma(2_4) c_u_cons(617)_ 585.57361207996996
     sigma(2_4) c_u_cons(624)_ 585.57361207996996
     sigma(2_4) c_u_cons(643)_ 202.52632436080131
     sigma(2_4) c_u_cons(644)_ 202.52632436080131
     sigma(2_4) c_u_cons(645)_ 202.52632436080131
     sigma(2_4) c_u_cons(646)_ 202.52632436080131
     sigma(2_4) c_u_cons(661)_ 585.57361207996996
     sigma(2_4) c_u_cons(668)_ 585.57361207996996
     sigma(2_4) c_u_cons(675)_ 585.57361207996996
     sigma(2_4) c_u_cons(682)_ 585.57361207996996
     sigma(2_4) c_u_cons(701)_ 202.52632436080131
     sigma(2_4) c_u_cons(702)_ 202.52632436080131
     sigma(2_4) c_u_cons(703)_ 202.52632436080131
     sigma(2_4) c_u_cons(704)_ 202.52632436080131
     sigma(2_4) c_u_cons(719)_ 585.57361207996996
     sigma(2_4) c_u_cons(726)_ 585.57361207996996
     sigma(2_4) c_u_cons(733)_ 585.57361207996996
     sigma(2_4) c_u_cons(740)_ 585.57361207996996
     sigma(2_4) c_u_cons(759)_ 202.52632436080131
     sigma(2_4) c_u_cons(760)_ 202.52632436080131
     sigma(2_4) c_u_cons(761)_ 202.52632436080131
     sigma(2_4) c_u_cons(762)_ 202.52632436080131
     sigma(2_4) c_u_cons(777)_ 585.57361207996996
     sigma(2_4) c_u_cons(784)_ 585.57361207996996
     sigma(2_4) c_u_cons(791)_ 585.57361207996996
     sigma(2_4) c_u_cons(798)_ 585.57361207996996
     sigma(2_4) c_u_cons(817)_ 202.52632436080131
     sigma(2_4) c_u_cons(818)_ 202.52632436080131
     sigma(2_4) c_u_cons(819)_ 202.52632436080131
     sigma(2_4) c_u_cons(820)_ 202.52632436080131
     sigma(2_4) c_u_cons(835)_ 585.57361207996996
     sigma(2_4) c_u_cons(842)_ 585.57361207996996
     sigma(2_4) c_u_cons(849)_ 585.57361207996996
     sigma(2_4) c_u_cons(856)_ 585.57361207996996
     sigma(2_4) c_u_cons(875)_ 202.52632436080131
     sigma(2_4) c_u_cons(876)_ 202.52632436080131
     sigma(2_4) c_u_cons(877)_ 202.52632436080131
     sigma(2_4) c_u_cons(878)_ 202.52632436080131
     sigma(2_4) c_u_cons(893)_ 585.57361207996996
     sigma(2_4) c_u_cons(900)_ 585.57361207996996
     sigma(2_4) c_u_cons(907)_ 585.57361207996996
     sigma(2_4) c_u_cons(914)_ 585.57361207996996
     sigma(2_4) c_u_cons(933)_ 202.52632436080131
     sigma(2_4) c_u_cons(934)_ 202.52632436080131
     sigma(2_4) c_u_cons(935)_ 202.52632436080131
     sigma(2_4) c_u_cons(936)_ 202.52632436080131
     sigma(2_8) c_e_cons(133)_ 1
     sigma(2_8) c_u_cons(141)_ -152.98974941986438
     sigma(2_8) c_u_cons(146)_ -152.98974941986438
     sigma(2_8) c_u_cons(151)_ -152.98974941986438
     sigma(2_8) c_u_cons(156)_ -152.98974941986438
     sigma(2_8) c_u_cons(161)_ -152.98974941986438
     sigma(2_8) c_u_cons(166)_ -152.98974941986438
     sigma(2_8) c_u_cons(171)_ -152.98974941986438
     sigma(2_8) c_u_cons(176)_ -152.98974941986438
     sigma(2_8) c_u_cons(181)_ -152.98974941986438
     sigma(2_8) c_u_cons(186)_ -152.98974941986438
     sigma(2_8) c_u_cons(191)_ -152.98974941986438
     sigma(2_8) c_u_cons(196)_ -152.98974941986438
     sigma(2_8) c_u_cons(254)_ 585.57361207996996
     sigma(2_8) c_u_cons(261)_ 585.57361207996996
     sigma(2_8) c_u_cons(268)_ 585.57361207996996
     sigma(2_8) c_u_cons(275)_ 585.57361207996996
     sigma(2_8) c_u_cons(291)_ 202.52632436080131
     sigma(2_8) c_u_cons(292)_ 202.52632436080131
     sigma(2_8) c_u_cons(293)_ 202.52632436080131
     sigma(2_8) c_u_cons(294)_ 202.52632436080131
     sigma(2_8) c_u_cons(312)_ 585.57361207996996
     sigma(2_8) c_u_cons(319)_ 585.57361207996996
     sigma(2_8) c_u_cons(326)_ 585.57361207996996
     sigma(2_8) c_u_cons(333)_ 585.57361207996996
     sigma(2_8) c_u_cons(349)_ 202.52632436080131
     sigma(2_8) c_u_cons(350)_ 202.52632436080131
     sigma(2_8) c_u_cons(351)_ 202.52632436080131
     sigma(2_8) c_u_cons(352)_ 202.52632436080131
     sigma(2_8) c_u_cons(370)_ 585.57361207996996
     sigma(2_8) c_u_cons(377)_ 585.57361207996996
     sigma(2_8) c_u_cons(384)_ 585.57361207996996
     sigma(2_8) c_u_cons(391)_ 585.57361207996996
     sigma(2_8) c_u_cons(407)_ 202.52632436080131
     sigma(2_8) c_u_cons(408)_ 202.52632436080131
     sigma(2_8) c_u_cons(409)_ 202.52632436080131
     sigma(2_8) c_u_cons(410)_ 202.52632436080131
     sigma(2_8) c_u_cons(428)_ 585.57361207996996
     sigma(2_8) c_u_cons(435)_ 585.57361207996996
     sigma(2_8) c_u_cons(442)_ 585.57361207996996
     sigma(2_8) c_u_cons(449)_ 585.57361207996996
     sigma(2_8) c_u_cons(465)_ 202.52632436080131
     sigma(2_8) c_u_cons(466)_ 202.52632436080131
     sigma(2_8) c_u_cons(467)_ 202.52632436080131
     sigma(2_8) c_u_cons(468)_ 202.52632436080131
     sigma(2_8) c_u_cons(486)_ 585.57361207996996
     sigma(2_8) c_u_cons(493)_ 585.57361207996996
     sigma(2_8) c_u_cons(500)_ 585.57361207996996
     sigma(2_8) c_u_cons(507)_ 585.57361207996996
     sigma(2_8) c_u_cons(523)_ 202.52632436080131
     sigma(2_8) c_u_cons(524)_ 202.52632436080131
     sigma(2_8) c_u_cons(525)_ 202.52632436080131
     sigma(2_8) c_u_cons(526)_ 202.52632436080131
     sigma(2_8) c_u_cons(544)_ 585.57361207996996
     sigma(2_8) c_u_cons(551)_ 585.57361207996996
     sigma(2_8) c_u_cons(558)_ 585.57361207996996
     sigma(2_8) c_u_cons(565)_ 585.57361207996996
     sigma(2_8) c_u_cons(581)_ 202.52632436080131
     sigma(2_8) c_u_cons(582)_ 202.52632436080131
     sigma(2_8) c_u_cons(583)_ 202.52632436080131
     sigma(2_8) c_u_cons(584)_ 202.52632436080131
     sigma(2_8) c_u_cons(602)_ 585.57361207996996
     sigma(2_8) c_u_cons(609)_ 585.57361207996996
     sigma(2_8) c_u_cons(616)_ 585.57361207996996
     sigma(2_8) c_u_cons(623)_ 585.57361207996996
     sigma(2_8) c_u_cons(639)_ 202.52632436080131
     sigma(2_8) c_u_cons(640)_ 202.52632436080131
     sigma(2_8) c_u_cons(641)_ 202.52632436080131
     sigma(2_8) c_u_cons(642)_ 202.52632436080131
     sigma(2_8) c_u_cons(660)_ 585.57361207996996
     sigma(2_8) c_u_cons(667)_ 585.57361207996996
     sigma(2_8) c_u_cons(674)_ 585.57361207996996
     sigma(2_8) c_u_cons(681)_ 585.57361207996996
     sigma(2_8) c_u_cons(697)_ 202.52632436080131
     sigma(2_8) c_u_cons(698)_ 202.52632436080131
     sigma(2_8) c_u_cons(699)_ 202.52632436080131
     sigma(2_8) c_u_cons(700)_ 202.52632436080131
     sigma(2_8) c_u_cons(718)_ 585.57361207996996
     sigma(2_8) c_u_cons(725)_ 585.57361207996996
     sigma(2_8) c_u_cons(732)_ 585.57361207996996
     sigma(2_8) c_u_cons(739)_ 585.57361207996996
     sigma(2_8) c_u_cons(755)_ 202.52632436080131
     sigma(2_8) c_u_cons(756)_ 202.52632436080131
     sigma(2_8) c_u_cons(757)_ 202.52632436080131
     sigma(2_8) c_u_cons(758)_ 202.52632436080131
     sigma(2_8) c_u_cons(776)_ 585.57361207996996
     sigma(2_8) c_u_cons(783)_ 585.57361207996996
     sigma(2_8) c_u_cons(790)_ 585.57361207996996
     sigma(2_8) c_u_cons(797)_ 585.57361207996996
     sigma(2_8) c_u_cons(813)_ 202.52632436080131
     sigma(2_8) c_u_cons(814)_ 202.52632436080131
     sigma(2_8) c_u_cons(815)_ 202.52632436080131
     sigma(2_8) c_u_cons(816)_ 202.52632436080131
     sigma(2_8) c_u_cons(834)_ 585.57361207996996
     sigma(2_8) c_u_cons(841)_ 585.57361207996996
     sigma(2_8) c_u_cons(848)_ 585.57361207996996
     sigma(2_8) c_u_cons(855)_ 585.57361207996996
     sigma(2_8) c_u_cons(871)_ 202.52632436080131
     sigma(2_8) c_u_cons(872)_ 202.52632436080131
     sigma(2_8) c_u_cons(873)_ 202.52632436080131
     sigma(2_8) c_u_cons(874)_ 202.52632436080131
     sigma(2_8) c_u_cons(892)_ 585.57361207996996
     sigma(2_8) c_u_cons(899)_ 585.57361207996996
     sigma(2_8) c_u_cons(906)_ 585.57361207996996
     sigma(2_8) c_u_cons(913)_ 585.57361207996996
     sigma(2_8) c_u_cons(929)_ 202.52632436080131
     sigma(2_8) c_u_cons(930)_ 202.52632436080131
     sigma(2_8) c_u_cons(931)_ 202.52632436080131
     sigma(2_8) c_u_cons(932)_ 202.52632436080131
     sigma(2_16) c_e_cons(133)_ 1
     sigma(2_16) c_u_cons(141)_ -177.84699329099317
     sigma(2_16) c_u_cons(146)_ -177.84699329099317
     sigma(2_16) c_u_cons(151)_ -177.84699329099317
     sigma(2_16) c_u_cons(156)_ -177.84699329099317
     sigma(2_16) c_u_cons(161)_ -177.84699329099317
     sigma(2_16) c_u_cons(166)_ -177.84699329099317
     sigma(2_16) c_u_cons(171)_ -177.84699329099317
     sigma(2_16) c_u_cons(176)_ -177.84699329099317
     sigma(2_16) c_u_cons(181)_ -177.84699329099317
     sigma(2_16) c_u_cons(186)_ -177.84699329099317
     sigma(2_16) c_u_cons(191)_ -177.84699329099317
     sigma(2_16) c_u_cons(196)_ -177.84699329099317
     sigma(2_16) c_u_cons(253)_ 585.57361207996996
     sigma(2_16) c_u_cons(260)_ 585.57361207996996
     sigma(2_16) c_u_cons(267)_ 585.57361207996996
     sigma(2_16) c_u_cons(274)_ 585.57361207996996
     sigma(2_16) c_u_cons(287)_ 202.52632436080131
     sigma(2_16) c_u_cons(288)_ 202.52632436080131
     sigma(2_16) c_u_cons(289)_ 202.52632436080131
     sigma(2_16) c_u_cons(290)_ 202.52632436080131
     sigma(2_16) c_u_cons(311)_ 585.57361207996996
     sigma(2_16) c_u_cons(318)_ 585.57361207996996
     sigma(2_16) c_u_cons(325)_ 585.57361207996996
     sigma(2_16) c_u_cons(332)_ 585.57361207996996
     sigma(2_16) c_u_cons(345)_ 202.52632436080131
     sigma(2_16) c_u_cons(346)_ 202.52632436080131
     sigma(2_16) c_u_cons(347)_ 202.52632436080131
     sigma(2_16) c_u_cons(348)_ 202.52632436080131
     sigma(2_16) c_u_cons(369)_ 585.57361207996996
     sigma(2_16) c_u_cons(376)_ 585.57361207996996
     sigma(2_16) c_u_cons(383)_ 585.57361207996996
     sigma(2_16) c_u_cons(390)_ 585.57361207996996
     sigma(2_16) c_u_cons(403)_ 202.52632436080131
     sigma(2_16) c_u_cons(404)_ 202.52632436080131
     sigma(2_16) c_u_cons(405)_ 202.52632436080131
     sigma(2_16) c_u_cons(406)_ 202.52632436080131
     sigma(2_16) c_u_cons(427)_ 585.57361207996996
     sigma(2_16) c_u_cons(434)_ 585.57361207996996
     sigma(2_16) c_u_cons(441)_ 585.57361207996996
     sigma(2_16) c_u_cons(448)_ 585.57361207996996
     sigma(2_16) c_u_cons(461)_ 202.52632436080131
     sigma(2_16) c_u_cons(462)_ 202.52632436080131
     sigma(2_16) c_u_cons(463)_ 202.52632436080131
     sigma(2_16) c_u_cons(464)_ 202.52632436080131
     sigma(2_16) c_u_cons(485)_ 585.57361207996996
     sigma(2_16) c_u_cons(492)_ 585.57361207996996
     sigma(2_16) c_u_cons(499)_ 585.57361207996996
     sigma(2_16) c_u_cons(506)_ 585.57361207996996
     sigma(2_16) c_u_cons(519)_ 202.52632436080131
     sigma(2_16) c_u_cons(520)_ 202.52632436080131
     sigma(2_16) c_u_cons(521)_ 202.52632436080131
     sigma(2_16) c_u_cons(522)_ 202.52632436080131
     sigma(2_16) c_u_cons(543)_ 585.57361207996996
     sigma(2_16) c_u_cons(550)_ 585.57361207996996
     sigma(2_16) c_u_cons(557)_ 585.57361207996996
     sigma(2_16) c_u_cons(564)_ 585.57361207996996
     sigma(2_16) c_u_cons(577)_ 202.52632436080131
     sigma(2_16) c_u_cons(578)_ 202.52632436080131
     sigma(2_16) c_u_cons(579)_ 202.52632436080131
     sigma(2_16) c_u_cons(580)_ 202.52632436080131
     sigma(2_16) c_u_cons(601)_ 585.57361207996996
     sigma(2_16) c_u_cons(608)_ 585.57361207996996
     sigma(2_16) c_u_cons(615)_ 585.57361207996996
     sigma(2_16) c_u_cons(622)_ 585.57361207996996
     sigma(2_16) c_u_cons(635)_ 202.52632436080131
     sigma(2_16) c_u_cons(636)_ 202.52632436080131
     sigma(2_16) c_u_cons(637)_ 202.52632436080131
     sigma(2_16) c_u_cons(638)_ 202.52632436080131
     sigma(2_16) c_u_cons(659)_ 585.57361207996996
     sigma(2_16) c_u_cons(666)_ 585.57361207996996
     sigma(2_16) c_u_cons(673)_ 585.57361207996996
     sigma(2_16) c_u_cons(680)_ 585.57361207996996
     sigma(2_16) c_u_cons(693)_ 202.52632436080131
     sigma(2_16) c_u_cons(694)_ 202.52632436080131
     sigma(2_16) c_u_cons(695)_ 202.52632436080131
     sigma(2_16) c_u_cons(696)_ 202.52632436080131
     sigma(2_16) c_u_cons(717)_ 585.57361207996996
     sigma(2_16) c_u_cons(724)_ 585.57361207996996
     sigma(2_16) c_u_cons(731)_ 585.57361207996996
     sigma(2_16) c_u_cons(738)_ 585.57361207996996
     sigma(2_16) c_u_cons(751)_ 202.52632436080131
     sigma(2_16) c_u_cons(752)_ 202.52632436080131
     sigma(2_16) c_u_cons(753)_ 202.52632436080131
     sigma(2_16) c_u_cons(754)_ 202.52632436080131
     sigma(2_16) c_u_cons(775)_ 585.57361207996996
     sigma(2_16) c_u_cons(782)_ 585.57361207996996
     sigma(2_16) c_u_cons(789)_ 585.57361207996996
     sigma(2_16) c_u_cons(796)_ 585.57361207996996
     sigma(2_16) c_u_cons(809)_ 202.52632436080131
     sigma(2_16) c_u_cons(810)_ 202.52632436080131
     sigma(2_16) c_u_cons(811)_ 202.52632436080131
     sigma(2_16) c_u_cons(812)_ 202.52632436080131
     sigma(2_16) c_u_cons(833)_ 585.57361207996996
     sigma(2_16) c_u_cons(840)_ 585.57361207996996
     sigma(2_16) c_u_cons(847)_ 585.57361207996996
     sigma(2_16) c_u_cons(854)_ 585.57361207996996
     sigma(2_16) c_u_cons(867)_ 202.52632436080131
     sigma(2_16) c_u_cons(868)_ 202.52632436080131
     sigma(2_16) c_u_cons(869)_ 202.52632436080131
     sigma(2_16) c_u_cons(870)_ 202.52632436080131
     sigma(2_16) c_u_cons(891)_ 585.57361207996996
     sigma(2_16) c_u_cons(898)_ 585.57361207996996
     sigma(2_16) c_u_cons(905)_ 585.57361207996996
     sigma(2_16) c_u_cons(912)_ 585.57361207996996
     sigma(2_16) c_u_cons(925)_ 202.52632436080131
     sigma(2_16) c_u_cons(926)_ 202.52632436080131
     sigma(2_16) c_u_cons(927)_ 202.52632436080131
     sigma(2_16) c_u_cons(928)_ 202.52632436080131
     sigma(2_32) c_e_cons(133)_ 1
     sigma(2_32) c_u_cons(141)_ -193.57248640243319
     sigma(2_32) c_u_cons(146)_ -193.57248640243319
     sigma(2_32) c_u_cons(151)_ -193.57248640243319
     sigma(2_32) c_u_cons(156)_ -193.57248640243319
     sigma(2_32) c_u_cons(161)_ -193.57248640243319
     sigma(2_32) c_u_cons(166)_ -193.57248640243319
     sigma(2_32) c_u_cons(171)_ -193.57248640243319
     sigma(2_32) c_u_cons(176)_ -193.57248640243319
     sigma(2_32) c_u_cons(181)_ -193.57248640243319
     sigma(2_32) c_u_cons(186)_ -193.57248640243319
     sigma(2_32) c_u_cons(191)_ -193.57248640243319
     sigma(2_32) c_u_cons(196)_ -193.57248640243319
     sigma(2_32) c_u_cons(252)_ 585.57361207996996
     sigma(2_32) c_u_cons(259)_ 585.57361207996996
     sigma(2_32) c_u_cons(266)_ 585.57361207996996
     sigma(2_32) c_u_cons(273)_ 585.57361207996996
     sigma(2_32) c_u_cons(283)_ 202.52632436080131
     sigma(2_32) c_u_cons(284)_ 202.52632436080131
     sigma(2_32) c_u_cons(285)_ 202.52632436080131
     sigma(2_32) c_u_cons(286)_ 202.52632436080131
     sigma(2_32) c_u_cons(310)_ 585.57361207996996
     sigma(2_32) c_u_cons(317)_ 585.57361207996996
     sigma(2_32) c_u_cons(324)_ 585.57361207996996
     sigma(2_32) c_u_cons(331)_ 585.57361207996996
     sigma(2_32) c_u_cons(341)_ 202.52632436080131
     sigma(2_32) c_u_cons(342)_ 202.52632436080131
     sigma(2_32) c_u_cons(343)_ 202.52632436080131
     sigma(2_32) c_u_cons(344)_ 202.52632436080131
     sigma(2_32) c_u_cons(368)_ 585.57361207996996
     sigma(2_32) c_u_cons(375)_ 585.57361207996996
     sigma(2_32) c_u_cons(382)_ 585.57361207996996
     sigma(2_32) c_u_cons(389)_ 585.57361207996996
     sigma(2_32) c_u_cons(399)_ 202.52632436080131
     sigma(2_32) c_u_cons(400)_ 202.52632436080131
     sigma(2_32) c_u_cons(401)_ 202.52632436080131
     sigma(2_32) c_u_cons(402)_ 202.52632436080131
     sigma(2_32) c_u_cons(426)_ 585.57361207996996
     sigma(2_32) c_u_cons(433)_ 585.57361207996996
     sigma(2_32) c_u_cons(440)_ 585.57361207996996
     sigma(2_32) c_u_cons(447)_ 585.57361207996996
     sigma(2_32) c_u_cons(457)_ 202.52632436080131
     sigma(2_32) c_u_cons(458)_ 202.52632436080131
     sigma(2_32) c_u_cons(459)_ 202.52632436080131
     sigma(2_32) c_u_cons(460)_ 202.52632436080131
     sigma(2_32) c_u_cons(484)_ 585.57361207996996
     sigma(2_32) c_u_cons(491)_ 585.57361207996996
     sigma(2_32) c_u_cons(498)_ 585.57361207996996
     sigma(2_32) c_u_cons(505)_ 585.57361207996996
     sigma(2_32) c_u_cons(515)_ 202.52632436080131
     sigma(2_32) c_u_cons(516)_ 202.52632436080131
     sigma(2_32) c_u_cons(517)_ 202.52632436080131
     sigma(2_32) c_u_cons(518)_ 202.52632436080131
     sigma(2_32) c_u_cons(542)_ 585.57361207996996
     sigma(2_32) c_u_cons(549)_ 585.57361207996996
     sigma(2_32) c_u_cons(556)_ 585.57361207996996
     sigma(2_32) c_u_cons(563)_ 585.57361207996996
     sigma(2_32) c_u_cons(573)_ 202.52632436080131
     sigma(2_32) c_u_cons(574)_ 202.52632436080131
     sigma(2_32) c_u_cons(575)_ 202.52632436080131
     sigma(2_32) c_u_cons(576)_ 202.52632436080131
     sigma(2_32) c_u_cons(600)_ 585.57361207996996
     sigma(2_32) c_u_cons(607)_ 585.57361207996996
     sigma(2_32) c_u_cons(614)_ 585.57361207996996
     sigma(2_32) c_u_cons(621)_ 585.57361207996996
     sigma(2_32) c_u_cons(631)_ 202.52632436080131
     sigma(2_32) c_u_cons(632)_ 202.52632436080131
     sigma(2_32) c_u_cons(633)_ 202.52632436080131
     sigma(2_32) c_u_cons(634)_ 202.52632436080131
     sigma(2_32) c_u_cons(658)_ 585.57361207996996
     sigma(2_32) c_u_cons(665)_ 585.57361207996996
     sigma(2_32) c_u_cons(672)_ 585.57361207996996
     sigma(2_32) c_u_cons(679)_ 585.57361207996996
     sigma(2_32) c_u_cons(689)_ 202.52632436080131
     sigma(2_32) c_u_cons(690)_ 202.52632436080131
     sigma(2_32) c_u_cons(691)_ 202.52632436080131
     sigma(2_32) c_u_cons(692)_ 202.52632436080131
     sigma(2_32) c_u_cons(716)_ 585.57361207996996
     sigma(2_32) c_u_cons(723)_ 585.57361207996996
     sigma(2_32) c_u_cons(730)_ 585.57361207996996
     sigma(2_32) c_u_cons(737)_ 585.57361207996996
     sigma(2_32) c_u_cons(747)_ 202.52632436080131
     sigma(2_32) c_u_cons(748)_ 202.52632436080131
     sigma(2_32) c_u_cons(749)_ 202.52632436080131
     sigma(2_32) c_u_cons(750)_ 202.52632436080131
     sigma(2_32) c_u_cons(774)_ 585.57361207996996
     sigma(2_32) c_u_cons(781)_ 585.57361207996996
     sigma(2_32) c_u_cons(788)_ 585.57361207996996
     sigma(2_32) c_u_cons(795)_ 585.57361207996996
     sigma(2_32) c_u_cons(805)_ 202.52632436080131
     sigma(2_32) c_u_cons(806)_ 202.52632436080131
     sigma(2_32) c_u_cons(807)_ 202.52632436080131
     sigma(2_32) c_u_cons(808)_ 202.52632436080131
     sigma(2_32) c_u_cons(832)_ 585.57361207996996
     sigma(2_32) c_u_cons(839)_ 585.57361207996996
     sigma(2_32) c_u_cons(846)_ 585.57361207996996
     sigma(2_32) c_u_cons(853)_ 585.57361207996996
     sigma(2_32) c_u_cons(863)_ 202.52632436080131
     sigma(2_32) c_u_cons(864)_ 202.52632436080131
     sigma(2_32) c_u_cons(865)_ 202.52632436080131
     sigma(2_32) c_u_cons(866)_ 202.52632436080131
     sigma(2_32) c_u_cons(890)_ 585.57361207996996
     sigma(2_32) c_u_cons(897)_ 585.57361207996996
     sigma(2_32) c_u_cons(904)_ 585.57361207996996
     sigma(2_32) c_u_cons(911)_ 585.57361207996996
     sigma(2_32) c_u_cons(921)_ 202.52632436080131
     sigma(2_32) c_u_cons(922)_ 202.52632436080131
     sigma(2_32) c_u_cons(923)_ 202.52632436080131
     sigma(2_32) c_u_cons(924)_ 202.52632436080131
     sigma(2_64) c_e_cons(133)_ 1
     sigma(2_64) c_u_cons(141)_ -202.52632436080131
     sigma(2_64) c_u_cons(146)_ -202.52632436080131
     sigma(2_64) c_u_cons(151)_ -202.52632436080131
     sigma(2_64) c_u_cons(156)_ -202.52632436080131
     sigma(2_64) c_u_cons(161)_ -202.52632436080131
     sigma(2_64) c_u_cons(166)_ -202.52632436080131
     sigma(2_64) c_u_cons(171)_ -202.52632436080131
     sigma(2_64) c_u_cons(176)_ -202.52632436080131
     sigma(2_64) c_u_cons(181)_ -202.52632436080131
     sigma(2_64) c_u_cons(186)_ -202.52632436080131
     sigma(2_64) c_u_cons(191)_ -202.52632436080131
     sigma(2_64) c_u_cons(196)_ -202.52632436080131
     sigma(2_64) c_u_cons(251)_ 585.57361207996996
     sigma(2_64) c_u_cons(258)_ 585.57361207996996
     sigma(2_64) c_u_cons(265)_ 585.57361207996996
     sigma(2_64) c_u_cons(272)_ 585.57361207996996
     sigma(2_64) c_u_cons(279)_ 202.52632436080131
     sigma(2_64) c_u_cons(280)_ 202.52632436080131
     sigma(2_64) c_u_cons(281)_ 202.52632436080131
     sigma(2_64) c_u_cons(282)_ 202.52632436080131
     sigma(2_64) c_u_cons(309)_ 585.57361207996996
     sigma(2_64) c_u_cons(316)_ 585.57361207996996
     sigma(2_64) c_u_cons(323)_ 585.57361207996996
     sigma(2_64) c_u_cons(330)_ 585.57361207996996
     sigma(2_64) c_u_cons(337)_ 202.52632436080131
     sigma(2_64) c_u_cons(338)_ 202.52632436080131
     sigma(2_64) c_u_cons(339)_ 202.52632436080131
     sigma(2_64) c_u_cons(340)_ 202.52632436080131
     sigma(2_64) c_u_cons(367)_ 585.57361207996996
     sigma(2_64) c_u_cons(374)_ 585.57361207996996
     sigma(2_64) c_u_cons(381)_ 585.57361207996996
     sigma(2_64) c_u_cons(388)_ 585.57361207996996
     sigma(2_64) c_u_cons(395)_ 202.52632436080131
     sigma(2_64) c_u_cons(396)_ 202.52632436080131
     sigma(2_64) c_u_cons(397)_ 202.52632436080131
     sigma(2_64) c_u_cons(398)_ 202.52632436080131
     sigma(2_64) c_u_cons(425)_ 585.57361207996996
     sigma(2_64) c_u_cons(432)_ 585.57361207996996
     sigma(2_64) c_u_cons(439)_ 585.57361207996996
     sigma(2_64) c_u_cons(446)_ 585.57361207996996
     sigma(2_64) c_u_cons(453)_ 202.52632436080131
     sigma(2_64) c_u_cons(454)_ 202.52632436080131
     sigma(2_64) c_u_cons(455)_ 202.52632436080131
     sigma(2_64) c_u_cons(456)_ 202.52632436080131
     sigma(2_64) c_u_cons(483)_ 585.57361207996996
     sigma(2_64) c_u_cons(490)_ 585.57361207996996
     sigma(2_64) c_u_cons(497)_ 585.57361207996996
     sigma(2_64) c_u_cons(504)_ 585.57361207996996
     sigma(2_64) c_u_cons(511)_ 202.52632436080131
     sigma(2_64) c_u_cons(512)_ 202.52632436080131
     sigma(2_64) c_u_cons(513)_ 202.52632436080131
     sigma(2_64) c_u_cons(514)_ 202.52632436080131
     sigma(2_64) c_u_cons(541)_ 585.57361207996996
     sigma(2_64) c_u_cons(548)_ 585.57361207996996
     sigma(2_64) c_u_cons(555)_ 585.57361207996996
     sigma(2_64) c_u_cons(562)_ 585.57361207996996
     sigma(2_64) c_u_cons(569)_ 202.52632436080131
     sigma(2_64) c_u_cons(570)_ 202.52632436080131
     sigma(2_64) c_u_cons(571)_ 202.52632436080131
     sigma(2_64) c_u_cons(572)_ 202.52632436080131
     sigma(2_64) c_u_cons(599)_ 585.57361207996996
     sigma(2_64) c_u_cons(606)_ 585.57361207996996
     sigma(2_64) c_u_cons(613)_ 585.57361207996996
     sigma(2_64) c_u_cons(620)_ 585.57361207996996
     sigma(2_64) c_u_cons(627)_ 202.52632436080131
     sigma(2_64) c_u_cons(628)_ 202.52632436080131
     sigma(2_64) c_u_cons(629)_ 202.52632436080131
     sigma(2_64) c_u_cons(630)_ 202.52632436080131
     sigma(2_64) c_u_cons(657)_ 585.57361207996996
     sigma(2_64) c_u_cons(664)_ 585.57361207996996
     sigma(2_64) c_u_cons(671)_ 585.57361207996996
     sigma(2_64) c_u_cons(678)_ 585.57361207996996
     sigma(2_64) c_u_cons(685)_ 202.52632436080131
     sigma(2_64) c_u_cons(686)_ 202.52632436080131
     sigma(2_64) c_u_cons(687)_ 202.52632436080131
     sigma(2_64) c_u_cons(688)_ 202.52632436080131
     sigma(2_64) c_u_cons(715)_ 585.57361207996996
     sigma(2_64) c_u_cons(722)_ 585.57361207996996
     sigma(2_64) c_u_cons(729)_ 585.57361207996996
     sigma(2_64) c_u_cons(736)_ 585.57361207996996
     sigma(2_64) c_u_cons(743)_ 202.52632436080131
     sigma(2_64) c_u_cons(744)_ 202.52632436080131
     sigma(2_64) c_u_cons(745)_ 202.52632436080131
     sigma(2_64) c_u_cons(746)_ 202.52632436080131
     sigma(2_64) c_u_cons(773)_ 585.57361207996996
     sigma(2_64) c_u_cons(780)_ 585.57361207996996
     sigma(2_64) c_u_cons(787)_ 585.57361207996996
     sigma(2_64) c_u_cons(794)_ 585.57361207996996
     sigma(2_64) c_u_cons(801)_ 202.52632436080131
     sigma(2_64) c_u_cons(802)_ 202.52632436080131
     sigma(2_64) c_u_cons(803)_ 202.52632436080131
     sigma(2_64) c_u_cons(804)_ 202.52632436080131
     sigma(2_64) c_u_cons(831)_ 585.57361207996996
     sigma(2_64) c_u_cons(838)_ 585.57361207996996
     sigma(2_64) c_u_cons(845)_ 585.57361207996996
     sigma(2_64) c_u_cons(852)_ 585.57361207996996
     sigma(2_64) c_u_cons(859)_ 202.52632436080131
     sigma(2_64) c_u_cons(860)_ 202.52632436080131
     sigma(2_64) c_u_cons(861)_ 202.52632436080131
     sigma(2_64) c_u_cons(862)_ 202.52632436080131
     sigma(2_64) c_u_cons(889)_ 585.57361207996996
     sigma(2_64) c_u_cons(896)_ 585.57361207996996
     sigma(2_64) c_u_cons(903)_ 585.57361207996996
     sigma(2_64) c_u_cons(910)_ 585.57361207996996
     sigma(2_64) c_u_cons(917)_ 202.52632436080131
     sigma(2_64) c_u_cons(918)_ 202.52632436080131
     sigma(2_64) c_u_cons(919)_ 202.52632436080131
     sigma(2_64) c_u_cons(920)_ 202.52632436080131
     x(0_0) c_e_cons(2)_ 1
     x(0_0) c_l_cons(7)_ 1
     x(0_0) c_u_cons(8)_ -781.77777777777783
     x(0_0) c_u_cons(10)_ 1
     x(0_0) c_u_cons(11)_ 1
     x(0_0) c_l_cons(12)_ 1
     x(0_0) c_u_cons(13)_ -781.77777777777783
     x(0_0) c_u_cons(15)_ 1
     x(0_0) c_u_cons(16)_ 1
     x(0_0) c_l_cons(17)_ 1
     x(0_0) c_u_cons(18)_ -781.77777777777783
     x(0_0) c_u_cons(20)_ 1
     x(0_0) c_u_cons(21)_ 1
     x(0_0) c_l_cons(22)_ 1
     x(0_0) c_u_cons(23)_ -781.77777777777783
     x(0_0) c_u_cons(25)_ 1
     x(0_0) c_u_cons(26)_ 1
     x(0_0) c_u_cons(27)_ -1
     x(0_0) c_u_cons(28)_ -781.77777777777783
     x(0_0) c_u_cons(30)_ 1
     x(0_0) c_u_cons(31)_ 1
     x(0_0) c_u_cons(32)_ -1
     x(0_0) c_u_cons(33)_ -781.77777777777783
     x(0_0) c_u_cons(35)_ 1
     x(0_0) c_u_cons(36)_ 1
     x(0_0) c_u_cons(37)_ -1
     x(0_0) c_u_cons(38)_ -781.77777777777783
     x(0_0) c_u_cons(40)_ 1
     x(0_0) c_u_cons(41)_ 1
     x(0_0) c_u_cons(42)_ -1
     x(0_0) c_u_cons(43)_ -781.77777777777783
     x(0_0) c_u_cons(45)_ 1
     x(0_0) c_u_cons(46)_ 1
     x(0_1) c_e_cons(2)_ 1
     x(0_1) c_l_cons(6)_ -1
     x(0_1) c_l_cons(12)_ 1
     x(0_1) c_u_cons(13)_ -781.77777777777783
     x(0_1) c_u_cons(15)_ 1
     x(0_1) c_u_cons(16)_ 1
     x(0_1) c_l_cons(17)_ 1
     x(0_1) c_u_cons(18)_ -781.77777777777783
     x(0_1) c_u_cons(20)_ 1
     x(0_1) c_u_cons(21)_ 1
     x(0_1) c_l_cons(22)_ 1
     x(0_1) c_u_cons(23)_ -781.77777777777783
     x(0_1) c_u_cons(25)_ 1
     x(0_1) c_u_cons(26)_ 1
     x(0_1) c_u_cons(27)_ -1
     x(0_1) c_u_cons(28)_ -781.77777777777783
     x(0_1) c_u_cons(30)_ 1
     x(0_1) c_u_cons(31)_ 1
     x(0_1) c_u_cons(32)_ -1
     x(0_1) c_u_cons(33)_ -781.77777777777783
     x(0_1) c_u_cons(35)_ 1
     x(0_1) c_u_cons(36)_ 1
     x(0_1) c_u_cons(37)_ -1
     x(0_1) c_u_cons(38)_ -781.77777777777783
     x(0_1) c_u_cons(40)_ 1
     x(0_1) c_u_cons(41)_ 1
     x(0_1) c_u_cons(42)_ -1
     x(0_1) c_u_cons(43)_ -781.77777777777783
     x(0_1) c_u_cons(45)_ 1
     x(0_1) c_u_cons(46)_ 1
     x(0_2) c_e_cons(2)_ 1
     x(0_2) c_l_cons(6)_ -2
     x(0_2) c_l_cons(17)_ 1
     x(0_2) c_u_cons(18)_ -781.77777777777783
     x(0_2) c_u_cons(20)_ 1
     x(0_2) c_u_cons(21)_ 1
     x(0_2) c_l_cons(22)_ 1
     x(0_2) c_u_cons(23)_ -781.77777777777783
     x(0_2) c_u_cons(25)_ 1
     x(0_2) c_u_cons(26)_ 1
     x(0_2) c_u_cons(27)_ -1
     x(0_2) c_u_cons(28)_ -781.77777777777783
     x(0_2) c_u_cons(30)_ 1
     x(0_2) c_u_cons(31)_ 1
     x(0_2) c_u_cons(32)_ -1
     x(0_2) c_u_cons(33)_ -781.77777777777783
     x(0_2) c_u_cons(35)_ 1
     x(0_2) c_u_cons(36)_ 1
     x(0_2) c_u_cons(37)_ -1
     x(0_2) c_u_cons(38)_ -781.77777777777783
     x(0_2) c_u_cons(40)_ 1
     x(0_2) c_u_cons(41)_ 1
     x(0_2) c_u_cons(42)_ -1
     x(0_2) c_u_cons(43)_ -781.77777777777783
     x(0_2) c_u_cons(45)_ 1
     x(0_2) c_u_cons(46)_ 1
     x(0_3) c_e_cons(2)_ 1
     x(0_3) c_l_cons(6)_ -3
     x(0_3) c_l_cons(22)_ 1
     x(0_3) c_u_cons(23)_ -781.77777777777783
     x(0_3) c_u_cons(25)_ 1
     x(0_3) c_u_cons(26)_ 1
     x(0_3) c_u_cons(27)_ -1
     x(0_3) c_u_cons(28)_ -781.77777777777783
     x(0_3) c_u_cons(30)_ 1
     x(0_3) c_u_cons(31)_ 1
     x(0_3) c_u_cons(32)_ -1
     x(0_3) c_u_cons(33)_ -781.77777777777783
     x(0_3) c_u_cons(35)_ 1
     x(0_3) c_u_cons(36)_ 1
     x(0_3) c_u_cons(37)_ -1
     x(0_3) c_u_cons(38)_ -781.77777777777783
     x(0_3) c_u_cons(40)_ 1
     x(0_3) c_u_cons(41)_ 1
     x(0_3) c_u_cons(42)_ -1
     x(0_3) c_u_cons(43)_ -781.77777777777783
     x(0_3) c_u_cons(45)_ 1
     x(0_3) c_u_cons(46)_ 1
     x(1_7) c_e_cons(48)_ 1
     x(1_7) c_l_cons(52)_ -7
     x(1_7) c_l_cons(53)_ 1
     x(1_7) c_u_cons(54)_ -585.57361207996996
     x(1_7) c_u_cons(56)_ 1
     x(1_7) c_u_cons(57)_ 1
     x(1_7) c_l_cons(58)_ 1
     x(1_7) c_u_cons(59)_ -585.57361207996996
     x(1_7) c_u_cons(61)_ 1
     x(1_7) c_u_cons(62)_ 1
     x(1_7) c_l_cons(63)_ 1
     x(1_7) c_u_cons(64)_ -585.57361207996996
     x(1_7) c_u_cons(66)_ 1
     x(1_7) c_u_cons(67)_ 1
     x(1_7) c_l_cons(68)_ 1
     x(1_7) c_u_cons(69)_ -585.57361207996996
     x(1_7) c_u_cons(71)_ 1
     x(1_7) c_u_cons(72)_ 1
     x(1_7) c_l_cons(73)_ 1
     x(1_7) c_u_cons(74)_ -585.57361207996996
     x(1_7) c_u_cons(76)_ 1
     x(1_7) c_u_cons(77)_ 1
     x(1_7) c_l_cons(78)_ 1
     x(1_7) c_u_cons(79)_ -585.57361207996996
     x(1_7) c_u_cons(81)_ 1
     x(1_7) c_u_cons(82)_ 1
     x(1_7) c_l_cons(83)_ 1
     x(1_7) c_u_cons(84)_ -585.57361207996996
     x(1_7) c_u_cons(86)_ 1
     x(1_7) c_u_cons(87)_ 1
     x(1_7) c_l_cons(88)_ 1
     x(1_7) c_u_cons(89)_ -585.57361207996996
     x(1_7) c_u_cons(91)_ 1
     x(1_7) c_u_cons(92)_ 1
     x(1_7) c_l_cons(93)_ 1
     x(1_7) c_u_cons(94)_ -585.57361207996996
     x(1_7) c_u_cons(96)_ 1
     x(1_7) c_u_cons(97)_ 1
     x(1_7) c_l_cons(98)_ 1
     x(1_7) c_u_cons(99)_ -585.57361207996996
     x(1_7) c_u_cons(101)_ 1
     x(1_7) c_u_cons(102)_ 1
     x(1_7) c_l_cons(103)_ 1
     x(1_7) c_u_cons(104)_ -585.57361207996996
     x(1_7) c_u_cons(106)_ 1
     x(1_7) c_u_cons(107)_ 1
     x(1_7) c_l_cons(108)_ 1
     x(1_7) c_u_cons(109)_ -585.57361207996996
     x(1_7) c_u_cons(111)_ 1
     x(1_7) c_u_cons(112)_ 1
     x(1_7) c_u_cons(113)_ -1
     x(1_7) c_u_cons(114)_ -585.57361207996996
     x(1_7) c_u_cons(116)_ 1
     x(1_7) c_u_cons(117)_ 1
     x(1_7) c_u_cons(118)_ -1
     x(1_7) c_u_cons(119)_ -585.57361207996996
     x(1_7) c_u_cons(121)_ 1
     x(1_7) c_u_cons(122)_ 1
     x(1_7) c_u_cons(123)_ -1
     x(1_7) c_u_cons(124)_ -585.57361207996996
     x(1_7) c_u_cons(126)_ 1
     x(1_7) c_u_cons(127)_ 1
     x(1_7) c_u_cons(128)_ -1
     x(1_7) c_u_cons(129)_ -585.57361207996996
     x(1_7) c_u_cons(131)_ 1
     x(1_7) c_u_cons(132)_ 1
     x(1_8) c_e_cons(48)_ 1
     x(1_8) c_l_cons(52)_ -8
     x(1_8) c_l_cons(58)_ 1
     x(1_8) c_u_cons(59)_ -585.57361207996996
     x(1_8) c_u_cons(61)_ 1
     x(1_8) c_u_cons(62)_ 1
     x(1_8) c_l_cons(63)_ 1
     x(1_8) c_u_cons(64)_ -585.57361207996996
     x(1_8) c_u_cons(66)_ 1
     x(1_8) c_u_cons(67)_ 1
     x(1_8) c_l_cons(68)_ 1
     x(1_8) c_u_cons(69)_ -585.57361207996996
     x(1_8) c_u_cons(71)_ 1
     x(1_8) c_u_cons(72)_ 1
     x(1_8) c_l_cons(73)_ 1
     x(1_8) c_u_cons(74)_ -585.57361207996996
     x(1_8) c_u_cons(76)_ 1
     x(1_8) c_u_cons(77)_ 1
     x(1_8) c_l_cons(78)_ 1
     x(1_8) c_u_cons(79)_ -585.57361207996996
     x(1_8) c_u_cons(81)_ 1
     x(1_8) c_u_cons(82)_ 1
     x(1_8) c_l_cons(83)_ 1
     x(1_8) c_u_cons(84)_ -585.57361207996996
     x(1_8) c_u_cons(86)_ 1
     x(1_8) c_u_cons(87)_ 1
     x(1_8) c_l_cons(88)_ 1
     x(1_8) c_u_cons(89)_ -585.57361207996996
     x(1_8) c_u_cons(91)_ 1
     x(1_8) c_u_cons(92)_ 1
     x(1_8) c_l_cons(93)_ 1
     x(1_8) c_u_cons(94)_ -585.57361207996996
     x(1_8) c_u_cons(96)_ 1
     x(1_8) c_u_cons(97)_ 1
     x(1_8) c_l_cons(98)_ 1
     x(1_8) c_u_cons(99)_ -585.57361207996996
     x(1_8) c_u_cons(101)_ 1
     x(1_8) c_u_cons(102)_ 1
     x(1_8) c_l_cons(103)_ 1
     x(1_8) c_u_cons(104)_ -585.57361207996996
     x(1_8) c_u_cons(106)_ 1
     x(1_8) c_u_cons(107)_ 1
     x(1_8) c_l_cons(108)_ 1
     x(1_8) c_u_cons(109)_ -585.57361207996996
     x(1_8) c_u_cons(111)_ 1
     x(1_8) c_u_cons(112)_ 1
     x(1_8) c_u_cons(113)_ -1
     x(1_8) c_u_cons(114)_ -585.57361207996996
     x(1_8) c_u_cons(116)_ 1
     x(1_8) c_u_cons(117)_ 1
     x(1_8) c_u_cons(118)_ -1
     x(1_8) c_u_cons(119)_ -585.57361207996996
     x(1_8) c_u_cons(121)_ 1
     x(1_8) c_u_cons(122)_ 1
     x(1_8) c_u_cons(123)_ -1
     x(1_8) c_u_cons(124)_ -585.57361207996996
     x(1_8) c_u_cons(126)_ 1
     x(1_8) c_u_cons(127)_ 1
     x(1_8) c_u_cons(128)_ -1
     x(1_8) c_u_cons(129)_ -585.57361207996996
     x(1_8) c_u_cons(131)_ 1
     x(1_8) c_u_cons(132)_ 1
     x(1_9) c_e_cons(48)_ 1
     x(1_9) c_l_cons(52)_ -9
     x(1_9) c_l_cons(63)_ 1
     x(1_9) c_u_cons(64)_ -585.57361207996996
     x(1_9) c_u_cons(66)_ 1
     x(1_9) c_u_cons(67)_ 1
     x(1_9) c_l_cons(68)_ 1
     x(1_9) c_u_cons(69)_ -585.57361207996996
     x(1_9) c_u_cons(71)_ 1
     x(1_9) c_u_cons(72)_ 1
     x(1_9) c_l_cons(73)_ 1
     x(1_9) c_u_cons(74)_ -585.57361207996996
     x(1_9) c_u_cons(76)_ 1
     x(1_9) c_u_cons(77)_ 1
     x(1_9) c_l_cons(78)_ 1
     x(1_9) c_u_cons(79)_ -585.57361207996996
     x(1_9) c_u_cons(81)_ 1
     x(1_9) c_u_cons(82)_ 1
     x(1_9) c_l_cons(83)_ 1
     x(1_9) c_u_cons(84)_ -585.57361207996996
     x(1_9) c_u_cons(86)_ 1
     x(1_9) c_u_cons(87)_ 1
     x(1_9) c_l_cons(88)_ 1
     x(1_9) c_u_cons(89)_ -585.57361207996996
     x(1_9) c_u_cons(91)_ 1
     x(1_9) c_u_cons(92)_ 1
     x(1_9) c_l_cons(93)_ 1
     x(1_9) c_u_cons(94)_ -585.57361207996996
     x(1_9) c_u_cons(96)_ 1
     x(1_9) c_u_cons(97)_ 1
     x(1_9) c_l_cons(98)_ 1
     x(1_9) c_u_cons(99)_ -585.57361207996996
     x(1_9) c_u_cons(101)_ 1
     x(1_9) c_u_cons(102)_ 1
     x(1_9) c_l_cons(103)_ 1
     x(1_9) c_u_cons(104)_ -585.57361207996996
     x(1_9) c_u_cons(106)_ 1
     x(1_9) c_u_cons(107)_ 1
     x(1_9) c_l_cons(108)_ 1
     x(1_9) c_u_cons(109)_ -585.57361207996996
     x(1_9) c_u_cons(111)_ 1
     x(1_9) c_u_cons(112)_ 1
     x(1_9) c_u_cons(113)_ -1
     x(1_9) c_u_cons(114)_ -585.57361207996996
     x(1_9) c_u_cons(116)_ 1
     x(1_9) c_u_cons(117)_ 1
     x(1_9) c_u_cons(118)_ -1
     x(1_9) c_u_cons(119)_ -585.57361207996996
     x(1_9) c_u_cons(121)_ 1
     x(1_9) c_u_cons(122)_ 1
     x(1_9) c_u_cons(123)_ -1
     x(1_9) c_u_cons(124)_ -585.57361207996996
     x(1_9) c_u_cons(126)_ 1
     x(1_9) c_u_cons(127)_ 1
     x(1_9) c_u_cons(128)_ -1
     x(1_9) c_u_cons(129)_ -585.57361207996996
     x(1_9) c_u_cons(131)_ 1
     x(1_9) c_u_cons(132)_ 1
     x(1_10) c_e_cons(48)_ 1
     x(1_10) c_l_cons(52)_ -10
     x(1_10) c_l_cons(68)_ 1
     x(1_10) c_u_cons(69)_ -585.57361207996996
     x(1_10) c_u_cons(71)_ 1
     x(1_10) c_u_cons(72)_ 1
     x(1_10) c_l_cons(73)_ 1
     x(1_10) c_u_cons(74)_ -585.57361207996996
     x(1_10) c_u_cons(76)_ 1
     x(1_10) c_u_cons(77)_ 1
     x(1_10) c_l_cons(78)_ 1
     x(1_10) c_u_cons(79)_ -585.57361207996996
     x(1_10) c_u_cons(81)_ 1
     x(1_10) c_u_cons(82)_ 1
     x(1_10) c_l_cons(83)_ 1
     x(1_10) c_u_cons(84)_ -585.57361207996996
     x(1_10) c_u_cons(86)_ 1
     x(1_10) c_u_cons(87)_ 1
     x(1_10) c_l_cons(88)_ 1
     x(1_10) c_u_cons(89)_ -585.57361207996996
     x(1_10) c_u_cons(91)_ 1
     x(1_10) c_u_cons(92)_ 1
     x(1_10) c_l_cons(93)_ 1
     x(1_10) c_u_cons(94)_ -585.57361207996996
     x(1_10) c_u_cons(96)_ 1
     x(1_10) c_u_cons(97)_ 1
     x(1_10) c_l_cons(98)_ 1
     x(1_10) c_u_cons(99)_ -585.57361207996996
     x(1_10) c_u_cons(101)_ 1
     x(1_10) c_u_cons(102)_ 1
     x(1_10) c_l_cons(103)_ 1
     x(1_10) c_u_cons(104)_ -585.57361207996996
     x(1_10) c_u_cons(106)_ 1
     x(1_10) c_u_cons(107)_ 1
     x(1_10) c_l_cons(108)_ 1
     x(1_10) c_u_cons(109)_ -585.57361207996996
     x(1_10) c_u_cons(111)_ 1
     x(1_10) c_u_cons(112)_ 1
     x(1_10) c_u_cons(113)_ -1
     x(1_10) c_u_cons(114)_ -585.57361207996996
     x(1_10) c_u_cons(116)_ 1
     x(1_10) c_u_cons(117)_ 1
     x(1_10) c_u_cons(118)_ -1
     x(1_10) c_u_cons(119)_ -585.57361207996996
     x(1_10) c_u_cons(121)_ 1
     x(1_10) c_u_cons(122)_ 1
     x(1_10) c_u_cons(123)_ -1
     x(1_10) c_u_cons(124)_ -585.57361207996996
     x(1_10) c_u_cons(126)_ 1
     x(1_10) c_u_cons(127)_ 1
     x(1_10) c_u_cons(128)_ -1
     x(1_10) c_u_cons(129)_ -585.57361207996996
     x(1_10) c_u_cons(131)_ 1
     x(1_10) c_u_cons(132)_ 1
     x(2_8) c_e_cons(134)_ 1
     x(2_8) c_l_cons(138)_ -8
     x(2_8) c_l_cons(139)_ 1
     x(2_8) c_u_cons(140)_ -202.52632436080131
     x(2_8) c_u_cons(142)_ 1
     x(2_8) c_u_cons(143)_ 1
     x(2_8) c_l_cons(144)_ 1
     x(2_8) c_u_cons(145)_ -202.52632436080131
     x(2_8) c_u_cons(147)_ 1
     x(2_8) c_u_cons(148)_ 1
     x(2_8) c_l_cons(149)_ 1
     x(2_8) c_u_cons(150)_ -202.52632436080131
     x(2_8) c_u_cons(152)_ 1
     x(2_8) c_u_cons(153)_ 1
     x(2_8) c_l_cons(154)_ 1
     x(2_8) c_u_cons(155)_ -202.52632436080131
     x(2_8) c_u_cons(157)_ 1
     x(2_8) c_u_cons(158)_ 1
     x(2_8) c_l_cons(159)_ 1
     x(2_8) c_u_cons(160)_ -202.52632436080131
     x(2_8) c_u_cons(162)_ 1
     x(2_8) c_u_cons(163)_ 1
     x(2_8) c_l_cons(164)_ 1
     x(2_8) c_u_cons(165)_ -202.52632436080131
     x(2_8) c_u_cons(167)_ 1
     x(2_8) c_u_cons(168)_ 1
     x(2_8) c_l_cons(169)_ 1
     x(2_8) c_u_cons(170)_ -202.52632436080131
     x(2_8) c_u_cons(172)_ 1
     x(2_8) c_u_cons(173)_ 1
     x(2_8) c_l_cons(174)_ 1
     x(2_8) c_u_cons(175)_ -202.52632436080131
     x(2_8) c_u_cons(177)_ 1
     x(2_8) c_u_cons(178)_ 1
     x(2_8) c_u_cons(179)_ -1
     x(2_8) c_u_cons(180)_ -202.52632436080131
     x(2_8) c_u_cons(182)_ 1
     x(2_8) c_u_cons(183)_ 1
     x(2_8) c_u_cons(184)_ -1
     x(2_8) c_u_cons(185)_ -202.52632436080131
     x(2_8) c_u_cons(187)_ 1
     x(2_8) c_u_cons(188)_ 1
     x(2_8) c_u_cons(189)_ -1
     x(2_8) c_u_cons(190)_ -202.52632436080131
     x(2_8) c_u_cons(192)_ 1
     x(2_8) c_u_cons(193)_ 1
     x(2_8) c_u_cons(194)_ -1
     x(2_8) c_u_cons(195)_ -202.52632436080131
     x(2_8) c_u_cons(197)_ 1
     x(2_8) c_u_cons(198)_ 1
     x(2_9) c_e_cons(134)_ 1
     x(2_9) c_l_cons(138)_ -9
     x(2_9) c_l_cons(144)_ 1
     x(2_9) c_u_cons(145)_ -202.52632436080131
     x(2_9) c_u_cons(147)_ 1
     x(2_9) c_u_cons(148)_ 1
     x(2_9) c_l_cons(149)_ 1
     x(2_9) c_u_cons(150)_ -202.52632436080131
     x(2_9) c_u_cons(152)_ 1
     x(2_9) c_u_cons(153)_ 1
     x(2_9) c_l_cons(154)_ 1
     x(2_9) c_u_cons(155)_ -202.52632436080131
     x(2_9) c_u_cons(157)_ 1
     x(2_9) c_u_cons(158)_ 1
     x(2_9) c_l_cons(159)_ 1
     x(2_9) c_u_cons(160)_ -202.52632436080131
     x(2_9) c_u_cons(162)_ 1
     x(2_9) c_u_cons(163)_ 1
     x(2_9) c_l_cons(164)_ 1
     x(2_9) c_u_cons(165)_ -202.52632436080131
     x(2_9) c_u_cons(167)_ 1
     x(2_9) c_u_cons(168)_ 1
     x(2_9) c_l_cons(169)_ 1
     x(2_9) c_u_cons(170)_ -202.52632436080131
     x(2_9) c_u_cons(172)_ 1
     x(2_9) c_u_cons(173)_ 1
     x(2_9) c_l_cons(174)_ 1
     x(2_9) c_u_cons(175)_ -202.52632436080131
     x(2_9) c_u_cons(177)_ 1
     x(2_9) c_u_cons(178)_ 1
     x(2_9) c_u_cons(179)_ -1
     x(2_9) c_u_cons(180)_ -202.52632436080131
     x(2_9) c_u_cons(182)_ 1
     x(2_9) c_u_cons(183)_ 1
     x(2_9) c_u_cons(184)_ -1
     x(2_9) c_u_cons(185)_ -202.52632436080131
     x(2_9) c_u_cons(187)_ 1
     x(2_9) c_u_cons(188)_ 1
     x(2_9) c_u_cons(189)_ -1
     x(2_9) c_u_cons(190)_ -202.52632436080131
     x(2_9) c_u_cons(192)_ 1
     x(2_9) c_u_cons(193)_ 1
     x(2_9) c_u_cons(194)_ -1
     x(2_9) c_u_cons(195)_ -202.52632436080131
     x(2_9) c_u_cons(197)_ 1
     x(2_9) c_u_cons(198)_ 1
     x(2_10) c_e_cons(134)_ 1
     x(2_10) c_l_cons(138)_ -10
     x(2_10) c_l_cons(149)_ 1
     x(2_10) c_u_cons(150)_ -202.52632436080131
     x(2_10) c_u_cons(152)_ 1
     x(2_10) c_u_cons(153)_ 1
     x(2_10) c_l_cons(154)_ 1
     x(2_10) c_u_cons(155)_ -202.52632436080131
     x(2_10) c_u_cons(157)_ 1
     x(2_10) c_u_cons(158)_ 1
     x(2_10) c_l_cons(159)_ 1
     x(2_10) c_u_cons(160)_ -202.52632436080131
     x(2_10) c_u_cons(162)_ 1
     x(2_10) c_u_cons(163)_ 1
     x(2_10) c_l_cons(164)_ 1
     x(2_10) c_u_cons(165)_ -202.52632436080131
     x(2_10) c_u_cons(167)_ 1
     x(2_10) c_u_cons(168)_ 1
     x(2_10) c_l_cons(169)_ 1
     x(2_10) c_u_cons(170)_ -202.52632436080131
     x(2_10) c_u_cons(172)_ 1
     x(2_10) c_u_cons(173)_ 1
     x(2_10) c_l_cons(174)_ 1
     x(2_10) c_u_cons(175)_ -202.52632436080131
     x(2_10) c_u_cons(177)_ 1
     x(2_10) c_u_cons(178)_ 1
     x(2_10) c_u_cons(179)_ -1
     x(2_10) c_u_cons(180)_ -202.52632436080131
     x(2_10) c_u_cons(182)_ 1
     x(2_10) c_u_cons(183)_ 1
     x(2_10) c_u_cons(184)_ -1
     x(2_10) c_u_cons(185)_ -202.52632436080131
     x(2_10) c_u_cons(187)_ 1
     x(2_10) c_u_cons(188)_ 1
     x(2_10) c_u_cons(189)_ -1
     x(2_10) c_u_cons(190)_ -202.52632436080131
     x(2_10) c_u_cons(192)_ 1
     x(2_10) c_u_cons(193)_ 1
     x(2_10) c_u_cons(194)_ -1
     x(2_10) c_u_cons(195)_ -202.52632436080131
     x(2_10) c_u_cons(197)_ 1
     x(2_10) c_u_cons(198)_ 1
     x(2_11) c_e_cons(134)_ 1
     x(2_11) c_l_cons(138)_ -11
     x(2_11) c_l_cons(154)_ 1
     x(2_11) c_u_cons(155)_ -202.52632436080131
     x(2_11) c_u_cons(157)_ 1
     x(2_11) c_u_cons(158)_ 1
     x(2_11) c_l_cons(159)_ 1
     x(2_11) c_u_cons(160)_ -202.52632436080131
     x(2_11) c_u_cons(162)_ 1
     x(2_11) c_u_cons(163)_ 1
     x(2_11) c_l_cons(164)_ 1
     x(2_11) c_u_cons(165)_ -202.52632436080131
     x(2_11) c_u_cons(167)_ 1
     x(2_11) c_u_cons(168)_ 1
     x(2_11) c_l_cons(169)_ 1
     x(2_11) c_u_cons(170)_ -202.52632436080131
     x(2_11) c_u_cons(172)_ 1
     x(2_11) c_u_cons(173)_ 1
     x(2_11) c_l_cons(174)_ 1
     x(2_11) c_u_cons(175)_ -202.52632436080131
     x(2_11) c_u_cons(177)_ 1
     x(2_11) c_u_cons(178)_ 1
     x(2_11) c_u_cons(179)_ -1
     x(2_11) c_u_cons(180)_ -202.52632436080131
     x(2_11) c_u_cons(182)_ 1
     x(2_11) c_u_cons(183)_ 1
     x(2_11) c_u_cons(184)_ -1
     x(2_11) c_u_cons(185)_ -202.52632436080131
     x(2_11) c_u_cons(187)_ 1
     x(2_11) c_u_cons(188)_ 1
     x(2_11) c_u_cons(189)_ -1
     x(2_11) c_u_cons(190)_ -202.52632436080131
     x(2_11) c_u_cons(192)_ 1
     x(2_11) c_u_cons(193)_ 1
     x(2_11) c_u_cons(194)_ -1
     x(2_11) c_u_cons(195)_ -202.52632436080131
     x(2_11) c_u_cons(197)_ 1
     x(2_11) c_u_cons(198)_ 1
     e(0_4) obj 3996.6991117128891
     e(0_4) c_e_cons(3)_ 1
     e(0_4) c_l_cons(6)_ 4
     e(0_4) c_u_cons(27)_ 1
     e(0_4) c_u_cons(32)_ 1
     e(0_4) c_u_cons(33)_ 781.77777777777783
     e(0_4) c_u_cons(35)_ -1
     e(0_4) c_u_cons(36)_ -1
     e(0_4) c_u_cons(37)_ 1
     e(0_4) c_u_cons(38)_ 781.77777777777783
     e(0_4) c_u_cons(40)_ -1
     e(0_4) c_u_cons(41)_ -1
     e(0_4) c_u_cons(42)_ 1
     e(0_4) c_u_cons(43)_ 781.77777777777783
     e(0_4) c_u_cons(45)_ -1
     e(0_4) c_u_cons(46)_ -1
     e(0_5) obj 4796.0389340554666
     e(0_5) c_e_cons(3)_ 1
     e(0_5) c_l_cons(6)_ 5
     e(0_5) c_u_cons(32)_ 1
     e(0_5) c_u_cons(37)_ 1
     e(0_5) c_u_cons(38)_ 781.77777777777783
     e(0_5) c_u_cons(40)_ -1
     e(0_5) c_u_cons(41)_ -1
     e(0_5) c_u_cons(42)_ 1
     e(0_5) c_u_cons(43)_ 781.77777777777783
     e(0_5) c_u_cons(45)_ -1
     e(0_5) c_u_cons(46)_ -1
     e(0_6) obj 5595.378756398045
     e(0_6) c_e_cons(3)_ 1
     e(0_6) c_l_cons(6)_ 6
     e(0_6) c_u_cons(37)_ 1
     e(0_6) c_u_cons(42)_ 1
     e(0_6) c_u_cons(43)_ 781.77777777777783
     e(0_6) c_u_cons(45)_ -1
     e(0_6) c_u_cons(46)_ -1
     e(0_7) obj 6394.7185787406224
     e(0_7) c_e_cons(3)_ 1
     e(0_7) c_l_cons(6)_ 7
     e(0_7) c_u_cons(42)_ 1
     e(1_19) obj 15986.796446851557
     e(1_19) c_e_cons(49)_ 1
     e(1_19) c_l_cons(52)_ 19
     e(1_19) c_u_cons(113)_ 1
     e(1_19) c_u_cons(118)_ 1
     e(1_19) c_u_cons(119)_ 585.57361207996996
     e(1_19) c_u_cons(121)_ -1
     e(1_19) c_u_cons(122)_ -1
     e(1_19) c_u_cons(123)_ 1
     e(1_19) c_u_cons(124)_ 585.57361207996996
     e(1_19) c_u_cons(126)_ -1
     e(1_19) c_u_cons(127)_ -1
     e(1_19) c_u_cons(128)_ 1
     e(1_19) c_u_cons(129)_ 585.57361207996996
     e(1_19) c_u_cons(131)_ -1
     e(1_19) c_u_cons(132)_ -1
     e(1_20) obj 16786.136269194132
     e(1_20) c_e_cons(49)_ 1
     e(1_20) c_l_cons(52)_ 20
     e(1_20) c_u_cons(118)_ 1
     e(1_20) c_u_cons(123)_ 1
     e(1_20) c_u_cons(124)_ 585.57361207996996
     e(1_20) c_u_cons(126)_ -1
     e(1_20) c_u_cons(127)_ -1
     e(1_20) c_u_cons(128)_ 1
     e(1_20) c_u_cons(129)_ 585.57361207996996
     e(1_20) c_u_cons(131)_ -1
     e(1_20) c_u_cons(132)_ -1
     e(1_21) obj 17585.476091536711
     e(1_21) c_e_cons(49)_ 1
     e(1_21) c_l_cons(52)_ 21
     e(1_21) c_u_cons(123)_ 1
     e(1_21) c_u_cons(128)_ 1
     e(1_21) c_u_cons(129)_ 585.57361207996996
     e(1_21) c_u_cons(131)_ -1
     e(1_21) c_u_cons(132)_ -1
     e(1_22) obj 18384.815913879291
     e(1_22) c_e_cons(49)_ 1
     e(1_22) c_l_cons(52)_ 22
     e(1_22) c_u_cons(128)_ 1
     e(2_16) obj 13588.776979823822
     e(2_16) c_e_cons(135)_ 1
     e(2_16) c_l_cons(138)_ 16
     e(2_16) c_u_cons(179)_ 1
     e(2_16) c_u_cons(184)_ 1
     e(2_16) c_u_cons(185)_ 202.52632436080131
     e(2_16) c_u_cons(187)_ -1
     e(2_16) c_u_cons(188)_ -1
     e(2_16) c_u_cons(189)_ 1
     e(2_16) c_u_cons(190)_ 202.52632436080131
     e(2_16) c_u_cons(192)_ -1
     e(2_16) c_u_cons(193)_ -1
     e(2_16) c_u_cons(194)_ 1
     e(2_16) c_u_cons(195)_ 202.52632436080131
     e(2_16) c_u_cons(197)_ -1
     e(2_16) c_u_cons(198)_ -1
     e(2_17) obj 14388.1168021664
     e(2_17) c_e_cons(135)_ 1
     e(2_17) c_l_cons(138)_ 17
     e(2_17) c_u_cons(184)_ 1
     e(2_17) c_u_cons(189)_ 1
     e(2_17) c_u_cons(190)_ 202.52632436080131
     e(2_17) c_u_cons(192)_ -1
     e(2_17) c_u_cons(193)_ -1
     e(2_17) c_u_cons(194)_ 1
     e(2_17) c_u_cons(195)_ 202.52632436080131
     e(2_17) c_u_cons(197)_ -1
     e(2_17) c_u_cons(198)_ -1
     e(2_18) obj 15187.456624508979
     e(2_18) c_e_cons(135)_ 1
     e(2_18) c_l_cons(138)_ 18
     e(2_18) c_u_cons(189)_ 1
     e(2_18) c_u_cons(194)_ 1
     e(2_18) c_u_cons(195)_ 202.52632436080131
     e(2_18) c_u_cons(197)_ -1
     e(2_18) c_u_cons(198)_ -1
     e(2_19) obj 15986.796446851557
     e(2_19) c_e_cons(135)_ 1
     e(2_19) c_l_cons(138)_ 19
     e(2_19) c_u_cons(194)_ 1
     A(0_1) c_e_cons(4)_ 1
     A(0_1) c_u_cons(11)_ 1
     A(0_1) c_u_cons(16)_ 1
     A(0_1) c_u_cons(21)_ 1
     A(0_1) c_u_cons(26)_ 1
     A(0_1) c_u_cons(31)_ 1
     A(0_1) c_u_cons(36)_ 1
     A(0_1) c_u_cons(41)_ 1
     A(0_1) c_u_cons(46)_ 1
     A(1_0) c_e_cons(50)_ 1
     A(1_0) c_u_cons(56)_ 1
     A(1_0) c_u_cons(61)_ 1
     A(1_0) c_u_cons(66)_ 1
     A(1_0) c_u_cons(71)_ 1
     A(1_0) c_u_cons(76)_ 1
     A(1_0) c_u_cons(81)_ 1
     A(1_0) c_u_cons(86)_ 1
     A(1_0) c_u_cons(91)_ 1
     A(1_0) c_u_cons(96)_ 1
     A(1_0) c_u_cons(101)_ 1
     A(1_0) c_u_cons(106)_ 1
     A(1_0) c_u_cons(111)_ 1
     A(1_0) c_u_cons(116)_ 1
     A(1_0) c_u_cons(121)_ 1
     A(1_0) c_u_cons(126)_ 1
     A(1_0) c_u_cons(131)_ 1
     A(1_1) c_e_cons(50)_ 1
     A(1_1) c_u_cons(57)_ 1
     A(1_1) c_u_cons(62)_ 1
     A(1_1) c_u_cons(67)_ 1
     A(1_1) c_u_cons(72)_ 1
     A(1_1) c_u_cons(77)_ 1
     A(1_1) c_u_cons(82)_ 1
     A(1_1) c_u_cons(87)_ 1
     A(1_1) c_u_cons(92)_ 1
     A(1_1) c_u_cons(97)_ 1
     A(1_1) c_u_cons(102)_ 1
     A(1_1) c_u_cons(107)_ 1
     A(1_1) c_u_cons(112)_ 1
     A(1_1) c_u_cons(117)_ 1
     A(1_1) c_u_cons(122)_ 1
     A(1_1) c_u_cons(127)_ 1
     A(1_1) c_u_cons(132)_ 1
     A(2_0) c_e_cons(136)_ 1
     A(2_0) c_u_cons(142)_ 1
     A(2_0) c_u_cons(147)_ 1
     A(2_0) c_u_cons(152)_ 1
     A(2_0) c_u_cons(157)_ 1
     A(2_0) c_u_cons(162)_ 1
     A(2_0) c_u_cons(167)_ 1
     A(2_0) c_u_cons(172)_ 1
     A(2_0) c_u_cons(177)_ 1
     A(2_0) c_u_cons(182)_ 1
     A(2_0) c_u_cons(187)_ 1
     A(2_0) c_u_cons(192)_ 1
     A(2_0) c_u_cons(197)_ 1
     A(2_1) c_e_cons(136)_ 1
     A(2_1) c_u_cons(143)_ 1
     A(2_1) c_u_cons(148)_ 1
     A(2_1) c_u_cons(153)_ 1
     A(2_1) c_u_cons(158)_ 1
     A(2_1) c_u_cons(163)_ 1
     A(2_1) c_u_cons(168)_ 1
     A(2_1) c_u_cons(173)_ 1
     A(2_1) c_u_cons(178)_ 1
     A(2_1) c_u_cons(183)_ 1
     A(2_1) c_u_cons(188)_ 1
     A(2_1) c_u_cons(193)_ 1
     A(2_1) c_u_cons(198)_ 1
     r(0_0) c_l_cons(5)_ 1
     r(0_0) c_u_cons(8)_ 1
     r(0_0) c_u_cons(9)_ 1
     r(0_1) c_l_cons(5)_ 1
     r(0_1) c_u_cons(13)_ 1
     r(0_1) c_u_cons(14)_ 1
     r(0_2) c_l_cons(5)_ 1
     r(0_2) c_u_cons(18)_ 1
     r(0_2) c_u_cons(19)_ 1
     r(0_3) c_l_cons(5)_ 1
     r(0_3) c_u_cons(23)_ 1
     r(0_3) c_u_cons(24)_ 1
     r(0_4) c_l_cons(5)_ 1
     r(0_4) c_u_cons(28)_ 1
     r(0_4) c_u_cons(29)_ 1
     r(0_5) c_l_cons(5)_ 1
     r(0_5) c_u_cons(33)_ 1
     r(0_5) c_u_cons(34)_ 1
     r(0_6) c_l_cons(5)_ 1
     r(0_6) c_u_cons(38)_ 1
     r(0_6) c_u_cons(39)_ 1
     r(0_7) c_l_cons(5)_ 1
     r(0_7) c_u_cons(43)_ 1
     r(0_7) c_u_cons(44)_ 1
     r(0_7) c_u_cons(201)_ 1
     r(0_7) c_u_cons(202)_ 1
     r(0_7) c_u_cons(203)_ 1
     r(0_7) c_u_cons(204)_ 1
     r(0_7) c_u_cons(205)_ 1
     r(0_7) c_u_cons(206)_ 1
     r(0_7) c_u_cons(207)_ 1
     r(0_7) c_u_cons(208)_ 1
     r(0_7) c_u_cons(209)_ 1
     r(0_7) c_u_cons(210)_ 1
     r(0_7) c_u_cons(211)_ 1
     r(0_7) c_u_cons(212)_ 1
     r(0_7) c_u_cons(213)_ 1
     r(0_7) c_u_cons(214)_ 1
     r(0_7) c_u_cons(215)_ 1
     r(0_7) c_u_cons(216)_ 1
     r(0_7) c_u_cons(217)_ 1
     r(0_7) c_u_cons(218)_ 1
     r(0_7) c_u_cons(219)_ 1
     r(0_7) c_u_cons(220)_ 1
     r(0_7) c_u_cons(221)_ 1
     r(0_7) c_u_cons(222)_ 1
     r(0_7) c_u_cons(223)_ 1
     r(0_7) c_u_cons(224)_ 1
     r(1_7) c_l_cons(51)_ 1
     r(1_7) c_u_cons(54)_ 1
     r(1_7) c_u_cons(55)_ 1
     r(1_7) c_u_cons(225)_ 1
     r(1_7) c_u_cons(226)_ 1
     r(1_7) c_u_cons(227)_ 1
     r(1_7) c_u_cons(228)_ 1
     r(1_7) c_u_cons(229)_ 1
     r(1_7) c_u_cons(230)_ 1
     r(1_7) c_u_cons(231)_ 1
     r(1_7) c_u_cons(232)_ 1
     r(1_7) c_u_cons(233)_ 1
     r(1_7) c_u_cons(234)_ 1
     r(1_7) c_u_cons(235)_ 1
     r(1_7) c_u_cons(236)_ 1
     r(1_7) c_u_cons(237)_ 1
     r(1_7) c_u_cons(238)_ 1
     r(1_7) c_u_cons(239)_ 1
     r(1_7) c_u_cons(240)_ 1
     r(1_7) c_u_cons(241)_ 1
     r(1_7) c_u_cons(242)_ 1
     r(1_7) c_u_cons(243)_ 1
     r(1_7) c_u_cons(244)_ 1
     r(1_7) c_u_cons(245)_ 1
     r(1_7) c_u_cons(246)_ 1
     r(1_7) c_u_cons(247)_ 1
     r(1_7) c_u_cons(248)_ 1
     r(1_8) c_l_cons(51)_ 1
     r(1_8) c_u_cons(59)_ 1
     r(1_8) c_u_cons(60)_ 1
     r(1_8) c_u_cons(251)_ 1
     r(1_8) c_u_cons(252)_ 1
     r(1_8) c_u_cons(253)_ 1
     r(1_8) c_u_cons(254)_ 1
     r(1_8) c_u_cons(255)_ 1
     r(1_8) c_u_cons(256)_ 1
     r(1_8) c_u_cons(257)_ 1
     r(1_8) c_u_cons(258)_ 1
     r(1_8) c_u_cons(259)_ 1
     r(1_8) c_u_cons(260)_ 1
     r(1_8) c_u_cons(261)_ 1
     r(1_8) c_u_cons(262)_ 1
     r(1_8) c_u_cons(263)_ 1
     r(1_8) c_u_cons(264)_ 1
     r(1_8) c_u_cons(265)_ 1
     r(1_8) c_u_cons(266)_ 1
     r(1_8) c_u_cons(267)_ 1
     r(1_8) c_u_cons(268)_ 1
     r(1_8) c_u_cons(269)_ 1
     r(1_8) c_u_cons(270)_ 1
     r(1_8) c_u_cons(271)_ 1
     r(1_8) c_u_cons(272)_ 1
     r(1_8) c_u_cons(273)_ 1
     r(1_8) c_u_cons(274)_ 1
     r(1_8) c_u_cons(275)_ 1
     r(1_8) c_u_cons(276)_ 1
     r(1_8) c_u_cons(277)_ 1
     r(1_8) c_u_cons(278)_ 1
     r(1_9) c_l_cons(51)_ 1
     r(1_9) c_u_cons(64)_ 1
     r(1_9) c_u_cons(65)_ 1
     r(1_9) c_u_cons(309)_ 1
     r(1_9) c_u_cons(310)_ 1
     r(1_9) c_u_cons(311)_ 1
     r(1_9) c_u_cons(312)_ 1
     r(1_9) c_u_cons(313)_ 1
     r(1_9) c_u_cons(314)_ 1
     r(1_9) c_u_cons(315)_ 1
     r(1_9) c_u_cons(316)_ 1
     r(1_9) c_u_cons(317)_ 1
     r(1_9) c_u_cons(318)_ 1
     r(1_9) c_u_cons(319)_ 1
     r(1_9) c_u_cons(320)_ 1
     r(1_9) c_u_cons(321)_ 1
     r(1_9) c_u_cons(322)_ 1
     r(1_9) c_u_cons(323)_ 1
     r(1_9) c_u_cons(324)_ 1
     r(1_9) c_u_cons(325)_ 1
     r(1_9) c_u_cons(326)_ 1
     r(1_9) c_u_cons(327)_ 1
     r(1_9) c_u_cons(328)_ 1
     r(1_9) c_u_cons(329)_ 1
     r(1_9) c_u_cons(330)_ 1
     r(1_9) c_u_cons(331)_ 1
     r(1_9) c_u_cons(332)_ 1
     r(1_9) c_u_cons(333)_ 1
     r(1_9) c_u_cons(334)_ 1
     r(1_9) c_u_cons(335)_ 1
     r(1_9) c_u_cons(336)_ 1
     r(1_10) c_l_cons(51)_ 1
     r(1_10) c_u_cons(69)_ 1
     r(1_10) c_u_cons(70)_ 1
     r(1_10) c_u_cons(367)_ 1
     r(1_10) c_u_cons(368)_ 1
     r(1_10) c_u_cons(369)_ 1
     r(1_10) c_u_cons(370)_ 1
     r(1_10) c_u_cons(371)_ 1
     r(1_10) c_u_cons(372)_ 1
     r(1_10) c_u_cons(373)_ 1
     r(1_10) c_u_cons(374)_ 1
     r(1_10) c_u_cons(375)_ 1
     r(1_10) c_u_cons(376)_ 1
     r(1_10) c_u_cons(377)_ 1
     r(1_10) c_u_cons(378)_ 1
     r(1_10) c_u_cons(379)_ 1
     r(1_10) c_u_cons(380)_ 1
     r(1_10) c_u_cons(381)_ 1
     r(1_10) c_u_cons(382)_ 1
     r(1_10) c_u_cons(383)_ 1
     r(1_10) c_u_cons(384)_ 1
     r(1_10) c_u_cons(385)_ 1
     r(1_10) c_u_cons(386)_ 1
     r(1_10) c_u_cons(387)_ 1
     r(1_10) c_u_cons(388)_ 1
     r(1_10) c_u_cons(389)_ 1
     r(1_10) c_u_cons(390)_ 1
     r(1_10) c_u_cons(391)_ 1
     r(1_10) c_u_cons(392)_ 1
     r(1_10) c_u_cons(393)_ 1
     r(1_10) c_u_cons(394)_ 1
     r(1_11) c_l_cons(51)_ 1
     r(1_11) c_u_cons(74)_ 1
     r(1_11) c_u_cons(75)_ 1
     r(1_11) c_u_cons(425)_ 1
     r(1_11) c_u_cons(426)_ 1
     r(1_11) c_u_cons(427)_ 1
     r(1_11) c_u_cons(428)_ 1
     r(1_11) c_u_cons(429)_ 1
     r(1_11) c_u_cons(430)_ 1
     r(1_11) c_u_cons(431)_ 1
     r(1_11) c_u_cons(432)_ 1
     r(1_11) c_u_cons(433)_ 1
     r(1_11) c_u_cons(434)_ 1
     r(1_11) c_u_cons(435)_ 1
     r(1_11) c_u_cons(436)_ 1
     r(1_11) c_u_cons(437)_ 1
     r(1_11) c_u_cons(438)_ 1
     r(1_11) c_u_cons(439)_ 1
     r(1_11) c_u_cons(440)_ 1
     r(1_11) c_u_cons(441)_ 1
     r(1_11) c_u_cons(442)_ 1
     r(1_11) c_u_cons(443)_ 1
     r(1_11) c_u_cons(444)_ 1
     r(1_11) c_u_cons(445)_ 1
     r(1_11) c_u_cons(446)_ 1
     r(1_11) c_u_cons(447)_ 1
     r(1_11) c_u_cons(448)_ 1
     r(1_11) c_u_cons(449)_ 1
     r(1_11) c_u_cons(450)_ 1
     r(1_11) c_u_cons(451)_ 1
     r(1_11) c_u_cons(452)_ 1
     r(1_12) c_l_cons(51)_ 1
     r(1_12) c_u_cons(79)_ 1
     r(1_12) c_u_cons(80)_ 1
     r(1_12) c_u_cons(483)_ 1
     r(1_12) c_u_cons(484)_ 1
     r(1_12) c_u_cons(485)_ 1
     r(1_12) c_u_cons(486)_ 1
     r(1_12) c_u_cons(487)_ 1
     r(1_12) c_u_cons(488)_ 1
     r(1_12) c_u_cons(489)_ 1
     r(1_12) c_u_cons(490)_ 1
     r(1_12) c_u_cons(491)_ 1
     r(1_12) c_u_cons(492)_ 1
     r(1_12) c_u_cons(493)_ 1
     r(1_12) c_u_cons(494)_ 1
     r(1_12) c_u_cons(495)_ 1
     r(1_12) c_u_cons(496)_ 1
     r(1_12) c_u_cons(497)_ 1
     r(1_12) c_u_cons(498)_ 1
     r(1_12) c_u_cons(499)_ 1
     r(1_12) c_u_cons(500)_ 1
     r(1_12) c_u_cons(501)_ 1
     r(1_12) c_u_cons(502)_ 1
     r(1_12) c_u_cons(503)_ 1
     r(1_12) c_u_cons(504)_ 1
     r(1_12) c_u_cons(505)_ 1
     r(1_12) c_u_cons(506)_ 1
     r(1_12) c_u_cons(507)_ 1
     r(1_12) c_u_cons(508)_ 1
     r(1_12) c_u_cons(509)_ 1
     r(1_12) c_u_cons(510)_ 1
     r(1_13) c_l_cons(51)_ 1
     r(1_13) c_u_cons(84)_ 1
     r(1_13) c_u_cons(85)_ 1
     r(1_13) c_u_cons(541)_ 1
     r(1_13) c_u_cons(542)_ 1
     r(1_13) c_u_cons(543)_ 1
     r(1_13) c_u_cons(544)_ 1
     r(1_13) c_u_cons(545)_ 1
     r(1_13) c_u_cons(546)_ 1
     r(1_13) c_u_cons(547)_ 1
     r(1_13) c_u_cons(548)_ 1
     r(1_13) c_u_cons(549)_ 1
     r(1_13) c_u_cons(550)_ 1
     r(1_13) c_u_cons(551)_ 1
     r(1_13) c_u_cons(552)_ 1
     r(1_13) c_u_cons(553)_ 1
     r(1_13) c_u_cons(554)_ 1
     r(1_13) c_u_cons(555)_ 1
     r(1_13) c_u_cons(556)_ 1
     r(1_13) c_u_cons(557)_ 1
     r(1_13) c_u_cons(558)_ 1
     r(1_13) c_u_cons(559)_ 1
     r(1_13) c_u_cons(560)_ 1
     r(1_13) c_u_cons(561)_ 1
     r(1_13) c_u_cons(562)_ 1
     r(1_13) c_u_cons(563)_ 1
     r(1_13) c_u_cons(564)_ 1
     r(1_13) c_u_cons(565)_ 1
     r(1_13) c_u_cons(566)_ 1
     r(1_13) c_u_cons(567)_ 1
     r(1_13) c_u_cons(568)_ 1
     r(1_14) c_l_cons(51)_ 1
     r(1_14) c_u_cons(89)_ 1
     r(1_14) c_u_cons(90)_ 1
     r(1_14) c_u_cons(599)_ 1
     r(1_14) c_u_cons(600)_ 1
     r(1_14) c_u_cons(601)_ 1
     r(1_14) c_u_cons(602)_ 1
     r(1_14) c_u_cons(603)_ 1
     r(1_14) c_u_cons(604)_ 1
     r(1_14) c_u_cons(605)_ 1
     r(1_14) c_u_cons(606)_ 1
     r(1_14) c_u_cons(607)_ 1
     r(1_14) c_u_cons(608)_ 1
     r(1_14) c_u_cons(609)_ 1
     r(1_14) c_u_cons(610)_ 1
     r(1_14) c_u_cons(611)_ 1
     r(1_14) c_u_cons(612)_ 1
     r(1_14) c_u_cons(613)_ 1
     r(1_14) c_u_cons(614)_ 1
     r(1_14) c_u_cons(615)_ 1
     r(1_14) c_u_cons(616)_ 1
     r(1_14) c_u_cons(617)_ 1
     r(1_14) c_u_cons(618)_ 1
     r(1_14) c_u_cons(619)_ 1
     r(1_14) c_u_cons(620)_ 1
     r(1_14) c_u_cons(621)_ 1
     r(1_14) c_u_cons(622)_ 1
     r(1_14) c_u_cons(623)_ 1
     r(1_14) c_u_cons(624)_ 1
     r(1_14) c_u_cons(625)_ 1
     r(1_14) c_u_cons(626)_ 1
     r(1_15) c_l_cons(51)_ 1
     r(1_15) c_u_cons(94)_ 1
     r(1_15) c_u_cons(95)_ 1
     r(1_15) c_u_cons(657)_ 1
     r(1_15) c_u_cons(658)_ 1
     r(1_15) c_u_cons(659)_ 1
     r(1_15) c_u_cons(660)_ 1
     r(1_15) c_u_cons(661)_ 1
     r(1_15) c_u_cons(662)_ 1
     r(1_15) c_u_cons(663)_ 1
     r(1_15) c_u_cons(664)_ 1
     r(1_15) c_u_cons(665)_ 1
     r(1_15) c_u_cons(666)_ 1
     r(1_15) c_u_cons(667)_ 1
     r(1_15) c_u_cons(668)_ 1
     r(1_15) c_u_cons(669)_ 1
     r(1_15) c_u_cons(670)_ 1
     r(1_15) c_u_cons(671)_ 1
     r(1_15) c_u_cons(672)_ 1
     r(1_15) c_u_cons(673)_ 1
     r(1_15) c_u_cons(674)_ 1
     r(1_15) c_u_cons(675)_ 1
     r(1_15) c_u_cons(676)_ 1
     r(1_15) c_u_cons(677)_ 1
     r(1_15) c_u_cons(678)_ 1
     r(1_15) c_u_cons(679)_ 1
     r(1_15) c_u_cons(680)_ 1
     r(1_15) c_u_cons(681)_ 1
     r(1_15) c_u_cons(682)_ 1
     r(1_15) c_u_cons(683)_ 1
     r(1_15) c_u_cons(684)_ 1
     r(1_16) c_l_cons(51)_ 1
     r(1_16) c_u_cons(99)_ 1
     r(1_16) c_u_cons(100)_ 1
     r(1_16) c_u_cons(715)_ 1
     r(1_16) c_u_cons(716)_ 1
     r(1_16) c_u_cons(717)_ 1
     r(1_16) c_u_cons(718)_ 1
     r(1_16) c_u_cons(719)_ 1
     r(1_16) c_u_cons(720)_ 1
     r(1_16) c_u_cons(721)_ 1
     r(1_16) c_u_cons(722)_ 1
     r(1_16) c_u_cons(723)_ 1
     r(1_16) c_u_cons(724)_ 1
     r(1_16) c_u_cons(725)_ 1
     r(1_16) c_u_cons(726)_ 1
     r(1_16) c_u_cons(727)_ 1
     r(1_16) c_u_cons(728)_ 1
     r(1_16) c_u_cons(729)_ 1
     r(1_16) c_u_cons(730)_ 1
     r(1_16) c_u_cons(731)_ 1
     r(1_16) c_u_cons(732)_ 1
     r(1_16) c_u_cons(733)_ 1
     r(1_16) c_u_cons(734)_ 1
     r(1_16) c_u_cons(735)_ 1
     r(1_16) c_u_cons(736)_ 1
     r(1_16) c_u_cons(737)_ 1
     r(1_16) c_u_cons(738)_ 1
     r(1_16) c_u_cons(739)_ 1
     r(1_16) c_u_cons(740)_ 1
     r(1_16) c_u_cons(741)_ 1
     r(1_16) c_u_cons(742)_ 1
     r(1_17) c_l_cons(51)_ 1
     r(1_17) c_u_cons(104)_ 1
     r(1_17) c_u_cons(105)_ 1
     r(1_17) c_u_cons(773)_ 1
     r(1_17) c_u_cons(774)_ 1
     r(1_17) c_u_cons(775)_ 1
     r(1_17) c_u_cons(776)_ 1
     r(1_17) c_u_cons(777)_ 1
     r(1_17) c_u_cons(778)_ 1
     r(1_17) c_u_cons(779)_ 1
     r(1_17) c_u_cons(780)_ 1
     r(1_17) c_u_cons(781)_ 1
     r(1_17) c_u_cons(782)_ 1
     r(1_17) c_u_cons(783)_ 1
     r(1_17) c_u_cons(784)_ 1
     r(1_17) c_u_cons(785)_ 1
     r(1_17) c_u_cons(786)_ 1
     r(1_17) c_u_cons(787)_ 1
     r(1_17) c_u_cons(788)_ 1
     r(1_17) c_u_cons(789)_ 1
     r(1_17) c_u_cons(790)_ 1
     r(1_17) c_u_cons(791)_ 1
     r(1_17) c_u_cons(792)_ 1
     r(1_17) c_u_cons(793)_ 1
     r(1_17) c_u_cons(794)_ 1
     r(1_17) c_u_cons(795)_ 1
     r(1_17) c_u_cons(796)_ 1
     r(1_17) c_u_cons(797)_ 1
     r(1_17) c_u_cons(798)_ 1
     r(1_17) c_u_cons(799)_ 1
     r(1_17) c_u_cons(800)_ 1
     r(1_18) c_l_cons(51)_ 1
     r(1_18) c_u_cons(109)_ 1
     r(1_18) c_u_cons(110)_ 1
     r(1_18) c_u_cons(831)_ 1
     r(1_18) c_u_cons(832)_ 1
     r(1_18) c_u_cons(833)_ 1
     r(1_18) c_u_cons(834)_ 1
     r(1_18) c_u_cons(835)_ 1
     r(1_18) c_u_cons(836)_ 1
     r(1_18) c_u_cons(837)_ 1
     r(1_18) c_u_cons(838)_ 1
     r(1_18) c_u_cons(839)_ 1
     r(1_18) c_u_cons(840)_ 1
     r(1_18) c_u_cons(841)_ 1
     r(1_18) c_u_cons(842)_ 1
     r(1_18) c_u_cons(843)_ 1
     r(1_18) c_u_cons(844)_ 1
     r(1_18) c_u_cons(845)_ 1
     r(1_18) c_u_cons(846)_ 1
     r(1_18) c_u_cons(847)_ 1
     r(1_18) c_u_cons(848)_ 1
     r(1_18) c_u_cons(849)_ 1
     r(1_18) c_u_cons(850)_ 1
     r(1_18) c_u_cons(851)_ 1
     r(1_18) c_u_cons(852)_ 1
     r(1_18) c_u_cons(853)_ 1
     r(1_18) c_u_cons(854)_ 1
     r(1_18) c_u_cons(855)_ 1
     r(1_18) c_u_cons(856)_ 1
     r(1_18) c_u_cons(857)_ 1
     r(1_18) c_u_cons(858)_ 1
     r(1_19) c_l_cons(51)_ 1
     r(1_19) c_u_cons(114)_ 1
     r(1_19) c_u_cons(115)_ 1
     r(1_19) c_u_cons(889)_ 1
     r(1_19) c_u_cons(890)_ 1
     r(1_19) c_u_cons(891)_ 1
     r(1_19) c_u_cons(892)_ 1
     r(1_19) c_u_cons(893)_ 1
     r(1_19) c_u_cons(894)_ 1
     r(1_19) c_u_cons(895)_ 1
     r(1_19) c_u_cons(896)_ 1
     r(1_19) c_u_cons(897)_ 1
     r(1_19) c_u_cons(898)_ 1
     r(1_19) c_u_cons(899)_ 1
     r(1_19) c_u_cons(900)_ 1
     r(1_19) c_u_cons(901)_ 1
     r(1_19) c_u_cons(902)_ 1
     r(1_19) c_u_cons(903)_ 1
     r(1_19) c_u_cons(904)_ 1
     r(1_19) c_u_cons(905)_ 1
     r(1_19) c_u_cons(906)_ 1
     r(1_19) c_u_cons(907)_ 1
     r(1_19) c_u_cons(908)_ 1
     r(1_19) c_u_cons(909)_ 1
     r(1_19) c_u_cons(910)_ 1
     r(1_19) c_u_cons(911)_ 1
     r(1_19) c_u_cons(912)_ 1
     r(1_19) c_u_cons(913)_ 1
     r(1_19) c_u_cons(914)_ 1
     r(1_19) c_u_cons(915)_ 1
     r(1_19) c_u_cons(916)_ 1
     r(1_20) c_l_cons(51)_ 1
     r(1_20) c_u_cons(119)_ 1
     r(1_20) c_u_cons(120)_ 1
     r(1_21) c_l_cons(51)_ 1
     r(1_21) c_u_cons(124)_ 1
     r(1_21) c_u_cons(125)_ 1
     r(1_22) c_l_cons(51)_ 1
     r(1_22) c_u_cons(129)_ 1
     r(1_22) c_u_cons(130)_ 1
     r(2_8) c_l_cons(137)_ 1
     r(2_8) c_u_cons(140)_ 1
     r(2_8) c_u_cons(141)_ 1
     r(2_8) c_u_cons(279)_ 1
     r(2_8) c_u_cons(280)_ 1
     r(2_8) c_u_cons(281)_ 1
     r(2_8) c_u_cons(282)_ 1
     r(2_8) c_u_cons(283)_ 1
     r(2_8) c_u_cons(284)_ 1
     r(2_8) c_u_cons(285)_ 1
     r(2_8) c_u_cons(286)_ 1
     r(2_8) c_u_cons(287)_ 1
     r(2_8) c_u_cons(288)_ 1
     r(2_8) c_u_cons(289)_ 1
     r(2_8) c_u_cons(290)_ 1
     r(2_8) c_u_cons(291)_ 1
     r(2_8) c_u_cons(292)_ 1
     r(2_8) c_u_cons(293)_ 1
     r(2_8) c_u_cons(294)_ 1
     r(2_8) c_u_cons(295)_ 1
     r(2_8) c_u_cons(296)_ 1
     r(2_8) c_u_cons(297)_ 1
     r(2_8) c_u_cons(298)_ 1
     r(2_8) c_u_cons(299)_ 1
     r(2_8) c_u_cons(300)_ 1
     r(2_8) c_u_cons(301)_ 1
     r(2_8) c_u_cons(302)_ 1
     r(2_8) c_u_cons(303)_ 1
     r(2_8) c_u_cons(304)_ 1
     r(2_8) c_u_cons(305)_ 1
     r(2_8) c_u_cons(306)_ 1
     r(2_9) c_l_cons(137)_ 1
     r(2_9) c_u_cons(145)_ 1
     r(2_9) c_u_cons(146)_ 1
     r(2_9) c_u_cons(337)_ 1
     r(2_9) c_u_cons(338)_ 1
     r(2_9) c_u_cons(339)_ 1
     r(2_9) c_u_cons(340)_ 1
     r(2_9) c_u_cons(341)_ 1
     r(2_9) c_u_cons(342)_ 1
     r(2_9) c_u_cons(343)_ 1
     r(2_9) c_u_cons(344)_ 1
     r(2_9) c_u_cons(345)_ 1
     r(2_9) c_u_cons(346)_ 1
     r(2_9) c_u_cons(347)_ 1
     r(2_9) c_u_cons(348)_ 1
     r(2_9) c_u_cons(349)_ 1
     r(2_9) c_u_cons(350)_ 1
     r(2_9) c_u_cons(351)_ 1
     r(2_9) c_u_cons(352)_ 1
     r(2_9) c_u_cons(353)_ 1
     r(2_9) c_u_cons(354)_ 1
     r(2_9) c_u_cons(355)_ 1
     r(2_9) c_u_cons(356)_ 1
     r(2_9) c_u_cons(357)_ 1
     r(2_9) c_u_cons(358)_ 1
     r(2_9) c_u_cons(359)_ 1
     r(2_9) c_u_cons(360)_ 1
     r(2_9) c_u_cons(361)_ 1
     r(2_9) c_u_cons(362)_ 1
     r(2_9) c_u_cons(363)_ 1
     r(2_9) c_u_cons(364)_ 1
     r(2_10) c_l_cons(137)_ 1
     r(2_10) c_u_cons(150)_ 1
     r(2_10) c_u_cons(151)_ 1
     r(2_10) c_u_cons(395)_ 1
     r(2_10) c_u_cons(396)_ 1
     r(2_10) c_u_cons(397)_ 1
     r(2_10) c_u_cons(398)_ 1
     r(2_10) c_u_cons(399)_ 1
     r(2_10) c_u_cons(400)_ 1
     r(2_10) c_u_cons(401)_ 1
     r(2_10) c_u_cons(402)_ 1
     r(2_10) c_u_cons(403)_ 1
     r(2_10) c_u_cons(404)_ 1
     r(2_10) c_u_cons(405)_ 1
     r(2_10) c_u_cons(406)_ 1
     r(2_10) c_u_cons(407)_ 1
     r(2_10) c_u_cons(408)_ 1
     r(2_10) c_u_cons(409)_ 1
     r(2_10) c_u_cons(410)_ 1
     r(2_10) c_u_cons(411)_ 1
     r(2_10) c_u_cons(412)_ 1
     r(2_10) c_u_cons(413)_ 1
     r(2_10) c_u_cons(414)_ 1
     r(2_10) c_u_cons(415)_ 1
     r(2_10) c_u_cons(416)_ 1
     r(2_10) c_u_cons(417)_ 1
     r(2_10) c_u_cons(418)_ 1
     r(2_10) c_u_cons(419)_ 1
     r(2_10) c_u_cons(420)_ 1
     r(2_10) c_u_cons(421)_ 1
     r(2_10) c_u_cons(422)_ 1
     r(2_11) c_l_cons(137)_ 1
     r(2_11) c_u_cons(155)_ 1
     r(2_11) c_u_cons(156)_ 1
     r(2_11) c_u_cons(453)_ 1
     r(2_11) c_u_cons(454)_ 1
     r(2_11) c_u_cons(455)_ 1
     r(2_11) c_u_cons(456)_ 1
     r(2_11) c_u_cons(457)_ 1
     r(2_11) c_u_cons(458)_ 1
     r(2_11) c_u_cons(459)_ 1
     r(2_11) c_u_cons(460)_ 1
     r(2_11) c_u_cons(461)_ 1
     r(2_11) c_u_cons(462)_ 1
     r(2_11) c_u_cons(463)_ 1
     r(2_11) c_u_cons(464)_ 1
     r(2_11) c_u_cons(465)_ 1
     r(2_11) c_u_cons(466)_ 1
     r(2_11) c_u_cons(467)_ 1
     r(2_11) c_u_cons(468)_ 1
     r(2_11) c_u_cons(469)_ 1
     r(2_11) c_u_cons(470)_ 1
     r(2_11) c_u_cons(471)_ 1
     r(2_11) c_u_cons(472)_ 1
     r(2_11) c_u_cons(473)_ 1
     r(2_11) c_u_cons(474)_ 1
     r(2_11) c_u_cons(475)_ 1
     r(2_11) c_u_cons(476)_ 1
     r(2_11) c_u_cons(477)_ 1
     r(2_11) c_u_cons(478)_ 1
     r(2_11) c_u_cons(479)_ 1
     r(2_11) c_u_cons(480)_ 1
     r(2_12) c_l_cons(137)_ 1
     r(2_12) c_u_cons(160)_ 1
     r(2_12) c_u_cons(161)_ 1
     r(2_12) c_u_cons(511)_ 1
     r(2_12) c_u_cons(512)_ 1
     r(2_12) c_u_cons(513)_ 1
     r(2_12) c_u_cons(514)_ 1
     r(2_12) c_u_cons(515)_ 1
     r(2_12) c_u_cons(516)_ 1
     r(2_12) c_u_cons(517)_ 1
     r(2_12) c_u_cons(518)_ 1
     r(2_12) c_u_cons(519)_ 1
     r(2_12) c_u_cons(520)_ 1
     r(2_12) c_u_cons(521)_ 1
     r(2_12) c_u_cons(522)_ 1
     r(2_12) c_u_cons(523)_ 1
     r(2_12) c_u_cons(524)_ 1
     r(2_12) c_u_cons(525)_ 1
     r(2_12) c_u_cons(526)_ 1
     r(2_12) c_u_cons(527)_ 1
     r(2_12) c_u_cons(528)_ 1
     r(2_12) c_u_cons(529)_ 1
     r(2_12) c_u_cons(530)_ 1
     r(2_12) c_u_cons(531)_ 1
     r(2_12) c_u_cons(532)_ 1
     r(2_12) c_u_cons(533)_ 1
     r(2_12) c_u_cons(534)_ 1
     r(2_12) c_u_cons(535)_ 1
     r(2_12) c_u_cons(536)_ 1
     r(2_12) c_u_cons(537)_ 1
     r(2_12) c_u_cons(538)_ 1
     r(2_13) c_l_cons(137)_ 1
     r(2_13) c_u_cons(165)_ 1
     r(2_13) c_u_cons(166)_ 1
     r(2_13) c_u_cons(569)_ 1
     r(2_13) c_u_cons(570)_ 1
     r(2_13) c_u_cons(571)_ 1
     r(2_13) c_u_cons(572)_ 1
     r(2_13) c_u_cons(573)_ 1
     r(2_13) c_u_cons(574)_ 1
     r(2_13) c_u_cons(575)_ 1
     r(2_13) c_u_cons(576)_ 1
     r(2_13) c_u_cons(577)_ 1
     r(2_13) c_u_cons(578)_ 1
     r(2_13) c_u_cons(579)_ 1
     r(2_13) c_u_cons(580)_ 1
     r(2_13) c_u_cons(581)_ 1
     r(2_13) c_u_cons(582)_ 1
     r(2_13) c_u_cons(583)_ 1
     r(2_13) c_u_cons(584)_ 1
     r(2_13) c_u_cons(585)_ 1
     r(2_13) c_u_cons(586)_ 1
     r(2_13) c_u_cons(587)_ 1
     r(2_13) c_u_cons(588)_ 1
     r(2_13) c_u_cons(589)_ 1
     r(2_13) c_u_cons(590)_ 1
     r(2_13) c_u_cons(591)_ 1
     r(2_13) c_u_cons(592)_ 1
     r(2_13) c_u_cons(593)_ 1
     r(2_13) c_u_cons(594)_ 1
     r(2_13) c_u_cons(595)_ 1
     r(2_13) c_u_cons(596)_ 1
     r(2_14) c_l_cons(137)_ 1
     r(2_14) c_u_cons(170)_ 1
     r(2_14) c_u_cons(171)_ 1
     r(2_14) c_u_cons(627)_ 1
     r(2_14) c_u_cons(628)_ 1
     r(2_14) c_u_cons(629)_ 1
     r(2_14) c_u_cons(630)_ 1
     r(2_14) c_u_cons(631)_ 1
     r(2_14) c_u_cons(632)_ 1
     r(2_14) c_u_cons(633)_ 1
     r(2_14) c_u_cons(634)_ 1
     r(2_14) c_u_cons(635)_ 1
     r(2_14) c_u_cons(636)_ 1
     r(2_14) c_u_cons(637)_ 1
     r(2_14) c_u_cons(638)_ 1
     r(2_14) c_u_cons(639)_ 1
     r(2_14) c_u_cons(640)_ 1
     r(2_14) c_u_cons(641)_ 1
     r(2_14) c_u_cons(642)_ 1
     r(2_14) c_u_cons(643)_ 1
     r(2_14) c_u_cons(644)_ 1
     r(2_14) c_u_cons(645)_ 1
     r(2_14) c_u_cons(646)_ 1
     r(2_14) c_u_cons(647)_ 1
     r(2_14) c_u_cons(648)_ 1
     r(2_14) c_u_cons(649)_ 1
     r(2_14) c_u_cons(650)_ 1
     r(2_14) c_u_cons(651)_ 1
     r(2_14) c_u_cons(652)_ 1
     r(2_14) c_u_cons(653)_ 1
     r(2_14) c_u_cons(654)_ 1
     r(2_15) c_l_cons(137)_ 1
     r(2_15) c_u_cons(175)_ 1
     r(2_15) c_u_cons(176)_ 1
     r(2_15) c_u_cons(685)_ 1
     r(2_15) c_u_cons(686)_ 1
     r(2_15) c_u_cons(687)_ 1
     r(2_15) c_u_cons(688)_ 1
     r(2_15) c_u_cons(689)_ 1
     r(2_15) c_u_cons(690)_ 1
     r(2_15) c_u_cons(691)_ 1
     r(2_15) c_u_cons(692)_ 1
     r(2_15) c_u_cons(693)_ 1
     r(2_15) c_u_cons(694)_ 1
     r(2_15) c_u_cons(695)_ 1
     r(2_15) c_u_cons(696)_ 1
     r(2_15) c_u_cons(697)_ 1
     r(2_15) c_u_cons(698)_ 1
     r(2_15) c_u_cons(699)_ 1
     r(2_15) c_u_cons(700)_ 1
     r(2_15) c_u_cons(701)_ 1
     r(2_15) c_u_cons(702)_ 1
     r(2_15) c_u_cons(703)_ 1
     r(2_15) c_u_cons(704)_ 1
     r(2_15) c_u_cons(705)_ 1
     r(2_15) c_u_cons(706)_ 1
     r(2_15) c_u_cons(707)_ 1
     r(2_15) c_u_cons(708)_ 1
     r(2_15) c_u_cons(709)_ 1
     r(2_15) c_u_cons(710)_ 1
     r(2_15) c_u_cons(711)_ 1
     r(2_15) c_u_cons(712)_ 1
     r(2_16) c_l_cons(137)_ 1
     r(2_16) c_u_cons(180)_ 1
     r(2_16) c_u_cons(181)_ 1
     r(2_16) c_u_cons(743)_ 1
     r(2_16) c_u_cons(744)_ 1
     r(2_16) c_u_cons(745)_ 1
     r(2_16) c_u_cons(746)_ 1
     r(2_16) c_u_cons(747)_ 1
     r(2_16) c_u_cons(748)_ 1
     r(2_16) c_u_cons(749)_ 1
     r(2_16) c_u_cons(750)_ 1
     r(2_16) c_u_cons(751)_ 1
     r(2_16) c_u_cons(752)_ 1
     r(2_16) c_u_cons(753)_ 1
     r(2_16) c_u_cons(754)_ 1
     r(2_16) c_u_cons(755)_ 1
     r(2_16) c_u_cons(756)_ 1
     r(2_16) c_u_cons(757)_ 1
     r(2_16) c_u_cons(758)_ 1
     r(2_16) c_u_cons(759)_ 1
     r(2_16) c_u_cons(760)_ 1
     r(2_16) c_u_cons(761)_ 1
     r(2_16) c_u_cons(762)_ 1
     r(2_16) c_u_cons(763)_ 1
     r(2_16) c_u_cons(764)_ 1
     r(2_16) c_u_cons(765)_ 1
     r(2_16) c_u_cons(766)_ 1
     r(2_16) c_u_cons(767)_ 1
     r(2_16) c_u_cons(768)_ 1
     r(2_16) c_u_cons(769)_ 1
     r(2_16) c_u_cons(770)_ 1
     r(2_17) c_l_cons(137)_ 1
     r(2_17) c_u_cons(185)_ 1
     r(2_17) c_u_cons(186)_ 1
     r(2_17) c_u_cons(801)_ 1
     r(2_17) c_u_cons(802)_ 1
     r(2_17) c_u_cons(803)_ 1
     r(2_17) c_u_cons(804)_ 1
     r(2_17) c_u_cons(805)_ 1
     r(2_17) c_u_cons(806)_ 1
     r(2_17) c_u_cons(807)_ 1
     r(2_17) c_u_cons(808)_ 1
     r(2_17) c_u_cons(809)_ 1
     r(2_17) c_u_cons(810)_ 1
     r(2_17) c_u_cons(811)_ 1
     r(2_17) c_u_cons(812)_ 1
     r(2_17) c_u_cons(813)_ 1
     r(2_17) c_u_cons(814)_ 1
     r(2_17) c_u_cons(815)_ 1
     r(2_17) c_u_cons(816)_ 1
     r(2_17) c_u_cons(817)_ 1
     r(2_17) c_u_cons(818)_ 1
     r(2_17) c_u_cons(819)_ 1
     r(2_17) c_u_cons(820)_ 1
     r(2_17) c_u_cons(821)_ 1
     r(2_17) c_u_cons(822)_ 1
     r(2_17) c_u_cons(823)_ 1
     r(2_17) c_u_cons(824)_ 1
     r(2_17) c_u_cons(825)_ 1
     r(2_17) c_u_cons(826)_ 1
     r(2_17) c_u_cons(827)_ 1
     r(2_17) c_u_cons(828)_ 1
     r(2_18) c_l_cons(137)_ 1
     r(2_18) c_u_cons(190)_ 1
     r(2_18) c_u_cons(191)_ 1
     r(2_18) c_u_cons(859)_ 1
     r(2_18) c_u_cons(860)_ 1
     r(2_18) c_u_cons(861)_ 1
     r(2_18) c_u_cons(862)_ 1
     r(2_18) c_u_cons(863)_ 1
     r(2_18) c_u_cons(864)_ 1
     r(2_18) c_u_cons(865)_ 1
     r(2_18) c_u_cons(866)_ 1
     r(2_18) c_u_cons(867)_ 1
     r(2_18) c_u_cons(868)_ 1
     r(2_18) c_u_cons(869)_ 1
     r(2_18) c_u_cons(870)_ 1
     r(2_18) c_u_cons(871)_ 1
     r(2_18) c_u_cons(872)_ 1
     r(2_18) c_u_cons(873)_ 1
     r(2_18) c_u_cons(874)_ 1
     r(2_18) c_u_cons(875)_ 1
     r(2_18) c_u_cons(876)_ 1
     r(2_18) c_u_cons(877)_ 1
     r(2_18) c_u_cons(878)_ 1
     r(2_18) c_u_cons(879)_ 1
     r(2_18) c_u_cons(880)_ 1
     r(2_18) c_u_cons(881)_ 1
     r(2_18) c_u_cons(882)_ 1
     r(2_18) c_u_cons(883)_ 1
     r(2_18) c_u_cons(884)_ 1
     r(2_18) c_u_cons(885)_ 1
     r(2_18) c_u_cons(886)_ 1
     r(2_19) c_l_cons(137)_ 1
     r(2_19) c_u_cons(195)_ 1
     r(2_19) c_u_cons(196)_ 1
     r(2_19) c_u_cons(917)_ 1
     r(2_19) c_u_cons(918)_ 1
     r(2_19) c_u_cons(919)_ 1
     r(2_19) c_u_cons(920)_ 1
     r(2_19) c_u_cons(921)_ 1
     r(2_19) c_u_cons(922)_ 1
     r(2_19) c_u_cons(923)_ 1
     r(2_19) c_u_cons(924)_ 1
     r(2_19) c_u_cons(925)_ 1
     r(2_19) c_u_cons(926)_ 1
     r(2_19) c_u_cons(927)_ 1
     r(2_19) c_u_cons(928)_ 1
     r(2_19) c_u_cons(929)_ 1
     r(2_19) c_u_cons(930)_ 1
     r(2_19) c_u_cons(931)_ 1
     r(2_19) c_u_cons(932)_ 1
     r(2_19) c_u_cons(933)_ 1
     r(2_19) c_u_cons(934)_ 1
     r(2_19) c_u_cons(935)_ 1
     r(2_19) c_u_cons(936)_ 1
     r(2_19) c_u_cons(937)_ 1
     r(2_19) c_u_cons(938)_ 1
     r(2_19) c_u_cons(939)_ 1
     r(2_19) c_u_cons(940)_ 1
     r(2_19) c_u_cons(941)_ 1
     r(2_19) c_u_cons(942)_ 1
     r(2_19) c_u_cons(943)_ 1
     r(2_19) c_u_cons(944)_ 1
     y(0_0_0) c_u_cons(10)_ -1
     y(0_0_1) c_u_cons(15)_ -1
     y(0_0_2) c_u_cons(20)_ -1
     y(0_0_3) c_u_cons(25)_ -1
     y(0_0_4) c_u_cons(30)_ -1
     y(0_0_5) c_u_cons(35)_ -1
     y(0_0_6) c_u_cons(40)_ -1
     y(0_0_7) c_u_cons(45)_ -1
     y(0_0_7) c_u_cons(199)_ 1
     y(0_1_0) c_u_cons(11)_ -1
     y(0_1_1) c_u_cons(16)_ -1
     y(0_1_2) c_u_cons(21)_ -1
     y(0_1_3) c_u_cons(26)_ -1
     y(0_1_4) c_u_cons(31)_ -1
     y(0_1_5) c_u_cons(36)_ -1
     y(0_1_6) c_u_cons(41)_ -1
     y(0_1_7) c_u_cons(46)_ -1
     y(0_1_7) c_u_cons(200)_ 1
     y(1_0_7) c_u_cons(56)_ -1
     y(1_0_7) c_u_cons(199)_ 1
     y(1_0_8) c_u_cons(61)_ -1
     y(1_0_8) c_u_cons(249)_ 1
     y(1_0_9) c_u_cons(66)_ -1
     y(1_0_9) c_u_cons(307)_ 1
     y(1_0_10) c_u_cons(71)_ -1
     y(1_0_10) c_u_cons(365)_ 1
     y(1_0_11) c_u_cons(76)_ -1
     y(1_0_11) c_u_cons(423)_ 1
     y(1_0_12) c_u_cons(81)_ -1
     y(1_0_12) c_u_cons(481)_ 1
     y(1_0_13) c_u_cons(86)_ -1
     y(1_0_13) c_u_cons(539)_ 1
     y(1_0_14) c_u_cons(91)_ -1
     y(1_0_14) c_u_cons(597)_ 1
     y(1_0_15) c_u_cons(96)_ -1
     y(1_0_15) c_u_cons(655)_ 1
     y(1_0_16) c_u_cons(101)_ -1
     y(1_0_16) c_u_cons(713)_ 1
     y(1_0_17) c_u_cons(106)_ -1
     y(1_0_17) c_u_cons(771)_ 1
     y(1_0_18) c_u_cons(111)_ -1
     y(1_0_18) c_u_cons(829)_ 1
     y(1_0_19) c_u_cons(116)_ -1
     y(1_0_19) c_u_cons(887)_ 1
     y(1_0_20) c_u_cons(121)_ -1
     y(1_0_21) c_u_cons(126)_ -1
     y(1_0_22) c_u_cons(131)_ -1
     y(1_1_7) c_u_cons(57)_ -1
     y(1_1_7) c_u_cons(200)_ 1
     y(1_1_8) c_u_cons(62)_ -1
     y(1_1_8) c_u_cons(250)_ 1
     y(1_1_9) c_u_cons(67)_ -1
     y(1_1_9) c_u_cons(308)_ 1
     y(1_1_10) c_u_cons(72)_ -1
     y(1_1_10) c_u_cons(366)_ 1
     y(1_1_11) c_u_cons(77)_ -1
     y(1_1_11) c_u_cons(424)_ 1
     y(1_1_12) c_u_cons(82)_ -1
     y(1_1_12) c_u_cons(482)_ 1
     y(1_1_13) c_u_cons(87)_ -1
     y(1_1_13) c_u_cons(540)_ 1
     y(1_1_14) c_u_cons(92)_ -1
     y(1_1_14) c_u_cons(598)_ 1
     y(1_1_15) c_u_cons(97)_ -1
     y(1_1_15) c_u_cons(656)_ 1
     y(1_1_16) c_u_cons(102)_ -1
     y(1_1_16) c_u_cons(714)_ 1
     y(1_1_17) c_u_cons(107)_ -1
     y(1_1_17) c_u_cons(772)_ 1
     y(1_1_18) c_u_cons(112)_ -1
     y(1_1_18) c_u_cons(830)_ 1
     y(1_1_19) c_u_cons(117)_ -1
     y(1_1_19) c_u_cons(888)_ 1
     y(1_1_20) c_u_cons(122)_ -1
     y(1_1_21) c_u_cons(127)_ -1
     y(1_1_22) c_u_cons(132)_ -1
     y(2_0_8) c_u_cons(142)_ -1
     y(2_0_8) c_u_cons(249)_ 1
     y(2_0_9) c_u_cons(147)_ -1
     y(2_0_9) c_u_cons(307)_ 1
     y(2_0_10) c_u_cons(152)_ -1
     y(2_0_10) c_u_cons(365)_ 1
     y(2_0_11) c_u_cons(157)_ -1
     y(2_0_11) c_u_cons(423)_ 1
     y(2_0_12) c_u_cons(162)_ -1
     y(2_0_12) c_u_cons(481)_ 1
     y(2_0_13) c_u_cons(167)_ -1
     y(2_0_13) c_u_cons(539)_ 1
     y(2_0_14) c_u_cons(172)_ -1
     y(2_0_14) c_u_cons(597)_ 1
     y(2_0_15) c_u_cons(177)_ -1
     y(2_0_15) c_u_cons(655)_ 1
     y(2_0_16) c_u_cons(182)_ -1
     y(2_0_16) c_u_cons(713)_ 1
     y(2_0_17) c_u_cons(187)_ -1
     y(2_0_17) c_u_cons(771)_ 1
     y(2_0_18) c_u_cons(192)_ -1
     y(2_0_18) c_u_cons(829)_ 1
     y(2_0_19) c_u_cons(197)_ -1
     y(2_0_19) c_u_cons(887)_ 1
     y(2_1_8) c_u_cons(143)_ -1
     y(2_1_8) c_u_cons(250)_ 1
     y(2_1_9) c_u_cons(148)_ -1
     y(2_1_9) c_u_cons(308)_ 1
     y(2_1_10) c_u_cons(153)_ -1
     y(2_1_10) c_u_cons(366)_ 1
     y(2_1_11) c_u_cons(158)_ -1
     y(2_1_11) c_u_cons(424)_ 1
     y(2_1_12) c_u_cons(163)_ -1
     y(2_1_12) c_u_cons(482)_ 1
     y(2_1_13) c_u_cons(168)_ -1
     y(2_1_13) c_u_cons(540)_ 1
     y(2_1_14) c_u_cons(173)_ -1
     y(2_1_14) c_u_cons(598)_ 1
     y(2_1_15) c_u_cons(178)_ -1
     y(2_1_15) c_u_cons(656)_ 1
     y(2_1_16) c_u_cons(183)_ -1
     y(2_1_16) c_u_cons(714)_ 1
     y(2_1_17) c_u_cons(188)_ -1
     y(2_1_17) c_u_cons(772)_ 1
     y(2_1_18) c_u_cons(193)_ -1
     y(2_1_18) c_u_cons(830)_ 1
     y(2_1_19) c_u_cons(198)_ -1
     y(2_1_19) c_u_cons(888)_ 1
     p(0_1_7) c_u_cons(199)_ -1
     p(0_1_7) c_u_cons(200)_ -1
     p(0_1_7) c_u_cons(201)_ 781.77777777777783
     p(0_1_7) c_u_cons(202)_ 781.77777777777783
     p(0_1_7) c_u_cons(203)_ 781.77777777777783
     p(0_1_7) c_u_cons(204)_ 781.77777777777783
     p(0_1_7) c_u_cons(205)_ 781.77777777777783
     p(0_1_7) c_u_cons(206)_ 781.77777777777783
     p(0_1_7) c_u_cons(207)_ 781.77777777777783
     p(0_1_7) c_u_cons(208)_ 781.77777777777783
     p(0_1_7) c_u_cons(209)_ 781.77777777777783
     p(0_1_7) c_u_cons(210)_ 781.77777777777783
     p(0_1_7) c_u_cons(211)_ 781.77777777777783
     p(0_1_7) c_u_cons(212)_ 781.77777777777783
     p(0_1_7) c_u_cons(213)_ 781.77777777777783
     p(0_1_7) c_u_cons(214)_ 781.77777777777783
     p(0_1_7) c_u_cons(215)_ 781.77777777777783
     p(0_1_7) c_u_cons(216)_ 781.77777777777783
     p(0_1_7) c_u_cons(217)_ 781.77777777777783
     p(0_1_7) c_u_cons(218)_ 781.77777777777783
     p(0_1_7) c_u_cons(219)_ 781.77777777777783
     p(0_1_7) c_u_cons(220)_ 781.77777777777783
     p(0_1_7) c_u_cons(221)_ 781.77777777777783
     p(0_1_7) c_u_cons(222)_ 781.77777777777783
     p(0_1_7) c_u_cons(223)_ 781.77777777777783
     p(0_1_7) c_u_cons(224)_ 781.77777777777783
     p(0_1_7) c_u_cons(225)_ 585.57361207996996
     p(0_1_7) c_u_cons(226)_ 585.57361207996996
     p(0_1_7) c_u_cons(227)_ 585.57361207996996
     p(0_1_7) c_u_cons(228)_ 585.57361207996996
     p(0_1_7) c_u_cons(229)_ 585.57361207996996
     p(0_1_7) c_u_cons(230)_ 585.57361207996996
     p(0_1_7) c_u_cons(231)_ 585.57361207996996
     p(0_1_7) c_u_cons(232)_ 585.57361207996996
     p(0_1_7) c_u_cons(233)_ 585.57361207996996
     p(0_1_7) c_u_cons(234)_ 585.57361207996996
     p(0_1_7) c_u_cons(235)_ 585.57361207996996
     p(0_1_7) c_u_cons(236)_ 585.57361207996996
     p(0_1_7) c_u_cons(237)_ 585.57361207996996
     p(0_1_7) c_u_cons(238)_ 585.57361207996996
     p(0_1_7) c_u_cons(239)_ 585.57361207996996
     p(0_1_7) c_u_cons(240)_ 585.57361207996996
     p(0_1_7) c_u_cons(241)_ 585.57361207996996
     p(0_1_7) c_u_cons(242)_ 585.57361207996996
     p(0_1_7) c_u_cons(243)_ 585.57361207996996
     p(0_1_7) c_u_cons(244)_ 585.57361207996996
     p(0_1_7) c_u_cons(245)_ 585.57361207996996
     p(0_1_7) c_u_cons(246)_ 585.57361207996996
     p(0_1_7) c_u_cons(247)_ 585.57361207996996
     p(0_1_7) c_u_cons(248)_ 585.57361207996996
     p(1_2_8) c_u_cons(249)_ -1
     p(1_2_8) c_u_cons(250)_ -1
     p(1_2_8) c_u_cons(251)_ 585.57361207996996
     p(1_2_8) c_u_cons(252)_ 585.57361207996996
     p(1_2_8) c_u_cons(253)_ 585.57361207996996
     p(1_2_8) c_u_cons(254)_ 585.57361207996996
     p(1_2_8) c_u_cons(255)_ 585.57361207996996
     p(1_2_8) c_u_cons(256)_ 585.57361207996996
     p(1_2_8) c_u_cons(257)_ 585.57361207996996
     p(1_2_8) c_u_cons(258)_ 585.57361207996996
     p(1_2_8) c_u_cons(259)_ 585.57361207996996
     p(1_2_8) c_u_cons(260)_ 585.57361207996996
     p(1_2_8) c_u_cons(261)_ 585.57361207996996
     p(1_2_8) c_u_cons(262)_ 585.57361207996996
     p(1_2_8) c_u_cons(263)_ 585.57361207996996
     p(1_2_8) c_u_cons(264)_ 585.57361207996996
     p(1_2_8) c_u_cons(265)_ 585.57361207996996
     p(1_2_8) c_u_cons(266)_ 585.57361207996996
     p(1_2_8) c_u_cons(267)_ 585.57361207996996
     p(1_2_8) c_u_cons(268)_ 585.57361207996996
     p(1_2_8) c_u_cons(269)_ 585.57361207996996
     p(1_2_8) c_u_cons(270)_ 585.57361207996996
     p(1_2_8) c_u_cons(271)_ 585.57361207996996
     p(1_2_8) c_u_cons(272)_ 585.57361207996996
     p(1_2_8) c_u_cons(273)_ 585.57361207996996
     p(1_2_8) c_u_cons(274)_ 585.57361207996996
     p(1_2_8) c_u_cons(275)_ 585.57361207996996
     p(1_2_8) c_u_cons(276)_ 585.57361207996996
     p(1_2_8) c_u_cons(277)_ 585.57361207996996
     p(1_2_8) c_u_cons(278)_ 585.57361207996996
     p(1_2_8) c_u_cons(279)_ 202.52632436080131
     p(1_2_8) c_u_cons(280)_ 202.52632436080131
     p(1_2_8) c_u_cons(281)_ 202.52632436080131
     p(1_2_8) c_u_cons(282)_ 202.52632436080131
     p(1_2_8) c_u_cons(283)_ 202.52632436080131
     p(1_2_8) c_u_cons(284)_ 202.52632436080131
     p(1_2_8) c_u_cons(285)_ 202.52632436080131
     p(1_2_8) c_u_cons(286)_ 202.52632436080131
     p(1_2_8) c_u_cons(287)_ 202.52632436080131
     p(1_2_8) c_u_cons(288)_ 202.52632436080131
     p(1_2_8) c_u_cons(289)_ 202.52632436080131
     p(1_2_8) c_u_cons(290)_ 202.52632436080131
     p(1_2_8) c_u_cons(291)_ 202.52632436080131
     p(1_2_8) c_u_cons(292)_ 202.52632436080131
     p(1_2_8) c_u_cons(293)_ 202.52632436080131
     p(1_2_8) c_u_cons(294)_ 202.52632436080131
     p(1_2_8) c_u_cons(295)_ 202.52632436080131
     p(1_2_8) c_u_cons(296)_ 202.52632436080131
     p(1_2_8) c_u_cons(297)_ 202.52632436080131
     p(1_2_8) c_u_cons(298)_ 202.52632436080131
     p(1_2_8) c_u_cons(299)_ 202.52632436080131
     p(1_2_8) c_u_cons(300)_ 202.52632436080131
     p(1_2_8) c_u_cons(301)_ 202.52632436080131
     p(1_2_8) c_u_cons(302)_ 202.52632436080131
     p(1_2_8) c_u_cons(303)_ 202.52632436080131
     p(1_2_8) c_u_cons(304)_ 202.52632436080131
     p(1_2_8) c_u_cons(305)_ 202.52632436080131
     p(1_2_8) c_u_cons(306)_ 202.52632436080131
     p(1_2_9) c_u_cons(307)_ -1
     p(1_2_9) c_u_cons(308)_ -1
     p(1_2_9) c_u_cons(309)_ 585.57361207996996
     p(1_2_9) c_u_cons(310)_ 585.57361207996996
     p(1_2_9) c_u_cons(311)_ 585.57361207996996
     p(1_2_9) c_u_cons(312)_ 585.57361207996996
     p(1_2_9) c_u_cons(313)_ 585.57361207996996
     p(1_2_9) c_u_cons(314)_ 585.57361207996996
     p(1_2_9) c_u_cons(315)_ 585.57361207996996
     p(1_2_9) c_u_cons(316)_ 585.57361207996996
     p(1_2_9) c_u_cons(317)_ 585.57361207996996
     p(1_2_9) c_u_cons(318)_ 585.57361207996996
     p(1_2_9) c_u_cons(319)_ 585.57361207996996
     p(1_2_9) c_u_cons(320)_ 585.57361207996996
     p(1_2_9) c_u_cons(321)_ 585.57361207996996
     p(1_2_9) c_u_cons(322)_ 585.57361207996996
     p(1_2_9) c_u_cons(323)_ 585.57361207996996
     p(1_2_9) c_u_cons(324)_ 585.57361207996996
     p(1_2_9) c_u_cons(325)_ 585.57361207996996
     p(1_2_9) c_u_cons(326)_ 585.57361207996996
     p(1_2_9) c_u_cons(327)_ 585.57361207996996
     p(1_2_9) c_u_cons(328)_ 585.57361207996996
     p(1_2_9) c_u_cons(329)_ 585.57361207996996
     p(1_2_9) c_u_cons(330)_ 585.57361207996996
     p(1_2_9) c_u_cons(331)_ 585.57361207996996
     p(1_2_9) c_u_cons(332)_ 585.57361207996996
     p(1_2_9) c_u_cons(333)_ 585.57361207996996
     p(1_2_9) c_u_cons(334)_ 585.57361207996996
     p(1_2_9) c_u_cons(335)_ 585.57361207996996
     p(1_2_9) c_u_cons(336)_ 585.57361207996996
     p(1_2_9) c_u_cons(337)_ 202.52632436080131
     p(1_2_9) c_u_cons(338)_ 202.52632436080131
     p(1_2_9) c_u_cons(339)_ 202.52632436080131
     p(1_2_9) c_u_cons(340)_ 202.52632436080131
     p(1_2_9) c_u_cons(341)_ 202.52632436080131
     p(1_2_9) c_u_cons(342)_ 202.52632436080131
     p(1_2_9) c_u_cons(343)_ 202.52632436080131
     p(1_2_9) c_u_cons(344)_ 202.52632436080131
     p(1_2_9) c_u_cons(345)_ 202.52632436080131
     p(1_2_9) c_u_cons(346)_ 202.52632436080131
     p(1_2_9) c_u_cons(347)_ 202.52632436080131
     p(1_2_9) c_u_cons(348)_ 202.52632436080131
     p(1_2_9) c_u_cons(349)_ 202.52632436080131
     p(1_2_9) c_u_cons(350)_ 202.52632436080131
     p(1_2_9) c_u_cons(351)_ 202.52632436080131
     p(1_2_9) c_u_cons(352)_ 202.52632436080131
     p(1_2_9) c_u_cons(353)_ 202.52632436080131
     p(1_2_9) c_u_cons(354)_ 202.52632436080131
     p(1_2_9) c_u_cons(355)_ 202.52632436080131
     p(1_2_9) c_u_cons(356)_ 202.52632436080131
     p(1_2_9) c_u_cons(357)_ 202.52632436080131
     p(1_2_9) c_u_cons(358)_ 202.52632436080131
     p(1_2_9) c_u_cons(359)_ 202.52632436080131
     p(1_2_9) c_u_cons(360)_ 202.52632436080131
     p(1_2_9) c_u_cons(361)_ 202.52632436080131
     p(1_2_9) c_u_cons(362)_ 202.52632436080131
     p(1_2_9) c_u_cons(363)_ 202.52632436080131
     p(1_2_9) c_u_cons(364)_ 202.52632436080131
     p(1_2_10) c_u_cons(365)_ -1
     p(1_2_10) c_u_cons(366)_ -1
     p(1_2_10) c_u_cons(367)_ 585.57361207996996
     p(1_2_10) c_u_cons(368)_ 585.57361207996996
     p(1_2_10) c_u_cons(369)_ 585.57361207996996
     p(1_2_10) c_u_cons(370)_ 585.57361207996996
     p(1_2_10) c_u_cons(371)_ 585.57361207996996
     p(1_2_10) c_u_cons(372)_ 585.57361207996996
     p(1_2_10) c_u_cons(373)_ 585.57361207996996
     p(1_2_10) c_u_cons(374)_ 585.57361207996996
     p(1_2_10) c_u_cons(375)_ 585.57361207996996
     p(1_2_10) c_u_cons(376)_ 585.57361207996996
     p(1_2_10) c_u_cons(377)_ 585.57361207996996
     p(1_2_10) c_u_cons(378)_ 585.57361207996996
     p(1_2_10) c_u_cons(379)_ 585.57361207996996
     p(1_2_10) c_u_cons(380)_ 585.57361207996996
     p(1_2_10) c_u_cons(381)_ 585.57361207996996
     p(1_2_10) c_u_cons(382)_ 585.57361207996996
     p(1_2_10) c_u_cons(383)_ 585.57361207996996
     p(1_2_10) c_u_cons(384)_ 585.57361207996996
     p(1_2_10) c_u_cons(385)_ 585.57361207996996
     p(1_2_10) c_u_cons(386)_ 585.57361207996996
     p(1_2_10) c_u_cons(387)_ 585.57361207996996
     p(1_2_10) c_u_cons(388)_ 585.57361207996996
     p(1_2_10) c_u_cons(389)_ 585.57361207996996
     p(1_2_10) c_u_cons(390)_ 585.57361207996996
     p(1_2_10) c_u_cons(391)_ 585.57361207996996
     p(1_2_10) c_u_cons(392)_ 585.57361207996996
     p(1_2_10) c_u_cons(393)_ 585.57361207996996
     p(1_2_10) c_u_cons(394)_ 585.57361207996996
     p(1_2_10) c_u_cons(395)_ 202.52632436080131
     p(1_2_10) c_u_cons(396)_ 202.52632436080131
     p(1_2_10) c_u_cons(397)_ 202.52632436080131
     p(1_2_10) c_u_cons(398)_ 202.52632436080131
     p(1_2_10) c_u_cons(399)_ 202.52632436080131
     p(1_2_10) c_u_cons(400)_ 202.52632436080131
     p(1_2_10) c_u_cons(401)_ 202.52632436080131
     p(1_2_10) c_u_cons(402)_ 202.52632436080131
     p(1_2_10) c_u_cons(403)_ 202.52632436080131
     p(1_2_10) c_u_cons(404)_ 202.52632436080131
     p(1_2_10) c_u_cons(405)_ 202.52632436080131
     p(1_2_10) c_u_cons(406)_ 202.52632436080131
     p(1_2_10) c_u_cons(407)_ 202.52632436080131
     p(1_2_10) c_u_cons(408)_ 202.52632436080131
     p(1_2_10) c_u_cons(409)_ 202.52632436080131
     p(1_2_10) c_u_cons(410)_ 202.52632436080131
     p(1_2_10) c_u_cons(411)_ 202.52632436080131
     p(1_2_10) c_u_cons(412)_ 202.52632436080131
     p(1_2_10) c_u_cons(413)_ 202.52632436080131
     p(1_2_10) c_u_cons(414)_ 202.52632436080131
     p(1_2_10) c_u_cons(415)_ 202.52632436080131
     p(1_2_10) c_u_cons(416)_ 202.52632436080131
     p(1_2_10) c_u_cons(417)_ 202.52632436080131
     p(1_2_10) c_u_cons(418)_ 202.52632436080131
     p(1_2_10) c_u_cons(419)_ 202.52632436080131
     p(1_2_10) c_u_cons(420)_ 202.52632436080131
     p(1_2_10) c_u_cons(421)_ 202.52632436080131
     p(1_2_10) c_u_cons(422)_ 202.52632436080131
     p(1_2_11) c_u_cons(423)_ -1
     p(1_2_11) c_u_cons(424)_ -1
     p(1_2_11) c_u_cons(425)_ 585.57361207996996
     p(1_2_11) c_u_cons(426)_ 585.57361207996996
     p(1_2_11) c_u_cons(427)_ 585.57361207996996
     p(1_2_11) c_u_cons(428)_ 585.57361207996996
     p(1_2_11) c_u_cons(429)_ 585.57361207996996
     p(1_2_11) c_u_cons(430)_ 585.57361207996996
     p(1_2_11) c_u_cons(431)_ 585.57361207996996
     p(1_2_11) c_u_cons(432)_ 585.57361207996996
     p(1_2_11) c_u_cons(433)_ 585.57361207996996
     p(1_2_11) c_u_cons(434)_ 585.57361207996996
     p(1_2_11) c_u_cons(435)_ 585.57361207996996
     p(1_2_11) c_u_cons(436)_ 585.57361207996996
     p(1_2_11) c_u_cons(437)_ 585.57361207996996
     p(1_2_11) c_u_cons(438)_ 585.57361207996996
     p(1_2_11) c_u_cons(439)_ 585.57361207996996
     p(1_2_11) c_u_cons(440)_ 585.57361207996996
     p(1_2_11) c_u_cons(441)_ 585.57361207996996
     p(1_2_11) c_u_cons(442)_ 585.57361207996996
     p(1_2_11) c_u_cons(443)_ 585.57361207996996
     p(1_2_11) c_u_cons(444)_ 585.57361207996996
     p(1_2_11) c_u_cons(445)_ 585.57361207996996
     p(1_2_11) c_u_cons(446)_ 585.57361207996996
     p(1_2_11) c_u_cons(447)_ 585.57361207996996
     p(1_2_11) c_u_cons(448)_ 585.57361207996996
     p(1_2_11) c_u_cons(449)_ 585.57361207996996
     p(1_2_11) c_u_cons(450)_ 585.57361207996996
     p(1_2_11) c_u_cons(451)_ 585.57361207996996
     p(1_2_11) c_u_cons(452)_ 585.57361207996996
     p(1_2_11) c_u_cons(453)_ 202.52632436080131
     p(1_2_11) c_u_cons(454)_ 202.52632436080131
     p(1_2_11) c_u_cons(455)_ 202.52632436080131
     p(1_2_11) c_u_cons(456)_ 202.52632436080131
     p(1_2_11) c_u_cons(457)_ 202.52632436080131
     p(1_2_11) c_u_cons(458)_ 202.52632436080131
     p(1_2_11) c_u_cons(459)_ 202.52632436080131
     p(1_2_11) c_u_cons(460)_ 202.52632436080131
     p(1_2_11) c_u_cons(461)_ 202.52632436080131
     p(1_2_11) c_u_cons(462)_ 202.52632436080131
     p(1_2_11) c_u_cons(463)_ 202.52632436080131
     p(1_2_11) c_u_cons(464)_ 202.52632436080131
     p(1_2_11) c_u_cons(465)_ 202.52632436080131
     p(1_2_11) c_u_cons(466)_ 202.52632436080131
     p(1_2_11) c_u_cons(467)_ 202.52632436080131
     p(1_2_11) c_u_cons(468)_ 202.52632436080131
     p(1_2_11) c_u_cons(469)_ 202.52632436080131
     p(1_2_11) c_u_cons(470)_ 202.52632436080131
     p(1_2_11) c_u_cons(471)_ 202.52632436080131
     p(1_2_11) c_u_cons(472)_ 202.52632436080131
     p(1_2_11) c_u_cons(473)_ 202.52632436080131
     p(1_2_11) c_u_cons(474)_ 202.52632436080131
     p(1_2_11) c_u_cons(475)_ 202.52632436080131
     p(1_2_11) c_u_cons(476)_ 202.52632436080131
     p(1_2_11) c_u_cons(477)_ 202.52632436080131
     p(1_2_11) c_u_cons(478)_ 202.52632436080131
     p(1_2_11) c_u_cons(479)_ 202.52632436080131
     p(1_2_11) c_u_cons(480)_ 202.52632436080131
     p(1_2_12) c_u_cons(481)_ -1
     p(1_2_12) c_u_cons(482)_ -1
     p(1_2_12) c_u_cons(483)_ 585.57361207996996
     p(1_2_12) c_u_cons(484)_ 585.57361207996996
     p(1_2_12) c_u_cons(485)_ 585.57361207996996
     p(1_2_12) c_u_cons(486)_ 585.57361207996996
     p(1_2_12) c_u_cons(487)_ 585.57361207996996
     p(1_2_12) c_u_cons(488)_ 585.57361207996996
     p(1_2_12) c_u_cons(489)_ 585.57361207996996
     p(1_2_12) c_u_cons(490)_ 585.57361207996996
     p(1_2_12) c_u_cons(491)_ 585.57361207996996
     p(1_2_12) c_u_cons(492)_ 585.57361207996996
     p(1_2_12) c_u_cons(493)_ 585.57361207996996
     p(1_2_12) c_u_cons(494)_ 585.57361207996996
     p(1_2_12) c_u_cons(495)_ 585.57361207996996
     p(1_2_12) c_u_cons(496)_ 585.57361207996996
     p(1_2_12) c_u_cons(497)_ 585.57361207996996
     p(1_2_12) c_u_cons(498)_ 585.57361207996996
     p(1_2_12) c_u_cons(499)_ 585.57361207996996
     p(1_2_12) c_u_cons(500)_ 585.57361207996996
     p(1_2_12) c_u_cons(501)_ 585.57361207996996
     p(1_2_12) c_u_cons(502)_ 585.57361207996996
     p(1_2_12) c_u_cons(503)_ 585.57361207996996
     p(1_2_12) c_u_cons(504)_ 585.57361207996996
     p(1_2_12) c_u_cons(505)_ 585.57361207996996
     p(1_2_12) c_u_cons(506)_ 585.57361207996996
     p(1_2_12) c_u_cons(507)_ 585.57361207996996
     p(1_2_12) c_u_cons(508)_ 585.57361207996996
     p(1_2_12) c_u_cons(509)_ 585.57361207996996
     p(1_2_12) c_u_cons(510)_ 585.57361207996996
     p(1_2_12) c_u_cons(511)_ 202.52632436080131
     p(1_2_12) c_u_cons(512)_ 202.52632436080131
     p(1_2_12) c_u_cons(513)_ 202.52632436080131
     p(1_2_12) c_u_cons(514)_ 202.52632436080131
     p(1_2_12) c_u_cons(515)_ 202.52632436080131
     p(1_2_12) c_u_cons(516)_ 202.52632436080131
     p(1_2_12) c_u_cons(517)_ 202.52632436080131
     p(1_2_12) c_u_cons(518)_ 202.52632436080131
     p(1_2_12) c_u_cons(519)_ 202.52632436080131
     p(1_2_12) c_u_cons(520)_ 202.52632436080131
     p(1_2_12) c_u_cons(521)_ 202.52632436080131
     p(1_2_12) c_u_cons(522)_ 202.52632436080131
     p(1_2_12) c_u_cons(523)_ 202.52632436080131
     p(1_2_12) c_u_cons(524)_ 202.52632436080131
     p(1_2_12) c_u_cons(525)_ 202.52632436080131
     p(1_2_12) c_u_cons(526)_ 202.52632436080131
     p(1_2_12) c_u_cons(527)_ 202.52632436080131
     p(1_2_12) c_u_cons(528)_ 202.52632436080131
     p(1_2_12) c_u_cons(529)_ 202.52632436080131
     p(1_2_12) c_u_cons(530)_ 202.52632436080131
     p(1_2_12) c_u_cons(531)_ 202.52632436080131
     p(1_2_12) c_u_cons(532)_ 202.52632436080131
     p(1_2_12) c_u_cons(533)_ 202.52632436080131
     p(1_2_12) c_u_cons(534)_ 202.52632436080131
     p(1_2_12) c_u_cons(535)_ 202.52632436080131
     p(1_2_12) c_u_cons(536)_ 202.52632436080131
     p(1_2_12) c_u_cons(537)_ 202.52632436080131
     p(1_2_12) c_u_cons(538)_ 202.52632436080131
     p(1_2_13) c_u_cons(539)_ -1
     p(1_2_13) c_u_cons(540)_ -1
     p(1_2_13) c_u_cons(541)_ 585.57361207996996
     p(1_2_13) c_u_cons(542)_ 585.57361207996996
     p(1_2_13) c_u_cons(543)_ 585.57361207996996
     p(1_2_13) c_u_cons(544)_ 585.57361207996996
     p(1_2_13) c_u_cons(545)_ 585.57361207996996
     p(1_2_13) c_u_cons(546)_ 585.57361207996996
     p(1_2_13) c_u_cons(547)_ 585.57361207996996
     p(1_2_13) c_u_cons(548)_ 585.57361207996996
     p(1_2_13) c_u_cons(549)_ 585.57361207996996
     p(1_2_13) c_u_cons(550)_ 585.57361207996996
     p(1_2_13) c_u_cons(551)_ 585.57361207996996
     p(1_2_13) c_u_cons(552)_ 585.57361207996996
     p(1_2_13) c_u_cons(553)_ 585.57361207996996
     p(1_2_13) c_u_cons(554)_ 585.57361207996996
     p(1_2_13) c_u_cons(555)_ 585.57361207996996
     p(1_2_13) c_u_cons(556)_ 585.57361207996996
     p(1_2_13) c_u_cons(557)_ 585.57361207996996
     p(1_2_13) c_u_cons(558)_ 585.57361207996996
     p(1_2_13) c_u_cons(559)_ 585.57361207996996
     p(1_2_13) c_u_cons(560)_ 585.57361207996996
     p(1_2_13) c_u_cons(561)_ 585.57361207996996
     p(1_2_13) c_u_cons(562)_ 585.57361207996996
     p(1_2_13) c_u_cons(563)_ 585.57361207996996
     p(1_2_13) c_u_cons(564)_ 585.57361207996996
     p(1_2_13) c_u_cons(565)_ 585.57361207996996
     p(1_2_13) c_u_cons(566)_ 585.57361207996996
     p(1_2_13) c_u_cons(567)_ 585.57361207996996
     p(1_2_13) c_u_cons(568)_ 585.57361207996996
     p(1_2_13) c_u_cons(569)_ 202.52632436080131
     p(1_2_13) c_u_cons(570)_ 202.52632436080131
     p(1_2_13) c_u_cons(571)_ 202.52632436080131
     p(1_2_13) c_u_cons(572)_ 202.52632436080131
     p(1_2_13) c_u_cons(573)_ 202.52632436080131
     p(1_2_13) c_u_cons(574)_ 202.52632436080131
     p(1_2_13) c_u_cons(575)_ 202.52632436080131
     p(1_2_13) c_u_cons(576)_ 202.52632436080131
     p(1_2_13) c_u_cons(577)_ 202.52632436080131
     p(1_2_13) c_u_cons(578)_ 202.52632436080131
     p(1_2_13) c_u_cons(579)_ 202.52632436080131
     p(1_2_13) c_u_cons(580)_ 202.52632436080131
     p(1_2_13) c_u_cons(581)_ 202.52632436080131
     p(1_2_13) c_u_cons(582)_ 202.52632436080131
     p(1_2_13) c_u_cons(583)_ 202.52632436080131
     p(1_2_13) c_u_cons(584)_ 202.52632436080131
     p(1_2_13) c_u_cons(585)_ 202.52632436080131
     p(1_2_13) c_u_cons(586)_ 202.52632436080131
     p(1_2_13) c_u_cons(587)_ 202.52632436080131
     p(1_2_13) c_u_cons(588)_ 202.52632436080131
     p(1_2_13) c_u_cons(589)_ 202.52632436080131
     p(1_2_13) c_u_cons(590)_ 202.52632436080131
     p(1_2_13) c_u_cons(591)_ 202.52632436080131
     p(1_2_13) c_u_cons(592)_ 202.52632436080131
     p(1_2_13) c_u_cons(593)_ 202.52632436080131
     p(1_2_13) c_u_cons(594)_ 202.52632436080131
     p(1_2_13) c_u_cons(595)_ 202.52632436080131
     p(1_2_13) c_u_cons(596)_ 202.52632436080131
     p(1_2_14) c_u_cons(597)_ -1
     p(1_2_14) c_u_cons(598)_ -1
     p(1_2_14) c_u_cons(599)_ 585.57361207996996
     p(1_2_14) c_u_cons(600)_ 585.57361207996996
     p(1_2_14) c_u_cons(601)_ 585.57361207996996
     p(1_2_14) c_u_cons(602)_ 585.57361207996996
     p(1_2_14) c_u_cons(603)_ 585.57361207996996
     p(1_2_14) c_u_cons(604)_ 585.57361207996996
     p(1_2_14) c_u_cons(605)_ 585.57361207996996
     p(1_2_14) c_u_cons(606)_ 585.57361207996996
     p(1_2_14) c_u_cons(607)_ 585.57361207996996
     p(1_2_14) c_u_cons(608)_ 585.57361207996996
     p(1_2_14) c_u_cons(609)_ 585.57361207996996
     p(1_2_14) c_u_cons(610)_ 585.57361207996996
     p(1_2_14) c_u_cons(611)_ 585.57361207996996
     p(1_2_14) c_u_cons(612)_ 585.57361207996996
     p(1_2_14) c_u_cons(613)_ 585.57361207996996
     p(1_2_14) c_u_cons(614)_ 585.57361207996996
     p(1_2_14) c_u_cons(615)_ 585.57361207996996
     p(1_2_14) c_u_cons(616)_ 585.57361207996996
     p(1_2_14) c_u_cons(617)_ 585.57361207996996
     p(1_2_14) c_u_cons(618)_ 585.57361207996996
     p(1_2_14) c_u_cons(619)_ 585.57361207996996
     p(1_2_14) c_u_cons(620)_ 585.57361207996996
     p(1_2_14) c_u_cons(621)_ 585.57361207996996
     p(1_2_14) c_u_cons(622)_ 585.57361207996996
     p(1_2_14) c_u_cons(623)_ 585.57361207996996
     p(1_2_14) c_u_cons(624)_ 585.57361207996996
     p(1_2_14) c_u_cons(625)_ 585.57361207996996
     p(1_2_14) c_u_cons(626)_ 585.57361207996996
     p(1_2_14) c_u_cons(627)_ 202.52632436080131
     p(1_2_14) c_u_cons(628)_ 202.52632436080131
     p(1_2_14) c_u_cons(629)_ 202.52632436080131
     p(1_2_14) c_u_cons(630)_ 202.52632436080131
     p(1_2_14) c_u_cons(631)_ 202.52632436080131
     p(1_2_14) c_u_cons(632)_ 202.52632436080131
     p(1_2_14) c_u_cons(633)_ 202.52632436080131
     p(1_2_14) c_u_cons(634)_ 202.52632436080131
     p(1_2_14) c_u_cons(635)_ 202.52632436080131
     p(1_2_14) c_u_cons(636)_ 202.52632436080131
     p(1_2_14) c_u_cons(637)_ 202.52632436080131
     p(1_2_14) c_u_cons(638)_ 202.52632436080131
     p(1_2_14) c_u_cons(639)_ 202.52632436080131
     p(1_2_14) c_u_cons(640)_ 202.52632436080131
     p(1_2_14) c_u_cons(641)_ 202.52632436080131
     p(1_2_14) c_u_cons(642)_ 202.52632436080131
     p(1_2_14) c_u_cons(643)_ 202.52632436080131
     p(1_2_14) c_u_cons(644)_ 202.52632436080131
     p(1_2_14) c_u_cons(645)_ 202.52632436080131
     p(1_2_14) c_u_cons(646)_ 202.52632436080131
     p(1_2_14) c_u_cons(647)_ 202.52632436080131
     p(1_2_14) c_u_cons(648)_ 202.52632436080131
     p(1_2_14) c_u_cons(649)_ 202.52632436080131
     p(1_2_14) c_u_cons(650)_ 202.52632436080131
     p(1_2_14) c_u_cons(651)_ 202.52632436080131
     p(1_2_14) c_u_cons(652)_ 202.52632436080131
     p(1_2_14) c_u_cons(653)_ 202.52632436080131
     p(1_2_14) c_u_cons(654)_ 202.52632436080131
     p(1_2_15) c_u_cons(655)_ -1
     p(1_2_15) c_u_cons(656)_ -1
     p(1_2_15) c_u_cons(657)_ 585.57361207996996
     p(1_2_15) c_u_cons(658)_ 585.57361207996996
     p(1_2_15) c_u_cons(659)_ 585.57361207996996
     p(1_2_15) c_u_cons(660)_ 585.57361207996996
     p(1_2_15) c_u_cons(661)_ 585.57361207996996
     p(1_2_15) c_u_cons(662)_ 585.57361207996996
     p(1_2_15) c_u_cons(663)_ 585.57361207996996
     p(1_2_15) c_u_cons(664)_ 585.57361207996996
     p(1_2_15) c_u_cons(665)_ 585.57361207996996
     p(1_2_15) c_u_cons(666)_ 585.57361207996996
     p(1_2_15) c_u_cons(667)_ 585.57361207996996
     p(1_2_15) c_u_cons(668)_ 585.57361207996996
     p(1_2_15) c_u_cons(669)_ 585.57361207996996
     p(1_2_15) c_u_cons(670)_ 585.57361207996996
     p(1_2_15) c_u_cons(671)_ 585.57361207996996
     p(1_2_15) c_u_cons(672)_ 585.57361207996996
     p(1_2_15) c_u_cons(673)_ 585.57361207996996
     p(1_2_15) c_u_cons(674)_ 585.57361207996996
     p(1_2_15) c_u_cons(675)_ 585.57361207996996
     p(1_2_15) c_u_cons(676)_ 585.57361207996996
     p(1_2_15) c_u_cons(677)_ 585.57361207996996
     p(1_2_15) c_u_cons(678)_ 585.57361207996996
     p(1_2_15) c_u_cons(679)_ 585.57361207996996
     p(1_2_15) c_u_cons(680)_ 585.57361207996996
     p(1_2_15) c_u_cons(681)_ 585.57361207996996
     p(1_2_15) c_u_cons(682)_ 585.57361207996996
     p(1_2_15) c_u_cons(683)_ 585.57361207996996
     p(1_2_15) c_u_cons(684)_ 585.57361207996996
     p(1_2_15) c_u_cons(685)_ 202.52632436080131
     p(1_2_15) c_u_cons(686)_ 202.52632436080131
     p(1_2_15) c_u_cons(687)_ 202.52632436080131
     p(1_2_15) c_u_cons(688)_ 202.52632436080131
     p(1_2_15) c_u_cons(689)_ 202.52632436080131
     p(1_2_15) c_u_cons(690)_ 202.52632436080131
     p(1_2_15) c_u_cons(691)_ 202.52632436080131
     p(1_2_15) c_u_cons(692)_ 202.52632436080131
     p(1_2_15) c_u_cons(693)_ 202.52632436080131
     p(1_2_15) c_u_cons(694)_ 202.52632436080131
     p(1_2_15) c_u_cons(695)_ 202.52632436080131
     p(1_2_15) c_u_cons(696)_ 202.52632436080131
     p(1_2_15) c_u_cons(697)_ 202.52632436080131
     p(1_2_15) c_u_cons(698)_ 202.52632436080131
     p(1_2_15) c_u_cons(699)_ 202.52632436080131
     p(1_2_15) c_u_cons(700)_ 202.52632436080131
     p(1_2_15) c_u_cons(701)_ 202.52632436080131
     p(1_2_15) c_u_cons(702)_ 202.52632436080131
     p(1_2_15) c_u_cons(703)_ 202.52632436080131
     p(1_2_15) c_u_cons(704)_ 202.52632436080131
     p(1_2_15) c_u_cons(705)_ 202.52632436080131
     p(1_2_15) c_u_cons(706)_ 202.52632436080131
     p(1_2_15) c_u_cons(707)_ 202.52632436080131
     p(1_2_15) c_u_cons(708)_ 202.52632436080131
     p(1_2_15) c_u_cons(709)_ 202.52632436080131
     p(1_2_15) c_u_cons(710)_ 202.52632436080131
     p(1_2_15) c_u_cons(711)_ 202.52632436080131
     p(1_2_15) c_u_cons(712)_ 202.52632436080131
     p(1_2_16) c_u_cons(713)_ -1
     p(1_2_16) c_u_cons(714)_ -1
     p(1_2_16) c_u_cons(715)_ 585.57361207996996
     p(1_2_16) c_u_cons(716)_ 585.57361207996996
     p(1_2_16) c_u_cons(717)_ 585.57361207996996
     p(1_2_16) c_u_cons(718)_ 585.57361207996996
     p(1_2_16) c_u_cons(719)_ 585.57361207996996
     p(1_2_16) c_u_cons(720)_ 585.57361207996996
     p(1_2_16) c_u_cons(721)_ 585.57361207996996
     p(1_2_16) c_u_cons(722)_ 585.57361207996996
     p(1_2_16) c_u_cons(723)_ 585.57361207996996
     p(1_2_16) c_u_cons(724)_ 585.57361207996996
     p(1_2_16) c_u_cons(725)_ 585.57361207996996
     p(1_2_16) c_u_cons(726)_ 585.57361207996996
     p(1_2_16) c_u_cons(727)_ 585.57361207996996
     p(1_2_16) c_u_cons(728)_ 585.57361207996996
     p(1_2_16) c_u_cons(729)_ 585.57361207996996
     p(1_2_16) c_u_cons(730)_ 585.57361207996996
     p(1_2_16) c_u_cons(731)_ 585.57361207996996
     p(1_2_16) c_u_cons(732)_ 585.57361207996996
     p(1_2_16) c_u_cons(733)_ 585.57361207996996
     p(1_2_16) c_u_cons(734)_ 585.57361207996996
     p(1_2_16) c_u_cons(735)_ 585.57361207996996
     p(1_2_16) c_u_cons(736)_ 585.57361207996996
     p(1_2_16) c_u_cons(737)_ 585.57361207996996
     p(1_2_16) c_u_cons(738)_ 585.57361207996996
     p(1_2_16) c_u_cons(739)_ 585.57361207996996
     p(1_2_16) c_u_cons(740)_ 585.57361207996996
     p(1_2_16) c_u_cons(741)_ 585.57361207996996
     p(1_2_16) c_u_cons(742)_ 585.57361207996996
     p(1_2_16) c_u_cons(743)_ 202.52632436080131
     p(1_2_16) c_u_cons(744)_ 202.52632436080131
     p(1_2_16) c_u_cons(745)_ 202.52632436080131
     p(1_2_16) c_u_cons(746)_ 202.52632436080131
     p(1_2_16) c_u_cons(747)_ 202.52632436080131
     p(1_2_16) c_u_cons(748)_ 202.52632436080131
     p(1_2_16) c_u_cons(749)_ 202.52632436080131
     p(1_2_16) c_u_cons(750)_ 202.52632436080131
     p(1_2_16) c_u_cons(751)_ 202.52632436080131
     p(1_2_16) c_u_cons(752)_ 202.52632436080131
     p(1_2_16) c_u_cons(753)_ 202.52632436080131
     p(1_2_16) c_u_cons(754)_ 202.52632436080131
     p(1_2_16) c_u_cons(755)_ 202.52632436080131
     p(1_2_16) c_u_cons(756)_ 202.52632436080131
     p(1_2_16) c_u_cons(757)_ 202.52632436080131
     p(1_2_16) c_u_cons(758)_ 202.52632436080131
     p(1_2_16) c_u_cons(759)_ 202.52632436080131
     p(1_2_16) c_u_cons(760)_ 202.52632436080131
     p(1_2_16) c_u_cons(761)_ 202.52632436080131
     p(1_2_16) c_u_cons(762)_ 202.52632436080131
     p(1_2_16) c_u_cons(763)_ 202.52632436080131
     p(1_2_16) c_u_cons(764)_ 202.52632436080131
     p(1_2_16) c_u_cons(765)_ 202.52632436080131
     p(1_2_16) c_u_cons(766)_ 202.52632436080131
     p(1_2_16) c_u_cons(767)_ 202.52632436080131
     p(1_2_16) c_u_cons(768)_ 202.52632436080131
     p(1_2_16) c_u_cons(769)_ 202.52632436080131
     p(1_2_16) c_u_cons(770)_ 202.52632436080131
     p(1_2_17) c_u_cons(771)_ -1
     p(1_2_17) c_u_cons(772)_ -1
     p(1_2_17) c_u_cons(773)_ 585.57361207996996
     p(1_2_17) c_u_cons(774)_ 585.57361207996996
     p(1_2_17) c_u_cons(775)_ 585.57361207996996
     p(1_2_17) c_u_cons(776)_ 585.57361207996996
     p(1_2_17) c_u_cons(777)_ 585.57361207996996
     p(1_2_17) c_u_cons(778)_ 585.57361207996996
     p(1_2_17) c_u_cons(779)_ 585.57361207996996
     p(1_2_17) c_u_cons(780)_ 585.57361207996996
     p(1_2_17) c_u_cons(781)_ 585.57361207996996
     p(1_2_17) c_u_cons(782)_ 585.57361207996996
     p(1_2_17) c_u_cons(783)_ 585.57361207996996
     p(1_2_17) c_u_cons(784)_ 585.57361207996996
     p(1_2_17) c_u_cons(785)_ 585.57361207996996
     p(1_2_17) c_u_cons(786)_ 585.57361207996996
     p(1_2_17) c_u_cons(787)_ 585.57361207996996
     p(1_2_17) c_u_cons(788)_ 585.57361207996996
     p(1_2_17) c_u_cons(789)_ 585.57361207996996
     p(1_2_17) c_u_cons(790)_ 585.57361207996996
     p(1_2_17) c_u_cons(791)_ 585.57361207996996
     p(1_2_17) c_u_cons(792)_ 585.57361207996996
     p(1_2_17) c_u_cons(793)_ 585.57361207996996
     p(1_2_17) c_u_cons(794)_ 585.57361207996996
     p(1_2_17) c_u_cons(795)_ 585.57361207996996
     p(1_2_17) c_u_cons(796)_ 585.57361207996996
     p(1_2_17) c_u_cons(797)_ 585.57361207996996
     p(1_2_17) c_u_cons(798)_ 585.57361207996996
     p(1_2_17) c_u_cons(799)_ 585.57361207996996
     p(1_2_17) c_u_cons(800)_ 585.57361207996996
     p(1_2_17) c_u_cons(801)_ 202.52632436080131
     p(1_2_17) c_u_cons(802)_ 202.52632436080131
     p(1_2_17) c_u_cons(803)_ 202.52632436080131
     p(1_2_17) c_u_cons(804)_ 202.52632436080131
     p(1_2_17) c_u_cons(805)_ 202.52632436080131
     p(1_2_17) c_u_cons(806)_ 202.52632436080131
     p(1_2_17) c_u_cons(807)_ 202.52632436080131
     p(1_2_17) c_u_cons(808)_ 202.52632436080131
     p(1_2_17) c_u_cons(809)_ 202.52632436080131
     p(1_2_17) c_u_cons(810)_ 202.52632436080131
     p(1_2_17) c_u_cons(811)_ 202.52632436080131
     p(1_2_17) c_u_cons(812)_ 202.52632436080131
     p(1_2_17) c_u_cons(813)_ 202.52632436080131
     p(1_2_17) c_u_cons(814)_ 202.52632436080131
     p(1_2_17) c_u_cons(815)_ 202.52632436080131
     p(1_2_17) c_u_cons(816)_ 202.52632436080131
     p(1_2_17) c_u_cons(817)_ 202.52632436080131
     p(1_2_17) c_u_cons(818)_ 202.52632436080131
     p(1_2_17) c_u_cons(819)_ 202.52632436080131
     p(1_2_17) c_u_cons(820)_ 202.52632436080131
     p(1_2_17) c_u_cons(821)_ 202.52632436080131
     p(1_2_17) c_u_cons(822)_ 202.52632436080131
     p(1_2_17) c_u_cons(823)_ 202.52632436080131
     p(1_2_17) c_u_cons(824)_ 202.52632436080131
     p(1_2_17) c_u_cons(825)_ 202.52632436080131
     p(1_2_17) c_u_cons(826)_ 202.52632436080131
     p(1_2_17) c_u_cons(827)_ 202.52632436080131
     p(1_2_17) c_u_cons(828)_ 202.52632436080131
     p(1_2_18) c_u_cons(829)_ -1
     p(1_2_18) c_u_cons(830)_ -1
     p(1_2_18) c_u_cons(831)_ 585.57361207996996
     p(1_2_18) c_u_cons(832)_ 585.57361207996996
     p(1_2_18) c_u_cons(833)_ 585.57361207996996
     p(1_2_18) c_u_cons(834)_ 585.57361207996996
     p(1_2_18) c_u_cons(835)_ 585.57361207996996
     p(1_2_18) c_u_cons(836)_ 585.57361207996996
     p(1_2_18) c_u_cons(837)_ 585.57361207996996
     p(1_2_18) c_u_cons(838)_ 585.57361207996996
     p(1_2_18) c_u_cons(839)_ 585.57361207996996
     p(1_2_18) c_u_cons(840)_ 585.57361207996996
     p(1_2_18) c_u_cons(841)_ 585.57361207996996
     p(1_2_18) c_u_cons(842)_ 585.57361207996996
     p(1_2_18) c_u_cons(843)_ 585.57361207996996
     p(1_2_18) c_u_cons(844)_ 585.57361207996996
     p(1_2_18) c_u_cons(845)_ 585.57361207996996
     p(1_2_18) c_u_cons(846)_ 585.57361207996996
     p(1_2_18) c_u_cons(847)_ 585.57361207996996
     p(1_2_18) c_u_cons(848)_ 585.57361207996996
     p(1_2_18) c_u_cons(849)_ 585.57361207996996
     p(1_2_18) c_u_cons(850)_ 585.57361207996996
     p(1_2_18) c_u_cons(851)_ 585.57361207996996
     p(1_2_18) c_u_cons(852)_ 585.57361207996996
     p(1_2_18) c_u_cons(853)_ 585.57361207996996
     p(1_2_18) c_u_cons(854)_ 585.57361207996996
     p(1_2_18) c_u_cons(855)_ 585.57361207996996
     p(1_2_18) c_u_cons(856)_ 585.57361207996996
     p(1_2_18) c_u_cons(857)_ 585.57361207996996
     p(1_2_18) c_u_cons(858)_ 585.57361207996996
     p(1_2_18) c_u_cons(859)_ 202.52632436080131
     p(1_2_18) c_u_cons(860)_ 202.52632436080131
     p(1_2_18) c_u_cons(861)_ 202.52632436080131
     p(1_2_18) c_u_cons(862)_ 202.52632436080131
     p(1_2_18) c_u_cons(863)_ 202.52632436080131
     p(1_2_18) c_u_cons(864)_ 202.52632436080131
     p(1_2_18) c_u_cons(865)_ 202.52632436080131
     p(1_2_18) c_u_cons(866)_ 202.52632436080131
     p(1_2_18) c_u_cons(867)_ 202.52632436080131
     p(1_2_18) c_u_cons(868)_ 202.52632436080131
     p(1_2_18) c_u_cons(869)_ 202.52632436080131
     p(1_2_18) c_u_cons(870)_ 202.52632436080131
     p(1_2_18) c_u_cons(871)_ 202.52632436080131
     p(1_2_18) c_u_cons(872)_ 202.52632436080131
     p(1_2_18) c_u_cons(873)_ 202.52632436080131
     p(1_2_18) c_u_cons(874)_ 202.52632436080131
     p(1_2_18) c_u_cons(875)_ 202.52632436080131
     p(1_2_18) c_u_cons(876)_ 202.52632436080131
     p(1_2_18) c_u_cons(877)_ 202.52632436080131
     p(1_2_18) c_u_cons(878)_ 202.52632436080131
     p(1_2_18) c_u_cons(879)_ 202.52632436080131
     p(1_2_18) c_u_cons(880)_ 202.52632436080131
     p(1_2_18) c_u_cons(881)_ 202.52632436080131
     p(1_2_18) c_u_cons(882)_ 202.52632436080131
     p(1_2_18) c_u_cons(883)_ 202.52632436080131
     p(1_2_18) c_u_cons(884)_ 202.52632436080131
     p(1_2_18) c_u_cons(885)_ 202.52632436080131
     p(1_2_18) c_u_cons(886)_ 202.52632436080131
     p(1_2_19) c_u_cons(887)_ -1
     p(1_2_19) c_u_cons(888)_ -1
     p(1_2_19) c_u_cons(889)_ 585.57361207996996
     p(1_2_19) c_u_cons(890)_ 585.57361207996996
     p(1_2_19) c_u_cons(891)_ 585.57361207996996
     p(1_2_19) c_u_cons(892)_ 585.57361207996996
     p(1_2_19) c_u_cons(893)_ 585.57361207996996
     p(1_2_19) c_u_cons(894)_ 585.57361207996996
     p(1_2_19) c_u_cons(895)_ 585.57361207996996
     p(1_2_19) c_u_cons(896)_ 585.57361207996996
     p(1_2_19) c_u_cons(897)_ 585.57361207996996
     p(1_2_19) c_u_cons(898)_ 585.57361207996996
     p(1_2_19) c_u_cons(899)_ 585.57361207996996
     p(1_2_19) c_u_cons(900)_ 585.57361207996996
     p(1_2_19) c_u_cons(901)_ 585.57361207996996
     p(1_2_19) c_u_cons(902)_ 585.57361207996996
     p(1_2_19) c_u_cons(903)_ 585.57361207996996
     p(1_2_19) c_u_cons(904)_ 585.57361207996996
     p(1_2_19) c_u_cons(905)_ 585.57361207996996
     p(1_2_19) c_u_cons(906)_ 585.57361207996996
     p(1_2_19) c_u_cons(907)_ 585.57361207996996
     p(1_2_19) c_u_cons(908)_ 585.57361207996996
     p(1_2_19) c_u_cons(909)_ 585.57361207996996
     p(1_2_19) c_u_cons(910)_ 585.57361207996996
     p(1_2_19) c_u_cons(911)_ 585.57361207996996
     p(1_2_19) c_u_cons(912)_ 585.57361207996996
     p(1_2_19) c_u_cons(913)_ 585.57361207996996
     p(1_2_19) c_u_cons(914)_ 585.57361207996996
     p(1_2_19) c_u_cons(915)_ 585.57361207996996
     p(1_2_19) c_u_cons(916)_ 585.57361207996996
     p(1_2_19) c_u_cons(917)_ 202.52632436080131
     p(1_2_19) c_u_cons(918)_ 202.52632436080131
     p(1_2_19) c_u_cons(919)_ 202.52632436080131
     p(1_2_19) c_u_cons(920)_ 202.52632436080131
     p(1_2_19) c_u_cons(921)_ 202.52632436080131
     p(1_2_19) c_u_cons(922)_ 202.52632436080131
     p(1_2_19) c_u_cons(923)_ 202.52632436080131
     p(1_2_19) c_u_cons(924)_ 202.52632436080131
     p(1_2_19) c_u_cons(925)_ 202.52632436080131
     p(1_2_19) c_u_cons(926)_ 202.52632436080131
     p(1_2_19) c_u_cons(927)_ 202.52632436080131
     p(1_2_19) c_u_cons(928)_ 202.52632436080131
     p(1_2_19) c_u_cons(929)_ 202.52632436080131
     p(1_2_19) c_u_cons(930)_ 202.52632436080131
     p(1_2_19) c_u_cons(931)_ 202.52632436080131
     p(1_2_19) c_u_cons(932)_ 202.52632436080131
     p(1_2_19) c_u_cons(933)_ 202.52632436080131
     p(1_2_19) c_u_cons(934)_ 202.52632436080131
     p(1_2_19) c_u_cons(935)_ 202.52632436080131
     p(1_2_19) c_u_cons(936)_ 202.52632436080131
     p(1_2_19) c_u_cons(937)_ 202.52632436080131
     p(1_2_19) c_u_cons(938)_ 202.52632436080131
     p(1_2_19) c_u_cons(939)_ 202.52632436080131
     p(1_2_19) c_u_cons(940)_ 202.52632436080131
     p(1_2_19) c_u_cons(941)_ 202.52632436080131
     p(1_2_19) c_u_cons(942)_ 202.52632436080131
     p(1_2_19) c_u_cons(943)_ 202.52632436080131
     p(1_2_19) c_u_cons(944)_ 202.52632436080131
     ONE_VAR_CONSTANT obj -11371.554113255293
     ONE_VAR_CONSTANT c_e_ONE_VAR_CONSTANT 1
RHS
     RHS c_e_cons(1)_ 1
     RHS c_e_cons(2)_ 1
     RHS c_e_cons(3)_ 1
     RHS c_e_cons(4)_ 0
     RHS c_l_cons(5)_ 3518
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
     RHS c_u_cons(42)_ 0
     RHS c_u_cons(43)_ 0
     RHS c_u_cons(44)_ 0
     RHS c_u_cons(45)_ 0
     RHS c_u_cons(46)_ 1
     RHS c_e_cons(47)_ 1
     RHS c_e_cons(48)_ 1
     RHS c_e_cons(49)_ 1
     RHS c_e_cons(50)_ 1
     RHS c_l_cons(51)_ 7053
     RHS c_l_cons(52)_ 12
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
     RHS c_l_cons(73)_ 0
     RHS c_u_cons(74)_ 0
     RHS c_u_cons(75)_ 0
     RHS c_u_cons(76)_ 1
     RHS c_u_cons(77)_ 1
     RHS c_l_cons(78)_ 0
     RHS c_u_cons(79)_ 0
     RHS c_u_cons(80)_ 0
     RHS c_u_cons(81)_ 1
     RHS c_u_cons(82)_ 1
     RHS c_l_cons(83)_ 0
     RHS c_u_cons(84)_ 0
     RHS c_u_cons(85)_ 0
     RHS c_u_cons(86)_ 1
     RHS c_u_cons(87)_ 1
     RHS c_l_cons(88)_ 0
     RHS c_u_cons(89)_ 0
     RHS c_u_cons(90)_ 0
     RHS c_u_cons(91)_ 1
     RHS c_u_cons(92)_ 1
     RHS c_l_cons(93)_ 0
     RHS c_u_cons(94)_ 0
     RHS c_u_cons(95)_ 0
     RHS c_u_cons(96)_ 1
     RHS c_u_cons(97)_ 1
     RHS c_l_cons(98)_ 0
     RHS c_u_cons(99)_ 0
     RHS c_u_cons(100)_ 0
     RHS c_u_cons(101)_ 1
     RHS c_u_cons(102)_ 1
     RHS c_l_cons(103)_ 0
     RHS c_u_cons(104)_ 0
     RHS c_u_cons(105)_ 0
     RHS c_u_cons(106)_ 1
     RHS c_u_cons(107)_ 1
     RHS c_l_cons(108)_ 0
     RHS c_u_cons(109)_ 0
     RHS c_u_cons(110)_ 0
     RHS c_u_cons(111)_ 1
     RHS c_u_cons(112)_ 1
     RHS c_u_cons(113)_ 0
     RHS c_u_cons(114)_ 0
     RHS c_u_cons(115)_ 0
     RHS c_u_cons(116)_ 1
     RHS c_u_cons(117)_ 1
     RHS c_u_cons(118)_ 0
     RHS c_u_cons(119)_ 0
     RHS c_u_cons(120)_ 0
     RHS c_u_cons(121)_ 1
     RHS c_u_cons(122)_ 1
     RHS c_u_cons(123)_ 0
     RHS c_u_cons(124)_ 0
     RHS c_u_cons(125)_ 0
     RHS c_u_cons(126)_ 1
     RHS c_u_cons(127)_ 1
     RHS c_u_cons(128)_ 0
     RHS c_u_cons(129)_ 0
     RHS c_u_cons(130)_ 0
     RHS c_u_cons(131)_ 1
     RHS c_u_cons(132)_ 1
     RHS c_e_cons(133)_ 1
     RHS c_e_cons(134)_ 1
     RHS c_e_cons(135)_ 1
     RHS c_e_cons(136)_ 2
     RHS c_l_cons(137)_ 1626
     RHS c_l_cons(138)_ 8
     RHS c_l_cons(139)_ 0
     RHS c_u_cons(140)_ 0
     RHS c_u_cons(141)_ 0
     RHS c_u_cons(142)_ 1
     RHS c_u_cons(143)_ 1
     RHS c_l_cons(144)_ 0
     RHS c_u_cons(145)_ 0
     RHS c_u_cons(146)_ 0
     RHS c_u_cons(147)_ 1
     RHS c_u_cons(148)_ 1
     RHS c_l_cons(149)_ 0
     RHS c_u_cons(150)_ 0
     RHS c_u_cons(151)_ 0
     RHS c_u_cons(152)_ 1
     RHS c_u_cons(153)_ 1
     RHS c_l_cons(154)_ 0
     RHS c_u_cons(155)_ 0
     RHS c_u_cons(156)_ 0
     RHS c_u_cons(157)_ 1
     RHS c_u_cons(158)_ 1
     RHS c_l_cons(159)_ 0
     RHS c_u_cons(160)_ 0
     RHS c_u_cons(161)_ 0
     RHS c_u_cons(162)_ 1
     RHS c_u_cons(163)_ 1
     RHS c_l_cons(164)_ 0
     RHS c_u_cons(165)_ 0
     RHS c_u_cons(166)_ 0
     RHS c_u_cons(167)_ 1
     RHS c_u_cons(168)_ 1
     RHS c_l_cons(169)_ 0
     RHS c_u_cons(170)_ 0
     RHS c_u_cons(171)_ 0
     RHS c_u_cons(172)_ 1
     RHS c_u_cons(173)_ 1
     RHS c_l_cons(174)_ 0
     RHS c_u_cons(175)_ 0
     RHS c_u_cons(176)_ 0
     RHS c_u_cons(177)_ 1
     RHS c_u_cons(178)_ 1
     RHS c_u_cons(179)_ 0
     RHS c_u_cons(180)_ 0
     RHS c_u_cons(181)_ 0
     RHS c_u_cons(182)_ 1
     RHS c_u_cons(183)_ 1
     RHS c_u_cons(184)_ 0
     RHS c_u_cons(185)_ 0
     RHS c_u_cons(186)_ 0
     RHS c_u_cons(187)_ 1
     RHS c_u_cons(188)_ 1
     RHS c_u_cons(189)_ 0
     RHS c_u_cons(190)_ 0
     RHS c_u_cons(191)_ 0
     RHS c_u_cons(192)_ 1
     RHS c_u_cons(193)_ 1
     RHS c_u_cons(194)_ 0
     RHS c_u_cons(195)_ 0
     RHS c_u_cons(196)_ 0
     RHS c_u_cons(197)_ 1
     RHS c_u_cons(198)_ 1
     RHS c_u_cons(199)_ 1
     RHS c_u_cons(200)_ 1
     RHS c_u_cons(201)_ 3002.8143288993551
     RHS c_u_cons(202)_ 3002.8143288993551
     RHS c_u_cons(203)_ 3002.8143288993551
     RHS c_u_cons(204)_ 3002.8143288993551
     RHS c_u_cons(205)_ 2935.8755430270767
     RHS c_u_cons(206)_ 2935.8755430270767
     RHS c_u_cons(207)_ 2935.8755430270767
     RHS c_u_cons(208)_ 2935.8755430270767
     RHS c_u_cons(209)_ 2958.9411980787272
     RHS c_u_cons(210)_ 2958.9411980787272
     RHS c_u_cons(211)_ 2958.9411980787272
     RHS c_u_cons(212)_ 2958.9411980787272
     RHS c_u_cons(213)_ 2763.085805473012
     RHS c_u_cons(214)_ 2763.085805473012
     RHS c_u_cons(215)_ 2763.085805473012
     RHS c_u_cons(216)_ 2763.085805473012
     RHS c_u_cons(217)_ 2635.5333898566291
     RHS c_u_cons(218)_ 2635.5333898566291
     RHS c_u_cons(219)_ 2635.5333898566291
     RHS c_u_cons(220)_ 2635.5333898566291
     RHS c_u_cons(221)_ 2525.5079266981561
     RHS c_u_cons(222)_ 2525.5079266981561
     RHS c_u_cons(223)_ 2525.5079266981561
     RHS c_u_cons(224)_ 2525.5079266981561
     RHS c_u_cons(225)_ 2108.6026789435432
     RHS c_u_cons(226)_ 2127.4097765256433
     RHS c_u_cons(227)_ 2284.6831956599635
     RHS c_u_cons(228)_ 2281.4048665969458
     RHS c_u_cons(229)_ 2281.4048665969458
     RHS c_u_cons(230)_ 2281.4048665969458
     RHS c_u_cons(231)_ 2024.9168184676378
     RHS c_u_cons(232)_ 2039.2511415180381
     RHS c_u_cons(233)_ 2159.1212058525816
     RHS c_u_cons(234)_ 2156.6225413111938
     RHS c_u_cons(235)_ 2156.6225413111938
     RHS c_u_cons(236)_ 2156.6225413111938
     RHS c_u_cons(237)_ 1938.4688357483469
     RHS c_u_cons(238)_ 1948.182756579964
     RHS c_u_cons(239)_ 2029.4149369161037
     RHS c_u_cons(240)_ 2027.7216703799395
     RHS c_u_cons(241)_ 2027.7216703799395
     RHS c_u_cons(242)_ 2027.7216703799395
     RHS c_u_cons(243)_ 1867.2285965923279
     RHS c_u_cons(244)_ 1873.1349264460046
     RHS c_u_cons(245)_ 1922.5263164022599
     RHS c_u_cons(246)_ 1921.4967639829911
     RHS c_u_cons(247)_ 1921.4967639829911
     RHS c_u_cons(248)_ 1921.4967639829911
     RHS c_u_cons(249)_ 1
     RHS c_u_cons(250)_ 1
     RHS c_u_cons(251)_ 2099.3719448621459
     RHS c_u_cons(252)_ 2108.6026789435432
     RHS c_u_cons(253)_ 2127.4097765256433
     RHS c_u_cons(254)_ 2284.6831956599635
     RHS c_u_cons(255)_ 2281.4048665969458
     RHS c_u_cons(256)_ 2281.4048665969458
     RHS c_u_cons(257)_ 2281.4048665969458
     RHS c_u_cons(258)_ 2017.8813722092516
     RHS c_u_cons(259)_ 2024.9168184676378
     RHS c_u_cons(260)_ 2039.2511415180381
     RHS c_u_cons(261)_ 2159.1212058525816
     RHS c_u_cons(262)_ 2156.6225413111938
     RHS c_u_cons(263)_ 2156.6225413111938
     RHS c_u_cons(264)_ 2156.6225413111938
     RHS c_u_cons(265)_ 1933.701134634819
     RHS c_u_cons(266)_ 1938.4688357483469
     RHS c_u_cons(267)_ 1948.182756579964
     RHS c_u_cons(268)_ 2029.4149369161037
     RHS c_u_cons(269)_ 2027.7216703799395
     RHS c_u_cons(270)_ 2027.7216703799395
     RHS c_u_cons(271)_ 2027.7216703799395
     RHS c_u_cons(272)_ 1864.3297037653881
     RHS c_u_cons(273)_ 1867.2285965923279
     RHS c_u_cons(274)_ 1873.1349264460046
     RHS c_u_cons(275)_ 1922.5263164022599
     RHS c_u_cons(276)_ 1921.4967639829911
     RHS c_u_cons(277)_ 1921.4967639829911
     RHS c_u_cons(278)_ 1921.4967639829911
     RHS c_u_cons(279)_ 781.16949358125225
     RHS c_u_cons(280)_ 781.16949358125225
     RHS c_u_cons(281)_ 781.16949358125225
     RHS c_u_cons(282)_ 781.16949358125225
     RHS c_u_cons(283)_ 770.37489117031714
     RHS c_u_cons(284)_ 770.37489117031714
     RHS c_u_cons(285)_ 770.37489117031714
     RHS c_u_cons(286)_ 770.37489117031714
     RHS c_u_cons(287)_ 753.91535356424276
     RHS c_u_cons(288)_ 753.91535356424276
     RHS c_u_cons(289)_ 753.91535356424276
     RHS c_u_cons(290)_ 753.91535356424276
     RHS c_u_cons(291)_ 759.8196981350095
     RHS c_u_cons(292)_ 759.8196981350095
     RHS c_u_cons(293)_ 759.8196981350095
     RHS c_u_cons(294)_ 759.8196981350095
     RHS c_u_cons(295)_ 711.39921942577041
     RHS c_u_cons(296)_ 711.39921942577041
     RHS c_u_cons(297)_ 711.39921942577041
     RHS c_u_cons(298)_ 711.39921942577041
     RHS c_u_cons(299)_ 679.83028362745586
     RHS c_u_cons(300)_ 679.83028362745586
     RHS c_u_cons(301)_ 679.83028362745586
     RHS c_u_cons(302)_ 679.83028362745586
     RHS c_u_cons(303)_ 652.50729973085276
     RHS c_u_cons(304)_ 652.50729973085276
     RHS c_u_cons(305)_ 652.50729973085276
     RHS c_u_cons(306)_ 652.50729973085276
     RHS c_u_cons(307)_ 1
     RHS c_u_cons(308)_ 1
     RHS c_u_cons(309)_ 2099.3719448621459
     RHS c_u_cons(310)_ 2108.6026789435432
     RHS c_u_cons(311)_ 2127.4097765256433
     RHS c_u_cons(312)_ 2284.6831956599635
     RHS c_u_cons(313)_ 2281.4048665969458
     RHS c_u_cons(314)_ 2281.4048665969458
     RHS c_u_cons(315)_ 2281.4048665969458
     RHS c_u_cons(316)_ 2017.8813722092516
     RHS c_u_cons(317)_ 2024.9168184676378
     RHS c_u_cons(318)_ 2039.2511415180381
     RHS c_u_cons(319)_ 2159.1212058525816
     RHS c_u_cons(320)_ 2156.6225413111938
     RHS c_u_cons(321)_ 2156.6225413111938
     RHS c_u_cons(322)_ 2156.6225413111938
     RHS c_u_cons(323)_ 1933.701134634819
     RHS c_u_cons(324)_ 1938.4688357483469
     RHS c_u_cons(325)_ 1948.182756579964
     RHS c_u_cons(326)_ 2029.4149369161037
     RHS c_u_cons(327)_ 2027.7216703799395
     RHS c_u_cons(328)_ 2027.7216703799395
     RHS c_u_cons(329)_ 2027.7216703799395
     RHS c_u_cons(330)_ 1864.3297037653881
     RHS c_u_cons(331)_ 1867.2285965923279
     RHS c_u_cons(332)_ 1873.1349264460046
     RHS c_u_cons(333)_ 1922.5263164022599
     RHS c_u_cons(334)_ 1921.4967639829911
     RHS c_u_cons(335)_ 1921.4967639829911
     RHS c_u_cons(336)_ 1921.4967639829911
     RHS c_u_cons(337)_ 781.16949358125225
     RHS c_u_cons(338)_ 781.16949358125225
     RHS c_u_cons(339)_ 781.16949358125225
     RHS c_u_cons(340)_ 781.16949358125225
     RHS c_u_cons(341)_ 770.37489117031714
     RHS c_u_cons(342)_ 770.37489117031714
     RHS c_u_cons(343)_ 770.37489117031714
     RHS c_u_cons(344)_ 770.37489117031714
     RHS c_u_cons(345)_ 753.91535356424276
     RHS c_u_cons(346)_ 753.91535356424276
     RHS c_u_cons(347)_ 753.91535356424276
     RHS c_u_cons(348)_ 753.91535356424276
     RHS c_u_cons(349)_ 759.8196981350095
     RHS c_u_cons(350)_ 759.8196981350095
     RHS c_u_cons(351)_ 759.8196981350095
     RHS c_u_cons(352)_ 759.8196981350095
     RHS c_u_cons(353)_ 711.39921942577041
     RHS c_u_cons(354)_ 711.39921942577041
     RHS c_u_cons(355)_ 711.39921942577041
     RHS c_u_cons(356)_ 711.39921942577041
     RHS c_u_cons(357)_ 679.83028362745586
     RHS c_u_cons(358)_ 679.83028362745586
     RHS c_u_cons(359)_ 679.83028362745586
     RHS c_u_cons(360)_ 679.83028362745586
     RHS c_u_cons(361)_ 652.50729973085276
     RHS c_u_cons(362)_ 652.50729973085276
     RHS c_u_cons(363)_ 652.50729973085276
     RHS c_u_cons(364)_ 652.50729973085276
     RHS c_u_cons(365)_ 1
     RHS c_u_cons(366)_ 1
     RHS c_u_cons(367)_ 2099.3719448621459
     RHS c_u_cons(368)_ 2108.6026789435432
     RHS c_u_cons(369)_ 2127.4097765256433
     RHS c_u_cons(370)_ 2284.6831956599635
     RHS c_u_cons(371)_ 2281.4048665969458
     RHS c_u_cons(372)_ 2281.4048665969458
     RHS c_u_cons(373)_ 2281.4048665969458
     RHS c_u_cons(374)_ 2017.8813722092516
     RHS c_u_cons(375)_ 2024.9168184676378
     RHS c_u_cons(376)_ 2039.2511415180381
     RHS c_u_cons(377)_ 2159.1212058525816
     RHS c_u_cons(378)_ 2156.6225413111938
     RHS c_u_cons(379)_ 2156.6225413111938
     RHS c_u_cons(380)_ 2156.6225413111938
     RHS c_u_cons(381)_ 1933.701134634819
     RHS c_u_cons(382)_ 1938.4688357483469
     RHS c_u_cons(383)_ 1948.182756579964
     RHS c_u_cons(384)_ 2029.4149369161037
     RHS c_u_cons(385)_ 2027.7216703799395
     RHS c_u_cons(386)_ 2027.7216703799395
     RHS c_u_cons(387)_ 2027.7216703799395
     RHS c_u_cons(388)_ 1864.3297037653881
     RHS c_u_cons(389)_ 1867.2285965923279
     RHS c_u_cons(390)_ 1873.1349264460046
     RHS c_u_cons(391)_ 1922.5263164022599
     RHS c_u_cons(392)_ 1921.4967639829911
     RHS c_u_cons(393)_ 1921.4967639829911
     RHS c_u_cons(394)_ 1921.4967639829911
     RHS c_u_cons(395)_ 781.16949358125225
     RHS c_u_cons(396)_ 781.16949358125225
     RHS c_u_cons(397)_ 781.16949358125225
     RHS c_u_cons(398)_ 781.16949358125225
     RHS c_u_cons(399)_ 770.37489117031714
     RHS c_u_cons(400)_ 770.37489117031714
     RHS c_u_cons(401)_ 770.37489117031714
     RHS c_u_cons(402)_ 770.37489117031714
     RHS c_u_cons(403)_ 753.91535356424276
     RHS c_u_cons(404)_ 753.91535356424276
     RHS c_u_cons(405)_ 753.91535356424276
     RHS c_u_cons(406)_ 753.91535356424276
     RHS c_u_cons(407)_ 759.8196981350095
     RHS c_u_cons(408)_ 759.8196981350095
     RHS c_u_cons(409)_ 759.8196981350095
     RHS c_u_cons(410)_ 759.8196981350095
     RHS c_u_cons(411)_ 711.39921942577041
     RHS c_u_cons(412)_ 711.39921942577041
     RHS c_u_cons(413)_ 711.39921942577041
     RHS c_u_cons(414)_ 711.39921942577041
     RHS c_u_cons(415)_ 679.83028362745586
     RHS c_u_cons(416)_ 679.83028362745586
     RHS c_u_cons(417)_ 679.83028362745586
     RHS c_u_cons(418)_ 679.83028362745586
     RHS c_u_cons(419)_ 652.50729973085276
     RHS c_u_cons(420)_ 652.50729973085276
     RHS c_u_cons(421)_ 652.50729973085276
     RHS c_u_cons(422)_ 652.50729973085276
     RHS c_u_cons(423)_ 1
     RHS c_u_cons(424)_ 1
     RHS c_u_cons(425)_ 2099.3719448621459
     RHS c_u_cons(426)_ 2108.6026789435432
     RHS c_u_cons(427)_ 2127.4097765256433
     RHS c_u_cons(428)_ 2284.6831956599635
     RHS c_u_cons(429)_ 2281.4048665969458
     RHS c_u_cons(430)_ 2281.4048665969458
     RHS c_u_cons(431)_ 2281.4048665969458
     RHS c_u_cons(432)_ 2017.8813722092516
     RHS c_u_cons(433)_ 2024.9168184676378
     RHS c_u_cons(434)_ 2039.2511415180381
     RHS c_u_cons(435)_ 2159.1212058525816
     RHS c_u_cons(436)_ 2156.6225413111938
     RHS c_u_cons(437)_ 2156.6225413111938
     RHS c_u_cons(438)_ 2156.6225413111938
     RHS c_u_cons(439)_ 1933.701134634819
     RHS c_u_cons(440)_ 1938.4688357483469
     RHS c_u_cons(441)_ 1948.182756579964
     RHS c_u_cons(442)_ 2029.4149369161037
     RHS c_u_cons(443)_ 2027.7216703799395
     RHS c_u_cons(444)_ 2027.7216703799395
     RHS c_u_cons(445)_ 2027.7216703799395
     RHS c_u_cons(446)_ 1864.3297037653881
     RHS c_u_cons(447)_ 1867.2285965923279
     RHS c_u_cons(448)_ 1873.1349264460046
     RHS c_u_cons(449)_ 1922.5263164022599
     RHS c_u_cons(450)_ 1921.4967639829911
     RHS c_u_cons(451)_ 1921.4967639829911
     RHS c_u_cons(452)_ 1921.4967639829911
     RHS c_u_cons(453)_ 781.16949358125225
     RHS c_u_cons(454)_ 781.16949358125225
     RHS c_u_cons(455)_ 781.16949358125225
     RHS c_u_cons(456)_ 781.16949358125225
     RHS c_u_cons(457)_ 770.37489117031714
     RHS c_u_cons(458)_ 770.37489117031714
     RHS c_u_cons(459)_ 770.37489117031714
     RHS c_u_cons(460)_ 770.37489117031714
     RHS c_u_cons(461)_ 753.91535356424276
     RHS c_u_cons(462)_ 753.91535356424276
     RHS c_u_cons(463)_ 753.91535356424276
     RHS c_u_cons(464)_ 753.91535356424276
     RHS c_u_cons(465)_ 759.8196981350095
     RHS c_u_cons(466)_ 759.8196981350095
     RHS c_u_cons(467)_ 759.8196981350095
     RHS c_u_cons(468)_ 759.8196981350095
     RHS c_u_cons(469)_ 711.39921942577041
     RHS c_u_cons(470)_ 711.39921942577041
     RHS c_u_cons(471)_ 711.39921942577041
     RHS c_u_cons(472)_ 711.39921942577041
     RHS c_u_cons(473)_ 679.83028362745586
     RHS c_u_cons(474)_ 679.83028362745586
     RHS c_u_cons(475)_ 679.83028362745586
     RHS c_u_cons(476)_ 679.83028362745586
     RHS c_u_cons(477)_ 652.50729973085276
     RHS c_u_cons(478)_ 652.50729973085276
     RHS c_u_cons(479)_ 652.50729973085276
     RHS c_u_cons(480)_ 652.50729973085276
     RHS c_u_cons(481)_ 1
     RHS c_u_cons(482)_ 1
     RHS c_u_cons(483)_ 2099.3719448621459
     RHS c_u_cons(484)_ 2108.6026789435432
     RHS c_u_cons(485)_ 2127.4097765256433
     RHS c_u_cons(486)_ 2284.6831956599635
     RHS c_u_cons(487)_ 2281.4048665969458
     RHS c_u_cons(488)_ 2281.4048665969458
     RHS c_u_cons(489)_ 2281.4048665969458
     RHS c_u_cons(490)_ 2017.8813722092516
     RHS c_u_cons(491)_ 2024.9168184676378
     RHS c_u_cons(492)_ 2039.2511415180381
     RHS c_u_cons(493)_ 2159.1212058525816
     RHS c_u_cons(494)_ 2156.6225413111938
     RHS c_u_cons(495)_ 2156.6225413111938
     RHS c_u_cons(496)_ 2156.6225413111938
     RHS c_u_cons(497)_ 1933.701134634819
     RHS c_u_cons(498)_ 1938.4688357483469
     RHS c_u_cons(499)_ 1948.182756579964
     RHS c_u_cons(500)_ 2029.4149369161037
     RHS c_u_cons(501)_ 2027.7216703799395
     RHS c_u_cons(502)_ 2027.7216703799395
     RHS c_u_cons(503)_ 2027.7216703799395
     RHS c_u_cons(504)_ 1864.3297037653881
     RHS c_u_cons(505)_ 1867.2285965923279
     RHS c_u_cons(506)_ 1873.1349264460046
     RHS c_u_cons(507)_ 1922.5263164022599
     RHS c_u_cons(508)_ 1921.4967639829911
     RHS c_u_cons(509)_ 1921.4967639829911
     RHS c_u_cons(510)_ 1921.4967639829911
     RHS c_u_cons(511)_ 781.16949358125225
     RHS c_u_cons(512)_ 781.16949358125225
     RHS c_u_cons(513)_ 781.16949358125225
     RHS c_u_cons(514)_ 781.16949358125225
     RHS c_u_cons(515)_ 770.37489117031714
     RHS c_u_cons(516)_ 770.37489117031714
     RHS c_u_cons(517)_ 770.37489117031714
     RHS c_u_cons(518)_ 770.37489117031714
     RHS c_u_cons(519)_ 753.91535356424276
     RHS c_u_cons(520)_ 753.91535356424276
     RHS c_u_cons(521)_ 753.91535356424276
     RHS c_u_cons(522)_ 753.91535356424276
     RHS c_u_cons(523)_ 759.8196981350095
     RHS c_u_cons(524)_ 759.8196981350095
     RHS c_u_cons(525)_ 759.8196981350095
     RHS c_u_cons(526)_ 759.8196981350095
     RHS c_u_cons(527)_ 711.39921942577041
     RHS c_u_cons(528)_ 711.39921942577041
     RHS c_u_cons(529)_ 711.39921942577041
     RHS c_u_cons(530)_ 711.39921942577041
     RHS c_u_cons(531)_ 679.83028362745586
     RHS c_u_cons(532)_ 679.83028362745586
     RHS c_u_cons(533)_ 679.83028362745586
     RHS c_u_cons(534)_ 679.83028362745586
     RHS c_u_cons(535)_ 652.50729973085276
     RHS c_u_cons(536)_ 652.50729973085276
     RHS c_u_cons(537)_ 652.50729973085276
     RHS c_u_cons(538)_ 652.50729973085276
     RHS c_u_cons(539)_ 1
     RHS c_u_cons(540)_ 1
     RHS c_u_cons(541)_ 2099.3719448621459
     RHS c_u_cons(542)_ 2108.6026789435432
     RHS c_u_cons(543)_ 2127.4097765256433
     RHS c_u_cons(544)_ 2284.6831956599635
     RHS c_u_cons(545)_ 2281.4048665969458
     RHS c_u_cons(546)_ 2281.4048665969458
     RHS c_u_cons(547)_ 2281.4048665969458
     RHS c_u_cons(548)_ 2017.8813722092516
     RHS c_u_cons(549)_ 2024.9168184676378
     RHS c_u_cons(550)_ 2039.2511415180381
     RHS c_u_cons(551)_ 2159.1212058525816
     RHS c_u_cons(552)_ 2156.6225413111938
     RHS c_u_cons(553)_ 2156.6225413111938
     RHS c_u_cons(554)_ 2156.6225413111938
     RHS c_u_cons(555)_ 1933.701134634819
     RHS c_u_cons(556)_ 1938.4688357483469
     RHS c_u_cons(557)_ 1948.182756579964
     RHS c_u_cons(558)_ 2029.4149369161037
     RHS c_u_cons(559)_ 2027.7216703799395
     RHS c_u_cons(560)_ 2027.7216703799395
     RHS c_u_cons(561)_ 2027.7216703799395
     RHS c_u_cons(562)_ 1864.3297037653881
     RHS c_u_cons(563)_ 1867.2285965923279
     RHS c_u_cons(564)_ 1873.1349264460046
     RHS c_u_cons(565)_ 1922.5263164022599
     RHS c_u_cons(566)_ 1921.4967639829911
     RHS c_u_cons(567)_ 1921.4967639829911
     RHS c_u_cons(568)_ 1921.4967639829911
     RHS c_u_cons(569)_ 781.16949358125225
     RHS c_u_cons(570)_ 781.16949358125225
     RHS c_u_cons(571)_ 781.16949358125225
     RHS c_u_cons(572)_ 781.16949358125225
     RHS c_u_cons(573)_ 770.37489117031714
     RHS c_u_cons(574)_ 770.37489117031714
     RHS c_u_cons(575)_ 770.37489117031714
     RHS c_u_cons(576)_ 770.37489117031714
     RHS c_u_cons(577)_ 753.91535356424276
     RHS c_u_cons(578)_ 753.91535356424276
     RHS c_u_cons(579)_ 753.91535356424276
     RHS c_u_cons(580)_ 753.91535356424276
     RHS c_u_cons(581)_ 759.8196981350095
     RHS c_u_cons(582)_ 759.8196981350095
     RHS c_u_cons(583)_ 759.8196981350095
     RHS c_u_cons(584)_ 759.8196981350095
     RHS c_u_cons(585)_ 711.39921942577041
     RHS c_u_cons(586)_ 711.39921942577041
     RHS c_u_cons(587)_ 711.39921942577041
     RHS c_u_cons(588)_ 711.39921942577041
     RHS c_u_cons(589)_ 679.83028362745586
     RHS c_u_cons(590)_ 679.83028362745586
     RHS c_u_cons(591)_ 679.83028362745586
     RHS c_u_cons(592)_ 679.83028362745586
     RHS c_u_cons(593)_ 652.50729973085276
     RHS c_u_cons(594)_ 652.50729973085276
     RHS c_u_cons(595)_ 652.50729973085276
     RHS c_u_cons(596)_ 652.50729973085276
     RHS c_u_cons(597)_ 1
     RHS c_u_cons(598)_ 1
     RHS c_u_cons(599)_ 2099.3719448621459
     RHS c_u_cons(600)_ 2108.6026789435432
     RHS c_u_cons(601)_ 2127.4097765256433
     RHS c_u_cons(602)_ 2284.6831956599635
     RHS c_u_cons(603)_ 2281.4048665969458
     RHS c_u_cons(604)_ 2281.4048665969458
     RHS c_u_cons(605)_ 2281.4048665969458
     RHS c_u_cons(606)_ 2017.8813722092516
     RHS c_u_cons(607)_ 2024.9168184676378
     RHS c_u_cons(608)_ 2039.2511415180381
     RHS c_u_cons(609)_ 2159.1212058525816
     RHS c_u_cons(610)_ 2156.6225413111938
     RHS c_u_cons(611)_ 2156.6225413111938
     RHS c_u_cons(612)_ 2156.6225413111938
     RHS c_u_cons(613)_ 1933.701134634819
     RHS c_u_cons(614)_ 1938.4688357483469
     RHS c_u_cons(615)_ 1948.182756579964
     RHS c_u_cons(616)_ 2029.4149369161037
     RHS c_u_cons(617)_ 2027.7216703799395
     RHS c_u_cons(618)_ 2027.7216703799395
     RHS c_u_cons(619)_ 2027.7216703799395
     RHS c_u_cons(620)_ 1864.3297037653881
     RHS c_u_cons(621)_ 1867.2285965923279
     RHS c_u_cons(622)_ 1873.1349264460046
     RHS c_u_cons(623)_ 1922.5263164022599
     RHS c_u_cons(624)_ 1921.4967639829911
     RHS c_u_cons(625)_ 1921.4967639829911
     RHS c_u_cons(626)_ 1921.4967639829911
     RHS c_u_cons(627)_ 781.16949358125225
     RHS c_u_cons(628)_ 781.16949358125225
     RHS c_u_cons(629)_ 781.16949358125225
     RHS c_u_cons(630)_ 781.16949358125225
     RHS c_u_cons(631)_ 770.37489117031714
     RHS c_u_cons(632)_ 770.37489117031714
     RHS c_u_cons(633)_ 770.37489117031714
     RHS c_u_cons(634)_ 770.37489117031714
     RHS c_u_cons(635)_ 753.91535356424276
     RHS c_u_cons(636)_ 753.91535356424276
     RHS c_u_cons(637)_ 753.91535356424276
     RHS c_u_cons(638)_ 753.91535356424276
     RHS c_u_cons(639)_ 759.8196981350095
     RHS c_u_cons(640)_ 759.8196981350095
     RHS c_u_cons(641)_ 759.8196981350095
     RHS c_u_cons(642)_ 759.8196981350095
     RHS c_u_cons(643)_ 711.39921942577041
     RHS c_u_cons(644)_ 711.39921942577041
     RHS c_u_cons(645)_ 711.39921942577041
     RHS c_u_cons(646)_ 711.39921942577041
     RHS c_u_cons(647)_ 679.83028362745586
     RHS c_u_cons(648)_ 679.83028362745586
     RHS c_u_cons(649)_ 679.83028362745586
     RHS c_u_cons(650)_ 679.83028362745586
     RHS c_u_cons(651)_ 652.50729973085276
     RHS c_u_cons(652)_ 652.50729973085276
     RHS c_u_cons(653)_ 652.50729973085276
     RHS c_u_cons(654)_ 652.50729973085276
     RHS c_u_cons(655)_ 1
     RHS c_u_cons(656)_ 1
     RHS c_u_cons(657)_ 2099.3719448621459
     RHS c_u_cons(658)_ 2108.6026789435432
     RHS c_u_cons(659)_ 2127.4097765256433
     RHS c_u_cons(660)_ 2284.6831956599635
     RHS c_u_cons(661)_ 2281.4048665969458
     RHS c_u_cons(662)_ 2281.4048665969458
     RHS c_u_cons(663)_ 2281.4048665969458
     RHS c_u_cons(664)_ 2017.8813722092516
     RHS c_u_cons(665)_ 2024.9168184676378
     RHS c_u_cons(666)_ 2039.2511415180381
     RHS c_u_cons(667)_ 2159.1212058525816
     RHS c_u_cons(668)_ 2156.6225413111938
     RHS c_u_cons(669)_ 2156.6225413111938
     RHS c_u_cons(670)_ 2156.6225413111938
     RHS c_u_cons(671)_ 1933.701134634819
     RHS c_u_cons(672)_ 1938.4688357483469
     RHS c_u_cons(673)_ 1948.182756579964
     RHS c_u_cons(674)_ 2029.4149369161037
     RHS c_u_cons(675)_ 2027.7216703799395
     RHS c_u_cons(676)_ 2027.7216703799395
     RHS c_u_cons(677)_ 2027.7216703799395
     RHS c_u_cons(678)_ 1864.3297037653881
     RHS c_u_cons(679)_ 1867.2285965923279
     RHS c_u_cons(680)_ 1873.1349264460046
     RHS c_u_cons(681)_ 1922.5263164022599
     RHS c_u_cons(682)_ 1921.4967639829911
     RHS c_u_cons(683)_ 1921.4967639829911
     RHS c_u_cons(684)_ 1921.4967639829911
     RHS c_u_cons(685)_ 781.16949358125225
     RHS c_u_cons(686)_ 781.16949358125225
     RHS c_u_cons(687)_ 781.16949358125225
     RHS c_u_cons(688)_ 781.16949358125225
     RHS c_u_cons(689)_ 770.37489117031714
     RHS c_u_cons(690)_ 770.37489117031714
     RHS c_u_cons(691)_ 770.37489117031714
     RHS c_u_cons(692)_ 770.37489117031714
     RHS c_u_cons(693)_ 753.91535356424276
     RHS c_u_cons(694)_ 753.91535356424276
     RHS c_u_cons(695)_ 753.91535356424276
     RHS c_u_cons(696)_ 753.91535356424276
     RHS c_u_cons(697)_ 759.8196981350095
     RHS c_u_cons(698)_ 759.8196981350095
     RHS c_u_cons(699)_ 759.8196981350095
     RHS c_u_cons(700)_ 759.8196981350095
     RHS c_u_cons(701)_ 711.39921942577041
     RHS c_u_cons(702)_ 711.39921942577041
     RHS c_u_cons(703)_ 711.39921942577041
     RHS c_u_cons(704)_ 711.39921942577041
     RHS c_u_cons(705)_ 679.83028362745586
     RHS c_u_cons(706)_ 679.83028362745586
     RHS c_u_cons(707)_ 679.83028362745586
     RHS c_u_cons(708)_ 679.83028362745586
     RHS c_u_cons(709)_ 652.50729973085276
     RHS c_u_cons(710)_ 652.50729973085276
     RHS c_u_cons(711)_ 652.50729973085276
     RHS c_u_cons(712)_ 652.50729973085276
     RHS c_u_cons(713)_ 1
     RHS c_u_cons(714)_ 1
     RHS c_u_cons(715)_ 2099.3719448621459
     RHS c_u_cons(716)_ 2108.6026789435432
     RHS c_u_cons(717)_ 2127.4097765256433
     RHS c_u_cons(718)_ 2284.6831956599635
     RHS c_u_cons(719)_ 2281.4048665969458
     RHS c_u_cons(720)_ 2281.4048665969458
     RHS c_u_cons(721)_ 2281.4048665969458
     RHS c_u_cons(722)_ 2017.8813722092516
     RHS c_u_cons(723)_ 2024.9168184676378
     RHS c_u_cons(724)_ 2039.2511415180381
     RHS c_u_cons(725)_ 2159.1212058525816
     RHS c_u_cons(726)_ 2156.6225413111938
     RHS c_u_cons(727)_ 2156.6225413111938
     RHS c_u_cons(728)_ 2156.6225413111938
     RHS c_u_cons(729)_ 1933.701134634819
     RHS c_u_cons(730)_ 1938.4688357483469
     RHS c_u_cons(731)_ 1948.182756579964
     RHS c_u_cons(732)_ 2029.4149369161037
     RHS c_u_cons(733)_ 2027.7216703799395
     RHS c_u_cons(734)_ 2027.7216703799395
     RHS c_u_cons(735)_ 2027.7216703799395
     RHS c_u_cons(736)_ 1864.3297037653881
     RHS c_u_cons(737)_ 1867.2285965923279
     RHS c_u_cons(738)_ 1873.1349264460046
     RHS c_u_cons(739)_ 1922.5263164022599
     RHS c_u_cons(740)_ 1921.4967639829911
     RHS c_u_cons(741)_ 1921.4967639829911
     RHS c_u_cons(742)_ 1921.4967639829911
     RHS c_u_cons(743)_ 781.16949358125225
     RHS c_u_cons(744)_ 781.16949358125225
     RHS c_u_cons(745)_ 781.16949358125225
     RHS c_u_cons(746)_ 781.16949358125225
     RHS c_u_cons(747)_ 770.37489117031714
     RHS c_u_cons(748)_ 770.37489117031714
     RHS c_u_cons(749)_ 770.37489117031714
     RHS c_u_cons(750)_ 770.37489117031714
     RHS c_u_cons(751)_ 753.91535356424276
     RHS c_u_cons(752)_ 753.91535356424276
     RHS c_u_cons(753)_ 753.91535356424276
     RHS c_u_cons(754)_ 753.91535356424276
     RHS c_u_cons(755)_ 759.8196981350095
     RHS c_u_cons(756)_ 759.8196981350095
     RHS c_u_cons(757)_ 759.8196981350095
     RHS c_u_cons(758)_ 759.8196981350095
     RHS c_u_cons(759)_ 711.39921942577041
     RHS c_u_cons(760)_ 711.39921942577041
     RHS c_u_cons(761)_ 711.39921942577041
     RHS c_u_cons(762)_ 711.39921942577041
     RHS c_u_cons(763)_ 679.83028362745586
     RHS c_u_cons(764)_ 679.83028362745586
     RHS c_u_cons(765)_ 679.83028362745586
     RHS c_u_cons(766)_ 679.83028362745586
     RHS c_u_cons(767)_ 652.50729973085276
     RHS c_u_cons(768)_ 652.50729973085276
     RHS c_u_cons(769)_ 652.50729973085276
     RHS c_u_cons(770)_ 652.50729973085276
     RHS c_u_cons(771)_ 1
     RHS c_u_cons(772)_ 1
     RHS c_u_cons(773)_ 2099.3719448621459
     RHS c_u_cons(774)_ 2108.6026789435432
     RHS c_u_cons(775)_ 2127.4097765256433
     RHS c_u_cons(776)_ 2284.6831956599635
     RHS c_u_cons(777)_ 2281.4048665969458
     RHS c_u_cons(778)_ 2281.4048665969458
     RHS c_u_cons(779)_ 2281.4048665969458
     RHS c_u_cons(780)_ 2017.8813722092516
     RHS c_u_cons(781)_ 2024.9168184676378
     RHS c_u_cons(782)_ 2039.2511415180381
     RHS c_u_cons(783)_ 2159.1212058525816
     RHS c_u_cons(784)_ 2156.6225413111938
     RHS c_u_cons(785)_ 2156.6225413111938
     RHS c_u_cons(786)_ 2156.6225413111938
     RHS c_u_cons(787)_ 1933.701134634819
     RHS c_u_cons(788)_ 1938.4688357483469
     RHS c_u_cons(789)_ 1948.182756579964
     RHS c_u_cons(790)_ 2029.4149369161037
     RHS c_u_cons(791)_ 2027.7216703799395
     RHS c_u_cons(792)_ 2027.7216703799395
     RHS c_u_cons(793)_ 2027.7216703799395
     RHS c_u_cons(794)_ 1864.3297037653881
     RHS c_u_cons(795)_ 1867.2285965923279
     RHS c_u_cons(796)_ 1873.1349264460046
     RHS c_u_cons(797)_ 1922.5263164022599
     RHS c_u_cons(798)_ 1921.4967639829911
     RHS c_u_cons(799)_ 1921.4967639829911
     RHS c_u_cons(800)_ 1921.4967639829911
     RHS c_u_cons(801)_ 781.16949358125225
     RHS c_u_cons(802)_ 781.16949358125225
     RHS c_u_cons(803)_ 781.16949358125225
     RHS c_u_cons(804)_ 781.16949358125225
     RHS c_u_cons(805)_ 770.37489117031714
     RHS c_u_cons(806)_ 770.37489117031714
     RHS c_u_cons(807)_ 770.37489117031714
     RHS c_u_cons(808)_ 770.37489117031714
     RHS c_u_cons(809)_ 753.91535356424276
     RHS c_u_cons(810)_ 753.91535356424276
     RHS c_u_cons(811)_ 753.91535356424276
     RHS c_u_cons(812)_ 753.91535356424276
     RHS c_u_cons(813)_ 759.8196981350095
     RHS c_u_cons(814)_ 759.8196981350095
     RHS c_u_cons(815)_ 759.8196981350095
     RHS c_u_cons(816)_ 759.8196981350095
     RHS c_u_cons(817)_ 711.39921942577041
     RHS c_u_cons(818)_ 711.39921942577041
     RHS c_u_cons(819)_ 711.39921942577041
     RHS c_u_cons(820)_ 711.39921942577041
     RHS c_u_cons(821)_ 679.83028362745586
     RHS c_u_cons(822)_ 679.83028362745586
     RHS c_u_cons(823)_ 679.83028362745586
     RHS c_u_cons(824)_ 679.83028362745586
     RHS c_u_cons(825)_ 652.50729973085276
     RHS c_u_cons(826)_ 652.50729973085276
     RHS c_u_cons(827)_ 652.50729973085276
     RHS c_u_cons(828)_ 652.50729973085276
     RHS c_u_cons(829)_ 1
     RHS c_u_cons(830)_ 1
     RHS c_u_cons(831)_ 2099.3719448621459
     RHS c_u_cons(832)_ 2108.6026789435432
     RHS c_u_cons(833)_ 2127.4097765256433
     RHS c_u_cons(834)_ 2284.6831956599635
     RHS c_u_cons(835)_ 2281.4048665969458
     RHS c_u_cons(836)_ 2281.4048665969458
     RHS c_u_cons(837)_ 2281.4048665969458
     RHS c_u_cons(838)_ 2017.8813722092516
     RHS c_u_cons(839)_ 2024.9168184676378
     RHS c_u_cons(840)_ 2039.2511415180381
     RHS c_u_cons(841)_ 2159.1212058525816
     RHS c_u_cons(842)_ 2156.6225413111938
     RHS c_u_cons(843)_ 2156.6225413111938
     RHS c_u_cons(844)_ 2156.6225413111938
     RHS c_u_cons(845)_ 1933.701134634819
     RHS c_u_cons(846)_ 1938.4688357483469
     RHS c_u_cons(847)_ 1948.182756579964
     RHS c_u_cons(848)_ 2029.4149369161037
     RHS c_u_cons(849)_ 2027.7216703799395
     RHS c_u_cons(850)_ 2027.7216703799395
     RHS c_u_cons(851)_ 2027.7216703799395
     RHS c_u_cons(852)_ 1864.3297037653881
     RHS c_u_cons(853)_ 1867.2285965923279
     RHS c_u_cons(854)_ 1873.1349264460046
     RHS c_u_cons(855)_ 1922.5263164022599
     RHS c_u_cons(856)_ 1921.4967639829911
     RHS c_u_cons(857)_ 1921.4967639829911
     RHS c_u_cons(858)_ 1921.4967639829911
     RHS c_u_cons(859)_ 781.16949358125225
     RHS c_u_cons(860)_ 781.16949358125225
     RHS c_u_cons(861)_ 781.16949358125225
     RHS c_u_cons(862)_ 781.16949358125225
     RHS c_u_cons(863)_ 770.37489117031714
     RHS c_u_cons(864)_ 770.37489117031714
     RHS c_u_cons(865)_ 770.37489117031714
     RHS c_u_cons(866)_ 770.37489117031714
     RHS c_u_cons(867)_ 753.91535356424276
     RHS c_u_cons(868)_ 753.91535356424276
     RHS c_u_cons(869)_ 753.91535356424276
     RHS c_u_cons(870)_ 753.91535356424276
     RHS c_u_cons(871)_ 759.8196981350095
     RHS c_u_cons(872)_ 759.8196981350095
     RHS c_u_cons(873)_ 759.8196981350095
     RHS c_u_cons(874)_ 759.8196981350095
     RHS c_u_cons(875)_ 711.39921942577041
     RHS c_u_cons(876)_ 711.39921942577041
     RHS c_u_cons(877)_ 711.39921942577041
     RHS c_u_cons(878)_ 711.39921942577041
     RHS c_u_cons(879)_ 679.83028362745586
     RHS c_u_cons(880)_ 679.83028362745586
     RHS c_u_cons(881)_ 679.83028362745586
     RHS c_u_cons(882)_ 679.83028362745586
     RHS c_u_cons(883)_ 652.50729973085276
     RHS c_u_cons(884)_ 652.50729973085276
     RHS c_u_cons(885)_ 652.50729973085276
     RHS c_u_cons(886)_ 652.50729973085276
     RHS c_u_cons(887)_ 1
     RHS c_u_cons(888)_ 1
     RHS c_u_cons(889)_ 2099.3719448621459
     RHS c_u_cons(890)_ 2108.6026789435432
     RHS c_u_cons(891)_ 2127.4097765256433
     RHS c_u_cons(892)_ 2284.6831956599635
     RHS c_u_cons(893)_ 2281.4048665969458
     RHS c_u_cons(894)_ 2281.4048665969458
     RHS c_u_cons(895)_ 2281.4048665969458
     RHS c_u_cons(896)_ 2017.8813722092516
     RHS c_u_cons(897)_ 2024.9168184676378
     RHS c_u_cons(898)_ 2039.2511415180381
     RHS c_u_cons(899)_ 2159.1212058525816
     RHS c_u_cons(900)_ 2156.6225413111938
     RHS c_u_cons(901)_ 2156.6225413111938
     RHS c_u_cons(902)_ 2156.6225413111938
     RHS c_u_cons(903)_ 1933.701134634819
     RHS c_u_cons(904)_ 1938.4688357483469
     RHS c_u_cons(905)_ 1948.182756579964
     RHS c_u_cons(906)_ 2029.4149369161037
     RHS c_u_cons(907)_ 2027.7216703799395
     RHS c_u_cons(908)_ 2027.7216703799395
     RHS c_u_cons(909)_ 2027.7216703799395
     RHS c_u_cons(910)_ 1864.3297037653881
     RHS c_u_cons(911)_ 1867.2285965923279
     RHS c_u_cons(912)_ 1873.1349264460046
     RHS c_u_cons(913)_ 1922.5263164022599
     RHS c_u_cons(914)_ 1921.4967639829911
     RHS c_u_cons(915)_ 1921.4967639829911
     RHS c_u_cons(916)_ 1921.4967639829911
     RHS c_u_cons(917)_ 781.16949358125225
     RHS c_u_cons(918)_ 781.16949358125225
     RHS c_u_cons(919)_ 781.16949358125225
     RHS c_u_cons(920)_ 781.16949358125225
     RHS c_u_cons(921)_ 770.37489117031714
     RHS c_u_cons(922)_ 770.37489117031714
     RHS c_u_cons(923)_ 770.37489117031714
     RHS c_u_cons(924)_ 770.37489117031714
     RHS c_u_cons(925)_ 753.91535356424276
     RHS c_u_cons(926)_ 753.91535356424276
     RHS c_u_cons(927)_ 753.91535356424276
     RHS c_u_cons(928)_ 753.91535356424276
     RHS c_u_cons(929)_ 759.8196981350095
     RHS c_u_cons(930)_ 759.8196981350095
     RHS c_u_cons(931)_ 759.8196981350095
     RHS c_u_cons(932)_ 759.8196981350095
     RHS c_u_cons(933)_ 711.39921942577041
     RHS c_u_cons(934)_ 711.39921942577041
     RHS c_u_cons(935)_ 711.39921942577041
     RHS c_u_cons(936)_ 711.39921942577041
     RHS c_u_cons(937)_ 679.83028362745586
     RHS c_u_cons(938)_ 679.83028362745586
     RHS c_u_cons(939)_ 679.83028362745586
     RHS c_u_cons(940)_ 679.83028362745586
     RHS c_u_cons(941)_ 652.50729973085276
     RHS c_u_cons(942)_ 652.50729973085276
     RHS c_u_cons(943)_ 652.50729973085276
     RHS c_u_cons(944)_ 652.50729973085276
     RHS c_e_ONE_VAR_CONSTANT 1
BOUNDS
 BV BOUND sigma(0_1)
 BV BOUND sigma(0_2)
 BV BOUND sigma(0_4)
 BV BOUND sigma(0_8)
 BV BOUND sigma(0_16)
 BV BOUND sigma(0_32)
 BV BOUND sigma(1_1)
 BV BOUND sigma(1_2)
 BV BOUND sigma(1_4)
 BV BOUND sigma(1_8)
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
 BV BOUND x(0_3)
 BV BOUND x(1_7)
 BV BOUND x(1_8)
 BV BOUND x(1_9)
 BV BOUND x(1_10)
 BV BOUND x(2_8)
 BV BOUND x(2_9)
 BV BOUND x(2_10)
 BV BOUND x(2_11)
 BV BOUND e(0_4)
 BV BOUND e(0_5)
 BV BOUND e(0_6)
 BV BOUND e(0_7)
 BV BOUND e(1_19)
 BV BOUND e(1_20)
 BV BOUND e(1_21)
 BV BOUND e(1_22)
 BV BOUND e(2_16)
 BV BOUND e(2_17)
 BV BOUND e(2_18)
 BV BOUND e(2_19)
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
 LO BOUND r(0_7) 0
 LO BOUND r(1_7) 0
 LO BOUND r(1_8) 0
 LO BOUND r(1_9) 0
 LO BOUND r(1_10) 0
 LO BOUND r(1_11) 0
 LO BOUND r(1_12) 0
 LO BOUND r(1_13) 0
 LO BOUND r(1_14) 0
 LO BOUND r(1_15) 0
 LO BOUND r(1_16) 0
 LO BOUND r(1_17) 0
 LO BOUND r(1_18) 0
 LO BOUND r(1_19) 0
 LO BOUND r(1_20) 0
 LO BOUND r(1_21) 0
 LO BOUND r(1_22) 0
 LO BOUND r(2_8) 0
 LO BOUND r(2_9) 0
 LO BOUND r(2_10) 0
 LO BOUND r(2_11) 0
 LO BOUND r(2_12) 0
 LO BOUND r(2_13) 0
 LO BOUND r(2_14) 0
 LO BOUND r(2_15) 0
 LO BOUND r(2_16) 0
 LO BOUND r(2_17) 0
 LO BOUND r(2_18) 0
 LO BOUND r(2_19) 0
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
 LO BOUND y(0_0_7) 0
 UP BOUND y(0_0_7) 1
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
 LO BOUND y(0_1_7) 0
 UP BOUND y(0_1_7) 1
 LO BOUND y(1_0_7) 0
 UP BOUND y(1_0_7) 1
 LO BOUND y(1_0_8) 0
 UP BOUND y(1_0_8) 1
 LO BOUND y(1_0_9) 0
 UP BOUND y(1_0_9) 1
 LO BOUND y(1_0_10) 0
 UP BOUND y(1_0_10) 1
 LO BOUND y(1_0_11) 0
 UP BOUND y(1_0_11) 1
 LO BOUND y(1_0_12) 0
 UP BOUND y(1_0_12) 1
 LO BOUND y(1_0_13) 0
 UP BOUND y(1_0_13) 1
 LO BOUND y(1_0_14) 0
 UP BOUND y(1_0_14) 1
 LO BOUND y(1_0_15) 0
 UP BOUND y(1_0_15) 1
 LO BOUND y(1_0_16) 0
 UP BOUND y(1_0_16) 1
 LO BOUND y(1_0_17) 0
 UP BOUND y(1_0_17) 1
 LO BOUND y(1_0_18) 0
 UP BOUND y(1_0_18) 1
 LO BOUND y(1_0_19) 0
 UP BOUND y(1_0_19) 1
 LO BOUND y(1_0_20) 0
 UP BOUND y(1_0_20) 1
 LO BOUND y(1_0_21) 0
 UP BOUND y(1_0_21) 1
 LO BOUND y(1_0_22) 0
 UP BOUND y(1_0_22) 1
 LO BOUND y(1_1_7) 0
 UP BOUND y(1_1_7) 1
 LO BOUND y(1_1_8) 0
 UP BOUND y(1_1_8) 1
 LO BOUND y(1_1_9) 0
 UP BOUND y(1_1_9) 1
 LO BOUND y(1_1_10) 0
 UP BOUND y(1_1_10) 1
 LO BOUND y(1_1_11) 0
 UP BOUND y(1_1_11) 1
 LO BOUND y(1_1_12) 0
 UP BOUND y(1_1_12) 1
 LO BOUND y(1_1_13) 0
 UP BOUND y(1_1_13) 1
 LO BOUND y(1_1_14) 0
 UP BOUND y(1_1_14) 1
 LO BOUND y(1_1_15) 0
 UP BOUND y(1_1_15) 1
 LO BOUND y(1_1_16) 0
 UP BOUND y(1_1_16) 1
 LO BOUND y(1_1_17) 0
 UP BOUND y(1_1_17) 1
 LO BOUND y(1_1_18) 0
 UP BOUND y(1_1_18) 1
 LO BOUND y(1_1_19) 0
 UP BOUND y(1_1_19) 1
 LO BOUND y(1_1_20) 0
 UP BOUND y(1_1_20) 1
 LO BOUND y(1_1_21) 0
 UP BOUND y(1_1_21) 1
 LO BOUND y(1_1_22) 0
 UP BOUND y(1_1_22) 1
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
 LO BOUND y(2_0_14) 0
 UP BOUND y(2_0_14) 1
 LO BOUND y(2_0_15) 0
 UP BOUND y(2_0_15) 1
 LO BOUND y(2_0_16) 0
 UP BOUND y(2_0_16) 1
 LO BOUND y(2_0_17) 0
 UP BOUND y(2_0_17) 1
 LO BOUND y(2_0_18) 0
 UP BOUND y(2_0_18) 1
 LO BOUND y(2_0_19) 0
 UP BOUND y(2_0_19) 1
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
 LO BOUND y(2_1_14) 0
 UP BOUND y(2_1_14) 1
 LO BOUND y(2_1_15) 0
 UP BOUND y(2_1_15) 1
 LO BOUND y(2_1_16) 0
 UP BOUND y(2_1_16) 1
 LO BOUND y(2_1_17) 0
 UP BOUND y(2_1_17) 1
 LO BOUND y(2_1_18) 0
 UP BOUND y(2_1_18) 1
 LO BOUND y(2_1_19) 0
 UP BOUND y(2_1_19) 1
 LO BOUND p(0_1_7) 0
 UP BOUND p(0_1_7) 1
 LO BOUND p(1_2_8) 0
 UP BOUND p(1_2_8) 1
 LO BOUND p(1_2_9) 0
 UP BOUND p(1_2_9) 1
 LO BOUND p(1_2_10) 0
 UP BOUND p(1_2_10) 1
 LO BOUND p(1_2_11) 0
 UP BOUND p(1_2_11) 1
 LO BOUND p(1_2_12) 0
 UP BOUND p(1_2_12) 1
 LO BOUND p(1_2_13) 0
 UP BOUND p(1_2_13) 1
 LO BOUND p(1_2_14) 0
 UP BOUND p(1_2_14) 1
 LO BOUND p(1_2_15) 0
 UP BOUND p(1_2_15) 1
 LO BOUND p(1_2_16) 0
 UP BOUND p(1_2_16) 1
 LO BOUND p(1_2_17) 0
 UP BOUND p(1_2_17) 1
 LO BOUND p(1_2_18) 0
 UP BOUND p(1_2_18) 1
 LO BOUND p(1_2_19) 0
 UP BOUND p(1_2_19) 1
ENDATA
