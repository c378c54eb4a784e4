import EaselDiff

/// Where a snapshot assertion is: its test and its place in the test file, as the run
/// report names it.
struct SnapshotSource {
    let filePath: String
    let testName: String
    let line: UInt
    let column: UInt

    /// The assertion of `reference`, with what it found (`message`, `nil` when it passed).
    func test(of reference: SnapshotReference, message: String?) -> SnapshotTest {
        SnapshotTest(name: reference.testFileName + "/" + testName, file: filePath, line: Int(line), column: Int(column),
                     message: message)
    }
}
