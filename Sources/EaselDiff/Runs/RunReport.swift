/// The report of run folders as a test run's last process leaves it, and as the
/// report benchmark measures it: the HTML page with its pictures in the report folder,
/// and beside it `summary.json` and `junit.xml`.
public enum RunReport {
    /// The name of the report folder in a run folder (`easel report`'s default output).
    public static let folderName = "report"

    /// Writes the report of the records of `folders` into the folder at `path`, and
    /// returns their run.
    @discardableResult
    public static func write(of folders: [RunFolder], to path: String) throws(DiffError) -> ComparisonRun {
        let run = try ComparisonRun(records: folders)
        let folder = try ReportFolder(preparing: path)
        try folder.storePictures(of: run)
        try HTMLReport(run, in: folder).write()
        try JSONSummary(run, report: folder).write(toFile: path + "/summary.json")
        try JUnitReport(run, report: folder).write(toFile: path + "/junit.xml")
        return run
    }
}
