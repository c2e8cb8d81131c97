/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_FullInputs */

const en_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This center has 8 photos. Delete one to add another.`)
};

const de_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Center hat 8 Fotos. Lösche eines, um ein weiteres hinzuzufügen.`)
};

const fr_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre a 8 photos. Supprimez-en une pour en ajouter une autre.`)
};

const es_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro tiene 8 fotos. Elimina una para añadir otra.`)
};

const pt_br2_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro tem 8 fotos. Exclua uma para adicionar outra.`)
};

const ja_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このセンターには写真が 8 枚あります。追加するには 1 枚削除してください。`)
};

const ko_pub_photos_full = /** @type {(inputs: Pub_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 센터에는 사진이 8장 있습니다. 추가하려면 한 장을 삭제하세요.`)
};

/**
* | output |
* | --- |
* | "This center has 8 photos. Delete one to add another." |
*
* @param {Pub_Photos_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_full = /** @type {((inputs?: Pub_Photos_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_FullInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_full(inputs)
	if (locale === "fr") return fr_pub_photos_full(inputs)
	if (locale === "es") return es_pub_photos_full(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_full(inputs)
	if (locale === "ja") return ja_pub_photos_full(inputs)
	if (locale === "ko") return ko_pub_photos_full(inputs)
	return en_pub_photos_full(inputs)
});