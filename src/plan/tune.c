/* Device classes and their knobs. A new device class is a new row; UFFT_TUNING
 * overrides fields of the chosen row (for experiments and the benchmark sweeps). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"

/* Bluestein's convolution lengths besides the powers of two, on the H100 (CUDA): every
 * m <= 8192 whose FFT is one register pass was timed in one kernel (f32 159, f64 66,
 * at launch bounds of 1, 2 and the planner's groups per unit), then the lengths n that
 * the fastest would serve were timed with them against the power of two
 * (2026-11-24-h100-bluestein-lengths.md); kept: those 4% or more faster there. Most
 * smooth m lose despite fewer points (f32 2401 = 7^4 0.93x 4096, 5832 = 18^3 1.01x
 * 8192, f64 1296 1.01x 2048): an odd or composite codelet costs more per point than
 * the radix-16 network. n takes the shortest one of at least 2n - 1. groups: the launch
 * bound where fewer groups than the planner's hint ran faster. After the kernels' row
 * loops lost their division per element (2026-11-24-h100-sweep-primes.md), f32 n =
 * 2593..3072 on 6144 = 12x8x8x8 ran 1.16-1.17x their 8192 (5832: 1.13-1.15x, 6561
 * 0.96-0.98x); no f64 m between 2304 and 4096 beat 4096 (0.48-0.99x). Padding: each
 * listed m and each power of two timed with none and one element per 64, 128, 256 and
 * 512 bytes (2026-11-24-h100-bluestein-pad.csv): the powers of two keep the row's 128
 * (none: 0.61-0.90x) but f64 4096 256 (1.06x); the odd and composite m took the best
 * where it beat 128 by 3% or more (no padding: f32 4608 1.54x, 1296 1.19x, 1331 1.15x,
 * 5184 1.14x, 6144 1.06x, f64 2197 1.22x; f32 400 1.19x at 512). Once the kernel read x
 * and wrote X straight from and to device memory (direct_io), smooth m gained on the
 * powers of two (2026-11-24-h100-bluestein-m-direct.md, the row's padding): f32 2197 1.37x
 * 4096 (n 1025..1099), 2592 1.17x (..1296), 2744 1.20x (..1372), 5832 1.05x 6144
 * (2593..2916), 6561 1.17x 8192 (3073..3281); f64 2744 1.07-1.09x 4096 (1153..1372).
 * Those within 4% were left out (f32 3072, 3375, 6912; f64 3375). Past the powers of two
 * that fit a group (f32 16384, f64 8192) the lengths that are one register pass were
 * timed in one kernel against the three-kernel route (2026-11-24-h100-bluestein-long.md):
 * few stages won, their kernels spilling little at one group per unit (f32 19683 =
 * 27^3 1.50x for n = 8219, 21952 = 28^3 1.33x for 10007; f64 10000 = 10^4 1.44x for
 * 4099, 10368 = 12^3 x 6 1.66x for 5003), more stages or spills lost (f32 18432 0.78x,
 * 25088 0.50x, f64 9216 1.04x, 10976 0.83x, 11664 0.54x). f32 24576 (1.32x with one
 * element of padding per 256 bytes) lost to 32768 on a cluster of two groups (0.77x,
 * blue_cluster below). Once the short rows read and wrote directly (blue_direct_m), the
 * rows of 65..256 on m = 256 or 512 were timed on every shorter m that serves them
 * (2026-11-25-h100-lists.md): f32 448 1.08-1.09x 512 (n 201..223), f64 288 1.09-1.10x
 * (134, 139, 142); the others lost (f64 216 0.95-0.99x 256, 324 0.93x 512). */
static const ufft__blue_length h100_blue_f32[] = {
    {169, 0, UFFT__PAD_NONE}, {288, 0, 256}, {324, 0, 64}, {343, 0, UFFT__PAD_NONE},
    {384, 0, 128}, {400, 0, 512}, {448, 0, 0}, {576, 0, 64}, {1296, 0, UFFT__PAD_NONE},
    {1331, 0, UFFT__PAD_NONE}, {2197, 0, 0}, {2592, 0, 0}, {2744, 0, 0},
    {4608, 2, UFFT__PAD_NONE}, {5184, 0, UFFT__PAD_NONE}, {5832, 0, 0},
    {6144, 0, UFFT__PAD_NONE}, {6561, 0, 0}, {19683, 0, 0}, {21952, 0, 0}, {0, 0, 0}};
static const ufft__blue_length h100_blue_f64[] = {
    {288, 0, 0}, {576, 0, 512}, {2197, 0, UFFT__PAD_NONE}, {2304, 2, 512}, {2744, 0, 0}, {4096, 0, 256},
    {10000, 0, 0}, {10368, 0, 0}, {0, 0, 0}};
/* The lengths that split in one kernel on the H100 (split_one = 70) and ran below 0.97x
 * of Bluestein of the whole length, timed both ways in one call: every such length of
 * 2..4096 (f32 59, f64 44), and 10 of 120 f32 ones of 4097..8192 timed with the kernel
 * before its padding (2026-11-25-h100-split-one-final.csv; f32 2433 = 3 x 811 at 0.56x,
 * which would have been 0.62x cuFFT). */
static const uint32_t h100_split_one_off_f32[] = {
    178, 194, 226, 334, 386, 388, 445, 452, 453, 485, 489, 668, 771, 772, 776, 791, 813,
    873, 890, 898, 904, 905, 965, 970, 974, 978, 979, 981, 1017, 1082, 1355, 1356, 1502,
    1513, 1602, 1622, 1623, 1649, 1691, 1746, 1780, 1803, 1843, 1869, 1897, 1921, 1923,
    1930, 1940, 1958, 2005, 2031, 2034, 2037, 2047, 2433, 3242, 3244, 4055, 6939, 7279,
    7361, 7574, 7859, 7967, 8005, 8071, 8078, 8102, 0};
static const uint32_t h100_split_one_off_f64[] = {
    218, 219, 438, 485, 489, 502, 511, 866, 873, 876, 949, 965, 970, 978, 1004, 1022,
    1679, 1825, 1853, 1898, 1962, 1971, 2020, 2037, 2044, 2834, 3131, 3161, 3379, 3423,
    3586, 3609, 3749, 3765, 3845, 3860, 3891, 3897, 3912, 4010, 4016, 4039, 4053, 4075,
    0};
/* Single register passes that the H100 gives more groups per unit than one (reg_pass_regs)
 * which ran 5% or more faster so, timed both ways in one call: f32 1323 = 21^2 x 3, 2401 =
 * 7^4, 2704, 4802, 4913 = 17^3, 5000, 5324 (1.05-1.12x, 2026-11-25-h100-reg-groups.md). */
static const uint32_t h100_reg_pass_on_f32[] = {1323, 2401, 2704, 4802, 4913, 5000, 5324, 0};
/* The lengths whose single generic pass the H100 narrows (narrow_f32 = 64, narrow_f64 =
 * 32) and that ran below 0.97x of the row's wider groups, both timed in one call: every
 * such length of 2..8192 (f32 954, f64 649; 2026-11-25-h100-narrow.csv). */
static const uint32_t h100_narrow_off_f32[] = {
    41, 43, 82, 86, 87, 95, 116, 164, 172, 175, 190, 198, 231, 232, 304, 319, 325, 328, 333,
    341, 344, 350, 352, 357, 368, 374, 377, 378, 380, 387, 460, 496, 510, 513, 517, 544,
    549, 583, 608, 615, 620, 621, 629, 638, 644, 650, 656, 672, 682, 688, 690, 696, 702,
    703, 759, 775, 882, 897, 901, 912, 915, 957, 966, 1003, 1026, 1062, 1098, 1121, 1131,
    1159, 1180, 1222, 1230, 1258, 1269, 1290, 1295, 1316, 1332, 1353, 1375, 1392, 1394,
    1406, 1410, 1480, 1537, 1551, 1554, 1558, 1591, 1628, 1681, 1702, 1763, 1764, 1850,
    1924, 1998, 2015, 2052, 2115, 2173, 2183, 2209, 2257, 2279, 2397, 2419, 2480, 2501,
    2530, 2537, 2625, 2714, 2806, 2821, 2862, 3055, 3075, 3102, 3478, 3538, 3975, 4028,
    4134, 4136, 4182, 4214, 4218, 4240, 4277, 4293, 4305, 4324, 4346, 4366, 4418, 4425,
    4452, 4505, 4510, 4514, 4558, 4575, 4602, 4611, 4662, 4664, 4674, 4697, 4700, 4715,
    4730, 4758, 4770, 4779, 5734, 0};
static const uint32_t h100_narrow_off_f64[] = {
    57, 76, 119, 133, 136, 152, 153, 279, 306, 333, 340, 342, 374, 380, 387, 418, 423, 442,
    460, 476, 477, 481, 494, 506, 517, 530, 583, 598, 621, 629, 644, 688, 689, 690, 697,
    705, 731, 779, 795, 846, 901, 928, 954, 1007, 1026, 1060, 1081, 1166, 1175, 1219, 1275,
    1360, 1378, 1480, 1508, 1547, 1554, 1612, 1628, 1702, 1739, 1749, 1802, 1850, 1855,
    1860, 1914, 1924, 1927, 1953, 2014, 2021, 2046, 2067, 2088, 2107, 2108, 2139, 2173,
    2209, 2232, 2255, 2262, 2279, 2299, 2300, 2303, 2325, 2332, 2349, 2350, 2356, 2365,
    2385, 2392, 2438, 2585, 2738, 2862, 2915, 2961, 3116, 0};
/* The primes of 62..4096 whose route the H100's rules (rader_max_prime, rader_max_elems,
 * rader_ratio) pick 10% or more slower than the other, both timed in one call
 * (2026-11-24-h100-rader-bluestein.csv; Rader there with p - 1's radices up to 31):
 * f32 to Rader 103 (1.59x Bluestein's speed) .. 3673, to Bluestein 487 (Rader at 0.67x)
 * .. 3889; f64 to Rader 113 (1.22x) .. 2531 (2347: 1.60x), to Bluestein 647 (Rader at
 * 0.57x), 677 (0.67x), 1327 (0.72x) .. 4001. */
static const ufft__prime_route h100_routes_f32[] = {
    {103, 1}, {127, 1}, {181, 1}, {251, 0}, {449, 0}, {487, 0}, {571, 0}, {647, 0},
    {661, 0}, {701, 0}, {1123, 0}, {1301, 0}, {1327, 0}, {1429, 1}, {2663, 0}, {2857, 1},
    {3041, 1}, {3079, 1}, {3121, 1}, {3137, 0}, {3169, 1}, {3301, 1}, {3313, 1}, {3329, 1},
    {3361, 1}, {3389, 1}, {3469, 1}, {3511, 1}, {3529, 1}, {3673, 1}, {3889, 0}, {0, 0}};
static const ufft__prime_route h100_routes_f64[] = {
    {113, 1}, {157, 0}, {197, 0}, {251, 0}, {647, 0}, {673, 0}, {677, 0}, {769, 0},
    {1327, 0}, {1373, 0}, {1453, 1}, {1471, 1}, {1531, 1}, {1597, 1}, {1621, 1}, {2089, 1},
    {2347, 1}, {2357, 1}, {2393, 1}, {2437, 1}, {2531, 1}, {3457, 0}, {3889, 0}, {4001, 0},
    {0, 0}};
/* NVIDIA's OpenCL on the H100: the lengths of 2..4096 that split in one kernel there
 * (split_one = 70; f32 205, f64 68 of the H100 CUDA row's lists) and ran below 0.97x of
 * Bluestein of the whole length in one call (2026-11-25-h100-split-one-opencl.csv). */
static const uint32_t nv_ocl_split_one_off_f32[] = {
    219, 226, 362, 453, 489, 502, 505, 511, 542, 753, 755, 802, 813, 906, 974, 978, 979,
    985, 1004, 1017, 1082, 1255, 1282, 1355, 1359, 1502, 1510, 1604, 1622, 1623, 1626,
    1629, 1757, 1803, 1897, 1898, 1948, 1956, 1963, 1971, 2005, 2008, 2031, 2037, 2044,
    0};
static const uint32_t nv_ocl_split_one_off_f64[] = {
    219, 489, 511, 526, 538, 542, 554, 562, 566, 579, 591, 657, 730, 753, 802, 815, 866,
    965, 978, 981, 985, 1004, 1010, 1022, 0};
/* NVIDIA's OpenCL on the H100, the H100 lists timed on a sample of the lengths each serves
 * (12 or fewer per m, against the powers of two in one run): 1296 1.65x, 1331 1.30x, f64
 * 576 1.28x kept; f32 169..576 lost (0.45-0.89x); 4608, 5184, 2197 and 2304 are not one
 * kernel in its 48 KB. */
static const ufft__blue_length nv_ocl_blue_f32[] = {{1296, 0, 0}, {1331, 0, 0}, {0, 0, 0}};
static const ufft__blue_length nv_ocl_blue_f64[] = {{576, 0, 0}, {0, 0, 0}};

/* Lengths up to 8192 the H100 runs faster with choices its rules do not make
 * (ufft__length_choice: {n, spread_from, spread_most, direct, reg, rank, one}).
 * - Spread butterflies: a sample of 200 lengths per precision whose plans spreading
 *   changes (and those below 0.8x cuFFT), timed without and with spreading from radix 11
 *   or 17 into at most 2, 4 or 8 parts (2026-11-25-h100-spread.md); kept where 5% or more
 *   faster. By the cost model alone most lost (f32 0.66-0.78x, f64 0.79-0.86x geomean of
 *   the changed plans): a spread butterfly reads its inputs and twiddles once per part,
 *   and parts that share a warp run one after the other.
 * - Direct I/O below the direct_io threshold: every plan of 2..4096 it changes timed both
 *   ways (2026-11-25-h100-direct-small.md), those 5% or more faster re-timed
 *   (2026-11-25-h100-lists.md): all of them 3% or more again (f32 1.101x, f64 1.097x).
 *   Over all the changed plans it won and lost in every class of work-items and radices.
 * - f64 register passes and composite radices up to 24 or 32 elements (reg_f64): every
 *   plan of 2..4096 that either changes, and the changed smooth lengths of 4097..8192,
 *   timed three ways (2026-11-25-h100-lists.md); kept where the better was 5% or more
 *   faster. Fewer, larger stages won where the row had four or five short ones (3125 =
 *   5^5 1.25x, 4000 1.29x, 6760 1.60x) and lost on shorter lengths and in Rader's passes
 *   (0.60-0.86x), so no rule. The entries of 2..4096, re-timed all together against
 *   none: f32 1.104x, f64 1.118x, every one 3% or more faster.
 * - The cost model's second or third choice (rank, as generic_rank): the smooth lengths
 *   of 2..8192 below 0.97x cuFFT in the 2026-11-25 sweeps (111 f32, 64 f64) timed with
 *   each; kept where 5% or more faster, re-timed against the model's first choice: f32
 *   1.096x (40 lengths; 5145 = 15 x 7^3 1.27x), f64 1.091x (27), every one 4.6% or
 *   more. As a rule either lost (0.93-1.01x).
 * - One local buffer (one): f32 7680 1.17x in that run; f32 1922 = 2 x 31^2, which
 *   UFFT_TUNE picked one_buffer=1 for (1946 -> 2512 GB/s without its direct I/O,
 *   2026-11-25-h100-tune-candidates.md). */
static const ufft__length_choice h100_lengths_f32[] = {
    {50, 0, 0, 0, 0, 1, 0}, {56, 0, 0, 0, 0, 1, 0}, {147, 0, 0, 0, 0, 1, 0},
    {221, 0, 0, 1, 0, 0, 0}, {243, 0, 0, 0, 0, 1, 0}, {255, 0, 0, 1, 0, 0, 0},
    {266, 0, 0, 1, 0, 0, 0}, {285, 0, 0, 1, 0, 0, 0}, {315, 0, 0, 1, 0, 0, 0},
    {319, 17, 2, 0, 0, 0, 0}, {322, 0, 0, 1, 0, 0, 0}, {323, 0, 0, 1, 0, 0, 0},
    {342, 0, 0, 1, 0, 0, 0}, {345, 0, 0, 1, 0, 0, 0}, {377, 0, 0, 1, 0, 0, 0},
    {470, 0, 0, 1, 0, 0, 0}, {477, 0, 0, 1, 0, 0, 0}, {507, 0, 0, 1, 0, 0, 0},
    {517, 0, 0, 1, 0, 0, 0}, {525, 0, 0, 0, 0, 2, 0}, {575, 0, 0, 1, 0, 0, 0},
    {583, 0, 0, 1, 0, 0, 0}, {611, 0, 0, 1, 0, 0, 0}, {667, 0, 0, 1, 0, 0, 0},
    {703, 0, 0, 1, 0, 0, 0}, {713, 0, 0, 1, 0, 0, 0}, {777, 0, 0, 1, 0, 0, 0},
    {799, 0, 0, 1, 0, 0, 0}, {814, 0, 0, 1, 0, 0, 0}, {819, 0, 0, 0, 0, 1, 0},
    {826, 0, 0, 1, 0, 0, 0}, {854, 0, 0, 1, 0, 0, 0}, {861, 0, 0, 1, 0, 0, 0},
    {868, 0, 0, 1, 0, 0, 0}, {870, 0, 0, 1, 0, 0, 0}, {882, 0, 0, 0, 0, 2, 0},
    {885, 0, 0, 1, 0, 0, 0}, {888, 0, 0, 1, 0, 0, 0}, {893, 0, 0, 1, 0, 0, 0},
    {899, 0, 0, 1, 0, 0, 0}, {915, 0, 0, 1, 0, 0, 0}, {925, 0, 0, 1, 0, 0, 0},
    {928, 0, 0, 1, 0, 0, 0}, {930, 0, 0, 1, 0, 0, 0}, {931, 17, 2, 0, 0, 0, 0},
    {962, 0, 0, 1, 0, 0, 0}, {975, 0, 0, 0, 0, 1, 0}, {999, 0, 0, 1, 0, 0, 0},
    {1003, 0, 0, 1, 0, 0, 0}, {1015, 0, 0, 1, 0, 0, 0}, {1036, 0, 0, 1, 0, 0, 0},
    {1037, 0, 0, 1, 0, 0, 0}, {1044, 0, 0, 1, 0, 0, 0}, {1050, 0, 0, 0, 0, 1, 0},
    {1054, 0, 0, 1, 0, 0, 0}, {1056, 0, 0, 0, 0, 2, 0}, {1073, 0, 0, 1, 0, 0, 0},
    {1081, 0, 0, 1, 0, 0, 0}, {1085, 0, 0, 1, 0, 0, 0}, {1092, 0, 0, 0, 0, 1, 0},
    {1110, 0, 0, 1, 0, 0, 0}, {1121, 0, 0, 1, 0, 0, 0}, {1127, 11, 8, 0, 0, 0, 0},
    {1147, 0, 0, 1, 0, 0, 0}, {1159, 0, 0, 1, 0, 0, 0}, {1160, 0, 0, 1, 0, 0, 0},
    {1184, 0, 0, 1, 0, 0, 0}, {1247, 0, 0, 1, 0, 0, 0}, {1260, 0, 0, 0, 0, 2, 0},
    {1271, 0, 0, 1, 0, 0, 0}, {1274, 0, 0, 0, 0, 1, 0}, {1333, 0, 0, 1, 0, 0, 0},
    {1357, 0, 0, 1, 0, 0, 0}, {1363, 0, 0, 1, 0, 0, 0}, {1365, 0, 0, 0, 0, 2, 0},
    {1369, 0, 0, 1, 0, 0, 0}, {1403, 0, 0, 1, 0, 0, 0}, {1421, 0, 0, 1, 0, 0, 0},
    {1457, 0, 0, 1, 0, 0, 0}, {1517, 0, 0, 1, 0, 0, 0}, {1519, 0, 0, 1, 0, 0, 0},
    {1539, 17, 2, 0, 0, 0, 0}, {1575, 0, 0, 0, 0, 2, 0}, {1591, 0, 0, 1, 0, 0, 0},
    {1595, 0, 0, 1, 0, 0, 0}, {1598, 0, 0, 1, 0, 0, 0}, {1599, 0, 0, 1, 0, 0, 0},
    {1612, 17, 2, 0, 0, 0, 0}, {1638, 0, 0, 0, 0, 1, 0}, {1647, 0, 0, 1, 0, 0, 0},
    {1652, 0, 0, 1, 0, 0, 0}, {1665, 0, 0, 1, 0, 0, 0}, {1674, 17, 2, 0, 0, 0, 0},
    {1677, 0, 0, 1, 0, 0, 0}, {1680, 0, 0, 0, 0, 2, 0}, {1681, 0, 0, 1, 0, 0, 0},
    {1682, 0, 0, 1, 0, 0, 0}, {1683, 17, 8, 0, 0, 0, 0}, {1705, 0, 0, 1, 0, 0, 0},
    {1708, 0, 0, 1, 0, 0, 0}, {1720, 0, 0, 1, 0, 0, 0}, {1736, 17, 2, 0, 0, 0, 0},
    {1739, 0, 0, 1, 0, 0, 0}, {1755, 0, 0, 0, 0, 2, 0}, {1760, 0, 0, 0, 0, 2, 0},
    {1763, 0, 0, 1, 0, 0, 0}, {1764, 0, 0, 0, 0, 1, 0}, {1770, 0, 0, 1, 0, 0, 0},
    {1782, 0, 0, 0, 0, 2, 0}, {1786, 0, 0, 1, 0, 0, 0}, {1798, 0, 0, 1, 0, 0, 0},
    {1813, 0, 0, 1, 0, 0, 0}, {1829, 0, 0, 1, 0, 0, 0}, {1849, 0, 0, 1, 0, 0, 0},
    {1855, 0, 0, 1, 0, 0, 0}, {1880, 17, 2, 0, 0, 0, 0}, {1888, 17, 4, 0, 0, 0, 0},
    {1890, 0, 0, 0, 0, 2, 0}, {1922, 0, 0, 1, 0, 0, 1}, {1927, 0, 0, 1, 0, 0, 0},
    {1961, 0, 0, 1, 0, 0, 0}, {1974, 17, 2, 0, 0, 0, 0}, {2009, 0, 0, 1, 0, 0, 0},
    {2021, 0, 0, 1, 0, 0, 0}, {2064, 17, 2, 0, 0, 0, 0}, {2067, 17, 8, 0, 0, 0, 0},
    {2090, 17, 2, 0, 0, 0, 0}, {2107, 0, 0, 1, 0, 0, 0}, {2173, 0, 0, 1, 0, 0, 0},
    {2183, 0, 0, 1, 0, 0, 0}, {2200, 0, 0, 0, 0, 1, 0}, {2205, 0, 0, 0, 0, 2, 0},
    {2209, 0, 0, 1, 0, 0, 0}, {2236, 17, 2, 0, 0, 0, 0}, {2240, 0, 0, 0, 0, 2, 0},
    {2242, 0, 0, 1, 0, 0, 0}, {2255, 0, 0, 1, 0, 0, 0}, {2257, 0, 0, 1, 0, 0, 0},
    {2268, 0, 0, 0, 0, 2, 0}, {2279, 0, 0, 1, 0, 0, 0}, {2303, 0, 0, 1, 0, 0, 0},
    {2318, 0, 0, 1, 0, 0, 0}, {2360, 0, 0, 1, 0, 0, 0}, {2365, 0, 0, 1, 0, 0, 0},
    {2379, 17, 4, 0, 0, 0, 0}, {2385, 0, 0, 1, 0, 0, 0}, {2419, 0, 0, 1, 0, 0, 0},
    {2440, 0, 0, 1, 0, 0, 0}, {2457, 0, 0, 0, 0, 1, 0}, {2478, 17, 2, 0, 0, 0, 0},
    {2491, 0, 0, 1, 0, 0, 0}, {2501, 0, 0, 1, 0, 0, 0}, {2537, 0, 0, 1, 0, 0, 0},
    {2562, 0, 0, 1, 0, 0, 0}, {2585, 0, 0, 1, 0, 0, 0}, {2596, 0, 0, 1, 0, 0, 0},
    {2597, 0, 0, 1, 0, 0, 0}, {2623, 0, 0, 1, 0, 0, 0}, {2624, 17, 4, 0, 0, 0, 0},
    {2646, 0, 0, 0, 0, 1, 0}, {2655, 0, 0, 1, 0, 0, 0}, {2684, 0, 0, 1, 0, 0, 0},
    {2714, 0, 0, 1, 0, 0, 0}, {2745, 0, 0, 1, 0, 0, 0}, {2773, 0, 0, 1, 0, 0, 0},
    {2806, 0, 0, 1, 0, 0, 0}, {2809, 0, 0, 1, 0, 0, 0}, {2832, 0, 0, 1, 0, 0, 0},
    {2862, 17, 2, 0, 0, 0, 0}, {2867, 0, 0, 1, 0, 0, 0}, {2891, 0, 0, 1, 0, 0, 0},
    {2928, 0, 0, 1, 0, 0, 0}, {2950, 0, 0, 1, 0, 0, 0}, {2989, 0, 0, 1, 0, 0, 0},
    {3050, 0, 0, 1, 0, 0, 0}, {3080, 0, 0, 0, 0, 1, 0}, {3127, 0, 0, 1, 0, 0, 0},
    {3180, 17, 2, 0, 0, 0, 0}, {3233, 0, 0, 1, 0, 0, 0}, {3267, 0, 0, 0, 0, 1, 0},
    {3276, 0, 0, 0, 0, 2, 0}, {3300, 0, 0, 0, 0, 1, 0}, {3339, 0, 0, 1, 0, 0, 0},
    {3392, 11, 8, 0, 0, 0, 0}, {3416, 0, 0, 1, 0, 0, 0}, {3422, 0, 0, 1, 0, 0, 0},
    {3481, 0, 0, 1, 0, 0, 0}, {3500, 0, 0, 0, 0, 2, 0}, {3538, 0, 0, 1, 0, 0, 0},
    {3564, 0, 0, 0, 0, 2, 0}, {3599, 0, 0, 1, 0, 0, 0}, {3627, 17, 2, 0, 0, 0, 0},
    {3773, 0, 0, 0, 0, 1, 0}, {3835, 17, 2, 0, 0, 0, 0}, {3888, 0, 0, 0, 0, 1, 0},
    {3913, 17, 8, 0, 0, 0, 0}, {4563, 0, 0, 0, 0, 1, 0}, {5096, 0, 0, 0, 0, 2, 0},
    {5145, 0, 0, 0, 0, 1, 0}, {7290, 0, 0, 0, 0, 2, 0}, {7680, 0, 0, 0, 0, 0, 1},
    {0, 0, 0, 0, 0, 0, 0}};
static const ufft__length_choice h100_lengths_f64[] = {
    {31, 0, 0, 0, 32, 0, 0}, {33, 0, 0, 0, 0, 2, 0}, {57, 0, 0, 1, 0, 0, 0},
    {78, 0, 0, 0, 0, 1, 0}, {115, 0, 0, 1, 0, 0, 0}, {160, 0, 0, 0, 32, 0, 0},
    {174, 0, 0, 1, 0, 0, 0}, {185, 0, 0, 1, 0, 0, 0}, {210, 0, 0, 0, 0, 1, 0},
    {220, 0, 0, 0, 24, 0, 0}, {224, 0, 0, 0, 32, 0, 0}, {261, 11, 8, 0, 0, 0, 0},
    {265, 0, 0, 1, 0, 0, 0}, {270, 0, 0, 0, 0, 1, 0}, {275, 11, 8, 0, 0, 0, 0},
    {279, 17, 8, 0, 0, 0, 0}, {289, 0, 0, 0, 24, 0, 0}, {290, 0, 0, 1, 0, 0, 0},
    {300, 0, 0, 0, 32, 0, 0}, {310, 0, 0, 1, 0, 0, 0}, {318, 0, 0, 1, 0, 0, 0},
    {319, 17, 2, 0, 0, 0, 0}, {329, 0, 0, 1, 0, 0, 0}, {333, 17, 2, 0, 0, 0, 0},
    {341, 17, 2, 0, 0, 0, 0}, {357, 0, 0, 1, 24, 0, 0}, {371, 0, 0, 1, 0, 0, 0},
    {372, 17, 2, 0, 0, 0, 0}, {376, 0, 0, 1, 0, 0, 0}, {387, 0, 0, 1, 0, 0, 0},
    {399, 0, 0, 0, 32, 0, 0}, {407, 0, 0, 1, 0, 0, 0}, {414, 0, 0, 0, 32, 0, 0},
    {425, 0, 0, 1, 32, 0, 0}, {434, 0, 0, 1, 0, 0, 0}, {460, 0, 0, 1, 0, 0, 0},
    {464, 0, 0, 1, 0, 0, 0}, {465, 0, 0, 1, 0, 0, 0}, {477, 0, 0, 1, 0, 0, 0},
    {481, 0, 0, 1, 0, 0, 0}, {493, 0, 0, 1, 0, 0, 0}, {496, 0, 0, 1, 0, 0, 0},
    {517, 0, 0, 1, 0, 0, 0}, {522, 17, 4, 0, 0, 0, 0}, {527, 0, 0, 1, 0, 0, 0},
    {529, 0, 0, 1, 32, 0, 0}, {530, 0, 0, 1, 0, 0, 0}, {551, 0, 0, 1, 0, 0, 0},
    {558, 0, 0, 0, 24, 0, 0}, {575, 0, 0, 0, 32, 0, 0}, {580, 0, 0, 1, 32, 0, 0},
    {583, 0, 0, 1, 0, 0, 0}, {588, 0, 0, 0, 0, 1, 0}, {589, 0, 0, 1, 0, 0, 0},
    {600, 0, 0, 0, 0, 2, 0}, {609, 0, 0, 0, 32, 0, 0}, {620, 0, 0, 1, 0, 0, 0},
    {629, 17, 2, 0, 0, 0, 0}, {636, 0, 0, 1, 0, 0, 0}, {638, 0, 0, 1, 0, 0, 0},
    {651, 0, 0, 0, 24, 0, 0}, {658, 0, 0, 1, 0, 0, 0}, {666, 0, 0, 0, 32, 0, 0},
    {667, 0, 0, 1, 0, 0, 0}, {682, 0, 0, 1, 0, 0, 0}, {684, 0, 0, 1, 0, 0, 0},
    {688, 0, 0, 1, 0, 0, 0}, {689, 0, 0, 1, 0, 0, 0}, {690, 0, 0, 1, 0, 0, 0},
    {696, 17, 2, 0, 0, 0, 0}, {697, 0, 0, 1, 0, 0, 0}, {703, 0, 0, 1, 0, 0, 0},
    {705, 0, 0, 1, 0, 0, 0}, {713, 0, 0, 1, 0, 0, 0}, {725, 0, 0, 1, 0, 0, 0},
    {731, 0, 0, 1, 0, 0, 0}, {738, 0, 0, 0, 32, 0, 0}, {740, 0, 0, 1, 32, 0, 0},
    {741, 0, 0, 1, 0, 0, 0}, {742, 0, 0, 1, 0, 0, 0}, {744, 17, 2, 0, 0, 0, 0},
    {752, 0, 0, 1, 0, 0, 0}, {754, 0, 0, 1, 0, 0, 0}, {774, 0, 0, 0, 24, 0, 0},
    {775, 0, 0, 1, 0, 0, 0}, {777, 0, 0, 0, 24, 0, 0}, {779, 0, 0, 1, 0, 0, 0},
    {780, 11, 8, 0, 0, 0, 0}, {783, 0, 0, 1, 32, 0, 0}, {795, 0, 0, 1, 0, 0, 0},
    {798, 17, 2, 0, 0, 0, 0}, {799, 17, 2, 0, 0, 0, 0}, {805, 0, 0, 1, 0, 0, 0},
    {806, 0, 0, 0, 32, 0, 0}, {810, 0, 0, 0, 0, 2, 0}, {812, 0, 0, 0, 32, 0, 0},
    {814, 0, 0, 1, 24, 0, 0}, {820, 0, 0, 0, 24, 0, 0}, {833, 17, 2, 0, 0, 0, 0},
    {837, 0, 0, 1, 32, 0, 0}, {847, 0, 0, 0, 0, 1, 0}, {848, 0, 0, 1, 0, 0, 0},
    {855, 17, 8, 0, 0, 0, 0}, {860, 0, 0, 0, 24, 0, 0}, {861, 0, 0, 0, 24, 0, 0},
    {867, 17, 4, 0, 0, 0, 0}, {868, 0, 0, 1, 32, 0, 0}, {870, 0, 0, 1, 0, 0, 0},
    {874, 0, 0, 1, 0, 0, 0}, {888, 0, 0, 0, 24, 0, 0}, {893, 17, 2, 0, 0, 0, 0},
    {902, 0, 0, 0, 32, 0, 0}, {903, 0, 0, 0, 24, 0, 0}, {925, 0, 0, 1, 32, 0, 0},
    {928, 17, 2, 0, 0, 0, 0}, {930, 0, 0, 0, 32, 0, 0}, {946, 0, 0, 1, 24, 0, 0},
    {961, 0, 0, 1, 0, 0, 0}, {962, 0, 0, 1, 0, 0, 0}, {969, 0, 0, 1, 0, 0, 0},
    {986, 0, 0, 1, 0, 0, 0}, {989, 0, 0, 1, 0, 0, 0}, {992, 17, 4, 0, 0, 0, 0},
    {1007, 0, 0, 1, 0, 0, 0}, {1025, 0, 0, 0, 32, 0, 0}, {1032, 0, 0, 0, 32, 0, 0},
    {1054, 0, 0, 1, 0, 0, 0}, {1058, 17, 2, 0, 0, 0, 0}, {1066, 0, 0, 0, 32, 0, 0},
    {1075, 0, 0, 1, 32, 0, 0}, {1080, 0, 0, 0, 32, 0, 0}, {1083, 11, 8, 0, 0, 0, 0},
    {1085, 17, 4, 0, 0, 0, 0}, {1102, 0, 0, 1, 0, 0, 0}, {1107, 0, 0, 1, 32, 0, 0},
    {1110, 0, 0, 1, 0, 0, 0}, {1113, 17, 2, 0, 0, 0, 0}, {1116, 17, 4, 0, 0, 0, 0},
    {1118, 0, 0, 1, 32, 0, 0}, {1128, 0, 0, 1, 0, 0, 0}, {1147, 0, 0, 1, 0, 0, 0},
    {1156, 17, 2, 0, 0, 0, 0}, {1160, 17, 4, 0, 0, 0, 0}, {1161, 0, 0, 0, 32, 0, 0},
    {1166, 0, 0, 1, 32, 0, 0}, {1175, 0, 0, 1, 0, 0, 0}, {1178, 0, 0, 1, 0, 0, 0},
    {1183, 0, 0, 0, 0, 1, 0}, {1184, 0, 0, 1, 0, 0, 0}, {1189, 0, 0, 1, 0, 0, 0},
    {1200, 0, 0, 0, 0, 2, 0}, {1204, 0, 0, 1, 32, 0, 0}, {1219, 0, 0, 1, 0, 0, 0},
    {1222, 0, 0, 1, 0, 0, 0}, {1230, 0, 0, 1, 0, 0, 0}, {1240, 0, 0, 1, 0, 0, 0},
    {1247, 0, 0, 1, 0, 0, 0}, {1258, 0, 0, 1, 0, 0, 0}, {1269, 0, 0, 1, 0, 0, 0},
    {1271, 0, 0, 1, 0, 0, 0}, {1276, 0, 0, 1, 0, 0, 0}, {1290, 0, 0, 1, 0, 0, 0},
    {1302, 11, 8, 0, 0, 0, 0}, {1305, 11, 8, 0, 0, 0, 0}, {1334, 0, 0, 1, 0, 0, 0},
    {1364, 0, 0, 1, 0, 0, 0}, {1369, 0, 0, 1, 0, 0, 0}, {1378, 0, 0, 1, 32, 0, 0},
    {1406, 0, 0, 1, 0, 0, 0}, {1421, 11, 8, 0, 0, 0, 0}, {1426, 0, 0, 1, 0, 0, 0},
    {1480, 0, 0, 1, 0, 0, 0}, {1488, 17, 4, 0, 0, 0, 0}, {1508, 0, 0, 1, 0, 0, 0},
    {1519, 17, 4, 0, 0, 0, 0}, {1537, 0, 0, 1, 0, 0, 0}, {1550, 0, 0, 1, 0, 0, 0},
    {1554, 0, 0, 1, 0, 0, 0}, {1600, 0, 0, 0, 24, 0, 0}, {1612, 0, 0, 1, 0, 0, 0},
    {1624, 17, 4, 0, 0, 0, 0}, {1628, 0, 0, 1, 0, 0, 0}, {1665, 0, 0, 1, 0, 0, 0},
    {1674, 17, 8, 0, 0, 0, 0}, {1681, 0, 0, 1, 0, 0, 0}, {1682, 0, 0, 1, 0, 0, 0},
    {1701, 0, 0, 0, 0, 1, 0}, {1702, 0, 0, 1, 0, 0, 0}, {1705, 0, 0, 1, 0, 0, 0},
    {1715, 0, 0, 0, 0, 1, 0}, {1736, 17, 4, 0, 0, 0, 0}, {1739, 0, 0, 1, 0, 0, 0},
    {1740, 17, 8, 0, 0, 0, 0}, {1750, 0, 0, 0, 0, 2, 0}, {1776, 0, 0, 1, 0, 0, 0},
    {1798, 0, 0, 1, 0, 0, 0}, {1800, 0, 0, 0, 0, 1, 0}, {1849, 0, 0, 1, 0, 0, 0},
    {1856, 0, 0, 0, 0, 2, 0}, {1922, 0, 0, 1, 0, 0, 0}, {1927, 0, 0, 1, 0, 0, 0},
    {2014, 0, 0, 1, 0, 0, 0}, {2021, 0, 0, 1, 0, 0, 0}, {2035, 0, 0, 1, 0, 0, 0},
    {2107, 0, 0, 1, 0, 0, 0}, {2120, 0, 0, 1, 0, 0, 0}, {2125, 17, 2, 0, 0, 0, 0},
    {2178, 0, 0, 0, 24, 0, 0}, {2255, 0, 0, 1, 0, 0, 0}, {2303, 0, 0, 1, 0, 0, 0},
    {2365, 0, 0, 1, 0, 0, 0}, {2375, 17, 2, 0, 0, 0, 0}, {2387, 17, 8, 0, 0, 0, 0},
    {2438, 0, 0, 1, 0, 0, 0}, {2499, 0, 0, 0, 32, 0, 0}, {2541, 0, 0, 0, 32, 0, 0},
    {2583, 0, 0, 1, 0, 0, 0}, {2585, 0, 0, 1, 0, 0, 0}, {2793, 0, 0, 0, 24, 0, 0},
    {2809, 17, 2, 0, 0, 0, 0}, {2862, 0, 0, 1, 0, 0, 0}, {2875, 0, 0, 0, 32, 0, 0},
    {2915, 0, 0, 1, 0, 0, 0}, {2961, 0, 0, 1, 0, 0, 0}, {2968, 0, 0, 1, 0, 0, 0},
    {2975, 0, 0, 0, 32, 0, 0}, {3021, 0, 0, 1, 0, 0, 0}, {3045, 17, 8, 0, 0, 0, 0},
    {3125, 0, 0, 0, 32, 0, 0}, {3132, 11, 8, 0, 0, 0, 0}, {3136, 0, 0, 0, 32, 0, 0},
    {3146, 0, 0, 0, 32, 0, 0}, {3168, 0, 0, 0, 32, 0, 0}, {3200, 0, 0, 0, 32, 0, 0},
    {3213, 0, 0, 0, 32, 0, 0}, {3267, 0, 0, 0, 0, 1, 0}, {3268, 17, 2, 0, 0, 0, 0},
    {3325, 0, 0, 0, 32, 0, 0}, {3348, 0, 0, 0, 32, 0, 0}, {3381, 0, 0, 0, 24, 0, 0},
    {3451, 17, 2, 0, 0, 0, 0}, {3510, 0, 0, 0, 24, 0, 0}, {3584, 0, 0, 0, 32, 0, 0},
    {3591, 0, 0, 0, 24, 0, 0}, {3625, 0, 0, 0, 32, 0, 0}, {3630, 0, 0, 0, 0, 2, 0},
    {3645, 0, 0, 0, 0, 1, 0}, {3718, 0, 0, 0, 24, 0, 0}, {3750, 0, 0, 0, 32, 0, 0},
    {3780, 0, 0, 0, 0, 2, 0}, {3822, 0, 0, 0, 0, 1, 0}, {3872, 0, 0, 0, 32, 0, 0},
    {3875, 0, 0, 0, 32, 0, 0}, {3888, 0, 0, 0, 24, 0, 0}, {3969, 0, 0, 0, 32, 0, 0},
    {3971, 0, 0, 0, 0, 2, 0}, {3996, 0, 0, 0, 24, 0, 0}, {4000, 0, 0, 0, 24, 0, 0},
    {4025, 0, 0, 0, 32, 0, 0}, {4050, 0, 0, 0, 32, 0, 0}, {4056, 0, 0, 0, 0, 2, 0},
    {4374, 0, 0, 0, 24, 0, 0}, {4375, 0, 0, 0, 0, 1, 0}, {4394, 0, 0, 0, 32, 0, 0},
    {4500, 0, 0, 0, 32, 0, 0}, {4563, 0, 0, 0, 0, 1, 0}, {4608, 0, 0, 0, 24, 0, 0},
    {4725, 0, 0, 0, 24, 0, 0}, {4851, 0, 0, 0, 0, 2, 0}, {5070, 0, 0, 0, 32, 0, 0},
    {5148, 0, 0, 0, 24, 0, 0}, {5324, 0, 0, 0, 24, 0, 0}, {5400, 0, 0, 0, 32, 0, 0},
    {5408, 0, 0, 0, 0, 2, 0}, {5832, 0, 0, 0, 32, 0, 0}, {5880, 0, 0, 0, 24, 0, 0},
    {6084, 0, 0, 0, 32, 0, 0}, {6272, 0, 0, 0, 32, 0, 0}, {6400, 0, 0, 0, 24, 0, 0},
    {6468, 0, 0, 0, 32, 0, 0}, {6480, 0, 0, 0, 24, 0, 0}, {6500, 0, 0, 0, 32, 0, 0},
    {6534, 0, 0, 0, 32, 0, 0}, {6615, 0, 0, 0, 32, 1, 0}, {6750, 0, 0, 0, 32, 0, 0},
    {6760, 0, 0, 0, 32, 0, 0}, {6776, 0, 0, 0, 32, 0, 0}, {6804, 0, 0, 0, 24, 0, 0},
    {7000, 0, 0, 0, 32, 0, 0}, {7020, 0, 0, 0, 32, 0, 0}, {7056, 0, 0, 0, 24, 0, 0},
    {7098, 0, 0, 0, 32, 0, 0}, {7128, 0, 0, 0, 32, 0, 0}, {7150, 0, 0, 0, 32, 0, 0},
    {7200, 0, 0, 0, 24, 0, 0}, {7203, 0, 0, 0, 32, 0, 0}, {7280, 0, 0, 0, 32, 0, 0},
    {7392, 0, 0, 0, 24, 0, 0}, {7436, 0, 0, 0, 32, 0, 0}, {7500, 0, 0, 0, 32, 0, 0},
    {7560, 0, 0, 0, 32, 0, 0}, {7623, 0, 0, 0, 24, 0, 0}, {7700, 0, 0, 0, 32, 0, 0},
    {7744, 0, 0, 0, 24, 0, 0}, {7776, 0, 0, 0, 32, 0, 0}, {7800, 0, 0, 0, 32, 0, 0},
    {7840, 0, 0, 0, 24, 0, 0}, {7875, 0, 0, 0, 32, 0, 0}, {7938, 0, 0, 0, 32, 0, 0},
    {8000, 0, 0, 0, 32, 0, 0}, {8100, 0, 0, 0, 32, 0, 0}, {8112, 0, 0, 0, 32, 0, 0},
    {8125, 0, 0, 0, 32, 0, 0}, {0, 0, 0, 0, 0, 0, 0}};

static const ufft__tuning table[] = {
    /* CUDA on Hopper-class GPUs: shared memory is opted in per kernel (up to 227 KB). */
    /* Measured on the H100 (bench/sweep-tuning.sh, 2026-11-23): 128-item groups, loads
     * through local memory only for columns of one or two items (N <= 16), 16 elements
     * per item once a column would need more than 64 items, and up to four groups per
     * multiprocessor where registers allow (1.2-1.4x at N = 2^10..2^13, 2.4x at N = 8);
     * multi-pass columns read in 64-byte rows (1.1-1.2x at N = 2^17..2^21); 160 KB of
     * opted-in shared memory makes f32 2^14 and f64 2^13 one pass (1.65x) and 2^21,
     * 2^22 two passes (1.15x), and costs nothing elsewhere. Prime factors 37..61 as
     * radix-p stages instead of Bluestein (2026-11-24-h100-large-primes.md): f32 lengths
     * 0.92x -> 1.96x cuFFT; in f64 up to 53 (0.96x -> 1.37x; 59 and 61 spilled, 0.5x).
     * Clusters of two groups (2026-11-24-h100-clusters.md) make f32 2^15 and f64 2^14 one
     * kernel: 1457 -> 2258 GB/s (1.27x cuFFT), 1496 -> 2298 (1.45x); four or eight
     * groups lost to two passes (f32 2^16 1460 -> 1256, 2^17 1420 -> 1062), and so did
     * splitting one-pass groups (f32 2^14 2545 -> 2331). A first pass fused with a
     * radix-2 or radix-4 step on a cluster makes f32 and f64 2^23 and 2^24 two kernels
     * instead of three: f32 0.79 -> 0.90x, 0.84 -> 0.86x; f64 1.00 -> 1.15x, 1.00 ->
     * 1.07x; eight groups lost (f32 2^25 909 -> 866 GB/s). Inter-pass twiddles from a
     * table of the group's width: f64 2^21..2^26 1.015-1.037x, f32 2^27 1.062x, 2^22
     * 1.015x (2^25 0.975x, 2^20 0.987x); the shorter radix last on top: f64 2^21..2^26
     * 1.04-1.05x together, f32 neutral to 0.986x, so f64 only
     * (2026-11-24-h100-col-twiddles.csv). Radix-32 stages for single passes whose group
     * has its unit to itself: f32 2^14 0.93 -> 1.01x cuFFT, f64 2^13 0.92 -> 1.00x
     * (2026-11-24-h100-radix32.md). Inter-pass twiddles of power-of-two passes from the
     * rows' table: multi-pass sizes 1.02-1.07x (f32 2^21 0.96 -> 0.99x); f32 2^23, 2^24
     * as two passes of 32-byte rows, cuFFT's plan: 0.89 -> 0.93x, 0.86 -> 0.93x
     * (2026-11-24-h100-row-twiddles.md). Stage twiddles as products of two table rows
     * (2026-11-24-h100-twiddle-pairs.md): f64 every radix from 6 (1.007x over 44 sizes;
     * 2^13 1.051x, 2^20..2^24 1.01-1.02x), f32 radices that are not powers of two (smooth
     * single passes 1.03x, 6000 1.11x, 6561 1.09x) and from 16 (2^14 1.04x); with the
     * rows' twiddles in pairs too, f32 2^18..2^26 1.003-1.022x (2^23 0.932 -> 0.953x
     * cuFFT), f64 2^20..2^26 1.00-1.02x; radix-8 stages keep their rows. Generic passes
     * the same: the 50 slowest of them 1.035x (f32) / 1.032x (f64), 30 others 1.02-1.03x.
     * 200 KB instead of 160 KB of local memory (2026-11-24-h100-local-200k.md): generic
     * single passes with two buffers up to 6400 points in f64 (one buffer before: 19
     * lengths 1.18x, 5632 0.72 -> 1.05x cuFFT) and 12800 in f32 (41 of 10242..12800
     * 1.10x); no power of two's plan changes. Two-pass plans whose second pass reads
     * rows (mid_rows, 2026-11-24-h100-mid-rows.md): f32 2^16..2^24 1.00-1.10x faster
     * with the longer pass first (2^24 0.935 -> 1.033x cuFFT, 2^21 0.993 -> 1.038x), f64
     * 2^16..2^22 1.015-1.064x. Generic single passes of 64 or more work-items per
     * column read and write device memory in their first and last stages (direct_io,
     * 2026-11-24-h100-direct-io.md): 345 of the slowest smooth lengths f32 1.048x, f64
     * 1.103x faster (f64 7168 1.69x), below 0.97x cuFFT 104 -> 64 and 139 -> 71; fewer
     * work-items gained 0.997-1.004x; Bluestein in one kernel the same, 1.12-1.34x
     * (2026-11-24-h100-bluestein-direct.md). Generic passes whose first radix is 8 or 16 take
     * their odd radices first (odd_first, 2026-11-24-h100-odd-first.md): 31 lengths
     * 1.056x faster. Up to 96 elements per work-item and stage instead of 64 (item_elems):
     * f32 305 = 61 x 5 took 5 work-items per column instead of 61 of which its radix-61
     * stage kept 5 busy, 3.7x faster; the 39 f32 plans of 2..4096 that changed 1.27x
     * (2026-11-24-h100-large-prime-regs.md). Once Bluestein read and wrote device memory
     * directly, Rader's kernel lost to it where p - 1 has a prime factor 23..31 (53
     * primes per precision at 0.789x (f32) and 0.733x (f64) Bluestein's speed) and in
     * register passes of 30 elements per work-item (f32 751, 811, 1621, 1801, 3001, 4051:
     * 0.54-0.76x; 181 won, 1.20x): every prime of 62..4096 that Rader can take, timed
     * both ways, f32 1.173 -> 1.212x cuFFT, f64 1.855 -> 1.893x
     * (2026-11-24-h100-rader-bluestein.md); the primes where those rules pick the route
     * measured 10% or more slower there take the other (h100_routes_f32/f64). Generic
     * stages of an odd radix from 11 (f32) and 29 (f64) store their outputs as they are
     * summed (stream_f32/f64, 2026-11-24-h100-stream.md): f64 radix 31 spilled 392-432
     * bytes at two groups per unit and 60-80 so, its 23 sampled lengths 1.11x faster
     * (1302 1.46x, 1116 1.61x), radix 29 1.014x; 17..23 gained nothing; f32 1.005x.
     * Launch bounds of f64 generic passes count the registers of the fullest of the
     * unit's 4 partitions (cu_parts, parts_bound; 2026-11-24-h100-reg-parts.md): the
     * 143 f64 plans of 2..8192 that changed ran 1.089x faster in the full sweep (below
     * 0.8x cuFFT 10 -> 0; 1932 = 23 x 12 x 7 1.51x when sampled); f32's 1.015x with 24
     * of 101 slower than 0.97x. Bluestein in one kernel on clusters of two or four groups
     * (blue_cluster, 2026-11-24-h100-bluestein-cluster.md; 84 sampled primes of f32
     * 8193..65536 and f64 4097..32768): against the three kernels at equal m, two groups
     * 1.54-1.62x, four 1.03-1.26x, eight 0.91-1.01x; a longer m costs in proportion (four
     * groups on 1.78 times the three kernels' m 0.69-0.79x, on 1.33 times 1.11-1.21x),
     * so up to four groups where m is at most 1.34 times the three kernels'. Bluestein
     * in one kernel reading x and writing X directly with fewer than 64 work-items per
     * row (blue_direct_m, 2026-11-25-h100-direct-small.md): every f32 m of 169..400 and
     * f64 128..256 1.15-1.50x (f32 167 0.79 -> 1.08x cuFFT), m = 576 0.93-1.06x. */
    {.name = "cuda-sm90", .local_bytes = 200 * 1024, .threads = 128, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 64, .stage_below = 4, .min_groups = 4,
     .cu_regs = 65536, .cu_parts = 4, .parts_bound = 2, .coalesce_bytes = 64, .pad_bytes = 128,
     .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29, .round_ops = 150,
     .latency_weight = 10, .coalesce_deep = 128, .split_exchange = 0,
     .max_prime_f32 = 61, .max_prime_f64 = 53, .blue_f32 = h100_blue_f32, .blue_f64 = h100_blue_f64,
     .cluster = 2, .cluster_bytes = 0, .cluster_split = 4, .full_group_last = 1,
     .blue_cluster = 4, .blue_cluster_ratio = 134,
     .radix_last = 2, .col_twiddles = 3, .odd_pad = 1, .max_elems = 32, .row_twiddles = 3,
     .narrow_rows = 1, .pairs_f32 = 16, .pairs_f64 = 8, .row_pairs = 3, .mid_rows = 3,
     .direct_io = 64, .odd_first = 3, .item_elems = 96, .rader_max_prime = 19,
     .rader_max_elems = 30, .routes_f32 = h100_routes_f32, .routes_f64 = h100_routes_f64,
     .stream_f32 = 11, .stream_f64 = 29, .blue_direct_m = 512,
     .lengths_f32 = h100_lengths_f32, .lengths_f64 = h100_lengths_f64, .spread_listed = 1,
     .direct_listed = 1, .reg_listed = 1, .rank_listed = 1,
     .one_listed = 1,
     /* f32: Bluestein's one kernel of m = 16384 beat split plans (0.61-1.14x, geomean
      * 0.84 over 12 lengths; f64 0.96-1.34x: 2026-11-25-h100-split-blue.md). Split plans
      * in one kernel where they do 70% or less of the work, but the lengths listed off:
      * 1.281x (f32, 371 of 2..4096) / 1.380x (f64, 349) (2026-11-25-h100-split-one.md). */
     .split_m_f32 = 16384, .split_m_f64 = 8192, .split_blue = 1, .split_one = 70,
     .split_one_off_f32 = h100_split_one_off_f32, .split_one_off_f64 = h100_split_one_off_f64,
     .split_one_listed = 1,
     /* narrower groups for single generic passes of radices above 16, but the listed
      * lengths: 1.049x (f32, 954 lengths of 2..8192) / 1.078x (f64, 649 of 2..4096)
      * (2026-11-25-h100-narrow.md) */
     .narrow_f32 = 64, .narrow_f64 = 32, .narrow_off_f32 = h100_narrow_off_f32,
     .narrow_off_f64 = h100_narrow_off_f64, .narrow_listed = 1,
     /* a second group per unit for single register passes that had one, counting 8
      * registers beyond their values' for indices: f32 8 lengths 1.18x, f64 4 1.05x
      * (2026-11-25-h100-reg-groups.md) */
     .reg_pass_regs = 8, .reg_pass_on_f32 = h100_reg_pass_on_f32},
    /* Older CUDA GPUs: 48 KB without opt-in is always available (split exchanges as
     * measured through OpenCL's 48 KB on the H100); the large primes as on the H100
     * (the same 255 registers per thread, 64 K per unit). */
    {.name = "cuda", .local_bytes = 48 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 128, .stage_below = 4, .min_groups = 2,
     .cu_regs = 65536, .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 1,
     .max_prime_f32 = 61, .max_prime_f64 = 53,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    /* NVIDIA through OpenCL exposes 48 KiB of shared memory per group; on the H100,
     * 16 elements per item above 128 items per column gave 1.2x at N = 2^11, 2^12, and
     * split exchanges make f32 2^13 and f64 2^12 one pass (1.5x, 2x;
     * 2026-11-23-h100-models.md). Second passes that read rows (mid_rows) in f64 only:
     * f64 2^16..2^20 1.01-1.07x, f32 0.96-1.08x (2026-11-24-h100-mid-rows.md). Generic
     * single passes with their first and last stages in device memory and odd radices
     * first after a radix 8 or 16 (direct_io, odd_first; 2026-11-24-h100-direct-io.md):
     * 64 f32 plans 1.34x faster (0.996-2.1x), 46 f64 1.29x (0.96-2.4x). */
    {.name = "nvidia-gpu", .local_bytes = 48 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 128, .stage_below = 4, .min_groups = 1,
     .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 1,
     .max_prime_f32 = 61, .max_prime_f64 = 53, .blue_f32 = nv_ocl_blue_f32, .blue_f64 = nv_ocl_blue_f64,
     .mid_rows = 2, .direct_io = 64, .odd_first = 3,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1,
     /* split in one kernel: 1.255x (f32, 205 lengths) / 1.124x (f64, 68) over Bluestein
      * of the whole length, those not listed off 1.410x / 1.354x
      * (2026-11-25-h100-split-one.md) */
     .split_one = 70, .split_one_off_f32 = nv_ocl_split_one_off_f32,
     .split_one_off_f64 = nv_ocl_split_one_off_f64, .split_one_listed = 1},
    /* Other GPUs keep prime factors above 31 for Rader and Bluestein: the large-prime
     * codelets' registers were measured on NVIDIA's only. */
    {.name = "amd-gpu", .local_bytes = 64 * 1024, .threads = 256, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 1024, .stage_below = 64, .min_groups = 1,
     .coalesce_bytes = 64, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    {.name = "gpu", .local_bytes = 32 * 1024, .threads = 256, .max_threads = 256,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 256, .stage_below = 32, .min_groups = 1,
     .coalesce_bytes = 32, .pad_bytes = 128, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
    /* PoCL and other CPU runtimes: local memory is cache-resident host memory, the
     * group is a loop over work-items, so moderate groups and no padding; prime
     * factors above 31 go to Bluestein, whose one program per convolution size PoCL
     * compiles once (a radix-61 kernel takes it 10-20 s, per length). */
    {.name = "cpu", .local_bytes = 256 * 1024, .threads = 64, .max_threads = 1024,
     .elems_f32 = 8, .elems_f64 = 8, .col_threads = 1024, .stage_below = 0, .min_groups = 1,
     .coalesce_bytes = 64, .pad_bytes = 0, .reg_elems = 32, .one_buffer = 0, .rader = 1, .rader_ratio = 29,
     .round_ops = 0, .latency_weight = 3, .coalesce_deep = 0, .split_exchange = 0,
     .max_prime_f32 = 31, .max_prime_f64 = 31,
     .split_m_f32 = 8192, .split_m_f64 = 8192, .split_blue = 1},
};

int64_t ufft__max_prime(const ufft__tuning *tu, ufft_precision prec)
{
    uint32_t p = prec == UFFT_F64 ? tu->max_prime_f64 : tu->max_prime_f32;
    return p < UFFT__MAX_PRIME ? p : UFFT__MAX_PRIME;
}

uint32_t ufft__split_m(const ufft__tuning *tu, ufft_precision prec)
{
    return prec == UFFT_F64 ? tu->split_m_f64 : tu->split_m_f32;
}

static const ufft__tuning *row(const char *name)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return &table[0];
}

const ufft__tuning *ufft__tuning_for(const ufft__device_caps *caps)
{
    if (caps->cuda)
        return row(caps->cc >= 90 ? "cuda-sm90" : "cuda");
    if (!caps->is_gpu)
        return row("cpu");
    if (strstr(caps->vendor, "NVIDIA"))
        return row("nvidia-gpu");
    if (strstr(caps->vendor, "Advanced Micro") || strstr(caps->vendor, "AMD"))
        return row("amd-gpu");
    return row("gpu");
}

/* Fields UFFT_TUNING may set, with the range each accepts. */
#define TUNING_FIELDS(X)                  \
    X(local_bytes, uint32_t, 1024, 1 << 20)        \
    X(threads, uint32_t, 1, 1024)                  \
    X(max_threads, uint32_t, 1, 1024)              \
    X(elems_f32, int, 1, UFFT__MAX_RADIX)          \
    X(elems_f64, int, 1, UFFT__MAX_RADIX)          \
    X(max_elems, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(col_threads, uint32_t, 1, 1024)              \
    X(stage_below, uint32_t, 0, 1024)              \
    X(min_groups, uint32_t, 1, 32)                 \
    X(reg_pass_regs, uint32_t, 0, 255)             \
    X(cu_regs, uint32_t, 0, 1 << 20)               \
    X(cu_parts, uint32_t, 0, 8)                    \
    X(parts_bound, uint32_t, 0, 3)                 \
    X(coalesce_bytes, uint32_t, 8, 4096)           \
    X(pad_bytes, uint32_t, 0, 4096)               \
    X(odd_pad, uint32_t, 0, 1)                     \
    X(generic_rank, uint32_t, 0, 3)                \
    X(reg_elems, uint32_t, 0, UFFT__MAX_GENERIC_RADIX) \
    X(reg_f64, uint32_t, 0, UFFT__MAX_GENERIC_RADIX)   \
    X(one_buffer, uint32_t, 0, 2)                  \
    X(rader, uint32_t, 0, 1)                       \
    X(rader_ratio, uint32_t, 0, 1000)             \
    X(round_ops, uint32_t, 0, 10000)               \
    X(latency_weight, uint32_t, 1, 1000)           \
    X(coalesce_deep, uint32_t, 0, 4096)           \
    X(split_exchange, uint32_t, 0, 2)              \
    X(max_prime_f32, uint32_t, 13, UFFT__MAX_PRIME)  \
    X(max_prime_f64, uint32_t, 13, UFFT__MAX_PRIME)  \
    X(blue_pow2, uint32_t, 0, 1)                   \
    X(blue_m, uint32_t, 0, 1 << 30)                \
    X(blue_steps, uint32_t, 0, 1)                  \
    X(blue_cluster, uint32_t, 0, 8)                \
    X(blue_cluster_ratio, uint32_t, 0, 1000)       \
    X(cluster, uint32_t, 0, 8)                     \
    X(cluster_bytes, uint32_t, 0, 1 << 20)         \
    X(cluster_split, uint32_t, 0, 8)               \
    X(full_group_last, uint32_t, 0, 1)             \
    X(radix_last, uint32_t, 0, 3)                  \
    X(col_twiddles, uint32_t, 0, 3)                \
    X(row_twiddles, uint32_t, 0, 3)                \
    X(narrow_rows, uint32_t, 0, 3)                 \
    X(mid_rows, uint32_t, 0, 3)                    \
    X(direct_io, uint32_t, 0, 1024)                \
    X(blue_direct_m, uint32_t, 0, 1 << 30)         \
    X(odd_first, uint32_t, 0, 3)                   \
    X(pairs_f32, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(pairs_f64, uint32_t, 0, UFFT__MAX_ELEMS)     \
    X(row_pairs, uint32_t, 0, 3)                   \
    X(item_elems, uint32_t, 0, 256)                \
    X(stream_f32, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(stream_f64, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_f32, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_f64, uint32_t, 0, UFFT__MAX_PRIME)    \
    X(spread_max, uint32_t, 0, UFFT__MAX_SPREAD)   \
    X(spread_min, uint32_t, 0, UFFT__MAX_SPREAD)   \
    X(spread_listed, uint32_t, 0, 1)               \
    X(direct_listed, uint32_t, 0, 1)               \
    X(reg_listed, uint32_t, 0, 1)                  \
    X(rank_listed, uint32_t, 0, 1)                 \
    X(one_listed, uint32_t, 0, 1)                  \
    X(rader_max_prime, uint32_t, 0, UFFT__RADER_MAX_PRIME) \
    X(rader_max_elems, uint32_t, 0, UFFT__MAX_GENERIC_RADIX) \
    X(split_m_f32, uint32_t, 0, 1 << 30)           \
    X(split_m_f64, uint32_t, 0, 1 << 30)           \
    X(split_blue, uint32_t, 0, 1)                  \
    X(split_one, uint32_t, 0, 1000)                \
    X(split_one_listed, uint32_t, 0, 1)            \
    X(narrow_f32, uint32_t, 0, 1024)               \
    X(narrow_f64, uint32_t, 0, 1024)               \
    X(narrow_listed, uint32_t, 0, 1)

static bool is_pow2(long v) { return v > 0 && (v & (v - 1)) == 0; }

ufft_status ufft__tuning_override(ufft__tuning *tu, const char *text, ufft__errbuf *err)
{
    const char *at = text;
    while (at && *at) {
        size_t len = strcspn(at, ",");
        char item[64];
        if (len == 0 || len >= sizeof item) {
            ufft__err_set(err, "UFFT_TUNING: '%.*s' is not key=value", (int)len, at);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
        memcpy(item, at, len);
        item[len] = '\0';
        at += len + (at[len] == ',');
        char *eq = strchr(item, '='), *end = NULL;
        long v = eq ? strtol(eq + 1, &end, 10) : 0;
        if (!eq || end == eq + 1 || *end) {
            ufft__err_set(err, "UFFT_TUNING: '%s' is not key=number", item);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
        *eq = '\0';
        bool known = false;
#define TUNING_SET_(field, type, lo, hi)                                               \
        if (strcmp(item, #field) == 0) {                                               \
            known = true;                                                              \
            if (v < (lo) || v > (hi)) {                                                \
                ufft__err_set(err, "UFFT_TUNING: %s=%ld is outside %ld..%ld", item, v, \
                              (long)(lo), (long)(hi));                                 \
                return UFFT_ERROR_INVALID_ARGUMENT;                                    \
            }                                                                          \
            tu->field = (type)v;                                                       \
        }
        TUNING_FIELDS(TUNING_SET_)
#undef TUNING_SET_
        if (!known) {
            ufft__err_set(err, "UFFT_TUNING: unknown key '%s'", item);
            return UFFT_ERROR_INVALID_ARGUMENT;
        }
    }
    /* The planner works in powers of two: elements per item and group sizes. */
    if (!is_pow2(tu->elems_f32) || !is_pow2(tu->elems_f64) || !is_pow2((long)tu->threads) ||
        !is_pow2((long)tu->col_threads) || (tu->max_elems && !is_pow2((long)tu->max_elems)) ||
        (tu->pad_bytes && !is_pow2((long)tu->pad_bytes))) {
        ufft__err_set(err, "UFFT_TUNING: elems_f32, elems_f64, max_elems, threads, col_threads "
                           "and pad_bytes must be powers of two");
        return UFFT_ERROR_INVALID_ARGUMENT;
    }
    return UFFT_SUCCESS;
}
