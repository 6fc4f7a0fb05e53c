// MARK: - Word lists for telling English from other Latin-script languages

/// Small closed word lists: enough to say "this Latin text is English" on a three-word heading, and
/// "this is French/German/Spanish/…" (reported as `und`) when their function words show.
///
/// Written for tutorial prose about iOS: English function words, the most frequent English words, and
/// the vocabulary such pages use. Matching is on lowercased plain words; identifiers (`UIView`, `sqView`)
/// never reach these lists.
enum LanguageLexicon {
    /// English words. A plural or `-ed`/`-ing`/`-ly` form is matched after suffix stripping (see `isEnglish`).
    static let englishWords: [String] = Array(
        """
        a about above across after again against all almost along already also although always am among an and \
        another any anyone anything are around as at away back be because become been before being below between \
        both but by can cannot could did do does doing done down during each either else enough even ever every \
        everything few first for from further get gets getting give given go goes going gone good got had has have \
        having he her here hers herself him himself his how however i if in into is it its itself just last least \
        less let like little lot many may me might more most much must my myself need needs neither never new next \
        no nor not now of off often on once one only onto or other others our ours ourselves out over own part per \
        perhaps please quite rather really same second see seen several shall she should show shown simply since so \
        some something sometimes soon still such than that the their theirs them themselves then there these they \
        third this those though three through thus to together too toward towards two under until up upon us use \
        used uses using very via was way we well were what whatever when where whether which while who whole whom \
        whose why will with within without would yet you your yours yourself yourselves it's that's let's don't \
        doesn't isn't aren't can't won't we're you're they're i'm you've we've they'll we'll you'll there's what's \
        able accept access act action active actual actually add added adding additional advanced again against ago \
        allow allows alpha already alternative amount animate animated animates animating animation animations animator \
        answer api app apple application applications apply applied approach archive area argument arguments array \
        article ask asked assign assigned attach attached attachment author automatic automatically available \
        background basic basics begin beginning begins behavior behaviors behaviour behaviours best better big bit \
        blog body book bottom bounce bounds box build builds built button buttons call called calls case cases category cause \
        causes causing center centre change changed changes chapter check child children choose class classes clean \
        click close code collision collisions color colour combine comment comments common complete completed completion \
        complex component components configure conform conforms constraint constraints contain contains content \
        context continue control controller controllers controls copy core correct create created creates creating \
        current custom customize customizing data date default define defined delay delegate demo describe described \
        describes description design detail details determine developer developers device different direction display \
        displaying document documentation drag driven duration dynamic dynamics each ease easy effect effects element \
        elements empty end engine enter even event events example examples exactly execute existing expect explain \
        extend extending face fall falling false fast feature features field file final find finish finished fire \
        flick floor flow follow following force forces form forms frame free friction full function functions further \
        game general gesture gestures gravity great guide hand handle happen happens height help hidden hide high hold \
        home how idea image images implement implementation implemented implementing important include includes \
        independently information initial initializer input inside instance instead interactive interface interrupt \
        introduction item items keep key kind know language large later layer layout learn left length level library \
        life light line lines list live load local long look looks low magnitude main make makes making manager mark \
        mass menu method methods mode modal model more motion move moves moving name named navigation need new note \
        notes notification number object objects offset old open option options order original overview page pages \
        pan parameter parameters parent pass passed past path perform performed physics place point points position \
        post posts present presentation presented presenting previous print problem process programming project \
        property properties protocol provide provides push quick quote read ready real realism reference region \
        related release remove removed render reply replace require required resistance result return reuse reverse \
        reversed right root rotation run running same sample scale scaling scene screen second seconds section see \
        select set setting settings setup share short simple single size slow small snap so source space speed spring \
        square start started state step steps sticky stop string style subclass subscribe summary support swift \
        system table tag tags take tap target task tell test text than thing things think time timing title top touch \
        track transform transition transitions tree true try tutorial type types update value values version view \
        views want ways width window work works world write wrong year
        """.split(separator: " ").map { String($0).trimmingSpaces })

    /// Function words of the other Latin-script languages a saved page is likely to be in
    /// (French, German, Spanish, Italian, Portuguese, Dutch), chosen not to be English words too.
    /// Words with diacritics ("très", "für") need no entry: any diacritic already counts against English.
    static let otherLatinWords: [String] = Array(
        """
        le la les des du au aux une est et avec pour dans sur sont nous vous ils elle cette ces qui que pas plus \
        ou mais leur être avoir fait comme der die das und ist mit nicht ein eine einen dem den auf sich \
        auch von zu wird werden sind oder wie bei aus nach el los las del por con para una es como pero este \
        esta muy su sus il lo gli della sono non anche che di da nel um uma com os het een zijn niet \
        voor met ook maar wordt deze
        """.split(separator: " ").map { String($0).trimmingSpaces })

    // MARK: - Lookup by hash

    /// What a list says about a lowercased word.
    enum Kind {
        case english, other, unlisted
    }

    /// Both lists as 64-bit FNV-1a hashes of their UTF-8 bytes (see `hash`), in an open-addressing table
    /// indexed by the hash itself. Every Latin word of every block is looked up, with up to eight
    /// suffix-stripped variants, so a lookup is one pass over the word's bytes, a few probes, and no
    /// `String`, `Hasher` or reference counting. With a few hundred words in 2^64 values a collision is
    /// not a practical concern.
    struct Table {
        /// The hashes, `slotCount` of them; a slot is empty when its kind is 0.
        let keys: UnsafePointer<UInt64>
        /// Per slot: bit 0 for the English list, bit 1 for the other languages' list.
        let kinds: UnsafePointer<UInt8>

        static let slotCount = 4096
        static let englishBit: UInt8 = 1
        static let otherBit: UInt8 = 2

        @inline(__always)
        static func slot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: (hash ^ hash >> 32) & UInt64(slotCount - 1)) }

        /// The list bits of the word whose hash is `hash` (0 when it is in neither list).
        @inline(__always)
        func bits(_ hash: UInt64) -> UInt8 {
            var slot = Table.slot(hash)
            while true {
                let kind = kinds[slot]
                if kind == 0 || keys[slot] == hash { return kind }
                slot = (slot + 1) & (Table.slotCount - 1)
            }
        }

        @inline(__always)
        func isEnglish(_ hash: UInt64) -> Bool { bits(hash) & Table.englishBit != 0 }

        /// What the lists say about `word` (with its first byte lowercased), hashing it here.
        func classify(_ word: UnsafeBufferPointer<UInt8>) -> Kind {
            var hash = LanguageLexicon.seed
            var less1 = LanguageLexicon.seed, less2 = LanguageLexicon.seed, less3 = LanguageLexicon.seed
            for (index, byte) in word.enumerated() {
                less3 = less2
                less2 = less1
                less1 = hash
                hash = LanguageLexicon.step(hash, index == 0 && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            return classify(hash: hash, less1: less1, less2: less2, less3: less3, word: word)
        }

        /// What the lists say about `word` (not empty) with its first byte lowercased, given the hash of
        /// that word and of the word without its last one, two and three bytes: a listed word counts as
        /// what its list is (a word in both lists as another language's); an unlisted one is English when,
        /// after a plural or `-ed`/`-ing`/`-ly`/`-er` ending is removed (with an "e" or "y" put back where
        /// English drops it), it is an English word.
        @inline(__always)
        func classify(hash: UInt64, less1: UInt64, less2: UInt64, less3: UInt64, word: UnsafeBufferPointer<UInt8>) -> Kind {
            let listed = bits(hash)
            if listed & Table.otherBit != 0 { return .other }
            if listed & Table.englishBit != 0 { return .english }
            let length = word.count
            guard length > 3 else { return .unlisted }
            // length > 3, so the last three bytes are not the (lowercased) first one.
            let last = word[length - 1], second = word[length - 2], third = word[length - 3]
            func stemIsEnglish(_ stem: UInt64) -> Bool {
                isEnglish(stem) || isEnglish(LanguageLexicon.step(stem, 0x65))  // + "e"
            }
            if length > 5, third == 0x69, second == 0x65, last == 0x73,  // -ies
                isEnglish(LanguageLexicon.step(less3, 0x79))
            {
                return .english
            }  // + "y"
            if length > 5, third == 0x69, second == 0x6E, last == 0x67, stemIsEnglish(less3) { return .english }  // -ing
            if length > 4 {
                let twoLetterEnding =
                    (second == 0x65 && (last == 0x73 || last == 0x64 || last == 0x72))  // -es -ed -er
                    || (second == 0x6C && last == 0x79)  // -ly
                if twoLetterEnding, stemIsEnglish(less2) { return .english }
            }
            if last == 0x73 || last == 0x64, stemIsEnglish(less1) { return .english }  // -s -d
            return .unlisted
        }
    }

    /// The table's storage: the hashes, then the kinds, built once.
    private static let storage: (keys: [UInt64], kinds: [UInt8]) = {
        var keys = [UInt64](repeating: 0, count: Table.slotCount)
        var kinds = [UInt8](repeating: 0, count: Table.slotCount)
        func insert(_ word: String, _ bit: UInt8) {
            let hash = LanguageLexicon.hash(Array(word.utf8)[...])
            var slot = Table.slot(hash)
            while kinds[slot] != 0 && keys[slot] != hash { slot = (slot + 1) & (Table.slotCount - 1) }
            keys[slot] = hash
            kinds[slot] |= bit
        }
        for word in englishWords { insert(word, Table.englishBit) }
        for word in otherLatinWords { insert(word, Table.otherBit) }
        return (keys, kinds)
    }()

    /// Runs `body` with the word table.
    @inline(__always)
    static func withTable<Result>(_ body: (Table) -> Result) -> Result {
        storage.keys.withUnsafeBufferPointer { keys in
            storage.kinds.withUnsafeBufferPointer { kinds in
                body(Table(keys: keys.baseAddress!, kinds: kinds.baseAddress!))
            }
        }
    }

    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func step(_ value: UInt64, _ byte: UInt8) -> UInt64 {
        (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// The 64-bit FNV-1a hash of `bytes` (followed by `extra` when given).
    static func hash(_ bytes: ArraySlice<UInt8>, appending extra: UInt8? = nil) -> UInt64 {
        var value = seed
        for byte in bytes { value = step(value, byte) }
        if let extra { value = step(value, extra) }
        return value
    }
}

extension String {
    /// The string without leading/trailing spaces and newlines (the word lists are written as wrapped text).
    fileprivate var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " || $0 == "\n" }).reversed().drop(while: { $0 == " " || $0 == "\n" }).reversed())
    }
}
