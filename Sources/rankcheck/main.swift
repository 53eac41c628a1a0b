import RankCheckCLI

ProcessEntry.main()
