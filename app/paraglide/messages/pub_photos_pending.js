/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_PendingInputs */

const en_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo changes are waiting for review. Gamers keep seeing the last approved photos until our team approves them.`)
};

const de_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Fotoänderungen warten auf Prüfung. Gamer sehen weiter die zuletzt freigegebenen Fotos, bis unser Team sie freigibt.`)
};

const fr_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications de photos attendent une vérification. Les joueurs voient les dernières photos approuvées jusqu'à ce que notre équipe les valide.`)
};

const es_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus cambios de fotos están pendientes de revisión. Los gamers siguen viendo las últimas fotos aprobadas hasta que nuestro equipo las apruebe.`)
};

const pt_br2_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas alterações de fotos aguardam revisão. Os gamers continuam vendo as últimas fotos aprovadas até que nossa equipe as aprove.`)
};

const ja_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真の変更は審査待ちです。チームが承認するまで、ゲーマーには最後に承認された写真が表示されます。`)
};

const ko_pub_photos_pending = /** @type {(inputs: Pub_Photos_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진 변경 사항이 검토를 기다리고 있습니다. 팀이 승인할 때까지 게이머에게는 마지막으로 승인된 사진이 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your photo changes are waiting for review. Gamers keep seeing the last approved photos until our team approves them." |
*
* @param {Pub_Photos_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_pending = /** @type {((inputs?: Pub_Photos_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_pending(inputs)
	if (locale === "fr") return fr_pub_photos_pending(inputs)
	if (locale === "es") return es_pub_photos_pending(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_pending(inputs)
	if (locale === "ja") return ja_pub_photos_pending(inputs)
	if (locale === "ko") return ko_pub_photos_pending(inputs)
	return en_pub_photos_pending(inputs)
});