// Whether this program was translated by loomc, and for which backend: the
// loops file of every translated source registers its backend when the
// program starts. An op_par_loop that still runs the header-only reference
// loop in such a program sits in a source loomc did not translate (a file
// missing from loom_add_application's SOURCES, a library): it is reported
// once per loop name instead of running sequentially in silence.
#pragma once

namespace loom {

// Called from generated code (a namespace-scope initialiser); returns true.
bool registerTranslatedBackend(char const *backend);

// The backend registered first, or null for an untranslated program.
char const *translatedBackend();

namespace detail {
// From the header-only op_par_loop: in a translated program, prints one
// warning line for the loop `name` called at `site` ("app.cpp:42"; once
// per name).
void noteUntranslatedLoop(char const *name, char const *site);
} // namespace detail

} // namespace loom
