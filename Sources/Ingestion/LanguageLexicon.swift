// MARK: - Word lists for telling English from other Latin-script languages

/// Small closed word lists: enough to say "this Latin text is English" on a three-word heading, and
/// "this is French/German/Spanish/…" (reported as `und`) when their function words show.
///
/// Written for tutorial prose about iOS: English function words, the most frequent English words, and
/// the vocabulary such pages use. Matching is on lowercased plain words; identifiers (`UIView`, `sqView`)
/// never reach these lists.
enum LanguageLexicon {
    /// English words. A plural or `-ed`/`-ing`/`-ly` form is matched after suffix stripping (see `isEnglish`).
    static let englishWords: [String] = Array("""
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
    static let otherLatinWords: [String] = Array("""
    le la les des du au aux une est et avec pour dans sur sont nous vous ils elle cette ces qui que pas plus \
    ou mais leur être avoir fait comme der die das und ist mit nicht ein eine einen dem den auf sich \
    auch von zu wird werden sind oder wie bei aus nach el los las del por con para una es como pero este \
    esta muy su sus il lo gli della sono non anche che di da nel um uma com os het een zijn niet \
    voor met ook maar wordt deze
    """.split(separator: " ").map { String($0).trimmingSpaces })

    // MARK: - Lookup by hash

    /// The word lists as 64-bit FNV-1a hashes of their UTF-8 bytes. Looking a word up then costs one pass
    /// over its bytes and no `String` at all, which matters because every Latin word of every block is
    /// looked up (with up to eight suffix-stripped variants). With a few hundred words in 2^64 values a
    /// collision is not a practical concern.
    static let english: Set<UInt64> = Set(englishWords.map { hash(Array($0.utf8)[...]) })
    /// Both lists in one table (1 English, 2 other): most words are answered by this single lookup.
    static let listed: [UInt64: UInt8] = {
        var table: [UInt64: UInt8] = [:]
        for word in englishWords { table[hash(Array(word.utf8)[...])] = 1 }
        for word in otherLatinWords { table[hash(Array(word.utf8)[...])] = 2 }
        return table
    }()

    static func hash(_ bytes: ArraySlice<UInt8>, appending extra: UInt8? = nil) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        if let extra {
            value ^= UInt64(extra)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// True when the lowercased ASCII word, or its stem after removing a common English suffix, is English.
    static func isEnglish(_ word: ArraySlice<UInt8>) -> Bool {
        if english.contains(hash(word)) { return true }
        let count = word.count
        guard count > 3 else { return false }
        func endsWith(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count > length + 2 else { return false }
            let bytes = suffix.utf8Start
            var offset = 0
            for byte in word.suffix(length) {
                if byte != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
        func stemIsEnglish(dropping length: Int) -> Bool {
            let stem = word.dropLast(length)
            return english.contains(hash(stem)) || english.contains(hash(stem, appending: 0x65))   // + "e"
        }
        if endsWith("ies"), english.contains(hash(word.dropLast(3), appending: 0x79)) { return true }   // + "y"
        if endsWith("ing"), stemIsEnglish(dropping: 3) { return true }
        if endsWith("es"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("ed"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("ly"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("er"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("s"), stemIsEnglish(dropping: 1) { return true }
        if endsWith("d"), stemIsEnglish(dropping: 1) { return true }
        return false
    }
}

extension String {
    /// The string without leading/trailing spaces and newlines (the word lists are written as wrapped text).
    fileprivate var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " || $0 == "\n" }).reversed().drop(while: { $0 == " " || $0 == "\n" }).reversed())
    }
}
