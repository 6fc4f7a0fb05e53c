/// `doctool index`: ingest `corpus/` and write `index/`.
struct IndexCommand: Command {
    static let name = "index"
    static let abstract = "Ingest the corpus and write the index (manifest and search database)."
    static let help = """
    OVERVIEW: Ingest every page under the corpus folder and write the index folder.

    USAGE: doctool index [--corpus DIR] [--output DIR] [--json]

    OPTIONS:
      --corpus DIR            The corpus folder (default: corpus).
      --output DIR            Where the index is written (default: index).
      --json                  Print the summary as JSON.
      -h, --help              Show this help.
    """

    static let optionsWithValues: Set<String> = ["--corpus", "--output"]

    var corpus: String
    var output: String
    var json: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        corpus = arguments.option("--corpus") ?? "corpus"
        output = arguments.option("--output") ?? "index"
        json = arguments.flag("--json")
        try arguments.finish()
    }

    func run(_ context: CommandContext) -> Int32 {
        context.fail("index is not implemented yet")
    }
}
