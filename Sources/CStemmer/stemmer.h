#ifndef DOCTOOL_CSTEMMER_H
#define DOCTOOL_CSTEMMER_H
/* The Snowball libstemmer C API (libstemmer.so.0d ships without its -dev header on Debian). */
struct sb_stemmer;
typedef unsigned char sb_symbol;
const char **sb_stemmer_list(void);
struct sb_stemmer *sb_stemmer_new(const char *algorithm, const char *charenc);
void sb_stemmer_delete(struct sb_stemmer *stemmer);
const sb_symbol *sb_stemmer_stem(struct sb_stemmer *stemmer, const sb_symbol *word, int size);
int sb_stemmer_length(struct sb_stemmer *stemmer);
#endif
