#include "core/train/memory_model.h"

#include "core/error.h"

#include <cmath>

namespace ailab::core::train {

std::string_view precisionName(TrainingPrecision precision)
{
    return precision == TrainingPrecision::Fp32 ? "fp32" : "mixed16";
}

std::string_view optimizerName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::Adam:
        return "adam";
    case Optimizer::SgdMomentum:
        return "sgd-momentum";
    case Optimizer::Sgd:
        return "sgd";
    }
    return "adam";
}

std::string_view recomputationName(Recomputation recompute)
{
    switch (recompute) {
    case Recomputation::None:
        return "none";
    case Recomputation::Selective:
        return "selective";
    case Recomputation::Full:
        return "full";
    }
    return "none";
}

BytesPerParameter bytesPerParameter(TrainingPrecision precision, Optimizer optimizer)
{
    BytesPerParameter bytes;
    const bool mixed = precision == TrainingPrecision::Mixed16;
    bytes.weights = mixed ? 2 : 4;
    bytes.gradients = mixed ? 2 : 4;
    // FP32 moments: Adam two (momentum, variance), SGD with momentum one.
    const double moments = optimizer == Optimizer::Adam          ? 8
                           : optimizer == Optimizer::SgdMomentum ? 4
                                                                 : 0;
    // Mixed precision updates an FP32 master copy of the weights (ZeRO, section 3.1).
    bytes.optimizer = moments + (mixed ? 4 : 0);
    return bytes;
}

void validate(const ModelShape& shape)
{
    if (!(shape.parameters > 0) || !std::isfinite(shape.parameters))
        throw Error("the model needs a positive number of parameters", "/model/parameters");
    if (shape.layers < 1)
        throw Error("the model needs at least one layer", "/model/layers");
    if (shape.hidden < 1)
        throw Error("the hidden size must be positive", "/model/hidden");
    if (shape.heads < 1)
        throw Error("the model needs at least one attention head", "/model/heads");
    if (shape.hidden % shape.heads != 0)
        throw Error("the hidden size must be a multiple of the number of heads", "/model/heads");
    if (shape.microBatch < 1)
        throw Error("the micro-batch must hold at least one sequence", "/model/micro_batch");
    if (shape.sequence < 1)
        throw Error("the sequence needs at least one token", "/model/sequence");
}

double activationBytesPerLayer(const ModelShape& shape)
{
    const double s = shape.sequence, b = shape.microBatch, h = shape.hidden, a = shape.heads;
    const double sbh = s * b * h;
    // The paper counts 16-bit activations; FP32 training keeps them in 4 B, about twice as
    // much (an approximation: its 1 B dropout masks do not double).
    const double width = shape.precision == TrainingPrecision::Fp32 ? 2.0 : 1.0;
    switch (shape.recompute) {
    case Recomputation::None:
        // 34 sbh for the linear parts and dropout masks, 5 a s^2 b for the attention
        // scores, softmax output and its dropout mask (Korthikanti et al., eq. 1).
        return width * sbh * (34.0 + 5.0 * a * s / h);
    case Recomputation::Selective:
        return width * 34.0 * sbh; // the 5as/h term recomputed (section 5)
    case Recomputation::Full:
        return width * 2.0 * sbh; // the layer input only (section 4.2)
    }
    return 0.0;
}

TrainingMemory trainingMemory(const ModelShape& shape)
{
    validate(shape);
    TrainingMemory memory;
    memory.perParameter = bytesPerParameter(shape.precision, shape.optimizer);
    memory.weightBytes = shape.parameters * memory.perParameter.weights;
    memory.gradientBytes = shape.parameters * memory.perParameter.gradients;
    memory.optimizerBytes = shape.parameters * memory.perParameter.optimizer;
    memory.activationBytes = shape.layers * activationBytesPerLayer(shape);
    return memory;
}

} // namespace ailab::core::train
