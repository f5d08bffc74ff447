/// The digests of a run's problems, hashed where the run is evaluated, so that merging
/// (``FindingMerger/add(_:digests:)``) hashes no text.
extension FindingMerger {
  /// The digest of the problem of each finding of `run`, in order (``Problem/digest(of:)``):
  /// computed on any thread (a worker, as the run is evaluated), so that
  /// ``add(_:digests:)``, which runs in report order on one thread, hashes no text.
  static func digests(of run: AuditReport.Run) -> [Int] {
    var digests: [Int] = []
    // Steps are read in place: iterating `run.steps` would copy each step out.
    for step in run.steps.indices {
      for finding in run.steps[step].findings { digests.append(Problem.digest(of: finding)) }
    }
    return digests
  }

  /// ``digests(of:)`` for a run copied from one whose digests are `original`
  /// (``WorkUnit/Result/copiedFrom``): its findings state the same problems, but in steps
  /// where a message names the device, whose digests are computed (a step's findings are
  /// as many in both runs).
  static func digests(of run: AuditReport.Run, copying original: [Int]) -> [Int] {
    func namesDevice(_ step: Int) -> Bool {
      run.steps[step].findings.contains { $0.messageParts.device != nil }
    }
    // Most runs' messages name no device: their digests are shared, not copied.
    guard run.steps.indices.contains(where: namesDevice) else { return original }
    var digests: [Int] = []
    digests.reserveCapacity(original.count)
    for step in run.steps.indices {
      let count = run.steps[step].findings.count
      let start = digests.count
      if start + count <= original.count, !namesDevice(step) {
        digests += original[start..<start + count]
      } else {
        for finding in run.steps[step].findings { digests.append(Problem.digest(of: finding)) }
      }
    }
    return digests
  }
}
