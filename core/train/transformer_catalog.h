#pragma once

#include <string>
#include <string_view>
#include <vector>

// The shapes of the decoder-only transformers whose training the 3D-parallel step model
// (parallel_step.h) times: each shape as its paper's table gives it.
namespace ailab::core::train {

struct TransformerSpec
{
    std::string id;   // "llama-3-405b"
    std::string name; // "Llama 3 405B"
    int layers = 0;
    int hidden = 0;    // h, the model dimension
    int heads = 0;     // query heads a
    int kvHeads = 0;   // key/value heads (grouped-query attention when < heads)
    int ffnHidden = 0; // the FFN's inner size f
    int vocab = 0;
    bool gatedFfn = false;       // SwiGLU: up, gate and down projections (three h x f matrices)
    bool biases = false;         // GPT: biases on every linear layer and on the layer norms
    bool dropout = false;        // dropout after attention and FFN (its masks are activations)
    bool tiedEmbeddings = false; // the output layer reuses the input embedding
    bool learnedPositions = false; // GPT's learned position embeddings (s x h)
    int sequence = 0;              // default training sequence length
    std::string source;

    int headDim() const { return hidden / heads; }
    // Parameters counted from the shape: per layer the Q and output projections (2h^2), K and
    // V (2 h kvHeads headDim), the FFN (3hf gated, 2hf otherwise), two norms (2h, doubled
    // with biases), plus the biases (3h + h + f + h, Narayanan et al. 2021 section 5.1's
    // 13h for f = 4h); the embedding V h (twice when untied) and learned positions s h.
    double parameters() const;
    // Parameters of one transformer layer (the repeated block).
    double layerParameters() const;
};

// Llama 3 8B, 70B and 405B; GPT-3 175B; the GPT shapes of Narayanan et al. 2021, Table 1.
const std::vector<TransformerSpec>& transformerModels();
const TransformerSpec* findTransformer(std::string_view id); // nullptr when unknown
std::vector<std::string> transformerIds();

// Throws core::Error naming the field ("/model/model/heads", ...) for a shape that cannot
// be trained (a hidden size the heads do not divide, query heads not a multiple of the KV
// heads, ...). `path` prefixes the field names.
void validateTransformer(const TransformerSpec& model, const std::string& path);

} // namespace ailab::core::train
