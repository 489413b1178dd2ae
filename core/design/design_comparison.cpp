#include "core/design/design_comparison.h"

#include "core/scenario/json_reader.h"

namespace ailab::core::design {

namespace {

using Json = nlohmann::ordered_json;

void compare(const Json* a, const Json* b, const std::string& pointer, Json& out)
{
    const bool aNested = a != nullptr && a->is_structured();
    const bool bNested = b != nullptr && b->is_structured();
    if (aNested || bNested) {
        if (aNested && a->is_object()) {
            for (const auto& [key, value] : a->items()) {
                const Json* other = bNested && b->is_object() && b->contains(key) ? &(*b)[key] : nullptr;
                compare(&value, other, scenario::childPointer(pointer, key), out);
            }
        } else if (aNested) {
            for (std::size_t i = 0; i < a->size(); ++i) {
                const Json* other = bNested && b->is_array() && i < b->size() ? &(*b)[i] : nullptr;
                compare(&(*a)[i], other, scenario::childPointer(pointer, i), out);
            }
        }
        // What only B holds.
        if (bNested && b->is_object()) {
            for (const auto& [key, value] : b->items())
                if (!(aNested && a->is_object() && a->contains(key)))
                    compare(nullptr, &value, scenario::childPointer(pointer, key), out);
        } else if (bNested) {
            const std::size_t from = aNested && a->is_array() ? a->size() : 0;
            for (std::size_t i = from; i < b->size(); ++i)
                compare(nullptr, &(*b)[i], scenario::childPointer(pointer, i), out);
        }
        return;
    }
    const Json av = a != nullptr ? *a : Json(nullptr);
    const Json bv = b != nullptr ? *b : Json(nullptr);
    if (av.is_number() && bv.is_number()) {
        out.push_back({{"figure", pointer}, {"a", av}, {"b", bv}, {"difference", bv.get<double>() - av.get<double>()}});
    } else if (av.is_number() || bv.is_number()) {
        out.push_back({{"figure", pointer}, {"a", av}, {"b", bv}, {"difference", nullptr}});
    } else if (av != bv) {
        out.push_back({{"figure", pointer}, {"a", av}, {"b", bv}});
    }
}

} // namespace

nlohmann::ordered_json compareDesigns(const nlohmann::ordered_json& a, const nlohmann::ordered_json& b)
{
    Json differences = Json::array();
    compare(&a, &b, "", differences);
    return {{"a", a}, {"b", b}, {"differences", differences}};
}

} // namespace ailab::core::design
