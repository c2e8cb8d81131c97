/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Send_DetailsInputs */

const en_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send My Details`)
};

const de_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten senden`)
};

const fr_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer mes informations`)
};

const es_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar mis datos`)
};

const pt_br2_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar meus dados`)
};

const ja_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳細を送信`)
};

const ko_own_send_details = /** @type {(inputs: Own_Send_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 정보 보내기`)
};

/**
* | output |
* | --- |
* | "Send My Details" |
*
* @param {Own_Send_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_send_details = /** @type {((inputs?: Own_Send_DetailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Send_DetailsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_send_details(inputs)
	if (locale === "fr") return fr_own_send_details(inputs)
	if (locale === "es") return es_own_send_details(inputs)
	if (locale === "pt-BR") return pt_br2_own_send_details(inputs)
	if (locale === "ja") return ja_own_send_details(inputs)
	if (locale === "ko") return ko_own_send_details(inputs)
	return en_own_send_details(inputs)
});