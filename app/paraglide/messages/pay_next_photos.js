/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Next_PhotosInputs */

const en_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next, show gamers your venue:`)
};

const de_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeig Gamern als Nächstes deine Location:`)
};

const fr_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, montrez votre salle aux joueurs :`)
};

const es_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora, muestra tu local a los gamers:`)
};

const pt_br2_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora, mostre seu espaço aos gamers:`)
};

const ja_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次は、ゲーマーに店舗を見せましょう：`)
};

const ko_pay_next_photos = /** @type {(inputs: Pay_Next_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이제 게이머에게 매장을 보여 주세요:`)
};

/**
* | output |
* | --- |
* | "Next, show gamers your venue:" |
*
* @param {Pay_Next_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_next_photos = /** @type {((inputs?: Pay_Next_PhotosInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Next_PhotosInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_next_photos(inputs)
	if (locale === "fr") return fr_pay_next_photos(inputs)
	if (locale === "es") return es_pay_next_photos(inputs)
	if (locale === "pt-BR") return pt_br2_pay_next_photos(inputs)
	if (locale === "ja") return ja_pay_next_photos(inputs)
	if (locale === "ko") return ko_pay_next_photos(inputs)
	return en_pay_next_photos(inputs)
});