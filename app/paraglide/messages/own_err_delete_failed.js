/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Err_Delete_FailedInputs */

const en_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete LAN center`)
};

const de_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das LAN-Center konnte nicht gelöscht werden`)
};

const fr_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le centre LAN`)
};

const es_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el centro LAN`)
};

const pt_br2_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível excluir o centro LAN`)
};

const ja_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを削除できませんでした`)
};

const ko_own_err_delete_failed = /** @type {(inputs: Own_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터를 삭제하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to delete LAN center" |
*
* @param {Own_Err_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_delete_failed = /** @type {((inputs?: Own_Err_Delete_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Err_Delete_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_err_delete_failed(inputs)
	if (locale === "fr") return fr_own_err_delete_failed(inputs)
	if (locale === "es") return es_own_err_delete_failed(inputs)
	if (locale === "pt-BR") return pt_br2_own_err_delete_failed(inputs)
	if (locale === "ja") return ja_own_err_delete_failed(inputs)
	if (locale === "ko") return ko_own_err_delete_failed(inputs)
	return en_own_err_delete_failed(inputs)
});