/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, has: NonNullable<unknown> }} Pub_Photos_Err_Too_ManyInputs */

const en_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A LAN center can have at most ${i?.max} photos. It has ${i?.has}; delete some before adding more.`)
};

const de_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein LAN-Center kann höchstens ${i?.max} Fotos haben. Es hat ${i?.has}; lösche einige, bevor du weitere hinzufügst.`)
};

const fr_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un LAN center peut avoir au plus ${i?.max} photos. Il en a ${i?.has} ; supprimez-en avant d'en ajouter d'autres.`)
};

const es_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un LAN center puede tener como máximo ${i?.max} fotos. Tiene ${i?.has}; elimina algunas antes de añadir más.`)
};

const pt_br2_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um LAN center pode ter no máximo ${i?.max} fotos. Ele tem ${i?.has}; exclua algumas antes de adicionar mais.`)
};

const ja_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN センターの写真は最大 ${i?.max} 枚です。現在 ${i?.has} 枚あります。追加する前に何枚か削除してください。`)
};

const ko_pub_photos_err_too_many = /** @type {(inputs: Pub_Photos_Err_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN 센터의 사진은 최대 ${i?.max}장입니다. 현재 ${i?.has}장이 있으니 더 추가하기 전에 일부를 삭제하세요.`)
};

/**
* | output |
* | --- |
* | "A LAN center can have at most {max} photos. It has {has}; delete some before adding more." |
*
* @param {Pub_Photos_Err_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_too_many = /** @type {((inputs: Pub_Photos_Err_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_too_many(inputs)
	if (locale === "fr") return fr_pub_photos_err_too_many(inputs)
	if (locale === "es") return es_pub_photos_err_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_too_many(inputs)
	if (locale === "ja") return ja_pub_photos_err_too_many(inputs)
	if (locale === "ko") return ko_pub_photos_err_too_many(inputs)
	return en_pub_photos_err_too_many(inputs)
});