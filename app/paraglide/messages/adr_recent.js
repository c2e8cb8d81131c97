/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_RecentInputs */

const en_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently verified`)
};

const de_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kürzlich verifiziert`)
};

const fr_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiés récemment`)
};

const es_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificados recientemente`)
};

const pt_br2_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificados recentemente`)
};

const ja_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近認証された項目`)
};

const ko_adr_recent = /** @type {(inputs: Adr_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`최근 인증됨`)
};

/**
* | output |
* | --- |
* | "Recently verified" |
*
* @param {Adr_RecentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_recent = /** @type {((inputs?: Adr_RecentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_RecentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_recent(inputs)
	if (locale === "fr") return fr_adr_recent(inputs)
	if (locale === "es") return es_adr_recent(inputs)
	if (locale === "pt-BR") return pt_br2_adr_recent(inputs)
	if (locale === "ja") return ja_adr_recent(inputs)
	if (locale === "ko") return ko_adr_recent(inputs)
	return en_adr_recent(inputs)
});