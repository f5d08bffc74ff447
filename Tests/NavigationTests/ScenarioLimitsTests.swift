import Diagnostics
import Foundation
import Navigation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10, defect 8: oversized scenarios are refused early, at a location, at each bound
/// of ``ScenarioLimits`` and never one step before it.
@Suite("Scenario limits")
struct ScenarioLimitsTests {
  static func scenario(title: String = "T", screens: Int = 1, steps: Int = 0) -> String {
    var yaml = "format: 1\nscreens:\n  s0: { title: \"\(title)\" }\n"
    for index in 1..<max(1, screens) { yaml += "  s\(index): {}\n" }
    yaml += "flows:\n  - name: F\n    root: { navigation: [s0] }\n    steps:\n"
    for _ in 0..<steps { yaml += "      - focus: title\n" }
    return steps == 0 ? yaml + "      []\n" : yaml
  }

  static func error(_ yaml: String) -> InputErrors? {
    do {
      _ = try ScenarioLoader.parse(yaml, path: "s.yaml")
      return nil
    } catch {
      return error
    }
  }

  @Test func aScalarAtTheLimitIsReadAndOneByteMoreIsRefusedAtIt() throws {
    let limit = ScenarioLimits.maximumScalarBytes
    for length in [limit - 1, limit] {
      let scenario = try ScenarioLoader.parse(
        Self.scenario(title: String(repeating: "a", count: length)), path: "s.yaml")
      #expect(scenario.screens["s0"]?.title != nil)
    }
    let error = try #require(Self.error(Self.scenario(title: String(repeating: "a", count: limit + 1))))
    #expect(
      error.description
        == "s.yaml:3:16: error: value is \(limit + 1) bytes long; navaudit reads values of at most \(limit) bytes")
  }

  @Test func stepsAtTheLimitAreReadAndOneMoreIsRefused() throws {
    let limit = ScenarioLimits.maximumSteps
    for count in [limit - 1, limit] {
      let scenario = try ScenarioLoader.parse(Self.scenario(steps: count), path: "s.yaml")
      #expect(scenario.flows.first?.steps.count == count)
    }
    let error = try #require(Self.error(Self.scenario(steps: limit + 1)))
    #expect(error.message == "more than \(limit) steps in a flow; navaudit reads at most \(limit)")
    #expect(error.location.line == 8)
  }

  @Test func screensAtTheLimitAreReadAndOneMoreIsRefused() throws {
    let limit = ScenarioLimits.maximumScreens
    let scenario = try ScenarioLoader.parse(Self.scenario(screens: limit), path: "s.yaml")
    #expect(scenario.screens.count == limit)
    let error = try #require(Self.error(Self.scenario(screens: limit + 1)))
    #expect(error.message == "more than \(limit) screens; navaudit reads at most \(limit)")
    #expect(error.location.line == 3)
    // The flows' references to the unread screens are not reported one by one.
    var errors = InputErrors()
    _ = ScenarioLoader.parse(Self.scenario(screens: limit + 1), path: "s.yaml", recordingInto: &errors)
    #expect(errors.count == 1)
  }

  @Test func flowsPastTheLimitAreRefused() throws {
    let limit = ScenarioLimits.maximumFlows
    func flows(_ count: Int) -> String {
      "format: 1\nscreens:\n  s0: {}\nflows:\n"
        + (0..<count).map { "  - { name: F\($0), root: { navigation: [s0] }, steps: [] }\n" }.joined()
    }
    #expect(try ScenarioLoader.parse(flows(limit - 1), path: "s.yaml").flows.count == limit - 1)
    let error = try #require(Self.error(flows(limit + 1)))
    #expect(error.message == "more than \(limit) flows; navaudit reads at most \(limit)")
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.navaudit.yaml")
    try Data("format: 1\n".utf8).write(to: file)
    // Sparse: the size is past the bound, but nothing is written or read.
    #expect(truncate(file.path, off_t(ScenarioLimits.maximumFileBytes + 1)) == 0)
    #expect {
      _ = try ScenarioLoader.load(contentsOf: file, displayPath: "big.navaudit.yaml")
    } throws: { error in
      (error as? InputErrors)?.description
        == "big.navaudit.yaml:1:1: error: 'big.navaudit.yaml' is \(ScenarioLimits.maximumFileBytes + 1) bytes; navaudit reads a scenario file of at most \(ScenarioLimits.maximumFileBytes) bytes"
    }
    #expect(truncate(file.path, off_t(ScenarioLimits.maximumFileBytes)) == 0)
    #expect(throws: InputErrors.self) {
      // At the bound the file is read: its NUL bytes are then refused as YAML, not for size.
      do {
        _ = try ScenarioLoader.load(contentsOf: file, displayPath: "big.navaudit.yaml")
      } catch {
        #expect(!String(describing: error).contains("at most"))
        throw error
      }
    }
  }

  @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("s.navaudit.yaml")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect {
      _ = try ScenarioLoader.load(contentsOf: fifo, displayPath: "s.navaudit.yaml")
    } throws: { error in
      (error as? InputErrors)?.message == "'s.navaudit.yaml' is a FIFO, not a regular file"
    }
  }
}
