#pragma once

#include <string>
#include <string_view>
#include <vector>

// The dense decoder-only transformers the serving engine knows, each from its published
// configuration (the config.json on the model's Hugging Face page, cited per entry), and the
// sizes that follow from it: parameters, weight bytes, KV-cache bytes per token
// (docs/models.md, "Serving: models and memory").
namespace ailab::core::infer {

// How the weights are stored. int4 is weight-only quantisation (AWQ/GPTQ style): the
// matrix multiplies still run in bf16 (W4A16), so it saves memory and bandwidth, not FLOPs.
enum class WeightPrecision { BF16, FP8, INT4 };
// The KV cache's element type (vLLM's kv_cache_dtype: "auto" is the model's bf16, or fp8).
enum class KvPrecision { BF16, FP8 };

std::string_view weightPrecisionId(WeightPrecision precision); // "bf16", "fp8", "int4"
std::string_view kvPrecisionId(KvPrecision precision);         // "bf16", "fp8"
// Throws core::Error naming `path` for an unknown id.
WeightPrecision parseWeightPrecision(std::string_view id, const std::string& path);
KvPrecision parseKvPrecision(std::string_view id, const std::string& path);
double bytesPerWeight(WeightPrecision precision); // 2, 1, 0.5
double bytesPerKvElement(KvPrecision precision);  // 2, 1

struct TransformerModel
{
    std::string id; // "llama-3-8b"
    std::string name;
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; // grouped-query attention: fewer KV heads than query heads
    int headSize = 0;
    int intermediateSize = 0; // the SwiGLU MLP's inner width
    int vocabularySize = 0;
    int maxContextTokens = 0;       // max_position_embeddings
    double publishedParameters = 0; // as the model card states it
    std::string source;

    // Every weight of the config, counted: embeddings and an untied output head (V h
    // each), per layer q and o (h x heads d), k and v (h x kvHeads d), the MLP's gate, up
    // and down (3 h I) and two RMSNorm vectors (2h), and the final norm (h).
    double parameters() const;
    // The weights a token's forward pass multiplies (all but the embedding table, which is
    // a lookup): 2 FLOP per weight and token (Kaplan et al. 2020, "Scaling Laws", C = 2N).
    double matmulParametersPerToken() const;
    double outputHeadParameters() const { return double(vocabularySize) * hiddenSize; }
    // K and V for one token in every layer: 2 x layers x kvHeads x headSize x bytes.
    double kvBytesPerToken(KvPrecision precision = KvPrecision::BF16) const;
    double weightBytes(WeightPrecision precision) const
    {
        return parameters() * bytesPerWeight(precision);
    }
};

const std::vector<TransformerModel>& transformerModels();
const TransformerModel* findTransformerModel(std::string_view id); // nullptr when unknown
std::vector<std::string> transformerModelIds();

} // namespace ailab::core::infer
