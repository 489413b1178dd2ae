#pragma once

#include "app/translations.h"

#include <catch2/catch.hpp>

namespace ailab::tests {

// German for the test's scope, English again afterwards, even when a check fails.
struct GermanForScope
{
    app::Translations translations;
    GermanForScope() { REQUIRE(translations.install(QStringLiteral("de"))); }
    ~GermanForScope() { translations.install(QStringLiteral("en")); }
    GermanForScope(const GermanForScope&) = delete;
    GermanForScope& operator=(const GermanForScope&) = delete;
};

} // namespace ailab::tests
