#pragma once

#include <string_view>

// How much of a GPU's Tensor Core peak a GEMM of a given shape reaches, for the 3D-parallel
// step model (parallel_step.h). Three published effects, multiplied:
//  1. The largest well-shaped GEMMs reach only a measured share of the datasheet peak:
//     the "maximum achievable matmul FLOPS" (MAMF) of Bekman, "Machine Learning
//     Engineering", compute/accelerator (BF16 cuBLAS via torch.matmul): A100 SXM 267.9 of
//     312 TFLOP/s (85.9 %), H100 SXM 792.1 of 989 (80.1 %), H200 SXM 794.5 of 989 (80.3 %).
//  2. Tile quantisation: cuBLAS splits C (M x N) into tiles; a partial tile costs a whole
//     one. NVIDIA, "Matrix Multiplication Background User's Guide" (Deep Learning
//     Performance docs), "Tile Quantization"; tile 256 x 128, the largest the guide lists
//     and the one large training GEMMs use.
//  3. Wave quantisation: the tiles run in waves of one tile per SM; a last partial wave
//     leaves SMs idle (same guide, "Wave Quantization"; Anthony et al., "The Case for
//     Co-Designing Model Architectures with Hardware", arXiv:2401.14489, section 4).
// The memory side (small K, skinny M) is the roofline's: the GEMM's time is
// max(FLOP / (peak x efficiency), bytes / HBM bandwidth) (core/hw/roofline.h).
namespace ailab::core::train {

inline constexpr int kGemmTileM = 256;
inline constexpr int kGemmTileN = 128;

// Streaming multiprocessors of the catalogue's GPUs (NVIDIA A100 and H100 whitepapers:
// A100 108, H100 SXM5 132, H100 PCIe 114; H200 the H100 SXM's die). 0 when unknown.
int streamingMultiprocessors(std::string_view gpuId);
// MAMF / peak (point 1 above); GPUs without a published MAMF take the H100 SXM's (same
// Hopper Tensor Cores and software); FP8 takes the BF16 share (no comparable measurement).
double maximumAchievableShare(std::string_view gpuId);

struct GemmEfficiency
{
    double tile = 1.0;     // useful share of the tiles' area
    double wave = 1.0;     // busy share of the SMs over the waves
    double achieved = 1.0; // MAMF share
    double total() const { return tile * wave * achieved; }
};

// C[M x N] = A[M x K] B[K x N], `batch` independent copies (attention heads) run together.
GemmEfficiency gemmEfficiency(std::string_view gpuId, double m, double n, double batch = 1.0);

} // namespace ailab::core::train
