extension RunRecord {
    /// The record of an image `easel compare` compared, its pictures in the report
    /// folder that `run` stored them in (so the folder is a run folder too).
    public init(_ image: ComparedImage, of run: ComparisonRun) {
        let stored = image.status != .unchanged
        let picture = { (path: String?, kind: ReportFolder.Picture) in
            stored && path != nil ? ReportFolder.relativePath(of: image.name, kind) : nil
        }
        self.init(name: image.name, status: image.status, failed: image.exceedsAllowance,
                  identicalBytes: image.identicalBytes, reference: image.baselinePath,
                  pictures: Pictures(baseline: picture(image.baselinePath, .baseline),
                                     current: picture(image.currentPath, .current),
                                     diff: image.hasDiffImage ? ReportFolder.relativePath(of: image.name, .diff) : nil),
                  difference: image.difference, criteria: Criteria(run.options, run.allowance), test: nil)
    }
}
