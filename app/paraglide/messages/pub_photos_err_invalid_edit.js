/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_Invalid_EditInputs */

const en_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo change is not valid. Please reload the page and try again.`)
};

const de_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Fotoänderung ist ungültig. Bitte lade die Seite neu und versuch es noch einmal.`)
};

const fr_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette modification de photo n'est pas valide. Veuillez recharger la page et réessayer.`)
};

const es_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este cambio de foto no es válido. Vuelve a cargar la página e inténtalo de nuevo.`)
};

const pt_br2_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta alteração de foto não é válida. Recarregue a página e tente novamente.`)
};

const ja_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この写真の変更は無効です。ページを再読み込みしてもう一度お試しください。`)
};

const ko_pub_photos_err_invalid_edit = /** @type {(inputs: Pub_Photos_Err_Invalid_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 사진 변경은 유효하지 않습니다. 페이지를 새로 고친 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "This photo change is not valid. Please reload the page and try again." |
*
* @param {Pub_Photos_Err_Invalid_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_invalid_edit = /** @type {((inputs?: Pub_Photos_Err_Invalid_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Invalid_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_invalid_edit(inputs)
	if (locale === "fr") return fr_pub_photos_err_invalid_edit(inputs)
	if (locale === "es") return es_pub_photos_err_invalid_edit(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_invalid_edit(inputs)
	if (locale === "ja") return ja_pub_photos_err_invalid_edit(inputs)
	if (locale === "ko") return ko_pub_photos_err_invalid_edit(inputs)
	return en_pub_photos_err_invalid_edit(inputs)
});