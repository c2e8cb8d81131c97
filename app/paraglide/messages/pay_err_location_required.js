/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Location_RequiredInputs */

const en_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location ID is required. Please select a location to subscribe.`)
};

const de_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Standort-ID ist erforderlich. Bitte wähle einen Standort für das Abonnement.`)
};

const fr_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'identifiant du lieu est requis. Veuillez choisir un lieu à abonner.`)
};

const es_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere el ID de la ubicación. Selecciona una ubicación para suscribirte.`)
};

const pt_br2_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O ID do local é obrigatório. Selecione um local para assinar.`)
};

const ja_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ロケーション ID が必要です。申し込むロケーションを選択してください。`)
};

const ko_pay_err_location_required = /** @type {(inputs: Pay_Err_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 ID가 필요합니다. 구독할 위치를 선택해 주세요.`)
};

/**
* | output |
* | --- |
* | "Location ID is required. Please select a location to subscribe." |
*
* @param {Pay_Err_Location_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_location_required = /** @type {((inputs?: Pay_Err_Location_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Location_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_location_required(inputs)
	if (locale === "fr") return fr_pay_err_location_required(inputs)
	if (locale === "es") return es_pay_err_location_required(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_location_required(inputs)
	if (locale === "ja") return ja_pay_err_location_required(inputs)
	if (locale === "ko") return ko_pay_err_location_required(inputs)
	return en_pay_err_location_required(inputs)
});