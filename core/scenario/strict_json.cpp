#include "core/scenario/strict_json.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"

#include <fmt/format.h>
#include <set>
#include <string>
#include <vector>

namespace ailab::core::scenario {

using nlohmann::json;

namespace {

// One open object or array while parsing, with its JSON pointer.
struct Frame
{
    bool isObject = false;
    std::string pointer;
    std::set<std::string> keys; // objects: the keys seen so far
    std::string currentKey;     // objects: the key whose value comes next
    std::size_t nextIndex = 0;  // arrays: the index of the next element
};

// The pointer of the value that starts now inside `parent` (the root when there is none).
std::string pointerOfNext(std::vector<Frame>& stack)
{
    if (stack.empty())
        return "";
    Frame& parent = stack.back();
    if (parent.isObject)
        return childPointer(parent.pointer, parent.currentKey);
    return childPointer(parent.pointer, parent.nextIndex++);
}

} // namespace

json parseStrictJson(std::string_view text)
{
    std::vector<Frame> stack;
    auto callback = [&stack](int /*depth*/, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start: {
            if (stack.size() >= kMaxJsonDepth)
                throw Error(fmt::format("nested too deeply; a scenario nests at most {} levels",
                                        kMaxJsonDepth),
                            pointerOfNext(stack));
            Frame frame;
            frame.isObject = event == json::parse_event_t::object_start;
            frame.pointer = pointerOfNext(stack);
            stack.push_back(std::move(frame));
            break;
        }
        case json::parse_event_t::key: {
            Frame& top = stack.back();
            const auto& key = parsed.get_ref<const std::string&>();
            if (!top.keys.insert(key).second)
                throw Error("duplicate field; each field may appear only once",
                            childPointer(top.pointer, key));
            top.currentKey = key;
            break;
        }
        case json::parse_event_t::value:
            // A scalar: inside an array it takes up one index.
            if (!stack.empty() && !stack.back().isObject)
                ++stack.back().nextIndex;
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            stack.pop_back();
            break;
        }
        return true;
    };
    try {
        return json::parse(text.begin(), text.end(), callback);
    } catch (const json::out_of_range&) {
        // nlohmann reports a number beyond a double's range (error 406) this way, not as a
        // syntax error; the value it was reading is the next one in the open frame.
        throw Error("number too large; the largest a scenario holds is about 1.8e308",
                    pointerOfNext(stack));
    }
}

} // namespace ailab::core::scenario
