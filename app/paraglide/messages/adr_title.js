/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_TitleInputs */

const en_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review Queue`)
};

const de_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfwarteschlange`)
};

const fr_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File de vérification`)
};

const es_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cola de revisión`)
};

const pt_br2_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fila de revisão`)
};

const ja_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査キュー`)
};

const ko_adr_title = /** @type {(inputs: Adr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기열`)
};

/**
* | output |
* | --- |
* | "Review Queue" |
*
* @param {Adr_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_title = /** @type {((inputs?: Adr_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_title(inputs)
	if (locale === "fr") return fr_adr_title(inputs)
	if (locale === "es") return es_adr_title(inputs)
	if (locale === "pt-BR") return pt_br2_adr_title(inputs)
	if (locale === "ja") return ja_adr_title(inputs)
	if (locale === "ko") return ko_adr_title(inputs)
	return en_adr_title(inputs)
});