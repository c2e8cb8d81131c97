/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Next_SetupInputs */

const en_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steam PC Cafe setup within 1-2 business days`)
};

const de_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung des Steam PC Cafe innerhalb von 1–2 Werktagen`)
};

const fr_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuration du Steam PC Cafe sous 1 à 2 jours ouvrés`)
};

const es_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuración del Steam PC Cafe en 1-2 días hábiles`)
};

const pt_br2_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuração do Steam PC Cafe em 1 a 2 dias úteis`)
};

const ja_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1〜2営業日以内に Steam PC Cafe をセットアップ`)
};

const ko_own_next_setup = /** @type {(inputs: Own_Next_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업일 기준 1~2일 이내 Steam PC Cafe 설정`)
};

/**
* | output |
* | --- |
* | "Steam PC Cafe setup within 1-2 business days" |
*
* @param {Own_Next_SetupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_next_setup = /** @type {((inputs?: Own_Next_SetupInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Next_SetupInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_next_setup(inputs)
	if (locale === "fr") return fr_own_next_setup(inputs)
	if (locale === "es") return es_own_next_setup(inputs)
	if (locale === "pt-BR") return pt_br2_own_next_setup(inputs)
	if (locale === "ja") return ja_own_next_setup(inputs)
	if (locale === "ko") return ko_own_next_setup(inputs)
	return en_own_next_setup(inputs)
});