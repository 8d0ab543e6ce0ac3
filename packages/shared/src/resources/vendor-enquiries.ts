/** (filled by the vendor-enquiries work: its request and answer schemas) */
export {};
