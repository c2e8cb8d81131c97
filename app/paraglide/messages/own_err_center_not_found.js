/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Err_Center_Not_FoundInputs */

const en_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location not found or you do not have permission to edit it.`)
};

const de_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort nicht gefunden oder du darfst ihn nicht bearbeiten.`)
};

const fr_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu introuvable ou vous n'avez pas l'autorisation de le modifier.`)
};

const es_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación no encontrada o no tienes permiso para editarla.`)
};

const pt_br2_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local não encontrado ou você não tem permissão para editá-lo.`)
};

const ja_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所が見つからないか、編集する権限がありません。`)
};

const ko_own_err_center_not_found = /** @type {(inputs: Own_Err_Center_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치를 찾을 수 없거나 수정할 권한이 없습니다.`)
};

/**
* | output |
* | --- |
* | "Location not found or you do not have permission to edit it." |
*
* @param {Own_Err_Center_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_center_not_found = /** @type {((inputs?: Own_Err_Center_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Err_Center_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_err_center_not_found(inputs)
	if (locale === "fr") return fr_own_err_center_not_found(inputs)
	if (locale === "es") return es_own_err_center_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_own_err_center_not_found(inputs)
	if (locale === "ja") return ja_own_err_center_not_found(inputs)
	if (locale === "ko") return ko_own_err_center_not_found(inputs)
	return en_own_err_center_not_found(inputs)
});