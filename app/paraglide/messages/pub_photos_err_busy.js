/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_BusyInputs */

const en_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are processing a lot of photos right now. Please try again in a minute; nothing was uploaded.`)
};

const de_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir verarbeiten gerade sehr viele Fotos. Bitte versuch es in einer Minute noch einmal; nichts wurde hochgeladen.`)
};

const fr_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous traitons beaucoup de photos en ce moment. Veuillez réessayer dans une minute ; rien n'a été envoyé.`)
};

const es_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo estamos procesando muchas fotos. Vuelve a intentarlo en un minuto; no se ha subido nada.`)
};

const pt_br2_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos processando muitas fotos agora. Tente novamente em um minuto; nada foi enviado.`)
};

const ja_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在多くの写真を処理しています。1 分後にもう一度お試しください。何もアップロードされていません。`)
};

const ko_pub_photos_err_busy = /** @type {(inputs: Pub_Photos_Err_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금 많은 사진을 처리하고 있습니다. 1분 후 다시 시도해 주세요. 아무것도 업로드되지 않았습니다.`)
};

/**
* | output |
* | --- |
* | "We are processing a lot of photos right now. Please try again in a minute; nothing was uploaded." |
*
* @param {Pub_Photos_Err_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_busy = /** @type {((inputs?: Pub_Photos_Err_BusyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_BusyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_busy(inputs)
	if (locale === "fr") return fr_pub_photos_err_busy(inputs)
	if (locale === "es") return es_pub_photos_err_busy(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_busy(inputs)
	if (locale === "ja") return ja_pub_photos_err_busy(inputs)
	if (locale === "ko") return ko_pub_photos_err_busy(inputs)
	return en_pub_photos_err_busy(inputs)
});