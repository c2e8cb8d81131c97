/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_LocationInputs */

const en_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your location`)
};

const de_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib deinen Ort ein`)
};

const fr_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse`)
};

const es_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu ubicación`)
};

const pt_br2_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe sua localização`)
};

const ja_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在地を入力してください`)
};

const ko_own_msg_location = /** @type {(inputs: Own_Msg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your location" |
*
* @param {Own_Msg_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_location = /** @type {((inputs?: Own_Msg_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_location(inputs)
	if (locale === "fr") return fr_own_msg_location(inputs)
	if (locale === "es") return es_own_msg_location(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_location(inputs)
	if (locale === "ja") return ja_own_msg_location(inputs)
	if (locale === "ko") return ko_own_msg_location(inputs)
	return en_own_msg_location(inputs)
});