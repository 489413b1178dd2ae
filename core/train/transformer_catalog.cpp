#include "core/train/transformer_catalog.h"

#include "core/error.h"
#include "core/infer/model_catalog.h"

#include <algorithm>

namespace ailab::core::train {

double TransformerSpec::layerParameters() const
{
    const double h = hidden, f = ffnHidden;
    const double kv = double(kvHeads) * headDim();
    const double attention = 2.0 * h * h + 2.0 * h * kv;
    const double ffn = (gatedFfn ? 3.0 : 2.0) * h * f;
    const double norms = biases ? 4.0 * h : 2.0 * h; // LayerNorm has a bias, RMSNorm none
    const double linearBiases = biases ? (h + 2.0 * kv) + h + f + h : 0.0;
    return attention + ffn + norms + linearBiases;
}

double TransformerSpec::parameters() const
{
    const double h = hidden;
    const double embedding = double(vocab) * h * (tiedEmbeddings ? 1.0 : 2.0);
    const double positions = learnedPositions ? double(sequence) * h : 0.0;
    return layers * layerParameters() + embedding + positions + (biases ? 2.0 * h : h);
}

namespace {

constexpr const char* kLlama3 = "Dubey et al., \"The Llama 3 Herd of Models\" (2024), Table 3";
constexpr const char* kGpt3 =
    "Brown et al., \"Language Models are Few-Shot Learners\" (2020), Table 2.1";
constexpr const char* kMegatron =
    "Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU Clusters Using "
    "Megatron-LM\" (SC'21), Table 1";

TransformerSpec llama(std::string id, std::string name, int layers, int hidden, int heads,
                      int ffn)
{
    // Llama 3: grouped-query attention with 8 KV heads, SwiGLU, RMSNorm, no biases, no
    // dropout, untied output layer, a 128K vocabulary (128,256 entries in the released
    // tokenizer), pre-training sequences of 8,192 tokens (Table 3, sections 3.1 and 3.4).
    return {.id = std::move(id),
            .name = std::move(name),
            .layers = layers,
            .hidden = hidden,
            .heads = heads,
            .kvHeads = 8,
            .ffnHidden = ffn,
            .vocab = 128256,
            .gatedFfn = true,
            .biases = false,
            .dropout = false,
            .tiedEmbeddings = false,
            .learnedPositions = false,
            .sequence = 8192,
            .source = kLlama3};
}

// A Llama 3 model the serving catalogue (core/infer) already knows, with its shape from
// there: one list of model shapes for serving and training.
TransformerSpec servedLlama(const std::string& id)
{
    const infer::TransformerModel& m = *infer::findTransformerModel(id);
    TransformerSpec spec = llama(m.id, m.name, m.layers, m.hiddenSize, m.attentionHeads, m.intermediateSize);
    spec.kvHeads = m.kvHeads;
    spec.vocab = m.vocabularySize;
    return spec;
}

// GPT-2/GPT-3 style: multi-head attention, GeLU FFN of 4h, LayerNorm and biases, dropout,
// tied embeddings, learned positions.
TransformerSpec gpt(std::string id, std::string name, int layers, int hidden, int heads,
                    int vocab, const char* source)
{
    return {.id = std::move(id),
            .name = std::move(name),
            .layers = layers,
            .hidden = hidden,
            .heads = heads,
            .kvHeads = heads,
            .ffnHidden = 4 * hidden,
            .vocab = vocab,
            .gatedFfn = false,
            .biases = true,
            .dropout = true,
            .tiedEmbeddings = true,
            .learnedPositions = true,
            .sequence = 2048,
            .source = source};
}

} // namespace

const std::vector<TransformerSpec>& transformerModels()
{
    static const std::vector<TransformerSpec> list = {
        servedLlama("llama-3-8b"),
        servedLlama("llama-3-70b"),
        // Not served by the inference lab (its weights exceed one 8-GPU server in BF16).
        llama("llama-3-405b", "Llama 3 405B", 126, 16384, 128, 53248),
        // GPT-3 175B: 96 layers, d_model 12,288, 96 heads, context 2,048; the GPT-2 BPE
        // vocabulary of 50,257 tokens (section 2.1).
        gpt("gpt-3-175b", "GPT-3 175B", 96, 12288, 96, 50257, kGpt3),
        // Narayanan et al. Table 1: vocabulary 51,200 (50,257 padded), sequence 2,048.
        gpt("megatron-gpt-1.7b", "GPT 1.7B (Megatron)", 24, 2304, 24, 51200, kMegatron),
        gpt("megatron-gpt-3.6b", "GPT 3.6B (Megatron)", 30, 3072, 32, 51200, kMegatron),
        gpt("megatron-gpt-7.5b", "GPT 7.5B (Megatron)", 36, 4096, 32, 51200, kMegatron),
        gpt("megatron-gpt-18b", "GPT 18.4B (Megatron)", 40, 6144, 48, 51200, kMegatron),
        gpt("megatron-gpt-39b", "GPT 39.1B (Megatron)", 48, 8192, 64, 51200, kMegatron),
        gpt("megatron-gpt-76b", "GPT 76.1B (Megatron)", 60, 10240, 80, 51200, kMegatron),
        gpt("megatron-gpt-145b", "GPT 145.6B (Megatron)", 80, 12288, 96, 51200, kMegatron),
        gpt("megatron-gpt-310b", "GPT 310.1B (Megatron)", 96, 16384, 128, 51200, kMegatron),
        gpt("megatron-gpt-530b", "GPT 529.6B (Megatron)", 105, 20480, 128, 51200, kMegatron),
        gpt("megatron-gpt-1t", "GPT 1008.0B (Megatron)", 128, 25600, 160, 51200, kMegatron),
    };
    return list;
}

const TransformerSpec* findTransformer(std::string_view id)
{
    const auto& list = transformerModels();
    const auto it = std::find_if(list.begin(), list.end(),
                                 [&](const TransformerSpec& m) { return m.id == id; });
    return it == list.end() ? nullptr : &*it;
}

std::vector<std::string> transformerIds()
{
    std::vector<std::string> ids;
    for (const TransformerSpec& m : transformerModels())
        ids.push_back(m.id);
    return ids;
}

void validateTransformer(const TransformerSpec& model, const std::string& path)
{
    auto require = [&](bool ok, const char* field, const char* message) {
        if (!ok)
            throw Error(message, path + "/" + field);
    };
    constexpr int kMaxDimension = 1 << 20;
    require(model.layers >= 1 && model.layers <= 10000, "layers",
            "the model needs from 1 to 10,000 layers");
    require(model.hidden >= 1 && model.hidden <= kMaxDimension, "hidden",
            "the hidden size must be from 1 to 1,048,576");
    require(model.heads >= 1 && model.heads <= model.hidden, "heads",
            "the model needs from 1 attention head to one per hidden unit");
    require(model.hidden % model.heads == 0, "heads",
            "the hidden size must be a multiple of the number of heads");
    require(model.kvHeads >= 1 && model.kvHeads <= model.heads, "kv_heads",
            "the KV heads must be from 1 to the number of query heads");
    require(model.heads % model.kvHeads == 0, "kv_heads",
            "the query heads must be a multiple of the KV heads");
    require(model.ffnHidden >= 1 && model.ffnHidden <= 8 * kMaxDimension, "ffn",
            "the FFN size must be from 1 to 8,388,608");
    require(model.vocab >= 1 && model.vocab <= 10000000, "vocab",
            "the vocabulary must hold from 1 to 10,000,000 tokens");
    require(model.sequence >= 1 && model.sequence <= 10000000, "seq",
            "the sequence must hold from 1 to 10,000,000 tokens");
}

} // namespace ailab::core::train
