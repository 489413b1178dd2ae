#include "core/infer/model_catalog.h"

#include "core/error.h"

namespace ailab::core::infer {

std::string_view weightPrecisionId(WeightPrecision precision)
{
    switch (precision) {
    case WeightPrecision::BF16:
        return "bf16";
    case WeightPrecision::FP8:
        return "fp8";
    case WeightPrecision::INT4:
        return "int4";
    }
    return "bf16";
}

std::string_view kvPrecisionId(KvPrecision precision)
{
    return precision == KvPrecision::FP8 ? "fp8" : "bf16";
}

WeightPrecision parseWeightPrecision(std::string_view id, const std::string& path)
{
    for (WeightPrecision p : {WeightPrecision::BF16, WeightPrecision::FP8, WeightPrecision::INT4})
        if (weightPrecisionId(p) == id)
            return p;
    throw Error("unknown weight precision '" + std::string(id) + "'; expected bf16, fp8 or int4",
                path);
}

KvPrecision parseKvPrecision(std::string_view id, const std::string& path)
{
    for (KvPrecision p : {KvPrecision::BF16, KvPrecision::FP8})
        if (kvPrecisionId(p) == id)
            return p;
    throw Error("unknown KV-cache precision '" + std::string(id) + "'; expected bf16 or fp8", path);
}

double bytesPerWeight(WeightPrecision precision)
{
    switch (precision) {
    case WeightPrecision::BF16:
        return 2.0;
    case WeightPrecision::FP8:
        return 1.0;
    case WeightPrecision::INT4:
        return 0.5; // group scales add about 1 % (AWQ, group size 128): left out
    }
    return 2.0;
}

double bytesPerKvElement(KvPrecision precision)
{
    return precision == KvPrecision::FP8 ? 1.0 : 2.0;
}

double TransformerModel::parameters() const
{
    const double h = hiddenSize;
    const double attention = 2.0 * h * attentionHeads * headSize + 2.0 * h * kvHeads * headSize;
    const double mlp = 3.0 * h * intermediateSize;
    const double perLayer = attention + mlp + 2.0 * h;
    return 2.0 * vocabularySize * h + layers * perLayer + h;
}

double TransformerModel::matmulParametersPerToken() const
{
    return parameters() - double(vocabularySize) * hiddenSize;
}

double TransformerModel::kvBytesPerToken(KvPrecision precision) const
{
    return 2.0 * layers * kvHeads * headSize * bytesPerKvElement(precision);
}

const std::vector<TransformerModel>& transformerModels()
{
    static const std::vector<TransformerModel> models = {
        {.id = "llama-2-7b",
         .name = "Llama 2 7B",
         .layers = 32,
         .hiddenSize = 4096,
         .attentionHeads = 32,
         .kvHeads = 32,
         .headSize = 128,
         .intermediateSize = 11008,
         .vocabularySize = 32000,
         .maxContextTokens = 4096,
         .publishedParameters = 6.74e9,
         .source = "meta-llama/Llama-2-7b-hf, config.json; Touvron et al. 2023, \"Llama 2\", "
                   "Table 1"},
        {.id = "llama-2-70b",
         .name = "Llama 2 70B",
         .layers = 80,
         .hiddenSize = 8192,
         .attentionHeads = 64,
         .kvHeads = 8,
         .headSize = 128,
         .intermediateSize = 28672,
         .vocabularySize = 32000,
         .maxContextTokens = 4096,
         .publishedParameters = 68.98e9,
         .source = "meta-llama/Llama-2-70b-hf, config.json; Touvron et al. 2023, \"Llama 2\", "
                   "Table 1"},
        {.id = "llama-3-8b",
         .name = "Llama 3 8B",
         .layers = 32,
         .hiddenSize = 4096,
         .attentionHeads = 32,
         .kvHeads = 8,
         .headSize = 128,
         .intermediateSize = 14336,
         .vocabularySize = 128256,
         .maxContextTokens = 8192,
         .publishedParameters = 8.03e9,
         .source = "meta-llama/Meta-Llama-3-8B, config.json and model card (8.03B)"},
        {.id = "llama-3-70b",
         .name = "Llama 3 70B",
         .layers = 80,
         .hiddenSize = 8192,
         .attentionHeads = 64,
         .kvHeads = 8,
         .headSize = 128,
         .intermediateSize = 28672,
         .vocabularySize = 128256,
         .maxContextTokens = 8192,
         .publishedParameters = 70.55e9,
         .source = "meta-llama/Meta-Llama-3-70B, config.json and model card (70.6B)"},
    };
    return models;
}

const TransformerModel* findTransformerModel(std::string_view id)
{
    for (const TransformerModel& m : transformerModels())
        if (m.id == id)
            return &m;
    return nullptr;
}

std::vector<std::string> transformerModelIds()
{
    std::vector<std::string> ids;
    for (const TransformerModel& m : transformerModels())
        ids.push_back(m.id);
    return ids;
}

} // namespace ailab::core::infer
