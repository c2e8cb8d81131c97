/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Me_Following_EmptyInputs */

const en_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You don't follow anything yet. Open a ${i?.link} and press Follow to see its next events here.`)
};

const de_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du folgst noch nichts. Öffne ein ${i?.link} und tippe auf Folgen, um seine nächsten Events hier zu sehen.`)
};

const fr_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne suivez encore rien. Ouvrez un ${i?.link} et appuyez sur Suivre pour voir ses prochains événements ici.`)
};

const es_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no sigues nada. Abre un ${i?.link} y pulsa Seguir para ver aquí sus próximos eventos.`)
};

const pt_br2_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você ainda não segue nada. Abra um ${i?.link} e toque em Seguir para ver os próximos eventos dele aqui.`)
};

const ja_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`まだ何もフォローしていません。${i?.link}を開いて「フォロー」を押すと、次のイベントがここに表示されます。`)
};

const ko_me_following_empty = /** @type {(inputs: Me_Following_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`아직 팔로우한 곳이 없습니다. ${i?.link}를 열고 팔로우를 누르면 다음 이벤트가 여기에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "You don't follow anything yet. Open a {link} and press Follow to see its next events here." |
*
* @param {Me_Following_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_following_empty = /** @type {((inputs: Me_Following_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Following_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_following_empty(inputs)
	if (locale === "fr") return fr_me_following_empty(inputs)
	if (locale === "es") return es_me_following_empty(inputs)
	if (locale === "pt-BR") return pt_br2_me_following_empty(inputs)
	if (locale === "ja") return ja_me_following_empty(inputs)
	if (locale === "ko") return ko_me_following_empty(inputs)
	return en_me_following_empty(inputs)
});